import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseIcs} from '../src/calendar/ics-parse.js';
import {homePerTest, magis} from './helpers/cli.js';
import {inspect} from './helpers/db.js';

/**
 * A VTIMEZONE whose offset rule repeats more often than a zone changes (every second, or every
 * day of every month) hung an import for over 40 s and a cron sync until
 * killed (issue 39): ical.js expands a zone's rule from its start, unbounded. The zone is now
 * checked — counted and timed — before ical.js sees it, and refused in one sentence.
 */
const newHome = homePerTest();
const NOW = ['--now', '2026-11-24T10:00'];

const calendar = (standardRule: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//t//EN',
    'BEGIN:VTIMEZONE',
    'TZID:Custom/Harbour',
    'BEGIN:STANDARD',
    'DTSTART:16010101T030000',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0000',
    `RRULE:${standardRule}`,
    'END:STANDARD',
    'BEGIN:DAYLIGHT',
    'DTSTART:16010101T010000',
    'TZOFFSETFROM:+0000',
    'TZOFFSETTO:+0100',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'END:DAYLIGHT',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    'UID:harbour-1',
    'DTSTAMP:20261101T000000Z',
    'DTSTART;TZID=Custom/Harbour:20261203T180000',
    'SUMMARY:Harbour walk',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

const HOSTILE = ['FREQ=SECONDLY', 'FREQ=MINUTELY;INTERVAL=1', 'FREQ=HOURLY', 'FREQ=MONTHLY;BYMONTHDAY=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28'];

describe('VTIMEZONE rules are bounded before they are expanded', () => {
  it('parsing (import and sync share it) refuses each hostile zone quickly, naming it', () => {
    for (const rule of HOSTILE) {
      const started = Date.now();
      expect(() => parseIcs(calendar(rule), new Date('2026-11-24T10:00:00Z'), 'harbour.ics'), rule).toThrow(
        /^harbour\.ics: the time zone Custom\/Harbour cannot be used \(.+\); nothing was imported\.$/,
      );
      expect(Date.now() - started, rule).toBeLessThan(2_000);
    }
    // A zone as real calendars write it still reads: the walk at 18:00 harbour time (UTC+0 in December).
    const ok = parseIcs(calendar('FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU'), new Date('2026-11-24T10:00:00Z'), 'harbour.ics');
    expect(ok.events.map(e => e.title)).toEqual(['Harbour walk']);
  });

  it('magis import says so in one sentence, exit 1, and stores nothing', () => {
    const home = newHome();
    const file = join(home, '..', 'harbour.ics');
    writeFileSync(file, calendar(HOSTILE[0]!));
    const r = magis(home, ['import', file, ...NOW], {env: {LANG: 'en_US.UTF-8'}});
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/the time zone Custom\/Harbour cannot be used \(its rule repeats secondly\); nothing was imported\./);
    expect(inspect(home, db => db.prepare('SELECT count(*) FROM events').pluck().get())).toBe(0);
  });
});
