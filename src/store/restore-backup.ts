/**
 * `magis restore FILE`: the store replaced by a backup, after checking it. Copying a backup over
 * magis.db by hand beside a WAL left from a crash silently undid the restore or corrupted the store
 * (issue 24): SQLite applies that WAL to whatever file now has the name. Here the live store's WAL
 * is folded into it and the store leaves WAL mode, under an exclusive lock, before the file moves.
 */
import {closeSync, existsSync, fsyncSync, lstatSync, openSync, readSync, renameSync, rmSync, type Stats} from 'node:fs';
import {dirname, join} from 'node:path';
import {MagisError, UsageError, showValue} from '../config/errors.js';
import {databasePath} from '../config/paths.js';
import {openSqlite, type DB} from './db.js';
import {migrations} from './migrations.js';

const KEPT_SUFFIX = '.before-restore';

/** Throws one sentence unless `file` is a whole, readable magis backup of a schema this magis knows. */
export function checkBackup(file: string): {migrations: string[]} {
  let st: Stats;
  try {
    st = lstatSync(file);
  } catch {
    throw new UsageError(`No such file: ${showValue(file)}.`);
  }
  if (st.isDirectory()) throw new UsageError(`${showValue(file)} is a folder; give the backup file.`);
  if (!st.isFile()) throw new UsageError(`${showValue(file)} is not a regular file; give the backup file.`);
  const fd = openSync(file, 'r');
  const head = Buffer.alloc(16);
  const n = readSync(fd, head, 0, 16, 0);
  closeSync(fd);
  if (n < 16 || head.toString('latin1') !== 'SQLite format 3\0') throw new UsageError(`${showValue(file)} is not a magis backup (not a SQLite database).`);
  let db: DB;
  try {
    db = openSqlite(file, {readonly: true, fileMustExist: true});
  } catch (error) {
    throw new MagisError(`${showValue(file)} cannot be opened as a database (${String((error as Error).message).split('\n')[0]}); nothing was changed.`);
  }
  try {
    let ok: unknown;
    try {
      ok = db.pragma('integrity_check(1)', {simple: true});
    } catch {
      ok = null;
    }
    // SQLite's own report spans lines of page numbers: the user gets one sentence.
    if (ok !== 'ok') throw new MagisError(`${showValue(file)} is damaged (its integrity check fails); nothing was changed.`);
    let names: string[];
    try {
      names = db.prepare('SELECT name FROM schema_migrations ORDER BY name').pluck().all() as string[];
    } catch {
      throw new UsageError(`${showValue(file)} is not a magis backup (it has no magis tables); nothing was changed.`);
    }
    const known = new Set(migrations.map(m => m.name));
    const unknown = names.filter(x => !known.has(x));
    if (unknown.length) throw new MagisError(`this store was written by a newer magis: ${showValue(file)} has ${unknown.join(', ')}; update magis to restore it. Nothing was changed.`);
    if (!names.includes('001_initial')) throw new UsageError(`${showValue(file)} is not a magis backup; nothing was changed.`);
    return {migrations: names};
  } finally {
    db.close();
  }
}

/**
 * Replaces the store of `home` by `file` (checked first). The new database is made beside the store
 * (SQLite's backup API, so a backup with its own WAL is read whole), checked, synced; then, holding
 * the live store exclusively (another magis with it open makes this fail, changing nothing), the
 * live WAL is folded in and removed, the live file is renamed to magis.db.before-restore and the
 * new one renamed into place. Returns the kept file's path (null when there was no store).
 */
export async function restoreBackup(home: string, file: string): Promise<{kept: string | null}> {
  checkBackup(file);
  const live = databasePath(home);
  const fresh = join(dirname(live), `.magis.db.restore-${process.pid}`);
  rmSync(fresh, {force: true});
  const umask = process.umask(0o077);
  try {
    const src = openSqlite(file, {readonly: true, fileMustExist: true});
    try {
      await src.backup(fresh);
    } finally {
      src.close();
    }
    const copy = openSqlite(fresh);
    try {
      // A standalone file: no WAL of its own until magis opens it, and then a fresh one.
      copy.pragma('journal_mode = DELETE');
      if (copy.pragma('integrity_check(1)', {simple: true}) !== 'ok') throw new MagisError(`The copy of ${showValue(file)} did not check out; nothing was changed.`);
    } finally {
      copy.close();
    }
    syncFile(fresh);
    if (!existsSync(live)) {
      renameSync(fresh, live);
      syncFile(dirname(live));
      return {kept: null};
    }
    const kept = live + KEPT_SUFFIX;
    const db = openSqlite(live, {fileMustExist: true, timeout: 2000});
    try {
      try {
        // Exclusive: fails while another magis (a chat, the MCP server, cron) has the store open.
        db.pragma('locking_mode = EXCLUSIVE');
        db.exec('BEGIN EXCLUSIVE; COMMIT;');
        // The WAL (a crash's too) folded into the old file, which leaves WAL mode: nothing named
        // magis.db-wal is left to be applied to the restored file.
        db.pragma('wal_checkpoint(TRUNCATE)');
        db.pragma('journal_mode = DELETE');
        db.exec('BEGIN EXCLUSIVE; COMMIT;');
      } catch (error) {
        const code = (error as {code?: string}).code ?? '';
        if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
          throw new MagisError('The store is open in another magis (a chat, the MCP server, a cron run); close it and run restore again. Nothing was changed.');
        }
        throw error;
      }
      for (const side of ['-wal', '-shm']) rmSync(live + side, {force: true});
      rmSync(kept, {force: true});
      renameSync(live, kept);
      renameSync(fresh, live);
      syncFile(dirname(live));
    } finally {
      db.close();
    }
    return {kept};
  } finally {
    rmSync(fresh, {force: true});
    process.umask(umask);
  }
}

function syncFile(path: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    fsyncSync(fd);
  } catch {
    /* a folder some systems cannot sync: the rename is done, only its durability is the system's */
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
