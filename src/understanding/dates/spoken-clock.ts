/**
 * Clock times told by the minutes past or to an hour, as English says them: "half ten" (10:30, as
 * Britain says it), "half past ten", "quarter past three", "a quarter to four", "ten past six",
 * "twenty to five", "quarter after three", "ten of five" (as America says it); and the end of the
 * working day, "EOD", "by COB", "close of business" (17:00). times.ts gives them their half of the day.
 */
import {readNumber, type Token, firstPhraseAt} from '../text.js';
import {CLOCK_AFTER_WORDS, CLOCK_BEFORE_WORDS, CLOCK_HALF, CLOCK_QUARTER, EOD_LEADS, EOD_SHORT, EOD_WORDS, f, HOUR_WORDS, MINUTE_WORDS, SPOKEN_MINUTES} from './lexicon.js';

export interface SpokenClock {
  /** The hour named, 1–12 (12 for noon, 0 for midnight). */
  hour: number;
  /** Minutes from it: 30 for "half ten", −15 for "quarter to four". */
  minutes: number;
  len: number;
  /** Named by the word for noon or midnight: its half of the day is said. */
  marked: boolean;
  /** Said so that it is surely a clock ("quarter to four", "ten past six"): no word after it need end it. */
  sure: boolean;
}

/** The hour named at k: "ten", "3", "noon"; "a"/"an" are no hour ("half an hour"). */
function hourAt(tokens: Token[], k: number): {hour: number; len: number; marked: boolean} | null {
  const t = tokens[k];
  if (!t) return null;
  if (f(tokens, k) === 'noon' || f(tokens, k) === 'midday') return {hour: 12, len: 1, marked: true};
  if (f(tokens, k) === 'midnight') return {hour: 0, len: 1, marked: true};
  if (t.kind !== 'num' && !HOUR_WORDS.has(t.fold)) return null;
  const n = readNumber(tokens, k);
  return n && n.len === 1 && n.value >= 1 && n.value <= 12 ? {hour: n.value, len: 1, marked: false} : null;
}

/** Minutes said before "past"/"to": "quarter", "a quarter", "half", "ten", "20", "twenty-five minutes". */
function minutesAt(tokens: Token[], k: number): {value: number; len: number; spoken: boolean} | null {
  let q = k;
  if (f(tokens, q) === 'a' && CLOCK_QUARTER.has(f(tokens, q + 1))) q++;
  if (CLOCK_QUARTER.has(f(tokens, q))) return {value: 15, len: q + 1 - k, spoken: true};
  if (CLOCK_HALF.has(f(tokens, q))) return {value: 30, len: 1, spoken: true};
  const t = tokens[q];
  if (!t || (t.kind !== 'num' && !SPOKEN_MINUTES.has(t.fold))) return null;
  // "twenty-five": one word, its two numbers added.
  const [tens, units] = t.fold.split('-');
  const n = units ? {value: (readNumber([{...t, fold: tens!}], 0)?.value ?? 0) + (readNumber([{...t, fold: units}], 0)?.value ?? 0), len: 1} : readNumber(tokens, q);
  if (!n || n.value < 1 || n.value > 29) return null;
  const unit = MINUTE_WORDS.has(f(tokens, q + n.len)) ? 1 : 0;
  return {value: n.value, len: n.len + unit, spoken: t.kind !== 'num' || unit > 0};
}

/** A clock time told by its minutes past or to the hour, at token k. */
export function spokenClockAt(tokens: Token[], k: number): SpokenClock | null {
  // "half ten", "half 6": half past that hour, as Britain says it.
  if (CLOCK_HALF.has(f(tokens, k))) {
    const h = hourAt(tokens, k + 1);
    if (h && !h.marked) return {hour: h.hour, minutes: 30, len: 1 + h.len, marked: false, sure: false};
  }
  const m = minutesAt(tokens, k);
  if (!m) return null;
  const rel = f(tokens, k + m.len);
  const after = CLOCK_AFTER_WORDS.has(rel);
  const before = CLOCK_BEFORE_WORDS.has(rel);
  // "5 to 10" is a range of hours, "one to two" a count: but for "past", the minutes are a word or
  // said as minutes, and a quarter or a multiple of five ("ten to six", "5 minutes to 10"); "half" is
  // only past.
  if (!(after || before) || (m.value === 30 && rel !== 'past')) return null;
  if (rel !== 'past' && !(m.spoken && m.value % 5 === 0)) return null;
  if (rel === 'of' && m.value !== 15) return null;
  const h = hourAt(tokens, k + m.len + 1);
  if (!h) return null;
  // A quarter, or a word before "past": no count or range says so ("ten to six" may be a count of people).
  const sure = m.value === 15 || (rel === 'past' && m.spoken);
  return {hour: h.hour, minutes: after ? m.value : -m.value, len: m.len + 1 + h.len, marked: h.marked, sure};
}

/** The end of the working day, at token k: "EOD", "COB", "close of business". Returns its length, or 0. */
export function endOfDayAt(tokens: Token[], k: number): number {
  const n = firstPhraseAt(tokens, k, EOD_WORDS);
  if (!n) return 0;
  // "cob" is a word of its own ("corn on the cob"): the end of the day only in capitals or after "by".
  if (EOD_SHORT.has(f(tokens, k)) && tokens[k]!.text !== tokens[k]!.text.toUpperCase() && !EOD_LEADS.has(f(tokens, k - 1))) return 0;
  return n;
}
