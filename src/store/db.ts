import {chmodSync, closeSync, existsSync, openSync, readSync, statSync} from 'node:fs';
import Database, {type Statement} from 'better-sqlite3';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {MagisError} from '../config/errors.js';
import {databasePath, ensureHome, homeErrorFor} from '../config/paths.js';
import {migrate, migrationsPending} from './migrations.js';

export type DB = Database.Database;

const SQLITE_HEADER = 'SQLite format 3\0';

let addonPath: string | null | undefined;

/**
 * better-sqlite3's compiled addon, found directly: left to itself better-sqlite3 asks the
 * `bindings` package, which reads a stack trace and tries a dozen paths (~5 ms of every start,
 * bench/RESULTS.md "Start-up"); and the fast path bundles better-sqlite3's JavaScript
 * (scripts/bundle.mjs), where `bindings` would look beside the bundle instead. Undefined (the
 * library's own lookup) when the package is laid out some other way.
 */
function nativeBinding(): string | undefined {
  if (addonPath === undefined) {
    // Where npm puts it for this checkout: every build of this module (src/store, dist/store, the
    // bundles in dist/magis) sits two folders below the package root. Resolving the package
    // instead walks node_modules folders (~0.5 ms of every start); it is the fallback.
    const beside = fileURLToPath(new URL('../../node_modules/better-sqlite3/build/Release/better_sqlite3.node', import.meta.url));
    addonPath = existsSync(beside) ? beside : null;
    if (!addonPath) {
      try {
        const root = dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json'));
        addonPath = ['Release', 'Debug'].map(b => join(root, 'build', b, 'better_sqlite3.node')).find(f => existsSync(f)) ?? null;
      } catch {
        // not resolvable from here: better-sqlite3's own lookup decides
      }
    }
  }
  return addonPath ?? undefined;
}

/**
 * Refuses to touch a file that is not a SQLite database, or a SQLite database that is not magis's,
 * so a wrong MAGIS_HOME never gets overwritten. Returns whether a non-empty file was there.
 */
function checkExistingFile(file: string): boolean {
  const st = statSync(file, {throwIfNoEntry: false});
  const size = st?.size ?? 0;
  if (size === 0) return false;
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(16);
    readSync(fd, buf, 0, 16, 0);
    if (buf.toString('latin1') !== SQLITE_HEADER) {
      throw new MagisError(`${file} is not a SQLite database (corrupt or another program's file); move it away or point MAGIS_HOME elsewhere.`);
    }
  } finally {
    closeSync(fd);
  }
  // A store copied in with the shell's 0644 (or made by an older magis) is private from now on.
  if (st && st.mode & 0o077) chmodSync(file, 0o600);
  return true;
}

const withVectors = new WeakSet<DB>();

/** Loads sqlite-vec into this connection, once. */
export function ensureVectors(db: DB): void {
  if (withVectors.has(db)) return;
  (createRequire(import.meta.url)('sqlite-vec') as typeof import('sqlite-vec')).load(db);
  withVectors.add(db);
}

/** Whether the store has sqlite-vec tables (an endpoint embedder's vectors; offline stores keep none). */
const hasVectorTables = (db: DB) => db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%USING vec0%' LIMIT 1").get() !== undefined;

/**
 * Sets the pragmas every connection needs and, unless `vectors` is false, loads sqlite-vec. A
 * command that never reads or writes vectors (`magis remind`, which cron starts every hour) skips
 * the extension: it is a shared library to find and map, a good part of that command's start-up.
 */
function configure(db: DB, opts: {vectors?: boolean} = {}): void {
  if (opts.vectors !== false) ensureVectors(db);
  // One exec, not four pragma() calls: each of those prepares a statement through the JavaScript
  // wrapper (~0.1 ms apiece at every start). In order:
  // - the busy timeout first: switching to WAL itself needs a lock another process may hold;
  // - WAL: readers (cron, search) never wait for the chat's writes, nor block them;
  // - foreign keys: forgetting a person removes their checkups and links (ON DELETE CASCADE);
  // - synchronous NORMAL: in WAL, durable at each checkpoint and never corrupt, without an fsync
  //   per memory;
  // - secure_delete: a forgotten memory's bytes are overwritten, not left in free pages for
  //   `strings magis.db` to find (issue 24).
  db.exec('PRAGMA busy_timeout = 10000; PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL; PRAGMA secure_delete = ON;');
}

/**
 * Any SQLite file opened with the addon found as above (a backup to check, a restore's copy): the
 * bundles in dist/magis hold better-sqlite3's JavaScript, where its own lookup would search beside
 * the bundle and fail.
 */
export function openSqlite(file: string, options: Database.Options = {}): DB {
  return new Database(file, {...options, nativeBinding: nativeBinding()});
}

/**
 * Opens (creating if needed) the store under `home`: folder 0700, file 0600, WAL, migrations applied.
 * `vectors`: true (default) loads sqlite-vec; false never (`magis remind`); 'when-stored' only when
 * the store has vector tables or migrations to run (Store.open: an offline store keeps no vectors,
 * and finding and loading the extension is ~2–3 ms of every `memories search`). Code that creates
 * vector tables later calls ensureVectors first (store/vectors.ts initVectors).
 */
export function openDatabase(home: string, opts: {now?: Date; readonly?: boolean; vectors?: boolean | 'when-stored'} = {}): DB {
  ensureHome(home);
  const file = databasePath(home);
  const existed = checkExistingFile(file);
  let db: DB;
  try {
    // Created private from the first byte (no window where another user could open it), then pinned to 0600.
    const umask = process.umask(0o077);
    try {
      db = openSqlite(file, {fileMustExist: false});
    } finally {
      process.umask(umask);
    }
    if (!existed) chmodSync(file, 0o600);
    configure(db, {vectors: opts.vectors !== 'when-stored' && opts.vectors});
    if (opts.vectors === 'when-stored' && (hasVectorTables(db) || migrationsPending(db))) ensureVectors(db);
    if (existed) {
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
      if (tables.length > 0 && !tables.includes('schema_migrations')) {
        db.close();
        throw new MagisError(`${file} is a SQLite database but not a magis store; move it away or point MAGIS_HOME elsewhere.`);
      }
    }
    migrate(db, (opts.now ?? new Date()).toISOString());
  } catch (error) {
    if (error instanceof MagisError) throw error;
    const code = (error as {code?: string}).code ?? '';
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') {
      throw new MagisError(`${file} is corrupt or not a magis database; move it away or restore a backup.`);
    }
    // A home the checks above let through can still refuse the database itself: a read-only mount
    // seen only by SQLite, a full disk while the first migration writes.
    if (code === 'SQLITE_FULL' || code === 'ENOSPC') throw homeErrorFor(home, 'ENOSPC');
    if (code === 'SQLITE_READONLY' || code.startsWith('SQLITE_READONLY_')) throw homeErrorFor(home, 'EROFS');
    if (code === 'SQLITE_CANTOPEN' || code.startsWith('SQLITE_IOERR')) throw homeErrorFor(home, code);
    throw error;
  }
  // SQLite creates these with the process's umask, not the database's mode: pinned private too.
  for (const suffix of ['-wal', '-shm']) {
    try {
      chmodSync(file + suffix, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return db;
}

export function getMeta(db: DB, key: string): string | undefined {
  return db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(key) as string | undefined;
}

export function setMeta(db: DB, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}

/**
 * Runs `fn` in a write transaction that takes the write lock up front (BEGIN IMMEDIATE). A deferred
 * transaction that reads and then writes can fail at once with SQLITE_BUSY when another process
 * writes in between — the busy timeout cannot help there — so every write goes through this.
 */
export function writeTx<T>(db: DB, fn: () => T): T {
  return db.transaction(fn).immediate();
}

const statements = new WeakMap<DB, Map<string, Statement>>();

/**
 * A statement prepared once per connection: on the insert and search paths preparing costs as much
 * as running these small queries (bench/RESULTS.md, ingest profile).
 */
export function cachedStatement(db: DB, sql: string): Statement {
  let m = statements.get(db);
  if (!m) statements.set(db, (m = new Map()));
  let s = m.get(sql);
  if (!s) m.set(sql, (s = db.prepare(sql)));
  return s;
}
