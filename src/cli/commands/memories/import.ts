import {readFileSync} from 'node:fs';
import {MagisError} from '../../../config/errors.js';
import {parseImport} from '../../../store/import-parse.js';
import {importRecords} from '../../../store/ingest.js';
import {withStore} from '../../context.js';
import {printJson, println, progress} from '../../output.js';

/** `magis memories import FILE`: validate everything first, then write it all in one transaction. */
export async function run(file: string, flags: {json?: boolean; now?: string}): Promise<void> {
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (error) {
    const code = (error as {code?: string}).code;
    throw new MagisError(code === 'ENOENT' ? `No such file: ${file}.` : code === 'EISDIR' ? `${file} is a folder, not an export file.` : `Cannot read ${file} (${code ?? 'unknown error'}).`);
  }
  await withStore(flags, async store => {
    const records = parseImport(text, store.nowIso(), file);
    const res = await importRecords(store, records, progress('Importing'));
    if (flags.json) printJson({added: res.added, updated: res.updated, skipped: res.skipped});
    else if (res.added === 0 && res.updated === 0) println(`Nothing new: all ${res.skipped} ${res.skipped === 1 ? 'memory is' : 'memories are'} already present.`);
    else println(`Imported ${res.added} new, updated ${res.updated}, skipped ${res.skipped} already present.`);
  });
}
