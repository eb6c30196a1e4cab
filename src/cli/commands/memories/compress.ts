import {parseDuration} from '../../../config/clock.js';
import {counted} from '../../../text/phrases.js';
import {compress, planCompression, type Summarizer} from '../../../store/compress.js';
import {listMemories} from '../../../store/memories.js';
import {withStore} from '../../context.js';
import {userLanguage} from '../../../store/user-language.js';
import {parseIntIn} from '../../options.js';
import {printJson, println, progress} from '../../output.js';
import {cliStrings} from '../../strings.js';
import {addDays} from '../../../time/arithmetic.js';

interface Flags {
  olderThan: string;
  keepImportance: string;
  dryRun?: boolean;
  json?: boolean;
  now?: string;
}

/** `magis memories compress`: weekly summaries of old, less important memories; --dry-run only plans. */
export async function run(flags: Flags): Promise<void> {
  const {days} = parseDuration(flags.olderThan, '--older-than');
  const keep = parseIntIn(flags.keepImportance, '--keep-importance', 1, 11);
  await withStore(flags, async store => {
    const cutoff = addDays(store.now, -days).toISOString();
    const plan = planCompression(listMemories(store.db, {until: cutoff, limit: 0}), cutoff, keep);
    if (flags.dryRun || plan.total === 0) {
      if (flags.json) return printJson({dryRun: !!flags.dryRun, ...plan});
      const t = cliStrings();
      if (plan.total === 0) return println(t.compressNothing(flags.olderThan, keep));
      println(t.compressPlan(plan.total, plan.weeks.length, plan.kept, keep));
      for (const w of plan.weeks) println(t.compressWeek(w.week, w.memoryIds.length));
      return;
    }
    let summarize: Summarizer | undefined;
    if (store.settings.llm) summarize = (await import('../../../assistant/llm-summarize.js')).llmWeeklySummarizer(store.settings.llm);
    const ids = await compress(store, plan, summarize, progress(cliStrings().compressProgress));
    if (flags.json) return printJson({dryRun: false, ...plan, summaryIds: ids});
    const refs = ids.map(i => `S${i}`).join(', ');
    println(
      userLanguage(store.db) === 'pt'
        ? `${counted(plan.total, 'memória resumida', 'memórias resumidas', 'pt')} em ${counted(ids.length, 'resumo semanal', 'resumos semanais', 'pt')} (${refs}); "magis memories uncompress S…" desfaz um.`
        : `Compressed ${counted(plan.total, 'memory', 'memories')} into ${counted(ids.length, 'weekly summary', 'weekly summaries')} (${refs}); "magis memories uncompress S…" restores one.`,
    );
  });
}
