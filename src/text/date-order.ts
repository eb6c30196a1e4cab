/**
 * How the user writes a numeric date: day first ("3/12" is 3 December, as Britain, Portugal and
 * Brazil write it) or month first (America's March 12). Set once per process from the locale
 * (store/user-language.ts, beside the user's clock); the date reader (understanding/dates) reads an
 * English "3/12" by it when the message itself does not settle the order ("14/12 – 3/1").
 */

/**
 * True: day first; false: month first, said outright (a profile's en-US locale); null: the locale
 * does not say (C, POSIX, nothing set, a system's American English — a British word may still).
 */
let current: boolean | null = null;

/** Records the user's order; null forgets it (a test, a process with no user yet). */
export function setUserDayFirst(dayFirst: boolean | null): void {
  current = dayFirst;
}

/** The order recorded for this process's user, or null. */
export function userDayFirst(): boolean | null {
  return current;
}

/** English locales that write the month first: only the United States and the Philippines do it by default. */
const MONTH_FIRST_REGIONS = new Set(['US', 'PH']);

/**
 * The order the locale's time conventions (LC_ALL, LC_TIME, LANG, as POSIX picks them) write a date
 * in: an English locale of another region ("en_GB", "en_IE", "en_AU") or any Portuguese one is day
 * first; American English says nothing the reader does not assume already, nor does "C.UTF-8".
 */
export function localeDayFirst(env: {LANG?: string; LC_ALL?: string; LC_TIME?: string}): boolean | null {
  const locale = ([env.LC_ALL, env.LC_TIME, env.LANG].find(v => v?.trim()) ?? '').trim();
  const m = /^(en|pt)[_-]([a-z]{2})/i.exec(locale);
  if (!m) return /^pt(?:$|[.@])/i.test(locale) ? true : null;
  return m[1]!.toLowerCase() === 'pt' || !MONTH_FIRST_REGIONS.has(m[2]!.toUpperCase()) ? true : null;
}
