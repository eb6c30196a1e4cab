import type {Database, Statement} from 'better-sqlite3';
import {indexBody} from '../text/words.js';

/**
 * The memories' full-text index has two columns: `body` (what the memory says, who said it, who it
 * is about) and `context` (the words of the memories recorded just before and after it). A reply
 * such as "Contemporary is my top pick!" is only findable by the question that prompted it
 * ("Got any fave styles of dance?"), so the neighbours' words count too, at a lower column weight.
 */

/** Memories further apart than this are not one exchange, so they lend each other no context. */
export const NEIGHBOUR_GAP_MS = 2 * 60 * 60 * 1000;

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
 * The search rows keep their text (a contentful FTS5 table). A contentless one (`content=''`,
 * `contentless_delete=1`) would save ~20 MB per 100k memories, but its deletes leave the row and
 * token totals behind, so every neighbour rewrite skews bm25: a LoCoMo store built one turn at a
 * time ranked R@5 0.705 instead of 0.717 (bench/RESULTS.md, 2026-11-23). Bodies are rebuilt from
 * the memories table whenever a row is rewritten.
 *
 * `detail = column`: the index records which column holds a word, not where in it (−6.6 MB of
 * postings per 100k memories, migration 007). Ranking only needs the columns — LoCoMo R@1/5/10/20
 * identical (bench/RESULTS.md, 2026-11-23) — but phrase queries are gone: a several-word term is
 * searched as its words together (fts-query.ts).
 */
const FTS_DDL = `CREATE VIRTUAL TABLE memories_fts USING fts5(body, context, detail = column, tokenize = 'unicode61 remove_diacritics 2')`;

/** Active memories by id range, with the entity names their body carries. */
const ROWS_SQL = `SELECT m.id, m.content, m.summary, m.speaker, m.occurred_at AS occurredAt,
  (SELECT group_concat(e.name, ' ') FROM memory_entities me JOIN entities e ON e.id = me.entity_id WHERE me.memory_id = m.id) AS names
  FROM memories m WHERE m.archived_in IS NULL AND m.id BETWEEN ? AND ? ORDER BY m.id`;

/** How far, in active memories, a change reaches: a neighbour of a changed memory needs its own neighbours. */
const REACH = BEFORE + AFTER;

const statements = new WeakMap<DB, ReturnType<typeof prepare>>();

function prepare(db: DB) {
  return {
    lower: db.prepare(`SELECT id FROM memories WHERE id < ? AND archived_in IS NULL ORDER BY id DESC LIMIT ${REACH}`).pluck(),
    upper: db.prepare(`SELECT id FROM memories WHERE id > ? AND archived_in IS NULL ORDER BY id LIMIT ${REACH}`).pluck(),
    rows: db.prepare(ROWS_SQL),
    del: db.prepare('DELETE FROM memories_fts WHERE rowid = ?'),
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

/** A memory's own search words: what it says, its summary, who said it and who it is about. */
const bodyOf = (r: IndexRow) => indexBody([r.content, r.summary, r.speaker, r.names]);

/** Writes the search row of `rows[i]` from the rows around it (ordered by id, all active). */
function writeRow(db: DB, rows: IndexRow[], i: number, hasRow: boolean): void {
  const s = stmts(db);
  const r = rows[i]!;
  const window = contextWindow(r.occurredAt, rows.slice(Math.max(0, i - BEFORE), i).reverse(), rows.slice(i + 1, i + 1 + AFTER));
  if (hasRow) s.del.run(r.id);
  s.ins.run(r.id, bodyOf(r), indexBody(window.map(w => w.content)));
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
 * deleted: each active one gets its row (body and context), and every neighbour whose context can
 * hold one of them is rewritten. One range read and one write per row, however many ids — a
 * 5,000-record import rewrites 5,001 rows, not 15,000. `fresh` ids have no search row yet (new
 * memories), so nothing is deleted for them. Call inside the write transaction.
 */
export function indexMemories(db: DB, ids: Iterable<number>, fresh: ReadonlySet<number> = new Set()): void {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  for (let start = 0; start < sorted.length; ) {
    let end = start + 1;
    while (end < sorted.length && sorted[end]! - sorted[end - 1]! <= RUN_GAP) end++;
    indexRun(db, sorted.slice(start, end), fresh);
    start = end;
  }
}

function indexRun(db: DB, targets: number[], fresh: ReadonlySet<number>): void {
  const s = stmts(db);
  const first = targets[0]!;
  const last = targets[targets.length - 1]!;
  const lower = s.lower.all(first) as number[];
  const upper = s.upper.all(last) as number[];
  const rows = s.rows.all(lower.at(-1) ?? first, upper.at(-1) ?? last) as IndexRow[];
  const dirty = new Set<number>();
  for (const id of targets) {
    const at = lowerBound(rows, id);
    const self = rows[at]?.id === id;
    if (self) dirty.add(at);
    // Whose window can hold this memory: the AFTER memories before it and the BEFORE memories after it.
    for (let k = 1; k <= AFTER && at - k >= 0; k++) dirty.add(at - k);
    const next = self ? at + 1 : at;
    for (let k = 0; k < BEFORE && next + k < rows.length; k++) dirty.add(next + k);
  }
  for (const i of [...dirty].sort((a, b) => a - b)) writeRow(db, rows, i, !fresh.has(rows[i]!.id));
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
  stmts(db).del.run(id);
  indexMemories(db, [id]);
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
  db.exec(`DROP TABLE IF EXISTS memories_fts_vocab; DROP TABLE IF EXISTS memories_fts; ${FTS_DDL};
    CREATE VIRTUAL TABLE memories_fts_vocab USING fts5vocab(memories_fts, 'row');`);
  statements.delete(db);
  vocab.delete(db);
  const rows = db.prepare(ROWS_SQL).all(0, Number.MAX_SAFE_INTEGER) as IndexRow[];
  rows.forEach((_, i) => writeRow(db, rows, i, false));
}
