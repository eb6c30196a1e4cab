import {describe, expect, it} from 'vitest';
import {extract} from './index.js';

const now = new Date(2026, 10, 28, 10, 0);
const read = (text: string) => extract(text, {now});

describe("the speaker's own name, as each variety introduces itself", () => {
  it.each([
    ['Boa tarde! Chamo-me Leonor e vivo no Porto.', 'Leonor'],
    ['Olá, o meu nome é Sofia, sou professora.', 'Sofia'],
    ['oi, me chamo Bruna, moro em Niterói', 'Bruna'],
    ["Evening. I'm Graham, I live in York and I'm a retired engineer.", 'Graham'],
    ["Morning! I'm called Harriet, I work in a bakery", 'Harriet'],
    ['hey, im Kayla, I live in Tulsa', 'Kayla'],
  ])('%s → %s, and nobody else', (text, name) => {
    const x = read(text);
    expect(x.user?.name).toBe(name);
    expect(x.people.map(p => p.name)).toEqual([]);
  });
});

describe('what opens a sentence capitalised is not always someone', () => {
  it.each([
    // A contraction is a pronoun and its verb; a first-person plural verb opens many Portuguese sentences.
    ["We've got a new puppy called Rolo", []],
    ["They're coming over on Sunday with Zoe", ['Zoe']],
    ['Temos jantar em casa da Marta no sábado', ['Marta']],
    ['Fomos ao parque com o Tiago', ['Tiago']],
    // A state at the end of an address, a medicine.
    ["hey, I'm Jess, ER nurse at Mercy in Columbus, Ohio", []],
    ['Gave Lily some Calpol for the fever', ['Lily']],
    ['dei Novalgina pro Enzo de madrugada', ['Enzo']],
  ])('%s', (text, people) => {
    expect(read(text as string).people.map(p => p.name)).toEqual(people);
  });

  it('a given name that is also a place or ends like a verb stays a name', () => {
    expect(read('Georgia has ballet on Tuesdays').people.map(p => p.name)).toEqual(['Georgia']);
    expect(read('o Ramos vem jantar na sexta').people.map(p => p.name)).toEqual(['Ramos']);
  });
});
