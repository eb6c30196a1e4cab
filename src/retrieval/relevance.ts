/**
 * The relevance floor: a search shows only memories that really match, never the closest of
 * nothing ("doctor" must not return "We decided to sell the old car"). Pure.
 */
import {editDistance} from '../text/edit-distance.js';
import {stem, stemAs, tokenize} from '../text/words.js';

export interface MatchSignals {
  /** The memory's own words matched the text query. */
  own: boolean;
  /** The text query matched the memory or its neighbouring turns. */
  text: boolean;
  /** The memory is about a person the query names. */
  entity: boolean;
  /** The candidate came only from the typo fallback's vector scan. */
  fuzzy: boolean;
  /** The memory's text (read when the fuzzy fallback ran). */
  content: string | null;
  /** The query's stemmed search terms. */
  terms: string[];
}

/**
 * A misspelt query word is within one edit of a memory word (two for 8+ letters, as spelling.ts
 * corrects), or a 4+ letter prefix of it ("oftalmo"): the n-gram vectors alone also bring texts
 * that merely share letter runs, which is what put the car under "doctor".
 */
export function looksLikeTypoOf(terms: string[], content: string): boolean {
  const words = new Set(tokenize(content).flatMap(w => [w, stem(w), stemAs(w, 'pt')]));
  for (const t of terms) {
    if (t.length < 4) continue;
    const max = t.length >= 8 ? 2 : 1;
    for (const w of words) {
      if (w.length >= 4 && (w.startsWith(t) || editDistance(t, w, max) <= max)) return true;
    }
  }
  return false;
}

/**
 * Whether a candidate may be shown. Always: a text or person match stays, and a typo-fallback
 * candidate stays only when a query word looks like a misspelling of one of its words.
 * Strict (what `memories search` and direct answers show): the memory's own words or a person
 * named must match — a neighbouring turn's words alone are context, not a match.
 */
export function isRelevant(s: MatchSignals, strict: boolean): boolean {
  if (s.entity) return true;
  if (s.text) return strict ? s.own : true;
  if (s.fuzzy) return s.content !== null && looksLikeTypoOf(s.terms, s.content);
  return true;
}
