import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {json, tempHome} from './helpers/cli.js';
import {inspect} from './helpers/db.js';
import {magisIn} from './helpers/in-process.js';

/**
 * What the onboarding kept about the user — their age and preferred times — is changed by what
 * they say later in the chat (issue 41.2), through `magis ask` as a user would: their own age said
 * again replaces the old one (and a birthday told by it is the user's birthday, never a yearly
 * "Turned 42"); a preferred time said again replaces the old times. Someone else's age and a
 * choice among things at hand change nothing.
 */
const NOW = '2026-11-24T12:00:00Z';

let home: string;
let cleanup: () => void;
beforeEach(() => ({home, cleanup} = tempHome()));
afterEach(() => cleanup());

const ok = async (args: string[], lang: string) => {
  const r = await magisIn(home, [...args, '--now', NOW], {env: {LANG: lang}});
  expect(r.status, r.stderr).toBe(0);
  return r;
};
/** The onboarding's answers, as it stores them. */
const onboarded = async (lang: string, age: string, times: string) => {
  await ok(['profile', 'set', 'age', age], lang);
  await ok(['profile', 'set', 'appointment-times', times], lang);
};
const profile = async (lang: string) => json(await ok(['profile', '--json'], lang)) as {age: string | null; appointmentTimes: string | null; preferences: string[]};
const eventTitles = () => inspect(home, db => db.prepare('SELECT title FROM events ORDER BY id').pluck().all() as string[]);

describe('a later message changes the age and preferred times the onboarding kept', () => {
  it.each([
    ['pt-BR', 'pt_BR.UTF-8', 'fiz 53 anos ontem', 53, 'agora prefiro de manhã, antes das 10h', 'de manhã, antes das 10h'],
    ['pt-BR', 'pt_BR.UTF-8', 'já tenho 40, quem diria!', 40, 'prefiro consultas depois das 18h', 'consultas depois das 18h'],
    ['pt-PT', 'pt_PT.UTF-8', 'fiz hoje 50 anos', 50, 'agora prefiro ao fim da tarde', 'ao fim da tarde'],
    ['en-US', 'en_US.UTF-8', 'I turned 42 today', 42, 'now I prefer evenings after 7', 'evenings after 7'],
    ['en-GB', 'en_GB.UTF-8', "I've just turned 60", 60, 'I prefer appointments at lunchtime', 'appointments at lunchtime'],
  ])('%s (%s): "%s", then "%s"', async (_variety, lang, ageSaid, age, timesSaid, times) => {
    await onboarded(lang, '35', 'weekday mornings before 10');
    await ok(['ask', ageSaid], lang);
    expect((await profile(lang)).age).toBe(String(age));
    // The age reached is never an event's title; a birthday told by it is the user's birthday.
    expect((await eventTitles()).filter(t => /\d/.test(t))).toEqual([]);
    await ok(['ask', timesSaid], lang);
    const p = await profile(lang);
    expect(p.appointmentTimes).toBe(times);
    expect(p.preferences).toEqual([times]);
  });

  it('a second preferred time replaces the first among the preferences too; a preference of something else stays', async () => {
    const lang = 'pt_BR.UTF-8';
    await ok(['ask', 'prefiro chá a café'], lang);
    await ok(['ask', 'prefiro consultas de manhã'], lang);
    await ok(['ask', 'agora prefiro à noite, depois das 19h'], lang);
    const p = await profile(lang);
    expect(p.appointmentTimes).toBe('à noite, depois das 19h');
    expect(p.preferences).toEqual(['chá a café', 'à noite, depois das 19h']);
  });

  it('the user\'s "I turned 42 today" keeps their birthday on that day', async () => {
    const lang = 'en_US.UTF-8';
    await ok(['ask', 'I turned 42 today'], lang);
    const rows = await inspect(home, db => db.prepare("SELECT kind, title, date, rrule, entity_id AS entityId FROM events WHERE kind = 'birthday'").all());
    expect(rows).toEqual([{kind: 'birthday', title: 'birthday', date: '2026-11-24', rrule: 'FREQ=YEARLY', entityId: null}]);
  });

  it.each([
    ['en-US', 'en_US.UTF-8', 'my son turned 12'],
    ['pt-PT', 'pt_PT.UTF-8', 'a minha mãe fez 70 anos'],
    ['pt-BR', 'pt_BR.UTF-8', 'quando fiz 18 anos mudei pra São Paulo'],
    ['en-GB', 'en_GB.UTF-8', 'I prefer the blue one'],
    ['pt-BR', 'pt_BR.UTF-8', 'prefiro essa'],
    ['en-US', 'en_US.UTF-8', "I'm 15 minutes away"],
  ])('%s (%s): "%s" changes nothing of the profile', async (_variety, lang, said) => {
    await onboarded(lang, '35', 'weekday mornings before 10');
    const before = await profile(lang);
    await ok(['ask', said], lang);
    expect(await profile(lang)).toEqual(before);
  });
});
