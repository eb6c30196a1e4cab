/**
 * The part of the day a plan holds for. The rules compare times of day with now ("has the 14:00
 * dentist happened?" — then it is a follow-up, no longer "today"); every time so compared is
 * recorded here, and the plan is the same at every moment between the last of them already
 * reached and the next still to come. Cron's cache of the due list (due-cache.ts) uses it. Pure.
 */

/** HH:MM bounds: the plan holds from `from` (null: the day's start) until before `until` (null: the day's end). */
export interface TimeWindow {
  from: string | null;
  until: string | null;
}

export interface TimeReads {
  /** Whether `time` (HH:MM) has been reached now; remembered for the window. */
  reached(time: string): boolean;
  window(): TimeWindow;
}

/** Time reads against the local wall-clock time `nowTime` (HH:MM). */
export function timeReads(nowTime: string): TimeReads {
  let from: string | null = null;
  let until: string | null = null;
  return {
    reached(time) {
      const yes = time <= nowTime;
      if (yes && (from === null || time > from)) from = time;
      if (!yes && (until === null || time < until)) until = time;
      return yes;
    },
    window: () => ({from, until}),
  };
}

/** Whether `nowTime` falls in `w`. */
export const inWindow = (w: TimeWindow, nowTime: string) => (w.from === null || nowTime >= w.from) && (w.until === null || nowTime < w.until);

/** The local wall-clock time of `now`, HH:MM. */
export const clockTime = (now: Date) => `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
