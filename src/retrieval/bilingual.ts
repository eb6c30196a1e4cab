/**
 * Cross-language recall for bilingual users: a query's everyday words in English bring their
 * Portuguese counterparts into the text search, and the reverse ("doctor" also finds "médico",
 * "pediatra" also finds "pediatrician"). Pure: the lexicon is data (bilingual-lexicon.ts).
 */
import {BILINGUAL_LEXICON} from './bilingual-lexicon.js';
import {STOPWORDS, fold, stem, stemAs, tokenize} from '../text/words.js';

/**
 * A phrase as folded words joined by one space. The lexicon is kept unstemmed: stemming its ~1,500
 * words costs ~30 ms of a cold start, while a query stems only the few targets it uses.
 */
type Key = string;

interface Lexicon {
  /** A source phrase (key) → the phrases of the other language it means. */
  other: Map<Key, Set<Key>>;
  /** Longest source phrase, in words: how far a query is scanned for phrases. */
  longest: number;
}

const keyOf = (phrase: string): Key => tokenize(phrase).join(' ');
const stemPhrase = (phrase: Key): string => phrase.split(' ').map(stem).join(' ');
const stemPhrasePt = (phrase: Key): string =>
  phrase
    .split(' ')
    .map(w => stemAs(w, 'pt'))
    .join(' ');

/** Parses `english words = portuguese words` lines (see bilingual-lexicon.ts). Exported for tests. */
export function parseLexicon(text: string): Lexicon {
  const other = new Map<Key, Set<Key>>();
  let longest = 1;
  const link = (from: Key[], to: Key[]) => {
    for (const f of from) {
      let set = other.get(f);
      if (!set) other.set(f, (set = new Set()));
      for (const t of to) if (t !== f) set.add(t);
      longest = Math.max(longest, f.split(' ').length);
    }
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [en, pt] = line.split('=').map(side => side!.split(',').map(keyOf).filter(Boolean));
    if (!en?.length || !pt?.length) throw new Error(`bilingual lexicon: bad line "${line}"`);
    link(en, pt);
    link(pt, en);
  }
  return {other, longest};
}

/** The folded lexicon text, read once per process. */
let folded: string | undefined;
/** Each line parsed once per process, by its offset: a chat or a benchmark asks many questions with the same everyday words. */
const parsed = new Map<number, Lexicon>();

/** The lines each word was found on (their offsets), kept for the process's next queries, up to a bound. */
const linesOf = new Map<string, number[]>();
const MAX_WORDS_KEPT = 5000;

/** Whether the folded text has a letter or digit at `i` (outside it: no). */
const isWordChar = (text: string, i: number) => {
  const c = text.charCodeAt(i);
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
};

/**
 * The part of the lexicon a query can use: only the lines holding one of its words are parsed.
 * Parsing all ~400 pairs folded and tokenized ~1,500 phrases, 5–10 ms of every cold `memories
 * search` (bench/RESULTS.md, start-up second pass), and tokenizing every line to find the few a
 * query needs still cost ~15% of a warm search and ~5 ms of a cold one (bench/RESULTS.md, ninth
 * day): each query word is looked up in the folded text instead, as a whole word.
 */
function lexiconFor(words: string[]): Lexicon {
  folded ??= fold(BILINGUAL_LEXICON);
  const text = folded;
  const starts = new Set<number>();
  // Stop words are looked up too: a phrase may be made of them alone ("to-do").
  for (const w of new Set(words.flatMap(x => [x, singular(x)]))) {
    let found = linesOf.get(w);
    if (!found) {
      found = [];
      for (let at = text.indexOf(w); at >= 0; at = text.indexOf(w, at + 1)) {
        if (isWordChar(text, at - 1) || isWordChar(text, at + w.length)) continue;
        found.push(text.lastIndexOf('\n', at) + 1);
      }
      if (linesOf.size < MAX_WORDS_KEPT) linesOf.set(w, found);
    }
    for (const start of found) starts.add(start);
  }
  const other = new Map<Key, Set<Key>>();
  let longest = 1;
  for (const start of [...starts].sort((a, b) => a - b)) {
    let lex = parsed.get(start);
    if (!lex) {
      const end = text.indexOf('\n', start);
      const line = text.slice(start, end < 0 ? undefined : end);
      lex = line.includes('=') && !line.trimStart().startsWith('#') ? parseLexicon(line) : {other: new Map(), longest: 1};
      parsed.set(start, lex);
    }
    longest = Math.max(longest, lex.longest);
    for (const [k, targets] of lex.other) {
      const set = other.get(k);
      if (set) for (const t of targets) set.add(t);
      else other.set(k, new Set(targets));
    }
  }
  return {other, longest};
}

/** How many concept pairs (source lines) the lexicon holds. */
export const lexiconSize = () => BILINGUAL_LEXICON.split('\n').filter(l => l.includes('=') && !l.trim().startsWith('#')).length;

/**
 * The other language's words for a query's everyday words, as FTS terms: a single stemmed word,
 * or a phrase of stemmed words ("plano saud") that the caller quotes as an FTS5 phrase. Words the
 * query already has are left out, and stop words never start or make an expansion.
 */
export function crossLanguageTerms(query: string): string[] {
  const words = tokenize(query);
  const {other, longest} = lexiconFor(words);
  const present = new Set(words.flatMap(w => [stem(w), stemAs(w, 'pt')]));
  const out = new Set<string>();
  const lookup = (phrase: string) => other.get(phrase) ?? (phrase.includes(' ') ? undefined : other.get(singular(phrase)));
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(longest, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      if (n === 1 && STOPWORDS.has(phrase)) continue;
      const targets = lookup(phrase);
      if (!targets) continue;
      for (const t of targets) {
        // The target's language is the other one's: its memories are indexed by their own stems
        // (Snowball for Portuguese, Porter for English), so a target searches by both readings.
        for (const term of new Set([stemPhrase(t), stemPhrasePt(t)])) {
          // A target phrase with stop words ("dor de cabeca") is searched as written; a lone stop word never.
          if (!term.includes(' ') && (present.has(term) || STOPWORDS.has(t))) continue;
          out.add(term);
        }
      }
    }
  }
  return [...out];
}

/** A plural's singular, for words the lexicon lists only once ("appointments", "consultas", "reuniões"). */
function singular(word: string): string {
  if (word.endsWith('oes') || word.endsWith('aes')) return word.slice(0, -3) + 'ao';
  if (word.endsWith('ies') && word.length > 4) return word.slice(0, -3) + 'y';
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 3) return word.slice(0, -1);
  return word;
}
