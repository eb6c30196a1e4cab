import {describe, expect, it} from 'vitest';
import {parseLanguage} from '../text/language.js';
import {chooseLanguage} from './user-language.js';
import {displayName} from '../text/names.js';

describe("the user's language", () => {
  it('prefers the profile, then most messages, then the locale (pt* Portuguese, anything else English)', () => {
    expect(chooseLanguage('português', ['my son has a cold', 'see you'], {LANG: 'en_US.UTF-8'})).toBe('pt');
    expect(chooseLanguage(null, ['o joao ta com tosse', 'preciso levar ele no pediatra', 'thanks!'], {})).toBe('pt');
    expect(chooseLanguage(null, ['mom has bloodwork tomorrow', 'the dentist is on friday', 'valeu'], {})).toBe('en');
    expect(chooseLanguage(null, [], {LANG: 'pt_BR.UTF-8'})).toBe('pt');
    expect(chooseLanguage(null, [], {LANG: 'C'})).toBe('en');
    expect(chooseLanguage(null, [], {LANG: 'C.UTF-8'})).toBe('en');
    expect(chooseLanguage(null, [], {})).toBe('en');
    expect(chooseLanguage(null, [], {LANG: 'en_GB.UTF-8'})).toBe('en');
    expect(chooseLanguage(null, [], {LC_ALL: 'pt_BR.UTF-8', LANG: 'en_US.UTF-8'})).toBe('pt');
    // Once the user has written, what they wrote outweighs the locale, either way.
    expect(chooseLanguage(null, ['my daughter has a school play on friday'], {LANG: 'pt_BR.UTF-8'})).toBe('en');
    expect(chooseLanguage(null, ['minha filha tem teatro na escola sexta'], {LANG: 'C.UTF-8'})).toBe('pt');
  });

  it('reads the ways people name a language', () => {
    expect(['pt', 'pt-BR', 'Portuguese', 'inglês', 'en_GB', 'xx'].map(parseLanguage)).toEqual(['pt', 'pt', 'pt', 'en', 'en', null]);
  });
});

describe('names in sentences', () => {
  it('capitalises what was typed in lower case and leaves written capitals alone', () => {
    expect(displayName('joao')).toBe('Joao');
    expect(displayName('maria da silva')).toBe('Maria da Silva');
    expect(displayName('ana-clara')).toBe('Ana-Clara');
    expect(displayName('McArthur')).toBe('McArthur');
  });
});
