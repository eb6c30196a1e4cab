import Database from 'better-sqlite3';
import * as sqliteVec from 'sqlite-vec';
import {join} from 'node:path';

/** Opens a test's store directly, read-only, to check what the CLI left behind. */
export function inspect<T>(home: string, fn: (db: Database.Database) => T): T {
  const db = new Database(join(home, 'magis.db'), {readonly: true, fileMustExist: true});
  sqliteVec.load(db);
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

export const integrity = (home: string) => inspect(home, db => db.pragma('integrity_check', {simple: true}));
export const count = (home: string, sql: string) => inspect(home, db => db.prepare(sql).pluck().get() as number);
