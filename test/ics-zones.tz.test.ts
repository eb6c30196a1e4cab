/**
 * Issue 25: "a weekly event from another time zone is an hour off during the weeks when the two
 * zones' DST differ". A Monday 09:00 meeting in New York, imported by a user in London and by one
 * in São Paulo, through the real binary, over a whole year: the agenda, the reminders and the
 * `remind --ics` export place each week at its own local hour. Each CLI run names the user's zone
 * (TZ); the file also runs in the suite's São Paulo project, as every *.tz.test.ts does.
 *
 * 2026: the US moves its clocks on 8 March and 1 November, the UK on 29 March and 25 October, so
 * New York's 09:00 is London's 13:00 on the Mondays 9 (and 16, 23) March and 26 October, and 14:00
 * on every other; São Paulo has no summer time: 10:00 while New York is on EDT, 11:00 otherwise.
 */
import Database from 'better-sqlite3';
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import ICAL from 'ical.js';
import {describe, expect, it} from 'vitest';
import {addDays} from '../src/time/arithmetic.js';
import {homePerTest, json, magis as run} from './helpers/cli.js';
import {inspect} from './helpers/db.js';

const home = homePerTest();
const magis = (h: string, tz: string, args: string[]) => run(h, args, {env: {TZ: tz, LANG: 'en_US.UTF-8'}});

const NY_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * A calendar as Google exports it: the New York series (one Monday skipped, one moved to Tuesday
 * 10:00 there), a holiday (all day), a floating Saturday class and a call in UTC.
 */
const CALENDAR = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
  ...NY_VTIMEZONE,
  'BEGIN:VEVENT',
  'UID:ny-sync@example.com',
  'DTSTAMP:20251201T000000Z',
  'DTSTART;TZID=America/New_York:20260105T090000',
  'DTEND;TZID=America/New_York:20260105T093000',
  'RRULE:FREQ=WEEKLY;BYDAY=MO',
  'EXDATE;TZID=America/New_York:20260316T090000',
  'SUMMARY:Team sync',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:ny-sync@example.com',
  'DTSTAMP:20251201T000000Z',
  'RECURRENCE-ID;TZID=America/New_York:20261026T090000',
  'DTSTART;TZID=America/New_York:20261027T100000',
  'DTEND;TZID=America/New_York:20261027T103000',
  'SUMMARY:Team sync (moved)',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:july4@example.com',
  'DTSTAMP:20251201T000000Z',
  'DTSTART;VALUE=DATE:20260704',
  'DTEND;VALUE=DATE:20260705',
  'SUMMARY:Independence Day',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:yoga@example.com',
  'DTSTAMP:20251201T000000Z',
  'DTSTART:20260103T073000',
  'RRULE:FREQ=WEEKLY;BYDAY=SA',
  'SUMMARY:Yoga class',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:accountant@example.com',
  'DTSTAMP:20251201T000000Z',
  'DTSTART:20261209T130000Z',
  'DTEND:20261209T140000Z',
  'SUMMARY:Call with the accountant',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

/** Every Monday of 2026 from 5 January, less the skipped 16 March and the moved 26 October. */
const MONDAYS = Array.from({length: 52}, (_, i) => addDays('2026-01-05', 7 * i)).filter(d => d !== '2026-03-16' && d !== '2026-10-26');

/** A home whose user is in `tz`, with CALENDAR imported. */
function imported(tz: string): string {
  const h = home();
  const file = join(h, '..', 'work.ics');
  writeFileSync(file, CALENDAR);
  const r = json(magis(h, tz, ['import', file, '--json', '--now', '2026-01-01T08:00']));
  expect(r).toMatchObject({events: {added: 5, skipped: 0}, ignored: 0, warnings: []});
  return h;
}

/** The year's agenda as "date time title" lines, by title. */
function year(h: string, tz: string): Map<string, string[]> {
  const items = json(magis(h, tz, ['agenda', '--json', '--now', '2026-01-01T08:00', '--within', '364d']));
  const out = new Map<string, string[]>();
  for (const i of items) out.set(i.title, [...(out.get(i.title) ?? []), `${i.date} ${i.time ?? '--:--'}`]);
  return out;
}

describe("an .ics event in another zone, across the weeks when the zones' summer times differ", () => {
  it('a London user: the New York Monday 09:00 is at 14:00, and at 13:00 in the weeks only New York has changed its clocks', () => {
    const h = imported('Europe/London');
    const agenda = year(h, 'Europe/London');
    const onlyNewYork = (d: string) => (d >= '2026-03-08' && d < '2026-03-29') || (d >= '2026-10-25' && d < '2026-11-01');
    expect(agenda.get('Team sync')).toEqual(MONDAYS.map(d => `${d} ${onlyNewYork(d) ? '13:00' : '14:00'}`));
    expect(agenda.get('Team sync')!.filter(l => l.endsWith('13:00'))).toEqual(['2026-03-09 13:00', '2026-03-23 13:00']);
    // The moved occurrence (Tuesday 27 October, 10:00 New York, still EDT; London already on GMT).
    expect(agenda.get('Team sync (moved)')).toEqual(['2026-10-27 14:00']);
    // All day is a day anywhere; a floating time is the same on every clock, summer time or not; UTC is GMT in December.
    expect(agenda.get('Independence Day')).toEqual(['2026-07-04 --:--']);
    expect(agenda.get('Yoga class')).toEqual(Array.from({length: 52}, (_, i) => `${addDays('2026-01-03', 7 * i)} 07:30`));
    expect(agenda.get('Call with the accountant')).toEqual(['2026-12-09 13:00']);
    // Stored in its own zone; the rest as before, on the user's wall clock.
    expect(inspect(h, db => db.prepare('SELECT title, date, time, tzid, exdates FROM events ORDER BY id').all())).toEqual([
      {title: 'Team sync', date: '2026-01-05', time: '09:00', tzid: 'America/New_York', exdates: '["2026-03-16","2026-10-26"]'},
      {title: 'Independence Day', date: '2026-07-04', time: null, tzid: null, exdates: null},
      {title: 'Yoga class', date: '2026-01-03', time: '07:30', tzid: null, exdates: null},
      {title: 'Call with the accountant', date: '2026-12-09', time: '13:00', tzid: 'UTC', exdates: null},
      {title: 'Team sync (moved)', date: '2026-10-27', time: '10:00', tzid: 'America/New_York', exdates: null},
    ]);
    // The human view says the local hour of that week.
    expect(magis(h, 'Europe/London', ['agenda', '--now', '2026-03-08T09:00', '--within', '1d']).stdout).toBe('Tomorrow\n  1. 1 pm — Team sync\n');
    expect(magis(h, 'Europe/London', ['agenda', '--now', '2026-03-29T09:00', '--within', '1d']).stdout).toBe('Tomorrow\n  1. 2 pm — Team sync\n');
  });

  it('a São Paulo user (no summer time): 11:00 while New York is on standard time, 10:00 while it is on daylight time', () => {
    const h = imported('America/Sao_Paulo');
    const agenda = year(h, 'America/Sao_Paulo');
    const edt = (d: string) => d >= '2026-03-08' && d < '2026-11-01';
    expect(agenda.get('Team sync')).toEqual(MONDAYS.map(d => `${d} ${edt(d) ? '10:00' : '11:00'}`));
    expect(agenda.get('Team sync (moved)')).toEqual(['2026-10-27 11:00']);
    expect(agenda.get('Independence Day')).toEqual(['2026-07-04 --:--']);
    expect(agenda.get('Yoga class')![0]).toBe('2026-01-03 07:30');
    expect(agenda.get('Call with the accountant')).toEqual(['2026-12-09 10:00']);
  });

  it('a New York user: the event is in their own zone, kept on their wall clock as before', () => {
    const h = imported('America/New_York');
    expect(year(h, 'America/New_York').get('Team sync')).toEqual(MONDAYS.map(d => `${d} 09:00`));
    expect(inspect(h, db => db.prepare("SELECT date, time, tzid FROM events WHERE title = 'Team sync'").get())).toEqual({date: '2026-01-05', time: '09:00', tzid: null});
  });

  it('reminders and the --ics export give each week its local hour; the export keeps the zone', () => {
    const h = imported('Europe/London');
    const due = (now: string) =>
      json(magis(h, 'Europe/London', ['remind', '--json', '--now', now]))
        .filter((i: any) => i.description === 'Team sync')
        .map((i: any) => `${i.reason} ${i.dueDate} ${i.time}`);
    expect(due('2026-03-08T10:00')).toEqual(['appointment_tomorrow 2026-03-09 13:00']);
    expect(due('2026-03-30T10:00')).toEqual(['appointment_today 2026-03-30 14:00']);
    // 13:30 on 9 March: that Monday's meeting (13:00 here) is over, so the next is the 23rd (the 16th is skipped).
    expect(due('2026-03-09T13:30')).toEqual([]);
    expect(due('2026-03-22T10:00')).toEqual(['appointment_tomorrow 2026-03-23 13:00']);
    const out = magis(h, 'Europe/London', ['remind', '--ics', '-', '--now', '2026-03-08T10:00']);
    expect(out.status).toBe(0);
    const text = out.stdout.replace(/\r\n[ \t]/g, '');
    expect(text).toContain('DTSTART;TZID=America/New_York:20260105T090000\r\n');
    expect(text).toContain('DTSTART:20261209T130000Z\r\n');
    expect(text).toContain('DTSTART:20260103T073000\r\n');
    // Another reader of the export (ical.js, with the file's VTIMEZONE) finds the same instants.
    const root = new ICAL.Component(ICAL.parse(out.stdout));
    for (const tz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
    const sync = new ICAL.Event(root.getAllSubcomponents('vevent').find(v => String(v.getFirstPropertyValue('summary')) === 'Team sync')!);
    const it = sync.iterator();
    const weeks: string[] = [];
    for (let next = it.next(); next && weeks.length < 12; next = it.next()) weeks.push(next.toJSDate().toISOString());
    // The export keeps the series' EXDATE (issue 38): the 16th is skipped there too.
    expect(weeks.slice(8, 12)).toEqual(['2026-03-02T14:00:00.000Z', '2026-03-09T13:00:00.000Z', '2026-03-23T13:00:00.000Z', '2026-03-30T13:00:00.000Z']);
  });

  it('a store from before zones upgrades cleanly, its events as they were; importing the file again gives them their zone', () => {
    const h = home();
    expect(magis(h, 'Europe/London', ['tasks', 'add', 'x', '--now', '2026-01-01T08:00']).status).toBe(0);
    // Back to the schema before 013, with the series as the previous magis imported it: London's
    // wall clock of the first Monday (14:00), every week.
    const db = new Database(join(h, 'magis.db'));
    db.exec("DELETE FROM schema_migrations WHERE name = '013_event_zones'; ALTER TABLE events DROP COLUMN tzid;");
    db.prepare(`INSERT INTO events (kind, title, date, time, rrule, external_uid, exdates, created_at, updated_at)
        VALUES ('meeting', 'Team sync', '2026-01-05', '14:00', 'FREQ=WEEKLY;BYDAY=MO', 'ny-sync@example.com', '["2026-03-16","2026-10-26"]', '2025-12-01T00:00:00Z', '2025-12-01T00:00:00Z')`).run();
    db.close();
    expect(year(h, 'Europe/London').get('Team sync')).toEqual(MONDAYS.map(d => `${d} 14:00`));
    expect(inspect(h, d => d.prepare("SELECT name FROM schema_migrations WHERE name = '013_event_zones'").pluck().get())).toBe('013_event_zones');
    expect(inspect(h, d => d.prepare('SELECT tzid FROM events').pluck().all())).toEqual([null]);

    const file = join(h, '..', 'work.ics');
    writeFileSync(file, CALENDAR);
    expect(json(magis(h, 'Europe/London', ['import', file, '--json', '--now', '2026-01-01T08:00'])).events).toEqual({added: 4, skipped: 1});
    expect(
      year(h, 'Europe/London')
        .get('Team sync')!
        .filter(l => l.endsWith('13:00')),
    ).toEqual(['2026-03-09 13:00', '2026-03-23 13:00']);
  });

  it("agenda move keeps the zone: the new local hour is written in the event's zone, a weekly rule on that zone's weekday", () => {
    const h = home();
    const file = join(h, '..', 'late.ics');
    // Wednesday 21:00 in Los Angeles is Thursday 05:00 in London.
    writeFileSync(
      file,
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//test//EN',
        'BEGIN:VEVENT',
        'UID:late@example.com',
        'DTSTAMP:20251201T000000Z',
        'DTSTART;TZID=America/Los_Angeles:20260107T210000',
        'RRULE:FREQ=WEEKLY;BYDAY=WE',
        'SUMMARY:Late call',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
    expect(magis(h, 'Europe/London', ['import', file, '--now', '2026-01-01T08:00']).status).toBe(0);
    const week = (now: string) => json(magis(h, 'Europe/London', ['agenda', '--json', '--now', now, '--within', '6d'])).map((i: any) => `${i.date} ${i.time}`);
    expect(week('2026-01-12T08:00')).toEqual(['2026-01-15 05:00']);
    const id = json(magis(h, 'Europe/London', ['agenda', '--json', '--now', '2026-01-12T08:00', '--within', '6d']))[0].id;
    // Moved to Thursday 06:00 here: Wednesday 22:00 there, every week.
    expect(magis(h, 'Europe/London', ['agenda', 'move', id, '2026-01-15 06:00', '--series', '--now', '2026-01-12T08:00']).status).toBe(0);
    expect(inspect(h, db => db.prepare('SELECT date, time, rrule, tzid FROM events').get())).toEqual({date: '2026-01-14', time: '22:00', rrule: 'FREQ=WEEKLY;BYDAY=WE', tzid: 'America/Los_Angeles'});
    expect(week('2026-01-19T08:00')).toEqual(['2026-01-22 06:00']);
    // The weeks only Los Angeles is on summer time: an hour earlier here.
    expect(week('2026-03-16T08:00')).toEqual(['2026-03-19 05:00']);
  });
});
