import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import ICAL from 'ical.js';
import {agendaBetween, formatAgenda} from '../src/agenda/agenda.js';
import {applyCancel, applyMove} from '../src/assistant/plan/apply.js';
import {sayOutcome} from '../src/assistant/plan/say.js';
import {connect, type CalendarServer} from '../src/calendar/caldav.js';
import {addAccount, findAccount} from '../src/calendar/store-io.js';
import {syncAccount} from '../src/calendar/sync.js';
import {calendarNotes} from '../src/store/calendar-accounts.js';
import {type DB, openDatabase} from '../src/store/db.js';
import {insertEvent} from '../src/store/events.js';
import {moveItem, worldItem} from '../src/store/world-items.js';
import {homePerTest} from './helpers/cli.js';
import {radicaleMissing, startRadicale, type Radicale} from './helpers/radicale.js';

/**
 * What the family's phones see is what Magis knows (issue 38), against a real CalDAV server
 * (Radicale on loopback) playing the spouse's phone: an event over several days keeps its end both
 * ways and is listed once; one occurrence of a series moved or cancelled in Magis reaches the phone
 * as that occurrence (a RECURRENCE-ID override, an EXDATE), the series only when asked; a phone's
 * rename and Magis's move of the same event both survive, and a change that cannot survive is said.
 * Each is checked on the server's .ics and on the agenda.
 */
const USERS = {eva: 'fam5ly-pass', fabio: 'fam6ly-pass', gil: 'fam7ly-pass'};
type User = keyof typeof USERS;
const NOW = new Date('2026-11-24T12:00:00Z');
const newHome = homePerTest();

let server: Radicale;
beforeAll(async () => {
  if (!radicaleMissing) server = await startRadicale(USERS);
});
afterAll(async () => server?.stop());

function device(user: User) {
  const db = openDatabase(newHome(), {now: NOW});
  addAccount(db, {name: 'family', url: server.url, username: user}, NOW.toISOString());
  let client: CalendarServer | null = null;
  return {
    db,
    async sync(at = NOW) {
      client ??= await connect(server.url, user, USERS[user]);
      return syncAccount(db, findAccount(db, 'family')!, client, {now: at, language: 'en'});
    },
  };
}

/** "date time title [→ last day]", as `magis agenda --json` lists them. */
function agenda(db: DB, from: string, to: string): string[] {
  return agendaBetween(db, {from, to, now: NOW, language: 'en'}).map(i => `${i.date} ${i.time ?? '--:--'} ${i.title}${i.endDate ? ` → ${i.endDate}${i.endTime ? ` ${i.endTime}` : ''}` : ''}`);
}

/** An instant as this machine's wall clock, "YYYY-MM-DD HH:MM" (the file runs in UTC and in São Paulo). */
function local(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** This machine's wall clock as an iCalendar floating time: what Magis writes for a time of the user's own clock. */
const floating = (day: string, time: string) => `${day.replace(/-/g, '')}T${time.replace(':', '')}00`;

const phoneOf = (user: User) => {
  const auth = {authorization: `Basic ${Buffer.from(`${user}:${USERS[user]}`).toString('base64')}`};
  return {
    async put(path: string, ics: string) {
      const res = await fetch(new URL(path, server.url), {method: 'PUT', headers: {...auth, 'content-type': 'text/calendar'}, body: ics});
      expect(res.status).toBeLessThan(300);
    },
    /** Every object on the server, unfolded, by path. */
    async objects(): Promise<Map<string, string>> {
      const cals = await (await connect(server.url, user, USERS[user])).calendars();
      return new Map(cals.flatMap(c => c.objects.map(o => [new URL(o.url, server.url).pathname, o.data.replace(/\r\n[ \t]/g, '')] as [string, string])));
    },
    async mkcalendar(path: string, name: string) {
      const body = `<?xml version="1.0"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop><D:displayname>${name}</D:displayname></D:prop></D:set></C:mkcalendar>`;
      expect((await fetch(new URL(path, server.url), {method: 'MKCALENDAR', headers: {...auth, 'content-type': 'application/xml'}, body})).status).toBe(201);
    },
  };
};

const vcal = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//phone//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');

/** The VEVENTs of an object: [summary, DTSTART, RECURRENCE-ID or '', EXDATE days]. */
function vevents(text: string): Array<[string, string, string, string[]]> {
  return new ICAL.Component(ICAL.parse(text) as unknown[])
    .getAllSubcomponents('vevent')
    .map(v => [
      String(v.getFirstPropertyValue('summary')),
      String(v.getFirstPropertyValue('dtstart')),
      v.hasProperty('recurrence-id') ? String(v.getFirstPropertyValue('recurrence-id')) : '',
      v.getAllProperties('exdate').flatMap(p => p.getValues().map(String)),
    ]);
}

/** What a phone shows of a series object in December 2026: each occurrence's start, its overrides applied (ical.js, as calendar apps expand). */
function phoneDays(text: string): string[] {
  const all = new ICAL.Component(ICAL.parse(text) as unknown[]).getAllSubcomponents('vevent');
  const event = new ICAL.Event(all.find(v => !v.hasProperty('recurrence-id'))!, {exceptions: all.filter(v => v.hasProperty('recurrence-id'))});
  const skipped = new Set(event.component.getAllProperties('exdate').flatMap(p => p.getValues().map(String)));
  const out: string[] = [];
  const it = event.iterator();
  for (let next = it.next(); next && next.toString() < '2026-12-11'; next = it.next()) {
    if (skipped.has(next.toString())) continue;
    out.push(event.getOccurrenceDetails(next).startDate.toString());
  }
  return out.sort();
}

describe.skipIf(radicaleMissing)('what the family phones see is what Magis knows (Radicale)', () => {
  it('an event over several days keeps its end both ways and is listed once, as a span', async () => {
    const phone = phoneOf('eva');
    await phone.mkcalendar('/eva/family/', 'Family');
    // The spouse's phone: grandma visiting "dec 19 to jan 3" (DTEND is the day after), a conference over three days.
    await phone.put(
      '/eva/family/visit.ics',
      vcal('BEGIN:VEVENT', 'UID:visit-1', 'DTSTAMP:20261101T000000Z', 'DTSTART;VALUE=DATE:20261219', 'DTEND;VALUE=DATE:20270104', 'SUMMARY:Grandma visiting', 'END:VEVENT'),
    );
    await phone.put('/eva/family/conf.ics', vcal('BEGIN:VEVENT', 'UID:conf-1', 'DTSTAMP:20261101T000000Z', 'DTSTART:20261202T090000Z', 'DTEND:20261204T170000Z', 'SUMMARY:Conference', 'END:VEVENT'));
    const a = device('eva');
    // Magis's own: the office closed over two days (as the chat learns "closed on the 24th and 25th").
    insertEvent(a.db, {entityId: null, kind: 'other', title: 'Office closed', date: '2026-12-24', endDate: '2026-12-25', time: null, rrule: null}, NOW.toISOString());
    const first = await a.sync();
    expect([first.received.added, first.sent.added]).toEqual([2, 1]);

    const conf = {start: local('2026-12-02T09:00:00Z'), end: local('2026-12-04T17:00:00Z')};
    expect(agenda(a.db, '2026-12-01', '2027-01-10')).toEqual([
      `${conf.start} Conference → ${conf.end}`,
      '2026-12-19 --:-- Grandma visiting → 2027-01-03',
      '2026-12-24 --:-- Office closed → 2026-12-25',
    ]);
    // A week inside the visit lists it once, on the week's first day, with its last.
    const week = formatAgenda(agendaBetween(a.db, {from: '2026-12-21', to: '2026-12-27', now: NOW, language: 'en'}), {today: '2026-11-24', from: '2026-12-21', days: 7, language: 'en'});
    expect(week.filter(l => l.includes('Grandma'))).toEqual(['  Grandma visiting (until Sunday, Jan 3, 2027)']);
    expect(week.filter(l => l.includes('Office'))).toEqual(['  Office closed (until Friday, Dec 25)']);

    const office = (await phone.objects()).get(new URL(a.db.prepare("SELECT href FROM calendar_links WHERE uid LIKE 'magis-%'").pluck().get() as string).pathname)!;
    expect(office).toContain('DTSTART;VALUE=DATE:20261224\r\n');
    expect(office).toContain('DTEND;VALUE=DATE:20261226\r\n');

    // The visit grows by two days on the phone; the closure moves a day in Magis, whole.
    await phone.put(
      '/eva/family/visit.ics',
      vcal('BEGIN:VEVENT', 'UID:visit-1', 'DTSTAMP:20261125T000000Z', 'DTSTART;VALUE=DATE:20261219', 'DTEND;VALUE=DATE:20270106', 'SUMMARY:Grandma visiting', 'END:VEVENT'),
    );
    const closed = a.db.prepare("SELECT id FROM events WHERE title = 'Office closed'").pluck().get() as number;
    const later = new Date(NOW.getTime() + 3_600_000);
    moveItem(a.db, {table: 'events', id: closed}, '2026-12-25', null, null, later.toISOString());
    const second = await a.sync(later);
    expect([second.received.updated, second.sent.updated]).toEqual([1, 1]);
    expect(agenda(a.db, '2026-12-19', '2027-01-10')).toEqual(['2026-12-19 --:-- Grandma visiting → 2027-01-05', '2026-12-25 --:-- Office closed → 2026-12-26']);
    const moved = [...(await phone.objects()).values()].find(t => t.includes('Office closed'))!;
    expect([moved.match(/DTSTART[^\r]*/)![0], moved.match(/DTEND[^\r]*/)![0]]).toEqual(['DTSTART;VALUE=DATE:20261225', 'DTEND;VALUE=DATE:20261227']);
    const quiet = await a.sync(later);
    expect([quiet.sent, quiet.received]).toEqual([
      {added: 0, updated: 0, deleted: 0},
      {added: 0, updated: 0, deleted: 0},
    ]);
  });

  it('one occurrence moved or cancelled in Magis reaches the phone as that occurrence; the series moves only when asked; the other device keeps it as a moved day', async () => {
    const phone = phoneOf('fabio');
    const a = device('fabio');
    const id = insertEvent(a.db, {entityId: null, kind: 'other', title: 'Night shift', date: '2026-11-30', time: '22:00', rrule: 'FREQ=WEEKLY;BYDAY=MO,WE'}, NOW.toISOString()).id;
    await a.sync();
    const shift = () => worldItem(a.db, 'events', id)!;
    const at = new Date(NOW.getTime() + 3_600_000);

    // "agenda move N" on Wednesday's shift, and "agenda cancel N" on the next Monday's: one day each.
    const moved = applyMove(a.db, shift(), {date: '2026-12-03', time: '19:00', keepTime: false}, {occurrence: '2026-12-02', series: false}, at.toISOString());
    expect(sayOutcome(moved, 'en')).toBe('I moved the night shift of Wednesday, Dec 2 to Thursday, Dec 3, at 7 pm; the others stay as they were.');
    const cancelled = applyCancel(a.db, shift(), {occurrence: '2026-12-07', series: false}, at.toISOString());
    expect(sayOutcome(cancelled, 'en')).toMatch(/Monday, Dec 7/);
    const sent = await a.sync(at);
    expect(sent.sent).toEqual({added: 0, updated: 1, deleted: 0});

    // On the server: one object, the series as it was, the 7th skipped, the 2nd moved to the 3rd at 19:00.
    const objects = [...(await phone.objects()).values()];
    expect(objects).toHaveLength(1);
    expect(vevents(objects[0]!)).toEqual([
      ['Night shift', '2026-11-30T22:00:00', '', ['2026-12-07T22:00:00']],
      ['Night shift', '2026-12-03T19:00:00', '2026-12-02T22:00:00', []],
    ]);
    expect(objects[0]).toContain(`RECURRENCE-ID:${floating('2026-12-02', '22:00')}\r\n`);
    expect(objects[0]).toMatch(/RRULE:FREQ=WEEKLY;BYDAY=MO,WE\r\n/);
    expect(phoneDays(objects[0]!)).toEqual(['2026-11-30T22:00:00', '2026-12-03T19:00:00', '2026-12-09T22:00:00']);
    const week = ['2026-11-30 22:00 Night shift', '2026-12-03 19:00 Night shift', '2026-12-09 22:00 Night shift'];
    expect(agenda(a.db, '2026-11-30', '2026-12-10')).toEqual(week);

    // Another device of the family: the same days, the 3rd kept as Wednesday's shift moved (not an event of its own).
    const b = device('fabio');
    await b.sync(at);
    expect(agenda(b.db, '2026-11-30', '2026-12-10')).toEqual(week);
    expect(b.db.prepare('SELECT s.title, m.date, m.time, m.occurrence FROM events m JOIN events s ON s.id = m.series_id WHERE m.series_id IS NOT NULL').all()).toEqual([
      {title: 'Night shift', date: '2026-12-03', time: '19:00', occurrence: '2026-12-02'},
    ]);

    // The same day moved again, now on B: the override moves, it is not doubled.
    const again = b.db.prepare('SELECT id FROM events WHERE series_id IS NOT NULL').pluck().get() as number;
    const at2 = new Date(at.getTime() + 3_600_000);
    moveItem(b.db, {table: 'events', id: again}, '2026-12-03', '20:30', null, at2.toISOString());
    expect((await b.sync(at2)).sent.updated).toBe(1);
    expect(vevents([...(await phone.objects()).values()][0]!).map(v => v.slice(1, 3))).toEqual([
      ['2026-11-30T22:00:00', ''],
      ['2026-12-03T20:30:00', '2026-12-02T22:00:00'],
    ]);
    await a.sync(at2);
    expect(agenda(a.db, '2026-12-03', '2026-12-03')).toEqual(['2026-12-03 20:30 Night shift']);

    // Asked for the whole series (`--series`): it moves, and says so; its single-day changes stay.
    const at3 = new Date(at2.getTime() + 3_600_000);
    const series = applyMove(a.db, shift(), {date: null, time: '21:00', keepTime: false}, {occurrence: null, series: true}, at3.toISOString());
    expect(sayOutcome(series, 'en')).toMatch(/is now .* at 9 pm|21:00/);
    expect((await a.sync(at3)).sent.updated).toBe(1);
    const text = [...(await phone.objects()).values()][0]!;
    expect(vevents(text).map(v => v.slice(1, 3))).toEqual([
      ['2026-11-30T21:00:00', ''],
      ['2026-12-03T20:30:00', '2026-12-02T21:00:00'],
    ]);
    expect(phoneDays(text)).toEqual(['2026-11-30T21:00:00', '2026-12-03T20:30:00', '2026-12-09T21:00:00']);
    expect(agenda(a.db, '2026-11-30', '2026-12-10')).toEqual(['2026-11-30 21:00 Night shift', '2026-12-03 20:30 Night shift', '2026-12-09 21:00 Night shift']);
  });

  it("a phone's rename and Magis's move of the same series both stay; a change both made differently is said, with what was kept", async () => {
    const phone = phoneOf('gil');
    const a = device('gil');
    insertEvent(a.db, {entityId: null, kind: 'class', title: 'Physio', date: '2026-12-01', time: '08:00', rrule: 'FREQ=WEEKLY;BYDAY=TU'}, NOW.toISOString());
    await a.sync();
    const path = new URL(a.db.prepare('SELECT href FROM calendar_links').pluck().get() as string).pathname;
    const id = a.db.prepare("SELECT id FROM events WHERE title = 'Physio'").pluck().get() as number;
    const onServer = async () => (await phone.objects()).get(path)!;

    // Magis moves the series to Thursdays at 9:00 (at 13:00); the phone renames it (at 13:30, later).
    applyMove(a.db, worldItem(a.db, 'events', id)!, {date: '2026-12-03', time: '09:00', keepTime: false}, {occurrence: null, series: true}, '2026-11-24T13:00:00.000Z');
    const renamed = (await onServer()).replace('SUMMARY:Physio', 'SUMMARY:Physio with Dr. Lima').replace(/LAST-MODIFIED:[^\r]*/, 'LAST-MODIFIED:20261124T133000Z');
    await phone.put(path, renamed);
    const merged = await a.sync(new Date('2026-11-24T14:00:00Z'));
    expect([merged.conflicts, merged.merged, merged.notes]).toEqual([0, 1, []]);
    expect(vevents(await onServer())).toEqual([['Physio with Dr. Lima', '2026-12-03T09:00:00', '', []]]);
    expect(await onServer()).toContain('RRULE:FREQ=WEEKLY;BYDAY=TH\r\n');
    expect(agenda(a.db, '2026-12-01', '2026-12-10')).toEqual(['2026-12-03 09:00 Physio with Dr. Lima', '2026-12-10 09:00 Physio with Dr. Lima']);

    // Both move it: the phone to Fridays 10:00 (at 15:00), Magis to Wednesdays 07:30 (at 15:30, later). Magis's stays, and that is said.
    const friday = (await onServer())
      .replace(/DTSTART:[^\r]*/, 'DTSTART:20261204T100000')
      .replace(/DTEND:[^\r]*/, 'DTEND:20261204T110000')
      .replace('BYDAY=TH', 'BYDAY=FR')
      .replace(/LAST-MODIFIED:[^\r]*/, 'LAST-MODIFIED:20261124T150000Z');
    await phone.put(path, friday);
    applyMove(a.db, worldItem(a.db, 'events', id)!, {date: '2026-12-02', time: '07:30', keepTime: false}, {occurrence: null, series: true}, '2026-11-24T15:30:00.000Z');
    const clash = await a.sync(new Date('2026-11-24T16:00:00Z'));
    expect(clash.conflicts).toBe(1);
    expect(clash.notes).toEqual([
      "“Physio with Dr. Lima” was changed both in Magis and on the calendar family: kept Magis's day and time (Wednesday, Dec 2, 7:30 am); the calendar's (Friday, Dec 4, 10 am) was dropped; kept Magis's repetition (every Wednesday); the calendar's (every Friday) was dropped.",
    ]);
    expect(vevents(await onServer())).toEqual([['Physio with Dr. Lima', '2026-12-02T07:30:00', '', []]]);
    expect(agenda(a.db, '2026-12-01', '2026-12-10')).toEqual(['2026-12-02 07:30 Physio with Dr. Lima', '2026-12-09 07:30 Physio with Dr. Lima']);
    // Kept for `magis log` and `magis stats`.
    expect(calendarNotes(a.db).map(n => [n.account, n.kind, n.text])).toEqual([['family', 'conflict', clash.notes[0]]]);
  });
});
