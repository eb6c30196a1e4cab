import ICAL from 'ical.js';
import {describe, expect, it} from 'vitest';
import {vtimezoneLines} from './vtimezone.js';
import {fromLocal, ianaZone, localWall, offsetAt, toLocal, userZone, wallIn, wallToInstant} from './zone.js';

describe('wall clocks of other zones', () => {
  it('reads a New York wall time in winter, in summer, in the skipped hour and in the repeated one (RFC 5545 3.3.5)', () => {
    expect(wallToInstant('America/New_York', '2026-01-05', '09:00').toISOString()).toBe('2026-01-05T14:00:00.000Z');
    expect(wallToInstant('America/New_York', '2026-07-06', '09:00').toISOString()).toBe('2026-07-06T13:00:00.000Z');
    // 02:30 on 8 March 2026 does not exist there: read with the offset before the gap, 03:30 EDT.
    expect(wallToInstant('America/New_York', '2026-03-08', '02:30').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // 01:30 on 1 November 2026 happens twice: the first one (EDT).
    expect(wallToInstant('America/New_York', '2026-11-01', '01:30').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(wallIn('America/New_York', new Date('2026-11-01T06:30:00Z'))).toEqual({date: '2026-11-01', time: '01:30'});
    expect(wallIn('Asia/Kathmandu', new Date('2026-12-31T20:00:00Z'))).toEqual({date: '2027-01-01', time: '01:45'});
    expect(offsetAt('Europe/London', Date.UTC(2026, 6, 1))).toBe(3_600_000);
  });

  it("knows a calendar's TZID by its IANA name, an alias or a publisher's path; not a Windows name", () => {
    expect(ianaZone('America/New_York')).toBe('America/New_York');
    expect(ianaZone('US/Eastern')).toBe('America/New_York');
    expect(ianaZone('"Europe/London"')).toBe('Europe/London');
    expect(ianaZone('/mozilla.org/20050126_1/America/Sao_Paulo')).toBe('America/Sao_Paulo');
    expect(ianaZone('/freeassociation.sourceforge.net/Tzfile/Europe/London')).toBe('Europe/London');
    expect(ianaZone('Etc/UTC')).toBe('UTC');
    expect(ianaZone('E. South America Standard Time')).toBeNull();
    expect(ianaZone('New_York')).toBeNull();
    expect(ianaZone('')).toBeNull();
    expect(ianaZone(null)).toBeNull();
  });

  it("moves a zone's wall clock to this process's and back; no zone or no time stays as it is", () => {
    const at = wallToInstant('America/New_York', '2026-03-09', '09:00');
    expect(toLocal('America/New_York', '2026-03-09', '09:00')).toEqual(localWall(at));
    expect(fromLocal('America/New_York', localWall(at).date, localWall(at).time)).toEqual({date: '2026-03-09', time: '09:00'});
    expect(toLocal(null, '2026-03-09', '09:00')).toEqual({date: '2026-03-09', time: '09:00'});
    expect(toLocal('America/New_York', '2026-03-09', null)).toEqual({date: '2026-03-09', time: null});
    expect(ianaZone(userZone())).toBe(userZone());
  });
});

describe('a VTIMEZONE written from ICU', () => {
  /** ical.js's reading of the written VTIMEZONE, against Intl, at noon and 03:00 UTC of every 5th day of the years. */
  function agrees(zone: string, from: number, to: number): void {
    const text = ['BEGIN:VCALENDAR', ...vtimezoneLines(zone, from, to, `Test/${zone}`), 'END:VCALENDAR'].join('\r\n');
    const tz = new ICAL.Timezone(new ICAL.Component(ICAL.parse(text) as unknown[]).getFirstSubcomponent('vtimezone')!);
    for (let t = Date.UTC(from, 0, 1, 3); t < Date.UTC(to + 1, 0, 1); t += 5 * 86_400_000 + 9 * 3_600_000) {
      const utc = ICAL.Time.fromJSDate(new Date(t), true);
      expect(tz.utcOffset(utc) * 1000, `${zone} ${new Date(t).toISOString()}`).toBe(offsetAt(zone, t));
    }
  }

  it('gives the offsets ICU gives, for zones with yearly rules, without summer time, and with irregular changes', () => {
    for (const zone of ['America/New_York', 'Europe/London', 'America/Sao_Paulo', 'Australia/Sydney', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC', 'Africa/Casablanca']) {
      agrees(zone, 2025, 2029);
    }
    // São Paulo had summer time until 2019: its changes one by one, then none.
    agrees('America/Sao_Paulo', 2016, 2021);
  });

  it('writes yearly rules as calendar programs do', () => {
    const lines = vtimezoneLines('America/New_York', 2026, 2030);
    expect(lines).toEqual(
      expect.arrayContaining([
        'TZID:America/New_York',
        'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
        'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
        'DTSTART:20250309T020000',
        'DTSTART:20251102T020000',
        'TZOFFSETFROM:-0500',
        'TZOFFSETTO:-0400',
      ]),
    );
    expect(vtimezoneLines('Europe/London', 2026, 2030)).toEqual(expect.arrayContaining(['RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', 'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU']));
    expect(vtimezoneLines('America/Sao_Paulo', 2026, 2030)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/Sao_Paulo',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:-0300',
      'TZOFFSETTO:-0300',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });
});
