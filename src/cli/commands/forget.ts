import {existsSync, rmSync} from 'node:fs';
import {UsageError} from '../../config/errors.js';
import {magisHome, databasePath} from '../../config/paths.js';
import {openDatabase, writeTx} from '../../store/db.js';
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
    const tables = ['memory_entities', 'relationships', 'checkups', 'tasks', 'entity_aliases', 'memory_history', 'reminder_state', 'profile',
      'memories_fts', 'summaries_fts', 'memories', 'memory_summaries', 'entities', 'messages', 'conversations'];
    writeTx(db, () => {
      for (const t of tables) db.prepare(`DELETE FROM ${t}`).run();
      for (const t of ['memories_vec', 'summaries_vec']) if (db.prepare('SELECT 1 FROM sqlite_master WHERE name = ?').get(t)) db.prepare(`DELETE FROM ${t}`).run();
    });
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.exec('VACUUM');
  } finally {
    db.close();
  }
  for (const suffix of ['-wal', '-shm']) rmSync(databasePath(home) + suffix, {force: true});
  println('Forgotten: everything magis remembered is deleted.');
}
