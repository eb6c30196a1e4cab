/**
 * Habits read from history: "Você costuma marcar dentista às terças, 14h". Pure.
 */
import {weekday} from '../time/arithmetic.js';

export interface Habit {
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  /** HH:MM when most of those appointments share it, else null. */
  time: string | null;
  /** How many past appointments fell on that weekday. */
  count: number;
}

/** Appointments on this many distinct days, on the same weekday, make a habit. */
const MIN_PATTERN_APPOINTMENTS = 3;

/**
 * The habit behind past appointments (each `{date, time}` a distinct visit), or null. The weekday
 * must hold at least 3 of them and beat every other weekday (a tie is no habit); the time is added
 * when at least 2 of that weekday's timed visits share it and they are the majority.
 */
export function detectHabit(appointments: Array<{date: string; time: string | null}>): Habit | null {
  const byDay = new Map<string, string | null>();
  for (const a of appointments) {
    // One visit per day: a booking and its "done" on the same day are the same appointment.
    if (!byDay.has(a.date) || (a.time && !byDay.get(a.date))) byDay.set(a.date, a.time);
  }
  const counts = new Array<number>(7).fill(0);
  for (const day of byDay.keys()) counts[weekday(day)]!++;
  const best = Math.max(...counts);
  if (best < MIN_PATTERN_APPOINTMENTS || counts.filter(c => c === best).length > 1) return null;
  const wd = counts.indexOf(best);
  const times = new Map<string, number>();
  let timed = 0;
  for (const [day, time] of byDay) {
    if (weekday(day) !== wd || !time) continue;
    timed++;
    times.set(time, (times.get(time) ?? 0) + 1);
  }
  let time: string | null = null;
  for (const [t, n] of times) if (n >= 2 && n * 2 > timed && (time === null || n > times.get(time)!)) time = t;
  return {weekday: wd, time, count: best};
}
