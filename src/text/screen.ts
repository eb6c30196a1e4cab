/**
 * The one rewrite every line for people goes through on its way to the screen (cli/print.ts, the
 * chat's printed lines): none until a command binds the user's (store/user-variety.ts, European
 * Portuguese for a Portugal user). It is made when bound, while the store is open — `remind` and
 * `tasks` print after they closed it — and kept for the process: the variety is read once. A line
 * it cannot rewrite (a failure) is shown as it was.
 */
type Words = (text: string) => string;

let make: (() => Words) | null = null;
let words: Words | null = null;

/** Binds how lines are shown: `make` runs now, and again after `forgetScreenWords`. */
export function bindScreenWords(fn: () => Words): void {
  make = fn;
  try {
    words = fn();
  } catch {
    words = null;
  }
}

/** After the user's variety may have changed (a turn decided it): the next line reads it again. */
export function forgetScreenWords(): void {
  words = null;
}

/** A line as this user is shown it. */
export function screenText(text: string): string {
  if (!make || !text) return text;
  try {
    words ??= make();
    return words(text);
  } catch {
    return text;
  }
}
