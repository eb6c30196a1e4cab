import {format} from 'date-fns/format';

/**
 * The one notion of "day" in Magis: the user's local calendar day. Understanding, reminders,
 * retrieval's time windows and every printed date use it, so a message typed at 21:33 on 12/03
 * in São Paulo is on 12/03 everywhere (never on UTC's 13/03).
 */

/** Local calendar day (YYYY-MM-DD) of a Date or an ISO instant. */
export function localDay(at: Date | string): string {
  return format(typeof at === 'string' ? new Date(at) : at, 'yyyy-MM-dd');
}

/** Local midnight starting a YYYY-MM-DD day (for `--since`/`--until` and time windows). */
export function startOfLocalDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}
