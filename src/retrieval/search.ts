import type {Statement} from 'better-sqlite3';
import type {DB} from '../store/db.js';
import {entityNamesFor, getMemories, matchesFilters, toJson, type Memory, type MemoryFilters, type MemoryJson} from '../store/memories.js';
import type {Embedder} from '../embedding/embedder.js';
import {hasTable, knn, similarMemories} from '../store/vectors.js';
import {embedText} from '../store/ingest.js';
import {ftsQuery, queryTerms} from './fts-query.js';
import {corrections, type VocabEntry} from './spelling.js';
import {documentFrequencies} from '../store/search-index.js';
import {FUZZY_FLOOR, fuse, VECTOR_FLOOR, weightsFor, type Candidate, type Explain, type Weights} from './rank.js';
import {tokenize} from '../text/words.js';
import {asksWhen, mentionsTime, queryWindow, type TimeWindow} from './time-query.js';

export interface SearchOptions extends MemoryFilters {
  now: Date;
  embedder: Embedder | null;
  /** Precomputed query vector (async embedders compute it before calling). */
  queryVector?: Float32Array | null;
  weights?: Weights;
  /** Include weekly summaries of compressed memories (default true). */
  summaries?: boolean;
  /** The period the query is about; undefined = read it from the query ("em junho", "last week"), null = none. */
  window?: TimeWindow | null;
}

export interface SearchHit extends MemoryJson {
  kind: 'memory' | 'summary';
  score: number;
  explain: Explain;
}

const POOL = 100;
/**
 * Only when the words (spelling help included) match nothing does the vector scan run: it is
 * linear in the store's size, so it stays off the common path (bench/RESULTS.md, scale).
 */
const FUZZY_BELOW = 1;
/**
 * The fallback's brute-force scan costs ~1.3 ms per 1,000 memories here; past this size it would
 * break the latency budget, and spelling help (above) already catches most typos.
 */
const FUZZY_MAX_MEMORIES = 20_000;

const cache = new WeakMap<DB, Map<string, Statement>>();

/** Prepared once per connection: preparing costs as much as running these small queries. */
function stmt(db: DB, sql: string): Statement {
  let m = cache.get(db);
  if (!m) cache.set(db, (m = new Map()));
  let s = m.get(sql);
  if (!s) m.set(sql, (s = db.prepare(sql)));
  return s;
}

/** What ranking and filtering need of a candidate; the full rows are read for the winners only. */
type Light = Pick<Memory, 'id' | 'occurredAt' | 'importance' | 'speaker' | 'context' | 'type' | 'archivedIn'> & {content: string | null};

function lightRows(db: DB, ids: number[], withContent: boolean): Map<number, Light> {
  const rows = stmt(db, `SELECT id, occurred_at AS occurredAt, importance, speaker, context, type, archived_in AS archivedIn,
      CASE WHEN ? THEN content END AS content FROM memories WHERE id IN (SELECT value FROM json_each(?))`).all(withContent ? 1 : 0, JSON.stringify(ids)) as Light[];
  return new Map(rows.map(r => [r.id, r]));
}

/**
 * Terms in more than this share of memories are dropped from the text query (when others remain):
 * bm25 gives them almost no weight, yet ranking their thousands of matches is most of a search's cost.
 */
const COMMON_SHARE = 0.3;
/**
 * In a big store a term in more memories than this is dropped too: ranking its postings would take
 * most of the latency budget (bench/RESULTS.md), while its idf is a fraction of a rare word's.
 */
const COMMON_MAX_DOCS = 3000;
/** Below this many memories every term is cheap and kept. */
const COMMON_MIN_TOTAL = 200;

function commonTerms(db: DB, terms: string[]): ((t: string) => boolean) | undefined {
  if (terms.length < 2) return undefined;
  let stats: ReturnType<typeof documentFrequencies>;
  try {
    stats = documentFrequencies(db, terms);
  } catch {
    return undefined; // a store indexed before the vocabulary table existed: rank every term
  }
  const {total, df} = stats;
  if (total < COMMON_MIN_TOTAL) return undefined;
  const max = Math.min(COMMON_SHARE * total, COMMON_MAX_DOCS);
  const count = (t: string) => df.get(t) ?? 0;
  if (terms.some(t => count(t) <= max)) return t => count(t) > max;
  // Every word is common: search by the rarest tier of them, which still says the most.
  const rarest = Math.min(...terms.map(count));
  return t => count(t) > 2 * rarest;
}

/**
 * Query words the index has never seen, each with the indexed words it probably means (typos,
 * shortened words). Reads only the vocabulary sharing the word's first two letters.
 */
function spellingHelp(db: DB, terms: string[]): string[] {
  const out: string[] = [];
  let df: Map<string, number>;
  try {
    df = documentFrequencies(db, terms).df;
  } catch {
    return out;
  }
  for (const t of terms) {
    if ((df.get(t) ?? 0) > 0 || t.length < 4) continue;
    const prefix = t.slice(0, 2);
    const vocab = stmt(db, 'SELECT term, doc FROM memories_fts_vocab WHERE term >= ? AND term < ? LIMIT 20000').all(prefix, prefix + '\uffff') as VocabEntry[];
    out.push(...corrections(t, vocab));
  }
  return out;
}

/** Roughly how many memories the store holds (the largest id: O(log n), exact enough for a size cap). */
function storeSize(db: DB): number {
  return (stmt(db, 'SELECT max(id) FROM memories').pluck().get() as number | null) ?? 0;
}

/**
 * Nearest memories by vector: the stored index when the store keeps vectors (an endpoint's), else
 * the offline vectors computed on demand (only the typo fallback gets here, in small stores).
 */
function nearest(db: DB, qv: Float32Array, k: number, embedder: Embedder | null): Array<{id: number; similarity: number}> {
  if (hasTable(db, 'memories_vec')) return knn(db, 'memories_vec', qv, k);
  const embed = embedder?.embedSync;
  return embed && embedder.dim === qv.length ? similarMemories(db, qv, k, texts => embed(texts), embedText) : [];
}

/** Entities whose name or alias is a word (or word pair) of the query. */
function entitiesNamed(db: DB, query: string): number[] {
  const words = tokenize(query);
  const keys = new Set<string>([...words, ...words.slice(1).map((w, i) => `${words[i]} ${w}`)]);
  if (keys.size === 0) return [];
  const json = JSON.stringify([...keys]);
  return stmt(db, `SELECT id FROM entities WHERE name_key IN (SELECT value FROM json_each(?))
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

  const w = opts.weights ?? weightsFor(opts.embedder?.id);
  const terms = queryTerms(query);
  const fixes = spellingHelp(db, terms);
  const match = ftsQuery(query, {drop: commonTerms(db, [...terms, ...fixes]), extra: fixes});
  if (match) {
    const rows = stmt(db, 'SELECT rowid AS id, bm25(memories_fts, 1.0, ?) AS score FROM memories_fts WHERE memories_fts MATCH ? ORDER BY score LIMIT ?').all(w.neighbourContext, match, pool) as Array<{id: number; score: number}>;
    for (const r of rows) get(r.id).bm25 = r.score;
  }

  // A zero vector weight skips the embedding and the brute-force KNN scan, unless the words found
  // too little: then the vectors' character n-grams rescue typos and partial words.
  const fuzzy = w.vector <= 0 && w.fuzzy > 0 && cands.size < FUZZY_BELOW && storeSize(db) <= FUZZY_MAX_MEMORIES;
  const qv = w.vector <= 0 && !fuzzy ? null : (opts.queryVector ?? (opts.embedder?.embedSync && query.trim() ? opts.embedder.embedSync([query])[0]! : null));
  if (qv) for (const r of nearest(db, qv, pool, opts.embedder)) get(r.id).vector = r.similarity;

  const entityIds = entitiesNamed(db, query);
  if (entityIds.length) {
    const rows = stmt(db, `SELECT memory_id FROM memory_entities WHERE entity_id IN (SELECT value FROM json_each(?)) ORDER BY memory_id DESC LIMIT ?`).pluck().all(JSON.stringify(entityIds), pool) as number[];
    for (const id of rows) get(id).entity = 1;
  }
  const queryWords = new Set(tokenize(query));
  const when = asksWhen(query);
  const window = opts.window === undefined ? queryWindow(query, opts.now) : opts.window;
  const light = lightRows(db, [...cands.keys()], when);
  const full: Candidate[] = [];
  for (const [id, c] of cands) {
    const m = light.get(id);
    if (!m || !matchesFilters(m as Memory, opts)) continue;
    if (m.speaker && tokenize(m.speaker).some(t => queryWords.has(t))) c.entity = 1;
    if (c.bm25 === undefined && !c.entity && (c.vector ?? 0) <= (fuzzy ? FUZZY_FLOOR : VECTOR_FLOOR)) continue;
    full.push({...c, id, occurredAt: m.occurredAt, importance: m.importance, mentionsTime: when && !!m.content && mentionsTime(m.content)} as Candidate);
  }
  const ranked = fuse(full, {now: opts.now, weights: w, window, asksWhen: when});
  const top = limit > 0 ? ranked.slice(0, limit) : ranked;
  const memories = getMemories(db, top.map(r => r.id));
  const names = entityNamesFor(db, top.map(r => r.id));
  const hits: SearchHit[] = top.map(r => ({...toJson(memories.get(r.id) as Memory, names.get(r.id) ?? []), kind: 'memory', score: round(r.score), explain: roundAll(r.explain)}));

  if (opts.summaries !== false && match && !filtered) {
    hits.push(...searchSummaries(db, match, w));
    hits.sort((a, b) => b.score - a.score);
    if (limit > 0) hits.length = Math.min(hits.length, limit);
  }
  return hits;
}

/** Weekly summaries stand in for the memories compressed into them; they rank on text alone. */
function searchSummaries(db: DB, match: string, w: Weights): SearchHit[] {
  const rows = stmt(db, `SELECT s.id, s.summary, s.period_start AS start, s.period_end AS end, s.context, s.entities, s.created_at AS createdAt,
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
      score, explain: {bm25: score, vector: 0, entity: 0, recency: 0, importance: 0, time: 0, temporal: 0},
    };
  });
}

const round = (x: number) => Math.round(x * 10000) / 10000;
const roundAll = (e: Explain): Explain => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, round(v)])) as unknown as Explain;

