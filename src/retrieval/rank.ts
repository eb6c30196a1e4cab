/**
 * Pure score fusion for hybrid search: no IO, so every signal's effect is testable directly.
 */

export interface Candidate {
  id: number;
  /** FTS5 bm25() value (more negative = better), when the text matched. */
  bm25?: number;
  /** Cosine similarity of the vectors, when among the nearest neighbours. */
  vector?: number;
  /** 1 when the memory is about a person or speaker the query names. */
  entity?: number;
  occurredAt: string;
  importance: number;
}

export interface Weights {
  bm25: number;
  vector: number;
  entity: number;
  recency: number;
  importance: number;
  time: number;
  /** Days for recency to halve. */
  recencyHalfLifeDays: number;
}

export const DEFAULT_WEIGHTS: Weights = {
  bm25: 0.45,
  vector: 0.35,
  entity: 0.1,
  recency: 0.04,
  importance: 0.04,
  time: 0.15,
  recencyHalfLifeDays: 180,
};

export interface Explain {
  bm25: number;
  vector: number;
  entity: number;
  recency: number;
  importance: number;
  time: number;
}

export interface Scored {
  id: number;
  score: number;
  explain: Explain;
}

export interface RankContext {
  now: Date;
  weights?: Weights;
  /** A time window the query speaks of ("em agosto", "last week"): memories inside it get the time signal. */
  window?: {from: string; to: string} | null;
}

const DAY = 86_400_000;

/** Fuses the signals into one score per candidate, best first. Each part of the score is kept for --explain. */
export function fuse(candidates: Candidate[], ctx: RankContext): Scored[] {
  const w = ctx.weights ?? DEFAULT_WEIGHTS;
  let best = 0;
  let bestVec = 0;
  for (const c of candidates) {
    if (c.bm25 !== undefined) best = Math.max(best, -c.bm25);
    if (c.vector !== undefined) bestVec = Math.max(bestVec, c.vector);
  }
  const now = ctx.now.getTime();
  const scored = candidates.map(c => {
    const text = c.bm25 !== undefined && best > 0 ? -c.bm25 / best : 0;
    const vec = c.vector !== undefined && bestVec > 0 ? Math.max(0, c.vector) / bestVec : 0;
    const ageDays = Math.max(0, (now - Date.parse(c.occurredAt)) / DAY);
    const recency = Math.pow(0.5, ageDays / w.recencyHalfLifeDays);
    const inWindow = ctx.window && c.occurredAt >= ctx.window.from && c.occurredAt <= ctx.window.to ? 1 : 0;
    const explain: Explain = {
      bm25: w.bm25 * text,
      vector: w.vector * vec,
      entity: w.entity * (c.entity ?? 0),
      recency: w.recency * recency,
      importance: w.importance * ((c.importance - 1) / 9),
      time: w.time * inWindow,
    };
    const score = explain.bm25 + explain.vector + explain.entity + explain.recency + explain.importance + explain.time;
    return {id: c.id, score, explain};
  });
  return scored.sort((a, b) => b.score - a.score || b.id - a.id);
}
