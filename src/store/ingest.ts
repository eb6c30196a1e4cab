import {type DB, writeTx} from './db.js';
import type {Store} from './store.js';
import {linkNamedEntities} from './learn.js';
import {findDuplicate, getMemory, insertMemory, memoryEntityNames, updateMemory, type Memory, type NewMemory} from './memories.js';
import {memoryByExternalId, setExternalId} from './external-ids.js';

/**
 * Vectors for many texts, computed before any write transaction (embedding may be async IO).
 * A failing remote embedder leaves nulls: the memories are still stored and found by text,
 * and `magis memories reembed` fills the gaps later.
 */
export async function embedAll(store: Store, texts: string[]): Promise<Array<Float32Array | null>> {
  const e = store.embedder;
  if (!e) return texts.map(() => null);
  if (e.embedSync) return e.embedSync(texts);
  try {
    return await e.embed(texts);
  } catch {
    return texts.map(() => null);
  }
}

/** Text a memory is embedded by: what was said, by whom, and its summary. */
export const embedText = (m: {content: string; speaker?: string | null; summary?: string | null}) =>
  [m.speaker ? `${m.speaker}:` : '', m.content, m.summary ?? ''].join(' ').trim();

export interface ImportRecord extends NewMemory {
  id?: number;
  /** Another tool's id (a UUID, "rel-0", a note's hash): re-importing its file updates instead of adding. */
  externalId?: string;
  /** The file gave no date (occurredAt is the import's clock): a re-import keeps the date first given. */
  undated?: boolean;
  /** People the memory mentions, linked (and created if new) in the same transaction. */
  entities?: string[];
}

/** Whether an import record says nothing the stored memory does not already say. */
function sameAsStored(db: DB, m: Memory, r: ImportRecord): boolean {
  const same = m.content === r.content && m.summary === (r.summary ?? null) && m.type === (r.type ?? 'conversation') && m.context === (r.context ?? 'personal')
    && m.importance === (r.importance ?? 5) && m.sentiment === (r.sentiment ?? null) && m.occurredAt === r.occurredAt && m.createdAt === r.createdAt
    && m.sourceRef === (r.sourceRef ?? null) && m.speaker === (r.speaker ?? null);
  if (!same) return false;
  const linked = new Set(memoryEntityNames(db, m.id));
  return (r.entities ?? []).every(name => linked.has(name));
}

export interface ImportResult {
  added: number;
  updated: number;
  skipped: number;
  ids: number[];
}

/**
 * Writes records in one transaction: with an id they upsert by id, without one they are
 * deduplicated by content and time, so the same file imported twice adds nothing.
 * The same path serves `memories add`, `memories import` and the benchmarks.
 */
export async function importRecords(store: Store, records: ImportRecord[], onProgress?: (done: number, total: number) => void): Promise<ImportResult> {
  const vectors = await embedAll(store, records.map(embedText));
  const result: ImportResult = {added: 0, updated: 0, skipped: 0, ids: []};
  const at = store.nowIso();
  const db = store.db;
  writeTx(db, () => {
    records.forEach((r, i) => {
      const existing = r.id !== undefined ? getMemory(db, r.id) : undefined;
      const known = r.externalId !== undefined ? memoryByExternalId(db, r.externalId) : undefined;
      if (known) {
        // The same record of another tool's file: unchanged is skipped, edited is updated in place.
        const record = r.undated ? {...r, occurredAt: known.occurredAt} : r;
        if (known.content === record.content && known.occurredAt === record.occurredAt) result.skipped++;
        else {
          updateMemory(db, known.id, record, vectors[i] ?? null, at);
          if (r.entities?.length) linkNamedEntities(db, known.id, r.entities, at);
          result.updated++;
          result.ids.push(known.id);
        }
      } else if (existing && sameAsStored(db, existing, r)) {
        // The same record again (a second import of one file): already present, not "updated".
        result.skipped++;
      } else if (existing && r.id !== undefined) {
        updateMemory(db, r.id, r, vectors[i] ?? null, at);
        if (r.entities?.length) linkNamedEntities(db, r.id, r.entities, at);
        result.updated++;
        result.ids.push(r.id);
      } else if (r.id === undefined && r.externalId === undefined && findDuplicate(db, r.content, r.occurredAt) !== undefined) {
        result.skipped++;
      } else {
        const id = insertMemory(db, r, vectors[i] ?? null, {id: r.id, historyAction: r.id === undefined && r.externalId === undefined ? 'created' : 'imported', at});
        if (r.externalId !== undefined) setExternalId(db, id, r.externalId);
        if (r.entities?.length) linkNamedEntities(db, id, r.entities, at);
        result.ids.push(id);
        result.added++;
      }
      if (onProgress && (i % 200 === 0 || i === records.length - 1)) onProgress(i + 1, records.length);
    });
  });
  return result;
}
