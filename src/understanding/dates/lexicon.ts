/**
 * Word lists and small readers the date matchers share: weekdays, months (from the one month
 * table), units, ordinals and years.
 */
import {MONTH_NUMBER} from '../../text/months.js';
import {isWord, type Token} from '../text.js';
import type {Unit} from './specs.js';

export const WEEKDAYS: Record<string, number> = {
  domingo: 0, segunda: 1, 'segunda-feira': 1, terca: 2, 'terca-feira': 2, quarta: 3, 'quarta-feira': 3, quinta: 4,
  'quinta-feira': 4, sexta: 5, 'sexta-feira': 5, sabado: 6,
  sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6,
};
// Portuguese weekdays that are also ordinals ("segunda vez", "quinta série") need context.
export const AMBIGUOUS_WEEKDAYS = new Set(['segunda', 'quarta', 'quinta', 'sexta']);

/** Month words (full names and abbreviations, both languages) → 1–12, from the one month table. */
export const MONTHS: Readonly<Record<string, number>> = MONTH_NUMBER;
// Month words that are also ordinary words ("marco", "may", "march", "ago", "set"…).
export const RISKY_MONTHS = new Set(['marco', 'mai', 'may', 'march', 'jan', 'feb', 'fev', 'mar', 'apr', 'abr', 'jun', 'jul', 'aug', 'ago', 'sep', 'sept', 'set', 'oct', 'out', 'nov', 'dec', 'dez']);
export const FULL_MONTH = (f: string) => f.length > 4 || f === 'maio' || f === 'june' || f === 'july';

export const UNITS: Record<string, Unit> = {
  dia: 'day', dias: 'day', day: 'day', days: 'day',
  semana: 'week', semanas: 'week', week: 'week', weeks: 'week',
  mes: 'month', meses: 'month', month: 'month', months: 'month',
  ano: 'year', anos: 'year', year: 'year', years: 'year',
};

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
