/**
 * `/undo`: forget what the user's last message taught — the memories stored from it and what
 * learning made of them (people it created, relationships, checkups, tasks, a task it closed).
 * The message itself stays in the conversation log: it was said; it just no longer counts.
 */
import type {DB} from './db.js';
import {writeTx} from './db.js';
import {deleteMemories} from './memories.js';
import {type KeptRow, lastBatch, lastBatchKept, type Reverted, revertBatch, type WorldChange} from './journal.js';
import {indexMemories, keepIndexedWords} from './search-index.js';
import {deleteVector} from './vectors.js';

export interface Undone {
  /** The message whose lessons were forgotten; null when there was no user message. */
  message: string | null;
  memories: number;
  people: string[];
  links: number;
  checkups: number;
  /** Agenda events (meetings, classes, birthdays…) the message created. */
  events: number;
  tasks: number;
  /** Tasks the message had closed ("renovei a cnh"), open again. */
  reopened: number;
  /** Every change reverted, as `ask --json` had listed it. */
  changes: WorldChange[];
  /** Rows outside the world taken back with the batch: an import's memories, conversations… */
  side?: Reverted['side'];
  /** Calendar accounts an undone `calendar add` took away, or an undone `calendar remove` brought back. */
  calendars?: Reverted['calendars'];
  /** Pets the message introduced, by name ("1 pet (Rex)"), as `people` names the people. */
  pets?: string[];
  /** A pet's vet visits and vaccines the message added or changed, with whose they are ("a vacina do Rex"). */
  petCare?: Array<{pet: string; gender: 'female' | 'male' | null; kind: string}>;
  /** The ids of the memories a writer had added (`memories add`, MCP `remember`, an import), taken back. */
  memoryIds?: number[];
  /** What the batch changed that undo left as it is now, and why (a newer version is never overwritten). */
  kept?: KeptRow[];
}

const ids = (rows: unknown[]) => rows as number[];

/**
 * Reverts the latest batch of the world journal — what the last message (or hand edit) did: people
 * added, relationships, checkups and events added, moved or cancelled, tasks opened or closed — and
 * forgets the memories that message left. Stores from before the journal fall back to forgetting
 * the last message's memories and what was made from them.
 */
export function undoLastMessage(db: DB, at: string): Undone {
  const batch = lastBatch(db);
  if (!batch) {
    // Undone already, or a store from before the journal: the last message's memories, the old way.
    const journaled = db.prepare('SELECT 1 FROM world_batches LIMIT 1').get();
    return journaled ? undoByMemories(db, at, true) : undoByMemories(db, at);
  }
  const message = batch.messageId === null ? null : ((db.prepare('SELECT content FROM messages WHERE id = ?').pluck().get(batch.messageId) as string | undefined) ?? null);
  const added = db.prepare(`SELECT json_extract(new, '$.name') FROM world_changes WHERE batch_id = ? AND tbl = 'entities' AND op = 'insert'`).pluck().all(batch.id) as string[];
  // A pet and its care are named as a person is, read before the revert takes the pet away.
  const pets = db.prepare(`SELECT json_extract(new, '$.name') FROM world_changes WHERE batch_id = ? AND tbl = 'pets' AND op = 'insert'`).pluck().all(batch.id) as string[];
  const petCare = db
    .prepare(
      `SELECT p.name AS pet, p.gender, json_extract(coalesce(w.new, w.old), '$.kind') AS kind FROM world_changes w
        JOIN pets p ON p.id = json_extract(coalesce(w.new, w.old), '$.pet_id') WHERE w.batch_id = ? AND w.tbl = 'pet_care' GROUP BY w.row_id ORDER BY w.row_id`,
    )
    .all(batch.id) as NonNullable<Undone['petCare']>;
  const kept = lastBatchKept(db);
  const memoryIds: number[] = [];
  const {changes, side, calendars} = revertBatch(db, batch.id, at, (table, list) => {
    if (table === 'memories') memoryIds.push(...list);
    dropAdded(db, table, list);
  });
  const memories = batch.messageId === null ? [] : ids(db.prepare('SELECT id FROM memories WHERE source_message_id = ?').pluck().all(batch.messageId));
  const deleted = (memories.length ? deleteMemories(db, memories, at) : 0) + (side.memory ?? 0);
  const count = (what: WorldChange['what'], op?: WorldChange['op']) => changes.filter(c => c.what === what && (!op || c.op === op)).length;
  return {
    message,
    memories: deleted,
    people: added,
    pets,
    petCare,
    links: count('relationship'),
    checkups: count('checkup'),
    events: count('event'),
    tasks: count('task', 'add'),
    reopened: count('task', 'done'),
    changes,
    side,
    calendars,
    memoryIds,
    kept,
  };
}

/**
 * Takes away memories or weekly summaries an import added, with their search rows, vectors and
 * history, as if never imported. Not a forgetting (`deleteMemories`): the text came from a file
 * the user still has, and what quotes it elsewhere — the user's own messages — is theirs to keep.
 */
function dropAdded(db: DB, table: 'memories' | 'memory_summaries', list: number[]): void {
  const json = JSON.stringify(list);
  if (table === 'memory_summaries') {
    for (const id of list) {
      db.prepare('DELETE FROM summaries_fts WHERE rowid = ?').run(id);
      deleteVector(db, 'summaries_vec', id);
    }
    db.prepare('DELETE FROM memory_summaries WHERE id IN (SELECT value FROM json_each(?))').run(json);
    return;
  }
  const rows = db.prepare('SELECT id, content FROM memories WHERE id IN (SELECT value FROM json_each(?))').all(json) as Array<{id: number; content: string}>;
  for (const m of rows) {
    keepIndexedWords(db, m.id, m.content);
    deleteVector(db, 'memories_vec', m.id);
  }
  db.prepare('DELETE FROM memories WHERE id IN (SELECT value FROM json_each(?))').run(json);
  // The history of a memory that never came in: its "imported" line would tell a later memory of that id.
  db.prepare('DELETE FROM memory_history WHERE memory_id IN (SELECT value FROM json_each(?))').run(json);
  indexMemories(db, list);
}

/** Before the journal: forget the latest user message's memories and what learning made of them. */
function undoByMemories(db: DB, at: string, nothing = false): Undone {
  const last = db.prepare("SELECT id, content, created_at AS createdAt FROM messages WHERE role = 'user' ORDER BY id DESC LIMIT 1").get() as
    | {id: number; content: string; createdAt: string}
    | undefined;
  const none: Undone = {
    message: last?.content ?? null,
    memories: 0,
    people: [],
    links: 0,
    checkups: 0,
    events: 0,
    tasks: 0,
    reopened: 0,
    changes: [],
    side: {},
    calendars: {removed: [], restored: []},
  };
  if (!last || nothing) return none;
  const memories = ids(db.prepare('SELECT id FROM memories WHERE source_message_id = ?').pluck().all(last.id));
  if (memories.length === 0) return none;
  const list = JSON.stringify(memories);
  const result = writeTx(db, () => {
    const inList = 'IN (SELECT value FROM json_each(?))';
    // People first seen with this message and known from nothing else.
    const people = db
      .prepare(`SELECT e.id, e.name FROM entities e WHERE e.kind = 'person' AND e.first_seen >= ?
        AND NOT EXISTS (SELECT 1 FROM memory_entities me WHERE me.entity_id = e.id AND me.memory_id NOT ${inList})
        AND NOT EXISTS (SELECT 1 FROM checkups c WHERE c.entity_id = e.id AND (c.source_memory_id IS NULL OR c.source_memory_id NOT ${inList}))
        AND NOT EXISTS (SELECT 1 FROM events v WHERE v.entity_id = e.id AND (v.source_memory_id IS NULL OR v.source_memory_id NOT ${inList}))
        AND NOT EXISTS (SELECT 1 FROM relationships r WHERE (r.subject_id = e.id OR r.object_id = e.id) AND r.source_memory_id IS NOT NULL AND r.source_memory_id NOT ${inList})`)
      .all(last.createdAt, list, list, list, list) as Array<{id: number; name: string}>;
    const checkups = db.prepare(`DELETE FROM checkups WHERE source_memory_id ${inList}`).run(list).changes;
    const events = db.prepare(`DELETE FROM events WHERE source_memory_id ${inList}`).run(list).changes;
    const tasks = db.prepare(`DELETE FROM tasks WHERE source_memory_id ${inList}`).run(list).changes;
    // A "done" message closes an older task at the message's own time: open it again.
    const reopened = db.prepare("UPDATE tasks SET status = 'open', done_at = NULL WHERE status = 'done' AND done_at = ?").run(last.createdAt).changes;
    const links = db.prepare(`DELETE FROM relationships WHERE source_memory_id ${inList}`).run(list).changes;
    // Cascades take their aliases, remaining edges and memory links with them.
    const dropPerson = db.prepare('DELETE FROM entities WHERE id = ?');
    for (const p of people) dropPerson.run(p.id);
    return {people: people.map(p => p.name), checkups, events, tasks, reopened, links};
  });
  const deleted = deleteMemories(db, memories, at);
  return {message: last.content, memories: deleted, ...result, changes: [], side: {}, calendars: {removed: [], restored: []}};
}
