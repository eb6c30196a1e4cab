/**
 * Resolving a date expression against an injected `now` (never the system clock), by date-fns:
 * days are local calendar days, held as local noon so no DST shift moves them across midnight;
 * weeks start on Monday.
 */
// date-fns by function: its index module costs ~0.2 s of start-up on cron and script paths.
import {addDays} from 'date-fns/addDays';
import {addMonths} from 'date-fns/addMonths';
import {getDaysInMonth} from 'date-fns/getDaysInMonth';
import {startOfWeek} from 'date-fns/startOfWeek';
import {detectLanguage} from '../../text/language.js';
import {localDay, startOfLocalDay} from '../../time/day.js';
import {scanTokens} from '../text.js';
import {findDates} from './matchers.js';
import {findTimes} from './times.js';
import type {DateSpec, ResolvedDate, Tense} from './specs.js';

/** A calendar day as local noon: arithmetic by whole days never crosses into another day at a DST change. */
const NOON = 12;
const mk = (y: number, m: number, d: number) => new Date(y, m - 1, d, NOON);
const iso = (x: Date) => localDay(x);
const daysIn = (y: number, m: number) => getDaysInMonth(mk(y, m, 1));
const cmp = (a: Date, b: Date) => iso(a).localeCompare(iso(b));
const monday = (x: Date) => startOfWeek(x, {weekStartsOn: 1});
const withDay = (x: Date, d: number) => mk(x.getFullYear(), x.getMonth() + 1, d);
const firstOfMonth = (x: Date) => withDay(x, 1);
const lastOfMonth = (x: Date) => withDay(x, daysIn(x.getFullYear(), x.getMonth() + 1));

/**
 * Resolve a date expression against `now`. `tense` breaks the ties a bare weekday, month or day
 * leaves open ("na terça" is next Tuesday for an appointment, last Tuesday for a visit).
 */
export function resolveSpec(spec: DateSpec, now: Date, tense: Tense | null = null): ResolvedDate {
  const today = mk(now.getFullYear(), now.getMonth() + 1, now.getDate());
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const day = (x: Date, t: ResolvedDate['tense']): ResolvedDate => ({date: iso(x), end: iso(x), precision: 'day', tense: t});
  const range = (a: Date, b: Date, precision: ResolvedDate['precision'], t: ResolvedDate['tense']): ResolvedDate => {
    // Clamp a range that holds today to the side the tense points at.
    let s = a;
    let e = b;
    const want = tense ?? (t === 'past' || t === 'future' ? t : null);
    if (cmp(a, today) <= 0 && cmp(today, b) <= 0) {
      if (want === 'past') e = today;
      else if (want === 'future') s = today;
    }
    return {date: iso(s), end: iso(e), precision, tense: t};
  };
  const tenseOf = (x: Date): ResolvedDate['tense'] => (cmp(x, today) < 0 ? 'past' : cmp(x, today) > 0 ? 'future' : 'present');
  switch (spec.kind) {
    case 'offset-days': {
      const x = addDays(today, spec.days);
      return day(x, spec.days < 0 ? 'past' : spec.days > 0 ? 'future' : 'present');
    }
    case 'week': {
      const mon = addDays(monday(today), 7 * spec.offset);
      return range(mon, addDays(mon, 6), 'week', spec.offset < 0 ? 'past' : spec.offset > 0 ? 'future' : null);
    }
    case 'weekend': {
      const mon = addDays(monday(today), 7 * spec.offset);
      const sat = addDays(mon, 5);
      return range(sat, addDays(sat, 1), 'day', spec.offset < 0 ? 'past' : spec.offset > 0 ? 'future' : null);
    }
    case 'month-rel': {
      const first = addMonths(firstOfMonth(today), spec.offset);
      return range(first, lastOfMonth(first), 'month', spec.offset < 0 ? 'past' : spec.offset > 0 ? 'future' : null);
    }
    case 'month-end': {
      return day(lastOfMonth(addMonths(firstOfMonth(today), spec.offset)), 'future');
    }
    case 'year-rel': {
      const y = year + spec.offset;
      return range(mk(y, 1, 1), mk(y, 12, 31), 'year', spec.offset < 0 ? 'past' : spec.offset > 0 ? 'future' : null);
    }
    case 'year':
      return range(mk(spec.year, 1, 1), mk(spec.year, 12, 31), 'year', spec.year < year ? 'past' : spec.year > year ? 'future' : null);
    case 'ago': {
      const x = spec.unit === 'day' ? addDays(today, -spec.amount) : spec.unit === 'week' ? addDays(today, -7 * spec.amount) : addMonths(today, -(spec.unit === 'year' ? 12 : 1) * spec.amount);
      return day(x, 'past');
    }
    case 'in': {
      const x = spec.unit === 'day' ? addDays(today, spec.amount) : spec.unit === 'week' ? addDays(today, 7 * spec.amount) : addMonths(today, (spec.unit === 'year' ? 12 : 1) * spec.amount);
      return day(x, 'future');
    }
    case 'weekday': {
      const delta = (spec.dow - today.getDay() + 7) % 7;
      const nextOcc = addDays(today, delta === 0 ? 7 : delta);
      const lastOcc = addDays(today, delta === 0 ? -7 : delta - 7);
      if (spec.mod === 'last') return day(lastOcc, 'past');
      if (spec.mod === 'next') {
        // English "next Thursday" said early in a week points past this week's Thursday.
        const inThisWeek = cmp(nextOcc, addDays(monday(today), 6)) <= 0;
        return day(inThisWeek ? addDays(nextOcc, 7) : nextOcc, 'future');
      }
      if (spec.mod === 'upcoming') return day(nextOcc, 'future');
      return tense === 'past' ? day(lastOcc, 'past') : day(nextOcc, tense === 'future' ? 'future' : null);
    }
    case 'month': {
      let y = spec.year ?? year;
      if (spec.year === null) {
        const t = spec.mod === 'last' ? 'past' : spec.mod === 'next' ? 'future' : tense;
        if (t === 'past' && spec.month > month) y--;
        else if (t !== 'past' && spec.month < month) y++;
        if (spec.mod === 'next' && spec.month === month) y++;
        if (spec.mod === 'last' && spec.month === month) y--;
      }
      const first = mk(y, spec.month, 1);
      const last = lastOfMonth(first);
      const t = cmp(last, today) < 0 ? 'past' : cmp(first, today) > 0 ? 'future' : null;
      return range(first, last, 'month', t);
    }
    case 'day-month': {
      let y = spec.year ?? year;
      if (spec.year === null) {
        const candidate = mk(y, spec.month, Math.min(spec.day, daysIn(y, spec.month)));
        if (tense === 'past' && cmp(candidate, today) > 0) y--;
        else if (tense !== 'past' && cmp(candidate, today) < 0) y++;
      }
      const x = mk(y, spec.month, Math.min(spec.day, daysIn(y, spec.month)));
      return day(x, spec.year === null ? (tense ?? tenseOf(x)) : tenseOf(x));
    }
    case 'day': {
      let x = withDay(today, Math.min(spec.day, daysIn(year, month)));
      if (tense === 'past' && cmp(x, today) > 0) x = addMonths(firstOfMonth(today), -1);
      else if (tense !== 'past' && cmp(x, today) < 0) x = addMonths(firstOfMonth(today), 1);
      x = withDay(x, Math.min(spec.day, daysIn(x.getFullYear(), x.getMonth() + 1)));
      return day(x, tense ?? tenseOf(x));
    }
  }
}

/** The tense an expression carries by itself, before any verb is read. */
export function inherentTense(spec: DateSpec, now: Date): Tense | 'present' | null {
  switch (spec.kind) {
    case 'offset-days':
    case 'week':
    case 'weekend':
    case 'month-rel':
    case 'year-rel':
    case 'ago':
    case 'in':
    case 'month-end':
      return resolveSpec(spec, now).tense;
    case 'weekday':
      return spec.mod === 'last' ? 'past' : spec.mod ? 'future' : null;
    case 'month':
      return spec.mod === 'last' ? 'past' : spec.mod === 'next' ? 'future' : spec.year !== null ? resolveSpec(spec, now).tense : null;
    case 'day-month':
      return spec.year !== null ? resolveSpec(spec, now).tense : null;
    default:
      return null;
  }
}

export interface ResolvedExpression extends ResolvedDate {
  time: string | null;
  text: string;
}

/**
 * Find and resolve the first date (and clock time) in free text: "essa semana", "ontem",
 * "há três meses", "na terça às 14h", "dia 10 de dezembro às 9h", "em agosto",
 * "next Thursday at 3pm", "last week", "yesterday". Returns null when there is no date or time.
 */
export function resolveDate(
  text: string,
  now: Date,
  options: {tense?: Tense | null; language?: 'pt' | 'en'} = {},
): ResolvedExpression | null {
  const tokens = scanTokens(text);
  const lang = options.language ?? detectLanguage(text);
  const dates = findDates(tokens, lang);
  const times = findTimes(tokens);
  const d = dates[0];
  const time = times[0]?.time ?? null;
  if (!d) {
    if (!time) return null;
    return {date: localDay(now), end: localDay(now), precision: 'day', tense: 'present', time, text: text.trim()};
  }
  const r = resolveSpec(d.spec, now, options.tense ?? null);
  return {...r, time, text: d.text};
}
