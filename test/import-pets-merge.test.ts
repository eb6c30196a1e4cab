import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {homePerTest, json} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

/**
 * An export imported into a store with pets of its own (issue 39: nothing an old export can do loses
 * the family's data). A pet is known by its name: the store's pet and the document's of that name
 * are one, and each keeps every vet visit and vaccine either side had. A care item follows its pet's
 * new number: it never becomes another animal's because the two stores numbered their pets alike.
 */
const home = homePerTest();
const NOW = ['--now', '2026-11-20T10:00'];
const ENV = {env: {LANG: 'en_US.UTF-8'}};

const run = async (h: string, args: string[]) => {
  const r = await magisIn(h, [...args, ...NOW], ENV);
  expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(0);
  return r;
};

type Pet = {name: string; checkups: Array<{kind: string; status: string; date: string | null}>};
const care = async (h: string) =>
  Object.fromEntries(json<Pet[]>(await magisIn(h, ['pets', '--json', ...NOW], ENV)).map(p => [p.name, p.checkups.map(c => `${c.kind} ${c.status}${c.date ? ` ${c.date}` : ''}`).sort()]));

/** A store whose only pet, Rex (the first pet, id 1), needs his vaccine; its export. */
async function rexExport(): Promise<string> {
  const src = home();
  await run(src, ['ask', 'Rex is our dog and he needs the vaccine']);
  const file = join(src, '..', 'rex.json');
  await run(src, ['export', '-o', file]);
  return file;
}

describe('import of an export into a store with pets', () => {
  it('two pets of one name become one, with the care items of both', async () => {
    const file = await rexExport();
    const h = home();
    await run(h, ['ask', 'Luna is our cat, she has the vet on December 3 at 10am']);
    await run(h, ['ask', 'Rex is our dog, he has the vet on December 5 at 9am']);
    const r = await run(h, ['import', file]);
    expect(r.stderr).toBe('');
    expect(await care(h)).toEqual({Luna: ['vet scheduled 2026-12-03'], Rex: ['vaccine needed', 'vet scheduled 2026-12-05']});
    // Once in, importing the same file again adds nothing.
    await run(h, ['import', file]);
    expect(await care(h)).toEqual({Luna: ['vet scheduled 2026-12-03'], Rex: ['vaccine needed', 'vet scheduled 2026-12-05']});
  });

  it("a pet's care stays its own when the store gave its number to another animal", async () => {
    const file = await rexExport();
    const h = home();
    // Luna is this store's pet 1, as Rex is the document's.
    await run(h, ['ask', 'Luna is our cat']);
    await run(h, ['import', file]);
    expect(await care(h)).toEqual({Luna: [], Rex: ['vaccine needed']});
  });

  it("a pet's reminder already said is not said again after the import renumbers the pet", async () => {
    const src = home();
    await run(src, ['ask', 'Rex is our dog, he has the vaccine on November 21 at 10am']);
    const said = await magisIn(src, ['remind', '--now', '2026-11-21T08:00'], ENV);
    expect(said.stdout).toMatch(/Rex's vaccine at 10 am/);
    const file = join(src, '..', 'rex-reminded.json');
    await run(src, ['export', '-o', file]);
    const h = home();
    await run(h, ['ask', 'Luna is our cat']);
    await run(h, ['import', file]);
    const again = await magisIn(h, ['remind', '--now', '2026-11-21T08:30'], ENV);
    expect([again.status, again.stdout]).toEqual([0, '']);
  });
});
