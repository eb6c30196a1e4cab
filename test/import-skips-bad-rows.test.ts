import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {homePerTest, tempHome} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';
import {inspect} from './helpers/db.js';

/**
 * A bad row in an imported export is skipped and reported, never stored (issue 39, Build 3): every
 * good row comes in, each bad one is named on stderr in one line (table, row, id, why), `--json`
 * lists them as `skipped`, and the exit is 1. A row that means nothing without a skipped one (a
 * person's checkup, alias or reminder) is skipped with it, never stored as someone else's.
 */
const NOW = ['--now', '2026-11-24T10:00'];
const ENV = {env: {LANG: 'en_US.UTF-8'}};
const newHome = homePerTest();

type Doc = {tables: Record<string, Array<Record<string, unknown>>>} & Record<string, unknown>;
let src: {home: string; cleanup: () => void};
let doc: Doc;

beforeAll(async () => {
  src = tempHome();
  const ok = async (args: string[]) => {
    const r = await magisIn(src.home, [...args, ...NOW], ENV);
    expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(0);
  };
  await ok(['ask', 'My son Caio is 9 and needs a dentist visit']);
  await ok(['ask', 'My mother Odete has the cardiologist on December 3 at 9am']);
  await ok(['ask', 'I have the eye exam on December 10 at 8am']);
  await ok(['ask', 'Caio has judo every Thursday at 6pm']);
  await ok(['memories', 'add', 'The spare key is under the blue pot']);
  await ok(['tasks', 'add', 'pay the water bill', '--due', '2026-11-28']);
  await ok(['people', 'set', 'Caio', '--birthday', '2017-03-02']);
  const out = join(src.home, '..', 'export.json');
  await ok(['export', '-o', out]);
  doc = JSON.parse(readFileSync(out, 'utf8'));
});
afterAll(() => src?.cleanup());

/** The document with `spoil` applied, written to a file of its own. */
function spoiled(name: string, spoil: (d: Doc) => void): string {
  const copy = structuredClone(doc);
  spoil(copy);
  const file = join(src.home, '..', `${name}.json`);
  writeFileSync(file, JSON.stringify(copy));
  return file;
}

/** `import --json`'s output: printed whole even when the exit is 1 (rows skipped). */
const parsed = (r: {stdout: string}) => JSON.parse(r.stdout);

const rowsOf = (home: string) =>
  inspect(home, db =>
    Object.fromEntries(['memories', 'entities', 'checkups', 'events', 'tasks', 'entity_aliases', 'relationships'].map(t => [t, db.prepare(`SELECT count(*) FROM ${t}`).pluck().get()])),
  );

describe('import of an export with bad rows', () => {
  it('imports every good row, names the bad one in one line, exits 1; --json lists it', async () => {
    const judo = doc.tables.events!.findIndex(e => e.title === 'Judo' || /judo/i.test(String(e.title)));
    expect(judo).toBeGreaterThanOrEqual(0);
    const id = doc.tables.events![judo]!.id;
    const file = spoiled('bad-time', d => (d.tables.events![judo]!.time = '25:00'));
    const home = newHome();
    const r = await magisIn(home, ['import', file, ...NOW], ENV);
    expect(r.status).toBe(1);
    expect(r.stderr.split('\n').filter(Boolean)).toEqual([
      `magis: ${file}: skipped tables.events[${judo}] (id ${id}): time is not a time of day (HH:MM) ("25:00")`,
      `magis: 1 row of ${file} was skipped (named above); the rest was imported.`,
    ]);
    expect(r.stdout).toMatch(/^Imported: .*; 1 skipped\.\n$/);
    // Everything else came in; the event did not, in any form.
    const whole = rowsOf(src.home);
    expect(rowsOf(home)).toEqual({...whole, events: (whole.events as number) - 1});
    expect(inspect(home, db => db.prepare("SELECT count(*) FROM events WHERE title LIKE '%udo%'").pluck().get())).toBe(0);
    for (const read of [['agenda', '--within', '30d'], ['remind', '--all'], ['people']]) expect((await magisIn(home, [...read, ...NOW], ENV)).status, read.join(' ')).toBe(0);

    const other = newHome();
    const j = await magisIn(other, ['import', file, '--json', ...NOW], ENV);
    expect(j.status).toBe(1);
    expect(parsed(j).skipped).toEqual([{table: 'events', row: judo, id, column: 'time', why: 'is not a time of day (HH:MM) ("25:00")'}]);
    expect(parsed(j).events.added).toBe((whole.events as number) - 1);
  });

  it('a person skipped takes their checkups, aliases, ties and reminders with them: none becomes the user’s', async () => {
    const caio = doc.tables.entities!.findIndex(e => e.name === 'Caio');
    const caioId = doc.tables.entities![caio]!.id as number;
    const ownCheckups = doc.tables.checkups!.filter(c => c.entity_id === null).length;
    const caios = (t: string) => doc.tables[t]!.filter(r => r.entity_id === caioId || r.subject_id === caioId || r.object_id === caioId).length;
    expect(caios('checkups')).toBeGreaterThan(0);
    expect(caios('relationships')).toBeGreaterThan(0);
    const file = spoiled('bad-person', d => (d.tables.entities![caio]!.birthday = 'next spring'));
    const home = newHome();
    const r = await magisIn(home, ['import', file, '--json', ...NOW], ENV);
    expect(r.status).toBe(1);
    const skipped = parsed(r).skipped as Array<{table: string; row: number; id: number | null; column: string | null; why: string}>;
    expect(skipped[0]).toEqual({table: 'entities', row: caio, id: caioId, column: 'birthday', why: 'is not a birthday (YYYY-MM-DD or --MM-DD) ("next spring")'});
    // Every row pointing at Caio is named as depending on him.
    const dependents = skipped.slice(1);
    expect(dependents.length).toBeGreaterThanOrEqual(caios('checkups') + caios('relationships'));
    for (const s of dependents) expect(s.why, JSON.stringify(s)).toBe(`points at tables.entities[${caio}] (id ${caioId}), which was skipped`);
    expect(dependents.filter(s => s.table === 'checkups')).toHaveLength(caios('checkups'));
    // One stderr line per skipped row, and the closing sentence.
    expect(r.stderr.split('\n').filter(Boolean)).toHaveLength(skipped.length + 1);
    const stored = inspect(home, db => ({
      caio: db.prepare("SELECT count(*) FROM entities WHERE name = 'Caio'").pluck().get(),
      own: db.prepare('SELECT count(*) FROM checkups WHERE entity_id IS NULL').pluck().get(),
      odete: db.prepare("SELECT count(*) FROM checkups c JOIN entities e ON e.id = c.entity_id WHERE e.name = 'Odete'").pluck().get(),
    }));
    expect(stored).toEqual({caio: 0, own: ownCheckups, odete: 1});
    const people = await magisIn(home, ['people', ...NOW], ENV);
    expect(people.stdout).not.toMatch(/Caio/);
    expect(people.stdout).toMatch(/Odete/);
  });

  it('a recurrence that is no text is no rule: the event is kept once, with a warning, and its export imports back clean', async () => {
    const judo = doc.tables.events!.findIndex(e => /judo/i.test(String(e.title)) && e.rrule);
    const file = spoiled('number-rule', d => (d.tables.events![judo]!.rrule = 1.5));
    const home = newHome();
    const r = await magisIn(home, ['import', file, ...NOW], ENV);
    expect([r.status, r.stderr]).toEqual([0, expect.stringMatching(/^magis: warning: "[^"]*" \(\d{4}-\d\d-\d\d\): .*, so it was kept once, on its first day\.\n$/)]);
    expect(inspect(home, db => db.prepare("SELECT rrule FROM events WHERE title LIKE '%udo%'").pluck().all())).toEqual([null]);
    const again = join(home, '..', 'number-rule-back.json');
    expect((await magisIn(home, ['export', '-o', again, ...NOW], ENV)).status).toBe(0);
    const back = await magisIn(newHome(), ['import', again, ...NOW], ENV);
    expect([back.status, back.stderr]).toEqual([0, '']);
  });

  it('importing the same file again adds nothing and names the same rows again', async () => {
    const file = spoiled('again', d => {
      d.tables.tasks![0]!.due = 'soon';
      d.tables.memories![0]!.importance = 1e300;
    });
    const home = newHome();
    const first = await magisIn(home, ['import', file, '--json', ...NOW], ENV);
    expect(first.status).toBe(1);
    const before = rowsOf(home);
    const again = await magisIn(home, ['import', file, '--json', ...NOW], ENV);
    expect(again.status).toBe(1);
    expect(parsed(again).skipped).toEqual(parsed(first).skipped);
    expect(again.stderr).toBe(first.stderr);
    for (const [table, c] of Object.entries(parsed(again))) if (table !== 'skipped' && table !== 'changes') expect((c as {added: number}).added, table).toBe(0);
    expect(rowsOf(home)).toEqual(before);
  });

  it('a row the store refuses (a gender it does not know) is skipped with what depends on it; undo takes back the rest', async () => {
    const home0 = newHome();
    for (const say of ['We have a cat called Mimi', 'Mimi has her vaccine on December 12']) expect((await magisIn(home0, ['ask', say, ...NOW], ENV)).status).toBe(0);
    const out = join(home0, '..', 'pets.json');
    expect((await magisIn(home0, ['export', '-o', out, ...NOW], ENV)).status).toBe(0);
    const pets = JSON.parse(readFileSync(out, 'utf8')) as Doc;
    expect(pets.tables.pets).toHaveLength(1);
    expect(pets.tables.pet_care!.length).toBeGreaterThan(0);
    pets.tables.pets![0]!.gender = 'unknown';
    writeFileSync(out, JSON.stringify(pets));
    const home = newHome();
    const r = await magisIn(home, ['import', out, '--json', ...NOW], ENV);
    expect(r.status).toBe(1);
    const skipped = parsed(r).skipped as Array<{table: string; why: string}>;
    expect(skipped[0]).toMatchObject({table: 'pets', row: 0, column: null});
    expect(skipped[0]!.why).toMatch(/^is not a row this store can hold \(CHECK constraint failed/);
    expect(skipped.filter(s => s.table === 'pet_care')).toHaveLength(pets.tables.pet_care!.length);
    expect(inspect(home, db => db.prepare('SELECT (SELECT count(*) FROM pets) + (SELECT count(*) FROM pet_care)').pluck().get())).toBe(0);
    expect((await magisIn(home, ['pets', ...NOW], ENV)).status).toBe(0);
    // The import is one undo step: what it added goes, and the store answers.
    expect(inspect(home, db => db.prepare('SELECT count(*) FROM memories').pluck().get())).toBeGreaterThan(0);
    expect((await magisIn(home, ['undo', ...NOW], ENV)).status).toBe(0);
    expect(rowsOf(home)).toEqual({memories: 0, entities: 0, checkups: 0, events: 0, tasks: 0, entity_aliases: 0, relationships: 0});
  });

  it('a moved occurrence listed before its series waits for it: in with it, or skipped with it', async () => {
    const judo = doc.tables.events!.find(e => /judo/i.test(String(e.title)) && e.rrule)!;
    expect(judo).toBeTruthy();
    // A moved occurrence of the series listed before it, as an export of an imported calendar may have it.
    const moved = {...judo, id: 900, rrule: null, series_id: judo.id, occurrence: '2026-12-03', date: '2026-12-04', external_uid: null};
    const withMoved = (status: string) => (d: Doc) => {
      const events = d.tables.events!;
      const at = events.findIndex(e => e.id === judo.id);
      events[at]!.status = status;
      events.splice(at, 0, moved);
    };
    // Into a store that already has a booking, so the document's ids are renumbered.
    const home = newHome();
    expect((await magisIn(home, ['ask', 'I have the dentist on December 1 at 2pm', ...NOW], ENV)).status).toBe(0);
    const good = await magisIn(home, ['import', spoiled('series-good', withMoved('scheduled')), ...NOW], ENV);
    expect([good.status, good.stderr]).toEqual([0, '']);
    const tied = inspect(home, db => db.prepare("SELECT m.date, s.rrule FROM events m JOIN events s ON s.id = m.series_id WHERE m.occurrence = '2026-12-03'").get());
    expect(tied).toEqual({date: '2026-12-04', rrule: judo.rrule});

    const other = newHome();
    const r = await magisIn(other, ['import', spoiled('series-bad', withMoved('bogus')), '--json', ...NOW], ENV);
    expect(r.status).toBe(1);
    const skipped = parsed(r).skipped as Array<{table: string; row: number; id: number; column: string | null; why: string}>;
    expect(skipped.map(s => [s.table, s.id, s.column])).toEqual([
      ['events', 900, 'series_id'],
      ['events', judo.id, null],
    ]);
    expect(skipped[0]!.why).toMatch(/^points at tables\.events\[\d+\] \(id \d+\), which was skipped$/);
    expect(skipped[1]!.why).toMatch(/^is not a row this store can hold \(CHECK constraint failed: status/);
    expect(inspect(other, db => db.prepare("SELECT count(*) FROM events WHERE title LIKE '%udo%'").pluck().get())).toBe(0);
    expect(parsed(r).events.added).toBe(doc.tables.events!.length - 1);
  });
});
