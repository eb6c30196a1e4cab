/**
 * A British user's replies, agenda, tasks and reminders write a date day first ("4 December 2026",
 * "Friday 4 Dec"); an American user's keep month first ("December 4, 2026", "Friday, Dec 4"). The
 * order is the profile's locale; the zone (UTC here, São Paulo in the second run) never moves a day.
 * Our own sentences.
 */
import {afterAll, describe, expect, it} from 'vitest';
import {magis, tempHome} from './helpers/cli.js';

const homes: Array<() => void> = [];
afterAll(() => {
  for (const done of homes) done();
});

/** A store with the profile's locale set and the week's messages said, late in the evening (a zone's day edge). */
function week(locale: string) {
  const {home, cleanup} = tempHome();
  homes.push(cleanup);
  const env = {LANG: 'C.UTF-8'};
  const run = (args: string[]) => {
    const r = magis(home, args, {env});
    expect(r.status, r.stderr).toBe(0);
    return r.stdout.trim();
  };
  run(['profile', 'set', 'locale', locale]);
  const at = '2026-11-29T22:30';
  return {
    noted: [
      run(['ask', '--now', at, 'my son Alfie went to the dentist on 3 March']),
      run(['ask', '--now', at, 'I have to renew the car insurance by Friday']),
      run(['ask', '--now', at, 'Alfie has the optician on 4 December at 3.15pm']),
    ].join('\n'),
    when: run(['ask', '--now', at, "when is Alfie's optician?"]),
    agenda: run(['agenda', '--now', '2026-12-01T08:00']),
    tasks: run(['tasks', '--now', '2026-12-08T08:00']),
  };
}

describe('dates in the user’s order', () => {
  it('en-GB: day first everywhere', () => {
    const w = week('en-GB');
    expect(w.noted).toMatch(/on 3 March 2026/);
    expect(w.noted).toMatch(/by 4 December 2026/);
    expect(w.when).toMatch(/\(4 Dec\)/);
    expect(w.agenda).toMatch(/^Friday 4 Dec$/m);
    expect(w.tasks).toMatch(/was due 4 Dec/);
    for (const text of Object.values(w)) expect(text).not.toMatch(/\b(?:March|December|Dec) \d{1,2}\b/);
  });

  it('en-US: month first, as before', () => {
    const w = week('en-US');
    expect(w.noted).toMatch(/on March 3, 2026/);
    expect(w.noted).toMatch(/by December 4, 2026/);
    expect(w.when).toMatch(/\(Dec 4\)/);
    expect(w.agenda).toMatch(/^Friday, Dec 4$/m);
    expect(w.tasks).toMatch(/was due Dec 4/);
    for (const text of Object.values(w)) expect(text).not.toMatch(/\b\d{1,2} (?:March|December|Dec)\b/);
  });
});
