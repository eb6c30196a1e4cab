/**
 * Editing a memory in place (MCP's `update_memory`) and finding the same text already stored on a
 * day (MCP's idempotent `remember`). Import's upsert and `memories importance` stay in memories.ts.
 */
import type {Context, MemoryType} from '../domain/types.js';
import {writeTx, type DB} from './db.js';
import {contentHash, getMemory, indexMemory, recordHistory, type Memory} from './memories.js';
import {keepIndexedWords} from './search-index.js';
import {deleteVector, hasTable, putVector} from './vectors.js';

export interface MemoryChanges {
  content?: string;
  importance?: number;
  context?: Context;
  type?: MemoryType;
}

/**
 * The active memory with this text (case and spacing aside) that happened in [from, to), if any:
 * a client that sends the same `remember` twice in a day gets the first one back.
 */
export function sameTextBetween(db: DB, content: string, from: string, to: string): number | undefined {
  return db
    .prepare('SELECT id FROM memories WHERE content_hash = ? AND occurred_at >= ? AND occurred_at < ? AND archived_in IS NULL ORDER BY id LIMIT 1')
    .pluck()
    .get(contentHash(content), from, to) as number | undefined;
}

/**
 * Applies the changes to one memory; returns it as it is now, or undefined when there is no such
 * memory. The history line names what changed and the former importance/context/type, but not the
 * former text: an edit that removes something should not keep it in the history. A new text gets
 * new search rows and, when the store keeps vectors, `vector` (null drops the stale one).
 */
export function editMemory(db: DB, id: number, changes: MemoryChanges, vector: Float32Array | null, at: string): Memory | undefined {
  return writeTx(db, () => {
    const before = getMemory(db, id);
    if (!before) return undefined;
    const changed = (Object.keys(changes) as Array<keyof MemoryChanges>).filter(k => changes[k] !== undefined && changes[k] !== before[k]);
    if (changed.length === 0) return before;
    const next = {...before, ...Object.fromEntries(changed.map(k => [k, changes[k]]))} as Memory;
    if (changed.includes('content')) keepIndexedWords(db, id, before.content);
    db.prepare('UPDATE memories SET content = ?, content_hash = ?, importance = ?, context = ?, type = ? WHERE id = ?').run(
      next.content,
      contentHash(next.content),
      next.importance,
      next.context,
      next.type,
      id,
    );
    if (changed.includes('content')) {
      indexMemory(db, id);
      if (hasTable(db, 'memories_vec')) {
        deleteVector(db, 'memories_vec', id);
        if (vector) putVector(db, 'memories_vec', id, vector);
      }
    }
    const from = Object.fromEntries(changed.filter(k => k !== 'content').map(k => [k, before[k]]));
    recordHistory(db, id, 'updated', {changed, from}, at);
    return getMemory(db, id);
  });
}
