/**
 * The one month table: Portuguese and English names, with their abbreviations. Everything that
 * reads or writes a month (understanding, time queries, summaries, benchmarks) uses it.
 */
import {fold} from './words.js';

interface MonthNames {
  /** Portuguese name as written ("março"). */
  pt: string;
  /** English name, lower case ("march"). */
  en: string;
  /** Folded abbreviations in either language ("mar"). */
  short: string[];
}

/** January first; index + 1 is the month number. */
const MONTHS: readonly MonthNames[] = [
  {pt: 'janeiro', en: 'january', short: ['jan']},
  {pt: 'fevereiro', en: 'february', short: ['feb', 'fev']},
  {pt: 'março', en: 'march', short: ['mar']},
  {pt: 'abril', en: 'april', short: ['apr', 'abr']},
  {pt: 'maio', en: 'may', short: ['mai']},
  {pt: 'junho', en: 'june', short: ['jun']},
  {pt: 'julho', en: 'july', short: ['jul']},
  {pt: 'agosto', en: 'august', short: ['aug', 'ago']},
  {pt: 'setembro', en: 'september', short: ['sep', 'sept', 'set']},
  {pt: 'outubro', en: 'october', short: ['oct', 'out']},
  {pt: 'novembro', en: 'november', short: ['nov']},
  {pt: 'dezembro', en: 'december', short: ['dec', 'dez']},
];

/** Every folded month word (full names and abbreviations, both languages) → month number 1–12. */
export const MONTH_NUMBER: Readonly<Record<string, number>> = Object.fromEntries(MONTHS.flatMap((m, i) => [fold(m.pt), m.en, ...m.short].map(w => [w, i + 1] as const)));

/** Full month names in Portuguese, as written ("março"). */
export const MONTH_NAMES_PT: readonly string[] = MONTHS.map(m => m.pt);
/** Full month names in English, lower case. */
export const MONTH_NAMES_EN: readonly string[] = MONTHS.map(m => m.en);
