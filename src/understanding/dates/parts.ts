/**
 * Parts of the day said without an hour: "de manhã", "à tarde", "esta noite", "ontem à noite",
 * "tomorrow morning", "this afternoon", "tonight", "Friday morning". Only after a word that makes
 * it one: "mais tarde" (later), "boa noite" (a greeting) are none.
 */
import type {Token} from '../text.js';
import {DAY_PARTS, f, PART_LEADS, WEEKDAYS} from './lexicon.js';
import type {PartMention} from './specs.js';

export function findParts(tokens: Token[]): PartMention[] {
  const out: PartMention[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const part = DAY_PARTS[f(tokens, i)];
    if (!part) continue;
    const prev = f(tokens, i - 1);
    if (f(tokens, i) === 'tonight') out.push({start: i, end: i + 1, part});
    else if (PART_LEADS.has(prev) || WEEKDAYS[prev] !== undefined) out.push({start: i - 1, end: i + 1, part});
  }
  return out;
}
