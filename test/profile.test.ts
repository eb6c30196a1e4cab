import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {json, tempHome} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

/** These tests read English output: a user whose terminal is English and who has typed nothing else. */
const magis = (h: string, args: string[], opts: {env?: NodeJS.ProcessEnv} = {}) => magisIn(h, args, {...opts, env: {LANG: 'en_US.UTF-8', ...opts.env}});
import {inspect} from './helpers/db.js';

let home: string;
let cleanup: () => void;
beforeEach(() => ({home, cleanup} = tempHome()));
afterEach(() => cleanup());

const ok = async (args: string[]) => {
  const r = await magis(home, args);
  expect(r.status, r.stderr).toBe(0);
  return r;
};
const rows = () => inspect(home, db => JSON.stringify(db.prepare('SELECT key, value FROM profile ORDER BY key').all()));

describe('magis profile', () => {
  it('sets, shows and unsets what the user says about themself', async () => {
    await ok(['profile', 'set', 'name', 'Rafael']);
    await ok(['profile', 'set', 'city', 'Curitiba']);
    await ok(['profile', 'set', 'languages', 'pt, en']);
    await ok(['profile', 'set', 'work_hours', '9h-18h']);
    await ok(['profile', 'set', 'appointment-days', 'segunda, quarta']);
    await ok(['profile', 'set', 'appointment-times', 'de manhã, antes das 10h']);
    await ok(['profile', 'set', 'health-providers', 'Dra. Lúcia (dentista); Clínica Vida']);
    const p = json(await ok(['profile', '--json']));
    expect(p).toMatchObject({
      name: 'Rafael',
      city: 'Curitiba',
      occupation: null,
      languages: ['pt', 'en'],
      preferences: [],
      facts: [],
      workHours: '09:00-18:00',
      appointmentDays: ['mon', 'wed'],
      appointmentTimes: 'de manhã, antes das 10h',
      healthProviders: ['Dra. Lúcia (dentista)', 'Clínica Vida'],
    });
    await ok(['profile', 'set', 'language', 'português']);
    expect((await ok(['profile'])).stdout).toMatch(/^Nome: Rafael\nCidade: Curitiba\n/);
    expect((await ok(['profile', 'unset', 'city'])).stdout).toMatch(/Removido: cidade/);
    expect(json(await ok(['profile', '--json'])).city).toBeNull();
  });

  it('refuses an unknown key or a bad value: one sentence listing what works, exit 2, nothing changed', async () => {
    await ok(['profile', 'set', 'city', 'Leeds']);
    const before = rows();
    for (const [args, pattern] of [
      [
        ['profile', 'set', 'shoe-size', '42'],
        /Unknown profile key "shoe-size"; the keys are name, city, occupation, age, language, variety, locale, languages, preferences, health-providers, work-hours, appointment-days, appointment-times\./,
      ],
      [['profile', 'unset', 'mood'], /Unknown profile key "mood"/],
      [['profile', 'set', 'work-hours', 'all day'], /Invalid work hours "all day"/],
      [['profile', 'set', 'appointment-days', 'mon, funday'], /Unknown weekday "funday"/],
      [['profile', 'set', 'language', 'klingon'], /Unknown language "klingon"/],
      [['profile', 'set', 'city', '  '], /Give a value for city/],
    ] as Array<[string[], RegExp]>) {
      const r = await magis(home, args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(pattern);
    }
    expect(rows()).toBe(before);
  });
});
