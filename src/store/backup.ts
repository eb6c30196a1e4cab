/** `magis backup FILE`: a consistent copy of the live database through SQLite's online backup API. */
import {chmodSync, existsSync, renameSync, rmSync} from 'node:fs';
import type {DB} from './db.js';

/**
 * Copies the database to `file` while others may be writing (the backup API copies a consistent
 * snapshot, WAL included). Written to a temporary file beside the target and renamed, so a failed
 * or interrupted backup never leaves a half-written FILE; private (0600) from the first byte.
 */
export async function backupTo(db: DB, file: string): Promise<{pages: number}> {
  const tmp = `${file}.part-${process.pid}`;
  const umask = process.umask(0o077);
  try {
    const r = await db.backup(tmp);
    chmodSync(tmp, 0o600);
    renameSync(tmp, file);
    return {pages: r.totalPages};
  } catch (error) {
    if (existsSync(tmp)) rmSync(tmp, {force: true});
    throw error;
  } finally {
    process.umask(umask);
  }
}
