import type {Embedder} from '../embedding/embedder.js';
import {getMeta, setMeta, type DB, writeTx} from './db.js';

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

/** Creates the vector table for `embedder` on a store that has none yet. */
export function initVectors(db: DB, embedder: Embedder): void {
  writeTx(db, () => {
    db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS memories_vec USING vec0(embedding float[${embedder.dim}] distance_metric=cosine)`);
    db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS summaries_vec USING vec0(embedding float[${embedder.dim}] distance_metric=cosine)`);
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

export function deleteVector(db: DB, table: 'memories_vec' | 'summaries_vec', id: number): void {
  if (!hasTable(db, table)) return;
  db.prepare(`DELETE FROM ${table} WHERE rowid = ?`).run(BigInt(id));
}

export function hasTable(db: DB, name: string): boolean {
  return !!db.prepare("SELECT 1 FROM sqlite_master WHERE name = ?").get(name);
}

/** Nearest neighbours by cosine distance; similarity = 1 - distance. */
export function knn(db: DB, table: 'memories_vec' | 'summaries_vec', vector: Float32Array, k: number): Array<{id: number; similarity: number}> {
  if (!hasTable(db, table) || k <= 0) return [];
  const rows = db.prepare(`SELECT rowid AS id, distance FROM ${table} WHERE embedding MATCH ? AND k = ?`).all(vector, k) as Array<{id: number; distance: number}>;
  return rows.map(r => ({id: Number(r.id), similarity: 1 - r.distance}));
}
