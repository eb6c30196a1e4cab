/**
 * Public API of reminders for the CLI and the chat. Loads no UI, LLM or calendar code, so
 * `magis remind` under cron starts fast.
 */
import type {DB} from '../store/db.js';
import {localDay} from '../time/day.js';
import {computeDue, DEFAULT_WITHIN_DAYS, planReminders, type Plan} from './due.js';
import {parseIntervalOverrides} from './intervals.js';
import {visibleItems, type ReminderState} from './notify-rule.js';
import {loadReminderInput, loadStates} from './store-io.js';
import type {DueItem, Language} from './types.js';

export type {Appointment, CalendarEvent, DueItem, DueReason} from './types.js';
export {DEFAULT_WITHIN_DAYS, isDue} from './due.js';
export {needOffer} from './messages.js';
export {itemsToNotify, RENOTIFY_HOURS, visibleItems} from './notify-rule.js';
export {acknowledgeItem, loadStates, markNotified, snoozeItem} from './store-io.js';
export {word} from './worded-later.js';
export {CHECKUP_KINDS, parseKind} from './kinds.js';
export {DEFAULT_INTERVALS, intervalMonths} from './intervals.js';

export interface DueOptions {
  /** Raw config.json (for `checkupIntervals`). */
  config?: Record<string, unknown>;
  /** Look this many days ahead (default 14). */
  withinDays?: number;
  /** Speak this language in every message (the chat's); else each item's own. */
  language?: Language;
  /** 'later': sentences left empty for the caller to `word()` what it shows (cron). Default 'now'. */
  words?: 'now' | 'later';
  /** The reminder states, when the caller has read them already. */
  states?: Map<string, ReminderState>;
}

/**
 * The due items at `now` — checkups needed, past their interval or booked for today/tomorrow,
 * and overdue tasks — minus what was snoozed or acknowledged. Used by `magis remind` and the
 * chat's greeting; cron's "not again within 20 hours" filter is applied by the caller.
 */
export function dueItems(db: DB, now: Date, opts: DueOptions = {}): DueItem[] {
  // One language for every item: the texts the records came from are not needed to choose it.
  const items = computeDue(loadReminderInput(db, {sourceText: !opts.language}), now, {
    withinDays: opts.withinDays ?? DEFAULT_WITHIN_DAYS,
    overrides: parseIntervalOverrides(opts.config ?? {}),
    language: opts.language,
    words: opts.words,
  });
  return visibleItems(items, opts.states ?? loadStates(db), now);
}

/** Every next reminder and upcoming appointment, due or not (snooze ids, calendar export). */
export function reminderPlan(db: DB, now: Date, opts: DueOptions = {}): Plan {
  return planReminders(loadReminderInput(db), now, {overrides: parseIntervalOverrides(opts.config ?? {}), language: opts.language});
}

/** One line for a due item: its sentence, then the habit (or stated preference) that helps to book it. */
export function formatDueLine(item: DueItem): string {
  const hint = item.pattern ?? item.preference;
  return hint ? `${item.message} ${hint}` : item.message;
}

/** The user's calendar day at `now` (YYYY-MM-DD). */
export const today = (now: Date) => localDay(now.toISOString());
