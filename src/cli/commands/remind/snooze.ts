import type {Command} from 'commander';
import {parseDuration} from '../../../config/clock.js';
import {localDay} from '../../../time/day.js';
import {UsageError, showValue} from '../../../config/errors.js';
import {reminderPlan, snoozeItem} from '../../../reminders/index.js';
import {printJson, println} from '../../output.js';
import {withParentFlags, withReminders} from './open.js';

interface Flags {json?: boolean; now?: string}

/** `magis remind snooze ID [7d]`: hide one item (everywhere, cron included) until then. */
export async function run(id: string, duration: string | undefined, localFlags: Flags, cmd?: Command): Promise<void> {
  const flags = withParentFlags(localFlags, cmd);
  const key = id.trim();
  const {days} = parseDuration(duration ?? '7d', 'snooze duration');
  if (days <= 0) throw new UsageError(`Invalid snooze duration ${showValue(duration)}: use a positive period like 12h, 7d or 2w.`);
  await withReminders(flags, {mustExist: false}, ({db, now, config}) => {
    const known = reminderPlan(db, now, {config}).candidates.some(c => c.id === key);
    if (!known) throw new UsageError(`No reminder ${showValue(key)}: see the ids with "magis remind --json".`);
    const until = new Date(now.getTime() + days * 86_400_000);
    snoozeItem(db, key, until);
    if (flags.json) printJson({id: key, snoozedUntil: until.toISOString()});
    else println(`Snoozed ${key} until ${localDay(until)} ${String(until.getHours()).padStart(2, '0')}:${String(until.getMinutes()).padStart(2, '0')}.`);
  });
}
