import {embedText} from '../embedding/embed-text.js';
import {type DB, writeTx} from './db.js';
import type {Store} from './store.js';
import {findPerson, upsertPerson} from './learn.js';
import {findDuplicate, getMemory, insertMemory, linkEntity, updateMemory, type NewMemory} from './memories.js';
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
  /** People the memory mentions, linked (and created if new) in the same transaction. */
  entities?: string[];
}

export interface ImportResult {
  added: number;
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
  const vectors = store.embedder && keepsVectors(store.embedder.id) ? await embedAll(store, records.map(embedText)) : [];
  const result: ImportResult = {added: 0, updated: 0, skipped: 0, ids: []};
  const at = store.nowIso();
  const db = store.db;
  writeTx(db, () => {
    const known = new Map<string, number>();
    const touched: number[] = [];
    const fresh = new Set<number>();
    records.forEach((r, i) => {
      if (r.id !== undefined && getMemory(db, r.id)) {
        updateMemory(db, r.id, r, vectors[i] ?? null, at, {index: false});
        if (r.entities?.length) linkNames(db, r.id, r.entities, at, known);
        touched.push(r.id);
        result.updated++;
        result.ids.push(r.id);
      } else if (r.id === undefined && findDuplicate(db, r.content, r.occurredAt) !== undefined) {
        result.skipped++;
      } else {
        const id = insertMemory(db, r, vectors[i] ?? null, {id: r.id, historyAction: r.id === undefined ? 'created' : 'imported', at, index: false});
        if (r.entities?.length) linkNames(db, id, r.entities, at, known);
        touched.push(id);
        fresh.add(id);
        result.ids.push(id);
        result.added++;
      }
      if (onProgress && (i % 200 === 0 || i === records.length - 1)) onProgress(i + 1, records.length);
    });
    indexMemories(db, touched, fresh);
  });
  return result;
}
