import {detectLanguage} from '../text/language.js';
import {STOPWORDS, stem, stemAs, tokenize} from '../text/words.js';

/**
 * Builds an FTS5 MATCH expression from free user text. Every term is a quoted string literal, so
 * quotes, `*`, `AND`, `NEAR(`, parentheses and column filters in the text are just words.
 * Returns null when nothing searchable is left (caller decides what an empty query means).
 */
export function ftsQuery(text: string, opts: {keepStopwords?: boolean; drop?: (term: string) => boolean; extra?: string[]} = {}): string | null {
  const unique = [...new Set([...queryTerms(text, opts), ...(opts.extra ?? [])])];
  const kept = opts.drop ? unique.filter(t => !opts.drop!(t)) : unique;
  // Never drop every term: a query of only common words still searches by them.
  const terms = kept.length > 0 ? kept : unique;
  if (terms.length === 0) return null;
  return terms.map(t => `"${t.replace(/"/g, '""')}"`).join(' OR ');
}

/** The folded, stemmed, de-duplicated content words a query searches by (stop words only if nothing else is left). */
export function queryTerms(text: string, opts: {keepStopwords?: boolean} = {}): string[] {
  const words = tokenize(text);
  let terms = words.filter(w => !STOPWORDS.has(w));
  if (terms.length === 0 && opts.keepStopwords !== false) terms = words;
  // A query's words may be either language: unless it reads as English, each searches by its
  // English and its Portuguese stem (memories are indexed by their own language's, search-index.ts).
  // An English question gains nothing from Portuguese stems but noise (LoCoMo R@5 0.717 → 0.698 with them).
  const english = detectLanguage(text, 'pt') === 'en';
  return [...new Set(terms.flatMap(w => (english ? [stem(w)] : [stem(w), stemAs(w, 'pt')])))].filter(t => t.length > 0).slice(0, 32);
}
