import {style as chalk} from '../../output.js';
import {format} from 'date-fns/format';
import {MagisError} from '../../../config/errors.js';
import {formatDay, say} from '../../../assistant/phrasing.js';
import {userLanguage} from '../../../store/user-language.js';
import type {Language} from '../../../domain/types.js';
import {deletedAt, memoryDetail, summaryDetail} from '../../../store/memory-detail.js';
import {displayName} from '../../../text/names.js';
import {withStore} from '../../context.js';
import {printJson, println} from '../../output.js';
import {parseRef, summaryRef} from './refs.js';

/** A local date and time in the user's format: "12/03/2026 21:33" / "Mar 12, 2026 21:33". */
const when = (iso: string, lang: Language) => `${formatDay(iso, lang)} ${format(new Date(iso), 'HH:mm')}`;

/** `magis memories show ID|S<n>`: a memory (who, where from, what happened to it) or a summary with the memories it holds. */
export async function run(idText: string, flags: {json?: boolean; now?: string}): Promise<void> {
  const ref = parseRef(idText);
  await withStore(flags, store => {
    const db = store.db;
    const lang = userLanguage(db);
    if (ref.kind === 'summary') {
      const s = summaryDetail(db, ref.id);
      if (!s)
        throw new MagisError(
          say(lang, `Nenhum resumo ${summaryRef(ref.id)}; "magis memories search" mostra os resumos.`, `No summary ${summaryRef(ref.id)}; "magis memories search" shows summaries.`),
          2,
        );
      if (flags.json) return printJson({kind: 'summary', ...s});
      println(`${chalk.cyan(summaryRef(s.id))}  ${say(lang, 'semana de', 'week of')} ${formatDay(s.periodStart, lang)} · ${s.context}`);
      println(s.summary);
      if (s.entities.length) println(`${say(lang, 'pessoas', 'people')}: ${s.entities.map(displayName).join(', ')}`);
      const n = s.memories.length;
      println(
        say(
          lang,
          `guarda ${n} ${n === 1 ? 'memória' : 'memórias'} ("magis memories uncompress ${summaryRef(s.id)}" devolve):`,
          `holds ${n} ${n === 1 ? 'memory' : 'memories'} ("magis memories uncompress ${summaryRef(s.id)}" restores them):`,
        ),
      );
      for (const m of s.memories) println(`  ${chalk.cyan('#' + m.id)}  ${formatDay(m.occurredAt, lang)}  ${m.content}`);
      return;
    }
    const id = ref.id;
    const out = memoryDetail(db, id);
    if (!out) {
      const deleted = deletedAt(db, id);
      throw new MagisError(
        deleted
          ? say(lang, `A memória ${id} foi apagada em ${formatDay(deleted, lang)}.`, `Memory ${id} was deleted on ${formatDay(deleted, lang)}.`)
          : say(lang, `Nenhuma memória com id ${id}; veja "magis memories list".`, `No memory with id ${id}; see "magis memories list".`),
        2,
      );
    }
    const {source, archivedIn, history} = out;
    const m = out;
    if (flags.json) return printJson(out);
    println(`${chalk.cyan('#' + id)}  ${m.content}`);
    println(
      chalk.dim(
        say(
          lang,
          `aconteceu ${when(m.occurredAt, lang)} · guardada ${when(m.createdAt, lang)} · importância ${m.importance} · ${m.context} · ${m.type}`,
          `happened ${when(m.occurredAt, lang)} · stored ${when(m.createdAt, lang)} · importance ${m.importance} · ${m.context} · ${m.type}`,
        ),
      ),
    );
    if (out.entities.length) println(`${say(lang, 'pessoas', 'people')}: ${out.entities.map(displayName).join(', ')}`);
    if (m.summary) println(`${say(lang, 'resumo', 'summary')}: ${m.summary}`);
    if (archivedIn)
      println(
        chalk.yellow(
          say(
            lang,
            `arquivada no resumo ${summaryRef(archivedIn)} ("magis memories uncompress ${summaryRef(archivedIn)}" a devolve)`,
            `archived in summary ${summaryRef(archivedIn)} ("magis memories uncompress ${summaryRef(archivedIn)}" restores it)`,
          ),
        ),
      );
    if (source)
      println(
        say(
          lang,
          `origem: mensagem ${source.id} da conversa ${source.conversationId}: "${source.content.slice(0, 120)}"`,
          `source: message ${source.id} in conversation ${source.conversationId}: "${source.content.slice(0, 120)}"`,
        ),
      );
    if (m.sourceRef) println(`${say(lang, 'referência', 'source ref')}: ${m.sourceRef}`);
    println(say(lang, 'histórico:', 'history:'));
    for (const h of history) println(`  ${when(h.at, lang)}  ${h.action}${h.detail ? ' ' + JSON.stringify(h.detail) : ''}`);
  });
}
