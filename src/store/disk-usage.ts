import type {DB} from './db.js';

export interface DiskUsage {
  /** The file's size after VACUUM (WAL checkpointed first), in bytes. */
  bytes: number;
  /** Bytes per table and index (dbstat), largest first; FTS5 and vec0 shadow tables listed by their own names. */
  parts: Array<{name: string; bytes: number}>;
}

/**
 * What a store costs on disk once compacted: VACUUMs it, then reads the size per table and index
 * from the dbstat virtual table. For benchmarks and diagnostics (rewrites the whole file).
 */
export function diskUsage(db: DB): DiskUsage {
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.exec('VACUUM');
  db.pragma('wal_checkpoint(TRUNCATE)');
  const pageSize = db.pragma('page_size', {simple: true}) as number;
  const pages = db.pragma('page_count', {simple: true}) as number;
  const parts = db.prepare('SELECT name, sum(pgsize) AS bytes FROM dbstat GROUP BY name ORDER BY bytes DESC').all() as Array<{name: string; bytes: number}>;
  return {bytes: pageSize * pages, parts};
}
