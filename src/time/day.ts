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

/**
 * Whether `s` starts with a real calendar day, YYYY-MM-DD, of a year from 1000 to 9999: "2026-02-30"
 * (which Date would roll to March 2nd) and year 0000 are not (issue 24: import took both). The rest,
 * when there is more, must be a time Date reads ("2026-03-01T10:00:00Z").
 */
export function isRealDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(.*)$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1000 || mo < 1 || mo > 12 || d < 1) return false;
  if (d > new Date(Date.UTC(y, mo, 0)).getUTCDate()) return false;
  return m[4] === '' || (/^[T ]\d{2}:\d{2}/.test(m[4]!) && !Number.isNaN(Date.parse(s)));
}

/** The Monday (local YYYY-MM-DD) of the local ISO week holding an instant. */
export function localWeekStart(at: Date | string): string {
  const d = typeof at === 'string' ? new Date(at) : at;
  return localDay(new Date(d.getFullYear(), d.getMonth(), d.getDate() - ((d.getDay() + 6) % 7), 12));
}
