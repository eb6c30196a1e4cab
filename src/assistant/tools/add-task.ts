import {z} from 'zod';
import {writeTx} from '../../store/db.js';
import {addTask} from '../../store/tasks.js';
import {dayArg} from './args.js';
import {defineTool} from './define.js';

export const addTaskTool = defineTool({
  name: 'add_task',
  title: 'Add a task',
  key: 'task',
  annotations: {readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false},
  description: 'Add an open task for the user (as `magis tasks add`), optionally due on a day; it shows on the agenda and is reminded once overdue.',
  input: {
    text: z.string().trim().min(1, "give the task's text").max(1000),
    due: z.string().optional().describe('the day it is due, ISO (2026-12-01)'),
  },
  run: (store, a) => {
    const due = a.due === undefined ? null : dayArg(a.due, 'due');
    return writeTx(store.db, () => addTask(store.db, {description: a.text.replace(/\s+/g, ' '), due, at: store.nowIso()}));
  },
});
