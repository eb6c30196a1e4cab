import {say} from '../../assistant/phrasing.js';
import {userLanguage} from '../../store/user-language.js';
import {MagisError} from '../../config/errors.js';
import {checkDocument, type ImportCounts, type SkippedRow, skippedLine} from '../../store/import-all.js';
import type {WorldChange} from '../../store/journal.js';
import type {ExportDocument} from '../../store/export-all.js';
import {ruleProblem} from '../../time/recurrence.js';
import {restoreDocument} from '../../store/restore.js';
import {readImportText} from '../read-import.js';
import {endWithSkipped} from '../skipped-rows.js';
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
  pets: ['pets', 'pets'],
  pet_care: ['cuidados dos pets', 'pet care items'],
};

/**
 * `magis import FILE` of a `magis export` document: exact into an empty store, merged without
 * duplicates otherwise. A bad row is skipped and named on stderr, one line each (`--json` lists
 * them as `skipped`), the rest imported, and the exit is 1; a file that is no export is refused whole (exit 2).
 */
export async function run(file: string, flags: {json?: boolean; now?: string}): Promise<void> {
  const text = readImportText(file);
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new MagisError(`${file} is neither a magis export (one JSON document) nor a calendar (.ics); nothing was imported. To import memories or notes use "magis memories import ${file}".`, 2);
  }
  const {doc, invalid} = checkDocument(value, file);
  for (const w of clampRules(doc)) eprintln(`magis: warning: ${w}`);
  await withStore(flags, async store => {
    const {counts, changes, skipped} = await restoreDocument(store, doc, invalid);
    const lang = userLanguage(store.db);
    report(file, lang, counts, changes, skipped, flags);
    // What was good is in; the exit says something was not.
    endWithSkipped(
      file,
      lang,
      skipped.map(s => skippedLine(file, s)),
    );
  });
}

/** What the import did, on stdout: per table for `--json`, one sentence otherwise. */
function report(file: string, lang: 'pt' | 'en', counts: ImportCounts, changes: WorldChange[], skipped: SkippedRow[], flags: {json?: boolean}): void {
  // Per table what was added and already present; with what it changed in the user's world, as `ask --json` says it, and the rows skipped.
  if (flags.json) return printJson({...counts, ...(changes.length ? {changes} : {}), ...(skipped.length ? {skipped} : {})});
  const added = Object.entries(counts)
    .filter(([t, c]) => c.added > 0 && LABELS[t])
    .map(([t, c]) => `${c.added} ${LABELS[t]![lang === 'pt' ? 0 : 1]}`);
  const present = Object.values(counts).reduce((n, c) => n + c.present, 0);
  const total = Object.values(counts).reduce((n, c) => n + c.added, 0);
  const left = skipped.length ? say(lang, `; ${skipped.length} pulados`, `; ${skipped.length} skipped`) : '';
  if (total === 0 && !skipped.length)
    return println(say(lang, `Nada novo: tudo em ${file} já estava aqui (${present} registros já presentes).`, `Nothing new: everything in ${file} is already present (${present} records).`));
  println(
    say(lang, `Importado: ${added.join(', ') || `${total} registros`}; ${present} já presentes${left}.`, `Imported: ${added.join(', ') || `${total} records`}; ${present} already present${left}.`),
  );
}

/**
 * Events whose recurrence Magis refuses (more often than daily, an absurd interval: time/recurrence.ts
 * ruleProblem) are kept once, on their first day, as a calendar's are; one sentence per event says so.
 */
function clampRules(doc: ExportDocument): string[] {
  const warnings: string[] = [];
  for (const row of doc.tables.events ?? []) {
    if (!row || typeof row !== 'object') continue; // skipped, and named, by the import
    const rule = row.rrule;
    if (rule == null || (typeof rule === 'string' && !rule.trim())) continue;
    // A rule that is no text (a number) is read as the store would keep it, as text: 1.5 is '1.5', no rule.
    const problem = ruleProblem(typeof rule === 'string' ? rule : JSON.stringify(rule));
    if (!problem) continue;
    warnings.push(`"${String(row.title ?? '')}" (${String(row.date ?? '')}): ${problem}, so it was kept once, on its first day.`);
    row.rrule = null;
  }
  return warnings;
}
