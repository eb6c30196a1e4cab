import {closeSync, existsSync, openSync, readSync, realpathSync, statSync} from 'node:fs';
import {dirname, resolve} from 'node:path';
import {say} from '../../assistant/phrasing.js';
import {userLanguage} from '../../store/user-language.js';
import {UsageError, showValue} from '../../config/errors.js';
import {databasePath, magisHome} from '../../config/paths.js';
import {backupTo} from '../../store/backup.js';
import {withStore} from '../context.js';
import {printJson, println} from '../output.js';

/** Only a former backup (a SQLite file) may be overwritten: never a user's other file. */
function checkTarget(file: string): void {
  const target = resolve(file);
  if (!existsSync(dirname(target))) throw new UsageError(`The folder of ${showValue(file)} does not exist; create it first.`);
  if (!existsSync(target)) return;
  if (statSync(target).isDirectory()) throw new UsageError(`${showValue(file)} is a folder; give a file name for the backup.`);
  if (realpathSync(target) === realpathSync(databasePath(magisHome()))) throw new UsageError('That is the live database itself; give another file for the backup.');
  const fd = openSync(target, 'r');
  const buf = Buffer.alloc(16);
  const n = readSync(fd, buf, 0, 16, 0);
  closeSync(fd);
  if (n > 0 && buf.toString('latin1') !== 'SQLite format 3\0') throw new UsageError(`${showValue(file)} exists and is not a magis backup; choose another name.`);
}

/** `magis backup FILE`: a consistent SQLite copy (online backup API), mode 0600. */
export async function run(file: string, flags: {json?: boolean; now?: string}): Promise<void> {
  checkTarget(file);
  await withStore(flags, async store => {
    const {pages} = await backupTo(store.db, file);
    if (flags.json) return printJson({file, pages});
    println(say(userLanguage(store.db), `Cópia de segurança salva em ${file}.`, `Backup written to ${file}.`));
  });
}
