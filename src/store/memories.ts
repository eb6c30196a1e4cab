import {createRequire} from 'node:module';
import {keepIndexedWords, removeSearchRow, writeSearchRow} from './search-index.js';
import type {Context, MemoryType} from '../domain/types.js';
import {cachedStatement, type DB, writeTx} from './db.js';
import {deleteVector, hasTable, putVector} from './vectors.js';
import {purgeForgotten, scrubMemoryText} from './forget-memory.js';

export const CONTEXTS: readonly Context[] = ['work', 'personal', 'family'];
export const MEMORY_TYPES: readonly MemoryType[] = ['conversation', 'personal_info', 'preference_learned', 'task_completion', 'context_switch', 'experience_review', 'appointment', 'health'];

export interface Memory {
  id: number;
  content: string;
  summary: string | null;
  type: MemoryType;
  context: Context;
  importance: number;
  sentiment: number | null;
  occurredAt: string;
  createdAt: string;
  lastAccessed: string | null;
  accessCount: number;
  sourceMessageId: number | null;
  sourceRef: string | null;
  speaker: string | null;
  contentHash: string;
  archivedIn: number | null;
}

export interface NewMemory {
  content: string;
  summary?: string | null;
  type?: MemoryType;
  context?: Context;
  importance?: number;
  sentiment?: number | null;
  occurredAt: string;
  createdAt: string;
  sourceMessageId?: number | null;
  sourceRef?: string | null;
  speaker?: string | null;
}

export interface MemoryFilters {
  context?: Context;
  type?: MemoryType;
  minImportance?: number;
  since?: string;
  until?: string;
  /** 0 = all */
  limit?: number;
}

/** The JSON shape scripts rely on (contract), plus the extra fields import needs for a lossless round trip. */
export interface MemoryJson {
  id: number;
  content: string;
  summary: string | null;
  type: MemoryType;
  context: Context;
  importance: number;
  entities: string[];
  createdAt: string;
  occurredAt: string;
  sentiment?: number | null;
  sourceRef?: string | null;
  speaker?: string | null;
}

/**
 * Hex digits of the content hash kept: 64 bits, with the time it is always compared with, is
 * identity enough for dedupe, and the full 256 bits cost ~1 MB per 10k memories in the table and
 * its index (bench/RESULTS.md disk; migration 005 recomputes older hashes).
 */
const CONTENT_HASH_HEX = 16;

/**
 * node:crypto, loaded on the first hash: it pulls in streams and a dozen modules (~3 ms), and the
 * read-only commands cron and scripts run (`remind`, `memories search`) never hash anything.
 */
let nodeCrypto: typeof import('node:crypto') | undefined;

/** Content identity for dedupe: whitespace and case differences are the same memory. */
export function contentHash(content: string): string {
  nodeCrypto ??= createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto');
  return nodeCrypto.createHash('sha256').update(content.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase()).digest('hex').slice(0, CONTENT_HASH_HEX);
}

const stmt = cachedStatement;

const COLUMNS = `id, content, summary, type, context, importance, sentiment, occurred_at AS occurredAt, created_at AS createdAt,
  last_accessed AS lastAccessed, access_count AS accessCount, source_message_id AS sourceMessageId, source_ref AS sourceRef,
  speaker, content_hash AS contentHash, archived_in AS archivedIn`;

export function getMemory(db: DB, id: number): Memory | undefined {
  return stmt(db, `SELECT ${COLUMNS} FROM memories WHERE id = ?`).get(id) as Memory | undefined;
}

/** Names of the people/entities a memory mentions. */
export function memoryEntityNames(db: DB, id: number): string[] {
  return db.prepare('SELECT e.name FROM memory_entities me JOIN entities e ON e.id = me.entity_id WHERE me.memory_id = ? ORDER BY e.name').pluck().all(id) as string[];
}

export function entityNamesFor(db: DB, ids: number[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  if (ids.length === 0) return out;
  const rows = stmt(
    db,
    `SELECT me.memory_id AS id, e.name FROM memory_entities me JOIN entities e ON e.id = me.entity_id
    WHERE me.memory_id IN (SELECT value FROM json_each(?)) ORDER BY e.name`,
  ).all(JSON.stringify(ids)) as Array<{id: number; name: string}>;
  for (const r of rows) {
    const list = out.get(r.id) ?? [];
    list.push(r.name);
    out.set(r.id, list);
  }
  return out;
}

export function toJson(m: Memory, entities: string[]): MemoryJson {
  const out: MemoryJson = {
    id: m.id,
    content: m.content,
    summary: m.summary,
    type: m.type,
    context: m.context,
    importance: m.importance,
    entities,
    createdAt: m.createdAt,
    occurredAt: m.occurredAt,
  };
  if (m.sentiment !== null) out.sentiment = m.sentiment;
  if (m.sourceRef !== null) out.sourceRef = m.sourceRef;
  if (m.speaker !== null) out.speaker = m.speaker;
  return out;
}

export function recordHistory(db: DB, memoryId: number, action: string, detail: unknown, at: string): void {
  stmt(db, 'INSERT INTO memory_history (memory_id, action, detail, at) VALUES (?, ?, ?, ?)').run(memoryId, action, detail === undefined ? null : JSON.stringify(detail), at);
}

export function memoryHistory(db: DB, memoryId: number): Array<{action: string; detail: unknown; at: string}> {
  const rows = db.prepare('SELECT action, detail, at FROM memory_history WHERE memory_id = ? ORDER BY id').all(memoryId) as Array<{action: string; detail: string | null; at: string}>;
  return rows.map(r => ({action: r.action, detail: r.detail ? JSON.parse(r.detail) : null, at: r.at}));
}

/** (Re)writes the FTS row of a memory; entity names and speaker make it findable by who it is about. */
export function indexMemory(db: DB, id: number): void {
  const m = stmt(db, 'SELECT archived_in AS archivedIn FROM memories WHERE id = ?').get(id) as Pick<Memory, 'archivedIn'> | undefined;
  if (!m || m.archivedIn !== null) return removeSearchRow(db, id);
  writeSearchRow(db, id);
}

/**
 * Inserts one memory with its search rows. Call inside a transaction for batches; a batch passes
 * `index: false` and indexes all its memories at once afterwards (`indexMemories`).
 */
export function insertMemory(db: DB, m: NewMemory, vector: Float32Array | null, opts: {id?: number; historyAction?: string; at?: string; index?: boolean} = {}): number {
  const result = stmt(
    db,
    `INSERT INTO memories (id, content, summary, type, context, importance, sentiment, occurred_at, created_at,
      source_message_id, source_ref, speaker, content_hash) VALUES (@id, @content, @summary, @type, @context, @importance, @sentiment,
      @occurredAt, @createdAt, @sourceMessageId, @sourceRef, @speaker, @hash)`,
  ).run({
    id: opts.id ?? null,
    content: m.content,
    summary: m.summary ?? null,
    type: m.type ?? 'conversation',
    context: m.context ?? 'personal',
    importance: m.importance ?? 5,
    sentiment: m.sentiment ?? null,
    occurredAt: m.occurredAt,
    createdAt: m.createdAt,
    sourceMessageId: m.sourceMessageId ?? null,
    sourceRef: m.sourceRef ?? null,
    speaker: m.speaker ?? null,
    hash: contentHash(m.content),
  });
  const id = Number(result.lastInsertRowid);
  if (opts.index !== false) writeSearchRow(db, id);
  if (vector && hasTable(db, 'memories_vec')) putVector(db, 'memories_vec', id, vector);
  recordHistory(db, id, opts.historyAction ?? 'created', {importance: m.importance ?? 5}, opts.at ?? m.createdAt);
  return id;
}

/** Overwrites a memory's fields (import upsert by id), keeping its id and history. */
export function updateMemory(db: DB, id: number, m: NewMemory, vector: Float32Array | null, at: string, opts: {index?: boolean} = {}): void {
  const before = getMemory(db, id);
  // The search rows were built from the old words: kept, so they can be deleted exactly.
  if (before && before.content !== m.content) keepIndexedWords(db, id, before.content);
  stmt(
    db,
    `UPDATE memories SET content = @content, summary = @summary, type = @type, context = @context, importance = @importance,
      sentiment = @sentiment, occurred_at = @occurredAt, created_at = @createdAt, source_ref = @sourceRef, speaker = @speaker,
      content_hash = @hash WHERE id = @id`,
  ).run({
    id,
    content: m.content,
    summary: m.summary ?? null,
    type: m.type ?? 'conversation',
    context: m.context ?? 'personal',
    importance: m.importance ?? 5,
    sentiment: m.sentiment ?? null,
    occurredAt: m.occurredAt,
    createdAt: m.createdAt,
    sourceRef: m.sourceRef ?? null,
    speaker: m.speaker ?? null,
    hash: contentHash(m.content),
  });
  if (opts.index !== false) indexMemory(db, id);
  if (vector && hasTable(db, 'memories_vec')) putVector(db, 'memories_vec', id, vector);
  const changed = before && (before.content !== m.content || before.importance !== (m.importance ?? 5) || before.context !== (m.context ?? 'personal'));
  if (changed) recordHistory(db, id, 'imported', {from: {importance: before.importance, context: before.context}}, at);
}

export function findDuplicate(db: DB, content: string, occurredAt: string): number | undefined {
  return stmt(db, 'SELECT id FROM memories WHERE content_hash = ? AND occurred_at = ?').pluck().get(contentHash(content), occurredAt) as number | undefined;
}

function whereClause(f: MemoryFilters, params: Record<string, unknown>): string {
  const where = ['archived_in IS NULL'];
  if (f.context) where.push('context = @context'), (params.context = f.context);
  if (f.type) where.push('type = @type'), (params.type = f.type);
  if (f.minImportance) where.push('importance >= @minImportance'), (params.minImportance = f.minImportance);
  if (f.since) where.push('occurred_at >= @since'), (params.since = f.since);
  if (f.until) where.push('occurred_at <= @until'), (params.until = f.until);
  return where.join(' AND ');
}

/** Active (not archived) memories, newest first. */
export function listMemories(db: DB, f: MemoryFilters = {}): Memory[] {
  const params: Record<string, unknown> = {};
  const limit = f.limit === undefined ? 20 : f.limit;
  const sql = `SELECT ${COLUMNS} FROM memories WHERE ${whereClause(f, params)} ORDER BY occurred_at DESC, id DESC${limit > 0 ? ' LIMIT @limit' : ''}`;
  if (limit > 0) params.limit = limit;
  return db.prepare(sql).all(params) as Memory[];
}

/** Whether a memory passes the filters (used to post-filter search candidates). */
export function matchesFilters(m: Memory, f: MemoryFilters): boolean {
  if (m.archivedIn !== null) return false;
  if (f.context && m.context !== f.context) return false;
  if (f.type && m.type !== f.type) return false;
  if (f.minImportance && m.importance < f.minImportance) return false;
  if (f.since && m.occurredAt < f.since) return false;
  if (f.until && m.occurredAt > f.until) return false;
  return true;
}

export function setImportance(db: DB, id: number, importance: number, at: string): {from: number; to: number} {
  const m = getMemory(db, id);
  if (!m) throw new Error(`no memory ${id}`);
  writeTx(db, () => {
    db.prepare('UPDATE memories SET importance = ? WHERE id = ?').run(importance, id);
    recordHistory(db, id, 'importance', {from: m.importance, to: importance}, at);
  });
  return {from: m.importance, to: importance};
}

/** Deletes memories, their search rows and every quote of their text (store/forget-memory.ts); the history keeps only that a deletion happened. */
export function deleteMemories(db: DB, ids: number[], at: string): number {
  let n = 0;
  writeTx(db, () => {
    for (const id of ids) {
      const m = getMemory(db, id);
      if (!m) continue;
      scrubMemoryText(db, m);
      deleteVector(db, 'memories_vec', id);
      keepIndexedWords(db, id, m.content);
      db.prepare('DELETE FROM memories WHERE id = ?').run(id);
      removeSearchRow(db, id);
      // No content in the history line: forgetting means forgotten (issue #13).
      recordHistory(db, id, 'deleted', null, at);
      n++;
    }
    if (n) purgeForgotten(db, n > 1);
  });
  // Outside the transaction (VACUUM and a truncating checkpoint cannot run inside one); a caller
  // that wraps this in its own transaction purges after it (people-edit.ts).
  if (n && !db.inTransaction) purgeForgotten(db, n > 1);
  return n;
}

/** Marks memories as used by a chat turn, so `memories show` tells when and how often each one served. */
export function touchMemories(db: DB, ids: number[], at: string): void {
  if (ids.length === 0) return;
  db.prepare('UPDATE memories SET last_accessed = ?, access_count = access_count + 1 WHERE id IN (SELECT value FROM json_each(?))').run(at, JSON.stringify(ids));
}

export function linkEntity(db: DB, memoryId: number, entityId: number): void {
  stmt(db, 'INSERT OR IGNORE INTO memory_entities (memory_id, entity_id) VALUES (?, ?)').run(memoryId, entityId);
}
