import {fold} from '../text/words.js';
import {MONTH_NUMBER} from '../text/months.js';
import {addDays} from '../time/arithmetic.js';

/**
 * What a query says about time, in English or Portuguese: whether it asks "when", and which
 * period it names ("in June 2023", "em 3 de julho", "last week", "ontem"). Both feed the ranking's
 * time signals; neither filters anything out.
 */

export interface TimeWindow {
  /** ISO instants, inclusive. */
  from: string;
  to: string;
}

/** Month words → 0-based month (Date's). */
const MONTHS: Record<string, number> = Object.fromEntries(Object.entries(MONTH_NUMBER).map(([w, n]) => [w, n - 1]));
// Abbreviations that are also everyday words ("may", "mar", "set", "out") only count as months next to a day or year.
const AMBIGUOUS = new Set(['may', 'mar', 'set', 'out', 'mai', 'jun', 'jan', 'dez', 'ago']);

const MONTH_RE = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const DAY = 86_400_000;

/** Local midnight: a window is the user's days (src/time/day.ts), never UTC's. */
const day = (y: number, m: number, d: number) => new Date(y, m, d);
/** The last millisecond of a local day, by the calendar (a DST day has 23 or 25 hours). */
const endOfDay = (d: Date) => new Date(addDays(day(d.getFullYear(), d.getMonth(), d.getDate()), 1).getTime() - 1);
const win = (from: Date, to: Date): TimeWindow => ({from: from.toISOString(), to: endOfDay(to).toISOString()});

/** The month's most recent occurrence not after `now` (a question about "June" means the last June). */
function yearFor(month: number, now: Date): number {
  return month <= now.getMonth() ? now.getFullYear() : now.getFullYear() - 1;
}

// Built once: a query names a date rarely, and compiling these alternations of every month word
// was ~6 ms of a cold `memories search` (bench/RESULTS.md, ninth day).
/** 3 July 2023 · 3rd of July, 2023 · 3 de julho de 2023 · 3 de julho */
const DMY = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th|o|º)?\\s+(?:of\\s+|de\\s+)?(${MONTH_RE})\\b\\.?,?(?:\\s+(?:de\\s+)?(\\d{4}))?`);
/** July 3, 2023 · July 3rd */
const MDY = new RegExp(`\\b(${MONTH_RE})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b,?(?:\\s+(\\d{4}))?`);
/** July 2023 · julho de 2023 */
const MONTH_YEAR = new RegExp(`\\b(${MONTH_RE})\\b\\.?,?\\s+(?:de\\s+)?(\\d{4})\\b`);
/** in July · em julho · no mês de julho */
const IN_MONTH = new RegExp(`\\b(?:in|during|em|de|no|mes de)\\s+(${MONTH_RE})\\b`);

/** Whether a folded query may name a date: a digit or a month word (most queries have neither). */
const mayNameDate = (q: string) => /\d/.test(q) || (q.match(/[a-z]+/g) ?? []).some(w => Object.hasOwn(MONTHS, w));

/** The date or month a folded query names and where it starts in the query, or null. */
function queryDate(q: string, now: Date): {window: TimeWindow; at: number} | null {
  if (!mayNameDate(q)) return null;
  let m: RegExpExecArray | null;
  if ((m = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(q))) {
    const d = day(+m[1]!, +m[2]! - 1, +m[3]!);
    return {window: win(d, d), at: m.index};
  }
  const a = DMY.exec(q);
  const b = MDY.exec(q);
  const pick = a && (!b || a.index <= b.index) ? {day: +a[1]!, month: MONTHS[a[2]!]!, year: a[3], at: a.index} : b ? {day: +b[2]!, month: MONTHS[b[1]!]!, year: b[3], at: b.index} : null;
  if (pick && pick.day >= 1 && pick.day <= 31) {
    const d = day(pick.year ? +pick.year : yearFor(pick.month, now), pick.month, pick.day);
    return {window: win(d, d), at: pick.at};
  }
  if ((m = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/.exec(q))) {
    // Day first, as written in Portuguese; an impossible month means the US order.
    let [dd, month] = [+m[1]!, +m[2]!];
    if (month > 12) [dd, month] = [month, dd];
    const d = day(+m[3]!, month - 1, dd);
    return {window: win(d, d), at: m.index};
  }
  if ((m = MONTH_YEAR.exec(q))) {
    const month = MONTHS[m[1]!]!;
    return {window: win(day(+m[2]!, month, 1), day(+m[2]!, month + 1, 0)), at: m.index};
  }
  if ((m = IN_MONTH.exec(q)) && !AMBIGUOUS.has(m[1]!)) {
    const month = MONTHS[m[1]!]!;
    const y = yearFor(month, now);
    return {window: win(day(y, month, 1), day(y, month + 1, 0)), at: m.index};
  }
  if ((m = /\b(?:in|during|em|de|no ano de)\s+((?:19|20)\d{2})\b/.exec(q))) return {window: win(day(+m[1]!, 0, 1), day(+m[1]!, 11, 31)), at: m.index};
  return null;
}

/**
 * A date said as a bound ("as of May 2023", "by June", "até março", "since January") names no
 * period the answer is in: what counts is everything up to it, or from it, so the window runs from
 * the beginning of time or up to now. Written right before the date. "Before"/"after" are not
 * bounds here: "the week before 3 August" is near that date.
 */
const UP_TO = /\b(?:as of|as at|by|until|till|up to|up until|ate)\s+(?:(?:the|o|a|dia)\s+)?$/;
const FROM_ON = /\b(?:since|desde|a partir de)\s+(?:(?:the|o|a|dia)\s+)?$/;
const EPOCH = new Date(0).toISOString();

/** The period a query names, or null. The first explicit date wins over relative words. */
export function queryWindow(query: string, now: Date): TimeWindow | null {
  const q = fold(query);
  const dated = queryDate(q, now);
  if (dated) {
    const before = q.slice(0, dated.at);
    if (UP_TO.test(before)) return {from: EPOCH, to: dated.window.to};
    if (FROM_ON.test(before)) return {from: dated.window.from, to: endOfDay(now).toISOString()};
    return dated.window;
  }
  const today = day(now.getFullYear(), now.getMonth(), now.getDate());
  const back = (days: number) => addDays(today, -days);
  if (/\b(today|hoje)\b/.test(q)) return win(today, today);
  if (/\b(yesterday|ontem)\b/.test(q)) return win(back(1), back(1));
  if (/\b(anteontem)\b|\bday before yesterday\b/.test(q)) return win(back(2), back(2));
  if (/\blast week\b|\bsemana passada\b/.test(q)) return win(back(13), back(1));
  if (/\bthis week\b|\besta semana\b|\bnesta semana\b/.test(q)) return win(back(6), today);
  if (/\blast month\b|\bmes passado\b/.test(q)) return win(day(today.getFullYear(), today.getMonth() - 1, 1), day(today.getFullYear(), today.getMonth(), 0));
  if (/\blast year\b|\bano passado\b/.test(q)) return win(day(today.getFullYear() - 1, 0, 1), day(today.getFullYear() - 1, 11, 31));
  return null;
}

/** Whether the query asks for a time ("when", "quando", "what date", "em que dia"). */
export function asksWhen(query: string): boolean {
  const q = fold(query);
  return /\b(when|quando)\b/.test(q) || /\b(what|which)\s+(date|day|time|month|year)\b/.test(q) || /\b(que|qual)\s+(data|dia|mes|ano|hora)\b/.test(q) || /\bhow long ago\b|\bha quanto tempo\b/.test(q);
}

const TIME_WORDS = new RegExp(
  [
    '\\b(yesterday|today|tonight|tomorrow|ago|recently|lately|weekend|ontem|hoje|amanha|anteontem|recentemente|semana|fim de semana)\\b',
    '\\b(last|next|this|past|passad[oa]|proxim[oa]|esta|este|nest[ae])\\s+(week|month|year|night|\\w+day|semana|mes|ano|noite)\\b',
    '\\b(mon|tues|wednes|thurs|fri|satur|sun)day\\b',
    '\\b(segunda|terca|quarta|quinta|sexta)(-feira)?\\b|\\b(sabado|domingo)\\b',
    `\\b(${Object.keys(MONTHS)
      .filter(k => !AMBIGUOUS.has(k) && k.length > 3)
      .join('|')})\\b`,
    '\\b(19|20)\\d{2}\\b',
    '\\b\\d{1,2}/\\d{1,2}\\b',
    '\\b(ha|faz)\\s+\\d+\\s+(dias|semanas|meses|anos)\\b',
    '\\b(a|one|two|three|few|\\d+)\\s+(days?|weeks?|months?|years?)\\b',
  ].join('|'),
);

/** Whether a memory's text states when something happened ("last Friday", "em março", "two weeks ago"). */
export function mentionsTime(text: string): boolean {
  return TIME_WORDS.test(fold(text));
}

/**
 * How close a memory's time is to the window: 1 inside, halving every `halfLife` outside, where
 * the half-life grows with the window (a month-long window tolerates more than a single day).
 */
export function windowCloseness(occurredAt: string, w: TimeWindow): number {
  const t = Date.parse(occurredAt);
  const from = Date.parse(w.from);
  const to = Date.parse(w.to);
  if (t >= from && t <= to) return 1;
  const dist = t < from ? from - t : t - to;
  const halfLife = Math.max(2 * DAY, (to - from) / 4);
  return 0.5 ** (dist / halfLife);
}
