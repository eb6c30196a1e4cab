import {describe, expect, it} from 'vitest';
import {chooseClock, clockText} from './clock.js';
import {localeLanguage} from './language.js';
import {genderByEnding} from './gender.js';
import {ptArticle} from './phrases.js';

describe('one clock per user', () => {
  it('writes a time in the language and on the clock given', () => {
    const table: Array<[string, 'pt' | 'en', '12h' | '24h', string]> = [
      ['16:00', 'pt', '24h', '16h'],
      ['08:30', 'pt', '12h', '8h30'],
      ['16:00', 'en', '12h', '4 pm'],
      ['16:30', 'en', '12h', '4:30 pm'],
      ['00:15', 'en', '12h', '12:15 am'],
      ['16:00', 'en', '24h', '16:00'],
      ['08:05', 'en', '24h', '08:05'],
    ];
    for (const [time, lang, style, said] of table) expect(clockText(time, lang, style)).toBe(said);
  });

  it("follows the user's own writing first, then the locale, else 24-hour", () => {
    // [messages, locale, clock]
    const table: Array<[string[], Record<string, string>, '12h' | '24h']> = [
      [['my dad has physio tomorrow at 4pm'], {LANG: 'C.UTF-8'}, '12h'],
      [['dentist on Friday at 10 a.m.'], {}, '12h'],
      [['Mum has the optician at 14:30 on Thursday'], {LANG: 'en_US.UTF-8'}, '24h'],
      [['reunião às 16h', 'call at 5pm', 'gym at 7 am'], {}, '12h'],
      [['a fisio do meu pai é às 14h'], {LANG: 'en_US.UTF-8'}, '24h'],
      [['my sister is visiting'], {LANG: 'en_US.UTF-8'}, '12h'],
      [['my sister is visiting'], {LANG: 'en_GB.UTF-8'}, '24h'],
      [[], {LC_ALL: 'en_AU.UTF-8', LANG: 'de_DE.UTF-8'}, '12h'],
      [[], {LC_TIME: 'en_GB.UTF-8', LANG: 'en_US.UTF-8'}, '24h'],
      [[], {LANG: 'C.UTF-8'}, '24h'],
      [[], {}, '24h'],
      // Not times: a count, a score, a version.
      [['we won 3-1 and I have 2 kids'], {LANG: 'en_GB.UTF-8'}, '24h'],
    ];
    for (const [messages, env, clock] of table) expect(chooseClock(messages, env), `${messages.join(' | ')} ${JSON.stringify(env)}`).toBe(clock);
  });
});

describe("a fresh home's language is the locale's", () => {
  it('pt* is Portuguese; C, POSIX, other languages and nothing at all are English', () => {
    const table: Array<[Record<string, string>, 'pt' | 'en']> = [
      [{LANG: 'pt_BR.UTF-8'}, 'pt'],
      [{LANG: 'pt_PT.UTF-8'}, 'pt'],
      [{LANG: 'pt'}, 'pt'],
      [{LANG: 'C.UTF-8'}, 'en'],
      [{LANG: 'POSIX'}, 'en'],
      [{LANG: 'de_DE.UTF-8'}, 'en'],
      [{}, 'en'],
      [{LC_ALL: 'C', LANG: 'pt_BR.UTF-8'}, 'en'],
      [{LC_MESSAGES: 'pt_BR.UTF-8', LANG: 'en_US.UTF-8'}, 'pt'],
      [{LANG: 'ptx'}, 'en'],
    ];
    for (const [env, lang] of table) expect(localeLanguage(env), JSON.stringify(env)).toBe(lang);
  });
});

describe('small words: gender', () => {
  it('a clipped feminine noun keeps its article ("a fisio", "a foto"); the rest by ending', () => {
    expect(['fisio', 'fono', 'foto', 'moto', 'vacina', 'consulta', 'dentista', 'jantar', 'treino', 'reunião'].map(ptArticle)).toEqual(['a', 'a', 'a', 'a', 'a', 'a', 'o', 'o', 'o', 'a']);
  });

  it('a name with no gender stored is read by its ending, or left unknown', () => {
    expect(['Frida', 'Luna', 'Bolinha', 'Thor', 'Pipoco', 'Mel', 'Bo'].map(genderByEnding)).toEqual(['female', 'female', 'female', null, 'male', null, null]);
  });
});
