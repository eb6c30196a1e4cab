/**
 * A day counted from another that is said: "a week from Friday", "two days after Christmas", "uma
 * semana depois de sexta", "3 days before the 10th" — the amount and unit, a word of direction, and
 * the date found after it.
 */
import {readNumber, type Token, phraseAt} from '../text.js';
import {f, SHIFT_AFTER, SHIFT_BEFORE, UNITS} from './lexicon.js';
import type {Found} from './spans.js';

export function joinShifts(tokens: Token[], found: Found[]): Found[] {
  return found.map(h => {
    for (const [words, sign] of [...SHIFT_AFTER.map(w => [w, 1] as const), ...SHIFT_BEFORE.map(w => [w, -1] as const)]) {
      const n = words.split(' ').length;
      // The date's own match may have taken "the"/"o" before it; the direction comes right before.
      if (h.i - n < 2 || phraseAt(tokens, h.i - n, words) !== n) continue;
      const unit = UNITS[f(tokens, h.i - n - 1)];
      if (!unit) continue;
      // The amount ends at the unit: "a week", "two days", "uma semana", "3 dias".
      for (let from = h.i - n - 2; from >= Math.max(0, h.i - n - 4); from--) {
        const num = readNumber(tokens, from);
        if (num && from + num.len === h.i - n - 1) return {i: from, len: h.i + h.len - from, spec: {kind: 'shift' as const, base: h.spec, amount: sign * num.value, unit}};
      }
    }
    return h;
  });
}
