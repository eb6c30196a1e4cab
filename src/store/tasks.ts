/**
 * Task rows for `magis tasks`, the chat's /tasks and the agenda: list, add, close. Learning tasks
 * from conversation stays in store/learn.ts.
 */
import type {TaskRecord} from '../domain/records.js';
import type {Context} from '../domain/types.js';
import type {DB} from './db.js';

/** Open tasks (and done ones with `all`): open first, soonest due first, then oldest. */
export function listTasks(db: DB, opts: {all?: boolean} = {}): TaskRecord[] {
  const rows = db
    .prepare(`SELECT t.id, t.description, t.status, t.due, t.created_at AS createdAt, t.done_at AS doneAt, e.name AS person FROM tasks t
      LEFT JOIN entities e ON e.id = t.entity_id
      ${opts.all ? '' : "WHERE t.status = 'open'"}
      ORDER BY t.status = 'done', t.due IS NULL, t.due, t.id`)
    .all() as (TaskRecord & {person: string | null})[];
  // Whose only when it is someone's: the user's own to-dos keep the contract's six fields.
  return rows.map(({person, ...t}) => (person ? {...t, person} : t));
}

/** Adds an open task typed by the user; returns it. */
export function addTask(db: DB, t: {description: string; due: string | null; at: string}): TaskRecord {
  const info = db.prepare("INSERT INTO tasks (description, status, due, entity_id, source_memory_id, created_at) VALUES (?, 'open', ?, NULL, NULL, ?)").run(t.description, t.due, t.at);
  return {id: Number(info.lastInsertRowid), description: t.description, status: 'open', due: t.due, createdAt: t.at, doneAt: null};
}

/** Closes an open task: 'closed', 'already' (it was done before) or 'missing' (no such task). */
export function closeTask(db: DB, id: number, at: string): 'closed' | 'already' | 'missing' {
  if (db.prepare("UPDATE tasks SET status = 'done', done_at = ? WHERE id = ? AND status = 'open'").run(at, id).changes) return 'closed';
  return db.prepare('SELECT 1 FROM tasks WHERE id = ?').get(id) ? 'already' : 'missing';
}

/** One task by id, or undefined. */
export function getTask(db: DB, id: number): TaskRecord | undefined {
  return db.prepare('SELECT id, description, status, due, created_at AS createdAt, done_at AS doneAt FROM tasks WHERE id = ?').get(id) as TaskRecord | undefined;
}

/** An open task with a due day, as the agenda reads it: whose, and in which context. */
export interface DatedTask {
  id: number;
  description: string;
  due: string;
  /** "user" or the person's name. */
  person: string;
  context: Context;
}

/** Open tasks that have a due day (the agenda shows those in its window and the overdue ones). */
export function datedOpenTasks(db: DB): DatedTask[] {
  return (
    db
      .prepare(`SELECT t.id, t.description, t.due, coalesce(e.name, 'user') AS person, coalesce(m.context, e.context, 'personal') AS context
      FROM tasks t LEFT JOIN entities e ON e.id = t.entity_id LEFT JOIN memories m ON m.id = t.source_memory_id
      WHERE t.status = 'open' AND t.due IS NOT NULL ORDER BY t.due, t.id`)
      .all() as DatedTask[]
  ).filter(t => /^\d{4}-\d{2}-\d{2}$/.test(t.due));
}
