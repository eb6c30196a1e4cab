/** `magis backup FILE`: a consistent copy of the live database through SQLite's online backup API. */
import {chmodSync} from 'node:fs';
import {openSqlite, type DB} from './db.js';
import {replaceWithAsync, type Recognise} from './safe-write.js';

/**
 * Copies the database to `file` while others may be writing (the backup API copies a consistent
 * snapshot, WAL included), through safe-write: a synced temporary file beside the target renamed
 * over it, so a failed or killed backup never leaves a half-written FILE; 0600 from the first byte.
 * The caller checked the target with `isMagisBackup` (only a former backup is replaced).
 */
export async function backupTo(db: DB, file: string): Promise<{pages: number}> {
  let pages = 0;
  await replaceWithAsync(file, 'backup', async tmp => {
    pages = (await db.backup(tmp)).totalPages;
    chmodSync(tmp, 0o600);
  });
  return {pages};
}

/** A SQLite file holding Magis's migrations table: a former backup (another program's database is not). */
export const isMagisBackup: Recognise = (head, path) => {
  if (head.subarray(0, 16).toString('latin1') !== 'SQLite format 3\0') return false;
  try {
    const db = openSqlite(path, {readonly: true, fileMustExist: true});
    try {
      return Boolean(db.prepare("SELECT 1 FROM schema_migrations WHERE name = '001_initial'").pluck().get());
    } finally {
      db.close();
    }
  } catch {
    return false;
  }
};
