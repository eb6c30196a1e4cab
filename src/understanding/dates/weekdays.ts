/**
 * Weekdays: "na terça", "terça que vem", "next Thursday", "last Tuesday", "this Thursday", "segunda às
 * 10h", "Wednesday of next week", "qui 10h", "Sáb 12Dez"; and the explicit date said right after one
 * ("quinta, 10 de dezembro", "Friday, March 5, 2027"), which wins over it.
 */
import {spokenClockAt} from './spoken-clock.js';
import {isWord, type Token, phraseAt, firstPhraseAt} from '../text.js';
import {
  AMBIGUOUS_WEEKDAY_AFTER,
  AMBIGUOUS_WEEKDAY_BEFORE,
  AMBIGUOUS_WEEKDAYS,
  CLOCK_MARKS,
  DAY_PARTS,
  EN_SHORT_WEEKDAYS,
  EVERY_WORDS,
  f,
  MONTHS,
  ORDINAL_SUFFIXES,
  ORDINAL_WEEKDAY_DAY,
  ORDINAL_WEEKDAY_MARK,
  ORDINAL_WEEKDAY_WORD,
  SHORT_WEEKDAY_NEXT,
  SHORT_WEEKDAYS,
  SPAN_JOINERS,
  WEEK_OF,
  WEEKDAY_AFTER_MODS,
  WEEKDAY_AFTER_UPCOMING,
  WEEKDAY_DATE_FILLERS,
  WEEKDAY_LAST_LEADS,
  WEEKDAY_LEADS,
  WEEKDAY_NEXT_LEADS,
  WEEKDAY_RUN_JOINERS,
  WEEKDAY_WEEK_ON,
  WEEKDAYS,
  yearAt,
} from './lexicon.js';
import type {DateSpec, Hit, Matcher} from './specs.js';

/** A date written right at tokens[k] (after an optional comma): "12Dez", "5 Março", "5/3/2027", "dia 10". */
function dateFollows(tokens: Token[], k: number): boolean {
  if (f(tokens, k) === ',') k++;
  const t = tokens[k];
  if (!t) return false;
  if (t.kind === 'date') return true;
  const glued = /^\d{1,2}(?:st|nd|rd|th)?([a-z]{3,9})$/.exec(t.fold);
  if (glued && MONTHS[glued[1]!]) return true;
  if (/^\d{1,2}(?:st|nd|rd|th)?$/.test(t.fold)) return MONTHS[f(tokens, k + 1)] !== undefined || (['de', 'of'].includes(f(tokens, k + 1)) && MONTHS[f(tokens, k + 2)] !== undefined);
  return MONTHS[t.fold] !== undefined && /^\d{1,2}(?:st|nd|rd|th)?$/.test(f(tokens, k + 1));
}

/**
 * A weekday written as its ordinal, as Portugal writes them (and Brazil's chat at times): "2.ª
 * feira", "3ª-feira", "3.ª-feira", "5.ª", "2a feira", "às 5.ªs" — second (Monday) to sixth (Friday).
 * `named`: "feira" is said, so it is surely the day ("3.ª classe" is not); `plural`: a habit ("às
 * 5.ªs", "5as-feiras"). An ordinal marked with a plain "a" is a day only with its "feira" ("4.a" is
 * a list item), or in the plural after "as" ("as 4.as").
 */
export function ordinalWeekdayAt(tokens: Token[], k: number): {dow: number; len: number; named: boolean; plural: boolean} | null {
  const t = tokens[k];
  if (!t) return null;
  let m = ORDINAL_WEEKDAY_WORD.exec(t.lower);
  let len = 1;
  let digit = m?.[1];
  const glued = (a: Token | undefined, b: Token | undefined) => !!a && !!b && b.start === a.end;
  if (!m && t.kind === 'num' && /^[2-6]$/.test(t.fold) && f(tokens, k + 1) === '.' && glued(t, tokens[k + 1]) && glued(tokens[k + 1], tokens[k + 2])) {
    m = ORDINAL_WEEKDAY_MARK.exec(tokens[k + 2]!.lower);
    digit = t.fold;
    len = 3;
  }
  if (!m || !digit) return null;
  const [mark, plural, hyphenDay] = m.slice(2) as [string, string | undefined, string | undefined];
  let named = !!hyphenDay;
  let many = !!plural || hyphenDay === 'feiras';
  if (!named && ORDINAL_WEEKDAY_DAY.has(f(tokens, k + len))) {
    many ||= f(tokens, k + len) === 'feiras';
    named = true;
    len++;
  }
  // "as 4.as", "às 3as": typed without the ª, the plural after "as" is still the days each week.
  // "para 6a as 11h", "na 2a às 9h": an hour right after says it is a day ("a 2a vez", "4a série" have none).
  const hourNext = (f(tokens, k + len) === 'as' && /^\d/.test(f(tokens, k + len + 1))) || /^\d{1,2}h/.test(f(tokens, k + len)) || tokens[k + len]?.kind === 'time';
  if (!named && mark === 'a' && !hourNext && !(many && ['as', 'às', 'e'].includes(tokens[k - 1]?.lower ?? ''))) return null;
  return {dow: Number(digit) - 1, len, named, plural: many};
}

export const weekday: Matcher = (tokens, i, lang) => {
  let k = i;
  let mod: 'next' | 'last' | 'upcoming' | 'this' | null = null;
  const pre = firstPhraseAt(tokens, k, WEEKDAY_NEXT_LEADS);
  if (pre) {
    mod = phraseAt(tokens, k, 'next') ? 'next' : 'upcoming';
    k += pre;
  } else {
    const last = firstPhraseAt(tokens, k, WEEKDAY_LAST_LEADS);
    if (last) {
      mod = 'last';
      k += last;
    } else {
      // "this Thursday": the one of this week, today if today is Thursday (Portuguese "nessa quinta" may
      // be the one just gone, so it keeps no mark and the verb decides).
      if (phraseAt(tokens, k, 'this')) mod = 'this';
      k += firstPhraseAt(tokens, k, WEEKDAY_LEADS);
    }
  }
  const t = tokens[k];
  if (!isWord(t)) return null;
  let dow = WEEKDAYS[t.fold];
  // "2.ª feira", "3ª-feira", "5.ª": the weekday by its ordinal; "às 5.ªs" is a habit, no one day.
  const ord = dow === undefined && lang === 'pt' ? ordinalWeekdayAt(tokens, k) : null;
  if (ord?.plural) return null;
  if (ord) dow = ord.dow;
  // "qui 10h fisio", "sex 14hs", "fri 3pm", "Sáb 12Dez", "Sex, 5 Março": a weekday typed short,
  // only right before its hour or its date.
  if (dow === undefined && SHORT_WEEKDAYS[t.fold] !== undefined && (tokens[k + 1]?.kind === 'time' || /^\d{1,2}(?:h|hs|hrs?|am|pm)(?:\d{2})?$/.test(f(tokens, k + 1)) || dateFollows(tokens, k + 1)))
    dow = SHORT_WEEKDAYS[t.fold];
  // "his allergy shot thu after work, 6pm", "on thurs": the English short forms that are no other word,
  // before a part of the day, a comma or after "on".
  if (dow === undefined && EN_SHORT_WEEKDAYS.has(t.fold) && (SHORT_WEEKDAY_NEXT.has(f(tokens, k + 1)) || f(tokens, k - 1) === 'on')) dow = SHORT_WEEKDAYS[t.fold];
  // "Wed thru Fri", "Tue, Wed and Sat", "ter e qui": a short weekday joined to another weekday is a day.
  const run = inWeekdayRun(tokens, k);
  if (dow === undefined && SHORT_WEEKDAYS[t.fold] !== undefined && run) dow = SHORT_WEEKDAYS[t.fold];
  if (dow === undefined) return null;
  let len = k + (ord?.len ?? 1) - i;
  if (!ord && (f(tokens, k + 1) === '-' || f(tokens, k + 1) === 'feira')) len += f(tokens, k + 1) === '-' ? (f(tokens, k + 2) === 'feira' ? 2 : 0) : 1;
  /** The token right after the weekday's own word(s), before any modifier. */
  const afterWord = i + len;
  // "Wednesday of next week", "sexta da semana que vem": the weekday of that week.
  for (const [words, offset] of WEEK_OF) {
    const n = phraseAt(tokens, i + len, words);
    if (n) return {len: len + n, spec: {kind: 'weekday', dow, mod: null, week: offset}};
  }
  const post = firstPhraseAt(tokens, i + len, WEEKDAY_AFTER_MODS);
  if (post) {
    const said = tokens
      .slice(i + len, i + len + post)
      .map(x => x.fold)
      .join(' ');
    mod = WEEKDAY_AFTER_UPCOMING.includes(said) ? 'upcoming' : 'last';
    len += post;
  } else if (f(tokens, i + len) === 'agora' && mod === null) {
    // "sábado agora": this coming Saturday.
    mod = 'upcoming';
    len += 1;
  }
  // "Tuesday week", "Friday fortnight": that weekday, then a week (a fortnight) on.
  const on = lang === 'en' && !post && mod === null ? WEEKDAY_WEEK_ON[f(tokens, i + len)] : undefined;
  if (on && !EVERY_WORDS.has(f(tokens, i - 1)) && f(tokens, i + len + 1) !== "'s") {
    return {len: len + 1, spec: {kind: 'shift', base: {kind: 'weekday', dow, mod: 'upcoming'}, amount: on, unit: 'day'}};
  }
  const ambiguous = ord ? !ord.named : AMBIGUOUS_WEEKDAYS.has(t.fold);
  if (ambiguous && !post && mod === null) {
    const prev = f(tokens, k - 1);
    const next = f(tokens, afterWord);
    const nextTok = tokens[afterWord];
    const ok =
      run ||
      AMBIGUOUS_WEEKDAY_BEFORE.has(prev) ||
      (AMBIGUOUS_WEEKDAY_AFTER.has(next) && !(ord && next === 'de' && !DAY_PARTS[f(tokens, afterWord + 1)])) ||
      !nextTok ||
      nextTok.kind === 'time' ||
      // "quarta 23", "quinta dia 10": a weekday with its date.
      next === 'dia' ||
      // "na quinta das 9h às 13h": a range of hours opens after it ("a Quinta das Lágrimas" is a place).
      (['das', 'de', 'entre'].includes(next) &&
        (tokens[afterWord + 1]?.kind === 'time' || /^\d{1,2}(?:h\d{0,2})?$/.test(f(tokens, afterWord + 1))) &&
        /^\d|^(?:as|às|a|ate|e)$/.test(f(tokens, afterWord + 2))) ||
      (/^\d{1,2}$/.test(next) && Number(next) >= 1 && Number(next) <= 31) ||
      /^\d{1,2}h/.test(next);
    if (!ok) return null;
  }
  if (EVERY_WORDS.has(f(tokens, i - 1))) return null;
  return {len, spec: {kind: 'weekday', dow, mod}};
};

/**
 * Whether the weekday at k is joined to another weekday ("Wed thru Fri", "Tue, Wed and Sat", "ter e
 * qui"): in such a run even a short form that is also a word ("wed", "sat", "ter") is the day.
 */
function inWeekdayRun(tokens: Token[], k: number): boolean {
  const isDay = (j: number) => WEEKDAYS[f(tokens, j)] !== undefined || SHORT_WEEKDAYS[f(tokens, j)] !== undefined;
  // "de segunda a quarta das 9h às 18h", "de 2.ª a 4.ª das 9h": Portuguese "a" joins two weekdays
  // when "de" opened the run (a day by its word, or by its ordinal, "2.ª" being three tokens).
  const dayStart = (j: number) => (isDay(j) ? j : ordinalWeekdayAt(tokens, j)?.len === 1 ? j : ordinalWeekdayAt(tokens, j - 2)?.len === 3 ? j - 2 : -1);
  const first = f(tokens, k - 1) === 'a' ? dayStart(k - 2) : -1;
  const openedRun = first > 0 && ['de', 'desde'].includes(f(tokens, first - 1));
  return (WEEKDAY_RUN_JOINERS.has(f(tokens, k + 1)) && isDay(k + 2)) || (WEEKDAY_RUN_JOINERS.has(f(tokens, k - 1)) && isDay(k - 2)) || openedRun;
}

/** "6 to 8am", "6 - 8": a number that opens a range of hours is no day of the month. */
function opensHours(tokens: Token[], k: number): boolean {
  if (!SPAN_JOINERS.includes(f(tokens, k + 1))) return false;
  const end = tokens[k + 2];
  // "thursday 5 till half 6": an end told by its minutes makes the number an hour too.
  const told = spokenClockAt(tokens, k + 2);
  return !!end && (end.kind === 'time' || /^\d{1,2}(?:h|hs|am|pm)(?:\d{2})?$/.test(end.fold) || (end.kind === 'num' && CLOCK_MARKS.has(f(tokens, k + 3))) || (!!told && !told.marked));
}

/**
 * "Tuesday, 9.15", "quinta 14.30": an hour and its minutes written with a dot, the clock of the day
 * before it, not a day number. In Portuguese "9.12" may be a day and its month, so only minutes past 12 say clock.
 */
function dottedClock(tokens: Token[], k: number, lang: 'pt' | 'en'): boolean {
  const h = tokens[k];
  const dot = tokens[k + 1];
  const mm = tokens[k + 2];
  // "Friday 8.50am": the minutes may carry the half of the day.
  const ampm = /^\d{2}(?:am|pm|h)$/i.test(mm?.text ?? '') || ['am', 'pm'].includes(tokens[k + 3]?.fold ?? '');
  if (!h || !dot || !mm || dot.text !== '.' || dot.start !== h.end || mm.start !== dot.end || !/^\d{2}(?:am|pm|h)?$/i.test(mm.text)) return false;
  const minutes = Number(mm.text.slice(0, 2));
  return Number(h.text) <= 23 && minutes < 60 && (lang === 'en' || minutes > 12 || ampm);
}

/** The explicit date right after a weekday ("dia 19", "16 April", "the 5th", "nov 2", "March 5, 2027"), with where it ends. */
export function dateAfterWeekday(tokens: Token[], j: number, lang: 'pt' | 'en', matchAt: (tokens: Token[], i: number, lang: 'pt' | 'en') => Hit | null): {spec: DateSpec; end: number} | null {
  let k = j;
  while (WEEKDAY_DATE_FILLERS.has(f(tokens, k))) k++;
  // "tuesday jan 27", "mon nov 2", "Friday, March 5, 2027": a month and its day (and year).
  const mk = MONTHS[f(tokens, k)];
  const dn = /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(f(tokens, k + 1));
  if (mk && dn && Number(dn[1]) >= 1 && Number(dn[1]) <= 31) {
    const year = f(tokens, k + 2) === ',' && yearAt(tokens, k + 3) ? yearAt(tokens, k + 3) : yearAt(tokens, k + 2);
    const end = k + 2 + (year === null ? 0 : f(tokens, k + 2) === ',' ? 2 : 1);
    return {spec: {kind: 'day-month', day: Number(dn[1]), month: mk, year}, end};
  }
  const hit = matchAt(tokens, k, lang);
  if (hit && (hit.spec.kind === 'day-month' || hit.spec.kind === 'day')) return {spec: hit.spec, end: k + hit.len};
  if (hit) return null;
  // A bare day number: "quarta 23", "tues the 20th".
  const t = f(tokens, k);
  const m = /^(\d{1,2})(?:st|nd|rd|th|º|o)?$/.exec(t);
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 31 || tokens[k]?.kind === 'time' || opensHours(tokens, k) || dottedClock(tokens, k, lang)) return null;
  let end = k + 1;
  if (ORDINAL_SUFFIXES.has(f(tokens, end))) end++;
  const month = MONTHS[f(tokens, end)] ?? (f(tokens, end) === 'de' || f(tokens, end) === 'of' ? MONTHS[f(tokens, end + 1)] : undefined);
  if (month) {
    end += f(tokens, end) === 'de' || f(tokens, end) === 'of' ? 2 : 1;
    return {spec: {kind: 'day-month', day: Number(m[1]), month, year: null}, end};
  }
  return {spec: {kind: 'day', day: Number(m[1])}, end};
}
