/**
 * Recurrence expansion with the `rrule` package (RFC 5545), never by hand. Pure.
 *
 * Events are kept as wall-clock days and times ("every Saturday at 9:00", wherever the user is),
 * so rules are expanded in rrule's "floating" mode: a wall-clock moment is written as the UTC
 * instant with the same fields, and the results are read back with getUTC*. No time zone enters
 * the arithmetic, so a daylight-saving change (São Paulo until 2019, the US every year) never moves
 * an occurrence to another hour or day.
 *
 * rrule is loaded on first use with a synchronous `require` (its ESM build has no file extensions
 * Node can resolve; its CommonJS bundle works): `magis remind` with no recurring event never loads it.
 */
import {createRequire} from 'node:module';

type RRuleLib = typeof import('rrule');
let lib: RRuleLib | undefined;
const rrule = (): RRuleLib => (lib ??= createRequire(import.meta.url)('rrule') as RRuleLib);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The floating instant of a wall-clock day and time ("2026-03-07", "09:00"). */
function floating(day: string, time: string | null): Date {
  const [, y, m, d] = DAY.exec(day)!;
  const [h, min] = (time ?? '00:00').split(':').map(Number) as [number, number];
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), h, min));
}

const dayOf = (t: Date) => t.toISOString().slice(0, 10);

/** True when `rule` is a recurrence rrule can read ("FREQ=WEEKLY;BYDAY=SA", with or without "RRULE:"). */
export function isValidRule(rule: string): boolean {
  try {
    const opts = rrule().RRule.parseString(stripPrefix(rule));
    return opts.freq !== undefined;
  } catch {
    return false;
  }
}

const stripPrefix = (rule: string) => rule.trim().replace(/^RRULE:/i, '');

/**
 * A day that does not exist in every month or year ("dia 31 de todo mês", a yearly Feb 29) falls on
 * the last day of the shorter months, as people mean it: BYMONTHDAY=31 becomes
 * BYMONTHDAY=28,29,30,31;BYSETPOS=-1 (the last of those the month has), which rrule expands by the
 * RFC. Plain RFC 5545 would skip those months (a yearly Feb 29 only in leap years).
 */
function monthEnds(opts: Partial<import('rrule').Options>, start: string): Partial<import('rrule').Options> {
  const {Frequency} = rrule();
  const noSet = opts.bysetpos == null && opts.byweekday == null && opts.byyearday == null && opts.byweekno == null;
  const single = (v: number | number[] | null | undefined) => (Array.isArray(v) ? (v.length === 1 ? v[0] : undefined) : v ?? undefined);
  const startDay = Number(start.slice(8, 10));
  const startMonth = Number(start.slice(5, 7));
  if (opts.freq === Frequency.MONTHLY && noSet) {
    const day = single(opts.bymonthday) ?? (opts.bymonthday == null ? startDay : undefined);
    if (day !== undefined && day >= 29) return {...opts, bymonthday: range(28, day), bysetpos: [-1]};
  }
  if (opts.freq === Frequency.YEARLY && noSet) {
    const day = single(opts.bymonthday) ?? (opts.bymonthday == null ? startDay : undefined);
    const month = single(opts.bymonth) ?? (opts.bymonth == null ? startMonth : undefined);
    if (day !== undefined && month !== undefined && day >= 29 && daysIn(month) < day) {
      return {...opts, bymonth: [month], bymonthday: range(28, day), bysetpos: [-1]};
    }
    if (day !== undefined && month === 2 && day === 29) return {...opts, bymonth: [2], bymonthday: [28, 29], bysetpos: [-1]};
  }
  return opts;
}

const range = (from: number, to: number) => Array.from({length: to - from + 1}, (_, i) => from + i);
/** Days in a month of a leap year (the most a month can have). */
const daysIn = (month: number) => [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;

/**
 * The days (YYYY-MM-DD, ascending) on which a recurring thing that first happens on `start`
 * (at `time`, HH:MM or null) falls between `from` and `to`, both inclusive. A rule rrule cannot
 * read yields just `start` when it is in the window: a bad rule must not hide the event.
 */
export function occurrenceDays(start: string, time: string | null, rule: string, from: string, to: string): string[] {
  if (!DAY.test(start) || !DAY.test(from) || !DAY.test(to) || from > to) return [];
  let opts: Partial<import('rrule').Options>;
  try {
    opts = rrule().RRule.parseString(stripPrefix(rule));
    if (opts.freq === undefined) throw new Error('no FREQ');
  } catch {
    return start >= from && start <= to ? [start] : [];
  }
  const {RRule} = rrule();
  const r = new RRule({...monthEnds(opts, start), dtstart: floating(start, time), tzid: null});
  const last = new Date(floating(to, '23:59').getTime() + 59_999);
  return [...new Set(r.between(floating(from, '00:00'), last, true).map(dayOf))];
}

/** The first day on or after `from` on which it falls (searching `horizonDays` ahead), or null. */
export function nextOccurrence(start: string, time: string | null, rule: string, from: string, horizonDays = 400): string | null {
  const to = dayOf(new Date(floating(from, null).getTime() + horizonDays * 86_400_000));
  return occurrenceDays(start, time, rule, from, to)[0] ?? null;
}

/**
 * The days a birthday or anniversary ("YYYY-MM-DD", or "--MM-DD" when the year is unknown) falls
 * on between `from` and `to`: yearly, a Feb 29 on Feb 28 in common years.
 */
export function yearlyDays(date: string, from: string, to: string): string[] {
  const m = /^(?:(\d{4})|--)-?(\d{2})-(\d{2})$/.exec(date);
  if (!m) return [];
  // A year far enough back that every window is after it; 2000 is a leap year, so Feb 29 is valid.
  const start = `${m[1] ?? '2000'}-${m[2]}-${m[3]}`;
  if (!DAY.test(start) || start > to) return [];
  return occurrenceDays(start, null, 'FREQ=YEARLY', from < start ? start : from, to);
}
