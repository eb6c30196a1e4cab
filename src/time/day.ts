/**
 * The one notion of "day" in Magis: the user's local calendar day. Understanding, reminders,
 * retrieval's time windows and every printed date use it, so a message typed at 21:33 on 12/03
 * in São Paulo is on 12/03 everywhere (never on UTC's 13/03).
 */

/** Local calendar day (YYYY-MM-DD) of a Date or an ISO instant. */
export function localDay(at: Date | string): string {
  // By hand, not date-fns `format`: that one function (with its locale) was ~15 modules on every
  // cron start, for four digits and two pairs.
  const d = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(d.getTime())) throw new RangeError('Invalid time value');
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(d.getFullYear()).padStart(4, '0')}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Local midnight starting a YYYY-MM-DD day (for `--since`/`--until` and time windows). */
export function startOfLocalDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** The Monday (local YYYY-MM-DD) of the local ISO week holding an instant. */
export function localWeekStart(at: Date | string): string {
  const d = typeof at === 'string' ? new Date(at) : at;
  return localDay(new Date(d.getFullYear(), d.getMonth(), d.getDate() - ((d.getDay() + 6) % 7), 12));
}
