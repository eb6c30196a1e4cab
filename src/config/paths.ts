import {accessSync, chmodSync, constants, lstatSync, mkdirSync, statSync, type Stats} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import envPaths from 'env-paths';
import {MagisError} from './errors.js';

/** The folder holding everything: MAGIS_HOME, else the XDG data folder for magis. */
export function magisHome(env: NodeJS.ProcessEnv = process.env): string {
  if (env.MAGIS_HOME?.trim()) return resolve(env.MAGIS_HOME);
  return envPaths('magis', {suffix: ''}).data;
}

const WHAT_TO_DO = 'set MAGIS_HOME to a folder you can write to';

/** One sentence for a home that cannot be used: the path, why, and what to do. */
function homeError(home: string, why: string): MagisError {
  return new MagisError(`cannot use ${home} as the magis home: ${why}; ${WHAT_TO_DO}.`);
}

/** Why a file-system error code makes a home unusable, in words a user understands. */
function homeReason(code: string | undefined): string {
  switch (code) {
    case 'ENOTDIR':
      return 'a part of that path is a file, not a folder';
    case 'EACCES':
    case 'EPERM':
      return 'you are not allowed to write there';
    case 'EROFS':
      return 'it is on a read-only file system';
    case 'ENOENT':
      return 'that place does not accept new folders (a system folder such as /proc or /sys?)';
    case 'EEXIST':
      return 'a file of that name is in the way';
    default:
      return `the system refused (${code ?? 'unknown error'})`;
  }
}

/** The home unusable because of a file-system error `code`: one sentence, exit 1. */
export function homeErrorFor(home: string, code: string | undefined): MagisError {
  if (code === 'ENOSPC' || code === 'SQLITE_FULL') {
    return new MagisError(`the disk holding ${home} is full; free some space there or ${WHAT_TO_DO}; nothing was changed.`);
  }
  return homeError(home, homeReason(code));
}

/**
 * Creates `home` and its missing parents one level at a time. Node's own `mkdirSync(…, {recursive:
 * true})` loops forever (100 % CPU) on paths under /proc, where mkdir answers ENOENT although the
 * parent exists, and reports a file in the way as a raw ENOTDIR; walking up to the nearest existing
 * folder ourselves makes every refusal one error we can name.
 */
function makeFolders(home: string): void {
  const missing: string[] = [];
  let dir = home;
  for (;;) {
    let stat: Stats;
    try {
      stat = statSync(dir);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // ENOTDIR: something above is a file; keep walking up to name it.
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw homeErrorFor(home, code);
      const parent = dirname(dir);
      if (parent === dir) throw homeErrorFor(home, code);
      missing.unshift(dir);
      dir = parent;
      continue;
    }
    if (!stat.isDirectory()) throw homeError(home, dir === home ? 'it is a file, not a folder' : `${dir} is a file, not a folder`);
    break;
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder, {mode: 0o700});
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST') throw homeErrorFor(home, code);
    }
  }
}

/**
 * Creates the home folder private to the user (0700), tightening it if it already exists,
 * because it holds personal memories and possibly an API key. A home that cannot be used (under
 * /proc, below a file, read-only, on a full disk) fails at once with one sentence naming it.
 */
export function ensureHome(home: string): string {
  makeFolders(home);
  try {
    accessSync(home, constants.W_OK | constants.X_OK);
    // A MAGIS_HOME that is a symlink points at a folder someone else chose (a shared one, even):
    // its mode is theirs. The store inside is 0600 either way.
    if (!lstatSync(home).isSymbolicLink()) chmodSync(home, 0o700);
  } catch (error) {
    throw homeErrorFor(home, (error as NodeJS.ErrnoException).code);
  }
  return home;
}

export const databasePath = (home: string) => join(home, 'magis.db');
export const configPath = (home: string) => join(home, 'config.json');
export const keysPath = (home: string) => join(home, 'keys.json');
