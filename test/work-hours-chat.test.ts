/**
 * Working hours said in the chat are the profile's work hours (what `profile --json` shows as
 * `workHours`), said back in the reply; a meeting's or a child's range of hours is not.
 * Our own sentences in four varieties.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {openLife} from './helpers/life.js';

let close: (() => void) | undefined;
afterEach(() => close?.());

const workHours = (l: Awaited<ReturnType<typeof openLife>>) => (l.store.db.prepare("SELECT value FROM profile WHERE key = 'work_hours'").pluck().get() as string | undefined) ?? null;

describe('working hours said in the chat', () => {
  it.each([
    ['trabalho das 9 às 5 de segunda a sexta', '09:00-17:00', /09:00–17:00/],
    ['faço das 8h às 17h, seg a sex', '08:00-17:00', /08:00–17:00/],
    ["I'm in the office 8.30 till 5, mon to fri", '08:30-17:00', /08:30–17:00/],
    ['I work 9 to 5 Monday to Friday', '09:00-17:00', /09:00–17:00/],
  ])('%s → %s', async (said, hours, reply) => {
    const l = await openLife('2026-11-30T09:00');
    close = l.close;
    const r = await l.say('2026-11-30T09:00', said);
    expect(workHours(l)).toBe(hours);
    expect(r.reply).toMatch(reply);
  });

  it.each(['tenho reunião das 9 às 10 na segunda', 'the kids have swimming 5 to 6 on fridays'])('%s → no work hours', async said => {
    const l = await openLife('2026-11-30T09:00');
    close = l.close;
    await l.say('2026-11-30T09:00', said);
    expect(workHours(l)).toBeNull();
  });
});
