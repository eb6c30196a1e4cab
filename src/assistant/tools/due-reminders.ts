import {dueItems} from '../../reminders/index.js';
import {READ_ONLY, defineTool} from './define.js';

export const dueRemindersTool = defineTool({
  name: 'due_reminders',
  title: 'Due reminders',
  key: 'items',
  annotations: READ_ONLY,
  description: "What is due now: checkups needed or past their interval, appointments today or tomorrow, overdue tasks (as `magis remind --json`). Marks nothing as notified: cron's state is cron's.",
  input: {},
  run: store => dueItems(store.db, store.now, {config: store.settings.config}),
});
