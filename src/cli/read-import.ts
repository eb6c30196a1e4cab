import {readFileSync, readSync, statSync} from 'node:fs';
import {MagisError} from '../config/errors.js';

/**
 * The largest file `import` and `memories import` read: 256 MB, far beyond a lifetime of memories
 * exported (100k memories are ~60 MB of JSON) and short of what would take the machine's memory
 * (issue 24: a 200 MB record took 4.45 GB). Stated in the README.
 */
const MAX_IMPORT_BYTES = 256 * 1024 * 1024;

const tooBig = (file: string) => new MagisError(`${file} is over ${MAX_IMPORT_BYTES / 1024 / 1024} MB, more than magis imports at once; split it into smaller files. Nothing was imported.`, 2);

/** The text of an import file (`-` standard input), refused in one sentence when over the limit or unreadable. */
export function readImportText(file: string): string {
  if (file === '-') return readStdin(file);
  let size: number;
  try {
    size = statSync(file).size;
  } catch (error) {
    const code = (error as {code?: string}).code;
    throw new MagisError(code === 'ENOENT' ? `No such file: ${file}.` : `Cannot read ${file} (${code ?? 'unknown error'}).`, code === 'ENOENT' ? 2 : 1);
  }
  if (size > MAX_IMPORT_BYTES) throw tooBig(file);
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as {code?: string}).code;
    throw new MagisError(code === 'EISDIR' ? `${file} is a folder, not a file to import.` : `Cannot read ${file} (${code ?? 'unknown error'}).`, code === 'EISDIR' ? 2 : 1);
  }
}

function readStdin(file: string): string {
  const chunks: Buffer[] = [];
  let total = 0;
  const buf = Buffer.alloc(1 << 20);
  const fd = 0;
  for (;;) {
    let n: number;
    try {
      n = readSync(fd, buf, 0, buf.length, null);
    } catch (error) {
      const code = (error as {code?: string}).code;
      if (code === 'EAGAIN') continue;
      if (code === 'EOF') break;
      throw new MagisError(`Cannot read standard input (${code ?? 'unknown error'}).`);
    }
    if (n === 0) break;
    total += n;
    if (total > MAX_IMPORT_BYTES) throw tooBig(file === '-' ? 'standard input' : file);
    chunks.push(Buffer.from(buf.subarray(0, n)));
  }
  return Buffer.concat(chunks).toString('utf8');
}
