/**
 * The four ways of writing Magis reads: Brazilian and European Portuguese, American and British
 * English. A word list is written once, tagged by the variety that uses it ("pt" and "en" for words
 * both varieties of a language share); the sets a reader matches are derived from the tags, so a
 * European word never has to be added to a Brazilian list by hand, nor a union written twice.
 */
import {fold} from '../text/words.js';

export type Variety = 'pt-BR' | 'pt-PT' | 'en-US' | 'en-GB';

/** Phrases by variety, comma-separated: `{pt: 'consulta', 'pt-PT': 'médico de família', en: 'appointment', 'en-GB': 'the surgery'}`. */
export type VarietyWords = Partial<Record<Variety | 'pt' | 'en', string>>;

const split = (list: string | undefined): string[] =>
  (list ?? '')
    .split(',')
    .map(p => p.trim().replace(/\s+/g, ' '))
    .filter(Boolean);

/** Every phrase of a tagged list (or only a language's), folded, longest first — a matcher tries the longest phrase first. */
export function phrasesOf(words: VarietyWords, lang?: 'pt' | 'en'): string[] {
  const keys = (Object.keys(words) as Array<keyof VarietyWords>).filter(k => !lang || k.startsWith(lang));
  const all = new Set(keys.flatMap(k => split(words[k])).map(fold));
  return [...all].sort((a, b) => b.split(' ').length - a.split(' ').length || b.length - a.length);
}

/** The single words of a tagged list, folded, as a set. */
export const wordsOf = (words: VarietyWords, lang?: 'pt' | 'en'): ReadonlySet<string> => new Set(phrasesOf(words, lang).filter(p => !p.includes(' ')));
