import {statSync} from 'node:fs';
import {say} from '../../../assistant/phrasing.js';
import {type LearnedFromImport, learnFromImported} from '../../../assistant/learn-imported.js';
import {MagisError} from '../../../config/errors.js';
import {memoryByExternalId} from '../../../store/external-ids.js';
import {parseNotesFolder} from '../../../store/import-folder.js';
import {parseImport, type ParsedRecord, skippedRecordLine} from '../../../store/import-parse.js';
import {vectorsFor, writeRecords} from '../../../store/ingest.js';
import {writeTx} from '../../../store/db.js';
import {purgeForgotten} from '../../../store/forget-memory.js';
import {batchChanges, journaled, openBatch, recordRows, type WorldChange} from '../../../store/journal.js';
import {deleteMemories} from '../../../store/memories.js';
import {userLanguage} from '../../../store/user-language.js';
import {withStore} from '../../context.js';
import {readImportText} from '../../read-import.js';
import {eprintln} from '../../print.js';
import {printJson, println, progress} from '../../output.js';

/** The file's text (at most 256 MB), or one sentence saying why it cannot be read. */
const readText = readImportText;

const isFolder = (file: string) =>
  file !== '-' &&
  (() => {
    try {
      return statSync(file).isDirectory();
    } catch {
      return false;
    }
  })();

/**
 * `magis memories import FILE|FOLDER`: validate everything first, then write it all in one
 * transaction, then learn from what was added (people, checkups, events, tasks) as a chat message
 * would, each record dated by itself. A record the other tool deleted is never imported active:
 * left out, and forgotten if an earlier import brought it in. A bad record (no JSON, an empty text,
 * an impossible date) is never stored, and, as the contract says, nothing of its file is: each bad
 * line is named and the exit is 1. `--json` counts the records already here as `present`, as
 * `import` of an export does. A file that is no list of records is refused whole.
 */
export async function run(file: string, flags: {json?: boolean; now?: string; learn?: boolean}): Promise<void> {
  const folder = isFolder(file);
  const text = folder ? '' : readText(file);
  await withStore(flags, async store => {
    const {records, files, skipped} = folder ? {...parseNotesFolder(file, store.nowIso()), skipped: []} : {...parseImport(text, store.nowIso(), file), files: undefined};
    if (folder && records.length === 0) throw new MagisError(`${file} holds no notes (.md, .markdown or .txt) with text to import.`, 2);
    // The contract: a malformed line names its line number and nothing of the file is written — a
    // file is fixed and imported again whole, never half-imported (every bad line is named first).
    if (skipped.length) {
      for (const s of skipped.slice(1)) eprintln(`magis: ${skippedRecordLine(file, s)}`);
      const s = skipped[0]!;
      throw new MagisError(
        `${file} line ${s.line}: ${s.column ? `${s.column} ` : ''}${s.why}; nothing was imported${skipped.length > 1 ? ` (${skipped.length} bad lines, the others named above)` : ''}.`,
      );
    }
    const live: ParsedRecord[] = records.filter(r => !r.deleted);
    const gone = records.filter(r => r.deleted);
    const db = store.db;
    const vectors = await vectorsFor(store, live);
    // The memories, the forgetting and what they teach are one transaction (and one batch of the
    // journal): an import killed midway leaves nothing, so its re-run adds and learns from every
    // record — never memories that stay unlearned because a re-run finds them already present.
    const {res, forgotten, learned, changes} = journaled(db, 'cli', store.nowIso(), () =>
      writeTx(db, () => {
        const res = writeRecords(db, live, vectors, store.nowIso(), progress('Importing'));
        // The memories it added are the batch's too: `undo` takes the import back whole.
        recordRows(
          db,
          'memories',
          'insert',
          res.addedRecords.map(a => a.id),
        );
        // Deleted there, so forgotten here too (as `memories delete` forgets), if a former import had it.
        const stale = gone.map(r => (r.externalId ? memoryByExternalId(db, r.externalId)?.id : undefined)).filter((id): id is number => id !== undefined);
        const forgotten = stale.length ? deleteMemories(db, stale, store.nowIso()) : 0;
        const learned = flags.learn === false ? {people: 0, checkups: 0, events: 0, tasks: 0} : learnFromImported(store, live, res.addedRecords);
        // What the import changed in the user's world, as `ask --json` lists a message's changes.
        const batch = openBatch(db);
        const changes: WorldChange[] = batch === null ? [] : batchChanges(db, batch);
        return {res, forgotten, learned, changes};
      }),
    );
    // Outside the transaction: a forgetting's free pages and WAL frames are wiped (as `memories delete`).
    if (forgotten) purgeForgotten(db, true);
    const anyLearned = learned.people + learned.checkups + learned.events + learned.tasks > 0;
    const lang = userLanguage(store.db);
    if (flags.json)
      printJson({
        added: res.added,
        updated: res.updated,
        present: res.skipped,
        ...(gone.length ? {deleted: gone.length, forgotten} : {}),
        ...(files !== undefined ? {files} : {}),
        ...(anyLearned ? {learned} : {}),
        ...(changes.length ? {changes} : {}),
      });
    else report(lang, res, {files, gone: gone.length, forgotten, learned: anyLearned ? learned : undefined});
  });
}

/** What the import did, in one sentence or a few, for people. */
function report(
  lang: 'pt' | 'en',
  res: {added: number; updated: number; skipped: number},
  {files, gone, forgotten, learned}: {files?: number; gone: number; forgotten: number; learned?: LearnedFromImport},
): void {
  if (res.added === 0 && res.updated === 0)
    println(
      say(
        lang,
        `Nada novo: ${res.skipped === 1 ? 'a memória já estava' : `as ${res.skipped} memórias já estavam`} guardada${res.skipped === 1 ? '' : 's'}.`,
        `Nothing new: all ${res.skipped} ${res.skipped === 1 ? 'memory is' : 'memories are'} already present.`,
      ),
    );
  else
    println(
      say(
        lang,
        `Importadas ${res.added} ${res.added === 1 ? 'nova' : 'novas'}, ${res.updated} ${res.updated === 1 ? 'atualizada' : 'atualizadas'}, ${res.skipped} já ${res.skipped === 1 ? 'presente' : 'presentes'}${files !== undefined ? ` (${files} arquivos)` : ''}.`,
        `Imported ${res.added} new, updated ${res.updated}, ${res.skipped} already present${files !== undefined ? ` (${files} files)` : ''}.`,
      ),
    );
  if (gone)
    println(
      say(
        lang,
        `${gone} apagadas na origem não foram importadas${forgotten ? `; ${forgotten} que já estavam aqui foram esquecidas` : ''}.`,
        `${gone} deleted at the source ${gone === 1 ? 'was' : 'were'} not imported${forgotten ? `; ${forgotten} already here ${forgotten === 1 ? 'was' : 'were'} forgotten` : ''}.`,
      ),
    );
  if (learned)
    println(
      say(
        lang,
        `Aprendido: ${learned.people} pessoas, ${learned.checkups} consultas, ${learned.events} eventos, ${learned.tasks} tarefas.`,
        `Learned: ${learned.people} people, ${learned.checkups} checkups, ${learned.events} events, ${learned.tasks} tasks.`,
      ),
    );
}
