import type {Embedder} from '../embedding/embedder.js';
import {ensureVectors, getMeta, setMeta, type DB, writeTx} from './db.js';

/**
 * Vectors live in a sqlite-vec table whose dimension is fixed at creation. The store records
 * which embedder built it so vectors from two embedders are never mixed.
 */
export interface VectorInfo {
  embedder: string;
  dim: number;
}

export function vectorInfo(db: DB): VectorInfo | null {
  const embedder = getMeta(db, 'embedder');
  const dim = Number(getMeta(db, 'embedding_dim'));
  return embedder && dim ? {embedder, dim} : null;
}

/**
 * Whether an embedder's vectors are worth storing. The offline embedder's hashed vectors repeat
 * the words bm25 already ranks (weight 0 offline, bench/RESULTS.md LoCoMo row 6c) and took 60% of
 * the file; the typo fallback recomputes them on demand (`similarMemories`). An endpoint's
 * vectors carry meaning and are kept.
 */
export function keepsVectors(embedderId: string): boolean {
  return !embedderId.startsWith('offline');
}

/** Records the embedder a store is built with; creates its vector tables when its vectors are kept. */
export function initVectors(db: DB, embedder: Embedder): void {
  // A store opened without sqlite-vec (it had no vector tables) gets it before making some.
  if (keepsVectors(embedder.id)) ensureVectors(db);
  writeTx(db, () => {
    if (keepsVectors(embedder.id)) {
      db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS memories_vec USING vec0(embedding float[${embedder.dim}] distance_metric=cosine)`);
      db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS summaries_vec USING vec0(embedding float[${embedder.dim}] distance_metric=cosine)`);
    }
    setMeta(db, 'embedder', embedder.id);
    setMeta(db, 'embedding_dim', String(embedder.dim));
  });
}

/** Drops all vectors and rebuilds the tables for a new embedder (used by reembed, inside its transaction). */
export function resetVectors(db: DB, embedder: Embedder): void {
  db.exec('DROP TABLE IF EXISTS memories_vec; DROP TABLE IF EXISTS summaries_vec;');
  initVectors(db, embedder);
}

export function putVector(db: DB, table: 'memories_vec' | 'summaries_vec', id: number, vector: Float32Array): void {
  db.prepare(`DELETE FROM ${table} WHERE rowid = ?`).run(BigInt(id));
  db.prepare(`INSERT INTO ${table} (rowid, embedding) VALUES (?, ?)`).run(BigInt(id), vector);
}

/** Replaces every stored vector (reembed), in the caller's transaction. */
export function putAllVectors(db: DB, table: 'memories_vec' | 'summaries_vec', rows: Array<{id: number; vector: Float32Array}>): void {
  if (!hasTable(db, table)) return;
  const ins = db.prepare(`INSERT INTO ${table} (rowid, embedding) VALUES (?, ?)`);
  db.prepare(`DELETE FROM ${table}`).run();
  for (const r of rows) ins.run(BigInt(r.id), r.vector);
}

/** What `magis memories reembed` embeds: every active memory and every summary. */
export function embeddableRows(db: DB): {memories: Array<{id: number; content: string; speaker: string | null; summary: string | null}>; summaries: Array<{id: number; summary: string}>} {
  return {
    memories: db.prepare('SELECT id, content, speaker, summary FROM memories WHERE archived_in IS NULL ORDER BY id').all() as Array<{
      id: number;
      content: string;
      speaker: string | null;
      summary: string | null;
    }>,
    summaries: db.prepare('SELECT id, summary FROM memory_summaries ORDER BY id').all() as Array<{id: number; summary: string}>,
  };
}

/** Rows read per step of the on-demand scan: bounds the memory held while embedding. */
const SCAN_CHUNK = 2000;

/**
 * The `k` active memories most similar to `vector`, embedding each memory on the fly with `embed`
 * (the offline embedder, whose vectors are not stored). Linear in the store's size: the caller
 * keeps it to small stores and to queries whose words matched nothing.
 */
export function similarMemories(
  db: DB,
  vector: Float32Array,
  k: number,
  embed: (texts: string[]) => Float32Array[],
  textOf: (m: {content: string; speaker: string | null; summary: string | null}) => string,
): Array<{id: number; similarity: number}> {
  if (k <= 0) return [];
  const read = db.prepare('SELECT id, content, speaker, summary FROM memories WHERE archived_in IS NULL AND id > ? ORDER BY id LIMIT ?');
  const best: Array<{id: number; similarity: number}> = [];
  let after = 0;
  for (;;) {
    const rows = read.all(after, SCAN_CHUNK) as Array<{id: number; content: string; speaker: string | null; summary: string | null}>;
    if (rows.length === 0) break;
    const vs = embed(rows.map(textOf));
    rows.forEach((r, i) => {
      const v = vs[i]!;
      let dot = 0;
      for (let d = 0; d < v.length; d++) dot += v[d]! * vector[d]!;
      if (best.length < k || dot > best[best.length - 1]!.similarity) {
        best.push({id: r.id, similarity: dot});
        best.sort((a, b) => b.similarity - a.similarity);
        if (best.length > k) best.pop();
      }
    });
    after = rows[rows.length - 1]!.id;
  }
  return best;
}

export function deleteVector(db: DB, table: 'memories_vec' | 'summaries_vec', id: number): void {
  if (!hasTable(db, table)) return;
  db.prepare(`DELETE FROM ${table} WHERE rowid = ?`).run(BigInt(id));
}

export function hasTable(db: DB, name: string): boolean {
  return !!db.prepare('SELECT 1 FROM sqlite_master WHERE name = ?').get(name);
}

/** Nearest neighbours by cosine distance; similarity = 1 - distance. */
export function knn(db: DB, table: 'memories_vec' | 'summaries_vec', vector: Float32Array, k: number): Array<{id: number; similarity: number}> {
  if (!hasTable(db, table) || k <= 0) return [];
  const rows = db.prepare(`SELECT rowid AS id, distance FROM ${table} WHERE embedding MATCH ? AND k = ?`).all(vector, k) as Array<{id: number; distance: number}>;
  return rows.map(r => ({id: Number(r.id), similarity: 1 - r.distance}));
}
