/**
 * A query's kinds brought down to their instances, and its words to their other names, as FTS
 * terms (concept-lexicon.ts): "what pets does Ana have?" also searches "dog", "puppy", "cat",
 * "hamster"…; "her kids" also "children", "son", "daughter". These terms rank in a pass of their
 * own at a lower weight (search.ts): an instance says less than the query's own word would.
 */
import {CONCEPTS, type Concept} from './concept-lexicon.js';
import {STOPWORDS, stem, stemAs, tokenize} from '../text/words.js';
import {phrasesOf, type VarietyWords} from '../understanding/varieties.js';

interface ConceptIndex {
  /** A folded phrase of the query → the phrases it brings (folded words joined by one space). */
  expands: Map<string, Set<string>>;
  /** Longest phrase, in words. */
  longest: number;
}

let index: ConceptIndex | undefined;

const phrases = (w: VarietyWords | undefined) => (w ? phrasesOf(w).map(p => tokenize(p).join(' ')) : []);

/** A concept's own words and members, with those of the concepts it includes (each once). */
function membersOf(id: string, seen = new Set<string>()): string[] {
  if (seen.has(id)) return [];
  seen.add(id);
  const c: Concept | undefined = CONCEPTS[id];
  if (!c) return [];
  return [...phrases(c.kind), ...phrases(c.same), ...phrases(c.members), ...(c.includes ?? []).flatMap(i => membersOf(i, seen))];
}

/** Built on a process's first search (~1 ms): a kind word brings its members, a word for a thing its other words. */
function conceptIndex(): ConceptIndex {
  if (index) return index;
  const expands = new Map<string, Set<string>>();
  let longest = 1;
  const link = (from: string[], to: string[]) => {
    for (const f of from) {
      let set = expands.get(f);
      if (!set) expands.set(f, (set = new Set()));
      for (const t of to) if (t !== f) set.add(t);
      longest = Math.max(longest, f.split(' ').length);
    }
  };
  for (const [id, c] of Object.entries(CONCEPTS)) {
    const all = membersOf(id);
    link(phrases(c.kind), all);
    link(phrases(c.same), all);
  }
  return (index = {expands, longest});
}

/** A plural's singular, for phrases the lexicon lists once ("hobbies" → "hobby", "cidades" → "cidade"). */
function singular(word: string): string {
  if (word.endsWith('oes') || word.endsWith('aes')) return word.slice(0, -3) + 'ao';
  if (word.endsWith('ies') && word.length > 4) return word.slice(0, -3) + 'y';
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 3) return word.slice(0, -1);
  return word;
}

/** A phrase as FTS terms: each word by its English and its Portuguese stem (a memory is indexed in its own language). */
function termsOf(phrase: string): string[] {
  const words = phrase.split(' ');
  const en = words.map(w => stem(w)).join(' ');
  const pt = words.map(w => stemAs(w, 'pt')).join(' ');
  return en === pt ? [en] : [en, pt];
}

/**
 * The FTS terms a query's kinds and words bring (single stemmed words, or phrases of them for
 * FTS5 to match in order), without the query's own stems (`said`), and the query's phrases that
 * brought them (`sources`). Stop words never start one.
 */
export function conceptTerms(query: string, said: ReadonlySet<string>): {terms: string[]; sources: string[]} {
  const words = tokenize(query);
  const sources: string[] = [];
  if (words.length === 0) return {terms: [], sources};
  const {expands, longest} = conceptIndex();
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(longest, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      if (n === 1 && STOPWORDS.has(phrase)) continue;
      const key = expands.has(phrase) || n > 1 ? phrase : singular(phrase);
      const found = expands.get(key);
      if (!found) continue;
      for (const t of found) for (const term of termsOf(t)) if (!said.has(term) && term.length > 1) out.add(term);
      sources.push(phrase);
      // The longest phrase is the concept ("martial arts"), not its last word's ("arts").
      i += n - 1;
      break;
    }
  }
  return {terms: [...out], sources};
}
