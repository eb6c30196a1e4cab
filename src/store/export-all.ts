/**
 * `magis export`: everything the store knows as one versioned JSON document — every row of every
 * table a user's data lives in, under its table's name, with its SQL column names, so an import
 * into an empty store restores it exactly. Derived data (search index, vectors, the store's
 * embedder record) is left out: import rebuilds it.
 */
import type {DB} from './db.js';

export const EXPORT_FORMAT = 'magis-export' as const;
/** Bump when a change to the document would mislead an older `magis import`. */
export const EXPORT_VERSION = 1;

/**
 * The tables whose rows are the user's data, in the order import writes them (every reference
 * points to a table written before it). Tables added by later migrations that are not named here
 * are exported too (see `dataTables`), after these.
 */
export const TABLE_ORDER = [
  'conversations',
  'messages',
  'memory_summaries',
  'memories',
  'memory_history',
  'entities',
  'entity_aliases',
  'relationships',
  'memory_entities',
  'checkups',
  'events',
  'tasks',
  'pets',
  'pet_care',
  'profile',
  // A reminder's key names its person or pet ("vaccine-p-2-…"): written after both, so it follows their new numbers.
  'reminder_state',
  'person_history',
] as const;

/** Bookkeeping that belongs to this file, not to the user: never exported. */
// The world journal (store/journal.ts) is undo history, not data: never exported, cleared by forgetting.
// The calendar sync's accounts, links and notes (src/calendar) are this device's bookkeeping with one
// server: on another device the account is added again, and the events' UIDs link them back.
const INTERNAL = new Set(['schema_migrations', 'meta', 'sqlite_sequence', 'world_batches', 'world_changes', 'calendar_accounts', 'calendar_links', 'calendar_notes']);

export interface ExportDocument {
  format: typeof EXPORT_FORMAT;
  version: number;
  exportedAt: string;
  /** Migrations the exporting store had applied. */
  schema: string[];
  tables: Record<string, Array<Record<string, unknown>>>;
}

/** Every table holding user data: the named ones first, then any a later migration added. */
export function dataTables(db: DB): string[] {
  const rows = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table'").all() as Array<{name: string; sql: string | null}>;
  const virtual = rows.filter(r => /^CREATE VIRTUAL/i.test(r.sql ?? '')).map(r => r.name);
  // FTS5 and vec0 keep their data in shadow tables named after the virtual table (memories_fts_data…).
  const derived = (name: string) => virtual.some(v => name === v || name.startsWith(`${v}_`));
  const all = rows.map(r => r.name).filter(n => !INTERNAL.has(n) && !derived(n));
  const named = TABLE_ORDER.filter(t => all.includes(t));
  return [...named, ...all.filter(t => !(TABLE_ORDER as readonly string[]).includes(t)).sort()];
}

/** Rows of one table in insertion order, BLOBs as base64 so the document stays JSON. */
function tableRows(db: DB, table: string): Array<Record<string, unknown>> {
  const rows = db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all() as Array<Record<string, unknown>>;
  return rows.map(r => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Buffer.isBuffer(v) ? {base64: v.toString('base64')} : v])));
}

/** The whole document, read in one transaction so it is a consistent snapshot. */
export function exportAll(db: DB, at: string): ExportDocument {
  return db.transaction(() => ({
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: at,
    schema: db.prepare('SELECT name FROM schema_migrations ORDER BY name').pluck().all() as string[],
    tables: Object.fromEntries(dataTables(db).map(t => [t, tableRows(db, t)])),
  }))();
}
