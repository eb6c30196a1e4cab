import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {homePerTest, json} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

/**
 * Issue 38, item 1: a span keeps its end through `magis export` and `magis import` — an event over
 * several days (a weekday range, a timed span) is the same span in the restored store's agenda,
 * and importing the document again adds nothing.
 */
const home = homePerTest();
const NOW = ['--now', '2026-11-23T09:00'];

describe('spans survive an export and an import', () => {
  it.each([
    ['pt_PT.UTF-8', ['estou fora de 6.ª a domingo', 'retiro da equipa de 3.ª às 9h a 4.ª às 17h']],
    ['en_US.UTF-8', ['conference from Thursday to Friday', 'offsite Tue 9am to Wed 5pm']],
  ])('%s', async (LANG, plans) => {
    const env = {env: {LANG}};
    const from = home();
    for (const plan of plans) expect((await magisIn(from, ['ask', plan, ...NOW], env)).status).toBe(0);
    const before = json<Array<{endDate: string | null}>>(await magisIn(from, ['agenda', '--json', ...NOW], env));
    expect(before.filter(i => i.endDate)).toHaveLength(2);
    const file = join(from, '..', 'all.json');
    expect((await magisIn(from, ['export', '-o', file, ...NOW], env)).status).toBe(0);

    const to = home();
    expect((await magisIn(to, ['import', file, ...NOW], env)).status).toBe(0);
    expect(json(await magisIn(to, ['agenda', '--json', ...NOW], env))).toEqual(before);
    expect((await magisIn(to, ['import', file, ...NOW], env)).status).toBe(0);
    expect(json(await magisIn(to, ['agenda', '--json', ...NOW], env))).toEqual(before);
  });
});
