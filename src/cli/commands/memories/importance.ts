import {MagisError, inUserLanguage} from '../../../config/errors.js';
import {getMemory, setImportance} from '../../../store/memories.js';
import {withStore} from '../../context.js';
import {userLanguage} from '../../../store/user-language.js';
import {parseId, parseIntIn} from '../../options.js';
import {printJson, println} from '../../output.js';

/** `magis memories importance ID N`: 1–10 only; the change is kept in the memory's history. */
export async function run(idText: string, nText: string, flags: {json?: boolean; now?: string}): Promise<void> {
  const id = parseId(idText);
  const n = parseIntIn(nText, 'importance', 1, 10);
  await withStore(flags, store => {
    if (!getMemory(store.db, id)) throw new MagisError(inUserLanguage(`Nenhuma memória com id ${id}; veja "magis memories list".`, `No memory with id ${id}; see "magis memories list".`), 2);
    const change = setImportance(store.db, id, n, store.nowIso());
    if (flags.json) printJson({id, ...change});
    else println(userLanguage(store.db) === 'pt' ? `Memória #${id}: importância ${change.from} → ${change.to}.` : `Memory #${id}: importance ${change.from} → ${change.to}.`);
  });
}
