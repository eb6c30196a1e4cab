/**
 * Dates written in digits: "2026-12-10", "10/12", "10/12/2026". The writer's order (Reading's
 * `dayFirst`: day/month everywhere but in American English) reads an ambiguous one; a date only one
 * order can read ("13/12", "12/13") is read that way whatever the writer's. A day the calendar does
 * not have ("2027-02-30", "31/06/2027") is no date.
 */
import {isRealDate} from '../../time/day.js';
import type {Token} from '../text.js';
import type {Matcher} from './specs.js';

const pad = (n: number) => String(n).padStart(2, '0');

export const numericDate: Matcher = (tokens, i, lang, reading) => {
  const t = tokens[i];
  if (t?.kind !== 'date') return null;
  // "4/13/1", "2024/13/1": a piece of a longer run of slashes and numbers, which is no date of ours.
  const glued = (a: Token | undefined, b: Token | undefined) => !!a && !!b && a.end === b.start && (a.text === '/' || b.text === '/');
  if (glued(tokens[i - 1], t) || glued(t, tokens[i + 1])) return null;
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t.text);
  if (m) return isRealDate(t.text) ? {len: 1, spec: {kind: 'day-month', year: Number(m[1]), month: Number(m[2]), day: Number(m[3])}} : null;
  m = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?$/.exec(t.text);
  if (!m) return null;
  let [a, b] = [Number(m[1]), Number(m[2])];
  // Read in the writer's order, unless only the other order makes a date.
  const dayFirst = reading?.dayFirst ?? lang === 'pt';
  if (dayFirst ? b > 12 && a <= 12 : a <= 12) [a, b] = [b, a];
  // A year of three digits is no year; "31/06/2027" is no day.
  if (m[3]?.length === 3) return null;
  const year = m[3] ? (m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3])) : null;
  if (b < 1 || b > 12 || a < 1 || a > 31) return null;
  if (!isRealDate(`${year ?? 2024}-${pad(b)}-${pad(a)}`)) return null;
  const swappable = a !== b && a <= 12 && b <= 12;
  return {len: 1, spec: {kind: 'day-month', day: a, month: b, year, ...(swappable ? {swappable} : {})}};
};
