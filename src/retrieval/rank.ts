/**
 * Pure score fusion for hybrid search: no IO, so every signal's effect is testable directly.
 */
import {windowCloseness, type TimeWindow} from './time-query.js';

export interface Candidate {
  id: number;
  /** FTS5 bm25() value (more negative = better), when the text matched. */
  bm25?: number;
  /** bm25 of the memory's own words against the instances of the kinds the query names (concepts.ts). */
  concept?: number;
  /** Cosine similarity of the vectors, when among the nearest neighbours. */
  vector?: number;
  /** 1 when the memory is about a person or speaker the query names. */
  entity?: number;
  /** Whether the memory's text states a time ("last Friday", "em março"). */
  mentionsTime?: boolean;
  occurredAt: string;
  importance: number;
}

export interface Weights {
  bm25: number;
  vector: number;
  entity: number;
  recency: number;
  importance: number;
  /** Memories close to the period the query names. */
  time: number;
  /** For "when" questions: memories that state a time. */
  temporal: number;
  /** Days for recency to halve. */
  recencyHalfLifeDays: number;
  /**
   * Vector weight for memories the text did not match, used when `vector` is 0 and the words found
   * too little: typos and partial words ("oftalmologsta", "oftalmo") still reach their memory.
   */
  fuzzy: number;
  /** bm25 weight of the neighbouring memories' words relative to the memory's own (FTS column weight). */
  neighbourContext: number;
  /** Memories naming an instance of a kind the query names, or another word for one of its words (concepts.ts). */
  concept: number;
}

/**
 * Cosine similarity every pair of texts reaches through shared common words and character n-grams:
 * only what is above it says the texts are alike, so it is the vector signal's zero.
 */
export const VECTOR_FLOOR = 0.3;

/**
 * For the fuzzy fallback (a word or two against a whole memory) similarity runs lower: a misspelt
 * word scores 0.14–0.3 against its memory and under 0.07 against others (bench/RESULTS.md).
 */
export const FUZZY_FLOOR = 0.1;

/**
 * Tuned on LoCoMo (bench/RESULTS.md) for the offline embedder, whose hashed vectors repeat the
 * words bm25 already sees: they added no recall while their brute-force scan cost more than the
 * rest of a search, so offline ranking leaves them out. A semantic embedder's vectors count (weightsFor).
 */
export const DEFAULT_WEIGHTS: Weights = {
  bm25: 0.45,
  vector: 0,
  entity: 0.2,
  recency: 0.04,
  importance: 0.04,
  time: 0.15,
  temporal: 0.1,
  recencyHalfLifeDays: 180,
  neighbourContext: 0.5,
  fuzzy: 0.25,
  concept: 0.3,
};

/** The ranking weights for the embedder that built the store's vectors: only meaning-bearing vectors get a say. */
export function weightsFor(embedderId: string | null | undefined): Weights {
  return embedderId && !embedderId.startsWith('offline') ? {...DEFAULT_WEIGHTS, vector: 0.35} : DEFAULT_WEIGHTS;
}

export interface Explain {
  bm25: number;
  vector: number;
  entity: number;
  recency: number;
  importance: number;
  time: number;
  temporal: number;
  concept: number;
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
  window?: TimeWindow | null;
  /** The query asks "when": memories that state a time get the temporal signal. */
  asksWhen?: boolean;
  /** The share of the query's word weight its kind words hold (search.ts): the concept signal is that much of `concept`. */
  conceptShare?: number;
}

const DAY = 86_400_000;

/** Fuses the signals into one score per candidate, best first. Each part of the score is kept for --explain. */
export function fuse(candidates: Candidate[], ctx: RankContext): Scored[] {
  const w = ctx.weights ?? DEFAULT_WEIGHTS;
  let best = 0;
  let bestVec = 0;
  let bestConcept = 0;
  for (const c of candidates) {
    if (c.bm25 !== undefined) best = Math.max(best, -c.bm25);
    if (c.concept !== undefined) bestConcept = Math.max(bestConcept, -c.concept);
    if (c.vector !== undefined) bestVec = Math.max(bestVec, c.vector);
  }
  const now = ctx.now.getTime();
  const scored = candidates.map(c => {
    const text = c.bm25 !== undefined && best > 0 ? -c.bm25 / best : 0;
    const vec = c.vector !== undefined && bestVec > VECTOR_FLOOR ? Math.max(0, c.vector - VECTOR_FLOOR) / (bestVec - VECTOR_FLOOR) : 0;
    const ageDays = Math.max(0, (now - Date.parse(c.occurredAt)) / DAY);
    const recency = 0.5 ** (ageDays / w.recencyHalfLifeDays);
    const closeness = ctx.window ? windowCloseness(c.occurredAt, ctx.window) : 0;
    const fuzzy = w.vector <= 0 && c.bm25 === undefined && c.vector !== undefined ? w.fuzzy * Math.min(1, c.vector / 0.5) : 0;
    const explain: Explain = {
      bm25: w.bm25 * text,
      vector: w.vector * vec + fuzzy,
      entity: w.entity * (c.entity ?? 0),
      recency: w.recency * recency,
      importance: w.importance * ((c.importance - 1) / 9),
      time: w.time * closeness,
      temporal: ctx.asksWhen && c.mentionsTime ? w.temporal : 0,
      concept: c.concept !== undefined && bestConcept > 0 ? (w.concept * (ctx.conceptShare ?? 1) * -c.concept) / bestConcept : 0,
    };
    const score = explain.bm25 + explain.vector + explain.entity + explain.recency + explain.importance + explain.time + explain.temporal + explain.concept;
    return {id: c.id, score, explain};
  });
  return scored.sort((a, b) => b.score - a.score || b.id - a.id);
}
