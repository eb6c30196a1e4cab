import {existsSync} from 'node:fs';
import {resolveNow} from '../../../config/clock.js';
import {databasePath, magisHome} from '../../../config/paths.js';
import {loadSettings} from '../../../config/settings.js';
import {openDatabase, type DB} from '../../../store/db.js';
import {bindStoreLanguage} from '../../strings.js';

/**
 * Commander hands --json and --now written after "remind add|done|snooze" to the parent "remind"
 * (which declares them too); the subcommand reads them from there.
 */
export function withParentFlags<T extends object>(flags: T, cmd?: {parent?: {opts(): Record<string, unknown>} | null}): T {
  const parent = cmd?.parent?.opts() ?? {};
  return {...flags, ...(parent.json !== undefined && {json: parent.json}), ...(parent.now !== undefined && {now: parent.now})} as T;
}

export interface RemindContext {
  db: DB;
  now: Date;
  home: string;
  config: Record<string, unknown>;
}

/**
 * Opens the database for the remind commands without the embedder or any model (they only read
 * and write checkups, tasks and reminder state), so cron starts fast. With `mustExist`, a home
 * with no store yet returns null: nothing can be due, and nothing is created.
 */
export async function withReminders<T>(flags: {now?: string}, opts: {mustExist: boolean}, fn: (ctx: RemindContext) => T | Promise<T>): Promise<T | null> {
  const now = resolveNow(flags.now);
  const home = magisHome();
  if (opts.mustExist && !existsSync(databasePath(home))) return null;
  const config = loadSettings(home).config;
  // Checkups, tasks and reminder state only: no vectors, so no sqlite-vec to load.
  const db = openDatabase(home, {now, vectors: false});
  const release = bindStoreLanguage(db);
  try {
    return await fn({db, now, home, config});
  } finally {
    release();
    db.close();
  }
}
