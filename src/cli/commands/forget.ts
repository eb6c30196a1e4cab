import {existsSync, readdirSync, rmSync} from 'node:fs';
import {join} from 'node:path';
import {forgetCalendarPasswords} from '../../calendar/keyring.js';
import {resolveNow} from '../../config/clock.js';
import {inUserLanguage, UsageError} from '../../config/errors.js';
import {magisHome, databasePath} from '../../config/paths.js';
import {openDatabase} from '../../store/db.js';
import {forgetEverything} from '../../store/forget-all.js';
import {confirm} from '../confirm.js';
import {println} from '../output.js';

/**
 * `magis forget --all`: deletes every memory, person, summary and the archive, then vacuums so
 * nothing lingers in free pages; the calendar passwords, the store a restore replaced and what a
 * killed restore left go too (each holds the family's data or the key to it). Config and the LLM
 * key stay; the empty store is ready for use.
 */
export async function run(flags: {all?: boolean; yes?: boolean; now?: string}): Promise<void> {
  if (!flags.all)
    throw new UsageError(inUserLanguage('Diga o que esquecer: "magis forget --all" apaga tudo (pergunta antes).', 'Say what to forget: "magis forget --all" deletes everything (it asks first).'));
  // --now as every command takes it (CONTRACTS.md): checked, and the clock of a migration the opening runs.
  const now = resolveNow(flags.now);
  const home = magisHome();
  if (!existsSync(databasePath(home))) return println(inUserLanguage('Nada a esquecer.', 'Nothing to forget.'));
  const question = inUserLanguage(
    'Apagar TUDO o que o magis lembra (memórias, pessoas, arquivo)? Não dá para desfazer.',
    'Delete EVERYTHING magis remembers (memories, people, archive)? This cannot be undone.',
  );
  if (!(await confirm(question, flags.yes))) {
    println(inUserLanguage('Nada foi apagado.', 'Nothing deleted.'));
    return;
  }
  const db = openDatabase(home, {now});
  try {
    forgetEverything(db);
  } finally {
    db.close();
  }
  for (const suffix of ['-wal', '-shm']) rmSync(databasePath(home) + suffix, {force: true});
  forgetCalendarPasswords(home);
  // magis.db.before-restore (and its WAL), and the hidden .magis.db.restore-PID a killed restore leaves.
  for (const name of readdirSync(home)) {
    if (/^magis\.db\.before-restore(-wal|-shm)?$/.test(name) || /^\.magis\.db\.restore-\d+(-wal|-shm|-journal)?$/.test(name)) rmSync(join(home, name), {force: true});
  }
  println(inUserLanguage('Esquecido: tudo o que o magis lembrava foi apagado.', 'Forgotten: everything magis remembered is deleted.'));
}
