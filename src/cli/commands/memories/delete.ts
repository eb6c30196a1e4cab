import {parseUserDate} from '../../../config/clock.js';
import {UsageError, inUserLanguage} from '../../../config/errors.js';
import {deleteMemories, getMemory} from '../../../store/memories.js';
import {activeMemoryIdsBefore} from '../../../store/memory-detail.js';
import {confirm} from '../../confirm.js';
import {withStore} from '../../context.js';
import {userLanguage} from '../../../store/user-language.js';
import {parseId} from '../../options.js';
import {printJson, println} from '../../output.js';

interface Flags {before?: string; yes?: boolean; json?: boolean; now?: string}

/** `magis memories delete ID… | --before DATE`: all named ids must exist, or nothing is deleted. */
export async function run(idTexts: string[], flags: Flags): Promise<void> {
  if (idTexts.length > 0 && flags.before) throw new UsageError('Give either memory ids or --before DATE, not both.');
  if (idTexts.length === 0 && !flags.before) throw new UsageError('Say what to delete: memory ids, or --before DATE.');
  const ids = idTexts.map(parseId);
  const before = flags.before ? parseUserDate(flags.before, '--before').toISOString() : null;
  await withStore(flags, async store => {
    const db = store.db;
    let targets: number[];
    if (before) {
      targets = activeMemoryIdsBefore(db, before);
    } else {
      const missing = ids.filter(id => !getMemory(db, id));
      if (missing.length) throw new UsageError(inUserLanguage(`Nenhuma memória com id ${missing.join(', ')}; nada foi apagado.`, `No memory with id ${missing.join(', ')}; nothing was deleted.`));
      targets = [...new Set(ids)];
    }
    if (targets.length === 0) {
      if (flags.json) printJson({deleted: 0, ids: []});
      else println('Nothing to delete.');
      return;
    }
    const bulk = before !== null || targets.length > 1;
    if (bulk && !(await confirm(`Delete ${targets.length} memories?`, flags.yes))) {
      println('Nothing deleted.');
      return;
    }
    const n = deleteMemories(db, targets, store.nowIso());
    if (flags.json) printJson({deleted: n, ids: targets});
    else if (userLanguage(db) === 'pt') println(`${n === 1 ? 'Apagada 1 memória' : `Apagadas ${n} memórias`}.`);
    else println(`Deleted ${n} ${n === 1 ? 'memory' : 'memories'}.`);
  });
}
