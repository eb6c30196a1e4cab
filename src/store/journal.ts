/**
 * The world journal: every row a message (or a hand edit) adds, changes or removes in what Magis
 * believes about the user's world — people and their aliases, relationships, pets, checkups,
 * events, tasks, profile — recorded with its row before and after, by batch.
 *
 * Recording is done by TEMP triggers installed on the connection that opens a batch (a chat turn,
 * `ask`, an agenda edit), so no write path can forget to record, and processes that never change
 * the world (cron's `remind`, search) pay nothing. A batch is what one message did: `ask --json`
 * lists it as `changes` and `magis undo` reverts it whole, in one transaction.
 *
 * Privacy: the journal holds rows (titles, descriptions), so every forgetting path clears it
 * (`clearJournal`), and only the latest batches are kept.
 */
import type {DB} from './db.js';
import {writeTx} from './db.js';
import {LINKED_TABLE} from './calendar-accounts.js';

/** The tables whose rows make up the user's world, and what each is called in `changes`. */
const WATCHED: Record<string, ChangeWhat> = {
  entities: 'person',
  entity_aliases: 'person',
  relationships: 'relationship',
  pets: 'pet',
  pet_care: 'pet',
  checkups: 'checkup',
  events: 'event',
  tasks: 'task',
  profile: 'profile',
};

/** Columns that move with every mention and say nothing about a change of the world. */
const NOISE = new Set(['last_mentioned', 'first_seen', 'importance', 'source_memory_id', 'updated_at', 'rowid']);

/**
 * Tables outside the world that a writer records by hand (`recordRows`): what an import of an
 * export or of notes added besides the world (memories, conversations, summaries, reminder state,
 * history lines), and the calendar accounts `calendar add`/`remove` keep. They are never listed in
 * `changes`, but `undo` takes them back with their batch, each only while it is as the batch left it.
 * An added row keeps only what tells it was changed since (`fingerprint`: no text a forgetting would
 * have to find, the content's hash for a memory); a removed one keeps its whole row, to come back.
 */
const SIDE: Record<string, {what: SideWhat; fingerprint: string[]}> = {
  memories: {what: 'memory', fingerprint: ['content_hash', 'summary', 'type', 'context', 'importance', 'occurred_at', 'archived_in']},
  memory_summaries: {what: 'summary', fingerprint: ['period_start', 'period_end', 'context', 'created_at']},
  conversations: {what: 'conversation', fingerprint: ['context', 'created_at']},
  messages: {what: 'message', fingerprint: ['conversation_id', 'role', 'created_at']},
  memory_history: {what: 'history', fingerprint: ['memory_id', 'action', 'at']},
  memory_entities: {what: 'history', fingerprint: ['memory_id', 'entity_id']},
  person_history: {what: 'history', fingerprint: ['entity_id', 'action', 'at']},
  reminder_state: {what: 'reminder', fingerprint: ['item_key', 'last_notified', 'snoozed_until', 'acknowledged_at']},
  calendar_accounts: {what: 'calendar', fingerprint: ['name', 'url', 'username', 'magis_calendar', 'last_sync']},
  calendar_links: {what: 'calendar', fingerprint: ['account_id', 'href', 'item', 'item_id']},
};
/** A table a later migration adds, imported by `magis import`: known by its row's existence alone. */
const ANY_SIDE = {what: 'history' as const, fingerprint: [] as string[]};
const sideOf = (table: string) => SIDE[table] ?? ANY_SIDE;

/** What a side row is, for the sentence `undo` says when it leaves one as it is. */
type SideWhat = 'memory' | 'summary' | 'conversation' | 'message' | 'history' | 'reminder' | 'calendar';

/** How many batches stay undoable: enough for a day's conversation, not a history of the user. */
const KEEP_BATCHES = 50;

type ChangeOp = 'add' | 'update' | 'move' | 'cancel' | 'done' | 'delete';
type ChangeWhat = 'person' | 'pet' | 'relationship' | 'checkup' | 'event' | 'task' | 'profile';
export interface WorldChange {
  op: ChangeOp;
  what: ChangeWhat;
  id: number;
}

interface Row {
  tbl: string;
  row_id: number;
  op: 'insert' | 'update' | 'delete';
  old: string | null;
  new: string | null;
}

const installed = new WeakSet<DB>();

function columns(db: DB, table: string): string[] {
  return (db.prepare(`PRAGMA main.table_info(${table})`).all() as Array<{name: string}>).map(c => c.name);
}

/** What the journal keeps of a world row: its rowid and every column (`prefix` `NEW.`/`OLD.` in a trigger, empty in a SELECT). */
const rowJson = (cols: string[], prefix: string) => `json_object('rowid', ${prefix}rowid, ${cols.map(c => `'${c}', ${prefix}"${c}"`).join(', ')})`;

function install(db: DB): void {
  if (installed.has(db)) return;
  db.exec('CREATE TEMP TABLE IF NOT EXISTS world_cursor (batch_id INTEGER)');
  for (const table of Object.keys(WATCHED)) {
    const cols = columns(db, table);
    if (!cols.length) continue;
    const obj = (ref: 'NEW' | 'OLD') => rowJson(cols, `${ref}.`);
    const when = 'WHEN (SELECT batch_id FROM temp.world_cursor) IS NOT NULL';
    const log = (op: string, oldJ: string, newJ: string) =>
      `INSERT INTO main.world_changes (batch_id, tbl, row_id, op, old, new) VALUES ((SELECT batch_id FROM temp.world_cursor), '${table}', ${op === 'insert' ? 'NEW' : 'OLD'}.rowid, '${op}', ${oldJ}, ${newJ});`;
    db.exec(`
      CREATE TEMP TRIGGER IF NOT EXISTS world_${table}_i AFTER INSERT ON main.${table} ${when} BEGIN ${log('insert', 'NULL', obj('NEW'))} END;
      CREATE TEMP TRIGGER IF NOT EXISTS world_${table}_u AFTER UPDATE ON main.${table} ${when} BEGIN ${log('update', obj('OLD'), obj('NEW'))} END;
      CREATE TEMP TRIGGER IF NOT EXISTS world_${table}_d AFTER DELETE ON main.${table} ${when} BEGIN ${log('delete', obj('OLD'), 'NULL')} END;`);
  }
  installed.add(db);
}

/** How many of a calendar sync's batches are kept: what the latest passes changed, for `undo` to name. */
const KEEP_SYNC_BATCHES = 5;

/**
 * Who made a batch: the user's own words (`chat`), a command (`cli`), another assistant (`mcp`),
 * or a calendar sync (`sync`: what another device did, which `undo` never reverts — it steps past).
 */
type Origin = 'chat' | 'cli' | 'mcp' | 'sync';

/** Opens a batch: every change to the world from now until `endBatch` belongs to it. */
export function startBatch(db: DB, origin: Origin, messageId: number | null, at: string): number {
  install(db);
  return writeTx(db, () => {
    const id = Number(db.prepare('INSERT INTO world_batches (message_id, origin, at) VALUES (?, ?, ?)').run(messageId, origin, at).lastInsertRowid);
    // The user's batches and the syncs' are kept apart: an hourly sync never pushes the day's edits out of reach.
    const prune = (sync: boolean, keep: number) =>
      db
        .prepare(`DELETE FROM world_batches WHERE (origin = 'sync') = ? AND id <= (SELECT id FROM world_batches WHERE (origin = 'sync') = ? ORDER BY id DESC LIMIT 1 OFFSET ?)`)
        .run(sync ? 1 : 0, sync ? 1 : 0, keep);
    prune(origin === 'sync', origin === 'sync' ? KEEP_SYNC_BATCHES : KEEP_BATCHES);
    db.prepare('DELETE FROM temp.world_cursor').run();
    db.prepare('INSERT INTO temp.world_cursor (batch_id) VALUES (?)').run(id);
    return id;
  });
}

/** The batch open on this connection (a writer inside `journaled`), or null: what it changed so far is `batchChanges` of it. */
export function openBatch(db: DB): number | null {
  if (!installed.has(db)) return null;
  return (db.prepare('SELECT batch_id FROM temp.world_cursor').pluck().get() as number | undefined) ?? null;
}

/**
 * Records, in the open batch, rows of a table outside the world (`SIDE`) that the writer added
 * (`insert`, after writing them) or is about to remove (`delete`, before): `undo` then takes them
 * back with the batch. World tables record themselves (their triggers); outside a batch, nothing.
 */
export function recordRows(db: DB, table: string, op: 'insert' | 'delete', rowids: number[]): void {
  const batch = openBatch(db);
  if (batch === null || table in WATCHED || !rowids.length) return;
  const cols = op === 'insert' ? sideOf(table).fingerprint : columns(db, table);
  const row = `json_object('rowid', rowid${cols.map(c => `, '${c}', "${c}"`).join('')})`;
  const [oldJ, newJ] = op === 'insert' ? ['NULL', row] : [row, 'NULL'];
  const insert = db.prepare(`INSERT INTO world_changes (batch_id, tbl, row_id, op, old, new)
    SELECT ?, ?, rowid, ?, ${oldJ}, ${newJ} FROM "${table}" WHERE rowid IN (SELECT value FROM json_each(?))`);
  // In slices: an import of a lifetime of memories is one batch, not one statement of a million ids.
  for (let i = 0; i < rowids.length; i += 10_000) insert.run(batch, table, op, JSON.stringify(rowids.slice(i, i + 10_000)));
}

/**
 * Adds many rows to one world table in the open batch, recorded as its trigger records them but in
 * one statement per slice: `insert` runs for each item with the table's row triggers paused and
 * returns the rowid it added (null: nothing). A trigger per row was most of the time a 20,000-event
 * calendar took to import. Only inserts into `table` belong in `insert`: anything else it wrote
 * would go unrecorded. Outside a batch it only inserts.
 */
export function insertMany<T>(db: DB, table: string, items: readonly T[], insert: (item: T) => number | null): void {
  const batch = openBatch(db);
  if (batch === null || !(table in WATCHED)) {
    for (const item of items) insert(item);
    return;
  }
  const added: number[] = [];
  writeTx(db, () => {
    // The cursor is what the triggers look at: without it they record nothing.
    db.prepare('DELETE FROM temp.world_cursor WHERE batch_id = ?').run(batch);
    try {
      for (const item of items) {
        const rowid = insert(item);
        if (rowid !== null) added.push(rowid);
      }
    } finally {
      db.prepare('INSERT INTO temp.world_cursor (batch_id) VALUES (?)').run(batch);
    }
    const record = db.prepare(`INSERT INTO world_changes (batch_id, tbl, row_id, op, old, new)
      SELECT ?, ?, rowid, 'insert', NULL, ${rowJson(columns(db, table), '')} FROM main."${table}" WHERE rowid IN (SELECT value FROM json_each(?)) ORDER BY rowid`);
    for (let i = 0; i < added.length; i += 10_000) record.run(batch, table, JSON.stringify(added.slice(i, i + 10_000)));
  });
}

/**
 * Closes the open batch: later writes are not recorded. With a batch id, only that batch: a turn's
 * after-answer work ending while the next turn has already opened its batch leaves that one open.
 */
export function endBatch(db: DB, batch?: number): void {
  if (!installed.has(db)) return;
  if (batch === undefined) db.prepare('DELETE FROM temp.world_cursor').run();
  else db.prepare('DELETE FROM temp.world_cursor WHERE batch_id = ?').run(batch);
}

/**
 * Runs a writer as one batch of its own (a command, an import, a sync), so `undo` reverts what it
 * did and never mistakes it for an older one. A batch that changed nothing is not kept.
 */
export function journaled<T>(db: DB, origin: Exclude<Origin, 'chat'>, at: string, fn: () => T): T {
  const batch = startBatch(db, origin, null, at);
  const close = () => {
    endBatch(db, batch);
    if (!db.prepare('SELECT 1 FROM world_changes WHERE batch_id = ? LIMIT 1').get(batch)) db.prepare('DELETE FROM world_batches WHERE id = ?').run(batch);
  };
  let result: T;
  try {
    result = fn();
  } catch (error) {
    close();
    throw error;
  }
  if (result instanceof Promise) return result.finally(close) as T;
  close();
  return result;
}

function parse(json: string | null): Record<string, unknown> | null {
  return json === null ? null : (JSON.parse(json) as Record<string, unknown>);
}

/** What changed of one row, from its first state to its last, said as an operation on the world. */
function opOf(tbl: string, first: Row, last: Row): ChangeOp | null {
  if (first.op === 'insert') return last.op === 'delete' ? null : 'add';
  if (last.op === 'delete') return 'delete';
  const before = parse(first.old)!;
  const after = parse(last.new)!;
  const changed = Object.keys(after).filter(k => !NOISE.has(k) && before[k] !== after[k]);
  if (!changed.length) return null;
  if ((tbl === 'events' || tbl === 'checkups' || tbl === 'tasks') && changed.includes('status')) {
    if (after.status === 'cancelled') return 'cancel';
    if (after.status === 'done') return 'done';
  }
  if (changed.some(k => k === 'date' || k === 'time' || k === 'due' || k === 'rrule')) return 'move';
  return 'update';
}

/** The batch's changes to the world, one per thing changed, in the order they were first made. */
export function batchChanges(db: DB, batchId: number): WorldChange[] {
  const rows = db.prepare('SELECT tbl, row_id, op, old, new FROM world_changes WHERE batch_id = ? ORDER BY id').all(batchId) as Row[];
  const byRow = new Map<string, Row[]>();
  for (const r of rows) {
    if (!(r.tbl in WATCHED)) continue; // an import's memories, a calendar account: not a change of the world
    const key = `${r.tbl}:${r.row_id}`;
    byRow.set(key, [...(byRow.get(key) ?? []), r]);
  }
  const out: WorldChange[] = [];
  const seen = new Set<string>();
  for (const list of byRow.values()) {
    const first = list[0]!;
    const last = list.at(-1)!;
    let op = opOf(first.tbl, first, last);
    if (!op) continue;
    let id = first.row_id;
    if (first.tbl === 'entity_aliases') {
      // A new alias is a change to its person, not a thing of its own.
      id = Number((parse(last.new) ?? parse(first.old))!.entity_id);
      op = 'update';
    }
    const what = WATCHED[first.tbl]!;
    const key = `${what}:${id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({op, what, id});
  }
  return out;
}

/**
 * The batch `undo` reverts: the latest one not undone yet that changed something or left a memory —
 * the last message, or a hand edit made after it. A question changed nothing and is skipped, and so
 * is a calendar sync (what the server said is not the user's to take back); run again, undo steps
 * further back, one message or edit at a time.
 */
export function lastBatch(db: DB): {id: number; messageId: number | null; origin: string} | null {
  const row = db
    .prepare(`SELECT b.id, b.message_id AS messageId, b.origin FROM world_batches b
      WHERE b.undone_at IS NULL AND b.origin != 'sync' AND (EXISTS (SELECT 1 FROM world_changes c WHERE c.batch_id = b.id)
        OR EXISTS (SELECT 1 FROM memories m WHERE m.source_message_id = b.message_id))
      ORDER BY b.id DESC LIMIT 1`)
    .get() as {id: number; messageId: number | null; origin: string} | undefined;
  return row ?? null;
}

/**
 * Columns a calendar sync sets on a row without changing what the row says (the UID it is linked
 * by): a row that differs only there is still the one the batch left.
 */
const BOOKKEEPING = new Set(['external_uid']);

/** Tables whose rows nothing else points at: one whose id was taken meanwhile comes back under a new id. */
const LEAVES = new Set(['events', 'tasks', 'checkups']);

/**
 * One row `undo` leaves as it is now, and why: `changed` since the batch (a sync, an edit no batch
 * recorded), `gone` (deleted since), or `taken` (its id now holds a newer row, which undo must not
 * overwrite — SQLite gives a deleted highest id to the next insert, and inserts that keep no
 * journal reuse it). Rows outside the world say what they are too: a memory an import added and
 * edited since, a conversation continued since, a calendar account synced since.
 */
export interface KeptRow {
  what: ChangeWhat | SideWhat;
  id: number;
  title: string;
  /** `synced`: changed since by a calendar sync (another device's edit, or the account's own sync), as its own batch recorded. */
  why: 'changed' | 'synced' | 'gone' | 'taken';
}

interface RevertPlan {
  /** Rows undo leaves alone: `tbl:row_id`. */
  skip: Set<string>;
  /** Deleted rows whose id is taken: they come back under a new id. */
  fresh: Map<string, Record<string, unknown>>;
  kept: KeptRow[];
}

function currentRow(db: DB, tbl: string, rowId: number): Record<string, unknown> | null {
  return (db.prepare(`SELECT * FROM "${tbl}" WHERE rowid = ?`).get(rowId) as Record<string, unknown> | undefined) ?? null;
}

/** Whether a row says what a journalled state said, noise and sync bookkeeping aside. */
function sameRow(now: Record<string, unknown>, then: Record<string, unknown>): boolean {
  return Object.keys(then).every(k => k === 'rowid' || NOISE.has(k) || BOOKKEEPING.has(k) || !(k in now) || now[k] === then[k]);
}

/** Whether a row outside the world still says what its fingerprint said: every column of it counts (a memory's importance too). */
function sameSide(now: Record<string, unknown>, then: Record<string, unknown>): boolean {
  return Object.keys(then).every(k => k === 'rowid' || !(k in now) || now[k] === then[k]);
}

/** What a kept row is called in the sentence that says so. */
function titleOf(row: Record<string, unknown>): string {
  const value = row.title ?? row.description ?? row.name ?? row.alias ?? row.relation ?? row.kind ?? row.content ?? row.key ?? row.item_key ?? '';
  return String(value).slice(0, 80);
}

/** The batch's rows, grouped by the row they touched (`tbl:row_id`), in the order they were made. */
function rowsByItem(rows: Row[]): Map<string, Row[]> {
  const byRow = new Map<string, Row[]>();
  for (const r of rows) {
    const key = `${r.tbl}:${r.row_id}`;
    byRow.set(key, [...(byRow.get(key) ?? []), r]);
  }
  return byRow;
}

/**
 * Compares each row a batch touched with the store as it is now: undo reverts a row only while it
 * is still as the batch left it, so a newer version (another device's edit brought by a sync, a
 * later insert that reused its id) is never overwritten.
 */
function planRevert(db: DB, batchId: number): RevertPlan {
  const rows = db.prepare('SELECT tbl, row_id, op, old, new FROM world_changes WHERE batch_id = ? ORDER BY id').all(batchId) as Row[];
  const byRow = rowsByItem(rows);
  const plan: RevertPlan = {skip: new Set(), fresh: new Map(), kept: []};
  planSide(db, rows, byRow, plan);
  for (const [key, list] of byRow) {
    const first = list[0]!;
    if (!(first.tbl in WATCHED)) continue;
    const last = list.at(-1)!;
    const before = parse(first.old);
    const after = last.op === 'delete' ? null : parse(last.new);
    const now = currentRow(db, first.tbl, first.row_id);
    const keep = (why: KeptRow['why'], row: Record<string, unknown>) => {
      plan.skip.add(key);
      plan.kept.push({what: WATCHED[first.tbl]!, id: first.row_id, title: titleOf(row), why});
    };
    if (!before && !after) {
      plan.skip.add(key); // made and removed by the batch itself: nothing to revert
    } else if (!after) {
      // The batch deleted it. Its id free: it comes back there. Taken by the same item (a
      // re-import brought it back): nothing to do. Taken by another: a new id, or left out.
      const uid = before!.external_uid;
      // The same calendar item (its UID) already back, under any id, counts as back.
      if (typeof uid === 'string' && db.prepare(`SELECT 1 FROM ${first.tbl} WHERE external_uid = ?`).get(uid) !== undefined) plan.skip.add(key);
      // A pet's name is its key: a newer pet of that name is not replaced.
      else if (first.tbl === 'pets' && db.prepare('SELECT 1 FROM pets WHERE name_key = ?').get(before!.name_key) !== undefined) keep('taken', before!);
      else if (!now) continue;
      else if (sameRow(now, before!)) plan.skip.add(key);
      else if (LEAVES.has(first.tbl)) {
        plan.skip.add(key);
        plan.fresh.set(key, before!);
      } else keep('taken', before!);
    } else if (!now) {
      // Gone since: a row the batch added needs no undoing; one it changed cannot be changed back.
      if (before) keep('gone', before);
      else plan.skip.add(key);
    } else if (!sameRow(now, after)) keep(syncedSince(db, batchId, first.tbl, first.row_id) ? 'synced' : 'changed', now);
  }
  return plan;
}

/**
 * The rows outside the world a batch recorded (`recordRows`). One it added goes only while it is
 * as the batch left it: a memory whose importance or text was changed since stays, a conversation
 * the user went on with stays (with the batch's messages in it), a calendar account synced since
 * stays. One it removed (an account and its links) comes back only where nothing newer stands:
 * an account of that id or name added since keeps its place, and a link to an item gone since is
 * not made again.
 */
function planSide(db: DB, rows: Row[], byRow: Map<string, Row[]>, plan: RevertPlan): void {
  const added = (tbl: string) => rows.filter(r => r.tbl === tbl && r.op === 'insert').map(r => r.row_id);
  const batchMessages = JSON.stringify(added('messages'));
  const continued = new Set<number>();
  const notBack = new Set<number>();
  const keep = (key: string, what: SideWhat, id: number, why: KeptRow['why'], row: Record<string, unknown>) => {
    plan.skip.add(key);
    plan.kept.push({what, id, title: titleOf(row), why});
  };
  // Accounts and conversations first: their links and messages follow them.
  const order = [...byRow].filter(([, list]) => !(list[0]!.tbl in WATCHED));
  order.sort(([a], [b]) => Number(/^(calendar_links|messages):/.test(a)) - Number(/^(calendar_links|messages):/.test(b)));
  for (const [key, list] of order) {
    const r = list[0]!;
    const what = sideOf(r.tbl).what;
    const now = currentRow(db, r.tbl, r.row_id);
    if (r.op === 'insert') {
      const after = parse(r.new)!;
      if (!now)
        plan.skip.add(key); // gone since: nothing to take back
      else if (r.tbl === 'messages' && continued.has(Number(now.conversation_id)))
        plan.skip.add(key); // stays with its conversation
      else if (!sameSide(now, after)) keep(key, what, r.row_id, r.tbl === 'calendar_accounts' && now.last_sync !== after.last_sync ? 'synced' : 'changed', now);
      else if (r.tbl === 'conversations' && db.prepare('SELECT 1 FROM messages WHERE conversation_id = ? AND id NOT IN (SELECT value FROM json_each(?)) LIMIT 1').get(r.row_id, batchMessages)) {
        continued.add(r.row_id);
        keep(key, what, r.row_id, 'changed', now);
      }
      continue;
    }
    const before = parse(r.old)!;
    if (r.tbl === 'calendar_accounts') {
      const named = db.prepare('SELECT 1 FROM calendar_accounts WHERE name = ?').get(before.name);
      if (now || named) {
        notBack.add(r.row_id);
        keep(key, what, r.row_id, 'taken', before);
      }
    } else if (r.tbl === 'calendar_links') {
      // Back only to an item still there, looked for in its own kind's table (a pet's visit is pet care, not an event).
      const item = LINKED_TABLE[String(before.item)];
      if (notBack.has(Number(before.account_id)) || !item || !db.prepare(`SELECT 1 FROM ${item} WHERE id = ?`).get(before.item_id)) plan.skip.add(key);
      else if (now) {
        plan.skip.add(key);
        plan.fresh.set(key, before);
      }
    } else if (now) keep(key, what, r.row_id, 'taken', before);
  }
}

/** Whether a calendar sync after the batch changed the row (its own batch says so). */
function syncedSince(db: DB, batchId: number, tbl: string, rowId: number): boolean {
  return (
    db.prepare(`SELECT 1 FROM world_changes c JOIN world_batches b ON b.id = c.batch_id WHERE b.origin = 'sync' AND b.id > ? AND c.tbl = ? AND c.row_id = ? LIMIT 1`).get(batchId, tbl, rowId) !==
    undefined
  );
}

/** The rows undoing the latest batch would leave as they are now, and why (see `KeptRow`). */
export function lastBatchKept(db: DB): KeptRow[] {
  const batch = lastBatch(db);
  return batch ? planRevert(db, batch.id).kept : [];
}

/** What reverting a batch did: its world changes (as the batch had said them), and outside the world. */
export interface Reverted {
  changes: WorldChange[];
  /** Rows outside the world taken back, by what they are (an import's memories, conversations…). */
  side: Partial<Record<SideWhat, number>>;
  /** Calendar accounts taken away (undo of `calendar add`) and brought back (undo of `calendar remove`, `needsPassword` when it had a user). */
  calendars: {removed: string[]; restored: Array<{name: string; needsPassword: boolean}>};
}

/**
 * Reverts a batch: rows it added go, rows it changed or removed come back as they were, newest
 * change first, in one transaction — each only while it is still as the batch left it (see
 * `planRevert`). Memories and summaries have search rows and vectors besides their row: `drop`
 * removes those (store/undo.ts), in the same transaction.
 */
export function revertBatch(db: DB, batchId: number, at: string, drop?: (table: 'memories' | 'memory_summaries', ids: number[]) => void): Reverted {
  const plan = planRevert(db, batchId);
  const keptKeys = new Set(plan.kept.map(k => `${k.what}:${k.id}`));
  const changes = batchChanges(db, batchId).filter(c => !keptKeys.has(`${c.what}:${c.id}`));
  const rows = db.prepare('SELECT tbl, row_id, op, old, new FROM world_changes WHERE batch_id = ? ORDER BY id DESC').all(batchId) as Row[];
  const out: Reverted = {changes, side: {}, calendars: {removed: [], restored: []}};
  const dropped = {memories: [] as number[], memory_summaries: [] as number[]};
  endBatch(db);
  writeTx(db, () => {
    // Rows come back in any order: foreign keys are checked once, at the end.
    db.pragma('defer_foreign_keys = ON');
    for (const r of rows) {
      if (plan.skip.has(`${r.tbl}:${r.row_id}`)) continue;
      if (!(r.tbl in WATCHED)) {
        const what = sideOf(r.tbl).what;
        out.side[what] = (out.side[what] ?? 0) + 1;
        if (r.op === 'insert') revertSideInsert(db, r, dropped, out);
        else restoreRow(db, r.tbl, parse(r.old)!, true) && r.tbl === 'calendar_accounts' && out.calendars.restored.push(restoredAccount(parse(r.old)!));
        continue;
      }
      if (r.op === 'insert') {
        db.prepare(`DELETE FROM ${r.tbl} WHERE rowid = ?`).run(r.row_id);
        continue;
      }
      const old = parse(r.old)!;
      const cols = Object.keys(old).filter(k => k !== 'rowid');
      if (r.op === 'update') {
        db.prepare(`UPDATE ${r.tbl} SET ${cols.map(c => `"${c}" = ?`).join(', ')} WHERE rowid = ?`).run(...cols.map(c => old[c] as never), r.row_id);
      } else restoreRow(db, r.tbl, old, true);
    }
    for (const [key, old] of plan.fresh) restoreRow(db, key.split(':')[0]!, old, false);
    if (dropped.memories.length) drop ? drop('memories', dropped.memories) : deleteByRowid(db, 'memories', dropped.memories);
    if (dropped.memory_summaries.length) drop ? drop('memory_summaries', dropped.memory_summaries) : deleteByRowid(db, 'memory_summaries', dropped.memory_summaries);
    db.prepare('UPDATE world_batches SET undone_at = ? WHERE id = ?').run(at, batchId);
  });
  return out;
}

const restoredAccount = (row: Record<string, unknown>) => ({name: String(row.name), needsPassword: row.username !== null && row.username !== undefined});

function deleteByRowid(db: DB, tbl: string, ids: number[]): void {
  db.prepare(`DELETE FROM "${tbl}" WHERE rowid IN (SELECT value FROM json_each(?))`).run(JSON.stringify(ids));
}

/** Takes away a row outside the world that the batch added: an account with its links and notes; memories and summaries by `drop`. */
function revertSideInsert(db: DB, r: Row, dropped: {memories: number[]; memory_summaries: number[]}, out: Reverted): void {
  if (r.tbl === 'memories' || r.tbl === 'memory_summaries') {
    dropped[r.tbl].push(r.row_id);
    return;
  }
  if (r.tbl === 'calendar_accounts') {
    const name = db.prepare('SELECT name FROM calendar_accounts WHERE rowid = ?').pluck().get(r.row_id) as string | undefined;
    if (name === undefined) return;
    db.prepare('DELETE FROM calendar_notes WHERE account = ?').run(name);
    db.prepare('DELETE FROM calendar_links WHERE account_id = ?').run(r.row_id);
    out.calendars.removed.push(name);
  }
  db.prepare(`DELETE FROM "${r.tbl}" WHERE rowid = ?`).run(r.row_id);
}

/**
 * Puts a removed row back: with its own id when `sameId` (the plan made sure it is free), else
 * under a new one. A plain INSERT, so nothing newer is ever replaced: a row whose other key a
 * newer row now holds (an alias of a person whose id was taken) stays out. Returns whether it came back.
 */
function restoreRow(db: DB, tbl: string, old: Record<string, unknown>, sameId: boolean): boolean {
  const cols = Object.keys(old).filter(k => k !== 'rowid' && (sameId || k !== 'id'));
  const [idCol, idVal] = sameId ? ['rowid, ', [old.rowid as never]] : ['', []];
  try {
    db.prepare(`INSERT INTO "${tbl}" (${idCol}${cols.map(c => `"${c}"`).join(', ')}) VALUES (${sameId ? '?, ' : ''}${cols.map(() => '?').join(', ')})`).run(
      ...idVal,
      ...cols.map(c => old[c] as never),
    );
    return true;
  } catch (error) {
    if (!/^SQLITE_CONSTRAINT_(PRIMARYKEY|UNIQUE)$/.test(String((error as {code?: string}).code))) throw error;
    return false;
  }
}

/** One writer's batch as `magis log` lists it: when, who, whether undone, and what it changed. */
export interface LoggedBatch {
  at: string;
  origin: string;
  undone: boolean;
  changes: WorldChange[];
  /** Rows outside the world it added, by what they are (an import's memories, conversations). */
  added: Partial<Record<SideWhat, number>>;
  /** Calendar accounts it added or removed, by name. */
  calendars: {added: string[]; removed: string[]};
}

/**
 * The latest batches of commands and other assistants (not the chat's messages, which `magis log`
 * lists as conversations, nor the syncs, which have their notes), newest first.
 */
export function recentBatches(db: DB, limit: number): LoggedBatch[] {
  const batches = db
    .prepare(`SELECT b.id, b.at, b.origin, b.undone_at IS NOT NULL AS undone FROM world_batches b
      WHERE b.origin IN ('cli', 'mcp') AND EXISTS (SELECT 1 FROM world_changes c WHERE c.batch_id = b.id) ORDER BY b.id DESC LIMIT ?`)
    .all(limit) as Array<{id: number; at: string; origin: string; undone: number}>;
  return batches.map(b => {
    const side = db
      .prepare(`SELECT tbl, op, count(*) AS n, group_concat(coalesce(json_extract(new, '$.name'), json_extract(old, '$.name')), char(10)) AS names
        FROM world_changes WHERE batch_id = ? AND tbl NOT IN (${Object.keys(WATCHED)
          .map(t => `'${t}'`)
          .join(', ')}) GROUP BY tbl, op`)
      .all(b.id) as Array<{tbl: string; op: string; n: number; names: string | null}>;
    const added: LoggedBatch['added'] = {};
    const calendars: LoggedBatch['calendars'] = {added: [], removed: []};
    for (const r of side) {
      if (r.tbl === 'calendar_accounts') calendars[r.op === 'insert' ? 'added' : 'removed'].push(...(r.names ?? '').split('\n').filter(Boolean));
      else if (r.op === 'insert' && SIDE[r.tbl] && !['history', 'message', 'calendar'].includes(SIDE[r.tbl]!.what)) added[SIDE[r.tbl]!.what] = (added[SIDE[r.tbl]!.what] ?? 0) + r.n;
    }
    return {at: b.at, origin: b.origin, undone: b.undone === 1, changes: batchChanges(db, b.id), added, calendars};
  });
}

/** Forgetting leaves no copy: the journal's rows go with it. */
export function clearJournal(db: DB): void {
  db.prepare('DELETE FROM world_changes').run();
  db.prepare('DELETE FROM world_batches').run();
}

/** A forgotten memory's traces in the journal: its message's batches and every row learned from it. */
export function forgetInJournal(db: DB, memoryId: number, messageId: number | null): void {
  // The batch stays as a marker (what `undo` already did stays done); its rows go.
  if (messageId !== null) db.prepare('DELETE FROM world_changes WHERE batch_id IN (SELECT id FROM world_batches WHERE message_id = ?)').run(messageId);
  db.prepare(`DELETE FROM world_changes WHERE json_extract(old, '$.source_memory_id') = ? OR json_extract(new, '$.source_memory_id') = ?`).run(memoryId, memoryId);
  // An import's record of the memory itself (its content's hash): nothing of it stays.
  db.prepare("DELETE FROM world_changes WHERE tbl = 'memories' AND row_id = ?").run(memoryId);
}
