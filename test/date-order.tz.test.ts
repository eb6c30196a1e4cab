/**
 * Issue 38: a date the user types as numbers lands on the day their locale means — "3/12" is
 * 3 December under en_GB and March 12 under en_US; "26/11" and "Nov 26, 6 pm" are 26 November 18:00 under both.
 */
import {describe, expect, it} from 'vitest';
import {homePerTest, json} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

const TZ = process.env.TZ ?? 'UTC';
const home = homePerTest();
const NOW = '2026-11-20T09:00';

describe("numeric dates in the user's locale", () => {
  it.each([
    ['en_GB.UTF-8', 'dinner with Sam 3/12 at 6pm', '2026-12-03'],
    ['en_US.UTF-8', 'dinner with Sam 3/12 at 6pm', '2027-03-12'],
    ['en_GB.UTF-8', 'dinner with Sam 26/11 at 6pm', '2026-11-26'],
    ['en_GB.UTF-8', 'dinner with Sam Nov 26, 6 pm', '2026-11-26'],
    ['en_US.UTF-8', 'dinner with Sam 11/26 at 6pm', '2026-11-26'],
  ])('%s: %s', async (lang, text, date) => {
    const h = home();
    const env = {TZ, LANG: lang};
    expect((await magisIn(h, ['ask', '--now', NOW, text], {env})).status).toBe(0);
    const agenda = json<Array<{date: string; time: string}>>(await magisIn(h, ['agenda', '--json', '--now', NOW, '--within', '120d'], {env}));
    expect(agenda.map(a => [a.date, a.time])).toEqual([[date, '18:00']]);
  });
});
