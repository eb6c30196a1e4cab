/**
 * Dates counted from today: day offsets ("amanhã", "the day before yesterday"), weeks and weekends,
 * months and years ("mês que vem", "last year"), and durations back or ahead ("há três meses",
 * "3 weeks ago", "daqui a 2 horas", "in 20 minutes", "within two weeks").
 */
import {readNumber, phraseAt, firstPhraseAt} from '../text.js';
import {
  AFTER_THIS,
  AGO_HEDGES,
  DAY_AFTER_TOMORROW,
  DAY_BEFORE_YESTERDAY,
  durationUnit,
  f,
  FROM_NOW_HEDGES,
  FROM_NOW_LEADS,
  IN_TIME_TAIL,
  LAST_MONTH,
  LAST_WEEK,
  LAST_WEEKEND,
  LAST_WORKDAY,
  LAST_YEAR,
  MONTH_END,
  NEXT_MONTH,
  NEXT_WEEK,
  NEXT_WEEK_FOR,
  NEXT_WEEK_FOR_NOT_BEFORE,
  NEXT_WEEKEND,
  NEXT_WORKDAY,
  NEXT_YEAR,
  QUARTER_AFTER,
  QUARTER_LEADS,
  QUARTER_OF,
  QUARTER_WORDS,
  THIS_MONTH,
  THIS_WEEK,
  THIS_WEEKEND,
  THIS_WEEKEND_SHORT,
  THIS_YEAR,
  TODAY_PART_AFTER,
  TODAY_WORDS,
  TOMORROW_PART_AFTER,
  UNIT_DAYS,
  UNITS,
  WORKDAY_OF,
  YESTERDAY_PART_AFTER,
  YESTERDAY_WORDS,
} from './lexicon.js';
import type {Matcher} from './specs.js';

/** Plurals before "da semana" that count days, not things held this week: "dias da semana", "fins da semana". */
const WEEK_OF_NOUNS: ReadonlySet<string> = new Set(['dias', 'fins', 'meados', 'inicios', 'finais']);

export const RELATIVE: Matcher[] = [
  // Day offsets.
  (tokens, i) => {
    let n: number;
    if ((n = firstPhraseAt(tokens, i, DAY_AFTER_TOMORROW))) return {len: n, spec: {kind: 'offset-days', days: 2}};
    if ((n = firstPhraseAt(tokens, i, DAY_BEFORE_YESTERDAY))) return {len: n, spec: {kind: 'offset-days', days: -2}};
    // "esta manhã", "nesta tarde", "esta noite": today, at that part of it (parts.ts reads the part).
    if ((n = firstPhraseAt(tokens, i, TODAY_WORDS))) {
      const extra = firstPhraseAt(tokens, i + n, TODAY_PART_AFTER);
      return {len: n + extra, spec: {kind: 'offset-days', days: 0}};
    }
    if ((n = firstPhraseAt(tokens, i, ['amanha', 'tomorrow']))) {
      const extra = firstPhraseAt(tokens, i + n, TOMORROW_PART_AFTER);
      return {len: n + extra, spec: {kind: 'offset-days', days: 1}};
    }
    if ((n = firstPhraseAt(tokens, i, YESTERDAY_WORDS))) {
      const extra = firstPhraseAt(tokens, i + n, YESTERDAY_PART_AFTER);
      return {len: n + extra, spec: {kind: 'offset-days', days: -1}};
    }
    if ((n = phraseAt(tokens, i, 'anteontem'))) return {len: n, spec: {kind: 'offset-days', days: -2}};
    // "next day" is tomorrow; "the next day" tells of a day after another, and is none.
    if ((n = phraseAt(tokens, i, 'next day')) && f(tokens, i - 1) !== 'the') return {len: n, spec: {kind: 'offset-days', days: 1}};
    // "next hour", "na próxima hora": an hour from now.
    if ((n = firstPhraseAt(tokens, i, ['next hour', 'proxima hora']))) return {len: n, spec: {kind: 'in', amount: 1, unit: 'hour'}};
    return null;
  },
  // Working days: "próximo dia útil", "next business day", "last weekday" (not "o último dia útil do mês").
  (tokens, i) => {
    let n = firstPhraseAt(tokens, i, NEXT_WORKDAY);
    if (n) return {len: n, spec: {kind: 'workday', offset: 1}};
    n = firstPhraseAt(tokens, i, LAST_WORKDAY);
    if (n && !WORKDAY_OF.has(f(tokens, i + n))) return {len: n, spec: {kind: 'workday', offset: -1}};
    return null;
  },
  // "after this month", "depois dessa semana": the period after it ("after this week's meeting" is no date).
  (tokens, i) => {
    const n = firstPhraseAt(tokens, i, AFTER_THIS);
    if (!n || f(tokens, i + n + 1) === "'s") return null;
    const unit = UNITS[f(tokens, i + n)];
    if (unit === 'week') return {len: n + 1, spec: {kind: 'week', offset: 1}};
    if (unit === 'month') return {len: n + 1, spec: {kind: 'month-rel', offset: 1}};
    if (unit === 'year') return {len: n + 1, spec: {kind: 'year-rel', offset: 1}};
    return null;
  },
  // Weeks and weekends.
  (tokens, i) => {
    let n: number;
    if ((n = firstPhraseAt(tokens, i, LAST_WEEKEND))) return {len: n, spec: {kind: 'weekend', offset: -1}};
    if ((n = firstPhraseAt(tokens, i, NEXT_WEEKEND))) return {len: n, spec: {kind: 'weekend', offset: 1}};
    // "no fds", "esse fds", "this wknd": the chat's weekend (a bare "os fds" is a habit, not a date).
    if ((n = firstPhraseAt(tokens, i, THIS_WEEKEND_SHORT))) return {len: n, spec: {kind: 'weekend', offset: 0}};
    if ((n = firstPhraseAt(tokens, i, THIS_WEEKEND))) return {len: n, spec: {kind: 'weekend', offset: 0}};
    if ((n = firstPhraseAt(tokens, i, ['semana retrasada']))) return {len: n, spec: {kind: 'week', offset: -2}};
    if ((n = firstPhraseAt(tokens, i, LAST_WEEK))) return {len: n, spec: {kind: 'week', offset: -1}};
    if ((n = firstPhraseAt(tokens, i, NEXT_WEEK))) return {len: n, spec: {kind: 'week', offset: 1}};
    // "fica para a semana": the week a thing is put off to ("para a semana de provas" is that week).
    if ((n = firstPhraseAt(tokens, i, NEXT_WEEK_FOR)) && !NEXT_WEEK_FOR_NOT_BEFORE.has(f(tokens, i + n))) return {len: n, spec: {kind: 'week', offset: 1}};
    if ((n = firstPhraseAt(tokens, i, THIS_WEEK))) return {len: n, spec: {kind: 'week', offset: 0}};
    // "todas as consultas da semana": things of the week are this week's; "dia da semana", "fim da semana" are no date.
    if (phraseAt(tokens, i, 'da semana') && /s$/.test(f(tokens, i - 1)) && f(tokens, i + 2) !== 'que' && !WEEK_OF_NOUNS.has(f(tokens, i - 1))) return {len: 2, spec: {kind: 'week', offset: 0}};
    return null;
  },
  // Month and year offsets.
  (tokens, i) => {
    let n: number;
    if ((n = firstPhraseAt(tokens, i, MONTH_END))) return {len: n, spec: {kind: 'month-end', offset: 0}};
    if ((n = firstPhraseAt(tokens, i, LAST_MONTH))) return {len: n, spec: {kind: 'month-rel', offset: -1}};
    if ((n = firstPhraseAt(tokens, i, NEXT_MONTH))) return {len: n, spec: {kind: 'month-rel', offset: 1}};
    if ((n = firstPhraseAt(tokens, i, THIS_MONTH))) return {len: n, spec: {kind: 'month-rel', offset: 0}};
    if ((n = firstPhraseAt(tokens, i, LAST_YEAR))) return {len: n, spec: {kind: 'year-rel', offset: -1}};
    if ((n = firstPhraseAt(tokens, i, NEXT_YEAR))) return {len: n, spec: {kind: 'year-rel', offset: 1}};
    if ((n = firstPhraseAt(tokens, i, THIS_YEAR))) return {len: n, spec: {kind: 'year-rel', offset: 0}};
    return null;
  },
  // Quarters of the year: "next quarter", "last qtr", "the next two quarters", "próximo trimestre",
  // "trimestre que vem" ("the last quarter of the year" is a part of another).
  (tokens, i) => {
    const lead = QUARTER_LEADS[f(tokens, i)];
    if (lead === undefined) {
      if (!QUARTER_WORDS.has(f(tokens, i))) return null;
      for (const [words, offset] of QUARTER_AFTER) {
        const n = phraseAt(tokens, i + 1, words);
        if (n) return {len: 1 + n, spec: {kind: 'quarter-rel', offset, count: 1}};
      }
      return null;
    }
    const num = readNumber(tokens, i + 1);
    const counted = !!num && num.value >= 1 && num.value <= 8 && QUARTER_WORDS.has(f(tokens, i + 1 + num.len));
    const count = counted ? num.value : 1;
    const k = i + 1 + (counted ? num.len : 0);
    if (!QUARTER_WORDS.has(f(tokens, k)) || QUARTER_OF.has(f(tokens, k + 1))) return null;
    return {len: k + 1 - i, spec: {kind: 'quarter-rel', offset: lead < 0 ? -count : lead, count}};
  },
  // "há três meses", "faz 2 semanas que", "3 months ago", "3 meses atrás", "há 2 horas", "5 days from now".
  (tokens, i) => {
    const lead = f(tokens, i);
    if (lead === 'ha' || lead === 'faz') {
      let k = i + 1;
      k += firstPhraseAt(tokens, k, AGO_HEDGES);
      const num = readNumber(tokens, k) ?? (f(tokens, k) === 'um' ? {value: 1, len: 1} : null);
      if (!num) return null;
      const days = UNIT_DAYS[f(tokens, k + num.len)];
      if (days) return {len: k + num.len + 1 - i, spec: {kind: 'ago', amount: num.value * days, unit: 'day'}};
      const unit = durationUnit(f(tokens, k + num.len));
      if (!unit) return null;
      // "faz 90 anos em março" is a birthday, not "90 years ago".
      if (lead === 'faz' && unit === 'year' && f(tokens, k + num.len + 1) !== 'que') return null;
      return {len: k + num.len + 1 - i, spec: {kind: 'ago', amount: num.value, unit}};
    }
    const num = readNumber(tokens, i);
    if (num) {
      // "a fortnight ago": a unit said in days.
      const days = UNIT_DAYS[f(tokens, i + num.len)];
      if (days && f(tokens, i + num.len + 1) === 'ago') return {len: num.len + 2, spec: {kind: 'ago', amount: num.value * days, unit: 'day'}};
      const unit = durationUnit(f(tokens, i + num.len));
      const after = f(tokens, i + num.len + 1);
      if (unit && (after === 'ago' || after === 'atras')) return {len: num.len + 2, spec: {kind: 'ago', amount: num.value, unit}};
      if (unit && phraseAt(tokens, i + num.len + 1, 'from now')) return {len: num.len + 3, spec: {kind: 'in', amount: num.value, unit}};
    }
    return null;
  },
  // "em seis meses", "daqui a 3 semanas", "in 3 months", "within two weeks", "daqui 2 horas", "in 20 minutes".
  (tokens, i) => {
    const n = firstPhraseAt(tokens, i, FROM_NOW_LEADS);
    if (!n) return null;
    // "daqui a uns 3 dias" (about three), "daqui a uns dias" (a few).
    const about = i + n + firstPhraseAt(tokens, i + n, FROM_NOW_HEDGES);
    for (const k of [about, i + n]) {
      const num = readNumber(tokens, k);
      if (!num) continue;
      const word = f(tokens, k + num.len);
      // Hours and minutes after "em"/"in" only as a duration ("em 2 horas", not "em 2 h" of a clock).
      const unit = UNITS[word] ?? (word.length > 1 ? durationUnit(word) : undefined);
      // "in a week's time", "in two weeks' time": the tail read with the duration.
      const tail = f(tokens, i) === 'in' ? firstPhraseAt(tokens, k + num.len + 1, IN_TIME_TAIL) : 0;
      if (unit) return {len: k + num.len + 1 + tail - i, spec: {kind: 'in', amount: num.value, unit}};
      // "in a fortnight", "daqui a uma quinzena": a unit said in days.
      if (UNIT_DAYS[word]) return {len: k + num.len + 1 + tail - i, spec: {kind: 'in', amount: num.value * UNIT_DAYS[word]!, unit: 'day'}};
    }
    return null;
  },
];
