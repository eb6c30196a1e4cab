/**
 * The one retrieval module that reads the database for a search: candidate memories by text, by
 * person and by id, the index's vocabulary for spelling help, and weekly summaries. Reads only; the
 * ranking rules (search.ts) get plain rows. The index itself is written by store/search-index.ts.
 */
import {cachedStatement as stmt, type DB} from '../store/db.js';
import type {Memory, MemoryJson} from '../store/memories.js';
import type {VocabEntry} from './spelling.js';
import {documentFrequencies} from '../store/search-index.js';

/** What ranking and filtering need of a candidate; the full rows are read for the winners only. */
export type Light = Pick<Memory, 'id' | 'occurredAt' | 'importance' | 'speaker' | 'context' | 'type' | 'archivedIn'> & {content: string | null};

/**
 * The light columns of memories `m` as one JSON array per row; the first parameter says whether to
 * read the content too. A statement returns all its rows as one JSON text: better-sqlite3 makes
 * each value with a native call, ~1 µs each, so 100 candidates × 10 columns cost more than
 * ranking them (bench/RESULTS.md, ninth day), while one string and `JSON.parse` cost a third.
 */
const LIGHT = `json_array(m.id, m.occurred_at, m.importance, m.speaker, m.context, m.type, m.archived_in, CASE WHEN ? THEN m.content END)`;

type LightArray = [number, string, number, string | null, Memory['context'], Memory['type'], number | null, string | null];

const light = (a: LightArray): Light => ({id: a[0], occurredAt: a[1], importance: a[2], speaker: a[3], context: a[4], type: a[5], archivedIn: a[6], content: a[7]});
const parseRows = (json: unknown): unknown[] => (typeof json === 'string' ? (JSON.parse(json) as unknown[]) : []);

export function lightRows(db: DB, ids: number[], withContent: boolean): Map<number, Light> {
  const json = stmt(db, `SELECT json_group_array(${LIGHT}) FROM memories m WHERE m.id IN (SELECT value FROM json_each(?))`)
    .pluck()
    .get(withContent ? 1 : 0, JSON.stringify(ids));
  return new Map((parseRows(json) as LightArray[]).map(a => [a[0], light(a)]));
}

/**
 * The best `pool` text matches with the columns ranking needs, in one statement (the LIMITed
 * subquery is not flattened, so only its rows are looked up in memories). With `own`, a second
 * bm25 weighs the memory's own words only: 0 there means only its neighbours matched (what a
 * strict search needs); without it `own` is -1, and the second bm25's ~20% of the step is saved.
 */
export function textMatches(db: DB, q: {match: string; withContent: boolean; neighbourWeight: number; fromId: number; pool: number; own: boolean}): Array<Light & {score: number; own: number}> {
  const own = q.own ? 'bm25(memories_fts, 1.0, 0.0)' : '-1';
  const json = stmt(
    db,
    `SELECT json_group_array(json_array(t.score, t.own, ${LIGHT})) FROM (SELECT rowid AS id, bm25(memories_fts, 1.0, ?) AS score, ${own} AS own
        FROM memories_fts WHERE memories_fts MATCH ? AND rowid > ? ORDER BY score LIMIT ?) t JOIN memories m ON m.id = t.id`,
  )
    .pluck()
    .get(q.withContent ? 1 : 0, q.neighbourWeight, q.match, q.fromId, q.pool);
  return (parseRows(json) as Array<[number, number, LightArray]>).map(([score, own, a]) => Object.assign(light(a), {score, own}));
}

/** The newest `pool` memories about any of the entities. */
export function entityMemories(db: DB, entityIds: number[], withContent: boolean, pool: number): Light[] {
  const json = stmt(
    db,
    `SELECT json_group_array(${LIGHT}) FROM (SELECT memory_id AS id FROM memory_entities WHERE entity_id IN (SELECT value FROM json_each(?))
        ORDER BY memory_id DESC LIMIT ?) t JOIN memories m ON m.id = t.id`,
  )
    .pluck()
    .get(withContent ? 1 : 0, JSON.stringify(entityIds), pool);
  return (parseRows(json) as LightArray[]).map(light);
}

type HitArray = [number, string, string | null, MemoryJson['type'], MemoryJson['context'], number, number | null, string, string, string | null, string | null, string[]];

/**
 * The winners as `memories search --json` shows them (toJson's shape, names sorted), in one
 * statement returning one JSON text: the full rows and their people read as two statements of
 * native values were a sixth of a warm search (bench/RESULTS.md, ninth day).
 */
export function hitRows(db: DB, ids: number[]): Map<number, MemoryJson> {
  if (ids.length === 0) return new Map();
  const json = stmt(
    db,
    `SELECT json_group_array(json_array(m.id, m.content, m.summary, m.type, m.context, m.importance, m.sentiment, m.occurred_at, m.created_at, m.source_ref, m.speaker,
        (SELECT json_group_array(name) FROM (SELECT e.name FROM memory_entities me JOIN entities e ON e.id = me.entity_id WHERE me.memory_id = m.id ORDER BY e.name))))
      FROM memories m WHERE m.id IN (SELECT value FROM json_each(?))`,
  )
    .pluck()
    .get(JSON.stringify(ids));
  const out = new Map<number, MemoryJson>();
  for (const a of parseRows(json) as HitArray[]) {
    const hit: MemoryJson = {id: a[0], content: a[1], summary: a[2], type: a[3], context: a[4], importance: a[5], entities: a[11], createdAt: a[8], occurredAt: a[7]};
    if (a[6] !== null) hit.sentiment = a[6];
    if (a[9] !== null) hit.sourceRef = a[9];
    if (a[10] !== null) hit.speaker = a[10];
    out.set(a[0], hit);
  }
  return out;
}

/**
 * Entities whose folded name or alias is one of `keys`. A store that knows nobody (an imported
 * archive, a new user) is not asked on every search: whether it does is kept like the vocabulary.
 */
export function entitiesWithKeys(db: DB, keys: string[]): number[] {
  const c = vocabCache(db);
  c.named ??= stmt(db, 'SELECT EXISTS (SELECT 1 FROM entities)').pluck().get() === 1;
  if (!c.named) return [];
  const json = JSON.stringify(keys);
  return stmt(
    db,
    `SELECT id FROM entities WHERE name_key IN (SELECT value FROM json_each(?))
    UNION SELECT entity_id FROM entity_aliases WHERE alias_key IN (SELECT value FROM json_each(?))`,
  )
    .pluck()
    .all(json, json) as number[];
}

/** People whose current relation to the user is one of `relations` ("mother"), as the people table or a relationship states it. */
export function entitiesByRelation(db: DB, relations: string[]): number[] {
  const json = JSON.stringify(relations);
  return stmt(
    db,
    `SELECT id FROM entities WHERE relation IN (SELECT value FROM json_each(?))
    UNION SELECT subject_id FROM relationships WHERE object_id IS NULL AND valid_to IS NULL AND relation IN (SELECT value FROM json_each(?))`,
  )
    .pluck()
    .all(json, json) as number[];
}

/** The names and aliases the entities are called by. */
export function namesOf(db: DB, ids: number[]): string[] {
  const json = JSON.stringify(ids);
  return stmt(db, 'SELECT name FROM entities WHERE id IN (SELECT value FROM json_each(?)) AND unnamed = 0 UNION SELECT alias FROM entity_aliases WHERE entity_id IN (SELECT value FROM json_each(?))')
    .pluck()
    .all(json, json) as string[];
}

/**
 * What this connection has read of the index's vocabulary, kept while the store is unchanged: a
 * chat, the MCP server or a benchmark asks about the same words again and again, and fts5vocab
 * counts a word's documents by reading all its postings (~15% of a warm search, bench/RESULTS.md,
 * ninth day). Another connection's commit moves `data_version`, this one's writes `total_changes()`.
 */
interface VocabCache {
  version: string;
  total: number | null;
  df: Map<string, number>;
  prefixes: Map<string, VocabEntry[]>;
  /** Vocabulary entries held in `prefixes`: past VOCAB_KEPT the cache starts again. */
  kept: number;
  /** Whether any entity (person, place…) has a name or alias; null until asked. */
  named: boolean | null;
  /** Whether any weekly summary exists; null until asked. */
  summarised: boolean | null;
  /** The instances of each kind some memory holds, rarest first (instancesHeld). */
  held: Map<string, Array<{term: string; n: number}>>;
}

const VOCAB_KEPT = 200_000;
const vocabCaches = new WeakMap<DB, VocabCache>();

function vocabCache(db: DB): VocabCache {
  const version = stmt(db, "SELECT (SELECT data_version FROM pragma_data_version) || ':' || total_changes()").pluck().get() as string;
  let c = vocabCaches.get(db);
  if (!c || c.version !== version || c.kept > VOCAB_KEPT || c.df.size > VOCAB_KEPT)
    vocabCaches.set(db, (c = {version, total: null, df: new Map(), prefixes: new Map(), kept: 0, named: null, summarised: null, held: new Map()}));
  return c;
}

/**
 * How many memories hold each term (own words or context), only the terms some memory holds, and
 * roughly how many memories there are (documentFrequencies), a fresh map the caller may add to.
 */
export function termFrequencies(db: DB, terms: string[]): {total: number; df: Map<string, number>} {
  const c = vocabCache(db);
  const missing = terms.filter(t => !c.df.has(t));
  if (missing.length > 0 || c.total === null) {
    const read = documentFrequencies(db, missing);
    c.total = read.total;
    for (const t of missing) c.df.set(t, read.df.get(t) ?? 0);
  }
  const df = new Map<string, number>();
  for (const t of terms) {
    const n = c.df.get(t) ?? 0;
    if (n > 0) df.set(t, n);
  }
  return {total: c.total, df};
}

/**
 * Of the terms a kind of the query brings (concepts.ts), those some memory holds, rarest first,
 * with how many memories hold each (a phrase counted by its first word): read once per kind while
 * the store is unchanged, since a kind brings hundreds of words and a store holds few of them.
 */
export function instancesHeld(db: DB, group: {key: string; terms: readonly string[]; heads: readonly string[]}): Array<{term: string; n: number}> {
  const c = vocabCache(db);
  let held = c.held.get(group.key);
  if (!held) {
    const {df} = termFrequencies(db, [...group.heads]);
    held = group.terms.map((term, i) => ({term, n: df.get(group.heads[i]!) ?? 0})).filter(x => x.n > 0);
    held.sort((a, b) => a.n - b.n);
    c.held.set(group.key, held);
  }
  return held;
}

/**
 * The indexed words starting with `prefix` (two letters); `wide`: every other word instead, for a
 * typo in the first letters ("torrinolaringologista"), read afresh each time (rare, and large).
 */
export function vocabByPrefix(db: DB, prefix: string, wide: boolean): VocabEntry[] {
  if (wide) return stmt(db, 'SELECT term, doc FROM memories_fts_vocab WHERE NOT (term >= ? AND term < ?) LIMIT 200000').all(prefix, prefix + '\uffff') as VocabEntry[];
  const c = vocabCache(db);
  let entries = c.prefixes.get(prefix);
  if (!entries) {
    entries = stmt(db, 'SELECT term, doc FROM memories_fts_vocab WHERE term >= ? AND term < ? LIMIT 20000').all(prefix, prefix + '\uffff') as VocabEntry[];
    c.prefixes.set(prefix, entries);
    c.kept += entries.length;
  }
  return entries;
}

/** Roughly how many memories the store holds (the largest id: O(log n), exact enough for a size cap). */
export function storeSize(db: DB): number {
  return (stmt(db, 'SELECT max(id) FROM memories').pluck().get() as number | null) ?? 0;
}

export interface SummaryMatch {
  id: number;
  summary: string;
  start: string;
  end: string;
  context: string;
  entities: string;
  createdAt: string;
  bm: number;
}

/**
 * The five weekly summaries that match best. Most stores have none (memories are compressed only
 * after months): whether one does is kept like the vocabulary, and a full-text query spared.
 */
export function summaryMatches(db: DB, match: string): SummaryMatch[] {
  const c = vocabCache(db);
  c.summarised ??= stmt(db, 'SELECT EXISTS (SELECT 1 FROM memory_summaries)').pluck().get() === 1;
  if (!c.summarised) return [];
  return stmt(
    db,
    `SELECT s.id, s.summary, s.period_start AS start, s.period_end AS end, s.context, s.entities, s.created_at AS createdAt,
      bm25(summaries_fts) AS bm FROM summaries_fts JOIN memory_summaries s ON s.id = summaries_fts.rowid
      WHERE summaries_fts MATCH ? ORDER BY bm LIMIT 5`,
  ).all(match) as SummaryMatch[];
}
