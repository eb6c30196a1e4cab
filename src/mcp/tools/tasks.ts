/** The task tools: `magis tasks add` and `magis tasks done`. */
import {z} from 'zod';
import {inUserLanguage, UsageError} from '../../config/errors.js';
import {writeTx} from '../../store/db.js';
import {addTask, closeTask, getTask} from '../../store/tasks.js';
import {dayArg} from './args.js';
import {defineTool} from './define.js';

export const addTaskTool = defineTool({
  name: 'add_task', title: 'Add a task', key: 'task',
  annotations: {readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false},
  description: 'Add an open task for the user (as `magis tasks add`), optionally due on a day; it shows on the agenda and is reminded once overdue.',
  input: {
    text: z.string().trim().min(1, 'give the task\'s text').max(1000),
    due: z.string().optional().describe('the day it is due, ISO (2026-12-01)'),
  },
  run: (store, a) => {
    const due = a.due === undefined ? null : dayArg(a.due, 'due');
    return writeTx(store.db, () => addTask(store.db, {description: a.text.replace(/\s+/g, ' '), due, at: store.nowIso()}));
  },
});

export const completeTaskTool = defineTool({
  name: 'complete_task', title: 'Complete a task', key: 'task',
  annotations: {readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false},
  description: 'Mark a task done (as `magis tasks done ID`). A task already done stays as it was (alreadyDone: true).',
  input: {id: z.number().int().positive().describe('the task id, as add_task or the agenda give it')},
  run: (store, a) => {
    const outcome = writeTx(store.db, () => closeTask(store.db, a.id, store.nowIso()));
    if (outcome === 'missing') throw new UsageError(inUserLanguage(`Nenhuma tarefa #${a.id}; a agenda e add_task dão os ids.`, `No task #${a.id}; the agenda and add_task give task ids.`));
    return {...getTask(store.db, a.id)!, alreadyDone: outcome === 'already'};
  },
});

export const taskTools = [addTaskTool, completeTaskTool];
