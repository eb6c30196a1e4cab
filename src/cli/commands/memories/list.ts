import {entityNamesFor, listMemories, toJson} from '../../../store/memories.js';
import {withStore} from '../../context.js';
import {parseFilters, type FilterFlags} from '../../options.js';
import {printJson, println} from '../../output.js';
import {formatMemoryLine} from './format.js';
import {userLanguage} from '../../../store/user-language.js';

/** `magis memories list`: newest first, a screenful unless --limit says otherwise. */
export async function run(flags: FilterFlags & {json?: boolean; now?: string}): Promise<void> {
  const filters = parseFilters(flags, 20);
  await withStore(flags, store => {
    const rows = listMemories(store.db, filters);
    const names = entityNamesFor(
      store.db,
      rows.map(r => r.id),
    );
    const out = rows.map(r => toJson(r, names.get(r.id) ?? []));
    if (flags.json) return printJson(out);
    const lang = userLanguage(store.db);
    if (out.length === 0)
      return println(
        lang === 'pt' ? 'Nenhuma memória ainda. Conte algo ao magis com "magis ask" ou "magis memories add".' : 'No memories yet. Tell magis something with "magis ask" or "magis memories add".',
      );
    for (const m of out) println(formatMemoryLine(m, store.now, lang));
  });
}
