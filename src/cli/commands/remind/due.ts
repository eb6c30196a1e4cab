import {fstatSync} from 'node:fs';
import {UsageError, inUserLanguage, showValue} from '../../../config/errors.js';
import {parseDuration, resolveNow} from '../../../config/clock.js';

import type {Appointment, CalendarEvent, DueItem} from '../../../reminders/index.js';
import {assignRefs, cachedDue, dueItems, formatDueLine, itemsToNotify, loadStates, markNotified, reminderPlan, word} from '../../../reminders/index.js';
import {printJson, println} from '../../print.js';
import {screenText} from '../../../text/screen.js';
import {withReminders, type RemindContext} from './open.js';
import {retentionStep} from './retention.js';
import {userLanguage} from '../../../store/user-language.js';
import {hasCalendarAccounts} from '../../../store/calendar-accounts.js';

/** Cron's look-ahead: ten years is already more than any reminder needs; 99999y is a typo or an attack. */
const MAX_WITHIN_DAYS = 3660;

interface Flags {
  json?: boolean;
  within?: string;
  notify?: boolean;
  ics?: string;
  all?: boolean;
  now?: string;
}

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
  const interactive = stdoutIsTerminal();
  // `--ics -`: the calendar is the output, so no lines (and nothing recorded as said).
  const calendarOut = flags.ics === '-';
  if (calendarOut && flags.json)
    throw new UsageError(inUserLanguage('--ics - já escreve na saída padrão: não dá para juntar com --json.', '--ics - already writes to standard output: it cannot be combined with --json.'));
  // Cron's run (no terminal, no --json) also syncs the calendars, when any was added.
  let syncCalendars = false;
  const result = await withReminders(flags, {mustExist: true}, async ctx => {
    syncCalendars = !interactive && !flags.json && !flags.ics && hasCalendarAccounts(ctx.db);
    const out = remindNow(ctx, {...flags, json: flags.json || calendarOut, withinDays}, interactive);
    if (flags.ics) {
      const language = userLanguage(ctx.db);
      const plan = reminderPlan(ctx.db, ctx.now, {config: ctx.config, language});
      // The calendar's descriptions are the printed lines' sentences, worded for this user.
      const described = word(out.items).map(i => ({...i, message: screenText(i.message)}));
      await writeCalendar(flags.ics, described, plan.appointments, ctx.now, plan.events);
    }
    return out;
  });
  const shown = result?.shown ?? [];
  if (flags.json) printJson(shown.map(i => publicItem(i, result!.refs.get(i.id) ?? null)));
  else if (!calendarOut) for (const item of shown) println(formatDueLine(item, result!.refs.get(item.id)));
  if (flags.notify && result?.notified.length) await sendNotification(result.notified);
  // Retention (config.json) rides on the cron run; without a `retention` setting it costs nothing.
  if (result) await retentionStep(result.config, flags);
  // After the reminders are out: a server that is down or slow never holds them back.
  if (syncCalendars) await (await import('./calendar-step.js')).calendarStep(flags);
  // No store yet: nothing is due, but the asked-for file still appears (an empty, valid calendar).
  if (flags.ics && !result) await writeCalendar(flags.ics, [], [], resolveNow(flags.now));
}

export interface RemindOutcome {
  /** What this run prints (plain) or lists (--json). */
  shown: DueItem[];
  /** Each printed item's short number (--json: the number it already has, if any). */
  refs: Map<string, number>;
  /** What --notify sends. */
  notified: DueItem[];
  /** Every due item (worded later; --ics words them). */
  items: DueItem[];
  config: Record<string, unknown>;
}

/**
 * One `magis remind` on an open store: what to print, recorded as printed unless --json. Without a
 * terminal (cron), an item is printed again only after 20 hours, a nag on its cadence
 * (src/reminders/notify-rule.ts); on a terminal, with --all and with --json, all due items show.
 */
export function remindNow({db, now, config}: RemindContext, flags: Flags & {withinDays: number}, interactive: boolean): RemindOutcome {
  const {withinDays} = flags;
  const states = loadStates(db);
  // Cron's usual run: nothing it has not said in 20 hours. When nothing the due list depends on
  // changed since the last full run, its ids say so without planning (src/reminders/due-cache.ts).
  if (!flags.json && !flags.all && !flags.ics && !interactive) {
    const ids = cachedDue(db, now, {config, withinDays});
    if (
      ids &&
      !itemsToNotify(
        ids.map(id => ({id})),
        states,
        now,
      ).length
    )
      return {shown: [], refs: new Map(), notified: [], items: [], config};
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
  // --json is for scripts and never changes what cron will say; printed lines and notifications do.
  const seen = new Set([...(flags.json ? [] : shown), ...notified].map(i => i.id));
  if (seen.size) markNotified(db, [...seen], now);
  const refs = flags.json
    ? new Map(items.flatMap(i => (states.get(i.id)?.ref != null ? [[i.id, states.get(i.id)!.ref!] as const] : [])))
    : shown.length
      ? assignRefs(
          db,
          shown.map(i => i.id),
          items.map(i => i.id),
          states,
          now,
        )
      : new Map<string, number>();
  return {shown, refs, notified, items, config};
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

/**
 * The contract's fields first, then ours (`ref`: the number its printed line carried, if any). Magis's
 * own sentences (the message and its hint) are worded as the printed line words them: a script shows
 * a Portugal user the same European Portuguese cron's line does.
 */
function publicItem(i: DueItem, ref: number | null) {
  const {person, kind, status, lastDate, dueDate, reason, message, id, ...rest} = i;
  const said = (text: string | null) => (text ? screenText(text) : text);
  return {person, kind, status, lastDate, dueDate, reason, message: screenText(message), id, ...rest, pattern: said(rest.pattern), preference: said(rest.preference), ref};
}

async function writeCalendar(file: string, items: DueItem[], appointments: Appointment[], now: Date, events: CalendarEvent[] = []): Promise<void> {
  const {buildCalendar} = await import('../../../reminders/ics.js');
  await writeFile(file, buildCalendar(items, appointments, now, events));
}

/** `-` is standard output (`magis remind --ics - > cal.ics`); a file goes through safe-write (src/store/safe-write.ts). */
async function writeFile(file: string, text: string): Promise<void> {
  if (file === '-') return void process.stdout.write(text);
  const {magisText, writeFileSafely} = await import('../../../store/safe-write.js');
  writeFileSafely(file, text, magisText, 'calendar');
}

async function sendNotification(items: DueItem[]): Promise<void> {
  const {notify} = await import('./notify.js');
  const problem = notify(items);
  if (problem) process.stderr.write(`magis: ${problem}\n`);
}
