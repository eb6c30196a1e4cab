/**
 * Relatives a query names by kinship: "my mum", "minha mãe", "our kids", "Mum's knee" mean the
 * people whose relation to the user the store knows (the mother, Vera), so a search finds what was
 * said about them by name. Pure: the relation words come from the answers' lexicon (who-words.ts),
 * the people from the store (store-io.ts).
 */
import {relationsOf} from '../assistant/answers/who-words.js';
import {tokenize} from '../text/words.js';
import {type VarietyWords, wordsOf} from '../understanding/varieties.js';

/** First-person possessives: a kinship word right after one is the user's relative. */
const POSSESSIVE_WORDS: VarietyWords = {
  en: 'my, our',
  pt: 'meu, minha, meus, minhas, nosso, nossa, nossos, nossas',
};

/**
 * Kinship words that mean the user's own relative with no possessive, as a family speaks of its
 * members ("Mum rang", "a mamãe ligou", "vovó faz 90"); "mother" or "mãe" alone may be anyone's.
 */
const FAMILIAR_WORDS: VarietyWords = {
  'en-US': 'mom, mommy, dad, daddy',
  'en-GB': 'mum, mummy',
  en: 'grandma, grandpa, granny',
  pt: 'mamãe, papai, vovó, vovô',
};

/**
 * Words that make a familiar kinship word someone else's: a possessive before it ("her mom", "sua
 * mãe") or, in Portuguese, after it ("a mãe dela").
 */
const OTHERS_BEFORE: VarietyWords = {en: 'her, his, their, your, its, whose', pt: 'sua, seu, suas, seus, tua, teu, tuas, teus'};
const OTHERS_AFTER: VarietyWords = {pt: 'dela, dele, delas, deles, daquela, daquele'};

/** Words that are another word once their accent is gone: "país" (country) is not "pais" (parents). */
const ACCENTED_OTHERS: VarietyWords = {pt: 'país'};

let possessives: ReadonlySet<string> | undefined;
let othersBefore: ReadonlySet<string> | undefined;
let othersAfter: ReadonlySet<string> | undefined;
let accented: ReadonlySet<string> | undefined;
let familiar: ReadonlySet<string> | undefined;

/**
 * The relations to the user (the contract's words: "mother", "son"…) that a query's kinship words
 * name. A kinship word counts after a first-person possessive, with at most one other word between
 * ("my little sister") unless that word is a relation itself ("my friend's mum" is someone else's
 * mother), or alone when it is a family's familiar form ("Mum's knee") not said of someone
 * ("Ana's mum", "her mom", "a mamãe dela").
 */
export function relationsAsked(query: string): string[] {
  return kinshipIn(query).relations;
}

/** The relations a query's kinship words name, and those words (folded) for the caller to search by person instead. */
export function kinshipIn(query: string): {relations: string[]; words: string[]} {
  // "friend's" reads as "friend s": the "s" says the next word is someone's.
  const text = query;
  const words = tokenize(text);
  // The words as typed, lower case with their accents (same tokens, same order): read only when a
  // kinship word is there, since the Unicode classes cost a cold start ~0.5 ms (text/words.ts).
  let typed: string[] | undefined;
  const typedAt = (i: number) => (typed ??= text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])[typed.length === words.length ? i : -1];
  const out = new Set<string>();
  const said = new Set<string>();
  words.forEach((w, i) => {
    const relations = relationsOf(w);
    if (!relations) return;
    // The word sets are built at the first kinship word a process sees: most queries have none,
    // and building them is ~0.5–1 ms of a cold `memories search`.
    possessives ??= wordsOf(POSSESSIVE_WORDS);
    familiar ??= wordsOf(FAMILIAR_WORDS);
    othersBefore ??= wordsOf(OTHERS_BEFORE);
    othersAfter ??= wordsOf(OTHERS_AFTER);
    accented ??= new Set((ACCENTED_OTHERS.pt ?? '').split(',').map(x => x.trim().toLowerCase()));
    if (accented.has(typedAt(i) ?? '')) return;
    const before = words[i - 1];
    const twoBefore = words[i - 2];
    const owned = (before !== undefined && possessives!.has(before)) || (twoBefore !== undefined && possessives!.has(twoBefore) && before !== undefined && !relationsOf(before));
    const after = words[i + 1];
    const someones = before === 's' || (before !== undefined && othersBefore!.has(before)) || (after !== undefined && othersAfter!.has(after));
    if (owned || (familiar!.has(w) && !someones)) {
      for (const r of relations) out.add(r);
      said.add(w);
    }
  });
  return {relations: [...out], words: [...said]};
}

/**
 * The query with its kinship words left out ("did my mum's GP call back" → "did my GP call back"):
 * once the store says who the relative is, the word is searched as that person, not as the text
 * "mum" or its translation "mother", which other people's mothers also say.
 */
export function withoutWords(query: string, words: string[]): string {
  if (words.length === 0) return query;
  const drop = new Set(words);
  return query
    .split(/\s+/)
    .filter(t => !drop.has(tokenize(t.replace(/['’]s$/i, ''))[0] ?? ''))
    .join(' ');
}
