import {z} from 'zod';
import {agendaBetween} from '../../agenda/agenda.js';
import {parseDuration} from '../../config/clock.js';
import {inUserLanguage, UsageError} from '../../config/errors.js';
import type {AgendaItem} from '../../domain/records.js';
import {addDays} from '../../time/arithmetic.js';
import type {Store} from '../../store/store.js';
import {localDay} from '../../time/day.js';
import {dayArg} from './args.js';
import {READ_ONLY, defineTool} from './define.js';

/** A year is the most any question needs; it bounds what one call returns (a model may ask anything). */
const MAX_DAYS = 366;

/** What is coming from `from` (default today) through `within` ("7d", "2w"; default a week). */
export function agendaJson(store: Store, within = '7d', from = localDay(store.now)): AgendaItem[] {
  const days = Math.ceil(parseDuration(within, 'within').days);
  if (days > MAX_DAYS) throw new UsageError(inUserLanguage(`within ${within} é longo demais: no máximo ${MAX_DAYS} dias.`, `within ${within} is too long: at most ${MAX_DAYS} days.`));
  return agendaBetween(store.db, {from, to: addDays(from, days), now: store.now});
}

export const agendaTool = defineTool({
  name: 'agenda',
  title: 'Agenda',
  key: 'items',
  annotations: READ_ONLY,
  description: 'What is coming: scheduled checkups, events (recurrences expanded), birthdays, tasks due (and overdue), by date and time. From today unless `from` says another day.',
  input: {
    within: z
      .string()
      .trim()
      .regex(/^\d+\s*[hdwmy]$/i, 'use a duration like 7d, 2w or 1m')
      .optional()
      .describe('how far ahead, e.g. 7d, 2w, 1m (default 7d, at most a year)'),
    from: z.string().optional().describe('the first day, ISO (2026-12-01); default today'),
  },
  run: (store, a) => agendaJson(store, a.within, a.from === undefined ? undefined : dayArg(a.from, 'from')),
});
