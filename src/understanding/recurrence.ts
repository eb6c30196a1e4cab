/**
 * Stated recurrences in months: "a cada 6 meses", "de 6 em 6 meses", "todo ano", "anualmente",
 * "duas vezes por ano", "every year", "twice a year", "every other month".
 */
import {readNumber, type Token, phraseAt} from './text.js';

export interface RecurrenceMention {
  start: number;
  end: number;
  everyMonths: number;
}

// Days and weeks become months when they are close to whole months ("a cada 30 dias", "every 4 weeks").
const UNIT_MONTHS: Record<string, number> = {
  dia: 1 / 30,
  dias: 1 / 30,
  day: 1 / 30,
  days: 1 / 30,
  semana: 1 / 4.345,
  semanas: 1 / 4.345,
  week: 1 / 4.345,
  weeks: 1 / 4.345,
  mes: 1,
  meses: 1,
  month: 1,
  months: 1,
  ano: 12,
  anos: 12,
  year: 12,
  years: 12,
  semestre: 6,
  semestres: 6,
  trimestre: 3,
  trimestres: 3,
  quarter: 3,
  quarters: 3,
};
const PER_UNIT: Record<string, number> = {mes: 1, month: 1, ano: 12, year: 12, semestre: 6};

const FIXED: [string, number][] = [
  ['todo mes', 1],
  ['todos os meses', 1],
  ['toda mes', 1],
  ['mensalmente', 1],
  ['mensal', 1],
  ['monthly', 1],
  ['every month', 1],
  ['todo ano', 12],
  ['todos os anos', 12],
  ['anualmente', 12],
  ['anual', 12],
  ['annually', 12],
  ['yearly', 12],
  ['every year', 12],
  ['annual', 12],
  ['once a year', 12],
  ['uma vez por ano', 12],
  ['uma vez ao ano', 12],
  ['1x por ano', 12],
  ['1x ao ano', 12],
  ['semestralmente', 6],
  ['semestral', 6],
  ['todo semestre', 6],
  ['twice a year', 6],
  ['twice yearly', 6],
  ['semiannually', 6],
  ['semi-annually', 6],
  ['biannually', 6],
  ['duas vezes por ano', 6],
  ['duas vezes ao ano', 6],
  ['2x por ano', 6],
  ['2x ao ano', 6],
  ['trimestralmente', 3],
  ['trimestral', 3],
  ['quarterly', 3],
  ['every quarter', 3],
  ['todo trimestre', 3],
  ['three times a year', 4],
  ['tres vezes por ano', 4],
  ['tres vezes ao ano', 4],
  ['3x por ano', 4],
  ['3x ao ano', 4],
  ['every other month', 2],
  ['mes sim mes nao', 2],
  ['every other year', 24],
  ['ano sim ano nao', 24],
  ['bienal', 24],
  ['uma vez por mes', 1],
  ['uma vez ao mes', 1],
  ['once a month', 1],
  ['1x por mes', 1],
  ['1x ao mes', 1],
];

/** Every stated recurrence in the tokens. */
export function findRecurrences(tokens: Token[]): RecurrenceMention[] {
  const out: RecurrenceMention[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let hit: {len: number; months: number} | null = null;
    for (const [p, m] of FIXED) {
      const n = phraseAt(tokens, i, p);
      if (n && (!hit || n > hit.len)) hit = {len: n, months: m};
    }
    if (!hit) {
      // "a cada 6 meses", "cada seis meses", "every 6 months", "every two years".
      let k = i;
      const lead = phraseAt(tokens, k, 'a cada') || phraseAt(tokens, k, 'cada') || phraseAt(tokens, k, 'every');
      if (lead) {
        k += lead;
        const n = readNumber(tokens, k);
        const unit = n ? UNIT_MONTHS[tokens[k + n.len]?.fold ?? ''] : undefined;
        if (n && unit && Math.round(n.value * unit) >= 1) hit = {len: k + n.len + 1 - i, months: Math.round(n.value * unit)};
      }
      // "de 6 em 6 meses"
      if (!hit && tokens[i]?.fold === 'de') {
        const a = readNumber(tokens, i + 1);
        if (a && tokens[i + 1 + a.len]?.fold === 'em') {
          const b = readNumber(tokens, i + 2 + a.len);
          const unit = b ? UNIT_MONTHS[tokens[i + 2 + a.len + b.len]?.fold ?? ''] : undefined;
          if (b && unit && a.value === b.value && Math.round(a.value * unit) >= 1) hit = {len: 3 + a.len + b.len, months: Math.round(a.value * unit)};
        }
      }
      // "N vezes por ano", "N times a year"
      if (!hit) {
        const n = readNumber(tokens, i);
        if (n) {
          const k2 = i + n.len;
          const times =
            phraseAt(tokens, k2, 'vezes por') ||
            phraseAt(tokens, k2, 'vezes ao') ||
            phraseAt(tokens, k2, 'times a') ||
            phraseAt(tokens, k2, 'times per') ||
            phraseAt(tokens, k2, 'x por') ||
            phraseAt(tokens, k2, 'x ao');
          const per = times ? PER_UNIT[tokens[k2 + times]?.fold ?? ''] : undefined;
          if (times && per && n.value > 0) hit = {len: n.len + times + 1, months: Math.max(1, Math.round(per / n.value))};
        }
      }
    }
    if (hit) {
      out.push({start: i, end: i + hit.len, everyMonths: hit.months});
      i += hit.len - 1;
    }
  }
  return out;
}
