import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import ICAL from 'ical.js';
import {buildAgenda} from '../src/agenda/build.js';
import {loadAgendaInput} from '../src/agenda/store-io.js';
import {connect, type CalendarServer} from '../src/calendar/caldav.js';
import {parseIcs} from '../src/calendar/ics-parse.js';
import {addAccount, findAccount} from '../src/calendar/store-io.js';
import {syncAccount} from '../src/calendar/sync.js';
import {insertCheckup} from '../src/store/checkups.js';
import {type DB, openDatabase} from '../src/store/db.js';
import {insertEvent} from '../src/store/events.js';
import {saveCalendar} from '../src/calendar/ics-import.js';
import {cancelItem, moveItem} from '../src/store/world-items.js';
import {homePerTest} from './helpers/cli.js';
import {radicaleMissing, startRadicale, type Radicale} from './helpers/radicale.js';

/**
 * Two-way calendar sync against a real CalDAV server (Radicale on loopback): what Magis has
 * reaches the server, what a phone does on the server reaches Magis's agenda, and two Magis homes
 * (two devices of one family) see each other's items through it.
 */
// One server user per test, so each starts with an empty account.
const USERS = {ana: 'fam1ly-pass', bia: 'fam2ly-pass', caio: 'fam3ly-pass', dora: 'fam4ly-pass'};
type User = keyof typeof USERS;
const NOW = new Date('2026-11-24T12:00:00Z');
const newHome = homePerTest();

let server: Radicale;
beforeAll(async () => {
  if (!radicaleMissing) server = await startRadicale(USERS);
});
afterAll(async () => server?.stop());

/** A Magis home with the account added, and a sync of it at `now`. */
function device(user: User, now = NOW) {
  const db = openDatabase(newHome(), {now});
  const id = addAccount(db, {name: 'family', url: server.url, username: user}, now.toISOString());
  let client: CalendarServer | null = null;
  return {
    db,
    id,
    async sync(at = now) {
      client ??= await connect(server.url, user, USERS[user]);
      return syncAccount(db, findAccount(db, 'family')!, client, {now: at, language: 'en'});
    },
  };
}

/** The agenda between two days, as `magis agenda` builds it: "date time title". */
function agenda(db: DB, from: string, to: string): string[] {
  return buildAgenda(loadAgendaInput(db, 'en'), {from, to, today: from}).map(i => `${i.date} ${i.time ?? '--:--'} ${i.title}`);
}

/** An instant as this machine's wall clock, "YYYY-MM-DD HH:MM", as the agenda shows it. */
function local(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** A phone on the same server: plain HTTP with the family's password. */
const phoneOf = (user: User) => {
  const auth = {authorization: `Basic ${Buffer.from(`${user}:${USERS[user]}`).toString('base64')}`};
  return {
    auth,
    async put(path: string, ics: string) {
      const res = await fetch(new URL(path, server.url), {method: 'PUT', headers: {...auth, 'content-type': 'text/calendar'}, body: ics});
      expect(res.status).toBeLessThan(300);
    },
    async get(path: string): Promise<string> {
      return (await fetch(new URL(path, server.url), {headers: auth})).text();
    },
    async remove(path: string) {
      expect((await fetch(new URL(path, server.url), {method: 'DELETE', headers: auth})).status).toBeLessThan(300);
    },
    async mkcalendar(path: string, name: string) {
      const body = `<?xml version="1.0"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop><D:displayname>${name}</D:displayname></D:prop></D:set></C:mkcalendar>`;
      const res = await fetch(new URL(path, server.url), {method: 'MKCALENDAR', headers: {...auth, 'content-type': 'application/xml'}, body});
      expect(res.status).toBe(201);
    },
    /** Every event on the server: "calendar-name|SUMMARY|DTSTART value|STATUS", sorted. */
    async events(): Promise<string[]> {
      const cals = await (await connect(server.url, user, USERS[user])).calendars();
      return cals
        .flatMap(c =>
          c.objects.flatMap(o =>
            new ICAL.Component(ICAL.parse(o.data) as unknown[])
              .getAllSubcomponents('vevent')
              .map(v => `${c.name}|${v.getFirstPropertyValue('summary')}|${String(v.getFirstPropertyValue('dtstart'))}|${v.getFirstPropertyValue('status') ?? ''}`),
          ),
        )
        .sort();
    },
  };
};

const vcal = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//phone//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');

describe.skipIf(radicaleMissing)('calendar sync with a CalDAV server (Radicale)', () => {
  it('what Magis creates, moves and cancels reaches the server, in a calendar named Magis', async () => {
    const phone = phoneOf('ana');
    const a = device('ana');
    const ev = insertEvent(a.db, {entityId: null, kind: 'meeting', title: 'School meeting', date: '2026-11-26', time: '18:30', rrule: null}, NOW.toISOString()).id;
    const ck = insertCheckup(a.db, {
      entityId: null,
      kind: 'dentist',
      status: 'scheduled',
      date: '2026-11-27',
      time: '09:00',
      everyMonths: null,
      provider: null,
      sourceMemoryId: null,
      at: NOW.toISOString(),
    }).id;
    const first = await a.sync();
    expect(first.sent).toEqual({added: 2, updated: 0, deleted: 0});
    expect(first.calendars).toContain('Magis');
    expect(await phone.events()).toEqual(['Magis|Dentist|2026-11-27T09:00:00|', 'Magis|School meeting|2026-11-26T18:30:00|']);

    // Moved and cancelled in Magis (as `magis agenda move/cancel` do), then synced.
    const later = new Date(NOW.getTime() + 3_600_000);
    moveItem(a.db, {table: 'events', id: ev}, '2026-11-30', '19:00', null, later.toISOString());
    cancelItem(a.db, {table: 'checkups', id: ck}, later.toISOString());
    const second = await a.sync(later);
    expect(second.sent).toEqual({added: 0, updated: 1, deleted: 1});
    expect(await phone.events()).toEqual(['Magis|School meeting|2026-11-30T19:00:00|']);
    expect(agenda(a.db, '2026-11-24', '2026-12-01')).toEqual(['2026-11-30 19:00 School meeting']);

    cancelItem(a.db, {table: 'events', id: ev}, later.toISOString());
    await a.sync(later);
    expect(await phone.events()).toEqual(['Magis|School meeting|2026-11-30T19:00:00|CANCELLED']);
    // Nothing changed since: a sync sends and receives nothing.
    const quiet = await a.sync(later);
    expect([quiet.sent, quiet.received]).toEqual([
      {added: 0, updated: 0, deleted: 0},
      {added: 0, updated: 0, deleted: 0},
    ]);
  });

  it("a family calendar's recurring event with an EXDATE and a moved occurrence, and a phone's move, cancel and delete, reach the agenda", async () => {
    const phone = phoneOf('bia');
    await phone.mkcalendar('/bia/family/', 'Family');
    await phone.put(
      `/bia/family/swim.ics`,
      vcal(
        'BEGIN:VTIMEZONE',
        'TZID:America/Sao_Paulo',
        'BEGIN:STANDARD',
        'DTSTART:19700101T000000',
        'TZOFFSETFROM:-0300',
        'TZOFFSETTO:-0300',
        'TZNAME:-03',
        'END:STANDARD',
        'END:VTIMEZONE',
        'BEGIN:VEVENT',
        'UID:swim-1',
        'DTSTAMP:20261101T000000Z',
        'DTSTART;TZID=America/Sao_Paulo:20261201T150000',
        'DURATION:PT1H',
        'RRULE:FREQ=WEEKLY;COUNT=4',
        'EXDATE;TZID=America/Sao_Paulo:20261208T150000',
        'SUMMARY:Swimming',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:swim-1',
        'DTSTAMP:20261101T000000Z',
        'RECURRENCE-ID;TZID=America/Sao_Paulo:20261215T150000',
        'DTSTART;TZID=America/Sao_Paulo:20261216T160000',
        'DURATION:PT1H',
        'SUMMARY:Swimming (moved)',
        'END:VEVENT',
      ),
    );
    await phone.put(`/bia/family/party.ics`, vcal('BEGIN:VEVENT', 'UID:party-1', 'DTSTAMP:20261101T000000Z', 'DTSTART;VALUE=DATE:20261205', 'SUMMARY:Birthday party', 'END:VEVENT'));
    await phone.put(`/bia/family/trip.ics`, vcal('BEGIN:VEVENT', 'UID:trip-1', 'DTSTAMP:20261101T000000Z', 'DTSTART:20261210T120000Z', 'SUMMARY:Flight to Lisbon', 'END:VEVENT'));

    // A rule no family keeps (every second): the event is kept once, on its first day, and the sync says so.
    await phone.put('/bia/family/spam.ics', vcal('BEGIN:VEVENT', 'UID:spam-1', 'DTSTAMP:20261101T000000Z', 'DTSTART:20261101T000000Z', 'RRULE:FREQ=SECONDLY', 'SUMMARY:Spam', 'END:VEVENT'));

    const a = device('bia');
    const got = await a.sync();
    expect(got.received.added).toBe(4);
    expect(got.warnings).toEqual([expect.stringMatching(/^"Spam" \(2026-1[01]-\d\d\): .*kept once, on its first day\.$/)]);
    // The series is São Paulo's (15:00 there is 18:00 UTC); the flight is in UTC; the party has no time.
    // This file runs in UTC and in São Paulo: each zone sees the same instants on its own clock.
    expect(agenda(a.db, '2026-12-01', '2026-12-31')).toEqual([
      `${local('2026-12-01T18:00:00Z')} Swimming`,
      '2026-12-05 --:-- Birthday party',
      `${local('2026-12-10T12:00:00Z')} Flight to Lisbon`,
      `${local('2026-12-16T19:00:00Z')} Swimming (moved)`,
      `${local('2026-12-22T18:00:00Z')} Swimming`,
    ]);

    // Moved in Magis to 16:00 on this machine's clock: the server's object keeps its zone (the same
    // instant, written in São Paulo time), its EXDATE and its moved occurrence.
    const swim = a.db.prepare("SELECT id FROM events WHERE external_uid = 'swim-1'").pluck().get() as number;
    const later = new Date(NOW.getTime() + 3_600_000);
    moveItem(a.db, {table: 'events', id: swim}, '2026-12-01', '16:00', null, later.toISOString());
    expect((await a.sync(later)).sent.updated).toBe(1);
    const spWall = new Intl.DateTimeFormat('en-CA', {timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23'})
      .format(new Date(2026, 11, 1, 16, 0))
      .replace(/\D/g, '');
    const swimText = (await phone.get('/bia/family/swim.ics')).replace(/\r\n[ \t]/g, '');
    expect(swimText).toContain(`DTSTART;TZID=America/Sao_Paulo:${spWall.slice(0, 8)}T${spWall.slice(8)}00`);
    expect(swimText).toMatch(/EXDATE;TZID=America\/Sao_Paulo:20261208T/);
    // The moved occurrence stays, its RECURRENCE-ID at the series' new hour (what the 15th now is), so no phone shows that day twice.
    expect(swimText).toContain(`RECURRENCE-ID;TZID=America/Sao_Paulo:20261215T${spWall.slice(8)}00`);
    expect(swimText).toContain('DTSTART;TZID=America/Sao_Paulo:20261216T160000');
    expect(agenda(a.db, '2026-12-01', '2026-12-01')).toEqual(['2026-12-01 16:00 Swimming']);

    // On the phone: the party moves a day, the flight is cancelled, the swimming series is deleted.
    await phone.put(`/bia/family/party.ics`, vcal('BEGIN:VEVENT', 'UID:party-1', 'DTSTAMP:20261125T000000Z', 'DTSTART;VALUE=DATE:20261206', 'SUMMARY:Birthday party', 'END:VEVENT'));
    await phone.put(`/bia/family/trip.ics`, vcal('BEGIN:VEVENT', 'UID:trip-1', 'DTSTAMP:20261125T000000Z', 'DTSTART:20261210T120000Z', 'STATUS:CANCELLED', 'SUMMARY:Flight to Lisbon', 'END:VEVENT'));
    await phone.remove(`/bia/family/swim.ics`);
    const back = await a.sync();
    expect(back.received).toEqual({added: 0, updated: 2, deleted: 1});
    expect(agenda(a.db, '2026-12-01', '2026-12-31')).toEqual(['2026-12-06 --:-- Birthday party']);
    // Magis sent none of the family's own events to its Magis calendar.
    expect((await phone.events()).filter(e => e.startsWith('Magis|'))).toEqual([]);

    // The whole family calendar deleted (or unshared): the party is not lost; it moves to the Magis calendar.
    await phone.remove('/bia/family/');
    const gone = await a.sync();
    expect([gone.received.deleted, gone.sent.added]).toEqual([0, 2]);
    expect(agenda(a.db, '2026-12-01', '2026-12-31')).toEqual(['2026-12-06 --:-- Birthday party']);
    expect((await phone.events()).filter(e => e.includes('Birthday party'))).toEqual(['Magis|Birthday party|2026-12-06|']);
  });

  it('two Magis homes of one family see each other through the server; a change on both sides goes to the later one', async () => {
    const a = device('caio');
    const b = device('caio');
    insertEvent(a.db, {entityId: null, kind: 'social', title: 'Dinner at grandma', date: '2026-12-03', time: '20:00', rrule: null}, NOW.toISOString());
    insertEvent(b.db, {entityId: null, kind: 'class', title: 'Piano lesson', date: '2026-12-02', time: '17:00', rrule: 'FREQ=WEEKLY;BYDAY=WE'}, NOW.toISOString());
    insertCheckup(a.db, {entityId: null, kind: 'eye_exam', status: 'scheduled', date: '2026-12-07', time: '08:15', everyMonths: null, at: NOW.toISOString()});
    await a.sync();
    await b.sync();
    await a.sync();
    // The eye exam reaches B as a booked checkup, so B's reminders know it too.
    expect(b.db.prepare('SELECT kind, status, date, time FROM checkups').all()).toEqual([{kind: 'eye_exam', status: 'scheduled', date: '2026-12-07', time: '08:15'}]);
    const both = ['2026-12-02 17:00 Piano lesson', '2026-12-03 20:00 Dinner at grandma', '2026-12-07 08:15 Eye exam', '2026-12-09 17:00 Piano lesson'];
    expect(agenda(a.db, '2026-12-01', '2026-12-10')).toEqual(both);
    expect(agenda(b.db, '2026-12-01', '2026-12-10')).toEqual(both);

    // B moves the dinner at 13:00, A moves it at 14:00: A's is the later change and wins on both.
    const dinnerIn = (db: DB) => db.prepare("SELECT id FROM events WHERE title = 'Dinner at grandma'").pluck().get() as number;
    moveItem(b.db, {table: 'events', id: dinnerIn(b.db)}, '2026-12-04', '20:00', null, '2026-11-24T13:00:00.000Z');
    await b.sync(new Date('2026-11-24T13:00:00Z'));
    moveItem(a.db, {table: 'events', id: dinnerIn(a.db)}, '2026-12-05', '19:00', null, '2026-11-24T14:00:00.000Z');
    const conflict = await a.sync(new Date('2026-11-24T14:30:00Z'));
    expect(conflict.conflicts).toBe(1);
    await b.sync(new Date('2026-11-24T15:00:00Z'));
    const after = ['2026-12-02 17:00 Piano lesson', '2026-12-05 19:00 Dinner at grandma', '2026-12-07 08:15 Eye exam', '2026-12-09 17:00 Piano lesson'];
    expect(agenda(a.db, '2026-12-01', '2026-12-10')).toEqual(after);
    expect(agenda(b.db, '2026-12-01', '2026-12-10')).toEqual(after);

    // B moves the eye exam (a checkup on both sides): A's booking follows.
    const examB = b.db.prepare('SELECT id FROM checkups').pluck().get() as number;
    moveItem(b.db, {table: 'checkups', id: examB}, '2026-12-08', '10:00', null, '2026-11-24T15:10:00.000Z');
    expect((await b.sync(new Date('2026-11-24T15:10:00Z'))).sent.updated).toBe(1);
    expect((await a.sync(new Date('2026-11-24T15:20:00Z'))).received.updated).toBe(1);
    expect(a.db.prepare("SELECT date, time FROM checkups WHERE kind = 'eye_exam'").all()).toEqual([{date: '2026-12-08', time: '10:00'}]);
    await b.sync(new Date('2026-11-24T15:30:00Z'));

    // B deletes the piano lessons; A's agenda loses them after its next sync.
    b.db.prepare("DELETE FROM events WHERE title = 'Piano lesson'").run();
    await b.sync(new Date('2026-11-24T16:00:00Z'));
    await a.sync(new Date('2026-11-24T16:30:00Z'));
    expect(agenda(a.db, '2026-12-01', '2026-12-10')).toEqual(['2026-12-05 19:00 Dinner at grandma', '2026-12-08 10:00 Eye exam']);
  });

  it('an event in another zone keeps it both ways: each week of a New York series at its local hour, and an event sent in its own zone with its VTIMEZONE', async () => {
    const phone = phoneOf('dora');
    await phone.mkcalendar('/dora/work/', 'Work');
    await phone.put(
      '/dora/work/sync.ics',
      vcal(
        'BEGIN:VTIMEZONE',
        'TZID:America/New_York',
        'BEGIN:DAYLIGHT',
        'TZOFFSETFROM:-0500',
        'TZOFFSETTO:-0400',
        'DTSTART:19700308T020000',
        'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
        'END:DAYLIGHT',
        'BEGIN:STANDARD',
        'TZOFFSETFROM:-0400',
        'TZOFFSETTO:-0500',
        'DTSTART:19701101T020000',
        'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
        'END:STANDARD',
        'END:VTIMEZONE',
        'BEGIN:VEVENT',
        'UID:ny-sync',
        'DTSTAMP:20261001T000000Z',
        'DTSTART;TZID=America/New_York:20261005T090000',
        'DURATION:PT30M',
        'RRULE:FREQ=WEEKLY;BYDAY=MO',
        'EXDATE;TZID=America/New_York:20261019T090000',
        'SUMMARY:Team sync',
        'END:VEVENT',
      ),
    );
    const a = device('dora');
    expect((await a.sync()).received.added).toBe(1);
    // 09:00 in New York: 13:00 UTC until 1 November, 14:00 UTC after; each on this machine's clock.
    expect(agenda(a.db, '2026-10-12', '2026-11-09')).toEqual(['2026-10-12T13:00:00Z', '2026-10-26T13:00:00Z', '2026-11-02T14:00:00Z', '2026-11-09T14:00:00Z'].map(t => `${local(t)} Team sync`));

    // A London event Magis imported from a file that names the zone without defining it, sent to the server.
    saveCalendar(
      a.db,
      parseIcs(
        vcal(
          'BEGIN:VEVENT',
          'UID:board-1',
          'DTSTAMP:20261101T000000Z',
          'DTSTART;TZID=Europe/London:20261130T160000',
          'RRULE:FREQ=WEEKLY;UNTIL=20261231T235959',
          'EXDATE;TZID=Europe/London:20261207T160000',
          'SUMMARY:Board call',
          'END:VEVENT',
        ),
        NOW,
      ),
      NOW.toISOString(),
    );
    expect(agenda(a.db, '2026-11-30', '2026-12-14').filter(l => l.endsWith('Board call'))).toEqual([`${local('2026-11-30T16:00:00Z')} Board call`, `${local('2026-12-14T16:00:00Z')} Board call`]);
    expect((await a.sync()).sent.added).toBe(1);
    const href = a.db.prepare("SELECT href FROM calendar_links WHERE uid = 'board-1'").pluck().get() as string;
    const text = (await phone.get(new URL(href).pathname)).replace(/\r\n[ \t]/g, '');
    expect(text).toContain('DTSTART;TZID=Europe/London:20261130T160000');
    expect(text).toContain('EXDATE;TZID=Europe/London:20261207T160000');
    expect(text).toMatch(/RRULE:FREQ=WEEKLY;UNTIL=20261231T235959Z/);
    expect(text.indexOf('TZID:Europe/London')).toBeGreaterThan(text.indexOf('BEGIN:VTIMEZONE'));
    // A phone reads it with the object's own VTIMEZONE: 16:00 in London each week, the 7th skipped.
    const root = new ICAL.Component(ICAL.parse(text) as unknown[]);
    const london = new ICAL.Timezone(root.getFirstSubcomponent('vtimezone')!);
    const board = new ICAL.Event(root.getFirstSubcomponent('vevent')!);
    const iter = board.iterator();
    const seen: string[] = [];
    for (let next = iter.next(); next; next = iter.next()) {
      const t = next.clone();
      t.zone = london;
      if (!board.component.getAllProperties('exdate').some(p => (p.getFirstValue() as ICAL.Time).compare(next!) === 0)) seen.push(t.toJSDate().toISOString());
    }
    expect(seen).toEqual(['2026-11-30T16:00:00.000Z', '2026-12-14T16:00:00.000Z', '2026-12-21T16:00:00.000Z', '2026-12-28T16:00:00.000Z']);
    // Nothing changed since: the next sync sends and receives nothing.
    const quiet = await a.sync();
    expect([quiet.sent, quiet.received]).toEqual([
      {added: 0, updated: 0, deleted: 0},
      {added: 0, updated: 0, deleted: 0},
    ]);
  });
});
