import {STOPWORDS, stem, tokenize} from '../text/words.js';
import type {Embedder} from './embedder.js';

/** FNV-1a, 32-bit: fast, deterministic across machines and runs. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Feature hashing over accent-folded words, stems, word pairs and character trigrams.
 * Character n-grams make it multilingual and typo-tolerant without a model download
 * ("oftalmologista" and "oftalmo" share most trigrams); signed hashing keeps collisions unbiased.
 * @public fixtures/make-schema-001.mjs imports it from dist/, where knip does not follow.
 */
export function offlineVector(text: string, dim: number): Float32Array {
  const v = new Float32Array(dim);
  const add = (feature: string, weight: number) => {
    const h = hash(feature);
    v[h % dim]! += (h & 0x80000000 ? -1 : 1) * weight;
  };
  const words = tokenize(text);
  let prev: string | null = null;
  for (const w of words) {
    if (STOPWORDS.has(w)) {
      prev = null;
      continue;
    }
    const s = stem(w);
    add('w:' + s, 1);
    const padded = `<${s}>`;
    if (padded.length > 4) {
      const grams = padded.length - 2;
      for (let i = 0; i < grams; i++) add('c:' + padded.slice(i, i + 3), 0.9 / Math.sqrt(grams));
    }
    if (prev) add('b:' + prev + '_' + s, 0.5);
    prev = s;
  }
  let norm = 0;
  for (let i = 0; i < dim; i++) norm += v[i]! * v[i]!;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < dim; i++) v[i]! /= norm;
  return v;
}

/** The built-in offline embedder: deterministic, no network, no model files. */
export function createOfflineEmbedder(dim = 384): Embedder {
  const embedSync = (texts: string[]) => texts.map(t => offlineVector(t, dim));
  return {
    id: `offline-hash-v1/${dim}`,
    dim,
    embedSync,
    embed: async texts => embedSync(texts),
  };
}
