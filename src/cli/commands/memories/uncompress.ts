import {inUserLanguage, UsageError} from '../../../config/errors.js';
import {uncompress} from '../../../store/compress.js';
import {parseRef, summaryRef} from './refs.js';
import {withStore} from '../../context.js';
import {userLanguage} from '../../../store/user-language.js';
import {printJson, println} from '../../output.js';

/** `magis memories uncompress SUMMARY_ID`: the archived originals come back; the summary goes. */
export async function run(idText: string, flags: {json?: boolean; now?: string}): Promise<void> {
  // A bare number is a summary here (uncompress takes nothing else), so "3" and "S3" are the same.
  const ref = parseRef(idText.trim().replace(/^#/, 'S'));
  const id = ref.id;
  await withStore(flags, async store => {
    const ids = await uncompress(store, id);
    if (ids === null)
      throw new UsageError(
        inUserLanguage(
          `Nenhum resumo ${summaryRef(id)}; "magis memories search" mostra os resumos como S e um número.`,
          `No summary ${summaryRef(id)}; "magis memories search" shows summaries as S and a number.`,
        ),
      );
    if (flags.json) printJson({summaryId: id, restored: ids});
    else
      println(
        userLanguage(store.db) === 'pt'
          ? `${ids.length} ${ids.length === 1 ? 'memória devolvida' : 'memórias devolvidas'} do resumo ${summaryRef(id)}.`
          : `Restored ${ids.length} ${ids.length === 1 ? 'memory' : 'memories'} from summary ${summaryRef(id)}.`,
      );
  });
}
