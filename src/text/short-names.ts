/**
 * Short forms people call each other by: "Ju" for Júlia, "Gabi" for Gabriela, "Rafa" for Rafael,
 * "Max" for Maxwell. Folded words.
 */

/** How long a short form of a name may be: "Ju", "Gabi", "Manu", "Rafa" (a longer word is a name of its own). */
export const SHORT_FORM_MAX = 4;

/**
 * Whether `short` may be said for `name`: it begins as the name begins (two letters) and its letters
 * come in the name's order ("gabi" in "gabriela", "rafa" in "rafael", "theo" in "theodore").
 */
export function isShortFormOf(short: string, name: string): boolean {
  if (short.length < 2 || short.length > SHORT_FORM_MAX || name.length <= short.length || !name.startsWith(short.slice(0, 2))) return false;
  let k = 0;
  for (const ch of name) if (ch === short[k]) k++;
  return k >= short.length;
}
