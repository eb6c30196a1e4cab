/**
 * `magis import FILE` of a `magis export` document. Into an empty store every row comes back with
 * its own id (an exact restore); into a store with data, each row is matched by what identifies it
 * (a memory by its external id or content and time, a person by name, a message by conversation,
 * role, time and text…): a match is "already present", anything else is added under a free id and
 * every reference to it is renumbered. One transaction: a file that is no export changes nothing.
 * A bad row is never stored: it is skipped and named (`SkippedRow`), with every row that means
 * nothing without it, and the rest of the file is imported (issue 39: an export always imports back).
 */
import {knownMigration} from './migrations.js';
import {z} from 'zod';
import {MagisError, showValue} from '../config/errors.js';
import {isRealDate} from '../time/day.js';
import {ianaZone} from '../time/zone.js';
import type {DB} from './db.js';
import {dataTables, EXPORT_FORMAT, EXPORT_VERSION, TABLE_ORDER, type ExportDocument} from './export-all.js';

type Row = Record<string, unknown>;

interface TableSpec {
  /** Columns that point at another table's id, and which, besides the schema's foreign keys (renumbered all the same). */
  refs?: Record<string, string>;
  /**
   * What identifies a row besides its id (each function one identity; any match is the same row).
   * Without keys the row has a natural primary key and is inserted or ignored as it is.
   */
  keys?: Array<(r: Row) => unknown[] | null>;
  /** Ids to renumber inside a text column (reminder keys hold a person id: "dentist-p3-…"). */
  rewrite?: (r: Row, map: (table: string, id: number) => number | undefined) => Row;
  /**
   * Rows this one means nothing without, besides what the schema deletes with its target
   * (`dependsOn`): [column, table, the document's id there].
   */
  depends?: (r: Row) => Array<[string, string, number]>;
}

/** A history line's subject, kept by number (no foreign key: history outlives a deletion), as a dependency. */
const historyOf =
  (column: string, table: string) =>
  (r: Row): Array<[string, string, number]> =>
    typeof r[column] === 'number' ? [[column, table, r[column] as number]] : [];

const SPECS: Record<string, TableSpec> = {
  conversations: {keys: [r => [r.created_at, r.title, r.context]]},
  messages: {refs: {conversation_id: 'conversations'}, keys: [r => [r.conversation_id, r.role, r.created_at, r.content]]},
  memory_summaries: {keys: [r => [r.period_start, r.period_end, r.context, r.summary]]},
  memories: {
    refs: {source_message_id: 'messages', archived_in: 'memory_summaries'},
    keys: [r => (r.external_id == null ? null : ['x', r.external_id]), r => [r.content_hash, r.occurred_at]],
  },
  memory_history: {refs: {memory_id: 'memories'}, keys: [r => [r.memory_id, r.action, r.detail, r.at]], depends: historyOf('memory_id', 'memories')},
  entities: {keys: [r => [r.kind, r.name_key, r.unnamed ? r.relation : null]]},
  entity_aliases: {refs: {entity_id: 'entities'}},
  relationships: {refs: {subject_id: 'entities', object_id: 'entities', source_memory_id: 'memories'}, keys: [r => [r.subject_id, r.relation, r.object_id, r.valid_from]]},
  memory_entities: {refs: {memory_id: 'memories', entity_id: 'entities'}},
  checkups: {
    // A need's deadline points at a booking exported before it (a booking is older than its need).
    refs: {entity_id: 'entities', source_memory_id: 'memories', before_id: 'checkups'},
    keys: [r => (r.external_uid == null ? null : ['x', r.external_uid]), r => [r.entity_id, r.kind, r.status, r.date, r.time]],
  },
  events: {
    // A moved occurrence points at its series (series_id), written before it (importAll waits for it).
    refs: {entity_id: 'entities', source_memory_id: 'memories', series_id: 'events'},
    keys: [r => (r.external_uid == null ? null : ['x', r.external_uid]), r => [r.entity_id, r.kind, r.title, r.date, r.time, r.rrule]],
  },
  tasks: {refs: {entity_id: 'entities', source_memory_id: 'memories'}, keys: [r => [r.description, r.created_at]]},
  profile: {},
  reminder_state: {
    rewrite: (r, map) => ({
      ...r,
      item_key: String(r.item_key).replace(REMINDED, (whole, pet: string, id: string) => {
        const to = map(pet ? 'pets' : 'entities', Number(id));
        return to === undefined ? whole : `-p${pet}${to}-`;
      }),
    }),
    // A reminder about a person ("dentist-p3-…") is that person's, about a pet ("vaccine-p-2-…") that pet's.
    depends: r => {
      const whose = REMINDED.exec(String(r.item_key ?? ''));
      return whose ? [['item_key', whose[1] ? 'pets' : 'entities', Number(whose[2])]] : [];
    },
  },
  person_history: {refs: {entity_id: 'entities'}, keys: [r => [r.entity_id, r.action, r.at]], depends: historyOf('entity_id', 'entities')},
  // A pet is known by its name (pets.name_key is unique; learning finds a pet so): the store's pet of
  // that name and the document's are one, and the document's care joins the store's pet.
  pets: {keys: [r => [r.name_key]]},
  pet_care: {keys: [r => (r.external_uid == null ? null : ['x', r.external_uid]), r => [r.pet_id, r.kind, r.status, r.date, r.time]]},
};

/** The person or pet a reminder's key names: "-p3-" is person 3, "-p-2-" pet 2 (a pet stands as a person of negative id, reminders/store-io.ts). */
const REMINDED = /-p(-?)(\d+)-/;

/** Per table: rows added and rows already present. */
export type ImportCounts = Record<string, {added: number; present: number}>;

/** A row of the document import left out, and why: `import` names each on stderr and lists them in `--json`. */
export interface SkippedRow {
  table: string;
  /** Its place in the document's list of that table, from 0 (`tables.events[3]`). */
  row: number;
  /** Its id in the document, when that is a whole number. */
  id: number | null;
  /** The cell that is wrong, or that points at a skipped row; null when the row as a whole is. */
  column: string | null;
  why: string;
}

/** The line that names a skipped row: where it is in the file, and why it is not in the store. */
export const skippedLine = (file: string, s: SkippedRow): string => `${file}: skipped tables.${s.table}[${s.row}]${s.id === null ? '' : ` (id ${s.id})`}: ${s.column ? `${s.column} ` : ''}${s.why}`;

const idOf = (row: unknown): number | null => {
  const id = row && typeof row === 'object' ? (row as Row).id : undefined;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
};

/** Columns holding a day or a moment (the schema's `*_at`, `date`, `due`, …): a real ISO date or null. */
const DATE_COLUMN = /(_at|^date|^end_date|^occurrence|^due|^valid_from|^valid_to|_as_of|^first_seen|^last_mentioned|^last_accessed|^last_notified|^snoozed_until|^period_start|^period_end)$/;
const ID_COLUMN = /^(id|(?!external_).*_id|archived_in)$/;
/**
 * A cell's largest text: room for anything an older magis let in unbounded (a 100k-character task,
 * a 200 KB calendar title, a long `with` list), so an export always imports back; still small
 * enough that a hostile file cannot make one row cost gigabytes (issue 24).
 */
const MAX_CELL_CHARS = 1_048_576;

const dateCell = z.string().refine(isRealDate, {message: 'is not a real ISO date (YYYY-MM-DD, a year from 1000)'}).nullable();
/** A calendar day (an event's, a checkup's, a task's due day): the agenda counts days from it, and a moment there broke `ask`. */
const dayCell = z
  .string()
  .refine(d => /^\d{4}-\d{2}-\d{2}$/.test(d) && isRealDate(d), {message: 'is not a day (YYYY-MM-DD)'})
  .nullable();
const birthdayCell = z
  .string()
  .refine(b => (/^--\d{2}-\d{2}$/.test(b) ? isRealDate(`2000${b.slice(1)}`) : /^\d{4}-\d{2}-\d{2}$/.test(b) && isRealDate(b)), {message: 'is not a birthday (YYYY-MM-DD or --MM-DD)'})
  .nullable();
const idCell = z.number({message: 'is not a whole number'}).int('is not a whole number').nullable();
// No booleans: SQLite has none, so no export holds one (and the store cannot bind one).
const anyCell = z.union([z.string().max(MAX_CELL_CHARS, 'is over 1 MB'), z.number().finite(), z.null(), z.object({base64: z.string().max(MAX_CELL_CHARS * 2)})], {
  message: 'is not a text, number or null (or over 1 MB)',
});
/** A wall-clock time as the store keeps it ("HH:MM"): the agenda and reminders read it on every run. */
const timeCell = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'is not a time of day (HH:MM)')
  .nullable();
/** An event's own zone: a name Intl knows, or every reading of the agenda fails on it. */
const zoneCell = z
  .string()
  .refine(z0 => ianaZone(z0) !== null, {message: 'is not a time zone (an IANA name such as Europe/Lisbon)'})
  .nullable();
/** A JSON list of names (who comes along, a summary's people and points): read on every run. */
const listCell = z
  .string()
  .refine(
    v => {
      try {
        const list = JSON.parse(v) as unknown;
        return Array.isArray(list) && list.every(x => typeof x === 'string');
      } catch {
        return false;
      }
    },
    {message: 'is not a list of texts (a JSON array of strings)'},
  )
  .nullable();
/** A history line's detail: JSON, or nothing (`memories show` and `people` parse it). */
const jsonCell = z
  .string()
  .refine(
    v => {
      try {
        JSON.parse(v);
        return true;
      } catch {
        return false;
      }
    },
    {message: 'is not JSON'},
  )
  .nullable();
/** A count of months, years or a rank: a whole number a date can be counted with. */
const smallIntCell = z.number({message: 'is not a whole number'}).int('is not a whole number').min(0, 'is below 0').max(100_000, 'is over 100000').nullable();
/** Columns whose text other commands read as something (a time, a zone, JSON), by name. */
const SHAPED: Record<string, z.ZodType> = {
  date: dayCell,
  end_date: dayCell,
  occurrence: dayCell,
  due: dayCell,
  time: timeCell,
  end_time: timeCell,
  tzid: zoneCell,
  with_names: listCell,
  entities: listCell,
  key_insights: listCell,
  important_events: listCell,
  learned_preferences: listCell,
  detail: jsonCell,
  every_months: smallIntCell,
  age: smallIntCell,
  importance: smallIntCell,
};
/** Days an event skips: null, or a JSON list of real days (remind and ask read it on every run). */
const exdatesCell = z
  .string()
  .refine(
    v => {
      try {
        const days = JSON.parse(v) as unknown;
        return Array.isArray(days) && days.length <= 10_000 && days.every(d => typeof d === 'string' && isRealDate(d));
      } catch {
        return false;
      }
    },
    {message: 'is not a list of days (a JSON array of YYYY-MM-DD)'},
  )
  .nullable();

/**
 * One row of any table, checked before anything is written (issue 24: a row dated "yesterday" broke
 * `memories list` for good; a 200 MB text took 4.45 GB): dates real, ids whole numbers, texts at
 * most 64 KB. The first bad cell is named by table, row index and column.
 */
const rowSchema = z.record(z.string(), z.unknown()).superRefine((row, ctx) => {
  for (const [key, value] of Object.entries(row)) {
    const schema = key === 'birthday' ? birthdayCell : key === 'exdates' ? exdatesCell : (SHAPED[key] ?? (DATE_COLUMN.test(key) ? dateCell : ID_COLUMN.test(key) ? idCell : anyCell));
    const r = schema.safeParse(value);
    if (!r.success) {
      ctx.addIssue({code: 'custom', path: [key], message: `${r.error.issues[0]!.message} (${showValue(value, 40)})`});
      return;
    }
  }
});

/** The latest moment a date cell holds: a snooze "for 99999 years" meant "never", and stays so. */
const LAST_MOMENT = '9999-12-31T23:59:59.000Z';

/**
 * Values an older magis stored that this one bounds at entry, read the way it would now store
 * them, so an old store's export still imports: a birthday with a year before 1000 ("0000-05-10",
 * a year nobody knew) is its day without a year; a snooze past year 9999 ends then.
 */
function olderValues(tables: Record<string, unknown>): void {
  // Only well-formed rows: the checks below name anything else.
  const rows = (t: string) => (Array.isArray(tables[t]) ? (tables[t] as unknown[]) : []).filter((r): r is Row => !!r && typeof r === 'object' && !Array.isArray(r));
  for (const table of ['entities', 'pets']) {
    for (const row of rows(table)) {
      const b = row.birthday;
      if (typeof b === 'string' && /^0\d{3}-\d{2}-\d{2}$/.test(b) && isRealDate(`2000${b.slice(4)}`)) row.birthday = `--${b.slice(5)}`;
    }
  }
  for (const row of rows('reminder_state')) {
    const until = row.snoozed_until;
    if (typeof until === 'string' && (/^\+\d{6}-/.test(until) || /^\d{5,}-/.test(until))) row.snoozed_until = LAST_MOMENT;
  }
}

/**
 * Checks the document's envelope — a wrong file is refused whole, before anything is read into the
 * store — and every row: a row with a bad cell is returned to be skipped, the others imported.
 */
export function checkDocument(value: unknown, file: string): {doc: ExportDocument; invalid: SkippedRow[]} {
  const doc = value as Partial<ExportDocument> | null;
  if (!doc || typeof doc !== 'object' || doc.format !== EXPORT_FORMAT) {
    throw new MagisError(`${file} is not a magis export (made by "magis export"); for a memories file use "magis memories import".`, 2);
  }
  if (typeof doc.version !== 'number' || doc.version > EXPORT_VERSION) {
    throw new MagisError(`${file} is a version ${String(doc.version)} export, newer than this magis reads (${EXPORT_VERSION}); update magis first.`, 2);
  }
  const newer = Array.isArray(doc.schema) ? doc.schema.filter(n => typeof n === 'string' && !knownMigration(n)) : [];
  if (newer.length) throw new MagisError(`this store was written by a newer magis: ${file} has ${newer.join(', ')}; update magis to import it. Nothing was imported.`);
  if (!doc.tables || typeof doc.tables !== 'object') throw new MagisError(`${file} has no tables; nothing was imported.`, 2);
  olderValues(doc.tables as Record<string, unknown>);
  const invalid: SkippedRow[] = [];
  for (const [t, rows] of Object.entries(doc.tables)) {
    // A table that is no list leaves no row to skip by: what points into it could not be told apart.
    if (!Array.isArray(rows)) throw new MagisError(`${file}: table "${t}" is not a list of rows; nothing was imported.`, 2);
    rows.forEach((row, i) => {
      if (!row || typeof row !== 'object' || Array.isArray(row)) {
        invalid.push({table: t, row: i, id: null, column: null, why: 'is not a row (an object of columns)'});
        return;
      }
      const r = rowSchema.safeParse(row);
      if (!r.success) {
        const issue = r.error.issues[0]!;
        invalid.push({table: t, row: i, id: idOf(row), column: issue.path.length ? issue.path.join('.') : null, why: issue.message});
      }
    });
  }
  return {doc: doc as ExportDocument, invalid};
}

/**
 * Columns whose row means nothing without the row they point at: the schema deletes the row with
 * its target (ON DELETE CASCADE — a person's checkups, aliases and ties) or cannot hold it without
 * (NO ACTION, RESTRICT). The rest (ON DELETE SET NULL: the memory a checkup was learned from) is
 * left empty, as the store does when the target goes.
 */
function foreignKeys(db: DB, table: string): {depends: Array<[string, string]>; nullable: Array<[string, string]>} {
  const keys = db.prepare(`PRAGMA foreign_key_list("${table}")`).all() as Array<{table: string; from: string; on_delete: string}>;
  const setNull = (k: {on_delete: string}) => k.on_delete === 'SET NULL' || k.on_delete === 'SET DEFAULT';
  return {depends: keys.filter(k => !setNull(k)).map(k => [k.from, k.table]), nullable: keys.filter(setNull).map(k => [k.from, k.table])};
}

const identity = (table: string, parts: unknown[]) => `${table}\u0000${JSON.stringify(parts)}`;

function decode(v: unknown): unknown {
  return v && typeof v === 'object' && 'base64' in (v as object) ? Buffer.from(String((v as {base64: string}).base64), 'base64') : v;
}

/**
 * Writes the document's rows into the store (call inside a write transaction). Returns what was
 * added per table, the new ids of memories and summaries whose search rows and vectors the caller
 * must build, and the rows skipped: `invalid` (checkDocument's), those the store's own rules refuse
 * (a status it does not know), and every row that depends on a skipped one (a checkup of a person
 * skipped), so nothing is stored dangling or given to someone else.
 */
export function importAll(
  db: DB,
  doc: ExportDocument,
  invalid: SkippedRow[] = [],
): {counts: ImportCounts; memories: number[]; summaries: number[]; rows: Record<string, number[]>; skipped: SkippedRow[]} {
  const ids = new Map<string, Map<number, number>>();
  const map = (table: string, id: number) => ids.get(table)?.get(id);
  const counts: ImportCounts = {};
  const added = {memories: [] as number[], summaries: [] as number[]};
  // Every row added, by table (rowids): the undo journal records them, so `undo` takes the import back.
  const rows: Record<string, number[]> = {};
  // Only tables of the user's data: a document naming this device's bookkeeping (the undo journal,
  // calendar accounts, the migration ledger, SQLite's id counters, the search index) is not obeyed —
  // such rows would undo what the user never did, sync with a stranger's server or refuse the store.
  const present = dataTables(db);
  const order = [...TABLE_ORDER.filter(t => t in doc.tables), ...Object.keys(doc.tables).filter(t => !(TABLE_ORDER as readonly string[]).includes(t))].filter(t => present.includes(t));
  const skipped: SkippedRow[] = [];
  // Skipped rows by table: by place in the document (to pass over) and by the document's id (what points at them).
  const atRow = new Map<string, Set<number>>();
  const byId = new Map<string, Map<number, SkippedRow>>();
  const skip = (s: SkippedRow) => {
    skipped.push(s);
    if (!atRow.has(s.table)) atRow.set(s.table, new Set());
    atRow.get(s.table)!.add(s.row);
    if (s.id === null) return;
    if (!byId.has(s.table)) byId.set(s.table, new Map());
    byId.get(s.table)!.set(s.id, s);
  };
  // Known before any row is written, so a row pointing at one later in the file is skipped too.
  for (const s of invalid) if (order.includes(s.table)) skip(s);
  const skippedAt = (table: string, id: unknown) => (typeof id === 'number' ? byId.get(table)?.get(id) : undefined);
  const pointsAt = (target: Pick<SkippedRow, 'table' | 'row' | 'id'>) => `points at tables.${target.table}[${target.row}]${target.id === null ? '' : ` (id ${target.id})`}, which was skipped`;
  const position = new Map(order.map((t, i) => [t, i]));

  for (const table of order) {
    const columns = db.prepare(`PRAGMA table_info("${table}")`).all() as Array<{name: string; pk: number}>;
    const names = new Set(columns.map(c => c.name));
    const hasId = columns.some(c => c.name === 'id' && c.pk === 1);
    // A table this module does not name (a later migration's): a row is identified by all its values but the id.
    const spec: TableSpec =
      SPECS[table] ??
      (hasId
        ? {
            keys: [
              r =>
                Object.keys(r)
                  .filter(k => k !== 'id')
                  .sort()
                  .map(k => r[k]),
            ],
          }
        : {});
    const fk = foreignKeys(db, table);
    // Every column the schema says points at another row is renumbered with it (a pet's care follows
    // its pet), with those the spec names that have no foreign key (a history line's subject).
    const refs: Record<string, string> = {...Object.fromEntries([...fk.depends, ...fk.nullable]), ...spec.refs};
    const dependencies = (raw: Row): Array<[string, string, number]> => [
      ...fk.depends.filter(([col]) => typeof raw[col] === 'number').map(([col, target]): [string, string, number] => [col, target, raw[col] as number]),
      ...(spec.depends?.(raw) ?? []),
    ];
    const tableIds = new Map<number, number>();
    ids.set(table, tableIds);
    const count = (counts[table] = {added: 0, present: 0});
    // What already identifies a row here: built from the store's rows once, extended as rows are added.
    const known = new Map<string, number>();
    const remember = (r: Row, id: number) =>
      spec.keys?.forEach((k, i) => {
        const parts = k(r);
        if (parts) known.set(identity(`${table}#${i}`, parts), id);
      });
    if (spec.keys) for (const r of db.prepare(`SELECT * FROM "${table}"`).all() as Row[]) remember(r, Number(r.id));
    const importRow = (index: number, raw: Row): void => {
      const depends = dependencies(raw);
      const lost = depends.map(([col, target, id]) => [col, skippedAt(target, id)] as const).find(([, s]) => s);
      if (lost) {
        skip({table, row: index, id: idOf(raw), column: lost[0], why: pointsAt(lost[1]!)});
        return;
      }
      let r: Row = Object.fromEntries(
        Object.entries(raw)
          .filter(([k]) => names.has(k))
          .map(([k, v]) => [k, decode(v)]),
      );
      // What the store would empty were the target deleted is emptied when the target was skipped.
      for (const [col, target] of fk.nullable) if (skippedAt(target, r[col])) r[col] = null;
      for (const [col, target] of Object.entries(refs)) {
        if (r[col] == null) continue;
        const to = map(target, Number(r[col]));
        // History of a memory deleted before the export keeps its old id (nothing else points at it).
        if (to !== undefined) r[col] = to;
        else if (table !== 'memory_history' && table !== 'person_history') r[col] = null;
      }
      if (spec.rewrite) r = spec.rewrite(r, map);
      const oldId = Number(raw.id);
      if (spec.keys) {
        const match = spec.keys
          .map(k => k(r))
          .map((parts, i) => (parts ? known.get(identity(`${table}#${i}`, parts)) : undefined))
          .find(x => x !== undefined);
        if (match !== undefined) {
          if (hasId) tableIds.set(oldId, match);
          count.present++;
          return;
        }
      }
      if (hasId && r.id != null && db.prepare(`SELECT 1 FROM "${table}" WHERE id = ?`).get(r.id)) delete r.id; // taken: a new id
      const cols = Object.keys(r);
      if (cols.length === 0) return;
      const sql = `INSERT${spec.keys ? '' : ' OR IGNORE'} INTO "${table}" (${cols.map(c => `"${c}"`).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`;
      let info: {changes: number; lastInsertRowid: number | bigint};
      try {
        info = db.prepare(sql).run(...cols.map(c => r[c] as never));
      } catch (error) {
        // A row the store's own rules refuse (a status it does not know, a missing column): only that
        // statement is undone (SQLite's ABORT), the transaction and the other rows go on.
        if (!/^SQLITE_CONSTRAINT/.test(String((error as {code?: string}).code))) throw error;
        skip({table, row: index, id: idOf(raw), column: null, why: `is not a row this store can hold (${(error as Error).message})`});
        return;
      }
      if (info.changes === 0) {
        count.present++;
        return;
      }
      count.added++;
      const rowid = Number(info.lastInsertRowid);
      (rows[table] ??= []).push(rowid);
      if (hasId) {
        tableIds.set(oldId, rowid);
        remember({...r, id: rowid}, rowid);
        if (table === 'memories') added.memories.push(rowid);
        if (table === 'memory_summaries') added.summaries.push(rowid);
      }
    };
    // A row pointing at one of its own table further down (a moved occurrence the calendar listed
    // before its series) waits for it: by then that one is in, or skipped.
    const list = doc.tables[table]!;
    const own = new Set(list.map(idOf).filter(id => id !== null));
    const done = (id: number) => tableIds.has(id) || !!skippedAt(table, id);
    let queue = list.map((_, index) => index).filter(index => !atRow.get(table)?.has(index));
    for (let waited = true; queue.length && waited; ) {
      const later: number[] = [];
      for (const index of queue) {
        const raw = list[index]!;
        if (dependencies(raw).some(([, target, id]) => target === table && id !== raw.id && own.has(id) && !done(id))) later.push(index);
        else importRow(index, raw);
      }
      // Rows that only wait for each other (a loop) go in as they are: the store decides.
      waited = later.length < queue.length;
      if (!waited) for (const index of later) importRow(index, list[index]!);
      queue = waited ? later : [];
    }
  }
  // In the document's order: table by table, row by row.
  skipped.sort((a, b) => (position.get(a.table) ?? 0) - (position.get(b.table) ?? 0) || a.row - b.row);
  return {counts, ...added, rows, skipped};
}
