import {firstPhraseAt} from '../text.js';
/**
 * Spans said with their two ends, joined from the dates found: "de 4 a 6 de dezembro", "3 - 9
 * Março 2027", "from the 10th to the 17th", "from Thursday to Tuesday", "de hoje até sexta", "from
 * November to March 2027", "3 de julho, volta 17 de julho", "dias 27 e 28 de novembro". The first end takes what it leaves
 * unsaid from the second: "4" its month, "10 Agosto" its year.
 */
import type {Token} from '../text.js';
import {DAY_PARTS, f, RETURN_WORDS, SPAN_END_FILLERS, SPAN_JOINERS, SPAN_OPENERS} from './lexicon.js';
import {spanMonthAt} from './months.js';
import type {DateSpec} from './specs.js';
import {clockAfterDayAt} from './times.js';

/** A date read at token `i`, `len` tokens long; `split` where a span's end is said. */
export interface Found {
  i: number;
  len: number;
  spec: DateSpec;
  split?: number;
}

const DAYS = new Set(['offset-days', 'weekday', 'day-month', 'day', 'shift']);
const MONTHS = new Set(['month', 'month-rel']);
const sameFamily = (a: DateSpec, b: DateSpec) => (DAYS.has(a.kind) && DAYS.has(b.kind)) || (MONTHS.has(a.kind) && MONTHS.has(b.kind));

/** The first end completed from the second: "4 a 6 de dezembro" → 4 de dezembro; "20 Novembro - 5 Janeiro 2027" → 2026. */
function completed(from: DateSpec, to: DateSpec): DateSpec {
  if (from.kind === 'day' && to.kind === 'day-month') return {kind: 'day-month', day: from.day, month: to.month, year: to.year};
  if (from.kind === 'day-month' && from.year === null && to.kind === 'day-month' && to.year !== null) {
    const later = from.month > to.month || (from.month === to.month && from.day > to.day);
    return {...from, year: later ? to.year - 1 : to.year};
  }
  if (from.kind === 'month' && from.year === null && to.kind === 'month' && to.year !== null) return {...from, year: from.month > to.month ? to.year - 1 : to.year};
  return from;
}

/**
 * The words between two dates that make them one span, and how many tokens they take (0: none).
 * `opened`: the first end came after "de"/"from"/"entre", which lets "a"/"e" join.
 */
function joinerAt(tokens: Token[], k: number, opened: boolean, between: boolean): number {
  const ret = f(tokens, k) === ',' ? 1 : 0;
  const back = firstPhraseAt(tokens, k + ret, RETURN_WORDS);
  if (back) return ret + back;
  const j = f(tokens, k);
  if (between) return ['e', 'and'].includes(j) ? 1 : 0;
  if (['a', 'ao'].includes(j) && !opened) return 0;
  return SPAN_JOINERS.includes(j) ? 1 : 0;
}

/** Join the dates of a message into spans where two ends are said; `found` is left to right. */
export function joinSpans(tokens: Token[], given: Found[]): Found[] {
  // "from November to March": a month word right after a month and its joiner ends the span, though
  // alone ("May") it would be no date.
  const found = [...given];
  for (let n = 0; n < found.length; n++) {
    const a = found[n]!;
    if (!MONTHS.has(a.spec.kind)) continue;
    const j = a.i + a.len;
    const len = joinerAt(tokens, j, true, ['entre', 'between'].includes(f(tokens, a.i - 1)));
    if (!len || found.some(o => o.i === j + len)) continue;
    const m = spanMonthAt(tokens, j + len);
    if (m) found.splice(n + 1, 0, {i: j + len, len: m.len, spec: {kind: 'month', month: m.month, year: m.year, mod: null}});
  }
  const out: Found[] = [];
  for (let n = 0; n < found.length; n++) {
    const b = found[n]!;
    // "de 4 a 6 de dezembro", "3 - 9 Março 2027": a bare number, a joiner, then a day.
    const k = b.i - 1;
    const bare = /^\d{1,2}$/.test(f(tokens, k - 1)) && Number(f(tokens, k - 1)) >= 1 && Number(f(tokens, k - 1)) <= 31 ? k - 1 : -1;
    if (bare >= 0 && (b.spec.kind === 'day-month' || b.spec.kind === 'day') && !out.some(o => o.i + o.len > bare)) {
      const opener = SPAN_OPENERS.includes(f(tokens, bare - 1)) ? 1 : 0;
      const between = ['entre', 'between'].includes(f(tokens, bare - 1));
      // "dias 27 e 28 de novembro": two days in a row said with "e"/"and" are one run of days.
      const nextDay = ['e', 'and', '&'].includes(f(tokens, k)) && 'day' in b.spec && b.spec.day === Number(f(tokens, bare)) + 1;
      if (nextDay || joinerAt(tokens, k, opener > 0 || b.spec.kind === 'day-month', between) === 1) {
        const from = completed({kind: 'day', day: Number(f(tokens, bare))}, b.spec);
        out.push({i: bare - opener, len: b.i + b.len - (bare - opener), spec: {kind: 'span', from, to: b.spec}, split: b.i});
        continue;
      }
    }
    const a = out[out.length - 1];
    if (a && a.spec.kind !== 'span' && sameFamily(a.spec, b.spec)) {
      // A part of the day or a clock may sit after the first end: "from Monday morning to Wednesday",
      // "Tuesday 9am to Wednesday 5pm" (resolve.ts gives each end the hour said with it).
      let j = a.i + a.len;
      if (DAY_PARTS[f(tokens, j)]) j++;
      j += clockAfterDayAt(tokens, j);
      // The opener may be the first end's own lead word ("from March" is one month).
      const opened = SPAN_OPENERS.includes(f(tokens, a.i - 1)) || SPAN_OPENERS.includes(f(tokens, a.i));
      const between = ['entre', 'between'].includes(f(tokens, a.i - 1));
      const sameKind = a.spec.kind === b.spec.kind;
      const len = joinerAt(tokens, j, opened || sameKind || (a.spec.kind === 'day' && b.spec.kind === 'day-month'), between);
      // "…, volta no dia 4", "… back on the 9th": words of the second date's own that its match left out.
      let at = j + len;
      while (len && at < b.i && SPAN_END_FILLERS.has(f(tokens, at))) at++;
      if (len && at === b.i) {
        const start = SPAN_OPENERS.includes(f(tokens, a.i)) ? a.i : opened ? a.i - 1 : a.i;
        out[out.length - 1] = {i: start, len: b.i + b.len - start, spec: {kind: 'span', from: completed(a.spec, b.spec), to: b.spec}, split: b.i};
        continue;
      }
    }
    out.push(b);
  }
  return out;
}
