/**
 * A pet's sex as the message marks it (pet-gender.ts), in the four varieties: the noun beside its
 * name, the Portuguese article before it, an English pronoun or possessive standing for it; and
 * messages where nothing marks it, or something else is meant.
 */
import {describe, expect, it} from 'vitest';
import {extract} from './index.js';

const now = new Date('2026-12-03T12:00:00');
const genderOf = (text: string, name: string, known: string[] = []) => extract(text, {now, knownPets: known}).pets?.find(p => p.name === name)?.gender ?? null;

describe('a pet’s sex from the words bound to its name', () => {
  const cases: Array<[string, string, string, 'female' | 'male']> = [
    ['pt-BR', 'Temos uma gata, a Pantufa', 'Pantufa', 'female'],
    ['pt-BR', 'nossa gata Bisteca dorme o dia todo', 'Bisteca', 'female'],
    ['pt-BR', 'a Paçoca é minha cachorra', 'Paçoca', 'female'],
    ['pt-BR', 'minha cachorra Nescau tá com pulga', 'Nescau', 'female'],
    ['pt-BR', 'nosso gato Biscoito sumiu ontem', 'Biscoito', 'male'],
    ['pt-BR', 'o Rubi é nosso cachorro', 'Rubi', 'male'],
    ['pt-BR', 'nosso cachorro, a Jade, fez 2 anos', 'Jade', 'female'],
    ['pt-PT', 'A nossa cadela, a Tulipa, anda a coxear', 'Tulipa', 'female'],
    ['pt-PT', 'o meu cão Bolota está velhote', 'Bolota', 'male'],
    ['en-US', 'Our cat Pretzel, she sleeps all day', 'Pretzel', 'female'],
    ['en-US', 'Waffles is our dog and he hates the mailman', 'Waffles', 'male'],
    ['en-US', 'Our dog Nacho has his shots on Friday', 'Nacho', 'male'],
    ['en-GB', "We've a cat called Crumpet, she's a rescue", 'Crumpet', 'female'],
    ['en-GB', "Our pony Clover's got her farrier visit next week; she's a mare", 'Clover', 'female'],
  ];
  it.each(cases)('%s: %s', (_v, text, name, gender) => expect(genderOf(text, name)).toBe(gender));

  it('a known pet told of again is read the same way ("Rex has his vaccine")', () => {
    expect(genderOf('Rex has his vaccine on the 7th at 10am', 'Rex', ['Rex'])).toBe('male');
    expect(genderOf('a Nina tem vacina dia 7 às 10h', 'Nina', ['Nina'])).toBe('female');
    expect(genderOf('A vacina da Kiwi é na terça', 'Kiwi', ['Kiwi'])).toBe('female');
    expect(genderOf('Levei o Tejo ao veterinário', 'Tejo', ['Tejo'])).toBe('male');
  });

  const none: Array<[string, string, string, string[]]> = [
    // Nothing marks it: English nouns and articles have no sex.
    ['en-US', 'Our dog Pepper loves the park', 'Pepper', []],
    ['en-GB', 'We have a cat called Marmite', 'Marmite', []],
    // A plural noun says nothing of one of them.
    ['pt-BR', 'nossos gatos, Pingo e Bolinha, brigam muito', 'Pingo', []],
    // Another person named: "she" may be her.
    ['en-US', 'Our dog Pepper bit my sister, she is fine', 'Pepper', []],
    // A Portuguese "ela" may be the visit, not the pet.
    ['pt-BR', 'Pipoca tem consulta sexta, ela é às 10h', 'Pipoca', ['Pipoca']],
  ];
  it.each(none)('%s: nothing read from %s', (_v, text, name, known) => expect(genderOf(text, name, known)).toBeNull());

  it('another animal’s noun across "e"/"and" is that animal’s, not this one’s', () => {
    expect(genderOf('o Thor e a nossa gata dormem juntos', 'Thor', ['Thor'])).toBe('male');
    expect(genderOf('Thor e nossa gata Lua dormem juntos', 'Thor', ['Thor'])).toBeNull();
  });
});
