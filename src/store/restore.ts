/**
 * Brings a `magis export` document into an open store: the rows (store/import-all.ts), then what
 * is derived from them — search rows of the memories and summaries added, and their vectors.
 */
import {writeTx} from './db.js';
import {importAll, type ImportCounts} from './import-all.js';
import type {ExportDocument} from './export-all.js';
import {embedAll, embedText} from './ingest.js';
import {getMemory, indexMemory} from './memories.js';
import type {Store} from './store.js';
import {hasTable, putVector} from './vectors.js';
import {indexBody} from '../text/words.js';

export async function restoreDocument(store: Store, doc: ExportDocument): Promise<ImportCounts> {
  const db = store.db;
  const result = writeTx(db, () => {
    const r = importAll(db, doc);
    for (const id of r.memories) indexMemory(db, id);
    for (const sid of r.summaries) {
      const s = db.prepare('SELECT summary, entities FROM memory_summaries WHERE id = ?').get(sid) as {summary: string; entities: string};
      const originals = db.prepare('SELECT content FROM memories WHERE archived_in = ?').pluck().all(sid) as string[];
      db.prepare('DELETE FROM summaries_fts WHERE rowid = ?').run(sid);
      db.prepare('INSERT INTO summaries_fts (rowid, body) VALUES (?, ?)').run(sid, indexBody([s.summary, ...(JSON.parse(s.entities) as string[]), ...originals]));
    }
    return r;
  });
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
  return result.counts;
}
