import {describe, expect, it} from 'vitest';
import {isRelevant, looksLikeTypoOf} from './relevance.js';

const base = {own: false, text: false, entity: false, fuzzy: false, content: null, terms: []};

describe('the relevance floor', () => {
  it('keeps typo-fallback hits only when a query word is a near spelling of a memory word', () => {
    expect(looksLikeTypoOf(['oftalmologsta'], 'A Susana precisa ir no oftalmologista')).toBe(true);
    expect(looksLikeTypoOf(['oftalmo'], 'A Susana precisa ir no oftalmologista')).toBe(true);
    expect(looksLikeTypoOf(['doctor'], 'We decided to sell the old car')).toBe(false);
    expect(isRelevant({...base, fuzzy: true, content: 'We decided to sell the old car', terms: ['doctor']}, false)).toBe(false);
  });

  it("in strict mode needs the memory's own words or a person, not a neighbour's words", () => {
    expect(isRelevant({...base, text: true, own: false}, true)).toBe(false);
    expect(isRelevant({...base, text: true, own: false}, false)).toBe(true);
    expect(isRelevant({...base, text: true, own: true}, true)).toBe(true);
    expect(isRelevant({...base, entity: true}, true)).toBe(true);
  });
});
