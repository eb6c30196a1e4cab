/**
 * Chat spellings, read as the words they stand for: "vc" is "você", "hj" is "hoje", "tmrw" is
 * "tomorrow". A token keeps its text as written (names and quotes stay the user's) while its
 * `lower` and `fold` become the word's, so every rule module reads chat like written text.
 */
import {CHAT, DATE_NEIGHBOURS, GRANDMA_LEADS, NEEDS_DATE_CONTEXT} from './chat-lexicon.js';

interface ChatToken {
  text: string;
  lower: string;
  fold: string;
  kind: string;
}

const foldWord = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/**
 * Rewrite the readings of chat spellings in place. `vo` is "vó" after a possessive, an article or
 * a preposition ("minha vo", "a vo", "pra vo"), else "vou" ("vo no dentista amanha").
 */
/** Short days that are common English words ("sat", "sun"), and what makes them a day. */
const COMMON_WORD_DAYS: ReadonlySet<string> = new Set(['sat', 'sun']);
const DAY_LEADS: ReadonlySet<string> = new Set(['on', 'this', 'next', 'by', 'til', 'until', 'thru', 'last']);
const DAY_PARTS: ReadonlySet<string> = new Set(['morning', 'night', 'afternoon', 'evening', 'am', 'pm']);

export function readChatSpellings(tokens: ChatToken[]): void {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'word') continue;
    // Written with its accents, the word is already what it says ("vó", "avô").
    if (t.lower !== t.fold) continue;
    const f = t.fold;
    let word: string | undefined;
    if (f === 'vo') {
      const prev = tokens[i - 1]?.fold ?? '';
      word = GRANDMA_LEADS.has(prev) ? 'vó' : 'vou';
    } else if (NEEDS_DATE_CONTEXT.has(f)) {
      const dateLike = (x: ChatToken | undefined) => !!x && (x.kind === 'num' || x.kind === 'time' || /^\d/.test(x.fold));
      // "sat"/"sun" are everyday words too ("sat in the chemist's", "sat on the sofa", "the sun, finally"): a day
      // only with a number or a time beside it, after "on"/"this"/"next"/"by", or before a part of the day.
      const near = COMMON_WORD_DAYS.has(f)
        ? dateLike(tokens[i - 1]) || dateLike(tokens[i + 1]) || DAY_LEADS.has(tokens[i - 1]?.fold ?? '') || DAY_PARTS.has(tokens[i + 1]?.fold ?? '')
        : [tokens[i - 1], tokens[i + 1]].some(x => x && (DATE_NEIGHBOURS.has(x.fold) || dateLike(x)));
      if (near) word = CHAT[f];
    } else {
      word = CHAT[f];
    }
    if (!word || word === f) continue;
    t.lower = word;
    t.fold = foldWord(word);
  }
}
