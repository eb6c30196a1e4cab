/**
 * Where an event falls on the user's clock. Pure.
 *
 * An event kept in the user's wall clock (no tzid) falls on the days recurrence.ts expands, at its
 * time. One kept in its own zone (a calendar's "every Monday 09:00 America/New_York") has its day,
 * time, rule and skipped days in that zone: the rule is expanded there and each occurrence moved
 * to the user's clock on its own, so its local time follows both zones' summer time (14:00 in
 * London most weeks, 13:00 in the weeks only New York has changed its clocks).
 */
import {addDays} from '../time/arithmetic.js';
import {toLocal, wallIn} from '../time/zone.js';
import {occurrenceDays, withoutSkipped} from '../time/recurrence.js';

/** What places an event: its first (or only) day and time, rule, skipped days and zone. */
export interface Placed {
  date: string;
  time: string | null;
  rrule: string | null;
  exdates?: string[];
  /** IANA zone its day, time and skipped days are in; null or absent: the user's wall clock. */
  tzid?: string | null;
}

/** One occurrence on the user's clock. */
export interface Occurrence {
  date: string;
  time: string | null;
}

/** Its first (or only) occurrence on the user's clock. */
export function localStart(e: Placed): Occurrence {
  return toLocal(e.tzid, e.date, e.time);
}

/** A zone's day can be this many days off the user's (UTC−12 against UTC+14 is 26 hours). */
const ZONE_SLACK_DAYS = 2;

/**
 * Its occurrences whose day on the user's clock is between `from` and `to` (inclusive), in order,
 * less the days it skips; a one-off event's only one when it falls there.
 */
export function occurrencesBetween(e: Placed, from: string, to: string): Occurrence[] {
  if (!e.rrule) {
    const start = localStart(e);
    return start.date >= from && start.date <= to ? [start] : [];
  }
  if (!e.tzid || e.time === null) return withoutSkipped(occurrenceDays(e.date, e.time, e.rrule, from, to), e.exdates).map(date => ({date, time: e.time}));
  const zone = e.tzid;
  const time = e.time;
  const days = withoutSkipped(occurrenceDays(e.date, time, untilIn(zone, e.rrule), addDays(from, -ZONE_SLACK_DAYS), addDays(to, ZONE_SLACK_DAYS)), e.exdates);
  return days.map(day => toLocal(zone, day, time)).filter(o => o.date >= from && o.date <= to);
}

/** One occurrence of a series that spans days, with where it ends, on the user's clock. */
export interface SpanOccurrence {
  start: Occurrence;
  end: Occurrence;
}

/**
 * A series whose first occurrence spans days (a weekend away every month, a Friday-to-Sunday camp
 * each week): every occurrence lasts as long, each ending that many days after its own start at the
 * first's hour. Those still running on `from` or starting by `to` are given, each once, in order.
 */
export function spanOccurrencesBetween(e: Placed & {endDate: string; endTime?: string | null}, from: string, to: string): SpanOccurrence[] {
  if (!e.rrule) return [];
  const days = daysBetween(e.date, e.endDate);
  const zone = e.time === null ? null : (e.tzid ?? null);
  const endTime = e.time === null ? null : (e.endTime ?? e.time);
  // The series' own days (its zone's, or the user's wall clock), from early enough that one begun before `from` is seen.
  const slack = zone ? ZONE_SLACK_DAYS : 0;
  const own = withoutSkipped(occurrenceDays(e.date, e.time, zone ? untilIn(zone, e.rrule) : e.rrule, addDays(from, -days - slack), addDays(to, slack)), e.exdates);
  return own.map(day => ({start: toLocal(zone, day, e.time), end: toLocal(zone, addDays(day, days), endTime)})).filter(o => o.start.date <= to && o.end.date >= from);
}

/** Whole days from one local day to another. */
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** Its first occurrence on or after the user's day `from` (searching `horizonDays` ahead), or null. */
export function nextOccurrenceOf(e: Placed, from: string, horizonDays = 400): Occurrence | null {
  return occurrencesBetween(e, from, addDays(from, horizonDays))[0] ?? null;
}

/**
 * The rule with an UNTIL in UTC ("…T045959Z", as calendars write it for a start in a zone) written
 * as the zone's wall clock, which is what the expansion compares the zone's occurrences with.
 */
function untilIn(zone: string, rule: string): string {
  return rule.replace(/UNTIL=(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/i, (_, y: string, mo: string, d: string, h: string, mi: string, s: string) => {
    const w = wallIn(zone, new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s))));
    return `UNTIL=${w.date.replace(/-/g, '')}T${w.time.replace(':', '')}${s}`;
  });
}
