/**
 * A query's kinds brought down to their instances, and its words to their other names, as FTS
 * terms (concept-lexicon.ts): "what pets does Ana have?" also searches "dog", "puppy", "cat",
 * "hamster"…; "her kids" also "children", "son", "daughter". These terms rank in a pass of their
 * own at a lower weight (search.ts): an instance says less than the query's own word would.
 */
import {CONCEPTS, type Concept} from './concept-lexicon.js';
import {STOPWORDS, fold, stemAs, tokenize} from '../text/words.js';
import {phrasesOf, type VarietyWords} from '../understanding/varieties.js';

/** A lexicon phrase: folded words joined by one space, in the language it is a word of. */
interface Phrase {
  text: string;
  lang: 'en' | 'pt';
}

let namesText: string | undefined;
/** Each query phrase's concepts and FTS terms, gathered and stemmed on first use (a kind has hundreds), kept for the process. */
const groups = new Map<string, ConceptGroup | null>();
const MAX_KEPT = 5000;
/** Longest kind or same phrase, in words: how far a query is scanned for phrases. */
const LONGEST = 4;

const phrases = (w: VarietyWords | undefined): Phrase[] => (w ? (['en', 'pt'] as const).flatMap(lang => phrasesOf(w, lang).map(p => ({text: tokenize(p).join(' '), lang}))) : []);

/** A concept's own words and members, with those of the concepts it includes (each once). */
function membersOf(id: string, seen = new Set<string>()): Phrase[] {
  if (seen.has(id)) return [];
  seen.add(id);
  const c: Concept | undefined = CONCEPTS[id];
  if (!c) return [];
  return [...phrases(c.kind), ...phrases(c.same), ...phrases(c.members), ...(c.includes ?? []).flatMap(i => membersOf(i, seen))];
}

/**
 * The words a query can say of each concept (kind and same words), one line per concept, folded
 * once: "id<TAB>,word,word,…,". A query's phrases are looked up in this text, and only the concepts
 * found are read and stemmed — reading and stemming the whole lexicon was ~100 ms of a cold search.
 */
function names(): string {
  namesText ??= fold(
    Object.entries(CONCEPTS)
      .map(([id, c]) => `${id}\t,${[c.kind, c.same].flatMap(w => (w ? Object.values(w) : [])).join(',')},`)
      .join('\n'),
  )
    .replace(/[^a-z0-9_\t\n,]+/g, ' ')
    .replace(/ *, */g, ',')
    .replace(/ +/g, ' ');
  return namesText;
}

/** The concepts whose kind or same words list the folded phrase (words joined by one space). */
function conceptsNamed(phrase: string): string[] {
  const text = names();
  const item = `,${phrase},`;
  const ids: string[] = [];
  for (let at = text.indexOf(item); at >= 0; at = text.indexOf(item, at + 1)) {
    const start = text.lastIndexOf('\n', at) + 1;
    const id = text.slice(start, text.indexOf('\t', start));
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** A plural's singular, for phrases the lexicon lists once ("hobbies" → "hobby", "cidades" → "cidade"). */
function singular(word: string): string {
  if (word.endsWith('oes') || word.endsWith('aes')) return word.slice(0, -3) + 'ao';
  if (word.endsWith('ies') && word.length > 4) return word.slice(0, -3) + 'y';
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 3) return word.slice(0, -1);
  return word;
}

/**
 * A phrase as an FTS term, stemmed as the memories that say it are indexed: an English word in
 * English text by Porter, a Portuguese word in Portuguese text by Snowball (search-index.ts).
 */
const termOf = (p: Phrase): string =>
  p.text
    .split(' ')
    .map(w => stemAs(w, p.lang))
    .join(' ');

/** The FTS terms a kind or word of the query brings, and the word each is counted by (a phrase by its first). */
export interface ConceptGroup {
  /** The lexicon phrase the query said ("pets" is read as "pet"). */
  key: string;
  terms: readonly string[];
  heads: readonly string[];
}

/** What a phrase of the query brings, or null when it names no concept. */
function groupOf(key: string): ConceptGroup | null {
  let group = groups.get(key);
  if (group !== undefined) return group;
  const ids = conceptsNamed(key);
  group = null;
  if (ids.length) {
    const seen = new Set<string>();
    const brought = ids.flatMap(id => membersOf(id, seen)).filter(p => p.text !== key);
    const terms = [...new Set(brought.map(termOf))].filter(t => t.length > 1);
    const heads = terms.map(t => {
      const space = t.indexOf(' ');
      return space < 0 ? t : t.slice(0, space);
    });
    group = {key, terms, heads};
  }
  if (groups.size < MAX_KEPT) groups.set(key, group);
  return group;
}

/**
 * The kinds and words of a query the lexicon knows, longest phrase first ("martial arts", not
 * "arts"), each with the FTS terms it brings: single stemmed words, or phrases of them for FTS5 to
 * match in order. Stop words never start one. The terms are stemmed once per process and shared.
 */
export function conceptGroups(query: string): ConceptGroup[] {
  const words = tokenize(query);
  if (words.length === 0) return [];
  const out: ConceptGroup[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(LONGEST, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      if (n === 1 && STOPWORDS.has(phrase)) continue;
      const group = groupOf(phrase) ?? (n === 1 ? groupOf(singular(phrase)) : null);
      if (!group) continue;
      out.push(group);
      // The longest phrase is the concept ("martial arts"), not its last word's ("arts").
      i += n - 1;
      break;
    }
  }
  return out;
}
