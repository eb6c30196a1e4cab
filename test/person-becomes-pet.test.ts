import {describe, expect, it} from 'vitest';
import {homePerTest, json} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

/**
 * A record kept as a person that turns out to be an animal becomes a pet — by `people set NAME
 * --relation dog` or by "Pixie is our dog" — and loses nothing it held (issue 39): its vaccine or
 * vet visit becomes the pet's care, its swimming stays on the agenda (the user's, with the animal).
 * The person's row was deleted with all of it (the schema deletes a person's checkups and events).
 */
const home = homePerTest();
const NOW = ['--now', '2026-11-20T10:00'];
const ENV = {env: {LANG: 'en_US.UTF-8'}};

const run = async (h: string, args: string[]) => {
  const r = await magisIn(h, [...args, ...NOW], ENV);
  expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(0);
  return r;
};

type Pet = {name: string; species: string | null; checkups: Array<{kind: string; status: string; date: string | null; time: string | null}>};

describe('a person who is an animal becomes a pet with all it held', () => {
  it('people set --relation dog: the vaccine is the pet’s care, the swimming stays on the agenda', async () => {
    const h = home();
    await run(h, ['ask', 'Rex has the vaccine on December 3 at 10am']);
    await run(h, ['ask', 'Rex has swimming every Tuesday at 5pm']);
    await run(h, ['people', 'set', 'Rex', '--relation', 'dog']);
    expect(json<Pet[]>(await run(h, ['pets', '--json']))).toEqual([
      expect.objectContaining({name: 'Rex', species: 'dog', checkups: [expect.objectContaining({kind: 'vaccine', status: 'scheduled', date: '2026-12-03', time: '10:00'})]}),
    ]);
    expect(json(await run(h, ['agenda', '--json', '--within', '7d']))).toEqual([expect.objectContaining({title: 'swimming', date: '2026-11-24', time: '17:00', person: 'user', with: ['Rex']})]);
    expect(json(await run(h, ['people', '--json']))).toEqual([]);
  });

  it('"Pixie is our dog": her swimming stays on the agenda', async () => {
    const h = home();
    await run(h, ['ask', 'Pixie has swimming every Tuesday at 5pm']);
    await run(h, ['ask', 'Pixie is our dog']);
    expect(json<Pet[]>(await run(h, ['pets', '--json'])).map(p => p.name)).toEqual(['Pixie']);
    expect(json(await run(h, ['agenda', '--json', '--within', '7d']))).toEqual([expect.objectContaining({title: 'swimming', date: '2026-11-24', time: '17:00', person: 'user', with: ['Pixie']})]);
  });
});
