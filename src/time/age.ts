/**
 * A person's age on a day, as the calendar says it (issue 23): with a birthday's year, counted
 * from it, going up on the birthday itself; with only a day and month, the stated age goes up at
 * each birthday after it was said; with neither, a stated age goes up once a full year has passed
 * since it was learned. Pure; days are local YYYY-MM-DD.
 */
import {localDay} from './day.js';

export interface AgeFacts {
  /** YYYY-MM-DD, or --MM-DD when the year is unknown. */
  birthday: string | null;
  /** The age as stated, and the ISO instant it was learned. */
  age: number | null;
  ageAsOf: string | null;
}

/** Full years from `from` to `to` (YYYY-MM-DD), the anniversary counted on its day (a Feb 29 one on Mar 1). */
function fullYears(from: string, to: string): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5) >= from.slice(5) ? years : years - 1;
}

export function ageOn(today: string, p: AgeFacts): number | null {
  const full = p.birthday && /^\d{4}-\d{2}-\d{2}$/.test(p.birthday) ? p.birthday : null;
  if (full) return full <= today ? fullYears(full, today) : null;
  if (p.age == null) return null;
  if (!p.ageAsOf) return p.age;
  const learned = localDay(p.ageAsOf);
  if (learned >= today) return p.age;
  const monthDay = p.birthday && /^--\d{2}-\d{2}$/.test(p.birthday) ? p.birthday.slice(2) : null;
  if (!monthDay) return p.age + Math.max(0, fullYears(learned, today));
  // Birthdays (MM-DD) after the day the age was said, up to today.
  let passed = 0;
  for (let y = Number(learned.slice(0, 4)); y <= Number(today.slice(0, 4)); y++) {
    const day = `${y}-${monthDay}`;
    if (day > learned && day <= today) passed++;
  }
  return p.age + passed;
}
