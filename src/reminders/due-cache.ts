/**
 * Cron's hourly `magis remind` usually has nothing new to say: what is due changes when the data
 * or the day does, and cron prints an item only once in 20 hours. So a full run records the ids it
 * found due with what they depend on, and the next silent run, when none of that changed, checks
 * those ids against the reminder state without loading or planning anything — about half of its
 * start-up (bench/RESULTS.md, "Start-up, third pass"). Anything to print takes the full road. Pure.
 *
 * What the due list depends on, all in the key or the window:
 * - the rules' inputs: people, checkups, events and tasks, counted by triggers (migration 008);
 * - the day and the time zone it is read in; the `checkupIntervals` setting; `--within`;
 * - the code that planned it (a new magis plans again);
 * - the time of day, only where a rule compared a time with now (time-window.ts).
 * Snoozes, acknowledgements and notifications are not in it: they are applied to the ids at every run.
 * The profile and the texts behind records change only the wording, never which items are due.
 */
import {inWindow, type TimeWindow} from './time-window.js';
import type {IntervalOverrides} from './intervals.js';

/** The due ids of a full run, with what they hold for. */
export interface DueCache extends TimeWindow {
  key: string;
  ids: string[];
}

export interface DueCacheKey {
  /** The counter of changes to the rules' inputs. */
  inputs: string;
  /** YYYY-MM-DD, local. */
  today: string;
  /** TZ and the UTC offset now: a day read in another zone can differ. */
  zone: string;
  withinDays: number;
  overrides: IntervalOverrides;
  /** Identifies the code that planned (its file's size and time). */
  code: string;
}

export const dueCacheKey = (k: DueCacheKey): string => JSON.stringify([k.inputs, k.today, k.zone, k.withinDays, Object.entries(k.overrides).sort(), k.code]);

/** The cached due ids when `cache` was made under `key` and `nowTime` (HH:MM) is in its window, else null. */
export function cachedDueIds(cache: DueCache | null, key: string, nowTime: string): string[] | null {
  return cache && cache.key === key && inWindow(cache, nowTime) ? cache.ids : null;
}

/** A cache read back from the store, or null when it is not one (an older or damaged value). */
export function parseDueCache(text: string | undefined): DueCache | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as Partial<DueCache>;
    const time = (t: unknown) => t === null || (typeof t === 'string' && /^\d{2}:\d{2}/.test(t));
    return typeof v.key === 'string' && Array.isArray(v.ids) && v.ids.every(i => typeof i === 'string') && time(v.from) && time(v.until)
      ? {key: v.key, ids: v.ids, from: v.from!, until: v.until!}
      : null;
  } catch {
    return null;
  }
}
