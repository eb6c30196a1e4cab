/**
 * A household list that names the speaker and their partner, then the others with a child's age:
 * those are the couple's children, each with their age and the gender their article, pronoun or
 * name gives — however the age is said ("q tem 9", "de 3 aninhos", "who's 9", "aged 7", "(4)").
 * Without a partner named as such, or in a list that is not the speaker's household, nobody gets a
 * relation from the list.
 */
import {describe, expect, it} from 'vitest';
import {extract} from '../index.js';

const now = new Date(2026, 11, 1, 10, 0, 0);
const people = (text: string) => extract(text, {now}).people;
type Want = [name: string, relation: string | null, age: number | null, gender: 'male' | 'female' | null];

describe("a household list with the speaker's partner: the others with a child's age are their children", () => {
  it.each<[string, Want[]]>([
    // pt-BR
    [
      'aqui em casa somos 4: eu, o tiago (meu marido), a helena q tem 9 e o pedrinho de 3 aninhos',
      [
        ['Tiago', 'husband', null, 'male'],
        ['Helena', 'daughter', 9, 'female'],
        ['Pedrinho', 'son', 3, 'male'],
      ],
    ],
    [
      'aqui em casa somos 4: eu, meu marido Caio, a Lara q tem 7 e o Enzo de 8 mesinhos',
      [
        ['Lara', 'daughter', 7, 'female'],
        ['Enzo', 'son', 0, 'male'],
      ],
    ],
    [
      'em casa somos 5: eu, a minha esposa Carla, o Davi (10), a Lívia (6) e o Théo de 1 aninho',
      [
        ['Carla', 'wife', null, 'female'],
        ['Davi', 'son', 10, 'male'],
        ['Lívia', 'daughter', 6, 'female'],
        ['Théo', 'son', 1, 'male'],
      ],
    ],
    // pt-PT
    [
      'cá em casa somos 4: eu, o Nuno (o meu marido), a Leonor que tem 8 e o Duarte de 2 aninhos',
      [
        ['Leonor', 'daughter', 8, 'female'],
        ['Duarte', 'son', 2, 'male'],
      ],
    ],
    [
      'somos quatro cá em casa: eu, a minha mulher Sofia, o Rodrigo de 11 e a Matilde com 6',
      [
        ['Rodrigo', 'son', 11, 'male'],
        ['Matilde', 'daughter', 6, 'female'],
      ],
    ],
    ['lá em casa somos 3: eu, o meu companheiro Hugo e a Beatriz de 5', [['Beatriz', 'daughter', 5, 'female']]],
    // The partner said by the kin word alone; an age said in words.
    [
      'somos 4: eu, meu marido, a Bia de nove e o Théo de 3 anitos',
      [
        ['Bia', 'daughter', 9, 'female'],
        ['Théo', 'son', 3, 'male'],
      ],
    ],
    // en-US
    [
      'there are four of us: me, my husband Mark, Ethan (12) and Lily who is 4',
      [
        ['Ethan', 'son', 12, 'male'],
        ['Lily', 'daughter', 4, 'female'],
      ],
    ],
    [
      "it's me, my wife Jen, Mason who's 6 and Chloe, 3",
      [
        ['Jen', 'wife', null, 'female'],
        ['Mason', 'son', 6, 'male'],
        ['Chloe', 'daughter', 3, 'female'],
      ],
    ],
    ['there are three of us: me, my husband and Ellie (2)', [['Ellie', 'daughter', 2, 'female']]],
    // en-GB
    [
      "it's me, my wife and Amy (9) and Ben (4)",
      [
        ['Amy', 'daughter', 9, 'female'],
        ['Ben', 'son', 4, 'male'],
      ],
    ],
    [
      "we're a family of four: me, my wife Claire, Oliver who's 9 and Ruby aged 7",
      [
        ['Oliver', 'son', 9, 'male'],
        ['Ruby', 'daughter', 7, 'female'],
      ],
    ],
    [
      "there's five of us at home: me, my hubby Dave, Jack (8), Alfie (5) and baby Rosie, 10 months",
      [
        ['Jack', 'son', 8, 'male'],
        ['Alfie', 'son', 5, 'male'],
        ['Rosie', 'daughter', 0, 'female'],
      ],
    ],
  ])('%s', (text, want) => {
    const ps = people(text);
    for (const [name, relation, age, gender] of want) {
      const p = ps.find(x => x.name === name);
      expect(p, name).toBeDefined();
      expect([p?.relation, p?.age, p?.gender], name).toEqual([relation, age, gender]);
    }
  });
});

describe('where the list says no children', () => {
  it.each<[string, Want[]]>([
    // A list of friends is no household.
    ['somos 4 amigos: eu, o Rui (meu colega), a Ana de 30 e o Zé de 29', [['Ana', null, null, 'female']]],
    // No partner named as such: who the others are is unsaid.
    ['cá em casa somos 3: eu, o Rui e a Inês de 9', [['Inês', null, 9, 'female']]],
    ['there are three of us: me, Sam and Amy (9)', [['Amy', null, 9, 'female']]],
    // A sibling or a boyfriend is no partner whose children these are.
    ['cá em casa somos 3: eu, o meu irmão Rui e a Inês de 9', [['Inês', null, 9, 'female']]],
    ['cá em casa somos 3: eu, o meu irmão e a Inês de 9', [['Inês', null, 9, 'female']]],
    ['aqui em casa somos 3: eu, meu namorado Rui e a Bia de 9', [['Bia', null, 9, 'female']]],
    // An adult's age: a grown-up living with the couple.
    ['aqui em casa somos 3: eu, meu marido Caio e o Lucas de 25', [['Lucas', null, 25, 'male']]],
    ["there's three of us: me, my wife Jen and Tom, 24", [['Tom', null, 24, 'male']]],
  ])('%s', (text, want) => {
    const ps = people(text);
    for (const [name, relation, age, gender] of want) {
      const p = ps.find(x => x.name === name);
      expect(p, name).toBeDefined();
      expect([p?.relation, p?.age, p?.gender], name).toEqual([relation, age, gender]);
    }
  });

  it('keeps the children a kin word already gave', () => {
    const ps = people("we're a family of four: me, my wife Jo and the kids, Amy (9) and Ben (4)");
    expect(ps.find(p => p.name === 'Amy')?.relation).toBe('daughter');
    expect(ps.find(p => p.name === 'Ben')?.relation).toBe('son');
  });
});

describe('a diminutive of a given name is a name in lower case', () => {
  it.each([
    ['o pedrinho está com febre', 'Pedrinho'],
    ['a aninha tem natação amanhã', 'Aninha'],
    ['levei o joaozinho ao dentista', 'Joaozinho'],
  ])('%s', (text, name) => {
    expect(people(text).map(p => p.name)).toContain(name);
  });

  it.each([['comprei um carrinho para o bebé'], ['a cozinha está uma confusão'], ['a vizinha trouxe uma galinha'], ['o caminho está cortado']])('names nobody: %s', text => {
    expect(people(text).filter(p => !p.unnamed)).toEqual([]);
  });
});

describe('an age said in the diminutive is years or months like any other', () => {
  it.each<[string, string, number]>([
    // pt-BR
    ['minha filha Lia de 1 aninho', 'Lia', 1],
    ['meu filho Caio tem 2 aninhos', 'Caio', 2],
    // pt-PT
    ['o meu filho Rui, de 1 mesinho, anda com cólicas', 'Rui', 0],
    ['a minha neta Leonor tem 1 aninho', 'Leonor', 1],
    // en-US / en-GB: the short unit
    ["we're a family of three: me, my wife Jo and Sam, 1 yr", 'Sam', 1],
    ['there are three of us: me, my husband Dan and Ellie, 2 yrs', 'Ellie', 2],
  ])('%s', (text, name, age) => {
    expect(people(text).find(p => p.name === name)?.age).toBe(age);
  });
});
