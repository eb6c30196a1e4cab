import {describe, expect, it} from 'vitest';
import {fold, foldedWords, tokenize} from './words.js';

/** The definitions the fast paths must agree with: Unicode property classes on any text. */
const reference = {
  fold: (t: string) =>
    t
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[’‘`´]/g, "'"),
  tokenize: (t: string) => reference.fold(t).match(/[\p{L}\p{N}]+/gu) ?? [],
  foldedWords: (t: string) =>
    reference
      .fold(t)
      .split(/[^\p{L}\p{N}'-]+/u)
      .filter(Boolean),
};

/** Deterministic text mixing ASCII, Portuguese accents, other Latin letters, other scripts and marks. */
function samples(n: number): string[] {
  const pool = [
    ..."abcxyzABCXYZ0189 -'`.,!?\n\t",
    ...'áàâãéêíóôõúçÁÀÂÃÉÊÍÓÔÕÚÇüÜñÑ',
    ...'ßøæðþıİǅẞḁỳ’‘´',
    ...'αβγΩжЖשׁمحمد日本語한국어',
    '\u0301',
    '\u0327',
    '\u20d7',
    '\u1dc0',
    '\u0903',
    'K',
    '①',
    '½',
    '😀',
  ];
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({length: n}, () => Array.from({length: 1 + Math.floor(next() * 24)}, () => pool[Math.floor(next() * pool.length)]).join(''));
}

describe('folding text', () => {
  it('folds accents, case and apostrophes the same way on every script', () => {
    expect(fold('Inflação É ÓTIMA')).toBe('inflacao e otima');
    expect(fold('it’s D`Ávila')).toBe("it's d'avila");
    expect(fold('Ἀθῆναι')).toBe('αθηναι');
    for (const t of samples(3000)) {
      expect(fold(t), JSON.stringify(t)).toBe(reference.fold(t));
      expect(tokenize(t), JSON.stringify(t)).toEqual(reference.tokenize(t));
      expect(foldedWords(t), JSON.stringify(t)).toEqual(reference.foldedWords(t));
    }
  });

  it('splits words in plain and accented Portuguese and English alike', () => {
    expect(foldedWords("Você já marcou o dentista? it's TMRW, guarda-chuva")).toEqual(['voce', 'ja', 'marcou', 'o', 'dentista', "it's", 'tmrw', 'guarda-chuva']);
    expect(tokenize('Consultas às 14h30, São Paulo')).toEqual(['consultas', 'as', '14h30', 'sao', 'paulo']);
  });
});
