import {say} from '../../assistant/phrasing.js';
import {userLanguage} from '../../store/user-language.js';
import {MagisError} from '../../config/errors.js';
import {checkDocument} from '../../store/import-all.js';
import type {ExportDocument} from '../../store/export-all.js';
import {ruleProblem} from '../../time/recurrence.js';
import {restoreDocument} from '../../store/restore.js';
import {readImportText} from '../read-import.js';
import {withStore} from '../context.js';
import {printJson, println} from '../output.js';
import {eprintln} from '../print.js';

/** Table names as the user thinks of them, for the import's one-line report. */
const LABELS: Record<string, [string, string]> = {
  memories: ['memórias', 'memories'],
  entities: ['pessoas e lugares', 'people and places'],
  relationships: ['relações', 'relationships'],
  checkups: ['consultas', 'checkups'],
  events: ['eventos', 'events'],
  tasks: ['tarefas', 'tasks'],
  profile: ['dados do perfil', 'profile facts'],
  conversations: ['conversas', 'conversations'],
  messages: ['mensagens', 'messages'],
  memory_summaries: ['resumos', 'summaries'],
};

/** `magis import FILE` of a `magis export` document: exact into an empty store, merged without duplicates otherwise. */
export async function run(file: string, flags: {json?: boolean; now?: string}): Promise<void> {
  const text = readImportText(file);
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new MagisError(`${file} is neither a magis export (one JSON document) nor a calendar (.ics); nothing was imported. To import memories or notes use "magis memories import ${file}".`, 2);
  }
  const doc = checkDocument(value, file);
  for (const w of clampRules(doc)) eprintln(`magis: warning: ${w}`);
  await withStore(flags, async store => {
    const {counts, changes} = await restoreDocument(store, doc);
    // Per table what was added and already present; with what it changed in the user's world, as `ask --json` says it.
    if (flags.json) return printJson(changes.length ? {...counts, changes} : counts);
    const lang = userLanguage(store.db);
    const added = Object.entries(counts)
      .filter(([t, c]) => c.added > 0 && LABELS[t])
      .map(([t, c]) => `${c.added} ${LABELS[t]![lang === 'pt' ? 0 : 1]}`);
    const present = Object.values(counts).reduce((n, c) => n + c.present, 0);
    const total = Object.values(counts).reduce((n, c) => n + c.added, 0);
    if (total === 0)
      return println(say(lang, `Nada novo: tudo em ${file} já estava aqui (${present} registros já presentes).`, `Nothing new: everything in ${file} is already present (${present} records).`));
    println(say(lang, `Importado: ${added.join(', ') || `${total} registros`}; ${present} já presentes.`, `Imported: ${added.join(', ') || `${total} records`}; ${present} already present.`));
  });
}

/**
 * Events whose recurrence Magis refuses (more often than daily, an absurd interval: time/recurrence.ts
 * ruleProblem) are kept once, on their first day, as a calendar's are; one sentence per event says so.
 */
function clampRules(doc: ExportDocument): string[] {
  const warnings: string[] = [];
  for (const row of doc.tables.events ?? []) {
    const rule = row.rrule;
    if (typeof rule !== 'string' || !rule.trim()) continue;
    const problem = ruleProblem(rule);
    if (!problem) continue;
    warnings.push(`"${String(row.title ?? '')}" (${String(row.date ?? '')}): ${problem}, so it was kept once, on its first day.`);
    row.rrule = null;
  }
  return warnings;
}
