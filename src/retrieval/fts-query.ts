import {STOPWORDS, stem, tokenize} from './text.js';

/**
 * Text for the FTS index: the folded, stemmed words of everything a memory is findable by.
 * Indexing and querying go through the same `stem`, so "consultas" finds "consulta".
 */
export function indexBody(parts: Array<string | null | undefined>): string {
  return tokenize(parts.filter(Boolean).join(' ')).map(stem).join(' ');
}

/**
 * Builds an FTS5 MATCH expression from free user text. Every term is a quoted string literal, so
 * quotes, `*`, `AND`, `NEAR(`, parentheses and column filters in the text are just words.
 * Returns null when nothing searchable is left (caller decides what an empty query means).
 */
export function ftsQuery(text: string, opts: {keepStopwords?: boolean} = {}): string | null {
  const words = tokenize(text);
  let terms = words.filter(w => !STOPWORDS.has(w));
  if (terms.length === 0 && opts.keepStopwords !== false) terms = words;
  const unique = [...new Set(terms.map(stem))].filter(t => t.length > 0).slice(0, 32);
  if (unique.length === 0) return null;
  return unique.map(t => `"${t.replace(/"/g, '""')}"`).join(' OR ');
}
