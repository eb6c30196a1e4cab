import {fstatSync} from 'node:fs';
import {parseDuration, resolveNow} from '../../../config/clock.js';
import {UsageError, showValue} from '../../../config/errors.js';

const MAX_WITHIN_DAYS = 3660;
import type {Appointment, CalendarEvent, DueItem} from '../../../reminders/index.js';
import {cachedDue, dueItems, formatDueLine, itemsToNotify, loadStates, markNotified, reminderPlan, word} from '../../../reminders/index.js';
import {printJson, println} from '../../print.js';
import {withReminders} from './open.js';
import {retentionStep} from './retention.js';
import {userLanguage} from '../../../store/user-language.js';

interface Flags {json?: boolean; within?: string; notify?: boolean; ics?: string; all?: boolean; now?: string}

/**
 * `magis remind`: what is due. Made for cron — no network, no terminal, no key; silent with exit 0
 * when nothing is due. Without a terminal (cron), an item is printed again only after 20 hours
 * (see src/reminders/notify-rule.ts); on a terminal, with --all and with --json, all due items show.
 */
export async function run(flags: Flags): Promise<void> {
  const within = parseDuration(flags.within ?? '14d', '--within').days;
  // Cron's look-ahead: ten years is already more than any reminder needs; 99999y is a typo or an attack.
  if (within > MAX_WITHIN_DAYS) throw new UsageError(`Invalid --within ${showValue(flags.within)}: look at most 10 years (3660d) ahead.`);
  const withinDays = Math.ceil(within);
  const result = await withReminders(flags, {mustExist: true}, async ({db, now, config}) => {
    const states = loadStates(db);
    const interactive = stdoutIsTerminal();
    // Cron's usual run: nothing it has not said in 20 hours. When nothing the due list depends on
    // changed since the last full run, its ids say so without planning (src/reminders/due-cache.ts).
    if (!flags.json && !flags.all && !flags.ics && !interactive) {
      const ids = cachedDue(db, now, {config, withinDays});
      if (ids && !itemsToNotify(ids.map(id => ({id})), states, now).length) return {shown: [], notified: [], config};
    }
    // One language per user (issue #13): every item speaks it, whatever message it came from.
    // Worded only once we know what is shown: most cron runs show nothing. --json runs leave the
    // store as it was, the due cache included.
    const items = dueItems(db, now, {config, withinDays, language: userLanguage(db), words: 'later', states, cache: !flags.json});
    const fresh = itemsToNotify(items, states, now);
    const shown = flags.json ? items : flags.all || interactive ? items : fresh;
    const notified = flags.notify ? (flags.json ? fresh : shown) : [];
    word(shown);
    word(notified);
    if (flags.ics) {
      const plan = reminderPlan(db, now, {config});
      await writeCalendar(flags.ics, word(items), plan.appointments, now, plan.events);
    }
    // --json is for scripts and never changes what cron will say; printed lines and notifications do.
    const seen = new Set([...(flags.json ? [] : shown), ...notified].map(i => i.id));
    if (seen.size) markNotified(db, [...seen], now);
    return {shown, notified, config};
  });
  const shown = result?.shown ?? [];
  if (flags.json) printJson(shown.map(publicItem));
  else if (shown.length) {
    // chalk only when there is a line to style: most cron runs print nothing.
    const {dim} = await import('../../output.js');
    for (const item of shown) println(`${formatDueLine(item)} ${dim(`[${item.id}]`)}`);
  }
  if (flags.notify && result?.notified.length) await sendNotification(result.notified);
  // Retention (config.json) rides on the cron run; without a `retention` setting it costs nothing.
  if (result) await retentionStep(result.config, flags);
  // No store yet: nothing is due, but the asked-for file still appears (an empty, valid calendar).
  if (flags.ics && !result) await writeCalendar(flags.ics, [], [], resolveNow(flags.now));
}

/**
 * process.stdout.isTTY without creating process.stdout when it cannot be a terminal: a terminal is
 * a character device, and cron's pipe or file is not (creating the stream of a pipe costs ~2 ms
 * of a run that usually prints nothing).
 */
function stdoutIsTerminal(): boolean {
  try {
    if (!fstatSync(1).isCharacterDevice()) return false;
  } catch {
    return false; // no standard output at all
  }
  return Boolean(process.stdout.isTTY);
}

/** The contract's fields first, then ours. */
function publicItem(i: DueItem) {
  const {person, kind, status, lastDate, dueDate, reason, message, id, ...rest} = i;
  return {person, kind, status, lastDate, dueDate, reason, message, id, ...rest};
}

async function writeCalendar(file: string, items: DueItem[], appointments: Appointment[], now: Date, events: CalendarEvent[] = []): Promise<void> {
  const {buildCalendar} = await import('../../../reminders/ics.js');
  await writeFile(file, buildCalendar(items, appointments, now, events));
}

async function writeFile(file: string, text: string): Promise<void> {
  const {magisText, writeFileSafely} = await import('../../../store/safe-write.js');
  writeFileSafely(file, text, magisText, 'calendar');
}

async function sendNotification(items: DueItem[]): Promise<void> {
  const {notify} = await import('./notify.js');
  const problem = notify(items);
  if (problem) process.stderr.write(`magis: ${problem}\n`);
}
