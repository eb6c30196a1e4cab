import {existsSync, rmSync} from 'node:fs';
import {UsageError} from '../../config/errors.js';
import {magisHome, databasePath} from '../../config/paths.js';
import {openDatabase} from '../../store/db.js';
import {forgetEverything} from '../../store/forget-all.js';
import {confirm} from '../confirm.js';
import {println} from '../output.js';

/**
 * `magis forget --all`: deletes every memory, person, summary and the archive, then vacuums so
 * nothing lingers in free pages. Config and keys stay; the empty store is ready for use.
 */
export async function run(flags: {all?: boolean; yes?: boolean}): Promise<void> {
  if (!flags.all) throw new UsageError('Say what to forget: "magis forget --all" deletes everything (it asks first).');
  const home = magisHome();
  if (!existsSync(databasePath(home))) return println('Nothing to forget.');
  if (!(await confirm('Delete EVERYTHING magis remembers (memories, people, archive)? This cannot be undone.', flags.yes))) {
    println('Nothing deleted.');
    return;
  }
  const db = openDatabase(home);
  try {
    forgetEverything(db);
  } finally {
    db.close();
  }
  for (const suffix of ['-wal', '-shm']) rmSync(databasePath(home) + suffix, {force: true});
  println('Forgotten: everything magis remembered is deleted.');
}
