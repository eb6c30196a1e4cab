/** `magis forget --all`: every row of user data, the search index and vectors, gone; then VACUUM. */
import type {DB} from './db.js';
import {writeTx} from './db.js';
import {dataTables} from './export-all.js';
import {clearSearchIndex} from './search-index.js';
import {purgeForgotten} from './forget-memory.js';
import {clearJournal} from './journal.js';

/** Deletes everything the user's data lives in (children before parents) and vacuums the free pages. */
export function forgetEverything(db: DB): void {
  // fts5vocab tables are read-only views of an index: emptied with it.
  const virtual = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL%' AND sql NOT LIKE '%fts5vocab%'").pluck().all() as string[];
  writeTx(db, () => {
    // Reverse of the import order: rows that point at others go first, so foreign keys never object.
    for (const t of [...dataTables(db)].reverse()) db.prepare(`DELETE FROM "${t}"`).run();
    // The memories' index keeps no text, so it is emptied by its own command, with the words it was built from.
    for (const t of virtual) if (t !== 'memories_fts') db.prepare(`DELETE FROM "${t}"`).run();
    if (virtual.includes('memories_fts')) clearSearchIndex(db);
    clearJournal(db);
    // The calendar accounts go too: links left to rows that are gone would make the next sync
    // delete every event Magis ever synced, the family's own calendars' included.
    db.exec('DELETE FROM calendar_links; DELETE FROM calendar_accounts; DELETE FROM calendar_notes;');
  });
  // Emptied FTS5 tables still hold their old segments until merged; then the file is rewritten.
  purgeForgotten(db, true);
}
