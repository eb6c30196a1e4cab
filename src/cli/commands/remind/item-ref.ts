import {UsageError} from '../../../config/errors.js';
import {idsWithRef, reminderPlan} from '../../../reminders/index.js';
import {cliStrings} from '../../strings.js';
import type {RemindContext} from './open.js';

/**
 * What `remind done 2` / `remind snooze 2 7d` mean by "2": the item whose printed line carried
 * that number (reminder_state.ref), among what is planned now; the most recently shown when a
 * number was given again. Anything else (an id, a kind) is returned as typed.
 */
export function resolveItemArg({db, now, config}: RemindContext, arg: string): string {
  if (!/^\d{1,6}$/.test(arg)) return arg;
  const n = Number(arg);
  const planned = new Set(reminderPlan(db, now, {config}).candidates.map(c => c.id));
  const id = idsWithRef(db, n).find(i => planned.has(i));
  if (!id) throw new UsageError(cliStrings().noReminderNumber(n));
  return id;
}
