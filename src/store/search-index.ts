import type {Database} from 'better-sqlite3';
import {indexBody} from '../text/words.js';

/**
 * The memories' full-text index has two columns: `body` (what the memory says, who said it, who it
 * is about) and `context` (the words of the memories recorded just before and after it). A reply
 * such as "Contemporary is my top pick!" is only findable by the question that prompted it
 * ("Got any fave styles of dance?"), so the neighbours' words count too, at a lower column weight.
 */

/** Memories further apart than this are not one exchange, so they lend each other no context. */
export const NEIGHBOUR_GAP_MS = 2 * 60 * 60 * 1000;

type DB = Database;

interface Row {
  id: number;
  content: string;
  occurredAt: string;
}

const statements = new WeakMap<DB, ReturnType<typeof prepare>>();

function prepare(db: DB) {
  return {
    prev: db.prepare('SELECT id, content, occurred_at AS occurredAt FROM memories WHERE id < ? AND archived_in IS NULL ORDER BY id DESC LIMIT 1'),
    next: db.prepare('SELECT id, content, occurred_at AS occurredAt FROM memories WHERE id > ? AND archived_in IS NULL ORDER BY id LIMIT 1'),
    self: db.prepare('SELECT id, content, occurred_at AS occurredAt FROM memories WHERE id = ? AND archived_in IS NULL'),
    body: db.prepare('SELECT body FROM memories_fts WHERE rowid = ?').pluck(),
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

/** The context text of a memory: its active neighbours' words, when they are close in time. */
function contextOf(db: DB, id: number, occurredAt: string): {text: string; prev?: Row; next?: Row} {
  const s = stmts(db);
  const prev = s.prev.get(id) as Row | undefined;
  const next = s.next.get(id) as Row | undefined;
  const parts: string[] = [];
  const out: {text: string; prev?: Row; next?: Row} = {text: ''};
  if (near(prev, occurredAt)) (parts.push(prev.content), (out.prev = prev));
  if (near(next, occurredAt)) (parts.push(next.content), (out.next = next));
  out.text = indexBody(parts);
  return out;
}

/** Rewrites the context of an already indexed memory (its neighbours changed). */
function refreshContext(db: DB, row: Row): void {
  const s = stmts(db);
  const body = s.body.get(row.id) as string | undefined;
  if (body === undefined) return;
  s.del.run(row.id);
  s.ins.run(row.id, body, contextOf(db, row.id, row.occurredAt).text);
}

/**
 * Writes a memory's search row (replacing any) with `body` as its own words, and refreshes its
 * neighbours' context so they see it. Call inside the memory's write transaction.
 */
export function writeSearchRow(db: DB, id: number, body: string, occurredAt: string): void {
  const s = stmts(db);
  s.del.run(id);
  const ctx = contextOf(db, id, occurredAt);
  s.ins.run(id, body, ctx.text);
  if (ctx.prev) refreshContext(db, ctx.prev);
  if (ctx.next) refreshContext(db, ctx.next);
}

/**
 * Removes a memory's search row and refreshes the neighbours that borrowed its words, so a
 * deleted or archived memory cannot be found through them. Call after the memory is gone or archived.
 */
export function removeSearchRow(db: DB, id: number): void {
  const s = stmts(db);
  s.del.run(id);
  for (const n of [s.prev.get(id), s.next.get(id)] as Array<Row | undefined>) if (n) refreshContext(db, n);
}

/**
 * How many memories contain each term (in their own words or their context). Lets a query
 * drop words so common they cost the most to rank and tell the least (see `ftsQuery`).
 */
export function documentFrequencies(db: DB, terms: string[]): {total: number; df: Map<string, number>} {
  // The largest id stands in for the count: exact enough for a share threshold, and O(log n).
  const total = (db.prepare('SELECT max(id) FROM memories').pluck().get() as number | null) ?? 0;
  const rows = db.prepare('SELECT term, doc FROM memories_fts_vocab WHERE term IN (SELECT value FROM json_each(?))').all(JSON.stringify(terms)) as Array<{term: string; doc: number}>;
  return {total, df: new Map(rows.map(r => [r.term, r.doc]))};
}

/**
 * Recreates the memories' full-text index from the memories table with the current tokenizer,
 * stemmer and context rule. Migrations call it when any of those change.
 */
export function rebuildSearchIndex(db: DB): void {
  db.exec(`DROP TABLE IF EXISTS memories_fts;
    CREATE VIRTUAL TABLE memories_fts USING fts5(body, context, tokenize = 'unicode61 remove_diacritics 2');
    CREATE VIRTUAL TABLE IF NOT EXISTS memories_fts_vocab USING fts5vocab(memories_fts, 'row');`);
  statements.delete(db);
  const rows = db.prepare(`SELECT m.id, m.content, m.summary, m.speaker, m.occurred_at AS occurredAt,
      (SELECT group_concat(e.name, ' ') FROM memory_entities me JOIN entities e ON e.id = me.entity_id WHERE me.memory_id = m.id) AS names
      FROM memories m WHERE m.archived_in IS NULL ORDER BY m.id`).all() as Array<Row & {summary: string | null; speaker: string | null; names: string | null}>;
  const ins = db.prepare('INSERT INTO memories_fts (rowid, body, context) VALUES (?, ?, ?)');
  rows.forEach((r, i) => {
    const ctx: string[] = [];
    if (near(rows[i - 1], r.occurredAt)) ctx.push(rows[i - 1]!.content);
    if (near(rows[i + 1], r.occurredAt)) ctx.push(rows[i + 1]!.content);
    ins.run(r.id, indexBody([r.content, r.summary, r.speaker, r.names]), indexBody(ctx));
  });
}
