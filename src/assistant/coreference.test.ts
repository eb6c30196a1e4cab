import {describe, expect, it} from 'vitest';
import {resolveOpeningPronoun} from './coreference.js';

describe('a message opening with a pronoun', () => {
  it('speaks of the person just mentioned, of that gender', () => {
    const recent = [{name: 'Susana', gender: 'female' as const}, {name: 'Carlos', gender: 'male' as const}];
    expect(resolveOpeningPronoun('Ela precisa ir no dentista', recent)).toBe('Susana precisa ir no dentista');
    expect(resolveOpeningPronoun('E ele tem consulta amanhã', recent)).toBe('E Carlos tem consulta amanhã');
    expect(resolveOpeningPronoun('She needs an eye exam', recent)).toBe('Susana needs an eye exam');
  });

  it('does not guess between two people, or when nobody fits', () => {
    const two = [{name: 'Susana', gender: 'female' as const}, {name: 'Ana', gender: 'female' as const}];
    expect(resolveOpeningPronoun('Ela precisa ir no dentista', two)).toBe('Ela precisa ir no dentista');
    expect(resolveOpeningPronoun('Ele precisa ir no dentista', [{name: 'Susana', gender: 'female'}])).toBe('Ele precisa ir no dentista');
    expect(resolveOpeningPronoun('Elaine vem amanhã', [{name: 'Susana', gender: 'female'}])).toBe('Elaine vem amanhã');
  });
});
