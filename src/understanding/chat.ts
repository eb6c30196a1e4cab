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
      const near = [tokens[i - 1], tokens[i + 1]].some(x => x && (DATE_NEIGHBOURS.has(x.fold) || x.kind === 'num' || x.kind === 'time' || /^\d/.test(x.fold)));
      if (near) word = CHAT[f];
    } else {
      word = CHAT[f];
    }
    if (!word || word === f) continue;
    t.lower = word;
    t.fold = foldWord(word);
  }
}
