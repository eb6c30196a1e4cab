/**
 * Closing tasks from what the user says ("renovei a cnh hj"): the open tasks the matcher chooses
 * among, and the close itself. Listing and adding tasks for `magis tasks` live elsewhere.
 */
import {matchDoneTask, type DoneMatch, type OpenTask} from '../text/task-match.js';
import type {DB} from './db.js';

/** Open tasks, oldest first (a stable order for "which one?" lists). */
export function openTasks(db: DB): OpenTask[] {
  return db.prepare("SELECT id, description FROM tasks WHERE status = 'open' ORDER BY id").all() as OpenTask[];
}

/** Tasks by id, in the order given (the candidates of a pending "which one?"), open ones only. */
export function openTasksById(db: DB, ids: number[]): OpenTask[] {
  const open = new Map(openTasks(db).map(t => [t.id, t]));
  return ids.map(id => open.get(id)).filter((t): t is OpenTask => t !== undefined);
}

/** Tasks by id whatever their status, in the order given. */
export function tasksById(db: DB, ids: number[]): OpenTask[] {
  return ids.map(id => db.prepare('SELECT id, description FROM tasks WHERE id = ?').get(id) as OpenTask | undefined).filter((t): t is OpenTask => t !== undefined);
}

/** Marks a task done at `at`. Returns false when it was not open. */
export function closeTask(db: DB, id: number, at: string): boolean {
  return db.prepare("UPDATE tasks SET status = 'done', done_at = ? WHERE id = ? AND status = 'open'").run(at, id).changes > 0;
}

/** Matches a done statement against the open tasks and closes the one it names; returns the decision. */
export function closeMatchingTask(db: DB, done: string, at: string): DoneMatch {
  const decision = matchDoneTask(done, openTasks(db));
  if (decision.kind === 'close') closeTask(db, decision.id, at);
  return decision;
}

/** Records a task the conversation agreed on ("sim, me lembra amanhã"); returns its id. */
export function addAgreedTask(db: DB, t: {description: string; due: string | null; entityId: number | null; at: string}): number {
  return Number(db.prepare("INSERT INTO tasks (description, status, due, entity_id, created_at) VALUES (?, 'open', ?, ?, ?)").run(t.description, t.due, t.entityId, t.at).lastInsertRowid);
}

/** Sets when a task is due ("me lembra amanhã" after the task was said). */
export function setTaskDue(db: DB, id: number, due: string): void {
  db.prepare('UPDATE tasks SET due = ? WHERE id = ?').run(due, id);
}
