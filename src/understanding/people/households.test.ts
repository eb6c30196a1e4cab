/**
 * Family lists and asides: who lives with the user, the children a count or "our"/"nosso" names,
 * each with the age said after them; the other parent of the user's children. The rule for a
 * person listed beside the user with no kin word ("eu, a Marta e…", "me, Sam and…"): no relation
 * until a word says one — partner is a guess, and a wrong partner is worse than none.
 */
import {describe, expect, it} from 'vitest';
import {extract} from '../index.js';

const now = new Date(2026, 11, 1, 10, 0, 0);
const people = (text: string) => extract(text, {now}).people;
const who = (text: string, name: string) => people(text).find(p => p.name === name);

describe('a household listed, children with their ages', () => {
  it.each([
    // pt-PT
    [
      'somos quatro lá em casa: eu, o Nuno e os nossos dois, a Rita de 9 e o pequeno Tomás de 3',
      [
        ['Rita', 'daughter', 9],
        ['Tomás', 'son', 3],
      ],
      'Nuno',
    ],
    ['cá em casa somos três: eu, a Joana e o nosso Duarte, de 5 anos', [['Duarte', 'son', 5]], 'Joana'],
    // pt-BR
    [
      'aqui em casa somos quatro: eu, o Rafa e as nossas duas, a Lia de 6 e a Nina de 3',
      [
        ['Lia', 'daughter', 6],
        ['Nina', 'daughter', 3],
      ],
      'Rafa',
    ],
    ['em casa é só eu, a Carol e o nosso Davi, de 2 aninhos', [['Davi', 'son', 2]], 'Carol'],
    // en-GB
    [
      "there's me, Gaz and our two, Mia who's 11 and little Alfie",
      [
        ['Mia', 'daughter', 11],
        ['Alfie', 'son', null],
      ],
      'Gaz',
    ],
    ['at home it is me, Sophie and our Harry, 6', [['Harry', 'son', 6]], 'Sophie'],
    // en-US
    [
      "it's just me, Dan and our three: Ella (10), Max (7) and baby Zoe",
      [
        ['Ella', 'daughter', 10],
        ['Max', 'son', 7],
        ['Zoe', 'daughter', null],
      ],
      'Dan',
    ],
    [
      'we are me, Jordan and our two, Ava who is 4 and Liam who is 2',
      [
        ['Ava', 'daughter', 4],
        ['Liam', 'son', 2],
      ],
      'Jordan',
    ],
  ] as const)('%s', (text, kids, other) => {
    const got = people(text);
    for (const [name, relation, age] of kids) expect(got.find(p => p.name === name)).toMatchObject({relation, age});
    // The adult beside the user is there, with no relation no word gave.
    expect(got.find(p => p.name === other)).toMatchObject({relation: null});
  });

  it.each([
    ['tenho três filhos: a Bia de 10, o Caio de 7 e a Lu, de 2', 'Lu', 'daughter', 2],
    ['tenho dois miúdos: o Rodrigo de 8 e a pequena Leonor de 4', 'Leonor', 'daughter', 4],
    ['my kids are Maya (8) and Jack (5)', 'Jack', 'son', 5],
    ['we have two girls, Poppy who is 7 and little Isla who is 3', 'Isla', 'daughter', 3],
  ] as const)('the counted or named children: %s', (text, name, relation, age) => {
    expect(who(text, name)).toMatchObject({relation, age});
  });

  it('a later sentence about a mother never re-labels a child of the list', () => {
    const got = people('my kids are Maya (8) and Jack (5). My mother is 70 and lives with us.');
    expect(got.find(p => p.name === 'Maya')).toMatchObject({relation: 'daughter', age: 8});
    expect(got.find(p => p.name === 'Jack')).toMatchObject({relation: 'son', age: 5});
    expect(got.find(p => p.relation === 'mother')).toMatchObject({name: 'mother', age: 70});
    const pt = people('cá em casa somos três: eu, a Marta e o nosso João, de 4 anos. A minha mãe vem no domingo.');
    expect(pt.find(p => p.name === 'João')).toMatchObject({relation: 'son', age: 4});
    expect(pt.find(p => p.name === 'Marta')?.relation).toBeNull();
  });

  it.each([
    // An adult "ours", or no age: family, relation unsaid.
    ['our Kev got a new job in Leeds', 'Kev'],
    ['a nossa Joana, de 80 anos, caiu na escada', 'Joana'],
    ['a nossa Bia passou na prova', 'Bia'],
    ['our Lily, 34, is engaged', 'Lily'],
  ] as const)('not a child without a child’s age: %s', (text, name) => {
    expect(who(text, name)?.relation ?? null).toBeNull();
  });

  it.each([
    // A count of pets, or of something else, names no children.
    ['our two dogs, Rex and Bo, are at the vet'],
    ['os nossos dois gatos, o Tom e a Luna, fugiram'],
    ['our two cars are in the garage'],
  ] as const)('no children in: %s', text => {
    expect(people(text).filter(p => p.relation === 'son' || p.relation === 'daughter' || p.relation === 'child')).toEqual([]);
  });

  it.each([
    // A counted group at the user's work is colleagues, not children.
    ['tenho 3 meninas na minha equipe: a Ana, a Bia e a Carla', 'Ana'],
    ["I've got two girls on my team: Ana and Beth", 'Beth'],
  ] as const)('colleagues, not children: %s', (text, name) => {
    expect(who(text, name)).toMatchObject({relation: 'coworker'});
  });

  it.each([
    ['tenho 2 filhos com o Rodrigo: o Caio e o Léo', 'Caio'],
    ['have 2 boys w/ my ex, Noah is 9 and Eli is 6', 'Eli'],
  ] as const)('the aside before a counted list makes nobody of its own: %s', (text, child) => {
    const got = people(text);
    expect(got.find(p => p.name === child)).toMatchObject({relation: 'son'});
    expect(got.map(p => p.name)).not.toContain('ex');
  });

  it('a pet list leaves no one behind as a person', () => {
    expect(people('our two cats, Tom and Luna, need their jabs')).toEqual([]);
  });
});

describe("the other parent of the user's children", () => {
  it.each([
    // The partner by default; the ex when the message says the couple parted or the predicate says so.
    ["the kids' dad picks them up on friday", 'dad', 'partner'],
    ['the kids’ dad is my ex-husband', 'ex-husband', 'ex-husband'],
    ["we're divorced, and my son's mum has him this weekend", 'mum', 'ex-wife'],
    ['o pai dos miúdos vem buscá-los amanhã', 'pai', 'partner'],
    ['a mãe das crianças é a minha ex-mulher', 'ex-mulher', 'ex-wife'],
    ['somos separados; o pai da minha filha paga a escola', 'pai', 'ex-husband'],
    // Chat drops the apostrophe.
    ['the kids mom picks them up on sunday', 'mom', 'partner'],
    ['my kids dad lives in Ohio now, we separated last year', 'dad', 'ex-husband'],
  ] as const)('%s', (text, name, relation) => {
    const got = people(text);
    expect(got.find(p => p.name === name)).toMatchObject({relation});
    // Never the user's own parent.
    expect(got.some(p => p.relation === 'father' || p.relation === 'mother')).toBe(false);
  });

  it('the other parent said after their name is that person', () => {
    const got = people('lucy is my gf, dana is my ex wife. the kids mom');
    expect(got.find(p => p.name === 'Dana')).toMatchObject({relation: 'ex-wife'});
    expect(got.map(p => p.name).sort()).toEqual(['Dana', 'Lucy']);
  });

  it.each([
    ['Tenho dois filhos. O pai deles, o Rui, mora em Braga', 'Rui', 'partner'],
    ['I have two kids. Their dad is Tom', 'Tom', 'partner'],
    ['Tenho dois filhos. A mãe deles é a Rita', 'Rita', 'partner'],
  ] as const)('named: %s', (text, name, relation) => {
    expect(who(text, name)).toMatchObject({relation});
  });

  it.each([
    // Somebody else's parent, the user's own, or "their" with no children of the user's said before.
    ['o pai da Ana ligou'],
    ["my dad's mum is 90"],
    ['the child’s mother called the school'],
    ['Their dad is Tom'],
    ['a mãe do meu marido vem jantar'],
  ] as const)('not the other parent: %s', text => {
    expect(people(text).some(p => ['partner', 'ex-husband', 'ex-wife', 'ex-spouse'].includes(p.relation ?? ''))).toBe(false);
  });
});
