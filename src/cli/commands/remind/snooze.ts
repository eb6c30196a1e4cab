import type {Command} from 'commander';
import {parseDuration} from '../../../config/clock.js';
import {localDay} from '../../../time/day.js';
import {inUserLanguage, UsageError, showValue} from '../../../config/errors.js';
import {reminderPlan, snoozeItem} from '../../../reminders/index.js';
import {printJson, println} from '../../output.js';
import {cliLanguage, cliStrings} from '../../strings.js';
import {resolveItemArg} from './item-ref.js';
import {withParentFlags, withReminders} from './open.js';
import {addDays} from '../../../time/arithmetic.js';
import {clockText} from '../../../text/clock.js';
import {clockTime} from '../../../reminders/time-window.js';

interface Flags {
  json?: boolean;
  now?: string;
}

/**
 * The longest snooze: a year. Longer is no plan to be reminded (and 99999y wrote a date past year
 * 9999, which no export could carry and the reply printed as "6-/9-/1019").
 */
const MAX_SNOOZE_DAYS = 366;

/** `magis remind snooze N|ID [7d]`: hide one item (everywhere, cron included) until then. */
export async function run(id: string, duration: string | undefined, localFlags: Flags, cmd?: Command): Promise<void> {
  const flags = withParentFlags(localFlags, cmd);
  await withReminders(flags, {mustExist: false}, ctx => {
    const t = cliStrings();
    const {days} = parseDuration(duration ?? '7d', 'snooze duration');
    if (days <= 0) throw new UsageError(t.badSnooze(showValue(duration)));
    if (days > MAX_SNOOZE_DAYS) {
      throw new UsageError(
        inUserLanguage(
          `Adiamento longo demais ${showValue(duration)}: adie no máximo um ano (366d); para não ser mais lembrado, use "magis remind done".`,
          `Snooze too long ${showValue(duration)}: snooze for a year (366d) at most; to stop being reminded, use "magis remind done".`,
        ),
      );
    }
    const key = resolveItemArg(ctx, id.trim());
    const item = reminderPlan(ctx.db, ctx.now, {config: ctx.config, language: cliLanguage()}).candidates.find(c => c.id === key);
    if (!item) throw new UsageError(t.noReminder(showValue(key)));
    const until = addDays(ctx.now, days);
    snoozeItem(ctx.db, key, until);
    if (flags.json) return printJson({id: key, snoozedUntil: until.toISOString()});
    // The hour on the user's clock, as remind and agenda write it ("às 15h", "at 3 pm").
    println(t.snoozed(item.description ?? item.message, localDay(until), clockText(clockTime(until), cliLanguage())));
  });
}
