/**
 * When an item is shown, so a cron job that runs every hour does not repeat itself. Pure.
 *
 * The rule (also in the README):
 * - an item snoozed until a later moment, or acknowledged, is hidden everywhere (plain, --json, chat);
 * - a plain `magis remind` whose output is not a terminal (cron, pipes, scripts) prints an item only
 *   if it was not printed in the last 20 hours, and records when it printed it — so an hourly cron
 *   says each thing about once a day until it is done or snoozed, and a run that was missed (machine
 *   asleep) simply catches up on the next one, because due-ness comes from the data, not from runs;
 * - on a terminal, with --json, with --all and in the chat, every due item is shown (a person asked);
 *   a terminal run records what it showed (the person saw it), --json never changes the state;
 * - a nag — a checkup to book, with no day of its own (a need, or an interval passed or coming) —
 *   backs off: cron says it the day it is first shown, again 3 days later, then weekly (NAG_DAYS),
 *   until it is booked, done or snoozed. Its id says whether an item is one, so cron's cached run
 *   (due-cache.ts), which holds ids only, applies the same rule.
 */
import {addDays, daysBetween} from '../time/arithmetic.js';
import {localDay} from '../time/day.js';
import type {DueItem} from './types.js';

export interface ReminderState {
  itemKey: string;
  lastNotified: string | null;
  snoozedUntil: string | null;
  acknowledgedAt: string | null;
  /** When a person was first shown it (the nag's cadence counts from its day). */
  firstNotified: string | null;
  /** The short number its printed line carries (`magis remind done 2`). */
  ref: number | null;
}

/** Days after the first notice on which a nag is said again: 3, then every 7. */
const NAG_DAYS = {first: 3, then: 7};

/** A checkup to book with no day of its own: "<kind>[-p<id>]-need|due-<YYYYMMDD>". */
export const isNag = (id: string) => /-(?:need|due)-\d{8}$/.test(id);

/** The first day of the nag's cadence (first, first+3, first+10, first+17…) after `day`. */
export function nextNagDay(first: string, day: string): string {
  const since = daysBetween(first, day);
  if (since < NAG_DAYS.first) return addDays(first, NAG_DAYS.first);
  const k = Math.floor((since - NAG_DAYS.first) / NAG_DAYS.then) + 1;
  return addDays(first, NAG_DAYS.first + k * NAG_DAYS.then);
}

/** A printed item is printed again by cron only after this long. */
const RENOTIFY_HOURS = 20;

function isQuiet(state: ReminderState | undefined, now: Date): boolean {
  if (!state) return false;
  if (state.acknowledgedAt) return true;
  return state.snoozedUntil !== null && new Date(state.snoozedUntil).getTime() > now.getTime();
}

/** Due items that are neither snoozed nor acknowledged. */
export function visibleItems<T extends Pick<DueItem, 'id'>>(items: T[], states: Map<string, ReminderState>, now: Date): T[] {
  return items.filter(i => !isQuiet(states.get(i.id), now));
}

/**
 * Of the visible items, those cron should print now: not printed in the last RENOTIFY_HOURS, and
 * a nag only on its cadence's days.
 */
export function itemsToNotify<T extends Pick<DueItem, 'id'>>(items: T[], states: Map<string, ReminderState>, now: Date): T[] {
  const since = now.getTime() - RENOTIFY_HOURS * 3_600_000;
  let today: string | undefined;
  return visibleItems(items, states, now).filter(i => {
    const state = states.get(i.id);
    const last = state?.lastNotified;
    // A "last notified" in the future (a clock moved back, a test's --now) does not silence forever.
    if (!last || new Date(last).getTime() > now.getTime()) return true;
    if (!isNag(i.id)) return new Date(last).getTime() <= since;
    today ??= localDay(now);
    return today >= nextNagDay(localDay(state.firstNotified ?? last), localDay(last));
  });
}
