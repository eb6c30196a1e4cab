/**
 * Rule: a phrase is an item of a list when, walking back from it, a joiner ("," "e" "and") comes
 * before it and another item before that — a person said with its article, the age said after it
 * when asked ("a Inês de 7", "Amy (9)", "Ben, 4"), its kin word in brackets ("o Rui (meu marido)") —
 * and so on until the speaker's own word ("eu", "me") or the list's known start. One walk for every
 * reader of a list the speaker is in (readers/household.ts, refiners/household-members.ts). In "moro
 * com o Rui e a Inês, que é filha da Ana", Ana is no item: nothing joins her back.
 */
import {readNumber} from '../text.js';
import {ARTICLES, LIST_AGE_LEADS, LIST_AGE_RELATIVES, LIST_AGE_UNITS, LIST_JOINERS, MONTH_UNITS, USER_LIST_WORDS} from './lexicon.js';
import type {PersonRegistry} from './registry.js';

export interface ListWalk {
  /** Where the list opens (a household's recorded span): the walk stops there. Default: the text's start. */
  from?: number;
  /** Reaching `from` joins the item too: the first item of a list whose start is known is an item. */
  startJoins?: boolean;
  /** Step over an item's age between it and the joiner ("a Inês de 7 e o Rui"). */
  ages?: boolean;
}

/** A word of an age said after a listed name: its lead, relative pronoun or unit. */
const ageWord = (w: string) => LIST_AGE_LEADS.has(w) || LIST_AGE_RELATIVES.has(w) || LIST_AGE_UNITS.has(w) || MONTH_UNITS.has(w);

/** Where the item of a mention starts: its article with it ("a Inês"). */
export const itemStart = (reg: PersonRegistry, at: number) => (ARTICLES.has(reg.w(at - 1)) ? at - 1 : at);

/** Whether the phrase at `i` is joined back, item by item, to the speaker or to the list's start (see the module comment). */
export function joinedToList(reg: PersonRegistry, i: number, opts: ListWalk = {}): boolean {
  const from = opts.from ?? 0;
  let k = i - 1;
  let joined = !!opts.startJoins && i <= from;
  while (k >= from) {
    const w = reg.w(k);
    if (LIST_JOINERS.has(w)) {
      joined = true;
      k--;
      continue;
    }
    if (!joined) return false;
    if (USER_LIST_WORDS.has(w)) return true;
    // An item's age between it and the joiner, however it is said: "a Inês de 7", "a Inês q tem 7",
    // "Amy (9)", "Ben, 4", "o Tó de 3 aninhos", "Zoe, 8 months".
    if (opts.ages) while (k >= from && (reg.tokens[k]!.kind === 'num' || readNumber(reg.tokens, k)?.len === 1 || ageWord(reg.w(k)) || ['(', ')'].includes(reg.w(k)))) k--;
    const m = reg.mentions.find(x => x.person !== 'user' && x.head <= k && k < x.end);
    if (!m) return false;
    k = itemStart(reg, Math.min(m.start, m.head)) - 1;
    // A person said twice in one item, the name then its kin word in brackets: "o Rui (meu marido)".
    if (reg.w(k) === '(') k = itemStart(reg, Math.min(...reg.mentions.filter(x => x.person === m.person && x.end <= k + 1).map(x => Math.min(x.start, x.head)), k + 1)) - 1;
    joined = false;
  }
  return !!opts.startJoins;
}
