/**
 * Calendar dates by name: a day and its month ("dia 10 de dezembro", "10 de dezembro de 2026",
 * "December 10th", "the 3rd of May", "12Dez"), a bare day ("dia 3", "the 23rd"), a month ("em
 * agosto", "last August", "Oct 2025", "July of 2025"), a year ("em 2027"), and the year's feasts
 * ("Natal", "New Year's Eve"). A day the month does not have ("30 de fevereiro de 2027", "35 de março") is
 * no date at all.
 */
import {isRealDate} from '../../time/day.js';
import {isWord, readNumber, type Token, phraseAt, firstPhraseAt} from '../text.js';
import {
  ABBR_MONTH_LEADS,
  BARE_DAY_AFTER_PT,
  BOXING_DAY_WORDS,
  BARE_DAY_FOLLOWERS_PT,
  BARE_DAY_HOUR_LEADS_PT,
  COUNT_VERBS_PT,
  SENTENCE_STOPS,
  DAY_LEADS_PT,
  CHRISTMAS_EVE_WORDS,
  CHRISTMAS_WORDS,
  f,
  FULL_MONTH,
  MONTH_AFTER_MODS,
  MONTH_DATE_LEADS,
  SPAN_END_LEADS,
  MONTH_LEADS,
  monthAt,
  MONTHS,
  NEW_YEAR_EVE_WORDS,
  NEW_YEAR_WORDS,
  ORDINAL_DAY_NEXT,
  ordinal,
  RISKY_MONTHS,
  UNITS,
  WORD_MONTHS,
  YEAR_AFTER_DATE_LEADS,
  YEAR_LEADS,
  yearAt,
} from './lexicon.js';
import type {Matcher} from './specs.js';

const pad = (n: number) => String(n).padStart(2, '0');
/** Whether the calendar has that day (in that year; with none, in a leap year: "29 de fevereiro" is a day). */
const realDay = (day: number, month: number, year: number | null) => isRealDate(`${year ?? 2024}-${pad(month)}-${pad(day)}`);

/** A year after a date: "2026", "de 2026", ", 2026", "of 2026". Returns it and how many tokens it took. */
function yearAfter(tokens: Token[], j: number): {year: number | null; len: number} {
  if (YEAR_AFTER_DATE_LEADS.has(f(tokens, j)) && yearAt(tokens, j + 1)) return {year: yearAt(tokens, j + 1), len: 2};
  if (yearAt(tokens, j)) return {year: yearAt(tokens, j), len: 1};
  return {year: null, len: 0};
}

/** Day and month: "dia 10 de dezembro", "10 de dezembro de 2026", "December 10th", "the 3rd of May", "3 May", "12Dez". */
export const dayMonth: Matcher = (tokens, i, lang) => {
  let k = i;
  // Portugal's "é a 16", "ficou a 9": a bare day after "a" where a verb says where the thing stands;
  // and "operada ao joelho a 12", "o jantar dos avós a 9": one that closes what is said of a thing
  // (nothing after it but a stop or its hour) — a count has its unit or its verb ("a 16 km", "passa a 3 por hora").
  if (lang === 'pt' && DAY_LEADS_PT.has(f(tokens, i)) && /^\d{1,2}$/.test(f(tokens, i + 1))) {
    const day = Number(f(tokens, i + 1));
    // What may follow a day: nothing, a stop or comma (not "16.30", "16h"), its hour, another clause.
    const next = tokens[i + 2];
    const after = tokens[i + 3];
    const clock = next && next.start === tokens[i + 1]!.end && (/^h/.test(next.fold) || (/^[.:]$/.test(next.text) && after?.start === next.end));
    const ends = !next || (next.kind === 'punct' && !clock) || BARE_DAY_FOLLOWERS_PT.has(next.fold);
    const before = tokens[i - 1];
    const closes = (!next || (SENTENCE_STOPS.has(next.text) && !clock) || BARE_DAY_HOUR_LEADS_PT.has(next.fold)) && before?.kind === 'word' && !COUNT_VERBS_PT.has(before.fold);
    if (day >= 1 && day <= 31 && ((BARE_DAY_AFTER_PT.has(f(tokens, i - 1)) && ends) || closes)) return {len: 2, spec: {kind: 'day', day}};
  }
  if (f(tokens, k) === 'dia') k++;
  if (f(tokens, k) === 'the') k++;
  // "12Dez", "SÁB 12DEZ", "3rdJune": a day and its month typed as one word.
  const glued = /^(\d{1,2})(?:st|nd|rd|th|º|ª)?([a-z]{3,9})$/.exec(f(tokens, k));
  if (glued && MONTHS[glued[2]!] && Number(glued[1]) >= 1) {
    const [day, month] = [Number(glued[1]), MONTHS[glued[2]!]!];
    const y = yearAfter(tokens, k + 1);
    return realDay(day, month, y.year) ? {len: k + 1 + y.len - i, spec: {kind: 'day-month', day, month, year: y.year}} : null;
  }
  let day = ordinal(tokens[k]);
  let dayLen = 1;
  // "dia vinte e oito": a day in words, only after "dia".
  const spelled = day === null && f(tokens, i) === 'dia' ? readNumber(tokens, k) : null;
  if (spelled && spelled.value >= 1 && spelled.value <= 31 && tokens[k]!.kind === 'word') {
    day = spelled.value;
    dayLen = spelled.len;
  }
  if (day !== null) {
    let j = k + dayLen;
    if (f(tokens, j) === 'de' || f(tokens, j) === 'of') j++;
    const month = monthAt(tokens, j, false);
    if (month && (j > k + dayLen || !RISKY_MONTHS.has(f(tokens, j)) || tokens[j]!.cap)) {
      // "Nov. 2024" after a day: the dot of the abbreviation.
      const dot = f(tokens, j + 1) === '.' && yearAt(tokens, j + 2) ? 1 : 0;
      const y = yearAfter(tokens, j + 1 + dot);
      if (!realDay(day, month, y.year)) return null;
      return {len: j + 1 + (y.len ? dot + y.len : 0) - i, spec: {kind: 'day-month', day, month, year: y.year}};
    }
    if (f(tokens, i) === 'dia') return {len: k + dayLen - i, spec: {kind: 'day', day}};
    // "the 23rd", "on the first": a day; "the first dress fitting" is an ordinal before its noun.
    const nounAfter = !/\d/.test(tokens[k]!.fold) && isWord(tokens[k + 1]) && !ORDINAL_DAY_NEXT.has(f(tokens, k + 1));
    if (f(tokens, i) === 'the' && /\D$/.test(tokens[k]!.fold) && !nounAfter) return {len: k + 1 - i, spec: {kind: 'day', day}};
    return null;
  }
  const month = monthAt(tokens, i, false);
  // A month that is also a word ("march", "may") counts in lower case before an ordinal ("may 14th")
  // or after a word that introduces a date ("is march 3", "on may 5").
  // Abbreviations that are no word of their own ("apr 2", "feb 14") count before a bare day as well.
  // "dec 19 to jan 3": after a day, "to jan 3" ends the span ("have to march 3 miles" has no day before).
  const spanEnd = SPAN_END_LEADS.has(f(tokens, i - 1)) && /^\d{1,2}(?:st|nd|rd|th)?$/.test(f(tokens, i - 2));
  const dated = /^\d{1,2}(st|nd|rd|th)$/.test(f(tokens, i + 1)) || (/^\d{1,2}$/.test(f(tokens, i + 1)) && !WORD_MONTHS.has(f(tokens, i))) || MONTH_DATE_LEADS.has(f(tokens, i - 1)) || spanEnd;
  if (month && (!RISKY_MONTHS.has(f(tokens, i)) || tokens[i]!.cap || dated)) {
    const d = ordinal(tokens[i + 1]);
    if (d !== null && !UNITS[f(tokens, i + 2)]) {
      const y = yearAfter(tokens, i + 2);
      // "April 31", "February 30, 2025": no such day.
      if (!realDay(d, month, y.year)) return null;
      return {len: 2 + y.len, spec: {kind: 'day-month', day: d, month, year: y.year}};
    }
  }
  return null;
};

/** Months: "em agosto", "in August", "agosto passado", "last August", "em agosto de 2025", "Oct 2025", "July of 2025". */
export const monthName: Matcher = (tokens, i) => {
  let k = i;
  let mod: 'next' | 'last' | null = null;
  const lead = firstPhraseAt(tokens, k, MONTH_LEADS);
  if (phraseAt(tokens, k, 'last')) mod = 'last';
  if (phraseAt(tokens, k, 'next') || phraseAt(tokens, k, 'proximo')) mod = 'next';
  k += lead;
  const t = tokens[k];
  if (!isWord(t)) return null;
  // "Oct-2025": a month and its year typed as one word.
  const joined = /^([a-z]+)-(\d{4})$/.exec(t.fold);
  if (joined && MONTHS[joined[1]!] && /^(19|20)\d{2}$/.test(joined[2]!)) return {len: k + 1 - i, spec: {kind: 'month', month: MONTHS[joined[1]!]!, year: Number(joined[2]), mod: null}};
  const month = MONTHS[t.fold];
  if (!month) return null;
  // "Oct 2025", "Sept. 2025", "Nov. 2024", "July of 2025": a year right after makes any month word a month.
  const dot = f(tokens, k + 1) === '.' ? 1 : 0;
  const withYear = yearAfter(tokens, k + 1 + dot);
  const abbreviated = !FULL_MONTH(t.fold);
  if (withYear.year !== null && (t.cap || !WORD_MONTHS.has(t.fold) || lead)) {
    return {len: k + 1 + dot + withYear.len - i, spec: {kind: 'month', month, year: withYear.year, mod}};
  }
  // "in Feb", "em Fev": an abbreviation after a word that brings a month, capitalised or no word of its own.
  const abbrLead = lead && ABBR_MONTH_LEADS.some(w => phraseAt(tokens, i, w) === lead);
  if (abbreviated && !(abbrLead && (t.cap || !WORD_MONTHS.has(t.fold)))) return null;
  // "May.", "March?": a month's name alone as the whole message is an answer to "when?" ("Marco" is a name).
  const alone = t.cap && !lead && t.fold !== 'marco' && tokens.every((x, j) => j === k || x.kind === 'punct');
  if (RISKY_MONTHS.has(t.fold) && t.lower !== 'março' && !(lead && (t.cap || t.fold === 'marco')) && !alone) return null;
  if (!lead && !t.cap && RISKY_MONTHS.has(t.fold)) return null;
  let len = k + 1 - i;
  const post = firstPhraseAt(tokens, k + 1, MONTH_AFTER_MODS);
  if (post) {
    const p = tokens
      .slice(k + 1, k + 1 + post)
      .map(x => x.fold)
      .join(' ');
    mod = p.includes('passado') ? 'last' : p.includes('vem') ? 'next' : null;
    len += post;
    // "março do ano passado", "March last year": that month of the year before, not the last March gone.
    const yearOffset = /\b(?:ano passado|last year)\b/.test(p) ? -1 : /\b(?:ano que vem|proximo ano|next year)\b/.test(p) ? 1 : /\b(?:deste ano|this year)\b/.test(p) ? 0 : undefined;
    if (yearOffset !== undefined) return {len, spec: {kind: 'month', month, year: null, mod: null, yearOffset}};
  }
  return {len, spec: {kind: 'month', month, year: null, mod}};
};

/** Years and the year's feasts: "em 2027", "no Natal", "New Year's Eve", "réveillon". */
export const yearsAndFeasts: Matcher = (tokens, i) => {
  const n = firstPhraseAt(tokens, i, YEAR_LEADS);
  if (n && yearAt(tokens, i + n)) return {len: n + 1, spec: {kind: 'year', year: yearAt(tokens, i + n)!}};
  const ny = firstPhraseAt(tokens, i, NEW_YEAR_WORDS);
  // "new year" in lower case may be any new year ("a new year at school"); the Eve, "new years", réveillon are the feast.
  const unmistakable = (n: number) =>
    /\b(?:eve|reveillon|nye|years|'s)\b/.test(
      tokens
        .slice(i, i + n)
        .map(t => t.fold)
        .join(' '),
    );
  if (ny && (tokens[i + ny - 1]!.cap || tokens[i]!.cap || ['no', 'na', 'on', 'de', 'do'].includes(f(tokens, i)) || unmistakable(ny))) {
    const eve = firstPhraseAt(tokens, i, NEW_YEAR_EVE_WORDS) > 0;
    return {len: ny, spec: {kind: 'day-month', day: eve ? 31 : 1, month: eve ? 12 : 1, year: null}};
  }
  // A feast named with a capital, or after "no"/"na"/"on" ("na consoada", "on boxing day"); lower-case alone
  // it may be a word ("natal" is also a birthplace's adjective).
  const named = (n: number) => n > 0 && (tokens[i + n - 1]!.cap || tokens[i]!.cap || ['no', 'na', 'on'].includes(f(tokens, i)) || n > 1);
  const eve = firstPhraseAt(tokens, i, CHRISTMAS_EVE_WORDS);
  if (named(eve)) return {len: eve, spec: {kind: 'day-month', day: 24, month: 12, year: null}};
  const boxing = firstPhraseAt(tokens, i, BOXING_DAY_WORDS);
  if (named(boxing)) return {len: boxing, spec: {kind: 'day-month', day: 26, month: 12, year: null}};
  const x = firstPhraseAt(tokens, i, CHRISTMAS_WORDS);
  if (x && (tokens[i + x - 1]!.cap || f(tokens, i) === 'no')) return {len: x, spec: {kind: 'day-month', day: 25, month: 12, year: null}};
  return null;
};

/** A month word closing a span of months, with no lead of its own: "from November to March", "… to March 2027". */
export function spanMonthAt(tokens: Token[], k: number): {len: number; month: number; year: number | null} | null {
  const t = tokens[k];
  const month = t && isWord(t) ? MONTHS[t.fold] : undefined;
  if (!month || !(t!.cap || !WORD_MONTHS.has(t!.fold)) || !(FULL_MONTH(t!.fold) || t!.cap)) return null;
  const dot = f(tokens, k + 1) === '.' && yearAt(tokens, k + 2) ? 1 : 0;
  const y = yearAfter(tokens, k + 1 + dot);
  return {len: 1 + (y.len ? dot + y.len : 0), month, year: y.year};
}

/**
 * A day the month does not have, written as a date: "30 de fevereiro de 2027", "35 de março", "April 31,
 * 2025", "February 30". Returns how many tokens it takes (findDates skips them: no date, not even
 * the month or the year), or 0.
 */
export function impossibleDate(tokens: Token[], i: number): number {
  let k = f(tokens, i) === 'dia' ? i + 1 : i;
  const n = /^(\d{1,2})(?:st|nd|rd|th|º|ª)?$/.exec(f(tokens, k));
  if (n) {
    const j = ['de', 'of'].includes(f(tokens, k + 1)) ? k + 2 : k + 1;
    const month = MONTHS[f(tokens, j)];
    if (!month || (RISKY_MONTHS.has(f(tokens, j)) && !tokens[j]!.cap && j === k + 1)) return 0;
    const y = yearAfter(tokens, j + 1);
    return realDay(Number(n[1]), month, y.year) ? 0 : j + 1 + y.len - i;
  }
  k = i;
  const month = MONTHS[f(tokens, k)];
  const d = /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(f(tokens, k + 1));
  if (!month || !d || !(tokens[k]!.cap || !RISKY_MONTHS.has(f(tokens, k)))) return 0;
  const y = yearAfter(tokens, k + 2);
  return realDay(Number(d[1]), month, y.year) ? 0 : 2 + y.len;
}
