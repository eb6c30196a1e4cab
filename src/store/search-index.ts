import type {Database, Statement} from 'better-sqlite3';
import {detectLanguage} from '../text/language.js';
import {indexBody} from '../text/words.js';

/**
 * The memories' full-text index has two columns: `body` (what the memory says, who said it, who it
 * is about) and `context` (the words of the memories recorded just before and after it). A reply
 * such as "Contemporary is my top pick!" is only findable by the question that prompted it
 * ("Got any fave styles of dance?"), so the neighbours' words count too, at a lower column weight.
 */

/** Memories further apart than this are not one exchange, so they lend each other no context. */
const NEIGHBOUR_GAP_MS = 2 * 60 * 60 * 1000;

/**
 * A memory's context is the two memories before it and the one after (bench/RESULTS.md: the
 * question that prompted a reply is often two turns back; a third one back or a second after
 * added nothing).
 */
const BEFORE = 2;
const AFTER = 1;

type DB = Database;

interface Row {
  id: number;
  content: string;
  occurredAt: string;
}

/** An active memory with what its own search text is made of. */
interface IndexRow extends Row {
  summary: string | null;
  speaker: string | null;
  names: string | null;
}

/**
 * The search rows keep no text (`content = ''`): bm25 reads only the postings and each row's size,
 * and the text was a third of a 100k store (27 MB). FTS5's own contentless deletes
 * (`contentless_delete=1`) leave the row and token totals behind, so bm25 drifted as a store grew
 * one turn at a time (LoCoMo R@5 0.705 instead of 0.717, bench/RESULTS.md 2026-11-23). Rows are
 * therefore deleted with FTS5's 'delete' command, given the words the row was indexed with, which
 * keeps the totals exact. Those words are rebuilt, not stored: a memory's content words from the
 * memories table (or, once its content is changed or deleted, from `was`, kept just before), its
 * summary/speaker/names words (`tail`) and its context's neighbours (`near`, as id offsets) from
 * `memories_fts_words`; `sum` hashes body and context as indexed, so a row that cannot be rebuilt
 * exactly is caught — then the whole index is rebuilt, never mis-deleted.
 *
 * Word positions stay (`detail = full`): `detail = column` would save 6.6 MB more per 100k, but
 * FTS5's bm25 scores every row 0 in a contentless table without positions (checked on SQLite 3.53).
 */
const FTS_DDL = `CREATE VIRTUAL TABLE memories_fts USING fts5(body, context, content = '', tokenize = 'unicode61 remove_diacritics 2')`;
const WORDS_DDL = 'CREATE TABLE memories_fts_words (id INTEGER PRIMARY KEY, tail TEXT, near TEXT, sum INTEGER NOT NULL, was TEXT)';

/** Active memories by id range, with the entity names their body carries. */
const ROWS_SQL = `SELECT m.id, m.content, m.summary, m.speaker, m.occurred_at AS occurredAt,
  (SELECT group_concat(e.name, ' ') FROM memory_entities me JOIN entities e ON e.id = me.entity_id WHERE me.memory_id = m.id) AS names
  FROM memories m WHERE m.archived_in IS NULL AND m.id BETWEEN ? AND ? ORDER BY m.id`;

/** How far, in active memories, a change reaches: a neighbour of a changed memory needs its own neighbours. */
const REACH = BEFORE + AFTER;

const statements = new WeakMap<DB, ReturnType<typeof prepare>>();

function prepare(db: DB) {
  const words = 'SELECT id, tail, near, sum, was FROM memories_fts_words';
  return {
    lower: db.prepare(`SELECT id FROM memories WHERE id < ? AND archived_in IS NULL ORDER BY id DESC LIMIT ${REACH}`).pluck(),
    upper: db.prepare(`SELECT id FROM memories WHERE id > ? AND archived_in IS NULL ORDER BY id LIMIT ${REACH}`).pluck(),
    rows: db.prepare(ROWS_SQL),
    wordsRange: db.prepare(`${words} WHERE id BETWEEN ? AND ?`),
    wordsOf: db.prepare(`${words} WHERE id IN (SELECT value FROM json_each(?))`),
    contentsOf: db.prepare('SELECT id, content FROM memories WHERE id IN (SELECT value FROM json_each(?))'),
    putWords: db.prepare('INSERT OR REPLACE INTO memories_fts_words (id, tail, near, sum, was) VALUES (?, ?, ?, ?, NULL)'),
    keep: db.prepare('UPDATE memories_fts_words SET was = ? WHERE id = ? AND was IS NULL'),
    dropWords: db.prepare('DELETE FROM memories_fts_words WHERE id = ?'),
    del: db.prepare(`INSERT INTO memories_fts (memories_fts, rowid, body, context) VALUES ('delete', ?, ?, ?)`),
    ins: db.prepare('INSERT INTO memories_fts (rowid, body, context) VALUES (?, ?, ?)'),
  };
}

function stmts(db: DB) {
  let s = statements.get(db);
  if (!s) statements.set(db, (s = prepare(db)));
  return s;
}

const near = (a: Row | undefined, at: string): a is Row => !!a && Math.abs(Date.parse(a.occurredAt) - Date.parse(at)) <= NEIGHBOUR_GAP_MS;

/**
 * The neighbours lending a memory their words: up to BEFORE earlier and AFTER later memories, each
 * close in time to the one next to it (a gap of hours ends the exchange). Pure over the rows given,
 * nearest first on each side.
 */
export function contextWindow<T extends Row>(occurredAt: string, before: T[], after: T[]): T[] {
  const out: T[] = [];
  let at = occurredAt;
  for (const r of before.slice(0, BEFORE)) {
    if (!near(r, at)) break;
    out.push(r);
    at = r.occurredAt;
  }
  at = occurredAt;
  for (const r of after.slice(0, AFTER)) {
    if (!near(r, at)) break;
    out.push(r);
    at = r.occurredAt;
  }
  return out;
}

/** What is stored of a row's words (see FTS_DDL). */
interface Words {
  id: number;
  tail: string | null;
  near: string | null;
  sum: number;
  was: string | null;
}

/** A memory's content words: its own row's first words and what its neighbours borrow as context. */
const headOf = (content: string | null | undefined) => indexBody([content], indexLanguage(content));
/** A memory's other search words: its summary, who said it, who it is about. */
const tailOf = (r: IndexRow) => indexBody([r.summary, r.speaker, r.names], indexLanguage(r.summary ?? r.content));
/** Portuguese stems for text that reads as Portuguese; English (Porter) otherwise, as before Snowball. */
const indexLanguage = (text: string | null | undefined): 'pt' | 'en' => (text ? detectLanguage(text, 'en') : 'en');
const bodyText = (head: string, tail: string | null) => [head, tail ?? ''].filter(x => x !== '').join(' ');
const contextText = (heads: string[]) => heads.filter(h => h !== '').join(' ');
const nearIds = (w: Words) => (w.near ? w.near.split(',').map(d => w.id + Number(d)) : []);

/** FNV-1a, 32 bits: enough to notice that a row's words, rebuilt, are not what it was indexed with. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A row's neighbours or content changed unseen: nothing can be deleted exactly, so everything is rebuilt. */
class IndexDrift extends Error {}

/**
 * Rewrites the search rows of `rows[i]` for every i in `dirty` (ordered by id, all active) and
 * removes those of `gone` (archived or deleted memories): every old row is deleted with the words
 * it was indexed with before any stored words change, then the new rows are written.
 */
function rewrite(db: DB, rows: IndexRow[], dirty: number[], gone: number[], stored: Map<number, Words>): void {
  const s = stmts(db);
  const old = [...dirty.map(i => rows[i]!.id), ...gone].filter(id => stored.has(id));
  const missing = new Set<number>();
  for (const id of old) for (const n of nearIds(stored.get(id)!)) if (!stored.has(n)) missing.add(n);
  if (missing.size) for (const w of s.wordsOf.all(JSON.stringify([...missing])) as Words[]) stored.set(w.id, w);
  // Old content words: kept ones first, else the memory's content now (archived memories included).
  const heads = new Map<number, string>();
  const wanted = new Set<number>();
  for (const id of old)
    for (const n of [id, ...nearIds(stored.get(id)!)]) {
      const w = stored.get(n);
      if (w?.was != null) heads.set(n, w.was);
      else wanted.add(n);
    }
  for (const r of rows) if (wanted.has(r.id)) heads.set(r.id, headOf(r.content));
  const rest = [...wanted].filter(id => !heads.has(id));
  if (rest.length) for (const r of s.contentsOf.all(JSON.stringify(rest)) as Array<{id: number; content: string}>) heads.set(r.id, headOf(r.content));
  for (const id of old) {
    const w = stored.get(id)!;
    const ids = [id, ...nearIds(w)];
    if (ids.some(n => !heads.has(n))) throw new IndexDrift();
    const body = bodyText(heads.get(id)!, w.tail);
    const context = contextText(nearIds(w).map(n => heads.get(n)!));
    if (hash(`${body}\n${context}`) !== w.sum) throw new IndexDrift();
    s.del.run(id, body, context);
  }
  const fresh = new Map<number, string>();
  for (const i of dirty) fresh.set(rows[i]!.id, headOf(rows[i]!.content));
  for (const i of dirty) {
    const r = rows[i]!;
    const window = contextWindow(r.occurredAt, rows.slice(Math.max(0, i - BEFORE), i).reverse(), rows.slice(i + 1, i + 1 + AFTER));
    const tail = tailOf(r);
    const body = bodyText(fresh.get(r.id)!, tail);
    const context = contextText(window.map(n => fresh.get(n.id) ?? headOf(n.content)));
    s.ins.run(r.id, body, context);
    s.putWords.run(r.id, tail || null, window.length ? window.map(n => n.id - r.id).join(',') : null, hash(`${body}\n${context}`));
  }
  for (const id of gone) s.dropWords.run(id);
}

/**
 * Keeps the content words a memory's search rows were built with, just before its content is
 * changed or the memory deleted, so its row and its neighbours' can still be deleted exactly.
 * Call inside the write transaction, before the UPDATE or DELETE.
 */
export function keepIndexedWords(db: DB, id: number, content: string): void {
  stmts(db).keep.run(headOf(content), id);
}

/** Index of the first row whose id is ≥ id (binary search over rows ordered by id). */
function lowerBound(rows: Row[], id: number): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid]!.id < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Ids closer than this are indexed from one range read; farther ones start a new read. */
const RUN_GAP = 16;

/**
 * Brings the search rows up to date after the memories `ids` were inserted, changed, archived or
 * deleted: each active one gets its row (body and context), each archived or deleted one loses
 * it, and every neighbour whose context can hold one of them is rewritten. One range read and
 * one write per row, however many ids — a 5,000-record import rewrites 5,001 rows, not 15,000.
 * Call inside the write transaction.
 */
export function indexMemories(db: DB, ids: Iterable<number>): void {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  try {
    for (let start = 0; start < sorted.length; ) {
      let end = start + 1;
      while (end < sorted.length && sorted[end]! - sorted[end - 1]! <= RUN_GAP) end++;
      indexRun(db, sorted.slice(start, end));
      start = end;
    }
  } catch (error) {
    if (!(error instanceof IndexDrift)) throw error;
    rebuildSearchIndex(db);
  }
}

function indexRun(db: DB, targets: number[]): void {
  const s = stmts(db);
  const first = targets[0]!;
  const last = targets[targets.length - 1]!;
  const lower = s.lower.all(first) as number[];
  const upper = s.upper.all(last) as number[];
  const from = lower.at(-1) ?? first;
  const to = upper.at(-1) ?? last;
  const rows = s.rows.all(from, to) as IndexRow[];
  const stored = new Map((s.wordsRange.all(from, to) as Words[]).map(w => [w.id, w]));
  const dirty = new Set<number>();
  const gone: number[] = [];
  for (const id of targets) {
    const at = lowerBound(rows, id);
    const self = rows[at]?.id === id;
    if (self) dirty.add(at);
    else gone.push(id);
    // Whose window can hold this memory: the AFTER memories before it and the BEFORE memories after it.
    for (let k = 1; k <= AFTER && at - k >= 0; k++) dirty.add(at - k);
    const next = self ? at + 1 : at;
    for (let k = 0; k < BEFORE && next + k < rows.length; k++) dirty.add(next + k);
  }
  rewrite(
    db,
    rows,
    [...dirty].sort((a, b) => a - b),
    gone,
    stored,
  );
}

/**
 * Writes a memory's search row (replacing any) and refreshes its neighbours' context so they see
 * it. Call inside the memory's write transaction.
 */
export function writeSearchRow(db: DB, id: number): void {
  indexMemories(db, [id]);
}

/**
 * Removes a memory's search row and refreshes the neighbours that borrowed its words, so a
 * deleted or archived memory cannot be found through them. Call after the memory is gone or archived.
 */
export function removeSearchRow(db: DB, id: number): void {
  indexMemories(db, [id]);
}

/** Empties the search index (forget --all): a contentless table is cleared by command, not DELETE. */
export function clearSearchIndex(db: DB): void {
  db.exec(`INSERT INTO memories_fts (memories_fts) VALUES ('delete-all'); DELETE FROM memories_fts_words;`);
}

const vocab = new WeakMap<DB, {total: Statement; df: Statement}>();

/** Prepared once per connection (preparing costs about what these small reads do). */
function vocabStatements(db: DB) {
  let s = vocab.get(db);
  if (!s) {
    s = {
      total: db.prepare('SELECT max(id) FROM memories').pluck(),
      df: db.prepare('SELECT term, doc FROM memories_fts_vocab WHERE term IN (SELECT value FROM json_each(?))'),
    };
    vocab.set(db, s);
  }
  return s;
}

/**
 * How many memories contain each term (in their own words or their context). Lets a query
 * drop words so common they cost the most to rank and tell the least (see `ftsQuery`).
 */
export function documentFrequencies(db: DB, terms: string[]): {total: number; df: Map<string, number>} {
  // The largest id stands in for the count: exact enough for a share threshold, and O(log n).
  const s = vocabStatements(db);
  const total = (s.total.get() as number | null) ?? 0;
  const rows = s.df.all(JSON.stringify(terms)) as Array<{term: string; doc: number}>;
  return {total, df: new Map(rows.map(r => [r.term, r.doc]))};
}

/**
 * Recreates the memories' full-text index from the memories table with the current tokenizer,
 * stemmer and context rule. Migrations call it when any of those change.
 */
export function rebuildSearchIndex(db: DB): void {
  db.exec(`DROP TABLE IF EXISTS memories_fts_vocab; DROP TABLE IF EXISTS memories_fts; DROP TABLE IF EXISTS memories_fts_words;
    ${FTS_DDL}; ${WORDS_DDL};
    CREATE VIRTUAL TABLE memories_fts_vocab USING fts5vocab(memories_fts, 'row');`);
  statements.delete(db);
  vocab.delete(db);
  const rows = db.prepare(ROWS_SQL).all(0, Number.MAX_SAFE_INTEGER) as IndexRow[];
  rewrite(
    db,
    rows,
    rows.map((_, i) => i),
    [],
    new Map(),
  );
}
