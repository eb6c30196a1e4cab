/** Reads of the task list for direct answers ("quais são minhas tarefas?"). */
import type {TaskRecord} from '../domain/records.js';
import type {DB} from './db.js';

/** Open tasks: the ones with a due date first (soonest first), then the rest, oldest first. */
export function openTasks(db: DB): TaskRecord[] {
  return db
    .prepare(`SELECT id, description, status, due, created_at AS createdAt, done_at AS doneAt FROM tasks
      WHERE status = 'open' ORDER BY due IS NULL, due, id`)
    .all() as TaskRecord[];
}
