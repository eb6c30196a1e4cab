import {describe, expect, it} from 'vitest';
import {parseLanguage} from '../text/language.js';
import {chooseLanguage} from './user-language.js';
import {displayName} from '../text/names.js';

describe("the user's language", () => {
  it('prefers the profile, then most messages, then LANG', () => {
    expect(chooseLanguage('português', ['my son has a cold', 'see you'], {LANG: 'en_US.UTF-8'})).toBe('pt');
    expect(chooseLanguage(null, ['o joao ta com tosse', 'preciso levar ele no pediatra', 'thanks!'], {})).toBe('pt');
    expect(chooseLanguage(null, ['mom has bloodwork tomorrow', 'the dentist is on friday', 'valeu'], {})).toBe('en');
    expect(chooseLanguage(null, [], {LANG: 'pt_BR.UTF-8'})).toBe('pt');
    expect(chooseLanguage(null, [], {LANG: 'C'})).toBe('pt');
    expect(chooseLanguage(null, [], {LANG: 'en_GB.UTF-8'})).toBe('en');
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
