/**
 * A day counted from another that is said: "a week from Friday", "two days after Christmas", "uma
 * semana depois de sexta", "3 days before the 10th" — the amount and unit, a word of direction, and
 * the date found after it; and as Britain counts on from a day, "a week on Friday", "a fortnight on
 * Tuesday", "a week today", "a week tomorrow" (weeks only: "a day on Friday" is no date).
 */
import {readNumber, type Token, phraseAt} from '../text.js';
import {f, SHIFT_AFTER, SHIFT_BEFORE, SHIFT_ON, SHIFT_ON_DAYS, UNIT_DAYS, UNITS} from './lexicon.js';
import type {Found} from './spans.js';
import type {DateSpec, Unit} from './specs.js';

/** The amount said before a unit that ends at token `unitAt`: "a week", "two days", "uma semana", "3 dias". */
function amountBefore(tokens: Token[], unitAt: number): {from: number; value: number} | null {
  for (let from = unitAt - 1; from >= Math.max(0, unitAt - 3); from--) {
    const num = readNumber(tokens, from);
    if (num && from + num.len === unitAt) return {from, value: num.value};
  }
  return null;
}

/** A unit at k, in days for those said in days ("fortnight": 14 days). */
function unitAt(tokens: Token[], k: number): {unit: Unit; times: number} | null {
  const unit = UNITS[f(tokens, k)];
  if (unit) return {unit, times: 1};
  const days = UNIT_DAYS[f(tokens, k)];
  return days ? {unit: 'day', times: days} : null;
}

const shift = (from: number, h: Found, base: DateSpec, amount: number, unit: Unit): Found => ({i: from, len: h.i + h.len - from, spec: {kind: 'shift', base, amount, unit}});

export function joinShifts(tokens: Token[], found: Found[]): Found[] {
  return found.map(h => {
    for (const [words, sign] of [...SHIFT_AFTER.map(w => [w, 1] as const), ...SHIFT_BEFORE.map(w => [w, -1] as const)]) {
      const n = words.split(' ').length;
      // The date's own match may have taken "the"/"o" before it; the direction comes right before.
      if (h.i - n < 2 || phraseAt(tokens, h.i - n, words) !== n) continue;
      const u = unitAt(tokens, h.i - n - 1);
      const amount = u && amountBefore(tokens, h.i - n - 1);
      if (u && amount) return shift(amount.from, h, h.spec, sign * amount.value * u.times, u.unit);
    }
    // "a week on Friday" (the weekday's match took "on"), "a fortnight on the 3rd", "a week today".
    const on = SHIFT_ON.has(f(tokens, h.i)) ? 0 : SHIFT_ON.has(f(tokens, h.i - 1)) ? 1 : -1;
    const dayAhead = h.spec.kind === 'offset-days' && h.spec.days >= 0 && h.spec.days <= SHIFT_ON_DAYS;
    const at = on >= 0 ? h.i - on - 1 : dayAhead ? h.i - 1 : -1;
    const u = at >= 1 ? unitAt(tokens, at) : null;
    const amount = u && (u.unit === 'week' || u.times > 1) ? amountBefore(tokens, at) : null;
    if (u && amount && (on >= 0 || dayAhead)) return shift(amount.from, h, h.spec, amount.value * u.times, u.unit);
    return h;
  });
}
