import {closeSync, constants, fchmodSync, lstatSync, openSync, writeSync} from 'node:fs';
import {resolve} from 'node:path';
import {MagisError} from '../config/errors.js';

/**
 * Writes personal data to a file the user named: mode 0600 (an existing file is narrowed to it
 * too), never through a symbolic link, never over a device, a folder or anything else that is not
 * a plain file. `describe` says what was being written, for the one-sentence error.
 */
export function writePrivateFile(file: string, text: string, fail: (why: string) => string): void {
  const path = resolve(file);
  let existing: ReturnType<typeof lstatSync> | undefined;
  try {
    existing = lstatSync(path);
  } catch {
    existing = undefined;
  }
  if (existing && !existing.isFile()) throw new MagisError(fail(existing.isSymbolicLink() ? 'it is a symbolic link' : 'it is not a regular file'));
  let fd: number;
  try {
    fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW, 0o600);
  } catch (error) {
    throw new MagisError(fail((error as Error).message.split('\n')[0]!));
  }
  try {
    fchmodSync(fd, 0o600);
    const bytes = Buffer.from(text);
    let done = 0;
    while (done < bytes.length) done += writeSync(fd, bytes, done);
  } finally {
    closeSync(fd);
  }
}
