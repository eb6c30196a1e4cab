import {z} from 'zod';
import {inUserLanguage, UsageError} from '../../config/errors.js';
import {writeTx} from '../../store/db.js';
import {closeTask, getTask} from '../../store/tasks.js';
import {defineTool} from './define.js';

export const completeTaskTool = defineTool({
  name: 'complete_task',
  title: 'Complete a task',
  key: 'task',
  annotations: {readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false},
  description: 'Mark a task done (as `magis tasks done ID`). A task already done stays as it was (alreadyDone: true).',
  input: {id: z.number().int().positive().describe('the task id, as add_task or the agenda give it')},
  run: (store, a) => {
    const outcome = writeTx(store.db, () => closeTask(store.db, a.id, store.nowIso()));
    if (outcome === 'missing') throw new UsageError(inUserLanguage(`Nenhuma tarefa #${a.id}; a agenda e add_task dão os ids.`, `No task #${a.id}; the agenda and add_task give task ids.`));
    return {...getTask(store.db, a.id)!, alreadyDone: outcome === 'already'};
  },
});
