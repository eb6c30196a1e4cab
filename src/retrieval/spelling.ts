/**
 * Spelling help for query words the index has never seen: a misspelt word ("oftalmologsta") or a
 * shortened one ("oftalmo") is matched to the indexed words it most likely means. Pure: the caller
 * reads the candidate vocabulary (words sharing the first two letters) from the FTS index.
 */

/** Damerau–Levenshtein distance (adjacent swaps count once), giving up past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const prev2 = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev2.splice(0, prev2.length, ...prev);
    prev = cur;
  }
  return prev[b.length]!;
}

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
  return scored.sort((a, b) => a.rank - b.rank || b.doc - a.doc || a.term.localeCompare(b.term)).slice(0, limit).map(s => s.term);
}
