/**
 * Dates counted from today: day offsets ("amanhã", "the day before yesterday"), weeks and weekends,
 * months and years ("mês que vem", "last year"), and durations back or ahead ("há três meses",
 * "3 weeks ago", "daqui a 2 horas", "in 20 minutes", "within two weeks").
 */
import {readNumber} from '../text.js';
import {durationUnit, f, firstSeq, seq, UNITS} from './lexicon.js';
import type {Matcher} from './specs.js';

export const RELATIVE: Matcher[] = [
  // Day offsets.
  (tokens, i) => {
    let n: number;
    if ((n = firstSeq(tokens, i, ['depois de amanha', 'the day after tomorrow', 'day after tomorrow']))) return {len: n, spec: {kind: 'offset-days', days: 2}};
    if ((n = firstSeq(tokens, i, ['the day before yesterday', 'day before yesterday', 'antes de ontem']))) return {len: n, spec: {kind: 'offset-days', days: -2}};
    // "esta manhã", "nesta tarde", "esta noite": today, at that part of it (parts.ts reads the part).
    if (
      (n = firstSeq(tokens, i, [
        'this morning',
        'this afternoon',
        'this evening',
        'tonight',
        'today',
        'earlier today',
        'hoje',
        'esta manha',
        'esta tarde',
        'esta noite',
        'nesta manha',
        'nesta tarde',
        'nesta noite',
      ]))
    ) {
      const extra = firstSeq(tokens, i + n, ['de manha', 'a tarde', 'a noite', 'cedo', 'mais cedo', 'mais tarde', 'de tarde', 'de noite']);
      return {len: n + extra, spec: {kind: 'offset-days', days: 0}};
    }
    if ((n = firstSeq(tokens, i, ['amanha', 'tomorrow']))) {
      const extra = firstSeq(tokens, i + n, ['de manha', 'a tarde', 'a noite', 'cedo', 'de tarde', 'de noite', 'morning', 'afternoon', 'evening', 'night']);
      return {len: n + extra, spec: {kind: 'offset-days', days: 1}};
    }
    if ((n = firstSeq(tokens, i, ['last night', 'ontem', 'yesterday']))) {
      const extra = firstSeq(tokens, i + n, ['de manha', 'a tarde', 'a noite', 'de tarde', 'de noite', 'morning', 'afternoon', 'evening']);
      return {len: n + extra, spec: {kind: 'offset-days', days: -1}};
    }
    if ((n = seq(tokens, i, 'anteontem'))) return {len: n, spec: {kind: 'offset-days', days: -2}};
    // "next day" is tomorrow; "the next day" tells of a day after another, and is none.
    if ((n = seq(tokens, i, 'next day')) && f(tokens, i - 1) !== 'the') return {len: n, spec: {kind: 'offset-days', days: 1}};
    // "next hour", "na próxima hora": an hour from now.
    if ((n = firstSeq(tokens, i, ['next hour', 'proxima hora']))) return {len: n, spec: {kind: 'in', amount: 1, unit: 'hour'}};
    return null;
  },
  // Working days: "próximo dia útil", "next business day", "last weekday" (not "o último dia útil do mês").
  (tokens, i) => {
    let n = firstSeq(tokens, i, ['no proximo dia util', 'proximo dia util', 'dia util seguinte', 'next business day', 'next working day', 'next weekday']);
    if (n) return {len: n, spec: {kind: 'workday', offset: 1}};
    n = firstSeq(tokens, i, ['dia util anterior', 'ultimo dia util', 'previous business day', 'previous working day', 'last business day', 'last working day', 'last weekday']);
    if (n && !['do', 'da', 'of', 'before'].includes(f(tokens, i + n))) return {len: n, spec: {kind: 'workday', offset: -1}};
    return null;
  },
  // "after this month", "depois dessa semana": the period after it ("after this week's meeting" is no date).
  (tokens, i) => {
    const n = firstSeq(tokens, i, ['after this', 'depois desta', 'depois dessa', 'depois deste', 'depois desse']);
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
    if ((n = firstSeq(tokens, i, ['fim de semana passado', 'final de semana passado', 'last weekend', 'past weekend']))) return {len: n, spec: {kind: 'weekend', offset: -1}};
    if ((n = firstSeq(tokens, i, ['proximo fim de semana', 'proximo final de semana', 'fim de semana que vem', 'next weekend', 'proximo fds', 'fds que vem', 'next wknd'])))
      return {len: n, spec: {kind: 'weekend', offset: 1}};
    // "no fds", "esse fds", "this wknd": the chat's weekend (a bare "os fds" is a habit, not a date).
    if ((n = firstSeq(tokens, i, ['no fds', 'nesse fds', 'neste fds', 'esse fds', 'este fds', 'this wknd', 'the wknd', 'this weekend']))) return {len: n, spec: {kind: 'weekend', offset: 0}};
    if (
      (n = firstSeq(tokens, i, [
        'neste fim de semana',
        'nesse fim de semana',
        'este fim de semana',
        'esse fim de semana',
        'no fim de semana',
        'fim de semana',
        'final de semana',
        'this weekend',
        'the weekend',
      ]))
    )
      return {len: n, spec: {kind: 'weekend', offset: 0}};
    if ((n = firstSeq(tokens, i, ['semana retrasada']))) return {len: n, spec: {kind: 'week', offset: -2}};
    if ((n = firstSeq(tokens, i, ['semana passada', 'last week', 'past week', 'previous week', 'ultima semana']))) return {len: n, spec: {kind: 'week', offset: -1}};
    if ((n = firstSeq(tokens, i, ['semana que vem', 'proxima semana', 'next week', 'the following week', 'following week']))) return {len: n, spec: {kind: 'week', offset: 1}};
    if ((n = firstSeq(tokens, i, ['essa semana', 'esta semana', 'nessa semana', 'nesta semana', 'this week', 'later this week']))) return {len: n, spec: {kind: 'week', offset: 0}};
    return null;
  },
  // Month and year offsets.
  (tokens, i) => {
    let n: number;
    if ((n = firstSeq(tokens, i, ['fim do mes', 'final do mes', 'end of the month', 'end of month']))) return {len: n, spec: {kind: 'month-end', offset: 0}};
    if ((n = firstSeq(tokens, i, ['mes passado', 'last month', 'past month', 'previous month']))) return {len: n, spec: {kind: 'month-rel', offset: -1}};
    if ((n = firstSeq(tokens, i, ['mes que vem', 'proximo mes', 'next month']))) return {len: n, spec: {kind: 'month-rel', offset: 1}};
    if ((n = firstSeq(tokens, i, ['este mes', 'esse mes', 'neste mes', 'nesse mes', 'this month', 'later this month']))) return {len: n, spec: {kind: 'month-rel', offset: 0}};
    if ((n = firstSeq(tokens, i, ['ano passado', 'last year', 'past year']))) return {len: n, spec: {kind: 'year-rel', offset: -1}};
    if ((n = firstSeq(tokens, i, ['ano que vem', 'proximo ano', 'next year']))) return {len: n, spec: {kind: 'year-rel', offset: 1}};
    if ((n = firstSeq(tokens, i, ['este ano', 'esse ano', 'neste ano', 'nesse ano', 'this year', 'later this year']))) return {len: n, spec: {kind: 'year-rel', offset: 0}};
    return null;
  },
  // "há três meses", "faz 2 semanas que", "3 months ago", "3 meses atrás", "há 2 horas", "5 days from now".
  (tokens, i) => {
    const lead = f(tokens, i);
    if (lead === 'ha' || lead === 'faz') {
      let k = i + 1;
      k += firstSeq(tokens, k, ['cerca de', 'uns', 'umas', 'quase', 'mais de', 'mais ou menos']);
      const num = readNumber(tokens, k) ?? (f(tokens, k) === 'um' ? {value: 1, len: 1} : null);
      if (!num) return null;
      const unit = durationUnit(f(tokens, k + num.len));
      if (!unit) return null;
      // "faz 90 anos em março" is a birthday, not "90 years ago".
      if (lead === 'faz' && unit === 'year' && f(tokens, k + num.len + 1) !== 'que') return null;
      return {len: k + num.len + 1 - i, spec: {kind: 'ago', amount: num.value, unit}};
    }
    const num = readNumber(tokens, i);
    if (num) {
      const unit = durationUnit(f(tokens, i + num.len));
      const after = f(tokens, i + num.len + 1);
      if (unit && (after === 'ago' || after === 'atras')) return {len: num.len + 2, spec: {kind: 'ago', amount: num.value, unit}};
      if (unit && seq(tokens, i + num.len + 1, 'from now')) return {len: num.len + 3, spec: {kind: 'in', amount: num.value, unit}};
    }
    return null;
  },
  // "em seis meses", "daqui a 3 semanas", "in 3 months", "within two weeks", "daqui 2 horas", "in 20 minutes".
  (tokens, i) => {
    const n = firstSeq(tokens, i, ['daqui a', 'daqui', 'dqui a', 'dqui', 'daki a', 'daki', 'dentro de', 'em', 'in', 'within']);
    if (!n) return null;
    // "daqui a uns 3 dias" (about three), "daqui a uns dias" (a few).
    const about = i + n + firstSeq(tokens, i + n, ['cerca de', 'uns', 'umas', 'about', 'around']);
    for (const k of [about, i + n]) {
      const num = readNumber(tokens, k);
      if (!num) continue;
      const word = f(tokens, k + num.len);
      // Hours and minutes after "em"/"in" only as a duration ("em 2 horas", not "em 2 h" of a clock).
      const unit = UNITS[word] ?? (word.length > 1 ? durationUnit(word) : undefined);
      if (unit) return {len: k + num.len + 1 - i, spec: {kind: 'in', amount: num.value, unit}};
    }
    return null;
  },
];
