/**
 * Word lists and small readers the date matchers share: weekdays, months (from the one month
 * table), units, ordinals and years, parts of the day, the words that join a span's two ends, and
 * the verbs that put a sentence in the past.
 */
import {MONTH_NUMBER} from '../../text/months.js';
import {isWord, type Token} from '../text.js';
import type {DayPart, Unit} from './specs.js';

export const WEEKDAYS: Record<string, number> = {
  domingo: 0,
  segunda: 1,
  'segunda-feira': 1,
  terca: 2,
  'terca-feira': 2,
  quarta: 3,
  'quarta-feira': 3,
  quinta: 4,
  'quinta-feira': 4,
  sexta: 5,
  'sexta-feira': 5,
  sabado: 6,
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};
// Portuguese weekdays that are also ordinals ("segunda vez", "quinta série") need context.
export const AMBIGUOUS_WEEKDAYS = new Set(['segunda', 'quarta', 'quinta', 'sexta']);
/** Weekdays typed short in chat, read as days only before an hour or a date ("qui 10h", "Sáb 12Dez"). */
export const SHORT_WEEKDAYS: Record<string, number> = {
  seg: 1,
  ter: 2,
  qua: 3,
  qui: 4,
  sex: 5,
  sab: 6,
  dom: 0,
  mon: 1,
  tue: 2,
  tues: 2,
  wed: 3,
  weds: 3,
  thu: 4,
  thur: 4,
  thurs: 4,
  fri: 5,
  sat: 6,
  sun: 0,
};
/** "Wednesday of next week", "sexta da semana que vem": the week a weekday falls in, by its offset from this one. */
export const WEEK_OF: [string, number][] = [
  ['of next week', 1],
  ['of the next week', 1],
  ['of last week', -1],
  ['of the last week', -1],
  ['of this week', 0],
  ['da semana que vem', 1],
  ['da proxima semana', 1],
  ['da semana passada', -1],
  ['desta semana', 0],
  ['dessa semana', 0],
  ['da semana', 0],
];

/** Month words (full names and abbreviations, both languages) → 1–12, from the one month table. */
export const MONTHS: Readonly<Record<string, number>> = MONTH_NUMBER;
// Month words that are also ordinary words ("marco", "may", "march", "ago", "set"…).
export const RISKY_MONTHS = new Set(['marco', 'mai', 'may', 'march', 'jan', 'feb', 'fev', 'mar', 'apr', 'abr', 'jun', 'jul', 'aug', 'ago', 'sep', 'sept', 'set', 'oct', 'out', 'nov', 'dec', 'dez']);
export const FULL_MONTH = (f: string) => f.length > 4 || f === 'maio' || f === 'may' || f === 'june' || f === 'july';
/** Month words that are also everyday words ("may", "mar", "set", "out", "ago", "dez" is ten). */
export const WORD_MONTHS = new Set(['may', 'mar', 'march', 'set', 'out', 'ago', 'dez', 'mai', 'jan']);

export const UNITS: Record<string, Unit> = {
  dia: 'day',
  dias: 'day',
  day: 'day',
  days: 'day',
  semana: 'week',
  semanas: 'week',
  week: 'week',
  weeks: 'week',
  mes: 'month',
  meses: 'month',
  month: 'month',
  months: 'month',
  ano: 'year',
  anos: 'year',
  year: 'year',
  years: 'year',
};
/** Units only a duration from now takes ("daqui 2 horas", "in 20 minutes", "2 hours ago"). */
const CLOCK_UNITS: Record<string, Unit> = {
  hora: 'hour',
  horas: 'hour',
  hour: 'hour',
  hours: 'hour',
  hr: 'hour',
  hrs: 'hour',
  h: 'hour',
  minuto: 'minute',
  minutos: 'minute',
  minute: 'minute',
  minutes: 'minute',
  min: 'minute',
  mins: 'minute',
};
export const durationUnit = (w: string): Unit | undefined => UNITS[w] ?? CLOCK_UNITS[w];

/** Before a date: a due date rather than an event date ("até sexta", "by Friday"). */
export const DEADLINE = ['ate o', 'ate a', 'ate', 'by', 'before', 'antes de', 'antes do', 'antes da', 'until', 'no later than', 'prazo'];

/** Before a span's first end: "de 4 a 6", "from Thursday to Tuesday", "entre 10 e 12 de maio". */
export const SPAN_OPENERS = ['de', 'do', 'da', 'from', 'entre', 'between'];
/** Between a span's two ends. "e"/"and" only after "entre"/"between". */
export const SPAN_JOINERS = ['a', 'ao', 'ate', 'to', 'till', 'til', 'until', 'through', 'thru', '-', '–', '—'];
/** "18 de dezembro, volta 4 de janeiro", "leaving the 3rd, back on the 9th": the day back closes a trip. */
export const RETURN_WORDS = ['e volta', 'e volto', 'e voltamos', 'e voltam', 'volta', 'volto', 'voltamos', 'voltam', 'voltando', 'retorno', 'and back', 'back on', 'back', 'returning', 'coming back'];
/** A day counted from another: "a week from Friday", "dois dias depois do Natal", "3 days before the 10th". */
export const SHIFT_AFTER = ['from', 'after', 'depois de', 'depois do', 'depois da', 'apos o', 'apos a', 'apos'];
export const SHIFT_BEFORE = ['before', 'antes de', 'antes do', 'antes da'];

/** Parts of the day and the hours each spans. */
export const DAY_PARTS: Record<string, DayPart> = {
  madrugada: 'dawn',
  manha: 'morning',
  tarde: 'afternoon',
  noite: 'night',
  morning: 'morning',
  afternoon: 'afternoon',
  evening: 'night',
  night: 'night',
  tonight: 'night',
};
export const PART_HOURS: Record<DayPart, [number, number]> = {dawn: [0, 6], morning: [6, 12], afternoon: [12, 18], night: [18, 24]};
/** Words after which a part of the day is one ("de manhã", "esta tarde", "tomorrow morning"), not "tarde" as late or "boa noite". */
export const PART_LEADS = new Set([
  'de',
  'da',
  'a',
  'pela',
  'na',
  'esta',
  'nesta',
  'essa',
  'nessa',
  'hoje',
  'hj',
  'amanha',
  'ontem',
  'this',
  'the',
  'tomorrow',
  'yesterday',
  'today',
  'last',
  'at',
  'tmrw',
  'tmr',
]);

/** Verbs that put what is told in the past ("fui no dentista dia 3", "the call was at midnight"). */
export const PAST_VERBS = new Set(['fui', 'foi', 'fomos', 'foram', 'teve', 'tivemos', 'went', 'was', 'had', 'did', 'fez', 'fiz']);
/** The moment of speaking, when nothing else dates the phrase ("a reunião é agora", "now"). */
export const NOW_WORDS = ['agora mesmo', 'agora', 'right now', 'now'];

export const f = (tokens: Token[], i: number) => tokens[i]?.fold ?? '';
export const seq = (tokens: Token[], i: number, words: string) => {
  const ws = words.split(' ');
  return ws.every((w, k) => f(tokens, i + k) === w) ? ws.length : 0;
};
export const firstSeq = (tokens: Token[], i: number, options: string[]) => {
  for (const o of options) {
    const n = seq(tokens, i, o);
    if (n) return n;
  }
  return 0;
};

export function ordinal(t: Token | undefined): number | null {
  if (!t) return null;
  const m = /^(\d{1,2})(st|nd|rd|th|º|ª|o)?$/.exec(t.fold);
  if (m) {
    const v = Number(m[1]);
    return v >= 1 && v <= 31 ? v : null;
  }
  if (t.fold === 'primeiro' || t.fold === 'first') return 1;
  return null;
}

export function monthAt(tokens: Token[], i: number, strict: boolean): number | null {
  const t = tokens[i];
  if (!isWord(t)) return null;
  const m = MONTHS[t.fold];
  if (!m) return null;
  if (t.lower === 'março') return 3;
  if (RISKY_MONTHS.has(t.fold) && strict) return null;
  return m;
}

export function yearAt(tokens: Token[], i: number): number | null {
  const t = tokens[i];
  if (t && /^(19|20)\d{2}$/.test(t.fold)) return Number(t.fold);
  return null;
}
