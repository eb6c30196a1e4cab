/**
 * Calendar-day arithmetic on "YYYY-MM-DD" strings. Days are the user's local days, so the maths
 * runs in UTC on the bare date, where no daylight-saving shift can move a day.
 */

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

export function addDays(day: string, n: number): string {
  const {y, m, d} = parts(day);
  return fmt(new Date(Date.UTC(y, m - 1, d) + n * DAY_MS));
}

/** Adds calendar months, clamping to the month's last day (Aug 31 + 6 months = Feb 28/29). */
export function addMonths(day: string, n: number): string {
  const {y, m, d} = parts(day);
  const last = new Date(Date.UTC(y, m - 1 + n + 1, 0)).getUTCDate();
  return fmt(new Date(Date.UTC(y, m - 1 + n, Math.min(d, last))));
}

/** Whole days from `a` to `b` (positive when b is later). */
export function daysBetween(a: string, b: string): number {
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
