import {parseUserDate} from '../../../config/clock.js';
import {UsageError, inUserLanguage} from '../../../config/errors.js';
import {deleteMemories, getMemory} from '../../../store/memories.js';
import {activeMemoryIdsBefore} from '../../../store/memory-detail.js';
import {confirm} from '../../confirm.js';
import {withStore} from '../../context.js';
import {userLanguage} from '../../../store/user-language.js';
import {parseId} from '../../options.js';
import {printJson, println} from '../../output.js';
import {forgetLearned, learnedFrom} from '../../../store/world-items.js';
import {endBatch, startBatch} from '../../../store/journal.js';
import type {Language} from '../../../domain/types.js';

/** "1 consulta, 2 compromissos" / "1 checkup, 2 events". */
function learnedWords(t: ReturnType<typeof learnedFrom>, lang: Language): string {
  const parts: string[] = [];
  const add = (n: number, pt: [string, string], en: [string, string]) => n && parts.push(`${n} ${(lang === 'pt' ? pt : en)[n === 1 ? 0 : 1]}`);
  add(t.checkups, ['consulta', 'consultas'], ['checkup', 'checkups']);
  add(t.events, ['compromisso', 'compromissos'], ['event', 'events']);
  add(t.tasks, ['tarefa', 'tarefas'], ['task', 'tasks']);
  add(t.petCare, ['cuidado de pet', 'cuidados de pet'], ['pet care item', 'pet care items']);
  return parts.join(', ');
}

interface Flags {
  before?: string;
  yes?: boolean;
  learned?: boolean;
  json?: boolean;
  now?: string;
}

/** `magis memories delete ID… | --before DATE`: all named ids must exist, or nothing is deleted. */
export async function run(idTexts: string[], flags: Flags): Promise<void> {
  if (idTexts.length > 0 && flags.before) throw new UsageError(inUserLanguage('Dê ids de memórias ou --before DATA, não os dois.', 'Give either memory ids or --before DATE, not both.'));
  if (idTexts.length === 0 && !flags.before) throw new UsageError(inUserLanguage('Diga o que apagar: ids de memórias, ou --before DATA.', 'Say what to delete: memory ids, or --before DATE.'));
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
      else
        println(
          inUserLanguage(
            before ? `Nada a apagar: nenhuma memória antes de ${flags.before}.` : 'Nada a apagar.',
            before ? `Nothing to delete: no memory before ${flags.before}.` : 'Nothing to delete.',
          ),
        );
      return;
    }
    const bulk = before !== null || targets.length > 1;
    if (
      bulk &&
      !(await confirm(
        inUserLanguage(`Apagar ${targets.length} ${targets.length === 1 ? 'memória' : 'memórias'}?`, `Delete ${targets.length} ${targets.length === 1 ? 'memory' : 'memories'}?`),
        flags.yes,
      ))
    ) {
      println(inUserLanguage('Nada foi apagado.', 'Nothing deleted.'));
      return;
    }
    // What the memories taught (a checkup, an event, a task) goes too when asked: --learned, or yes on a terminal.
    const lang = userLanguage(db);
    const taught = learnedFrom(db, targets);
    const total = taught.checkups + taught.events + taught.tasks + taught.petCare;
    const what = learnedWords(taught, lang);
    const dropLearned =
      total > 0 &&
      (flags.learned ||
        (!flags.json && process.stdin.isTTY && process.stdout.isTTY && (await confirm(lang === 'pt' ? `Apagar também o que ela ensinou (${what})?` : `Also remove what it taught (${what})?`, false))));
    const batch = startBatch(db, 'cli', null, store.nowIso());
    if (dropLearned) forgetLearned(db, targets);
    endBatch(db, batch);
    const n = deleteMemories(db, targets, store.nowIso());
    if (flags.json) printJson({deleted: n, ids: targets, learnedRemoved: dropLearned ? taught : null});
    else {
      println(
        lang === 'pt'
          ? `${n === 1 ? 'Apagada 1 memória' : `Apagadas ${n} memórias`}${dropLearned ? `, e o que ela ensinou (${what})` : ''}.`
          : `Deleted ${n} ${n === 1 ? 'memory' : 'memories'}${dropLearned ? `, and what it taught (${what})` : ''}.`,
      );
      if (total > 0 && !dropLearned) println(lang === 'pt' ? `O que ela ensinou ficou (${what}); \`--learned\` apaga junto.` : `What it taught stays (${what}); \`--learned\` removes it too.`);
    }
  });
}
