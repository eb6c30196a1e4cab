import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import ICAL from 'ical.js';
import {agendaBetween} from '../src/agenda/agenda.js';
import {connect, type CalendarServer} from '../src/calendar/caldav.js';
import {addAccount, findAccount} from '../src/calendar/store-io.js';
import {syncAccount} from '../src/calendar/sync.js';
import {type DB, openDatabase} from '../src/store/db.js';
import {insertEvent} from '../src/store/events.js';
import {homePerTest} from './helpers/cli.js';
import {radicaleMissing, startRadicale, type Radicale} from './helpers/radicale.js';

/**
 * A series whose occurrences span days (issue 38), against Radicale on loopback playing the
 * family's phone: a Friday-to-Sunday camp every week is, on the agenda and on the phone, each
 * weekend once, from its first day to its last.
 */
const USERS = {ivo: 'fam10ly-pass', joa: 'fam11ly-pass'};
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
    async sync() {
      client ??= await connect(server.url, user, USERS[user]);
      return syncAccount(db, findAccount(db, 'family')!, client, {now: NOW, language: 'en'});
    },
  };
}

/** "first day time → last day time", as `magis agenda --json` lists them. */
const agenda = (db: DB, from: string, to: string) =>
  agendaBetween(db, {from, to, now: NOW, language: 'en'}).map(i => `${i.date} ${i.time ?? '--:--'} ${i.title} → ${i.endDate ?? '-'}${i.endTime ? ` ${i.endTime}` : ''}`);

/** What a phone shows of a series (ical.js expands it as calendar apps do): each occurrence's start and end, until `before`. */
function phoneSpans(text: string, before: string): string[] {
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text) as unknown[]).getFirstSubcomponent('vevent')!);
  const out: string[] = [];
  const it = event.iterator();
  for (let next = it.next(); next && next.toString() < before; next = it.next()) {
    const d = event.getOccurrenceDetails(next);
    out.push(`${d.startDate.toString()} → ${d.endDate.toString()}`);
  }
  return out;
}

const auth = (user: User) => ({authorization: `Basic ${Buffer.from(`${user}:${USERS[user]}`).toString('base64')}`});

describe.skipIf(radicaleMissing)('a series over several days, on the agenda and on the phone (Radicale)', () => {
  it("a phone's weekend series is each weekend once on the agenda; Magis's own reaches the phone with its end", async () => {
    const body = `<?xml version="1.0"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop><D:displayname>Family</D:displayname></D:prop></D:set></C:mkcalendar>`;
    expect((await fetch(new URL('/ivo/family/', server.url), {method: 'MKCALENDAR', headers: {...auth('ivo'), 'content-type': 'application/xml'}, body})).status).toBe(201);
    const camp = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//phone//EN',
      'BEGIN:VEVENT',
      'UID:camp-1',
      'DTSTAMP:20261101T000000Z',
      'DTSTART;VALUE=DATE:20261204',
      'DTEND;VALUE=DATE:20261207',
      'RRULE:FREQ=WEEKLY;BYDAY=FR;COUNT=3',
      'SUMMARY:Scout camp',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    expect((await fetch(new URL('/ivo/family/camp.ics', server.url), {method: 'PUT', headers: {...auth('ivo'), 'content-type': 'text/calendar'}, body: camp})).status).toBeLessThan(300);

    const a = device('ivo');
    // Magis's own: the night ferry every other Friday at 22:00, back on Sunday at 7:00.
    insertEvent(
      a.db,
      {entityId: null, kind: 'trip', title: 'Night ferry', date: '2026-12-04', endDate: '2026-12-06', time: '22:00', endTime: '07:00', rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR'},
      NOW.toISOString(),
    );
    const first = await a.sync();
    expect([first.received.added, first.sent.added]).toEqual([1, 1]);

    expect(agenda(a.db, '2026-12-05', '2026-12-20')).toEqual([
      '2026-12-05 --:-- Night ferry → 2026-12-06 07:00',
      '2026-12-05 --:-- Scout camp → 2026-12-06',
      '2026-12-11 --:-- Scout camp → 2026-12-13',
      '2026-12-18 --:-- Scout camp → 2026-12-20',
      '2026-12-18 22:00 Night ferry → 2026-12-20 07:00',
    ]);

    const cals = await (await connect(server.url, 'ivo', USERS.ivo)).calendars();
    const ferry = cals.flatMap(c => c.objects).find(o => o.data.includes('Night ferry'))!.data;
    const floating = (day: string, time: string) => `${day}T${time}:00`;
    expect(phoneSpans(ferry, '2026-12-31')).toEqual([
      `${floating('2026-12-04', '22:00')} → ${floating('2026-12-06', '07:00')}`,
      `${floating('2026-12-18', '22:00')} → ${floating('2026-12-20', '07:00')}`,
    ]);
    const again = await a.sync();
    expect([again.sent.updated, again.received.updated]).toEqual([0, 0]);
  });
});
