/**
 * Public API of reminders for the CLI and the chat. Loads no UI, LLM or calendar code, so
 * `magis remind` under cron starts fast.
 */
import type {DB} from '../store/db.js';
import {userLanguage} from '../store/user-language.js';
import {localDay} from '../time/day.js';
import {cachedDueIds, dueCacheKey, type DueCache} from './due-cache.js';
import {DEFAULT_WITHIN_DAYS, dueWithWindow, planReminders, type Plan} from './due.js';
import {parseIntervalOverrides, type IntervalOverrides} from './intervals.js';
import {clockTime} from './time-window.js';
import {isNag, visibleItems, type ReminderState} from './notify-rule.js';
import {silenceHint} from './messages.js';
import {codeIdentity, loadReminderInput, loadStates, readDueCache, writeDueCache} from './store-io.js';
import type {DueItem, Language} from './types.js';

export type {Appointment, CalendarEvent, DueItem} from './types.js';
export {itemsToNotify} from './notify-rule.js';
export {acknowledgeItem, assignRefs, idsWithRef, loadStates, markNotified, snoozeItem} from './store-io.js';
export {word} from './worded-later.js';
export {parseKind} from './kinds.js';

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
  /** Record the due ids for cron's next run (`cachedDue`). */
  cache?: boolean;
}

/**
 * The due items at `now` — checkups needed, past their interval or booked for today/tomorrow,
 * and overdue tasks — minus what was snoozed or acknowledged. Used by `magis remind` and the
 * chat's greeting; cron's "not again within 20 hours" filter is applied by the caller.
 */
export function dueItems(db: DB, now: Date, opts: DueOptions = {}): DueItem[] {
  const withinDays = opts.withinDays ?? DEFAULT_WITHIN_DAYS;
  const overrides = parseIntervalOverrides(opts.config ?? {});
  // The counter before the data: a change made meanwhile leaves the cache behind it, never ahead.
  const cached = opts.cache ? readDueCache(db) : null;
  // One language for every item, the user's, and their one clock: a caller that names no language
  // (another assistant over MCP) reads the sentences the user's agenda and cron would show them.
  const language = opts.language ?? userLanguage(db);
  const {items, window} = dueWithWindow(loadReminderInput(db, {sourceText: false}), now, {withinDays, overrides, language, words: opts.words});
  if (cached) {
    const next: DueCache = {key: cacheKey(cached.inputs, now, withinDays, overrides), ids: items.map(i => i.id), ...window};
    if (JSON.stringify(next) !== JSON.stringify(cached.cache)) writeDueCache(db, next);
  }
  return visibleItems(items, opts.states ?? loadStates(db), now);
}

/**
 * The ids due at `now` (snoozed and acknowledged ones included) as the last full run with the same
 * inputs, day, settings and code found them; null when anything they depend on changed since.
 * For cron's usual run, which prints only what it has not said in 20 hours (src/reminders/due-cache.ts).
 */
export function cachedDue(db: DB, now: Date, opts: Pick<DueOptions, 'config' | 'withinDays'> = {}): string[] | null {
  const {inputs, cache} = readDueCache(db);
  return cachedDueIds(cache, cacheKey(inputs, now, opts.withinDays ?? DEFAULT_WITHIN_DAYS, parseIntervalOverrides(opts.config ?? {})), clockTime(now));
}

const cacheKey = (inputs: string, now: Date, withinDays: number, overrides: IntervalOverrides) =>
  dueCacheKey({inputs, today: localDay(now), zone: `${process.env.TZ ?? ''}|${now.getTimezoneOffset()}`, withinDays, overrides, code: codeIdentity()});

/** Every next reminder and upcoming appointment, due or not (snooze ids, calendar export). */
export function reminderPlan(db: DB, now: Date, opts: DueOptions = {}): Plan {
  return planReminders(loadReminderInput(db), now, {overrides: parseIntervalOverrides(opts.config ?? {}), language: opts.language});
}

/**
 * One line for a due item: its sentence, then the habit (or stated preference) that helps to book
 * it. With the short number the user can type (`magis remind done 2`), the line starts with it,
 * and a nag says how to silence it.
 */
export function formatDueLine(item: DueItem, ref?: number): string {
  const hint = item.pattern ?? item.preference;
  const text = hint ? `${item.message} ${hint}` : item.message;
  if (ref === undefined) return text;
  return `${ref}. ${text}${isNag(item.id) ? ` ${silenceHint(ref, item.language)}` : ''}`;
}
