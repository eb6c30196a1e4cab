import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import ICAL from 'ical.js';
import {afterEach, describe, expect, it} from 'vitest';
import {openDatabase, type DB} from '../store/db.js';
import {saveCalendar} from './ics-import.js';
import {moveItem} from '../store/world-items.js';
import {parseIcs} from './ics-parse.js';
import {linkMovedOccurrences, localItem} from './store-io.js';
import {newObject, patchObject} from './vevent.js';

/**
 * Issue 38, without a server: what a calendar object says of a span and of a series' single days
 * is what Magis reads, keeps and writes back (test/calendar-occurrences.tz.test.ts does the same
 * against Radicale).
 */
const NOW = new Date('2026-11-24T12:00:00Z');
const open: Array<{db: DB; root: string}> = [];
afterEach(() => {
  for (const o of open.splice(0)) {
    o.db.close();
    rmSync(o.root, {recursive: true, force: true});
  }
});
function store(): DB {
  const root = mkdtempSync(join(tmpdir(), 'magis-spans-'));
  const db = openDatabase(join(root, 'home'), {now: NOW});
  open.push({db, root});
  return db;
}
const vcal = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//phone//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
const unfold = (t: string) => t.replace(/\r\n[ \t]/g, '');

const SERIES = vcal(
  'BEGIN:VEVENT',
  'UID:choir-1',
  'DTSTAMP:20261101T000000Z',
  'DTSTART:20261201T190000',
  'DURATION:PT2H',
  'RRULE:FREQ=WEEKLY;BYDAY=TU',
  'EXDATE:20261208T190000',
  'SUMMARY:Choir',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:choir-1',
  'DTSTAMP:20261101T000000Z',
  'RECURRENCE-ID:20261215T190000',
  'DTSTART:20261216T200000',
  'DTEND:20261216T220000',
  'SUMMARY:Choir (Christmas concert)',
  'END:VEVENT',
);

describe('spans', () => {
  it('a date span ends the day before its DTEND; a timed one keeps its last hour; an event on one day is no span', () => {
    const cal = parseIcs(
      vcal(
        'BEGIN:VEVENT',
        'UID:a',
        'DTSTAMP:20261101T000000Z',
        'DTSTART;VALUE=DATE:20261219',
        'DTEND;VALUE=DATE:20270104',
        'SUMMARY:Grandma visiting',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:b',
        'DTSTAMP:20261101T000000Z',
        'DTSTART:20261202T090000',
        'DURATION:P2DT8H',
        'SUMMARY:Conference',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:c',
        'DTSTAMP:20261101T000000Z',
        'DTSTART;VALUE=DATE:20261205',
        'DTEND;VALUE=DATE:20261206',
        'SUMMARY:Fair',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:d',
        'DTSTAMP:20261101T000000Z',
        'DTSTART:20261205T100000',
        'DTEND:20261205T120000',
        'SUMMARY:Brunch',
        'END:VEVENT',
      ),
      NOW,
    );
    expect(cal.events.map(e => [e.title, e.date, e.time, e.endDate, e.endTime])).toEqual([
      ['Grandma visiting', '2026-12-19', null, '2027-01-03', null],
      ['Conference', '2026-12-02', '09:00', '2026-12-04', '17:00'],
      ['Fair', '2026-12-05', null, null, null],
      ['Brunch', '2026-12-05', '10:00', null, null],
    ]);
  });

  it('an imported span is written back with its end; one imported before spans gets it from the same file', () => {
    const db = store();
    const file = vcal('BEGIN:VEVENT', 'UID:trip-9', 'DTSTAMP:20261101T000000Z', 'DTSTART;VALUE=DATE:20261219', 'DTEND;VALUE=DATE:20270104', 'SUMMARY:Lisbon', 'END:VEVENT');
    saveCalendar(db, parseIcs(file, NOW), NOW.toISOString());
    const id = db.prepare("SELECT id FROM events WHERE external_uid = 'trip-9'").pluck().get() as number;
    expect(unfold(newObject(localItem(db, 'event', id, 'en')!, 'trip-9', NOW))).toContain('DTEND;VALUE=DATE:20270104\r\n');
    // As a Magis before issue 38 kept it: its first day only. The same file again gives it its end.
    db.prepare('UPDATE events SET end_date = NULL WHERE id = ?').run(id);
    saveCalendar(db, parseIcs(file, NOW), NOW.toISOString());
    expect(db.prepare('SELECT end_date FROM events WHERE id = ?').pluck().get(id)).toBe('2027-01-03');
  });

  it("the same UID imported again with another DTEND takes the file's end; a row moved in Magis keeps its own", () => {
    const db = store();
    const event = (uid: string, start: string, end: string, title: string) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20261101T000000Z', start, end, `SUMMARY:${title}`, 'END:VEVENT'];
    const first = vcal(
      ...event('ski-1', 'DTSTART;VALUE=DATE:20261210', 'DTEND;VALUE=DATE:20261213', 'Ski trip'),
      ...event('conf-1', 'DTSTART:20261215T090000', 'DTEND:20261216T170000', 'Conference'),
      ...event('fair-1', 'DTSTART;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261207', 'Book fair'),
      ...event('moved-1', 'DTSTART;VALUE=DATE:20261220', 'DTEND;VALUE=DATE:20261222', 'Cabin'),
    );
    saveCalendar(db, parseIcs(first, NOW), NOW.toISOString());
    const ends = () =>
      Object.fromEntries(
        (db.prepare('SELECT external_uid AS uid, date, end_date AS endDate, end_time AS endTime FROM events ORDER BY id').all() as Array<Record<string, string | null>>).map(r => [
          r.uid,
          [r.date, r.endDate, r.endTime],
        ]),
      );
    expect(ends()['ski-1']).toEqual(['2026-12-10', '2026-12-12', null]);
    // Moved in Magis to the 21st: the file no longer says where that one is.
    const movedId = db.prepare("SELECT id FROM events WHERE external_uid = 'moved-1'").pluck().get() as number;
    db.prepare("UPDATE events SET date = '2026-12-21', end_date = '2026-12-23' WHERE id = ?").run(movedId);
    const second = vcal(
      ...event('ski-1', 'DTSTART;VALUE=DATE:20261210', 'DTEND;VALUE=DATE:20261215', 'Ski trip'), // two days longer
      ...event('conf-1', 'DTSTART:20261215T090000', 'DTEND:20261217T120000', 'Conference'), // ends a day later, at noon
      ...event('fair-1', 'DTSTART;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261206', 'Book fair'), // now one day only
      ...event('moved-1', 'DTSTART;VALUE=DATE:20261220', 'DTEND;VALUE=DATE:20261225', 'Cabin'),
    );
    const result = saveCalendar(db, parseIcs(second, NOW), NOW.toISOString());
    expect(result.events).toEqual({added: 0, skipped: 4});
    expect(ends()).toEqual({
      'ski-1': ['2026-12-10', '2026-12-14', null],
      'conf-1': ['2026-12-15', '2026-12-17', '12:00'],
      'fair-1': ['2026-12-05', null, null],
      'moved-1': ['2026-12-21', '2026-12-23', null],
    });
  });
});

describe("a series' single days", () => {
  it('a moved occurrence is kept tied to its series; written back, its override stays (also one pulled by an older Magis), and moves when Magis moves it', () => {
    const db = store();
    saveCalendar(db, parseIcs(SERIES, NOW), NOW.toISOString());
    const rows = db.prepare('SELECT id, title, date, time, exdates, series_id AS seriesId, occurrence FROM events ORDER BY id').all() as Array<Record<string, unknown>>;
    expect(rows.map(r => [r.title, r.date, r.time, r.seriesId === null ? null : 'series', r.occurrence])).toEqual([
      ['Choir', '2026-12-01', '19:00', null, null],
      ['Choir (Christmas concert)', '2026-12-16', '20:00', 'series', '2026-12-15'],
    ]);
    const choir = rows[0]!.id as number;
    const concert = rows[1]!.id as number;
    // An older Magis left the override untied: the sync ties it again before writing anything.
    db.prepare('UPDATE events SET series_id = NULL, occurrence = NULL WHERE id = ?').run(concert);
    linkMovedOccurrences(db);
    expect(db.prepare('SELECT series_id, occurrence FROM events WHERE id = ?').get(concert)).toEqual({series_id: choir, occurrence: '2026-12-15'});

    // Written back unchanged: the EXDATE and the override as the phone wrote them (RECURRENCE-ID included).
    const same = unfold(patchObject(SERIES, 'choir-1', localItem(db, 'event', choir, 'en')!, NOW));
    expect(same).toContain('EXDATE:20261208T190000\r\n');
    expect(same).toContain('RECURRENCE-ID:20261215T190000\r\n');
    expect(same).toContain('DTSTART:20261216T200000\r\n');

    // Magis moves the concert an hour later: the same override, now at 21:00, its two hours kept.
    moveItem(db, {table: 'events', id: concert}, '2026-12-16', '21:00', null, NOW.toISOString());
    const moved = new ICAL.Component(ICAL.parse(patchObject(SERIES, 'choir-1', localItem(db, 'event', choir, 'en')!, NOW)) as unknown[]);
    const overrides = moved.getAllSubcomponents('vevent').filter(v => v.hasProperty('recurrence-id'));
    expect(overrides.map(v => [String(v.getFirstPropertyValue('recurrence-id')), String(v.getFirstPropertyValue('dtstart')), String(v.getFirstPropertyValue('dtend'))])).toEqual([
      ['2026-12-15T19:00:00', '2026-12-16T21:00:00', '2026-12-16T23:00:00'],
    ]);
    // Cancelled in Magis: the override goes, the day stays skipped.
    db.prepare("UPDATE events SET status = 'cancelled' WHERE id = ?").run(concert);
    const gone = unfold(patchObject(SERIES, 'choir-1', localItem(db, 'event', choir, 'en')!, NOW));
    expect(gone).not.toContain('RECURRENCE-ID');
    expect(gone.match(/EXDATE[^\r]*/g)).toEqual(['EXDATE:20261208T190000', 'EXDATE:20261215T190000']);
  });
});
