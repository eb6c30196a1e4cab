/**
 * What `magis stats` counts: memories by type, context and importance, the archive and its last
 * compression, people and the other entities by kind, checkups, events, tasks, memories learned
 * per week, messages and what was learned from them, LLM answers and fallbacks (from the assistant
 * messages' meta), the questions the assistant asked because it could not tell who or which, and
 * the store's size by part. Reads only; each figure is one aggregate query, so a 100k-memory store
 * answers in tens of milliseconds (bench/RESULTS.md).
 */
import {type CalendarNote, calendarNotes} from './calendar-accounts.js';
import type {DB} from './db.js';
import {localWeekStart} from '../time/day.js';

export interface Stats {
  memories: {
    active: number;
    archived: number;
    byType: Record<string, number>;
    byContext: Record<string, number>;
    /** "1".."10" → active memories of that importance (every level present, zeros included). */
    byImportance: Record<string, number>;
  };
  /** The weekly summaries compression made, and when it last ran (null: never). */
  compression: {summaries: number; last: {at: string; summaries: number; memories: number} | null};
  /** Entities by kind ('person', 'place', 'organization'). */
  entities: Record<string, number>;
  people: number;
  /** The user's animals (their own table), and their vet visits and vaccines by status. */
  pets: number;
  petCare: {needed: number; scheduled: number; done: number; cancelled: number};
  relationships: {open: number; closed: number};
  checkups: {needed: number; scheduled: number; done: number};
  events: {total: number; recurring: number; scheduled: number; done: number; cancelled: number};
  tasks: {open: number; done: number};
  /** Memories created per local ISO week (Monday), oldest first, the last `weeks` weeks, zeros included. */
  learnedPerWeek: Array<{week: string; memories: number}>;
  messages: {user: number; assistant: number; userMessagesLearnedFrom: number};
  llm: {
    /** Assistant turns that tried the LLM: answered by it, or fell back. */
    calls: number;
    answered: number;
    fallbacks: number;
    /** Why the LLM answer failed and the offline engine answered, most frequent first. */
    fallbackReasons: Array<{reason: string; count: number}>;
    models: Array<{model: string; count: number}>;
    /** Turns answered by the offline engine without trying an LLM. */
    offline: number;
  };
  /** Assistant turns that asked because it could not tell who ("Quem é Bento?") or which (task, or booking to move or cancel). */
  asked: {who: number; which: number; turns: number};
  storage: {bytes: number; pageSize: number; parts: Array<{name: string; bytes: number}>};
  /**
   * The calendar sync: accounts, the changes a sync dropped because the other side changed the same
   * thing (kept as notes, the latest with what was kept), and the accounts waiting for their password
   * on this device. Absent on a store without the calendar's tables.
   */
  calendar?: {accounts: number; conflicts: number; waitingForLogin: string[]; latest: CalendarNote[]};
}

const count = (db: DB, sql: string, ...args: unknown[]) =>
  (db
    .prepare(sql)
    .pluck()
    .get(...args) as number | null) ?? 0;

/** Every figure; `weekStarts` are the Mondays (local YYYY-MM-DD) of the weeks to count learning in, oldest first. */
export function readStats(db: DB, weekStarts: string[], weekFromInstant: string): Stats {
  const byType: Record<string, number> = {};
  const byContext: Record<string, number> = {};
  const byImportance: Record<string, number> = Object.fromEntries(Array.from({length: 10}, (_, i) => [String(i + 1), 0]));
  let active = 0;
  let archived = 0;
  // One pass over the memories for all three breakdowns.
  const rows = db
    .prepare(`SELECT type, context, importance, archived_in IS NOT NULL AS archived, count(*) AS n
      FROM memories GROUP BY type, context, importance, archived_in IS NOT NULL`)
    .all() as Array<{type: string; context: string; importance: number; archived: number; n: number}>;
  for (const r of rows) {
    if (r.archived) {
      archived += r.n;
      continue;
    }
    active += r.n;
    byType[r.type] = (byType[r.type] ?? 0) + r.n;
    byContext[r.context] = (byContext[r.context] ?? 0) + r.n;
    byImportance[String(r.importance)] = (byImportance[String(r.importance)] ?? 0) + r.n;
  }

  const lastAt = db.prepare('SELECT max(created_at) FROM memory_summaries').pluck().get() as string | null;
  const compression = {
    summaries: count(db, 'SELECT count(*) FROM memory_summaries'),
    last: lastAt
      ? {
          at: lastAt,
          summaries: count(db, 'SELECT count(*) FROM memory_summaries WHERE created_at = ?', lastAt),
          memories: count(db, 'SELECT sum(memory_count) FROM memory_summaries WHERE created_at = ?', lastAt),
        }
      : null,
  };

  const entities = Object.fromEntries((db.prepare('SELECT kind, count(*) AS n FROM entities GROUP BY kind ORDER BY kind').all() as Array<{kind: string; n: number}>).map(r => [r.kind, r.n]));
  const checkups = {needed: 0, scheduled: 0, done: 0};
  for (const r of db.prepare('SELECT status, count(*) AS n FROM checkups GROUP BY status').all() as Array<{status: keyof typeof checkups; n: number}>) checkups[r.status] = r.n;
  const events = {total: 0, recurring: count(db, 'SELECT count(*) FROM events WHERE rrule IS NOT NULL'), scheduled: 0, done: 0, cancelled: 0};
  for (const r of db.prepare('SELECT status, count(*) AS n FROM events GROUP BY status').all() as Array<{status: 'scheduled' | 'done' | 'cancelled'; n: number}>) {
    events[r.status] = r.n;
    events.total += r.n;
  }
  const petCare = {needed: 0, scheduled: 0, done: 0, cancelled: 0};
  for (const r of db.prepare('SELECT status, count(*) AS n FROM pet_care GROUP BY status').all() as Array<{status: keyof typeof petCare; n: number}>) petCare[r.status] = r.n;
  const tasks = {open: 0, done: 0};
  for (const r of db.prepare('SELECT status, count(*) AS n FROM tasks GROUP BY status').all() as Array<{status: 'open' | 'done'; n: number}>) tasks[r.status] = r.n;

  // The local week of each recent memory in JavaScript: SQLite's 'localtime' looks the zone up per
  // row, twice the cost of the whole query at 100k (51 -> 26 ms).
  const perWeek = new Map<string, number>();
  for (const at of db.prepare('SELECT created_at FROM memories WHERE created_at >= ?').pluck().all(weekFromInstant) as string[]) {
    const week = localWeekStart(at);
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }

  const messages = {
    user: count(db, "SELECT count(*) FROM messages WHERE role = 'user'"),
    assistant: count(db, "SELECT count(*) FROM messages WHERE role = 'assistant'"),
    userMessagesLearnedFrom: count(db, 'SELECT count(DISTINCT source_message_id) FROM memories WHERE source_message_id IS NOT NULL'),
  };

  // Meta is JSON written by the assistant turn; anything unreadable counts as no meta.
  const meta = "CASE WHEN json_valid(meta) THEN meta ELSE '{}' END";
  const turns = db
    .prepare(`SELECT json_extract(${meta}, '$.engine') AS engine, json_extract(${meta}, '$.model') AS model,
        json_extract(${meta}, '$.fallback') AS fallback, count(*) AS n
      FROM messages WHERE role = 'assistant' GROUP BY 1, 2, 3`)
    .all() as Array<{engine: string | null; model: string | null; fallback: string | null; n: number}>;
  const reasons = new Map<string, number>();
  const models = new Map<string, number>();
  let answered = 0;
  let offline = 0;
  for (const t of turns) {
    if (t.engine === 'llm') {
      answered += t.n;
      const m = t.model ?? 'unknown';
      models.set(m, (models.get(m) ?? 0) + t.n);
    } else if (t.fallback !== null) {
      reasons.set(t.fallback, (reasons.get(t.fallback) ?? 0) + t.n);
    } else {
      offline += t.n;
    }
  }
  const fallbacks = [...reasons.values()].reduce((a, b) => a + b, 0);
  const sorted = <K extends string>(m: Map<string, number>, key: K) =>
    [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k, n]) => ({[key]: k, count: n}) as {[P in K]: string} & {count: number});

  const asked = db
    .prepare(`SELECT
        count(DISTINCT CASE WHEN json_extract(p.value, '$.kind') = 'who' THEN m.id END) AS who,
        count(DISTINCT CASE WHEN json_extract(p.value, '$.kind') IN ('which-task', 'which-item') THEN m.id END) AS which,
        count(DISTINCT CASE WHEN json_extract(p.value, '$.kind') IN ('who', 'which-task', 'which-item') THEN m.id END) AS turns
      FROM messages m, json_each(CASE WHEN json_valid(m.meta) AND json_type(m.meta, '$.pending') = 'array' THEN m.meta ELSE '{"pending":[]}' END, '$.pending') p
      WHERE m.role = 'assistant' AND m.meta LIKE '%pending%'`)
    .get() as Stats['asked'];

  return {
    memories: {active, archived, byType, byContext, byImportance},
    compression,
    entities,
    people: entities.person ?? 0,
    pets: count(db, 'SELECT count(*) FROM pets'),
    petCare,
    relationships: {open: count(db, 'SELECT count(*) FROM relationships WHERE valid_to IS NULL'), closed: count(db, 'SELECT count(*) FROM relationships WHERE valid_to IS NOT NULL')},
    checkups,
    events,
    tasks,
    learnedPerWeek: weekStarts.map(week => ({week, memories: perWeek.get(week) ?? 0})),
    messages,
    llm: {calls: answered + fallbacks, answered, fallbacks, fallbackReasons: sorted(reasons, 'reason'), models: sorted(models, 'model'), offline},
    asked,
    storage: storageParts(db),
    ...calendarStats(db),
  };
}

/** How many notes of the latest `stats` lists. */
const LATEST_NOTES = 3;

function calendarStats(db: DB): Pick<Stats, 'calendar'> {
  try {
    return {
      calendar: {
        accounts: count(db, 'SELECT count(*) FROM calendar_accounts'),
        conflicts: count(db, "SELECT count(*) FROM calendar_notes WHERE kind = 'conflict'"),
        waitingForLogin: db
          .prepare("SELECT DISTINCT n.account FROM calendar_notes n JOIN calendar_accounts a ON a.name = n.account WHERE n.kind = 'login' ORDER BY n.account")
          .pluck()
          .all() as string[],
        latest: calendarNotes(db, LATEST_NOTES).filter(n => n.kind === 'conflict'),
      },
    };
  } catch {
    return {}; // a store from before migration 019
  }
}

/**
 * The database's size and what takes it, without rewriting the file (diskUsage VACUUMs for the
 * benchmark; a status command must not): bytes per table, its indexes and FTS5/vec0 shadow tables
 * counted under the table they serve, largest first.
 */
function storageParts(db: DB): Stats['storage'] {
  const pageSize = db.pragma('page_size', {simple: true}) as number;
  const pages = db.pragma('page_count', {simple: true}) as number;
  // dbstat's aggregate mode (one row per table or index) is ~3× faster than summing its page rows.
  const owners = new Map((db.prepare('SELECT name, tbl_name FROM sqlite_master').all() as Array<{name: string; tbl_name: string}>).map(r => [r.name, r.tbl_name]));
  const rows = db.prepare('SELECT name, pgsize AS bytes FROM dbstat WHERE aggregate = TRUE').all() as Array<{name: string; bytes: number}>;
  const byTable = new Map<string, number>();
  for (const r of rows) {
    const table = shadowOwner(owners.get(r.name) ?? r.name);
    byTable.set(table, (byTable.get(table) ?? 0) + r.bytes);
  }
  const parts = [...byTable].map(([name, bytes]) => ({name, bytes})).sort((a, b) => b.bytes - a.bytes);
  return {bytes: pageSize * pages, pageSize, parts};
}

/** FTS5 and vec0 keep their data in shadow tables ("memories_fts_data", "memories_vec_chunks"): counted under the index they are. */
function shadowOwner(table: string): string {
  const m = /^(.+?_(?:fts|vec))(?:_\w+)?$/.exec(table);
  return m ? m[1]! : table;
}
