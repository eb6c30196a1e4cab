import {embedText} from '../embedding/embed-text.js';
import {type DB, writeTx} from './db.js';
import type {Store} from './store.js';
import {findPerson, upsertPerson} from './learn.js';
import {findDuplicate, getMemory, insertMemory, linkEntity, memoryEntityNames, recordHistory, updateMemory, type Memory, type NewMemory} from './memories.js';
import {memoryByExternalId, setExternalId} from './external-ids.js';
import {indexMemories} from './search-index.js';
import {keepsVectors} from './vectors.js';

/**
 * Vectors for many texts, computed before any write transaction (embedding may be async IO).
 * A failing remote embedder leaves nulls: the memories are still stored and found by text,
 * and `magis memories reembed` fills the gaps later. The offline embedder's vectors are not
 * stored (offline ranking gives them no weight; the typo fallback computes them when it runs),
 * so none are computed for it.
 */
export async function embedAll(store: Store, texts: string[]): Promise<Array<Float32Array | null>> {
  const e = store.embedder;
  if (!e || !keepsVectors(e.id)) return texts.map(() => null);
  if (e.embedSync) return e.embedSync(texts);
  try {
    return await e.embed(texts);
  } catch {
    return texts.map(() => null);
  }
}

export {embedText};

export interface ImportRecord extends NewMemory {
  id?: number;
  /** Another tool's id (a UUID, "rel-0", a note's hash): re-importing its file updates instead of adding. */
  externalId?: string;
  /** The file gave no date (occurredAt is the import's clock): a re-import keeps the date first given. */
  undated?: boolean;
  /** People the memory mentions, linked (and created if new) in the same transaction. */
  entities?: string[];
  /** When another tool last changed it: a new memory's history keeps that line. */
  updatedAt?: string;
}

/** Whether an import record says nothing the stored memory does not already say. */
function sameAsStored(db: DB, m: Memory, r: ImportRecord): boolean {
  const same =
    m.content === r.content &&
    m.summary === (r.summary ?? null) &&
    m.type === (r.type ?? 'conversation') &&
    m.context === (r.context ?? 'personal') &&
    m.importance === (r.importance ?? 5) &&
    m.sentiment === (r.sentiment ?? null) &&
    m.occurredAt === r.occurredAt &&
    m.createdAt === r.createdAt &&
    m.sourceRef === (r.sourceRef ?? null) &&
    m.speaker === (r.speaker ?? null);
  if (!same) return false;
  const linked = new Set(memoryEntityNames(db, m.id));
  return (r.entities ?? []).every(name => linked.has(name));
}

export interface ImportResult {
  added: number;
  /** Which record became which new memory (what the caller may learn from). */
  addedRecords: Array<{index: number; id: number}>;
  updated: number;
  skipped: number;
  ids: number[];
}

/**
 * Links a memory to the people it names, creating the ones not known yet. `known` caches each
 * name's person for the batch: an import of 100k memories names a few dozen people.
 */
function linkNames(db: DB, memoryId: number, names: string[], at: string, known: Map<string, number>): void {
  for (const name of names) {
    if (!name.trim()) continue;
    let id = known.get(name);
    if (id === undefined) known.set(name, (id = findPerson(db, name)?.id ?? upsertPerson(db, {name, gender: null, age: null, relation: null}, at)));
    linkEntity(db, memoryId, id);
  }
}

/**
 * Writes records in one transaction: with an id they upsert by id, without one they are
 * deduplicated by content and time, so the same file imported twice adds nothing.
 * The same path serves `memories add`, `memories import` and the benchmarks. The search rows are
 * written once for the whole batch at the end (each memory's context depends on its neighbours).
 */
export async function importRecords(store: Store, records: ImportRecord[], onProgress?: (done: number, total: number) => void): Promise<ImportResult> {
  const vectors = await vectorsFor(store, records);
  return writeTx(store.db, () => writeRecords(store.db, records, vectors, store.nowIso(), onProgress));
}

/** The vectors `writeRecords` stores for records (none for an embedder whose vectors are not kept), computed before any transaction. */
export async function vectorsFor(store: Store, records: ImportRecord[]): Promise<Array<Float32Array | null>> {
  return store.embedder && keepsVectors(store.embedder.id) ? await embedAll(store, records.map(embedText)) : [];
}

/**
 * `importRecords`' writes, inside the caller's transaction: a chat turn stores its message's memory
 * in the same transaction as the changes the message makes (assistant/plan/apply.ts).
 */
export function writeRecords(db: DB, records: ImportRecord[], vectors: Array<Float32Array | null>, at: string, onProgress?: (done: number, total: number) => void): ImportResult {
  const result: ImportResult = {added: 0, addedRecords: [], updated: 0, skipped: 0, ids: []};
  {
    const known = new Map<string, number>();
    const touched: number[] = [];
    records.forEach((r, i) => {
      const existing = r.id !== undefined ? getMemory(db, r.id) : undefined;
      const external = r.externalId !== undefined ? memoryByExternalId(db, r.externalId) : undefined;
      if (external) {
        // The same record of another tool's file: unchanged is skipped, edited is updated in place.
        const record = r.undated ? {...r, occurredAt: external.occurredAt} : r;
        if (external.content === record.content && external.occurredAt === record.occurredAt) result.skipped++;
        else {
          updateMemory(db, external.id, record, vectors[i] ?? null, at, {index: false});
          if (r.entities?.length) linkNames(db, external.id, r.entities, at, known);
          touched.push(external.id);
          result.updated++;
          result.ids.push(external.id);
        }
      } else if (existing && sameAsStored(db, existing, r)) {
        // The same record again (a second import of one file): already present, not "updated".
        result.skipped++;
      } else if (existing && r.id !== undefined) {
        updateMemory(db, r.id, r, vectors[i] ?? null, at, {index: false});
        if (r.entities?.length) linkNames(db, r.id, r.entities, at, known);
        touched.push(r.id);
        result.updated++;
        result.ids.push(r.id);
      } else if (r.id === undefined && r.externalId === undefined && findDuplicate(db, r.content, r.occurredAt) !== undefined) {
        result.skipped++;
      } else {
        const id = insertMemory(db, r, vectors[i] ?? null, {id: r.id, historyAction: r.id === undefined && r.externalId === undefined ? 'created' : 'imported', at, index: false});
        if (r.externalId !== undefined) setExternalId(db, id, r.externalId);
        if (r.updatedAt && r.updatedAt > r.createdAt) recordHistory(db, id, 'updated', {source: 'import'}, r.updatedAt);
        result.addedRecords.push({index: i, id});
        if (r.entities?.length) linkNames(db, id, r.entities, at, known);
        touched.push(id);
        result.ids.push(id);
        result.added++;
      }
      if (onProgress && (i % 200 === 0 || i === records.length - 1)) onProgress(i + 1, records.length);
    });
    indexMemories(db, touched);
  }
  return result;
}
