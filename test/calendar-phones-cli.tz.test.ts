import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {connect} from '../src/calendar/caldav.js';
import {homePerTest, json, magis} from './helpers/cli.js';
import {radicaleMissing, startRadicale, type Radicale} from './helpers/radicale.js';

/**
 * Issue 38's measures through the built CLI, as a user runs it, against a real Radicale on loopback
 * playing the spouse's phone: what the chat learns as a span (a weekday range with no hours, a
 * timed span) reaches the phone with its end and comes back with the phone's; one occurrence moved
 * or cancelled by its number reaches the phone as that occurrence (RECURRENCE-ID, EXDATE) and the
 * reply says which; a phone's series that repeats more often than daily is kept once, and said.
 * Each is checked on the server's .ics and in `magis agenda --json`.
 */
const USERS = {ines: 'ines-pass-61', owen: 'owen-pass-67', pia: 'pia-pass-71', rui: 'rui-pass-73'} as const;
type User = keyof typeof USERS;
const newHome = homePerTest();
let server: Radicale;
beforeAll(async () => {
  if (!radicaleMissing) server = await startRadicale({...USERS});
});
afterAll(async () => server?.stop());

const env = (lang: string, iso = '2026-11-23T09:00:00') => ({MAGIS_NOW: iso, LANG: lang});
const auth = (user: User) => ({authorization: `Basic ${Buffer.from(`${user}:${USERS[user]}`).toString('base64')}`});

/** Every object of the user's calendars, unfolded, by URL. */
async function objects(user: User): Promise<Array<{url: string; data: string}>> {
  const cals = await (await connect(server.url, user, USERS[user])).calendars();
  return cals.flatMap(c => c.objects.map(o => ({url: new URL(o.url, server.url).href, data: o.data.replace(/\r\n[ \t]/g, '')})));
}

/** The phone writes an object (a new one, or one it read, changed). */
async function put(url: string, user: User, ics: string): Promise<void> {
  const res = await fetch(url, {method: 'PUT', headers: {...auth(user), 'content-type': 'text/calendar'}, body: ics});
  expect(res.status).toBeLessThan(300);
}

/** A home that told the chat `plans` and synced them to `user`'s calendar. */
function homeWith(user: User, lang: string, plans: string[]): string {
  const home = newHome();
  for (const plan of plans) expect(magis(home, ['ask', plan], {env: env(lang)}).status).toBe(0);
  expect(magis(home, ['calendar', 'add', server.url, '--user', user, '--name', 'family'], {env: {...env(lang), MAGIS_CALDAV_PASSWORD: USERS[user]}}).status).toBe(0);
  expect(magis(home, ['calendar', 'sync'], {env: env(lang)}).status).toBe(0);
  return home;
}

type Item = {date: string; time: string | null; endDate: string | null; endTime?: string; title: string};
const agenda = (home: string, lang: string, within = '14d', iso?: string) => json<Item[]>(magis(home, ['agenda', '--json', '--within', within], {env: env(lang, iso)}));
const line = (i: Item) => `${i.date} ${i.time ?? '--:--'} ${i.title}${i.endDate ? ` → ${i.endDate}${i.endTime ? ` ${i.endTime}` : ''}` : ''}`;

describe.skipIf(radicaleMissing)("the family's phones see what the chat learned, and Magis what the phones changed (CLI, Radicale)", () => {
  it.each([
    {
      user: 'ines' as User,
      lang: 'pt_PT.UTF-8',
      plan: 'estou fora de 6.ª a domingo',
      start: 'DTSTART;VALUE=DATE:20261127',
      end: 'DTEND;VALUE=DATE:20261130',
      listed: '2026-11-27 --:-- ausência → 2026-11-29',
      longer: ['DTEND;VALUE=DATE:20261130', 'DTEND;VALUE=DATE:20261201'],
      after: '2026-11-27 --:-- Ausência → 2026-11-30',
    },
    {
      user: 'owen' as User,
      lang: 'en_US.UTF-8',
      plan: 'offsite Tue 9am to Wed 5pm',
      start: 'DTSTART:20261124T090000',
      end: 'DTEND:20261125T170000',
      listed: '2026-11-24 09:00 offsite → 2026-11-25 17:00',
      longer: ['DTEND:20261125T170000', 'DTEND:20261125T183000'],
      after: '2026-11-24 09:00 Offsite → 2026-11-25 18:30',
    },
  ])('$lang: "$plan" reaches the phone as one event with its end, and the phone’s longer end comes back', async ({user, lang, plan, start, end, listed, longer, after}) => {
    const home = homeWith(user, lang, [plan]);
    const [obj, ...others] = await objects(user);
    expect(others).toEqual([]);
    expect(obj!.data).toContain(`${start}\r\n`);
    expect(obj!.data).toContain(`${end}\r\n`);
    expect(obj!.data).not.toContain('RRULE');
    expect(agenda(home, lang).map(line)).toEqual([listed]);
    // The calendar file for other apps says the same span.
    const ics = magis(home, ['remind', '--ics', '-'], {env: env(lang)}).stdout.replace(/\r\n[ \t]/g, '');
    expect(ics).toContain(`${end}\r\n`);

    // The phone makes it longer; Magis takes the new end, still one event (and the title as the phone shows it).
    const later = obj!.data.replace(longer[0]!, longer[1]!).replace(/LAST-MODIFIED:[^\r\n]*/, 'LAST-MODIFIED:20261123T100000Z');
    await put(obj!.url, user, later);
    const synced = json(magis(home, ['calendar', 'sync', '--json'], {env: env(lang, '2026-11-23T11:00:00')}));
    expect(synced.accounts[0].received).toEqual({added: 0, updated: 1, deleted: 0});
    expect(agenda(home, lang, '14d', '2026-11-23T11:00:00').map(line)).toEqual([after]);
  });

  it('pt-BR: one class of a weekly series moved and another cancelled by number reach the phone as those days; the reply says which; the series stays', async () => {
    const lang = 'pt_BR.UTF-8';
    const home = homeWith('pia', lang, ['o Caio tem judô toda terça e quinta às 18h']);
    expect(magis(home, ['agenda', '--within', '7d'], {env: env(lang)}).stdout).toMatch(/Amanhã\n {2}1\. 18h — Judô \(Caio\)\nQuinta, 26\/11\n {2}2\. 18h — Judô \(Caio\)/);
    const moved = magis(home, ['agenda', 'move', '1', 'quarta 19h'], {env: env(lang)});
    expect([moved.status, moved.stdout.trim()]).toEqual([0, 'Movi o judô do Caio de terça, 24/11 para quarta, 25/11, às 19h; as outras continuam como estavam. (`--series` muda a série toda.)']);
    magis(home, ['agenda', '--within', '7d'], {env: env(lang)});
    const cancelled = magis(home, ['agenda', 'cancel', '2'], {env: env(lang)});
    expect(cancelled.status).toBe(0);
    expect(cancelled.stdout).toMatch(/quinta, 26\/11/);
    expect(magis(home, ['calendar', 'sync'], {env: env(lang)}).stdout).toMatch(/^family: enviados 1 \(0 novos, 1 mudado, 0 apagados\)/);

    const [obj, ...others] = await objects('pia');
    expect(others).toEqual([]);
    const text = obj!.data;
    expect(text).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU,TH\r\n');
    expect(text).toContain('EXDATE:20261126T180000\r\n');
    expect(text).toMatch(/BEGIN:VEVENT\r\n(?:[^\r]*\r\n)*?RECURRENCE-ID:20261124T180000\r\n/);
    expect(text).toContain('DTSTART:20261125T190000\r\n');
    expect(agenda(home, lang, '10d').map(line)).toEqual(['2026-11-25 19:00 judô', '2026-12-01 18:00 judô', '2026-12-03 18:00 judô']);

    // The phone skips the next Tuesday too: the series keeps its other days (titled as the phone shows it).
    await put(obj!.url, 'pia', text.replace('EXDATE:20261126T180000', 'EXDATE:20261126T180000,20261201T180000').replace(/LAST-MODIFIED:[^\r\n]*/g, 'LAST-MODIFIED:20261123T100000Z'));
    expect(magis(home, ['calendar', 'sync'], {env: env(lang, '2026-11-23T11:00:00')}).status).toBe(0);
    expect(agenda(home, lang, '10d', '2026-11-23T11:00:00').map(line)).toEqual(['2026-11-25 19:00 Judô — Caio', '2026-12-03 18:00 Judô — Caio']);
  });

  it("en-GB: a phone's event that repeats every few minutes is kept once and said, not expanded", async () => {
    const lang = 'en_GB.UTF-8';
    const home = homeWith('rui', lang, ['dinner with Sam on Friday at 19:00']);
    const [obj] = await objects('rui');
    const url = new URL('water-1.ics', obj!.url).href;
    const ping = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//phone//EN',
      'BEGIN:VEVENT',
      'UID:water-1',
      'DTSTAMP:20261120T000000Z',
      'DTSTART:20261124T100000',
      'DTEND:20261124T101500',
      'RRULE:FREQ=MINUTELY;INTERVAL=5',
      'SUMMARY:Water the plants',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    await put(url, 'rui', ping);
    const sync = magis(home, ['calendar', 'sync'], {env: env(lang)});
    expect(sync.status).toBe(0);
    expect(sync.stdout).toMatch(/received 1 \(1 new/);
    expect(sync.stderr).toMatch(/"Water the plants" \(2026-11-24\): it repeats more often than once a day, so it was kept once, on its first day\./);
    expect(agenda(home, lang, '14d').map(line)).toEqual(['2026-11-24 10:00 Water the plants', '2026-11-27 19:00 dinner with Sam']);
    expect(magis(home, ['remind', '--ics', '-'], {env: env(lang)}).stdout).not.toMatch(/MINUTELY/);
    // Said once: the next sync is quiet.
    expect(magis(home, ['calendar', 'sync'], {env: env(lang)}).stderr).toBe('');
  });
});
