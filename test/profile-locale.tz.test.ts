/**
 * The user's locale, set in their profile (`magis profile set locale en-GB`), stands in for the
 * system's: a numeric date is read in its order ("3/12" is 3 December under en-GB, March 12 under
 * en-US whatever the terminal says), a Portuguese user is answered in its variety, and the clock and
 * the language before the user writes follow it. A locale magis does not know is refused in one
 * sentence, exit 2, nothing changed.
 */
import {describe, expect, it} from 'vitest';
import {homePerTest, json} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

const TZ = process.env.TZ ?? 'UTC';
const home = homePerTest();
const NOW = '2026-11-20T09:00';

const run = (h: string, args: string[], LANG: string) => magisIn(h, [...args, '--now', NOW], {env: {TZ, LANG}});

describe("a typed date is read in the profile's locale, not the terminal's", () => {
  it.each([
    // en-GB set on an American terminal: day first.
    ['en-GB', 'en_US.UTF-8', 'dinner with Sam 3/12 at 18:00', '2026-12-03', '18:00'],
    // en-US set on a British terminal: month first, even beside a British word.
    ['en-US', 'en_GB.UTF-8', 'dinner with mum 3/12 at 6pm', '2027-03-12', '18:00'],
    ['en-US', 'en_GB.UTF-8', 'dinner with Sam 12/3 at 6pm', '2026-12-03', '18:00'],
    // A Portuguese locale on an English terminal: day first, as Portuguese always is.
    ['pt-PT', 'en_US.UTF-8', 'jantar com a Rita 3/12 às 20h', '2026-12-03', '20:00'],
    ['pt-BR', 'C.UTF-8', 'jantar com a Rita 3/12 às 20h', '2026-12-03', '20:00'],
  ])('%s on %s: %s', async (locale, LANG, text, date, time) => {
    const h = home();
    expect((await run(h, ['profile', 'set', 'locale', locale], LANG)).status).toBe(0);
    expect((await run(h, ['ask', text], LANG)).status).toBe(0);
    const agenda = json<Array<{date: string; time: string}>>(await run(h, ['agenda', '--json', '--within', '120d'], LANG));
    expect(agenda.map(a => [a.date, a.time])).toEqual([[date, time]]);
  });

  it('unset, the terminal decides again', async () => {
    const h = home();
    await run(h, ['profile', 'set', 'locale', 'en-US'], 'en_GB.UTF-8');
    expect((await run(h, ['profile', 'unset', 'locale'], 'en_GB.UTF-8')).stdout).toMatch(/^Removed: locale/);
    await run(h, ['ask', 'dinner with Sam 3/12 at 18:00'], 'en_GB.UTF-8');
    expect(json<Array<{date: string}>>(await run(h, ['agenda', '--json', '--within', '120d'], 'en_GB.UTF-8')).map(a => a.date)).toEqual(['2026-12-03']);
  });
});

describe("replies in the profile locale's variety and clock", () => {
  it.each([
    // A Portuguese locale on a terminal that says nothing: Portuguese replies, in its variety.
    ['pt-PT', 'C.UTF-8', 'a minha filha Inês tem dentista amanhã às 10h', 'Amanhã a Inês tem dentista às 10h — não se esqueça!'],
    ['pt-BR', 'pt_PT.UTF-8', 'minha filha Inês tem dentista amanhã às 10h', 'Amanhã a Inês tem dentista às 10h — não esqueça!'],
    // English: the clock of the locale, for a user whose own writing has not said one.
    ['en-GB', 'en_US.UTF-8', 'my daughter Amy has the dentist tomorrow at 10', "Tomorrow: Amy's dentist visit at 10:00"],
    ['en-US', 'en_GB.UTF-8', 'my daughter Amy has the dentist tomorrow at 10', "Tomorrow: Amy's dentist visit at 10 am"],
  ])('%s on %s', async (locale, LANG, text, reminder) => {
    const h = home();
    await run(h, ['profile', 'set', 'locale', locale], LANG);
    expect((await run(h, ['ask', text], LANG)).status).toBe(0);
    expect((await magisIn(h, ['remind', '--now', '2026-11-20T12:00'], {env: {TZ, LANG}})).stdout).toContain(reminder);
  });

  it('is seen in `profile` and `profile --json`; a Portuguese locale names the variety too, and one undo takes both back', async () => {
    const h = home();
    expect((await run(h, ['profile', 'set', 'locale', 'pt_pt'], 'C.UTF-8')).stdout.trim()).toBe('Anotado: região (datas e variante) = pt-PT.');
    expect((await run(h, ['profile'], 'C.UTF-8')).stdout).toContain('Região (datas e variante): pt-PT');
    expect(json(await run(h, ['profile', '--json'], 'C.UTF-8'))).toMatchObject({locale: 'pt-PT', variety: 'pt-PT'});
    expect((await run(h, ['undo'], 'C.UTF-8')).status).toBe(0);
    expect(json(await run(h, ['profile', '--json'], 'C.UTF-8'))).toMatchObject({locale: null, variety: null});
    expect((await run(h, ['profile', 'set', 'locale', 'en-uk'], 'C.UTF-8')).stdout.trim()).toBe('Saved: locale (dates and variety) = en-GB.');
    expect(json(await run(h, ['profile', '--json'], 'C.UTF-8'))).toMatchObject({locale: 'en-GB', variety: null});
  });

  it.each([['fr-FR'], ['en'], ['pt'], ['english'], ['en-AU'], ['  ']])('refuses %j in one sentence, exit 2, nothing kept', async value => {
    const h = home();
    await run(h, ['profile', 'set', 'locale', 'en-GB'], 'C.UTF-8');
    const r = await run(h, ['profile', 'set', 'locale', value], 'C.UTF-8');
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(value.trim() ? /Unknown locale .*; use en-GB, en-US, pt-PT or pt-BR\./ : /Give a value for locale/);
    expect(json(await run(h, ['profile', '--json'], 'C.UTF-8')).locale).toBe('en-GB');
  });
});
