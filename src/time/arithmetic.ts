/**
 * All of Magis's date arithmetic, in one place (issue 22: it was spread over several modules).
 *
 * Two kinds of operand:
 * - "YYYY-MM-DD" strings, the user's local calendar days: the maths runs in UTC on the bare date,
 *   where no daylight-saving shift can move a day, and by hand, because a cron run does it
 *   hundreds of thousands of times (see `parts`);
 * - `Date` instants, in the process's local zone: date-fns, by function (its index module costs
 *   ~0.2 s of start-up on cron and script paths).
 */
import {addDays as addDaysToDate} from 'date-fns/addDays';
import {addMinutes as addMinutesToDate} from 'date-fns/addMinutes';
import {addMonths as addMonthsToDate} from 'date-fns/addMonths';
import {differenceInCalendarDays} from 'date-fns/differenceInCalendarDays';
import {endOfISOWeek} from 'date-fns/endOfISOWeek';
import {getISOWeek} from 'date-fns/getISOWeek';
import {getISOWeekYear} from 'date-fns/getISOWeekYear';
import {startOfISOWeek} from 'date-fns/startOfISOWeek';

const DAY_MS = 86_400_000;

/**
 * The numbers of a day, parsed once: a cron run asks for the same few hundred days thousands of
 * times (every visit against every rule), and splitting each time was ~2 ms of it. Keyed by the
 * string, so it holds only days the data names; the values are pure (no time zone involved).
 */
interface Day {
  y: number;
  m: number;
  d: number;
}

/**
 * (An object, not a [y, m, d] tuple: destructuring an array goes through the iterator protocol,
 * which the cold, interpreted code of a cron run pays for at every call.)
 */
const parsed = new Map<string, Day>();

function parts(day: string): Day {
  let p = parsed.get(day);
  if (!p) {
    const n = day.split('-');
    parsed.set(day, (p = {y: Number(n[0]), m: Number(n[1]), d: Number(n[2])}));
  }
  return p;
}

const fmt = (t: Date) => t.toISOString().slice(0, 10);

/** `n` calendar days later (earlier when negative): a day stays a day, an instant keeps its wall time. */
export function addDays(day: string, n: number): string;
export function addDays(at: Date, n: number): Date;
export function addDays(x: string | Date, n: number): string | Date {
  if (typeof x !== 'string') return addDaysToDate(x, n);
  const {y, m, d} = parts(x);
  return fmt(new Date(Date.UTC(y, m - 1, d) + n * DAY_MS));
}

/** Adds calendar months, clamping to the month's last day (Aug 31 + 6 months = Feb 28/29). */
export function addMonths(day: string, n: number): string;
export function addMonths(at: Date, n: number): Date;
export function addMonths(x: string | Date, n: number): string | Date {
  if (typeof x !== 'string') return addMonthsToDate(x, n);
  const {y, m, d} = parts(x);
  const last = new Date(Date.UTC(y, m - 1 + n + 1, 0)).getUTCDate();
  return fmt(new Date(Date.UTC(y, m - 1 + n, Math.min(d, last))));
}

/** Whole calendar days from `a` to `b` (positive when b is later), days or local instants alike. */
export function daysBetween(a: string | Date, b: string | Date): number {
  if (typeof a !== 'string' || typeof b !== 'string') return differenceInCalendarDays(b, a);
  const {y: ya, m: ma, d: da} = parts(a);
  const {y: yb, m: mb, d: db} = parts(b);
  return Math.round((Date.UTC(yb, mb - 1, db) - Date.UTC(ya, ma - 1, da)) / DAY_MS);
}

/** Whole calendar months from `a` to `b` (0 when b is before a month has passed). */
export function monthsBetween(a: string, b: string): number {
  const {y: ya, m: ma, d: da} = parts(a);
  const {y: yb, m: mb, d: db} = parts(b);
  let months = (yb - ya) * 12 + (mb - ma);
  if (db < da && addMonths(a, months) > b) months--;
  return Math.max(0, months);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: string): number {
  const {y, m, d} = parts(day);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The Monday, local midnight, of the week holding an instant (weeks start on Monday in both languages' answers). */
export function startOfWeek(at: Date): Date {
  return new Date(at.getFullYear(), at.getMonth(), at.getDate() - ((at.getDay() + 6) % 7));
}

/** The ISO week holding an instant: its key ("2026-W48") and its first and last moments. */
export function isoWeek(at: Date): {key: string; start: Date; end: Date} {
  return {key: `${getISOWeekYear(at)}-W${String(getISOWeek(at)).padStart(2, '0')}`, start: startOfISOWeek(at), end: endOfISOWeek(at)};
}

/** `n` minutes later, by the clock (across a daylight-saving change, wall time moves with it). */
export function addMinutes(at: Date, n: number): Date {
  return addMinutesToDate(at, n);
}

/** Days in a month of a year (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
