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
 *   a terminal run records what it showed (the person saw it), --json never changes the state.
 */
import type {DueItem} from './types.js';

export interface ReminderState {
  itemKey: string;
  lastNotified: string | null;
  snoozedUntil: string | null;
  acknowledgedAt: string | null;
}

/** A printed item is printed again by cron only after this long. */
export const RENOTIFY_HOURS = 20;

export function isQuiet(state: ReminderState | undefined, now: Date): boolean {
  if (!state) return false;
  if (state.acknowledgedAt) return true;
  return state.snoozedUntil !== null && new Date(state.snoozedUntil).getTime() > now.getTime();
}

/** Due items that are neither snoozed nor acknowledged. */
export function visibleItems<T extends Pick<DueItem, 'id'>>(items: T[], states: Map<string, ReminderState>, now: Date): T[] {
  return items.filter(i => !isQuiet(states.get(i.id), now));
}

/** Of the visible items, those cron should print now: not printed in the last RENOTIFY_HOURS. */
export function itemsToNotify<T extends Pick<DueItem, 'id'>>(items: T[], states: Map<string, ReminderState>, now: Date): T[] {
  const since = now.getTime() - RENOTIFY_HOURS * 3_600_000;
  return visibleItems(items, states, now).filter(i => {
    const last = states.get(i.id)?.lastNotified;
    // A "last notified" in the future (a clock moved back, a test's --now) does not silence forever.
    return !last || new Date(last).getTime() <= since || new Date(last).getTime() > now.getTime();
  });
}
