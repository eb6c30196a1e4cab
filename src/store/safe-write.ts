/**
 * The one way Magis writes a file the user names (`export -o`, `memories export -o`, `backup`,
 * `remind --ics`): only a new file or one Magis wrote before (recognised by its content), never a
 * symlink, a device or another program's file; written to a temporary file in the same folder,
 * synced, then renamed over the target, so the target is either the old file or the whole new one
 * (a full disk or a kill -9 never leaves half an export); private (0600) from its first byte.
 * A temporary file left by a killed run is removed by the next write into that folder.
 */
import {closeSync, fsyncSync, lstatSync, openSync, readdirSync, readSync, realpathSync, renameSync, rmSync, statSync, writeSync, type Stats} from 'node:fs';
import {basename, dirname, join, resolve} from 'node:path';
import {MagisError, UsageError, showValue} from '../config/errors.js';

/** Looks at a file's first bytes (and its path, for a SQLite file) and says whether Magis wrote it. */
export type Recognise = (head: Buffer, path: string) => boolean;

const TMP = /^\.(.+)\.magis-tmp-(\d+)-[0-9a-z]+$/;
const HEAD_BYTES = 512;

/**
 * Throws a UsageError (one sentence) unless `file` may be written: its folder exists, and it is
 * absent, empty, or a regular file `recognise` accepts. `live` is the database itself, never a target.
 */
export function checkTarget(file: string, recognise: Recognise, what: string, live?: string): void {
  const target = resolve(file);
  let folderIsDir = false;
  try {
    folderIsDir = statSync(dirname(target)).isDirectory();
  } catch {
    /* said below */
  }
  if (!folderIsDir) throw new UsageError(`The folder of ${showValue(file)} does not exist; create it first.`);
  let st: Stats;
  try {
    st = lstatSync(target);
  } catch {
    return; // a new file
  }
  if (st.isSymbolicLink()) throw new UsageError(`${showValue(file)} is a symbolic link; magis writes only files it created itself, so give another name for the ${what}.`);
  if (st.isDirectory()) throw new UsageError(`${showValue(file)} is a folder; give a file name for the ${what}.`);
  if (!st.isFile()) throw new UsageError(`${showValue(file)} is not a regular file (a device or a pipe?); give a file name for the ${what}.`);
  if (live && realpathOrNull(live) === realpathOrNull(target)) throw new UsageError(`${showValue(file)} is the live database itself; give another file for the ${what}.`);
  if (st.size === 0) return;
  if (!recognise(head(target), target)) throw new UsageError(`${showValue(file)} exists and was not written by magis; choose another name for the ${what}.`);
}

/** Writes `data` to `file` (after `checkTarget`) through a synced temporary file and a rename. */
export function writeFileSafely(file: string, data: string | Buffer, recognise: Recognise, what: string, live?: string): void {
  checkTarget(file, recognise, what, live);
  replaceWith(file, what, tmp => {
    const fd = openSync(tmp, 'wx', 0o600);
    try {
      const buf = typeof data === 'string' ? Buffer.from(data) : data;
      for (let off = 0; off < buf.length; ) off += writeSync(fd, buf, off, buf.length - off);
    } finally {
      closeSync(fd);
    }
  });
}

/**
 * Runs `produce(tmp)` to make the new file beside the target (e.g. SQLite's backup API), syncs it
 * and renames it over `file`; on any failure the temporary file goes and the target is untouched.
 */
export async function replaceWithAsync(file: string, what: string, produce: (tmp: string) => Promise<void>): Promise<void> {
  const target = resolve(file);
  cleanStale(dirname(target));
  const tmp = tempName(target);
  const umask = process.umask(0o077);
  try {
    await produce(tmp);
    finish(tmp, target);
  } catch (error) {
    rmSync(tmp, {force: true});
    throw writeError(error, file, what);
  } finally {
    process.umask(umask);
  }
}

function replaceWith(file: string, what: string, produce: (tmp: string) => void): void {
  const target = resolve(file);
  cleanStale(dirname(target));
  const tmp = tempName(target);
  try {
    produce(tmp);
    finish(tmp, target);
  } catch (error) {
    rmSync(tmp, {force: true});
    throw writeError(error, file, what);
  }
}

function finish(tmp: string, target: string): void {
  const fd = openSync(tmp, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, target);
  // The rename itself is durable only once the folder is synced (not every system allows it).
  try {
    const dir = openSync(dirname(target), 'r');
    try {
      fsyncSync(dir);
    } finally {
      closeSync(dir);
    }
  } catch {
    /* a folder that cannot be opened for sync: the rename is done, only its durability is the system's */
  }
}

const tempName = (target: string) => join(dirname(target), `.${basename(target)}.magis-tmp-${process.pid}-${Math.random().toString(36).slice(2, 8)}`);

/** Temporary files of runs that died (their process is gone) are removed. */
function cleanStale(folder: string): void {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) {
    const m = TMP.exec(name);
    if (!m || alive(Number(m[2]))) continue;
    try {
      if (lstatSync(join(folder, name)).isFile()) rmSync(join(folder, name), {force: true});
    } catch {
      /* gone already */
    }
  }
}

function alive(pid: number): boolean {
  if (pid === process.pid) return false; // this run has none yet: any with its pid is an old one's
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as {code?: string}).code === 'EPERM';
  }
}

function head(path: string): Buffer {
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.alloc(HEAD_BYTES);
    return buf.subarray(0, readSync(fd, buf, 0, HEAD_BYTES, 0));
  } finally {
    closeSync(fd);
  }
}

function realpathOrNull(path: string): string | null {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}

/** A failed write in one sentence that says the target was left as it was. */
function writeError(error: unknown, file: string, what: string): Error {
  if (error instanceof MagisError) return error;
  const code = (error as {code?: string}).code;
  const why =
    code === 'ENOSPC'
      ? 'the disk is full'
      : code === 'EACCES' || code === 'EPERM'
        ? 'permission denied'
        : code === 'EROFS'
          ? 'the file system is read-only'
          : code === 'EDQUOT'
            ? 'the disk quota is used up'
            : (code ?? String((error as Error).message).split('\n')[0]);
  return new MagisError(`Could not write the ${what} to ${file} (${why}); ${file} was left as it was.`);
}

/** What Magis's own text files start with: `magis export`, `memories export` in each format, `remind --ics`. */
export const magisText: Recognise = head => {
  const s = head.toString('utf8');
  return (
    /^\{\s*"format":\s*"magis-export"/.test(s) ||
    /^\[\s*(\]\s*$|\{\s*"id":\s*\d+,\s*"content":)/.test(s) ||
    /^\{"id":\d+,"content":/.test(s) ||
    s.startsWith('id,occurredAt,createdAt,importance,context,type,content') ||
    s.startsWith('# Magis memories\n') ||
    /^BEGIN:VCALENDAR\r?\n(?:[^\n]*\n){0,3}PRODID:-\/\/magis\/\//.test(s)
  );
};
