import {closeSync, openSync, readFileSync, readSync, statSync} from 'node:fs';
import {decodeText} from '../../text/decode.js';
import {MagisError} from '../../config/errors.js';

/** The first bytes of a file, to tell a calendar from a magis export without reading it all. */
function head(file: string): string {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    const code = (error as {code?: string}).code;
    throw new MagisError(
      code === 'ENOENT' ? `No such file: ${file}.` : code === 'EISDIR' ? `${file} is a folder, not a file to import.` : `Cannot read ${file} (${code ?? 'unknown error'}).`,
      code === 'ENOENT' || code === 'EISDIR' ? 2 : 1,
    );
  }
  try {
    const buf = Buffer.alloc(64);
    const n = readSync(fd, buf, 0, 64, 0);
    return buf
      .subarray(0, n)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
  } catch (error) {
    const code = (error as {code?: string}).code;
    throw new MagisError(code === 'EISDIR' ? `${file} is a folder, not a file to import.` : `Cannot read ${file} (${code ?? 'unknown error'}).`, code === 'EISDIR' ? 2 : 1);
  } finally {
    closeSync(fd);
  }
}

/** An iCalendar file: by its name or by its first line. */
export const isCalendar = (file: string, start: string) => /\.ics$/i.test(file) || /^\s*BEGIN:VCALENDAR/i.test(start);

/**
 * `magis import FILE|FOLDER`: a calendar (.ics) joins the agenda, a folder of notes becomes
 * memories; anything else must be a `magis export` document. Each kind is its own module, loaded only when used.
 */
export async function run(file: string, flags: {json?: boolean; now?: string}): Promise<void> {
  // A folder is a set of notes (an Obsidian vault, a basic-memory project): imported as memories.
  if (file !== '-' && statSync(file, {throwIfNoEntry: false})?.isDirectory()) return (await import('./memories/import.js')).run(file, flags);
  const start = file === '-' ? '' : head(file);
  // A calendar from another program may be Windows-1252 rather than UTF-8 (decode.ts).
  if (isCalendar(file, start)) return (await import('./import-ics.js')).run(file, decodeText(readFileSync(file)), flags);
  return (await import('./import-document.js')).run(file, flags);
}
