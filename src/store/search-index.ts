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

const statements = new WeakMap<DB, ReturnType<typeof prepare>>();

function prepare(db: DB) {
  return {
    before: db.prepare(`SELECT id, content, occurred_at AS occurredAt FROM memories WHERE id < ? AND archived_in IS NULL ORDER BY id DESC LIMIT ${BEFORE}`),
    after: db.prepare(`SELECT id, content, occurred_at AS occurredAt FROM memories WHERE id > ? AND archived_in IS NULL ORDER BY id LIMIT ${BEFORE}`),
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

/** The context text of a memory, and the neighbours around it (whose own context may include it). */
function contextOf(db: DB, id: number, occurredAt: string): {text: string; around: Row[]} {
  const s = stmts(db);
  const before = s.before.all(id) as Row[];
  const after = s.after.all(id) as Row[];
  const window = contextWindow(occurredAt, before, after);
  // Whose window can hold this memory: the AFTER memories before it and the BEFORE memories after it.
  return {text: indexBody(window.map(r => r.content)), around: [...before.slice(0, AFTER), ...after.slice(0, BEFORE)]};
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
  for (const n of ctx.around) refreshContext(db, n);
}

/**
 * Removes a memory's search row and refreshes the neighbours that borrowed its words, so a
 * deleted or archived memory cannot be found through them. Call after the memory is gone or archived.
 */
export function removeSearchRow(db: DB, id: number): void {
  const s = stmts(db);
  s.del.run(id);
  const around = [...(s.before.all(id) as Row[]).slice(0, AFTER), ...(s.after.all(id) as Row[]).slice(0, BEFORE)];
  for (const n of around) refreshContext(db, n);
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
    const window = contextWindow(r.occurredAt, rows.slice(Math.max(0, i - BEFORE), i).reverse(), rows.slice(i + 1, i + 1 + AFTER));
    ins.run(r.id, indexBody([r.content, r.summary, r.speaker, r.names]), indexBody(window.map(w => w.content)));
  });
}
