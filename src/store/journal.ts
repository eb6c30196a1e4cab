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

function install(db: DB): void {
  if (installed.has(db)) return;
  db.exec('CREATE TEMP TABLE IF NOT EXISTS world_cursor (batch_id INTEGER)');
  for (const table of Object.keys(WATCHED)) {
    const cols = columns(db, table);
    if (!cols.length) continue;
    const obj = (ref: 'NEW' | 'OLD') => `json_object('rowid', ${ref}.rowid, ${cols.map(c => `'${c}', ${ref}."${c}"`).join(', ')})`;
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
 * journal, `tasks add`, an .ics import, a sync, reuse it).
 */
export interface KeptRow {
  what: ChangeWhat;
  id: number;
  title: string;
  /** `synced`: changed since by a calendar sync (another device's edit), as its own batch recorded. */
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
  return (db.prepare(`SELECT * FROM ${tbl} WHERE rowid = ?`).get(rowId) as Record<string, unknown> | undefined) ?? null;
}

/** Whether a row says what a journalled state said, noise and sync bookkeeping aside. */
function sameRow(now: Record<string, unknown>, then: Record<string, unknown>): boolean {
  return Object.keys(then).every(k => k === 'rowid' || NOISE.has(k) || BOOKKEEPING.has(k) || !(k in now) || now[k] === then[k]);
}

/** What a kept row is called in the sentence that says so. */
function titleOf(row: Record<string, unknown>): string {
  const value = row.title ?? row.description ?? row.name ?? row.alias ?? row.relation ?? row.kind ?? row.key ?? '';
  return String(value).slice(0, 80);
}

/**
 * Compares each row a batch touched with the store as it is now: undo reverts a row only while it
 * is still as the batch left it, so a newer version (another device's edit brought by a sync, a
 * later insert that reused its id) is never overwritten.
 */
function planRevert(db: DB, batchId: number): RevertPlan {
  const rows = db.prepare('SELECT tbl, row_id, op, old, new FROM world_changes WHERE batch_id = ? ORDER BY id').all(batchId) as Row[];
  const byRow = new Map<string, Row[]>();
  for (const r of rows) {
    if (!(r.tbl in WATCHED)) continue;
    const key = `${r.tbl}:${r.row_id}`;
    byRow.set(key, [...(byRow.get(key) ?? []), r]);
  }
  const plan: RevertPlan = {skip: new Set(), fresh: new Map(), kept: []};
  for (const [key, list] of byRow) {
    const first = list[0]!;
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

/**
 * Reverts a batch: rows it added go, rows it changed or removed come back as they were, newest
 * change first, in one transaction — each only while it is still as the batch left it (see
 * `planRevert`). Returns what it reverted (as the batch had said it).
 */
export function revertBatch(db: DB, batchId: number, at: string): WorldChange[] {
  const plan = planRevert(db, batchId);
  const keptKeys = new Set(plan.kept.map(k => `${k.what}:${k.id}`));
  const changes = batchChanges(db, batchId).filter(c => !keptKeys.has(`${c.what}:${c.id}`));
  const rows = db.prepare('SELECT tbl, row_id, op, old, new FROM world_changes WHERE batch_id = ? ORDER BY id DESC').all(batchId) as Row[];
  endBatch(db);
  writeTx(db, () => {
    // Rows come back in any order: foreign keys are checked once, at the end.
    db.pragma('defer_foreign_keys = ON');
    for (const r of rows) {
      if (!(r.tbl in WATCHED) || plan.skip.has(`${r.tbl}:${r.row_id}`)) continue;
      if (r.op === 'insert') {
        db.prepare(`DELETE FROM ${r.tbl} WHERE rowid = ?`).run(r.row_id);
        continue;
      }
      const old = parse(r.old)!;
      const cols = Object.keys(old).filter(k => k !== 'rowid');
      if (r.op === 'update') {
        db.prepare(`UPDATE ${r.tbl} SET ${cols.map(c => `"${c}" = ?`).join(', ')} WHERE rowid = ?`).run(...cols.map(c => old[c] as never), r.row_id);
      } else {
        // A plain INSERT, so nothing newer is ever replaced: the plan made sure the id is free, and
        // a row whose other key a newer row now holds (an alias of a person whose id was taken) stays out.
        try {
          db.prepare(`INSERT INTO ${r.tbl} (rowid, ${cols.map(c => `"${c}"`).join(', ')}) VALUES (?, ${cols.map(() => '?').join(', ')})`).run(r.row_id, ...cols.map(c => old[c] as never));
        } catch (error) {
          if (!/^SQLITE_CONSTRAINT_(PRIMARYKEY|UNIQUE)$/.test(String((error as {code?: string}).code))) throw error;
        }
      }
    }
    for (const [key, old] of plan.fresh) {
      const tbl = key.split(':')[0]!;
      const cols = Object.keys(old).filter(k => k !== 'rowid' && k !== 'id');
      db.prepare(`INSERT INTO ${tbl} (${cols.map(c => `"${c}"`).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`).run(...cols.map(c => old[c] as never));
    }
    db.prepare('UPDATE world_batches SET undone_at = ? WHERE id = ?').run(at, batchId);
  });
  return changes;
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
}
