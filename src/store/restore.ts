/**
 * Brings a `magis export` document into an open store: the rows (store/import-all.ts), then what
 * is derived from them — search rows of the memories and summaries added, and their vectors.
 */
import {writeTx} from './db.js';
import {importAll, type ImportCounts, type SkippedRow} from './import-all.js';
import {batchChanges, journaled, openBatch, recordRows, type WorldChange} from './journal.js';
import type {ExportDocument} from './export-all.js';
import {embedAll, embedText} from './ingest.js';
import {getMemory, indexMemory} from './memories.js';
import type {Store} from './store.js';
import {hasTable, putVector} from './vectors.js';
import {indexBody} from '../text/words.js';

/**
 * Imports the document as one batch of the undo journal: the world's rows record themselves, and
 * every other row it added (memories, conversations, summaries, reminder state…) is recorded, so
 * `undo` takes back exactly what the import added. Returns the counts per table, what the import
 * changed in the user's world (as `ask --json` lists a message's changes) and the rows it skipped:
 * `invalid` (checkDocument's) with those the store refused and those depending on a skipped one.
 */
export async function restoreDocument(store: Store, doc: ExportDocument, invalid: SkippedRow[] = []): Promise<{counts: ImportCounts; changes: WorldChange[]; skipped: SkippedRow[]}> {
  const db = store.db;
  const {result, changes} = journaled(db, 'cli', store.nowIso(), () =>
    writeTx(db, () => {
      const r = importAll(db, doc, invalid);
      for (const [table, rowids] of Object.entries(r.rows)) recordRows(db, table, 'insert', rowids);
      for (const id of r.memories) indexMemory(db, id);
      for (const sid of r.summaries) {
        const s = db.prepare('SELECT summary, entities FROM memory_summaries WHERE id = ?').get(sid) as {summary: string; entities: string};
        const originals = db.prepare('SELECT content FROM memories WHERE archived_in = ?').pluck().all(sid) as string[];
        db.prepare('DELETE FROM summaries_fts WHERE rowid = ?').run(sid);
        db.prepare('INSERT INTO summaries_fts (rowid, body) VALUES (?, ?)').run(sid, indexBody([s.summary, ...(JSON.parse(s.entities) as string[]), ...originals]));
      }
      const batch = openBatch(db);
      return {result: r, changes: batch === null ? [] : batchChanges(db, batch)};
    }),
  );
  // Vectors after the rows: embedding may be remote IO, never inside a write transaction.
  const active = result.memories.map(id => getMemory(db, id)!).filter(m => m && m.archivedIn === null);
  const summaries = result.summaries.map(id => ({id, content: db.prepare('SELECT summary FROM memory_summaries WHERE id = ?').pluck().get(id) as string}));
  const vectors = await embedAll(store, [...active.map(embedText), ...summaries.map(s => embedText({content: s.content}))]);
  writeTx(db, () => {
    active.forEach((m, i) => {
      const v = vectors[i];
      if (v && hasTable(db, 'memories_vec')) putVector(db, 'memories_vec', m.id, v);
    });
    summaries.forEach((s, i) => {
      const v = vectors[active.length + i];
      if (v && hasTable(db, 'summaries_vec')) putVector(db, 'summaries_vec', s.id, v);
    });
  });
  return {counts: result.counts, changes, skipped: result.skipped};
}
