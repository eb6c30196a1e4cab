import {say} from '../../assistant/phrasing.js';
import type {Language} from '../../domain/types.js';
import {magisHome} from '../../config/paths.js';
import {openDatabase} from '../../store/db.js';
import {checkBackup, restoreBackup} from '../../store/restore-backup.js';
import {userLanguage} from '../../store/user-language.js';
import {confirm} from '../confirm.js';
import {printJson, println} from '../output.js';

/** `magis restore FILE [--yes]`: the store replaced by a backup made by `magis backup`, the old one kept beside it. */
export async function run(file: string, flags: {yes?: boolean; json?: boolean}): Promise<void> {
  checkBackup(file); // a bad file is refused before anyone is asked anything
  const home = magisHome();
  if (!(await confirm(`Replace the store in ${home} with ${file}? The current one is kept as magis.db.before-restore.`, flags.yes))) {
    println('Nothing changed.');
    return;
  }
  const {kept} = await restoreBackup(home, file);
  if (flags.json) return printJson({restored: file, kept});
  // Opening it once brings an older backup's schema up to date and tells the user's language.
  const db = openDatabase(home);
  let lang: Language;
  try {
    lang = userLanguage(db);
  } finally {
    db.close();
  }
  println(
    kept
      ? say(lang, `Restaurado de ${file}; o anterior ficou em ${kept}.`, `Restored from ${file}; the previous store is kept as ${kept}.`)
      : say(lang, `Restaurado de ${file}.`, `Restored from ${file}.`),
  );
}
