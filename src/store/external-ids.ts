import type {DB} from './db.js';

/**
 * Another tool's id for a memory (`memories.external_id`, unique): the key that makes re-importing
 * that tool's export idempotent. Magis's own ids stay the memories' primary keys.
 */

/** The memory imported under `externalId`, if any. */
export function memoryByExternalId(db: DB, externalId: string): {id: number; content: string; occurredAt: string} | undefined {
  return db.prepare('SELECT id, content, occurred_at AS occurredAt FROM memories WHERE external_id = ?').get(externalId) as {id: number; content: string; occurredAt: string} | undefined;
}

/** Records `externalId` on a memory just inserted. */
export function setExternalId(db: DB, memoryId: number, externalId: string): void {
  db.prepare('UPDATE memories SET external_id = ? WHERE id = ?').run(externalId, memoryId);
}
