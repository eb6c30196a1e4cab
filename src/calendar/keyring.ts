/**
 * CalDAV passwords in the keyring file, `keys.json` in MAGIS_HOME, beside the LLM key
 * (`{"openai": "…", "caldav": {"family": "…"}}`): private (0600) from its first byte, written
 * through a temporary file and a rename, never through a symlink, never printed. Every password
 * read is registered with secrets.ts, so an error text that echoes it shows `[redacted]`.
 */
import {closeSync, existsSync, fsyncSync, lstatSync, openSync, readFileSync, renameSync, rmSync, writeSync} from 'node:fs';
import {MagisError} from '../config/errors.js';
import {keysPath} from '../config/paths.js';
import {registerSecret} from '../config/secrets.js';

type Keys = Record<string, unknown>;

function readKeys(home: string): Keys {
  const file = keysPath(home);
  if (!existsSync(file)) return {};
  const st = lstatSync(file);
  if (st.isSymbolicLink() || !st.isFile()) throw new MagisError(`${file} is not a regular file; magis keeps its keys only in a file it wrote itself.`);
  if ((st.mode & 0o077) !== 0) throw new MagisError(`${file} is readable by other users; run "chmod 600 ${file}" first.`);
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Keys;
  } catch {
    // said below
  }
  throw new MagisError(`Keys file ${file} is not a JSON object; fix or remove it.`);
}

function writeKeys(home: string, keys: Keys): void {
  const file = keysPath(home);
  const tmp = `${file}.magis-tmp-${process.pid}`;
  rmSync(tmp, {force: true});
  const fd = openSync(tmp, 'wx', 0o600);
  try {
    const buf = Buffer.from(`${JSON.stringify(keys, null, 2)}\n`);
    for (let off = 0; off < buf.length; ) off += writeSync(fd, buf, off, buf.length - off);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  // rename replaces a symlink itself, never what it points at.
  renameSync(tmp, file);
}

const caldavOf = (keys: Keys): Record<string, string> => (keys.caldav && typeof keys.caldav === 'object' && !Array.isArray(keys.caldav) ? {...(keys.caldav as Record<string, string>)} : {});

/** The password kept for the calendar account `name`, if any. */
export function calendarPassword(home: string, name: string): string | undefined {
  const value = caldavOf(readKeys(home))[name];
  if (typeof value !== 'string') return undefined;
  registerSecret(value);
  return value;
}

/** Keeps (or, with undefined, forgets) the password of the calendar account `name`; other keys stay. */
export function setCalendarPassword(home: string, name: string, password: string | undefined): void {
  const keys = readKeys(home);
  const caldav = caldavOf(keys);
  if (password === undefined) {
    if (!(name in caldav)) return;
    delete caldav[name];
  } else {
    registerSecret(password);
    caldav[name] = password;
  }
  writeKeys(home, {...keys, caldav});
}

/** Forgets every calendar password (`magis forget --all`): the accounts are gone, their keys go too. */
export function forgetCalendarPasswords(home: string): void {
  const keys = readKeys(home);
  if (!('caldav' in keys)) return;
  const {caldav: _gone, ...rest} = keys;
  writeKeys(home, rest);
}
