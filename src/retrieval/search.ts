import type {DB} from '../store/db.js';
import {entityNamesFor, getMemories, matchesFilters, toJson, type Memory, type MemoryFilters, type MemoryJson} from '../store/memories.js';
import type {Embedder} from '../embedding/embedder.js';
import {knn} from '../store/vectors.js';
import {ftsQuery} from './fts-query.js';
import {DEFAULT_WEIGHTS, fuse, type Candidate, type Explain, type Weights} from './rank.js';
import {tokenize} from './text.js';

export interface SearchOptions extends MemoryFilters {
  now: Date;
  embedder: Embedder | null;
  /** Precomputed query vector (async embedders compute it before calling). */
  queryVector?: Float32Array | null;
  weights?: Weights;
  /** Include weekly summaries of compressed memories (default true). */
  summaries?: boolean;
  window?: {from: string; to: string} | null;
}

export interface SearchHit extends MemoryJson {
  kind: 'memory' | 'summary';
  score: number;
  explain: Explain;
}

const POOL = 100;
/** Below this, a vector-only match is noise from hashed n-grams, not meaning. */
const MIN_VECTOR_ONLY = 0.25;

/** Entities whose name or alias is a word (or word pair) of the query. */
function entitiesNamed(db: DB, query: string): number[] {
  const words = tokenize(query);
  const keys = new Set<string>([...words, ...words.slice(1).map((w, i) => `${words[i]} ${w}`)]);
  if (keys.size === 0) return [];
  const json = JSON.stringify([...keys]);
  return db.prepare(`SELECT id FROM entities WHERE name_key IN (SELECT value FROM json_each(?))
    UNION SELECT entity_id FROM entity_aliases WHERE alias_key IN (SELECT value FROM json_each(?))`).pluck().all(json, json) as number[];
}

/**
 * Hybrid search over active memories: FTS5 bm25 + sqlite-vec KNN + people named in the query,
 * with recency and importance, fused into one score. The one ranking path for the CLI, the chat
 * and the benchmarks.
 */
export function searchMemories(db: DB, query: string, opts: SearchOptions): SearchHit[] {
  const limit = opts.limit === undefined ? 10 : opts.limit;
  const filtered = !!(opts.context || opts.type || opts.minImportance || opts.since || opts.until);
  const pool = filtered ? POOL * 5 : POOL;
  const cands = new Map<number, Partial<Candidate>>();
  const get = (id: number) => {
    let c = cands.get(id);
    if (!c) cands.set(id, (c = {id}));
    return c;
  };

  const match = ftsQuery(query);
  if (match) {
    const rows = db.prepare('SELECT rowid AS id, bm25(memories_fts) AS score FROM memories_fts WHERE memories_fts MATCH ? ORDER BY score LIMIT ?').all(match, pool) as Array<{id: number; score: number}>;
    for (const r of rows) get(r.id).bm25 = r.score;
  }

  const qv = opts.queryVector ?? (opts.embedder?.embedSync && query.trim() ? opts.embedder.embedSync([query])[0]! : null);
  if (qv) for (const r of knn(db, 'memories_vec', qv, pool)) get(r.id).vector = r.similarity;

  const entityIds = entitiesNamed(db, query);
  if (entityIds.length) {
    const rows = db.prepare(`SELECT memory_id FROM memory_entities WHERE entity_id IN (SELECT value FROM json_each(?)) ORDER BY memory_id DESC LIMIT ?`).pluck().all(JSON.stringify(entityIds), pool) as number[];
    for (const id of rows) get(id).entity = 1;
  }
  const queryWords = new Set(tokenize(query));
  const memories = getMemories(db, [...cands.keys()]);
  const full: Candidate[] = [];
  for (const [id, c] of cands) {
    const m = memories.get(id);
    if (!m || !matchesFilters(m, opts)) continue;
    if (m.speaker && tokenize(m.speaker).some(t => queryWords.has(t))) c.entity = 1;
    if (c.bm25 === undefined && !c.entity && (c.vector ?? 0) < MIN_VECTOR_ONLY) continue;
    full.push({...c, id, occurredAt: m.occurredAt, importance: m.importance} as Candidate);
  }
  const ranked = fuse(full, {now: opts.now, weights: opts.weights, window: opts.window});
  const top = limit > 0 ? ranked.slice(0, limit) : ranked;
  const names = entityNamesFor(db, top.map(r => r.id));
  const hits: SearchHit[] = top.map(r => ({...toJson(memories.get(r.id) as Memory, names.get(r.id) ?? []), kind: 'memory', score: round(r.score), explain: roundAll(r.explain)}));

  if (opts.summaries !== false && match && !filtered) {
    hits.push(...searchSummaries(db, match, opts.weights ?? DEFAULT_WEIGHTS));
    hits.sort((a, b) => b.score - a.score);
    if (limit > 0) hits.length = Math.min(hits.length, limit);
  }
  return hits;
}

/** Weekly summaries stand in for the memories compressed into them; they rank on text alone. */
function searchSummaries(db: DB, match: string, w: Weights): SearchHit[] {
  const rows = db.prepare(`SELECT s.id, s.summary, s.period_start AS start, s.period_end AS end, s.context, s.entities, s.created_at AS createdAt,
      bm25(summaries_fts) AS bm FROM summaries_fts JOIN memory_summaries s ON s.id = summaries_fts.rowid
      WHERE summaries_fts MATCH ? ORDER BY bm LIMIT 5`).all(match) as Array<{id: number; summary: string; start: string; end: string; context: string; entities: string; createdAt: string; bm: number}>;
  if (rows.length === 0) return [];
  const best = Math.max(...rows.map(r => -r.bm));
  return rows.map(r => {
    const text = best > 0 ? -r.bm / best : 0;
    // A summary has no vector or recency of its own here: a full text match scores like a good memory match.
    const score = round(0.9 * (w.bm25 + w.vector) * text);
    return {
      kind: 'summary' as const, id: r.id, content: r.summary, summary: `Week of ${r.start.slice(0, 10)}`, type: 'conversation' as const,
      context: r.context as Memory['context'], importance: 5, entities: JSON.parse(r.entities) as string[], createdAt: r.createdAt, occurredAt: r.start,
      score, explain: {bm25: score, vector: 0, entity: 0, recency: 0, importance: 0, time: 0},
    };
  });
}

const round = (x: number) => Math.round(x * 10000) / 10000;
const roundAll = (e: Explain): Explain => ({bm25: round(e.bm25), vector: round(e.vector), entity: round(e.entity), recency: round(e.recency), importance: round(e.importance), time: round(e.time)});

