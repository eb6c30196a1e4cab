/**
 * Reader: the speaker ("eu", "I", "nós", "we", "a gente") — a mention of the user, never a new
 * person; later readers and post-passes read it ("eu e meu marido", "a gente tem 3 filhos").
 */
import {USER_PHRASES, USER_PRONOUNS} from '../lexicon.js';
import type {Phrase} from '../records.js';
import type {PersonRegistry} from '../registry.js';

/** The user's mention at i; the phrase has no person, so no predicate is read after it. */
export function readUser(reg: PersonRegistry, i: number): Phrase | null {
  const t = reg.tokens[i]!;
  // "nos" without its accent is "in the" ("nos fins de semana"); only "nós" is "we".
  if (USER_PRONOUNS.has(t.fold) && !(t.fold === 'nos' && t.lower !== 'nós')) {
    reg.mentions.push({person: 'user', start: i, end: i + 1, head: i});
    return {end: i + 1, person: null};
  }
  for (const words of USER_PHRASES) {
    if (!words.every((w, d) => reg.w(i + d) === w)) continue;
    reg.mentions.push({person: 'user', start: i, end: i + words.length, head: i});
    return {end: i + words.length, person: null};
  }
  return null;
}
