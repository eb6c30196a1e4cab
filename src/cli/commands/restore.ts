import {say} from '../../assistant/phrasing.js';
import {inUserLanguage} from '../../config/errors.js';
import type {Language} from '../../domain/types.js';
import {ensureHome, magisHome} from '../../config/paths.js';
import {listAccounts} from '../../calendar/store-io.js';
import {openDatabase} from '../../store/db.js';
import {checkBackup, restoreBackup} from '../../store/restore-backup.js';
import {userLanguage} from '../../store/user-language.js';
import {confirm} from '../confirm.js';
import {needsLogin} from './calendar.js';
import {printJson, println} from '../output.js';

/**
 * `magis restore FILE [--yes]`: the store replaced by a backup made by `magis backup`, the old one
 * kept beside it. Into a new home too (a new machine): the folder is made, private (0700). A
 * backup holds the calendar accounts but never their passwords (keys.json stays in the old home):
 * those the sync would need are named, with the command that gives each its password again.
 */
export async function run(file: string, flags: {yes?: boolean; json?: boolean}): Promise<void> {
  checkBackup(file); // a bad file is refused before anyone is asked anything
  const home = magisHome();
  const question = inUserLanguage(
    `Trocar o armazenamento em ${home} por ${file}? O atual fica guardado como magis.db.before-restore.`,
    `Replace the store in ${home} with ${file}? The current one is kept as magis.db.before-restore.`,
  );
  if (!(await confirm(question, flags.yes))) {
    println(inUserLanguage('Nada mudou.', 'Nothing changed.'));
    return;
  }
  ensureHome(home);
  const {kept} = await restoreBackup(home, file);
  // Opening it once brings an older backup's schema up to date and tells the user's language.
  const db = openDatabase(home);
  let lang: Language;
  let needLogin: string[];
  try {
    lang = userLanguage(db);
    needLogin = listAccounts(db)
      .filter(a => needsLogin(home, a))
      .map(a => a.name);
  } finally {
    db.close();
  }
  if (flags.json) return printJson({restored: file, kept, needLogin});
  println(
    kept
      ? say(lang, `Restaurado de ${file}; o anterior ficou em ${kept}.`, `Restored from ${file}; the previous store is kept as ${kept}.`)
      : say(lang, `Restaurado de ${file}.`, `Restored from ${file}.`),
  );
  for (const name of needLogin) {
    println(
      say(
        lang,
        `A agenda ${name} precisa da senha de novo neste dispositivo: "magis calendar login ${name}" (até lá, a sincronização a pula).`,
        `Calendar ${name} needs its password again on this device: "magis calendar login ${name}" (until then, the sync skips it).`,
      ),
    );
  }
}
