/** Recall bookkeeping for retrieval benchmarks: pure, so the scoring rules are testable. */

export interface Tally {
  ks: number[];
  n: number;
  recall: number[];
  any10: number;
  all10: number;
}

export interface Summary {
  questions: number;
  overall: Record<string, number>;
  byCategory: Record<string, Record<string, number>>;
}

export const emptyTally = (ks: number[]): Tally => ({ks, n: 0, recall: ks.map(() => 0), any10: 0, all10: 0});

/** recall@k = |gold ∩ top-k| / |gold|; any@10 = some gold in the top 10; all@10 = every gold in it. */
export function addQuestion(t: Tally, ranked: string[], gold: string[]): void {
  t.n++;
  t.ks.forEach((k, i) => {
    const top = new Set(ranked.slice(0, k));
    t.recall[i]! += gold.filter(g => top.has(g)).length / gold.length;
  });
  const top10 = new Set(ranked.slice(0, 10));
  const found = gold.filter(g => top10.has(g)).length;
  if (found > 0) t.any10++;
  if (found === gold.length) t.all10++;
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;

export function summarise(t: Tally): {questions: number; overall: Record<string, number>} {
  const overall: Record<string, number> = {};
  const n = Math.max(1, t.n);
  t.ks.forEach((k, i) => {
    overall[`R@${k}`] = r3(t.recall[i]! / n);
  });
  overall['any@10'] = r3(t.any10 / n);
  overall['all@10'] = r3(t.all10 / n);
  return {questions: t.n, overall};
}
