/**
 * Stated recurrences as RFC 5545 RRULE bodies: "toda terça e quinta" → FREQ=WEEKLY;BYDAY=TU,TH,
 * "every other Friday" → FREQ=WEEKLY;INTERVAL=2;BYDAY=FR, "dia 5 de todo mês" →
 * FREQ=MONTHLY;BYMONTHDAY=5, "todo dia" → FREQ=DAILY; and the next occurrence from `now`.
 */
import {nextOccurrence as nextRuleDay} from '../../time/recurrence.js';
import {localDay} from '../../time/day.js';
import {SHORT_WEEKDAYS, WEEKDAYS} from '../dates/lexicon.js';
import {isWord, readNumber, type Token} from '../text.js';
import {ordinalWeekdayAt} from '../dates/weekdays.js';
import {
  DAY_LIST_ARTICLES,
  DAY_LIST_JOINERS,
  DAY_UNITS,
  EVERY,
  EVERY_DAY_ARTICLES,
  EVERY_OTHER,
  BARE_DAY_CLOCKS,
  HABIT_DAY_LEAD_ONE,
  HABIT_DAY_LEADS,
  HABITUAL_PARTS,
  ONE_WEEK_LEADS,
  ONE_WORKDAY_LEADS,
  RUN_TO,
  WORKDAY_LEADS,
  WORKDAYS,
  YEAR_UNITS,
} from './lexicon.js';
import {addDays} from '../../time/arithmetic.js';

export interface RuleMention {
  start: number;
  end: number;
  freq: 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';
  interval: number;
  /** 0 = Sunday … 6 = Saturday. */
  byDay: number[];
  byMonthDay: number | null;
  /**
   * Said as a run of days ("de segunda a sexta", "Tuesday to Wednesday"): by itself one stretch of
   * days — a conference's, a trip's — and a weekly routine only when something says so
   * (events/day-runs.ts): `habit`, or the event's own words.
   */
  run?: true;
  /** A run said as a habit: "every Monday to Friday", "todas as segundas a quartas", "às 2.ªs a 4.ªs", "mondays to fridays". */
  habit?: true;
  /** Said as a list of weekdays without "every" ("terça e quinta"): a class's week, or separate days for anything else. */
  list?: true;
}

/** RFC 5545 weekday codes by day number (0 = Sunday). */
const RRULE_DAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
/** Weekday words, singular or plural ("segundas", "tuesdays"), with their day number. */
function weekdayAt(tokens: Token[], i: number): number | null {
  const f = tokens[i]?.fold ?? '';
  const base = f in WEEKDAYS ? f : f.replace(/s$/, '') in WEEKDAYS ? f.replace(/s$/, '') : null;
  if (base === null) return null;
  // "segunda-feira" and "segunda feira" are one day.
  return WEEKDAYS[base]!;
}
const skipFeira = (tokens: Token[], k: number) => (tokens[k]?.fold === 'feira' || tokens[k]?.fold === 'feiras' ? k + 1 : k);

/**
 * A weekday in any of the ways a list of days writes it: the word ("terça", "tuesdays"), the
 * ordinal Portugal writes ("2.ª", "5.ªs", "3.ª-feira", "4as feiras"), or typed short ("seg", "wed").
 * `sure`: a day without the list around it — the word, or an ordinal said with "feira" or in the
 * plural; a short form or a bare "2.ª" is a day only beside other days.
 */
interface DayWord {
  dow: number;
  end: number;
  sure: boolean;
  /** "às 5.ªs", "on tuesdays": plural, a habit. */
  plural: boolean;
}
function dayWordAt(tokens: Token[], k: number): DayWord | null {
  const full = weekdayAt(tokens, k);
  if (full !== null) return {dow: full, end: skipFeira(tokens, k + 1), sure: true, plural: !((tokens[k]?.fold ?? '') in WEEKDAYS)};
  const ord = ordinalWeekdayAt(tokens, k);
  if (ord) return {dow: ord.dow, end: k + ord.len, sure: ord.named || ord.plural, plural: ord.plural};
  const short = SHORT_WEEKDAYS[tokens[k]?.fold ?? ''];
  return short === undefined ? null : {dow: short, end: k + 1, sure: false, plural: false};
}

/**
 * Weekdays listed from k: "terça e quinta", "segunda, quarta e sexta", "monday and wednesday",
 * "seg e qua", "2.ª e 4.ª", "mon & wed", "tue/thu". A list of short or bare ordinal days ("seg e
 * qua") is days when it has two of them or one sure day; one alone is a day only when sure.
 */
function dayList(tokens: Token[], k: number, lead = false): {days: number[]; end: number; plural: boolean} {
  const days: number[] = [];
  let q = k;
  let sure = false;
  let plural = false;
  let end = k;
  for (;;) {
    if (DAY_LIST_ARTICLES.has(tokens[q]?.fold ?? '') && dayWordAt(tokens, q + 1)) q++;
    const d = dayWordAt(tokens, q);
    if (!d) break;
    days.push(d.dow);
    sure ||= d.sure;
    plural ||= d.plural;
    q = d.end;
    end = q;
    const sep = tokens[q]?.fold ?? '';
    if (DAY_LIST_JOINERS.has(sep) && (dayWordAt(tokens, q + 1) || (DAY_LIST_ARTICLES.has(tokens[q + 1]?.fold ?? '') && dayWordAt(tokens, q + 2)))) {
      q++;
      continue;
    }
    break;
  }
  // "ter e ..." is a verb unless another day stands beside it; "às 2.ª e 4.ª": the lead makes it days.
  if (!sure && !lead && days.length < 2) return {days: [], end: k, plural: false};
  return {days, end, plural};
}

/**
 * "de segunda a sexta", "mon to fri", "monday through friday", "seg a sex", "de 2.ª a 6.ª": the days
 * of that run; `plural` when a day of it is said in the plural ("segundas a sextas", "às 2.ªs a 4.ªs").
 */
function weekdayRun(tokens: Token[], i: number): {days: number[]; start: number; end: number; plural: boolean} | null {
  const lead = ['de', 'from'].includes(tokens[i]?.fold ?? '');
  const q = lead ? i + 1 : i;
  // A bare ordinal ("2.ª") opens a run of days only after "de": "da 2.ª à 4.ª classe" is school years.
  const dayAt = (k: number) => {
    const d = dayWordAt(tokens, k);
    return d && (d.sure || lead || SHORT_WEEKDAYS[tokens[k]?.fold ?? ''] !== undefined) ? d : null;
  };
  const first = dayAt(q);
  if (!first) return null;
  if (!RUN_TO.has(tokens[first.end]?.lower ?? '')) return null;
  const last = dayAt(first.end + 1);
  if (!last || last.dow === first.dow) return null;
  const days: number[] = [];
  for (let d = first.dow; ; d = (d + 1) % 7) {
    days.push(d);
    if (d === last.dow) break;
  }
  return {days, start: i, end: last.end, plural: first.plural || last.plural};
}

/** A day of the month at k: "5", "5th", "dia 5". */
function monthDayAt(tokens: Token[], k: number): {day: number; end: number} | null {
  let q = k;
  if (tokens[q]?.fold === 'dia' || tokens[q]?.fold === 'the') q++;
  const m = /^(\d{1,2})(st|nd|rd|th|º)?$/.exec(tokens[q]?.fold ?? '');
  if (m && Number(m[1]) >= 1 && Number(m[1]) <= 31) return {day: Number(m[1]), end: q + 1};
  const n = readNumber(tokens, q);
  if (n && q > k && n.value >= 1 && n.value <= 31) return {day: n.value, end: q + n.len};
  return null;
}

/** Every stated recurrence in the tokens, left to right. */
export function findRules(tokens: Token[]): RuleMention[] {
  const out: RuleMention[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!isWord(tokens[i])) continue;
    const f = tokens[i]!.fold;
    const next = tokens[i + 1]?.fold ?? '';
    // "dia 5 de todo mês", "dia 10 de cada mês", "the 5th of every month".
    const md = f === 'dia' || f === 'the' ? monthDayAt(tokens, i) : null;
    if (md && ['de', 'of'].includes(tokens[md.end]?.fold ?? '') && EVERY.has(tokens[md.end + 1]?.fold ?? '') && ['mes', 'month'].includes(tokens[md.end + 2]?.fold ?? '')) {
      out.push({start: i, end: md.end + 3, freq: 'MONTHLY', interval: 1, byDay: [], byMonthDay: md.day});
      i = md.end + 2;
      continue;
    }
    const run = weekdayRun(tokens, i);
    if (run) {
      // "às 2.ªs a 4.ªs", "on mondays to fridays": days in the plural, or after a lead of habit, come back each week.
      const habit = run.plural || HABIT_DAY_LEADS.has(tokens[i - 1]?.lower ?? '');
      out.push({start: run.start, end: run.end, freq: 'WEEKLY', interval: 1, byDay: run.days, byMonthDay: null, run: true, ...(habit ? {habit: true as const} : {})});
      i = run.end - 1;
      continue;
    }
    // "weekdays at 9:30", "every weekday", "todo dia útil", "nos dias úteis": Monday to Friday.
    const third = tokens[i + 2]?.fold ?? '';
    const workdays = WORKDAYS.has(f) ? i + 1 : WORKDAYS.has(next) && WORKDAY_LEADS.has(f) ? i + 2 : EVERY.has(f) && ['dia', 'dias'].includes(next) && WORKDAYS.has(third) ? i + 3 : -1;
    // "próximo dia útil", "next business day", "dia útil seguinte": one day (dates/relative.ts), not a routine.
    const oneDay = ONE_WORKDAY_LEADS.has(tokens[i - 1]?.fold ?? '') || ['seguinte', 'anterior'].includes(tokens[workdays]?.fold ?? '');
    if (workdays > 0 && oneDay) {
      i = workdays - 1;
      continue;
    }
    if (workdays > 0) {
      const from = EVERY.has(tokens[i - 1]?.fold ?? '') ? i - 1 : i;
      out.push({start: from, end: workdays, freq: 'WEEKLY', interval: 1, byDay: [1, 2, 3, 4, 5], byMonthDay: null});
      // "every weekday" is one rule: its "weekday" is not read again.
      i = workdays - 1;
      continue;
    }
    if (!EVERY.has(f) && dayWordAt(tokens, i) && !ONE_WEEK_LEADS.has(tokens[i - 1]?.fold ?? '')) {
      const l = dayList(tokens, i, HABIT_DAY_LEADS.has(tokens[i - 1]?.lower ?? ''));
      if (l.days.length >= 2) {
        out.push({start: i, end: l.end, freq: 'WEEKLY', interval: 1, byDay: l.days, byMonthDay: null, list: true});
        i = l.end - 1;
        continue;
      }
    }
    // "on Saturday mornings", "tuesday evenings": one weekday with a plural part of the day is a habit.
    if (!EVERY.has(f) && weekdayAt(tokens, i) !== null && HABITUAL_PARTS.has(tokens[i + 1]?.fold ?? '') && !ONE_WEEK_LEADS.has(tokens[i - 1]?.fold ?? '')) {
      const l = dayList(tokens, i);
      const start = HABIT_DAY_LEADS.has(tokens[i - 1]?.lower ?? '') ? i - 1 : i;
      out.push({start, end: i + 2, freq: 'WEEKLY', interval: 1, byDay: l.days, byMonthDay: null});
      i++;
      continue;
    }
    // "joga ao sábado", "natação ao domingo de manhã": Portugal's "ao" and one weekday come back each week;
    // "de segunda ao sábado" is a run, read above from its first day.
    if (HABIT_DAY_LEAD_ONE.has(f) && weekdayAt(tokens, i + 1) !== null && !dayWordAt(tokens, i - 1)) {
      const l = dayList(tokens, i + 1, true);
      out.push({start: i, end: l.end, freq: 'WEEKLY', interval: 1, byDay: l.days, byMonthDay: null});
      i = l.end - 1;
      continue;
    }
    // "gymnastics fridays at 5", "training Tuesdays at 6": weekdays in the plural with no lead and their hour are a habit too
    // ("I hate Mondays" is none).
    const bare = !EVERY.has(f) && !HABIT_DAY_LEADS.has(tokens[i - 1]?.lower ?? '') && !ONE_WEEK_LEADS.has(tokens[i - 1]?.fold ?? '') && tokens[i - 1]?.kind !== 'num' ? dayWordAt(tokens, i) : null;
    const bareList = bare?.sure && bare.plural && weekdayAt(tokens, i) !== null ? dayList(tokens, i, true) : null;
    if (bareList && (BARE_DAY_CLOCKS.has(tokens[bareList.end]?.lower ?? '') || tokens[bareList.end]?.kind === 'num')) {
      const l = bareList;
      out.push({start: i, end: l.end, freq: 'WEEKLY', interval: 1, byDay: l.days, byMonthDay: null});
      i = l.end - 1;
      continue;
    }
    if (!EVERY.has(f)) {
      // "às 2.ªs a 4.ªs", "on mondays to fridays": a run of days after a lead of habit, each week.
      const habitRun = HABIT_DAY_LEADS.has(tokens[i]!.lower) ? weekdayRun(tokens, i + 1) : null;
      if (habitRun) {
        out.push({start: i, end: habitRun.end, freq: 'WEEKLY', interval: 1, byDay: habitRun.days, byMonthDay: null, run: true, habit: true});
        i = habitRun.end - 1;
        continue;
      }
      // "on tuesdays", "aos sábados", "às terças", "às 5.ªs": days in the plural are a habit.
      const l = HABIT_DAY_LEADS.has(tokens[i]!.lower) ? dayList(tokens, i + 1, true) : null;
      if (l?.days.length && l.plural) {
        out.push({start: i, end: l.end, freq: 'WEEKLY', interval: 1, byDay: l.days, byMonthDay: null});
        i = l.end - 1;
      }
      continue;
    }
    let k = i + 1;
    let interval = 1;
    if (EVERY_OTHER.has(tokens[k]?.fold ?? '')) {
      interval = 2;
      k++;
    }
    if (EVERY_DAY_ARTICLES.has(tokens[k]?.fold ?? '')) k++;
    // "every Monday to Wednesday", "todas as segundas a quartas": each day of the run, each week.
    const everyRun = weekdayRun(tokens, k);
    if (everyRun) {
      out.push({start: i, end: everyRun.end, freq: 'WEEKLY', interval, byDay: everyRun.days, byMonthDay: null, run: true, habit: true});
      i = everyRun.end - 1;
      continue;
    }
    const l = dayList(tokens, k, true);
    if (l.days.length) {
      out.push({start: i, end: l.end, freq: 'WEEKLY', interval, byDay: l.days, byMonthDay: null});
      i = l.end - 1;
      continue;
    }
    const w = tokens[k]?.fold ?? '';
    // "todo dia 5", "every month on the 5th", "todo mês no dia 5".
    if (w === 'dia' && monthDayAt(tokens, k)) {
      const d = monthDayAt(tokens, k)!;
      out.push({start: i, end: d.end, freq: 'MONTHLY', interval: 1, byDay: [], byMonthDay: d.day});
      i = d.end - 1;
      continue;
    }
    if (w === 'mes' || w === 'month') {
      const q = ['no', 'on'].includes(tokens[k + 1]?.fold ?? '') ? k + 2 : k + 1;
      const d = monthDayAt(tokens, q);
      out.push({start: i, end: d ? d.end : k + 1, freq: 'MONTHLY', interval, byDay: [], byMonthDay: d?.day ?? null});
      continue;
    }
    if (['semana', 'week'].includes(w)) out.push({start: i, end: k + 1, freq: 'WEEKLY', interval, byDay: [], byMonthDay: null});
    else if (DAY_UNITS.has(w)) out.push({start: i, end: k + 1, freq: 'DAILY', interval, byDay: [], byMonthDay: null});
    else if (YEAR_UNITS.has(w)) out.push({start: i, end: k + 1, freq: 'YEARLY', interval, byDay: [], byMonthDay: null});
  }
  return narrowedDaily(out);
}

/** How far after "todo dia" a run of weekdays still says which days: "todo dia as 8h, mon to thu". */
const NARROW_REACH = 6;

/**
 * "team sync todo dia as 8h, mon to thu", "every day from monday to friday": every day of that run,
 * not every day; "toda semana, de segunda a quarta", "Monday to Wednesday every week": each week,
 * on the days of the run — one habit, no stretch of days.
 */
function narrowedDaily(rules: RuleMention[]): RuleMention[] {
  const out = [...rules];
  for (let j = 0; j < out.length; j++) {
    const d = out[j]!;
    const daily = d.freq === 'DAILY' && d.interval === 1;
    const weekly = d.freq === 'WEEKLY' && d.byDay.length === 0;
    if (!daily && !weekly) continue;
    const run = out.find(r => r.run && ((r.start >= d.end && r.start - d.end <= NARROW_REACH) || (weekly && r.end <= d.start && d.start - r.end <= NARROW_REACH)));
    if (!run) continue;
    out[j] = {...d, freq: 'WEEKLY', byDay: run.byDay, start: Math.min(d.start, run.start), end: Math.max(d.end, run.end), run: true, habit: true};
    out.splice(out.indexOf(run), 1);
    j = -1;
  }
  return out;
}

/** The RRULE body of a rule ("FREQ=WEEKLY;INTERVAL=2;BYDAY=FR"). */
export function rruleText(r: Pick<RuleMention, 'freq' | 'interval' | 'byDay' | 'byMonthDay'>): string {
  const parts = [`FREQ=${r.freq}`];
  if (r.interval > 1) parts.push(`INTERVAL=${r.interval}`);
  if (r.byDay.length)
    parts.push(
      `BYDAY=${[...r.byDay]
        .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
        .map(d => RRULE_DAY[d])
        .join(',')}`,
    );
  if (r.byMonthDay) parts.push(`BYMONTHDAY=${r.byMonthDay}`);
  return parts.join(';');
}

/**
 * The next occurrence (local YYYY-MM-DD) of a rule from `now`: today counts when the stated time
 * is still ahead (or no time was said). Null when the rule names no day to count from. Walked by
 * the agenda's one recurrence engine; a month day past a month's end is its last day, as people
 * mean "todo dia 31" in November (the 1st–31st that exist, the last of them: BYSETPOS=-1).
 */
export function firstDayOf(r: RuleMention, now: Date, time: string | null): string | null {
  const nowHm = `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
  const from = localDay(!time || time > nowHm ? now : addDays(now, 1));
  const rule = r.byDay.length
    ? `FREQ=WEEKLY;BYDAY=${r.byDay.map(d => RRULE_DAY[d]).join(',')}`
    : r.byMonthDay
      ? `FREQ=MONTHLY;BYMONTHDAY=${Array.from({length: r.byMonthDay}, (_, i) => i + 1).join(',')};BYSETPOS=-1`
      : r.freq === 'DAILY'
        ? 'FREQ=DAILY'
        : null;
  return rule ? nextRuleDay(from, null, rule, from, 62) : null;
}
