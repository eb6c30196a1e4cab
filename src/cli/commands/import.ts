import {readFileSync} from 'node:fs';
import {MagisError, UsageError} from '../../config/errors.js';

/**
 * `magis import FILE`. On this branch it takes iCalendar files only; the full JSON export's import
 * (people's branch) dispatches here with the single `isIcs` line below.
 */
export async function run(file: string, flags: {json?: boolean; now?: string}): Promise<void> {
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (error) {
    const code = (error as {code?: string}).code;
    throw new MagisError(code === 'ENOENT' ? `No such file: ${file}.` : code === 'EISDIR' ? `${file} is a folder, not a file to import.` : `Cannot read ${file} (${code ?? 'unknown error'}).`);
  }
  const ics = await import('./import-ics.js');
  if (ics.isIcs(file, text)) return ics.run(file, text, flags);
  throw new UsageError(`${file} is not an iCalendar (.ics) file; to import memories use "magis memories import ${file}".`);
}
