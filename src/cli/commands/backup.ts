import {say} from '../../assistant/phrasing.js';
import {userLanguage} from '../../store/user-language.js';
import {databasePath, magisHome} from '../../config/paths.js';
import {backupTo, isMagisBackup} from '../../store/backup.js';
import {checkTarget} from '../../store/safe-write.js';
import {withStore} from '../context.js';
import {printJson, println} from '../output.js';

/** `magis backup FILE`: a consistent SQLite copy (online backup API), mode 0600. */
export async function run(file: string, flags: {json?: boolean; now?: string}): Promise<void> {
  checkTarget(file, isMagisBackup, 'backup', databasePath(magisHome()));
  await withStore(flags, async store => {
    const {pages} = await backupTo(store.db, file);
    if (flags.json) return printJson({file, pages});
    println(say(userLanguage(store.db), `Cópia de segurança salva em ${file}.`, `Backup written to ${file}.`));
  });
}
