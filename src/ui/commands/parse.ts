import {editDistance} from '../../text/edit-distance.js';
/** A parsed "/name args" line. */
export interface SlashInput {
  name: string;
  args: string;
}

/**
 * Reads a slash command from what the user sent; null when it is a normal message. "//text"
 * escapes the slash so a message may start with "/" (e.g. a path).
 */
export function parseSlash(line: string): SlashInput | null {
  const text = line.trim();
  if (!text.startsWith('/') || text.startsWith('//')) return null;
  const m = /^\/(\S*)\s*([\s\S]*)$/.exec(text);
  if (!m) return null;
  return {name: m[1]!.toLowerCase(), args: m[2]!.trim()};
}

/** The message to send for a "//…" line: one slash removed. */
export function unescapeSlash(line: string): string {
  const text = line.trim();
  return text.startsWith('//') ? text.slice(1) : line;
}

/** The closest command name to a mistyped one, when it is close enough to be a typo. */
export function suggestCommand(name: string, names: readonly string[]): string | null {
  if (!name) return null;
  const prefixed = names.filter(n => n.startsWith(name));
  if (prefixed.length === 1) return prefixed[0]!;
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const n of names) {
    const d = editDistance(name, n);
    if (d < bestDistance) [best, bestDistance] = [n, d];
  }
  return bestDistance <= Math.max(1, Math.floor(name.length / 3)) ? best : null;
}

/** Tab completion: the one command that starts with what was typed, else null. */
export function completeCommand(line: string, names: readonly string[]): string | null {
  const m = /^\/(\S*)$/.exec(line);
  if (!m) return null;
  const matches = names.filter(n => n.startsWith(m[1]!.toLowerCase()));
  return matches.length === 1 ? `/${matches[0]} ` : null;
}
