import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {homePerTest, json} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

/**
 * Issue 38, item 7: a notes import learns only what the notes clearly say. From an Obsidian vault
 * and basic-memory notes it made people of software, a shop, a hospital, a neighbourhood and the
 * user herself; a ticked `- [x]` item became an open task; "… expires in January" a booking; and a
 * bill paid long before closed another, newer bill's task. What the import changed is listed as
 * `ask --json` lists a message's changes.
 */
const newHome = homePerTest();
const NOW = '2026-11-21T10:00:00';
const EN = {env: {LANG: 'en_GB.UTF-8'}};

function write(root: string, rel: string, text: string): void {
  const path = join(root, rel);
  mkdirSync(dirname(path), {recursive: true});
  writeFileSync(path, text);
}

/** A vault in the user's own words: daily notes, work notes, a checklist, and basic-memory notes about things and about herself. */
function vault(root: string): string {
  const dir = join(root, 'vault');
  write(dir, 'Work/2026-03-02.md', '# 2026-03-02\n\nMoved the invoices table from Postgres to DynamoDB.\n\nThe Kubernetes upgrade went fine; Priya from the platform team helped.\n');
  write(
    dir,
    'Daily/2026-03-03.md',
    [
      '- Took Mum to Riverside Hospital for her scan',
      '- Walked around Shoreditch with Tom on Sunday',
      "- Bought sourdough at Gail's Bakery",
      '- [x] Book the car service',
      '- [ ] Renew my passport',
      "- Luna's rabies vaccine expires in January",
      '',
    ].join('\n'),
  );
  write(dir, 'Daily/2025-10-01.md', '- Paid the water bill\n');
  write(dir, 'Daily/2026-11-20.md', '- Paid the electricity bill\n');
  write(dir, 'tech/DynamoDB.md', '---\ntitle: DynamoDB\ntype: note\n---\n\n# DynamoDB\n\n- [fact] Partition keys decide the cost #aws\n- used_by [[Billing Service]]\n');
  write(dir, 'places/Shoreditch.md', '---\ntitle: Shoreditch\n---\n\n# Shoreditch\n\n- [place] Good coffee near the station\n');
  write(dir, 'people/Dana.md', '---\ntitle: Dana\ntype: person\n---\n\n# Dana\n\n- [preference] Prefers green tea #drinks\n- works_at [[Riverside Hospital]]\n');
  // The same in Portuguese, as Brazil and Portugal write it.
  write(dir, 'Diário/2026-03-04.md', '- Migramos a base do Postgres pro DynamoDB\n- Fui na Padaria Real com a Júlia\n- [x] Marcar a revisão do carro\n- A vacina da Mel vence em janeiro\n');
  return dir;
}

const run = (home: string, args: string[], now = NOW) => magisIn(home, [...args, '--now', now], EN);

describe('a notes import learns conservatively', () => {
  it('software, places, shops and the user are nobody; a ticked item is done; an expiry books nothing; a bill closes only its own, older task', async () => {
    const home = newHome();
    // The user has told Magis her name, and has a bill to pay since today.
    expect((await run(home, ['profile', 'set', 'name', 'Dana'])).status).toBe(0);
    expect((await run(home, ['tasks', 'add', 'pay the water bill'])).status).toBe(0);
    expect((await run(home, ['tasks', 'add', 'pagar a conta da água'])).status).toBe(0);

    const res = json(await run(home, ['import', vault(join(home, '..')), '--json']));
    expect(res.added).toBeGreaterThan(10);

    const people = json(await run(home, ['people', '--json'])) as Array<{name: string; relation: string | null; checkups: unknown[]}>;
    expect(people.map(p => p.name).sort()).toEqual(['Júlia', 'Priya', 'Tom', 'mum']);
    expect(people.find(p => p.name === 'mum')?.relation).toBe('mother');

    const tasks = json(await run(home, ['tasks', '--all', '--json'])) as Array<{id: number; description: string; status: string; doneAt: string | null; createdAt: string}>;
    const task = (d: string) => tasks.find(t => t.description === d);
    // Ticked boxes are things done, on the note's day; an empty box is a to-do.
    expect(task('Book the car service')).toMatchObject({status: 'done', doneAt: new Date('2026-03-03T12:00:00').toISOString()});
    expect(task('Marcar a revisão do carro')).toMatchObject({status: 'done'});
    expect(task('Renew my passport')).toMatchObject({status: 'open'});
    // A bill paid a year before the task existed, or another bill, closes nothing.
    expect(task('pay the water bill')).toMatchObject({status: 'open', doneAt: null});
    expect(task('pagar a conta da água')).toMatchObject({status: 'open', doneAt: null});
    const open = tasks.filter(t => t.status === 'open').map(t => t.description);
    expect(open).toHaveLength(3);
    expect(open).toEqual(expect.arrayContaining(['pagar a conta da água', 'pay the water bill', 'Renew my passport']));

    // An expiry is kept as a memory to find, not booked: no vaccine on January 1st, no one called Luna or Mel.
    expect(json(await run(home, ['agenda', '--within', '400d', '--json']))).toEqual([]);
    expect(JSON.stringify(json(await run(home, ['remind', '--within', '400d', '--json'])))).not.toMatch(/vaccine|vacina|Luna|Mel/);
    expect(json(await run(home, ['memories', 'search', 'rabies', '--json']))[0].content).toBe("Luna's rabies vaccine expires in January");

    // The import's changes, as `ask --json` lists them: exactly the people and tasks above.
    const added = (what: string) => res.changes.filter((c: {op: string; what: string}) => c.op === 'add' && c.what === what).length;
    expect(res.changes.every((c: object) => Object.keys(c).sort().join() === 'id,op,what')).toBe(true);
    expect(added('person')).toBe(4);
    expect(added('task')).toBe(tasks.length - 2);
    expect(added('event') + added('checkup')).toBe(0);
  });

  it('a later note that clearly names the task closes it, on its own day', async () => {
    const home = newHome();
    expect((await run(home, ['tasks', 'add', 'pay the water bill'])).status).toBe(0);
    expect((await run(home, ['tasks', 'add', 'renew the car insurance'])).status).toBe(0);
    expect((await run(home, ['tasks', 'add', 'pagar a conta da água'])).status).toBe(0);
    const dir = join(home, '..', 'later');
    write(dir, '2026-11-25.md', '- Paid the electricity bill\n- Paid the water bill\n- Paguei a conta da luz\n');
    const res = json(await run(home, ['import', dir, '--json'], '2026-11-26T09:00:00'));
    const tasks = json(await run(home, ['tasks', '--all', '--json'], '2026-11-26T09:00:00')) as Array<{id: number; description: string; status: string; doneAt: string | null}>;
    const water = tasks.find(t => t.description === 'pay the water bill')!;
    expect(water).toMatchObject({status: 'done', doneAt: new Date('2026-11-25T12:00:00').toISOString()});
    expect(tasks.find(t => t.description === 'renew the car insurance')?.status).toBe('open');
    // The light bill shares "conta" with the water bill's task, and is another bill.
    expect(tasks.find(t => t.description === 'pagar a conta da água')?.status).toBe('open');
    expect(res.changes).toEqual(expect.arrayContaining([{op: 'done', what: 'task', id: water.id}]));
  });
});
