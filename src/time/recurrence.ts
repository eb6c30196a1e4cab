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
import {addDays} from './arithmetic.js';

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
  const single = (v: number | number[] | null | undefined) => (Array.isArray(v) ? (v.length === 1 ? v[0] : undefined) : (v ?? undefined));
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
 *
 * Bounded whatever the rule says (issue 24: one imported `FREQ=SECONDLY;COUNT=100000000` froze
 * every command): rrule walks every period from the rule's start, so the rule is first reshaped
 * (see `bounded`) to start just before the window and stop at its end.
 */
export function occurrenceDays(start: string, time: string | null, rule: string, from: string, to: string): string[] {
  if (!DAY.test(start) || !DAY.test(from) || !DAY.test(to) || from > to) return [];
  // One chat turn asks for the same windows several times (greeting, answer, due list): each
  // expansion is done once per process.
  const key = `${start}|${time}|${rule}|${from}|${to}`;
  const known = expanded.get(key);
  if (known) return [...known];
  const days = expand(start, time, rule, from, to);
  if (expanded.size >= MAX_REMEMBERED) expanded.clear();
  expanded.set(key, days);
  return [...days];
}

const expanded = new Map<string, string[]>();
const MAX_REMEMBERED = 5_000;

function expand(start: string, time: string | null, rule: string, from: string, to: string): string[] {
  let opts: Partial<import('rrule').Options>;
  try {
    opts = rrule().RRule.parseString(stripPrefix(rule));
    if (opts.freq === undefined) throw new Error('no FREQ');
  } catch {
    return start >= from && start <= to ? [start] : [];
  }
  const {RRule} = rrule();
  const first = floating(start, time);
  const last = new Date(floating(to, '23:59').getTime() + 59_999);
  const shaped = bounded(monthEnds(opts, start), first, floating(from, '00:00'), last);
  if (!shaped) return [];
  let r: import('rrule').RRule;
  try {
    r = new RRule({...shaped.opts, dtstart: shaped.dtstart, tzid: null});
  } catch {
    return start >= from && start <= to ? [start] : [];
  }
  limitSteps(r, shaped.steps);
  const days = new Set<string>();
  r.between(floating(from, '00:00'), last, true, (d: Date, i: number) => (days.add(dayOf(d)), i < MAX_IN_WINDOW));
  return [...days];
}

/**
 * rrule walks period after period until it emits a date past UNTIL, so a rule that never emits
 * again (BYMONTH=2;BYMONTHDAY=30, or every 7 days on Mondays from a Tuesday) is walked to the year
 * 9999 — minutes. rrule has no step limit, but its loop reads `options.interval` on every period
 * (it stops when that is 0): the rule's options are handed over with an interval that reads 0 once
 * `periods` periods were walked, a deterministic bound the window sets (recurrence.test.ts proves
 * the loop still stops, so an rrule upgrade that changes this fails there, not in the field).
 */
function limitSteps(r: import('rrule').RRule, periods: number): void {
  const real = r.options;
  let reads = 2 * periods; // the loop reads it twice a period: its check, and the step forward
  const options = {...real};
  Object.defineProperty(options, 'interval', {get: () => (reads-- > 0 ? (walked++, real.interval) : 0), enumerable: true});
  (r as {options: typeof real}).options = options;
}

/** rrule's reads of the interval in this process: two a period walked, the work of every expansion. */
let walked = 0;

/**
 * How many periods rrule has walked in this process, over every expansion: the work a hostile rule
 * costs, which a test bounds (as the window bounds it) rather than a time a loaded machine misses.
 */
export const periodsWalked = (): number => Math.ceil(walked / 2);

/** More results than this in one window (a daily rule at 24 hours over ten years is 88k) are cut: a last guard. */
const MAX_IN_WINDOW = 100_000;
/** Periods walked beyond the ones the window needs before a rule that emits nothing is given up. */
const SPARE_STEPS = 100;

const DAY_MS = 86_400_000;
/** How many whole periods a COUNT rule with BY-filters is walked from its real start before its count is estimated instead. */
const MAX_WALKED_PERIODS = 400;
const FILTERS = ['bysetpos', 'bymonth', 'bymonthday', 'bynmonthday', 'byyearday', 'byweekno', 'byweekday', 'bynweekday', 'byhour', 'byminute', 'bysecond', 'byeaster'] as const;
type Opts = Partial<import('rrule').Options>;
const isSet = (v: unknown) => v != null && !(Array.isArray(v) && v.length === 0);

/**
 * The rule reshaped so that expanding it over [from, last] costs the window, not the time since it
 * started; null when it has no occurrence left by then.
 * - More often than daily (HOURLY, MINUTELY, SECONDLY): only days matter here, so it becomes a daily
 *   rule over the days it spans (its day-level BY-filters kept), ending on the day of its last
 *   occurrence (COUNT turned into that end).
 * - DAILY and WEEKLY have fixed-length periods: the start moves forward by whole periods to just
 *   before the window (phase and weekday kept); COUNT drops by the periods skipped when each period
 *   holds exactly one occurrence. With BY-filters a COUNT is walked from the real start while that
 *   is at most MAX_WALKED_PERIODS periods; further back, the run is taken to end `count` periods
 *   after its start (each period holds at least one occurrence: an estimate, on the safe side).
 * - MONTHLY and YEARLY cost a step per month or year since the start: cheap, left as they are.
 * - Always: UNTIL is at most the window's end, so nothing after it is walked.
 */
function bounded(input: Opts, dtstart: Date, from: Date, last: Date): {opts: Opts; dtstart: Date; steps: number} | null {
  const {Frequency} = rrule();
  let opts: Opts = {...input};
  let start = dtstart.getTime();
  const unit: Partial<Record<number, number>> = {[Frequency.SECONDLY]: 1000, [Frequency.MINUTELY]: 60_000, [Frequency.HOURLY]: 3_600_000};
  const interval = Math.max(1, opts.interval ?? 1);
  const sub = unit[opts.freq!];
  if (sub !== undefined) {
    const period = interval * sub;
    let end = opts.until ? opts.until.getTime() : Infinity;
    if (opts.count) end = Math.min(end, start + (opts.count - 1) * period);
    opts = {
      freq: Frequency.DAILY,
      interval: period > DAY_MS && period % DAY_MS === 0 ? period / DAY_MS : 1,
      bymonth: opts.bymonth,
      bymonthday: opts.bymonthday,
      byyearday: opts.byyearday,
      byweekno: opts.byweekno,
      byweekday: opts.byweekday,
      // The end of the last occurrence's day: the daily stand-in falls at the start's time of day.
      until: Number.isFinite(end) ? new Date(Math.floor(end / DAY_MS) * DAY_MS + DAY_MS - 1) : null,
    };
  }
  const fixed = opts.freq === Frequency.DAILY ? DAY_MS : opts.freq === Frequency.WEEKLY ? 7 * DAY_MS : undefined;
  if (fixed !== undefined) {
    const period = Math.max(1, opts.interval ?? 1) * fixed;
    const skip = Math.floor((from.getTime() - start) / period) - 1;
    if (skip > 0) {
      const filtered = FILTERS.some(k => isSet(opts[k]));
      if (opts.count && !filtered) {
        if (opts.count <= skip) return null;
        opts.count -= skip;
        start += skip * period;
      } else if (opts.count && skip > MAX_WALKED_PERIODS) {
        const end = start + opts.count * period;
        opts.until = opts.until && opts.until.getTime() < end ? opts.until : new Date(end);
        opts.count = null;
        start += skip * period;
      } else if (!opts.count) start += skip * period;
    }
  }
  if (opts.until && opts.until.getTime() < from.getTime()) return null;
  if (!opts.until || opts.until.getTime() > last.getTime()) opts.until = last;
  const span = last.getTime() - start;
  const periodMs = (fixed ?? (opts.freq === Frequency.MONTHLY ? 28 * DAY_MS : 365 * DAY_MS)) * Math.max(1, opts.interval ?? 1);
  return {opts, dtstart: new Date(start), steps: Math.ceil(span / periodMs) + SPARE_STEPS};
}

/**
 * Why a recurrence is refused at import (a calendar, an export, the model's extraction), or null
 * when it is one Magis keeps. Magis's agenda is made of days: a rule more often than daily is no
 * plan a person keeps ("every second"), and an absurd interval or a rule of hundreds of parts is
 * an attack or a broken file. The event is then kept once, on its first day.
 */
export function ruleProblem(rule: string): string | null {
  if (rule.length > MAX_RULE_LENGTH) return `its recurrence rule is too long (over ${MAX_RULE_LENGTH} characters)`;
  let opts: Opts;
  try {
    opts = rrule().RRule.parseString(stripPrefix(rule));
  } catch {
    return 'its recurrence rule cannot be read';
  }
  const {Frequency} = rrule();
  if (opts.freq === undefined) return 'its recurrence rule has no FREQ';
  if (opts.freq === Frequency.HOURLY || opts.freq === Frequency.MINUTELY || opts.freq === Frequency.SECONDLY) return 'it repeats more often than once a day';
  if ((opts.interval ?? 1) > MAX_INTERVAL) return `its recurrence interval is over ${MAX_INTERVAL}`;
  return null;
}

const MAX_RULE_LENGTH = 300;
const MAX_INTERVAL = 1000;

/** The first day on or after `from` on which it falls (searching `horizonDays` ahead), or null. */
export function nextOccurrence(start: string, time: string | null, rule: string, from: string, horizonDays = 400, skipped?: string[]): string | null {
  const to = addDays(from, horizonDays);
  return withoutSkipped(occurrenceDays(start, time, rule, from, to), skipped)[0] ?? null;
}

/** A series' days less those it skips (a calendar's EXDATE, a moved occurrence's former day). */
export function withoutSkipped(days: string[], skipped: string[] | undefined): string[] {
  return skipped?.length ? days.filter(d => !skipped.includes(d)) : days;
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
