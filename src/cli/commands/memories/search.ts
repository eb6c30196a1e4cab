import {inUserLanguage, UsageError} from '../../../config/errors.js';
import {searchMemories} from '../../../retrieval/search.js';
import {withStore} from '../../context.js';
import {messageArg, parseFilters, type FilterFlags} from '../../options.js';
import {printJson, println} from '../../print.js';
import {userLanguage} from '../../../store/user-language.js';

/** `magis memories search QUERY`: the same ranking the chat uses. */
export async function run(queryArg: string, flags: FilterFlags & {json?: boolean; explain?: boolean; now?: string}): Promise<void> {
  // "-" reads the query from standard input, as every text argument does.
  const query = queryArg === '-' ? await messageArg(queryArg) : queryArg;
  if (!query.trim())
    throw new UsageError(inUserLanguage('Busca vazia: diga o que procurar, ex.: magis memories search "dentista".', 'Empty search: say what to look for, e.g. magis memories search "dentist".'));
  const filters = parseFilters(flags, 10);
  await withStore(flags, async store => {
    const queryVector = store.embedder && !store.embedder.embedSync ? (await store.embedder.embed([query]).catch(() => [null]))[0] : undefined;
    const hits = searchMemories(store.db, query, {...filters, now: store.now, embedder: store.embedder, queryVector, strict: true});
    if (flags.json) {
      printJson(hits.map(({explain, ...h}) => (flags.explain ? {...h, explain} : h)));
      return;
    }
    const lang = userLanguage(store.db);
    if (hits.length === 0) return println(lang === 'pt' ? `Nada encontrado para "${query}".` : `Nothing found for "${query}".`);
    // Loaded only for people: scripts' --json runs skip date-fns's relative-time formatting, its locale and chalk.
    const [{formatMemoryLine}, {default: chalk}] = await Promise.all([import('./format.js'), import('chalk')]);
    for (const h of hits) {
      println(`${formatMemoryLine(h, store.now, lang)}  ${chalk.dim('score ' + h.score.toFixed(3))}`);
      if (flags.explain) {
        const parts = Object.entries(h.explain)
          .filter(([, v]) => v > 0)
          .map(([k, v]) => `${k} ${v.toFixed(3)}`);
        println(chalk.dim(`      = ${parts.join(' + ') || '0'}`));
      }
    }
  });
}
