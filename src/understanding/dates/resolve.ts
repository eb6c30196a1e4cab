/**
 * Resolving a date expression against an injected `now` (never the system clock), by date-fns:
 * days are local calendar days, held as local noon so no DST shift moves them across midnight;
 * weeks start on Monday.
 */
import {detectLanguage} from '../../text/language.js';
import {localDay, startOfLocalDay} from '../../time/day.js';
import {scanTokens, firstPhraseAt} from '../text.js';
import {f, NOT_NOW_LEADS, NOW_WORDS, PART_HOURS} from './lexicon.js';
import {findDates} from './matchers.js';
import {findParts} from './parts.js';
import {tenseOfWords} from './tense.js';
import {findTimes} from './times.js';
import type {DateOptions, DateSpec, DayPart, PartMention, ResolvedDate, Tense, Unit} from './specs.js';
import {addDays, addMinutes, addMonths, daysInMonth, startOfWeek} from '../../time/arithmetic.js';

/** A calendar day as local noon: arithmetic by whole days never crosses into another day at a DST change. */
const NOON = 12;
const mk = (y: number, m: number, d: number) => new Date(y, m - 1, d, NOON);
const iso = (x: Date) => localDay(x);
const cmp = (a: Date, b: Date) => iso(a).localeCompare(iso(b));
const withDay = (x: Date, d: number) => mk(x.getFullYear(), x.getMonth() + 1, d);
const firstOfMonth = (x: Date) => withDay(x, 1);
const lastOfMonth = (x: Date) => withDay(x, daysInMonth(x.getFullYear(), x.getMonth() + 1));

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
      const mon = addDays(startOfWeek(today), 7 * spec.offset);
      return range(mon, addDays(mon, 6), 'week', spec.offset < 0 ? 'past' : spec.offset > 0 ? 'future' : null);
    }
    case 'weekend': {
      const mon = addDays(startOfWeek(today), 7 * spec.offset);
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
    case 'quarter-rel': {
      // Quarters run January–March, April–June, July–September, October–December.
      const first = addMonths(mk(year, month - ((month - 1) % 3), 1), 3 * spec.offset);
      return range(first, lastOfMonth(addMonths(first, 3 * spec.count - 1)), 'month', spec.offset < 0 ? 'past' : spec.offset > 0 ? 'future' : null);
    }
    case 'year':
      return range(mk(spec.year, 1, 1), mk(spec.year, 12, 31), 'year', spec.year < year ? 'past' : spec.year > year ? 'future' : null);
    case 'ago':
    case 'in': {
      const sign = spec.kind === 'ago' ? -1 : 1;
      if (spec.unit === 'hour' || spec.unit === 'minute') {
        // "daqui 2 horas", "in 20 minutes", "há 2 horas": the moment, its day and its clock time.
        const at = addMinutes(now, sign * spec.amount * (spec.unit === 'hour' ? 60 : 1));
        return {...day(mk(at.getFullYear(), at.getMonth() + 1, at.getDate()), sign < 0 ? 'past' : 'future'), time: clock(at)};
      }
      return day(shiftBy(today, sign * spec.amount, spec.unit), sign < 0 ? 'past' : 'future');
    }
    case 'workday': {
      let x = addDays(today, spec.offset);
      while (x.getDay() === 0 || x.getDay() === 6) x = addDays(x, spec.offset);
      return day(x, spec.offset < 0 ? 'past' : 'future');
    }
    case 'shift': {
      // "a week from Friday": the day said, then counted from.
      const base = resolveSpec(spec.base, now, tense);
      const x = shiftBy(startOfLocalDay(base.date), spec.amount, spec.unit);
      return day(x, tenseOf(x));
    }
    case 'span': {
      // Said with no tense, a span is one not over yet ("Thursday to Tuesday" on a Sunday is the one
      // running); with one, its start goes that way and its end is the first such day from the start.
      let from: ResolvedDate;
      let to: ResolvedDate;
      if (tense === null && floating(spec.from)) {
        to = resolveSpec(spec.to, now, null);
        from = around(spec.from, to.date, 'past');
      } else {
        from = resolveSpec(spec.from, now, tense);
        to = floating(spec.to) ? around(spec.to, from.date, 'future') : resolveSpec(spec.to, now, tense);
      }
      return {...from, until: to};
    }
    case 'weekday': {
      const delta = (spec.dow - today.getDay() + 7) % 7;
      const nextOcc = addDays(today, delta === 0 ? 7 : delta);
      const lastOcc = addDays(today, delta === 0 ? -7 : delta - 7);
      // "Wednesday of next week", "terça desta semana": that weekday of that week.
      if (spec.week !== undefined) {
        const x = addDays(startOfWeek(today), 7 * spec.week + ((spec.dow + 6) % 7));
        return day(x, tenseOf(x));
      }
      // "this Thursday" on a Thursday is today.
      if (spec.mod === 'this' && delta === 0) return day(today, 'present');
      if (spec.mod === 'this') return tense === 'past' ? day(lastOcc, 'past') : day(nextOcc, 'future');
      if (spec.mod === 'last') return day(lastOcc, 'past');
      if (spec.mod === 'next') {
        // English "next Thursday" said early in a week points past this week's Thursday.
        const inThisWeek = cmp(nextOcc, addDays(startOfWeek(today), 6)) <= 0;
        return day(inThisWeek ? addDays(nextOcc, 7) : nextOcc, 'future');
      }
      if (spec.mod === 'upcoming') return day(nextOcc, 'future');
      return tense === 'past' ? day(lastOcc, 'past') : day(nextOcc, tense === 'future' ? 'future' : null);
    }
    case 'month': {
      let y = spec.year ?? year + (spec.yearOffset ?? 0);
      if (spec.year === null && spec.yearOffset === undefined) {
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
      // "Thursday 10/12": digits that read either way are read the way the weekday said with them agrees.
      if (spec.swappable && spec.weekday !== undefined) {
        const read = resolveSpec({...spec, swappable: false}, now, tense);
        const other = resolveSpec({...spec, day: spec.month, month: spec.day, swappable: false}, now, tense);
        if (startOfLocalDay(read.date).getDay() !== spec.weekday && startOfLocalDay(other.date).getDay() === spec.weekday) return other;
      }
      let y = spec.year ?? year;
      if (spec.year === null) {
        const candidate = mk(y, spec.month, Math.min(spec.day, daysInMonth(y, spec.month)));
        if (tense === 'past' && cmp(candidate, today) > 0) y--;
        else if (tense !== 'past' && cmp(candidate, today) < 0) y++;
      }
      const x = mk(y, spec.month, Math.min(spec.day, daysInMonth(y, spec.month)));
      return day(x, spec.year === null ? (tense ?? tenseOf(x)) : tenseOf(x));
    }
    case 'day': {
      // "Thursday the 10th", "quinta dia 10": the weekday said tells the month — of last, this and
      // next month, the nearest whose day falls on it (the tense's way, when there is one).
      if (spec.weekday !== undefined) {
        const agreeing = [-1, 0, 1]
          .map(o => addMonths(firstOfMonth(today), o))
          .filter(m => spec.day <= daysInMonth(m.getFullYear(), m.getMonth() + 1))
          .map(m => withDay(m, spec.day))
          .filter(x => x.getDay() === spec.weekday && (tense === 'past' ? cmp(x, today) <= 0 : tense === 'future' ? cmp(x, today) >= 0 : true));
        const away = (x: Date) => Math.abs(startOfLocalDay(iso(x)).getTime() - startOfLocalDay(iso(today)).getTime());
        const nearest = agreeing.sort((a, b) => away(a) - away(b))[0];
        if (nearest) return day(nearest, tenseOf(nearest));
      }
      let x = withDay(today, Math.min(spec.day, daysInMonth(year, month)));
      if (tense === 'past' && cmp(x, today) > 0) x = addMonths(firstOfMonth(today), -1);
      else if (tense !== 'past' && cmp(x, today) < 0) x = addMonths(firstOfMonth(today), 1);
      x = withDay(x, Math.min(spec.day, daysInMonth(x.getFullYear(), x.getMonth() + 1)));
      return day(x, tense ?? tenseOf(x));
    }
  }
}

/** A day, week, month or year count added to a day (whole days; months keep the day of the month). */
function shiftBy(x: Date, amount: number, unit: Unit): Date {
  if (unit === 'day') return addDays(x, amount);
  if (unit === 'week') return addDays(x, 7 * amount);
  if (unit === 'month') return addMonths(x, amount);
  if (unit === 'year') return addMonths(x, 12 * amount);
  return x;
}

const clock = (x: Date) => `${String(x.getHours()).padStart(2, '0')}:${String(x.getMinutes()).padStart(2, '0')}`;

/** An expression that names a day or month without saying which one ("Friday", "dia 10", "maio"). */
function floating(spec: DateSpec): boolean {
  switch (spec.kind) {
    case 'weekday':
      return spec.mod === null && spec.week === undefined;
    case 'day':
      return true;
    case 'day-month':
    case 'month':
      return spec.year === null && (spec.kind === 'day-month' || spec.mod === null);
    default:
      return false;
  }
}

/** The nearest such day (or month) on or after (`future`) or on or before (`past`) a day: a span's other end. */
function around(spec: DateSpec, dayIso: string, dir: Tense): ResolvedDate {
  const at = startOfLocalDay(dayIso);
  if (spec.kind === 'weekday') {
    const delta = dir === 'future' ? (spec.dow - at.getDay() + 7) % 7 : -((at.getDay() - spec.dow + 7) % 7);
    const x = addDays(mk(at.getFullYear(), at.getMonth() + 1, at.getDate()), delta);
    return {date: iso(x), end: iso(x), precision: 'day', tense: null};
  }
  return resolveSpec(spec, at, dir);
}

/**
 * A date with its month named and no year, when nothing gives a tense (no caller's, no verb): the
 * nearer of its last and its next — "12 de julho" read in August is the one just gone, not one eleven
 * months ahead; "10 de janeiro" read in August, the next. Any other expression resolves as with no tense.
 */
function nearestDay(spec: DateSpec, now: Date): ResolvedDate {
  const ahead = resolveSpec(spec, now, null);
  if (spec.kind !== 'day-month' || spec.year !== null) return ahead;
  const gone = resolveSpec(spec, now, 'past');
  const today = localDay(now);
  const days = (a: string, b: string) => Math.abs(startOfLocalDay(a).getTime() - startOfLocalDay(b).getTime());
  return days(gone.date, today) < days(ahead.date, today) ? gone : ahead;
}

/** The tense an expression carries by itself, before any verb is read. */
export function inherentTense(spec: DateSpec, now: Date): Tense | 'present' | null {
  switch (spec.kind) {
    case 'offset-days':
    case 'week':
    case 'weekend':
    case 'month-rel':
    case 'year-rel':
    case 'quarter-rel':
    case 'ago':
    case 'in':
    case 'month-end':
    case 'workday':
      return resolveSpec(spec, now).tense;
    case 'weekday':
      if (spec.week !== undefined) return resolveSpec(spec, now).tense;
      return spec.mod === 'last' ? 'past' : spec.mod === 'this' ? null : spec.mod ? 'future' : null;
    case 'span':
      return inherentTense(spec.from, now);
    case 'shift':
      return inherentTense(spec.base, now);
    case 'month':
      return spec.mod === 'last' ? 'past' : spec.mod === 'next' ? 'future' : spec.year !== null ? resolveSpec(spec, now).tense : null;
    case 'day-month':
      return spec.year !== null ? resolveSpec(spec, now).tense : null;
    case 'day': {
      // A day with its weekday is ahead when the weekday agrees only with the one ahead: "Thursday the
      // 10th" said on the 1st of a month whose 10th is a Thursday, even told with a past verb ("got
      // him in for…"). One that agrees behind is left to the verb: a booking may slip a weekday.
      if (spec.weekday === undefined) return null;
      const r = resolveSpec(spec, now);
      return startOfLocalDay(r.date).getDay() === spec.weekday && r.tense === 'future' ? 'future' : null;
    }
    default:
      return null;
  }
}

/** A part of the day read, with the hours it spans ("à tarde": 12–18). */
interface PartOfDay {
  part: DayPart;
  from: number;
  to: number;
}

export interface ResolvedExpression extends Omit<ResolvedDate, 'time' | 'until'> {
  time: string | null;
  /** The end of a range of hours ("das 14h às 16h"), else null. */
  endTime: string | null;
  /** A part of the day said without an hour ("amanhã de manhã", "this evening"), else null. */
  part: PartOfDay | null;
  /** For a span said with two ends ("de 4 a 6 de dezembro"), its end: days, time and part said with it. */
  until: {date: string; end: string; time: string | null; part: PartOfDay | null} | null;
  /** The weekday said with the date ("terça-feira, 10 de dezembro"), even when it is not the date's own. */
  weekday: number | null;
  text: string;
}

const partOf = (p: PartMention | undefined): PartOfDay | null => (p ? {part: p.part, from: PART_HOURS[p.part][0], to: PART_HOURS[p.part][1]} : null);
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/**
 * Find and resolve the first date (and clock time) in free text: "essa semana", "ontem",
 * "há três meses", "na terça às 14h", "dia 22 de março às 15h", "em agosto",
 * "next Thursday at 3pm", "last week", "yesterday", "daqui 2 horas", "de 4 a 6 de dezembro",
 * "tomorrow morning". Returns null when there is no date or time.
 *
 * `tense` breaks the ties a bare day leaves open; left out, the text's own verbs decide ("fui no
 * dentista dia 3" is the last 3rd); null: no tense at all. `dayFirst` or `variety` say how a numeric
 * date is ordered ("3/1"): `resolveDate('3/1', now, {language: 'en', variety: 'en-GB'})` is 3 January,
 * `{variety: 'en-US'}` March 1, `{dayFirst: true}` 3 January whatever the language (DateOptions).
 */
export function resolveDate(text: string, now: Date, options: {tense?: Tense | null; language?: 'pt' | 'en'} & DateOptions = {}): ResolvedExpression | null {
  const tokens = scanTokens(text);
  const lang = options.language ?? detectLanguage(text);
  const tense = options.tense !== undefined ? options.tense : tenseOfWords(tokens);
  const dates = findDates(tokens, lang, new Set(), options);
  const times = findTimes(tokens);
  const parts = findParts(tokens).filter(p => !times.some(t => p.start < t.end && p.end > t.start));
  const d = dates[0];
  if (!d) {
    const t = times[0];
    if (t) {
      // A clock time with no day is the next one: "à meia-noite" said at 11:00 is tonight's, tomorrow's
      // 00:00; told in the past ("the call was at midnight"), the one gone.
      const passed = minutes(t.time) < now.getHours() * 60 + now.getMinutes();
      const day = passed && tense !== 'past' ? localDay(addDays(now, 1)) : localDay(now);
      return {date: day, end: day, precision: 'day', tense: 'present', time: t.time, endTime: t.endTime ?? null, part: null, until: null, weekday: null, text: text.trim()};
    }
    // "a reunião é agora", "now": the moment of speaking.
    const nowWord = tokens.some((_, i) => firstPhraseAt(tokens, i, NOW_WORDS) > 0 && !NOT_NOW_LEADS.has(f(tokens, i - 1)));
    if (nowWord || parts[0]) {
      const day = localDay(now);
      return {date: day, end: day, precision: 'day', tense: 'present', time: parts[0] ? null : clock(now), endTime: null, part: partOf(parts[0]), until: null, weekday: null, text: text.trim()};
    }
    return null;
  }
  const r = options.tense === undefined && tense === null ? nearestDay(d.spec, now) : resolveSpec(d.spec, now, tense);
  // A span's end takes the hours and parts of the day said after its joiner; its start, those before.
  const split = d.split ?? Infinity;
  const timeStart = times.find(t => t.start < split);
  const timeEnd = times.find(t => t.start >= split);
  const partStart = parts.find(p => p.start < split && !(timeStart && p.start < timeStart.end && p.end > timeStart.start));
  const partEnd = parts.find(p => p.start >= split);
  const time = timeStart?.time ?? r.time ?? null;
  const weekday = d.spec.kind === 'day-month' ? (d.spec.weekday ?? null) : d.spec.kind === 'weekday' ? d.spec.dow : null;
  const {until, time: _t, ...rest} = r;
  void _t;
  return {
    ...rest,
    time,
    endTime: timeStart?.endTime ?? null,
    part: time ? null : partOf(partStart),
    until: until ? {date: until.date, end: until.end, time: timeEnd?.time ?? null, part: timeEnd ? null : partOf(partEnd)} : null,
    weekday,
    text: d.text,
  };
}
