/**
 * A run of days written with a hyphen beside its month: "nov 12-13", "Nov 12-13", "12-13 de
 * novembro", "12-13 nov" — the two ends of a span in one token. (Spelled out with a joiner, "de 4
 * a 6 de dezembro" is spans.ts's.)
 */
import type {Token} from '../text.js';
import {f, monthAt} from './lexicon.js';
import type {Matcher} from './specs.js';

const RUN = /^(\d{1,2})-(\d{1,2})$/;

function run(tokens: Token[], i: number): [number, number] | null {
  const m = RUN.exec(f(tokens, i));
  if (!m) return null;
  const [a, b] = [Number(m[1]), Number(m[2])];
  return a >= 1 && b <= 31 && a < b ? [a, b] : null;
}

const span = (from: number, to: number, month: number) => ({
  kind: 'span' as const,
  from: {kind: 'day-month' as const, day: from, month, year: null},
  to: {kind: 'day-month' as const, day: to, month, year: null},
});

export const dayRange: Matcher = (tokens, i) => {
  // "nov 12-13", "may 12-13": the month first — a run of days after it says it is one.
  const before = monthAt(tokens, i, false);
  const after = before ? run(tokens, i + 1) : null;
  if (before && after) return {len: 2, spec: span(after[0], after[1], before)};
  // "12-13 de novembro", "12-13 nov".
  const days = run(tokens, i);
  if (!days) return null;
  const of = ['de', 'of'].includes(f(tokens, i + 1)) ? 1 : 0;
  const month = monthAt(tokens, i + 1 + of, false);
  return month ? {len: 2 + of, spec: span(days[0], days[1], month)} : null;
};
