import {describe, expect, it} from 'vitest';
import {dropQuotingSentences, quotes} from './forget-memory.js';

const MEMORY = 'A senha do wifi da casa de praia é lucia1950';

describe('what quotes a forgotten memory', () => {
  it('catches the whole text, a secret-like word, or most of its telling words', () => {
    expect(quotes('Anotado: a senha do wifi da casa de praia é lucia1950.', MEMORY)).toBe(true);
    expect(quotes('É lucia1950, a que você me passou.', MEMORY)).toBe(true);
    expect(quotes('A senha do wifi da casa de praia? Guardei sim.', MEMORY)).toBe(true);
    expect(quotes('O Lucas tem dentista na quarta.', MEMORY)).toBe(false);
    expect(quotes('Vamos para a praia no sábado.', MEMORY)).toBe(false);
  });

  it('ignores accents and case, as people type', () => {
    expect(quotes('a consulta da clara com a dra. lucia e quinta', 'Consulta da Clara com a Dra. Lúcia é quinta')).toBe(true);
  });

  it('drops only the sentences of a summary that quote it', () => {
    const summary = 'Clara foi ao dentista. A senha do wifi da casa de praia é lucia1950. Pedro viajou.';
    expect(dropQuotingSentences(summary, MEMORY)).toBe('Clara foi ao dentista. Pedro viajou.');
    expect(dropQuotingSentences('Nada a ver.', MEMORY)).toBeNull();
  });
});
