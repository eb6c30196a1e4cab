import {describe, expect, it} from 'vitest';
import {localWall} from '../time/zone.js';
import {localStart, nextOccurrenceOf, occurrencesBetween} from './occurrences.js';

/** An instant on this process's clock (the suite runs in UTC and in São Paulo). */
const here = (iso: string) => localWall(new Date(iso));

describe("occurrences on the user's clock", () => {
  it("an event on the user's wall clock falls on its days at its time, as before", () => {
    const yoga = {date: '2026-03-07', time: '07:30', rrule: 'FREQ=WEEKLY;BYDAY=SA', exdates: ['2026-03-14']};
    expect(occurrencesBetween(yoga, '2026-03-01', '2026-03-22')).toEqual([
      {date: '2026-03-07', time: '07:30'},
      {date: '2026-03-21', time: '07:30'},
    ]);
    expect(occurrencesBetween({date: '2026-03-09', time: '10:00', rrule: null}, '2026-03-01', '2026-03-08')).toEqual([]);
    expect(localStart({date: '2026-07-04', time: null, rrule: null, tzid: 'America/New_York'})).toEqual({date: '2026-07-04', time: null});
  });

  it("an event kept in New York: each week the same instant there, its skipped day in New York's days", () => {
    const sync = {date: '2026-03-02', time: '09:00', rrule: 'FREQ=WEEKLY;BYDAY=MO', exdates: ['2026-03-16'], tzid: 'America/New_York'};
    expect(occurrencesBetween(sync, '2026-03-01', '2026-03-31')).toEqual(['2026-03-02T14:00:00Z', '2026-03-09T13:00:00Z', '2026-03-23T13:00:00Z', '2026-03-30T13:00:00Z'].map(here));
    expect(nextOccurrenceOf(sync, '2026-03-10')).toEqual(here('2026-03-23T13:00:00Z'));
  });

  it('finds an occurrence whose day there is outside the window but whose day here is in it', () => {
    // Monday 08:00 in Auckland (UTC+13 in January) is Sunday on this machine's clock.
    const standup = {date: '2026-01-05', time: '08:00', rrule: 'FREQ=WEEKLY;BYDAY=MO', tzid: 'Pacific/Auckland'};
    expect(occurrencesBetween(standup, '2026-01-11', '2026-01-11')).toEqual([here('2026-01-11T19:00:00Z')]);
    expect(occurrencesBetween(standup, '2026-01-12', '2026-01-12')).toEqual([]);
  });

  it('reads an UNTIL in UTC as the instant it is: the last occurrence at that instant is kept', () => {
    // 09:00 in Berlin on 30 March (CEST) is 07:00 UTC.
    const until = {date: '2026-03-02', time: '09:00', rrule: 'FREQ=WEEKLY;UNTIL=20260330T070000Z', tzid: 'Europe/Berlin'};
    expect(
      occurrencesBetween(until, '2026-03-01', '2026-04-30')
        .map(o => o.date)
        .at(-1),
    ).toBe(here('2026-03-30T07:00:00Z').date);
    expect(occurrencesBetween(until, '2026-03-01', '2026-04-30')).toHaveLength(5);
  });
});
