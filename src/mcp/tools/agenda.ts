/** The agenda tools: what is coming (`magis agenda --json`) and what is due (`magis remind --json`). */
import {z} from 'zod';
import {agendaBetween} from '../../agenda/agenda.js';
import {parseDuration} from '../../config/clock.js';
import type {AgendaItem} from '../../domain/records.js';
import {dueItems} from '../../reminders/index.js';
import type {Store} from '../../store/store.js';
import {localDay} from '../../time/day.js';
import {addDays} from '../../reminders/dates.js';
import {READ_ONLY, defineTool} from './define.js';

/** What is coming from today through `within` ("7d", "2w"; default a week). */
export function agendaJson(store: Store, within = '7d'): AgendaItem[] {
  const days = Math.ceil(parseDuration(within, 'within').days);
  const from = localDay(store.now);
  return agendaBetween(store.db, {from, to: addDays(from, days), now: store.now});
}

export const agendaTool = defineTool({
  name: 'agenda', title: 'Agenda', key: 'items', annotations: READ_ONLY,
  description: 'What is coming from today: scheduled checkups, events (recurrences expanded), birthdays, tasks due (and overdue), by date and time.',
  input: {within: z.string().trim().regex(/^\d+\s*[hdwmy]$/i, 'use a duration like 7d, 2w or 1m').optional().describe('how far ahead, e.g. 7d, 2w, 1m (default 7d)')},
  run: (store, a) => agendaJson(store, a.within),
});

export const dueRemindersTool = defineTool({
  name: 'due_reminders', title: 'Due reminders', key: 'items', annotations: READ_ONLY,
  description: 'What is due now: checkups needed or past their interval, appointments today or tomorrow, overdue tasks (as `magis remind --json`). Marks nothing as notified: cron\'s state is cron\'s.',
  input: {},
  run: store => dueItems(store.db, store.now, {config: store.settings.config}),
});

export const agendaTools = [agendaTool, dueRemindersTool];
