/**
 * Spelling help for query words the index has never seen: a misspelt word ("oftalmologsta") or a
 * shortened one ("oftalmo") is matched to the indexed words it most likely means. Pure: the caller
 * reads the candidate vocabulary (words sharing the first two letters) from the FTS index.
 */
import {editDistance} from '../text/edit-distance.js';

export interface VocabEntry {
  term: string;
  /** How many memories hold it. */
  doc: number;
}

/**
 * The indexed words an unknown query word probably means: completions of a prefix of 4+ letters,
 * and words within one edit (two for words of 8+ letters), most frequent first, at most `limit`.
 */
export function corrections(word: string, vocab: VocabEntry[], limit = 3): string[] {
  if (word.length < 4) return [];
  const maxEdits = word.length >= 8 ? 2 : 1;
  const scored: Array<{term: string; rank: number; doc: number}> = [];
  for (const v of vocab) {
    if (v.term === word) continue;
    if (v.term.startsWith(word)) scored.push({term: v.term, rank: 1, doc: v.doc});
    else {
      const d = editDistance(word, v.term, maxEdits);
      if (d <= maxEdits) scored.push({term: v.term, rank: d, doc: v.doc});
    }
  }
  return scored
    .sort((a, b) => a.rank - b.rank || b.doc - a.doc || a.term.localeCompare(b.term))
    .slice(0, limit)
    .map(s => s.term);
}
