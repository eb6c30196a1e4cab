import {describe, expect, it} from 'vitest';
import {crossLanguageTerms, lexiconSize, parseLexicon} from './bilingual.js';
import {BILINGUAL_LEXICON} from './bilingual-lexicon.js';
import {stem} from '../text/words.js';

describe('the bilingual lexicon', () => {
  it('holds hundreds of everyday concept pairs and parses every line', () => {
    expect(lexiconSize()).toBeGreaterThanOrEqual(300);
    expect(() => parseLexicon(BILINGUAL_LEXICON)).not.toThrow();
    expect(() => parseLexicon('doctor medico')).toThrow(/bad line/);
  });

  it('expands English everyday words to Portuguese and the reverse', () => {
    expect(crossLanguageTerms('doctor')).toContain(stem('medico'));
    expect(crossLanguageTerms('médico')).toContain(stem('doctor'));
    expect(crossLanguageTerms('when is the kids pediatrician')).toContain(stem('pediatra'));
    expect(crossLanguageTerms('o carro')).toContain('car');
  });

  it('matches phrases and returns target phrases whole', () => {
    expect(crossLanguageTerms('health insurance')).toContain('plano de saud'.split(' ').map(stem).join(' '));
    expect(crossLanguageTerms('plano de saude')).toContain(['health', 'insurance'].map(stem).join(' '));
  });

  it('never expands stop words or words the query already has', () => {
    expect(crossLanguageTerms('the of a para')).toEqual([]);
    expect(crossLanguageTerms('hospital')).not.toContain('hospit');
  });
});
