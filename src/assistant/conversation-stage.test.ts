import {describe, expect, it} from 'vitest';
import {knownNamesCased} from './conversation-stage.js';

describe('known people typed in lower case', () => {
  it('writes a known name as the store has it where a name stands', () => {
    expect(knownNamesCased('nao, a rita é minha cunhada kkk', ['Rita'])).toBe('nao, a Rita é minha cunhada kkk');
    expect(knownNamesCased('rita ta mto preocupada', ['Rita'])).toBe('Rita ta mto preocupada');
    expect(knownNamesCased('a clara é minha filha', ['Clara'])).toBe('a Clara é minha filha');
    expect(knownNamesCased('levei o joao no pediatra', ['Joao'])).toBe('levei o Joao no pediatra');
  });
  it('leaves everyday words alone, and names nobody told it', () => {
    expect(knownNamesCased('comprei a blusa rosa', ['Rosa'])).toBe('comprei a blusa rosa');
    expect(knownNamesCased('a bia vem amanha', ['Rita'])).toBe('a bia vem amanha');
    expect(knownNamesCased('a mãe precisa', ['mãe'])).toBe('a mãe precisa');
  });
});
