/**
 * Ages belong to whom the sentence says: the subject of the main clause, not a relative named in
 * an opening phrase ("na casa da minha tia, a Lia faz 5 anos"), the head of "o filho da Ana", not
 * Ana. An age in months is kept in whole years (domain/types.ts keeps `age` a number of years):
 * 7 months is 0, 18 months is 1; months of a pregnancy are nobody's age.
 */
import {describe, expect, it} from 'vitest';
import {extract} from '../index.js';

const now = new Date(2026, 11, 1, 10, 0, 0);
const people = (text: string) => extract(text, {now}).people;
const who = (text: string, name: string) => people(text).find(p => p.name === name);

describe('an age is the person the clause is about', () => {
  it.each([
    // The relative of an opening phrase is not the one who has the birthday.
    ['na casa da minha tia, a Lia faz 5 anos hoje', 'Lia', 5, 'tia'],
    ['em casa da minha avó, o Tomás fez 3 anos', 'Tomás', 3, 'avó'],
    ['at my aunt Rose’s place, Lia turned 5 today', 'Lia', 5, 'Rose'],
    ['with my sister, Amy turned 40 on Sunday', 'Amy', 40, 'sister'],
  ] as const)('%s', (text, name, age, relative) => {
    const got = people(text);
    expect(got.find(p => p.name === name)).toMatchObject({age});
    expect(got.find(p => p.name === name)?.relation ?? null).toBeNull();
    expect(got.find(p => p.name === relative)?.age ?? null).toBeNull();
  });

  it.each([
    // A closed apposition, or one with no verb after it, still names the relative.
    ['Minha cunhada, a Renata, tem 30 anos', 'Renata', 'sister-in-law', 30],
    ['Fui jantar com a minha tia, a Lia.', 'Lia', 'aunt', null],
    ['Na festa da minha prima, a Bia, dançamos muito', 'Bia', 'cousin', null],
    ['my neighbour, Mrs Patel, is 81', 'Patel', 'neighbor', 81],
  ] as const)('the relative named: %s', (text, name, relation, age) => {
    expect(who(text, name)).toMatchObject({relation, age});
  });

  it.each([
    // The possessor is not the one whose age it is.
    ['o filho da Ana tem 5 anos', 'Ana'],
    ['a mãe do Pedro tem 70 anos', 'Pedro'],
    ["Tom's son is 5", 'Tom'],
    ['o miúdo da Joana faz 6 anos amanhã', 'Joana'],
  ] as const)('not the possessor’s age: %s', (text, possessor) => {
    expect(who(text, possessor)?.age ?? null).toBeNull();
  });

  it.each([
    // A birthday's day is no age: "faz anos a 3 de maio" (European), "her birthday is on 3 May".
    ['a Rita faz anos a 3 de maio', 'Rita'],
    ['a Rita faz aniversário dia 3 de maio', 'Rita'],
    ["Rita's birthday is on 3 May", 'Rita'],
  ] as const)('no age from a birthday’s date: %s', (text, name) => {
    expect(who(text, name)).toMatchObject({age: null});
  });

  it('the head of a chain has the age', () => {
    expect(people('my sister Amy’s husband is 40').find(p => p.relation === 'brother-in-law')).toMatchObject({age: 40});
  });
});

describe('an age in months', () => {
  it.each([
    ['o bebê tem 7 meses', 'bebê', 0],
    ['o bebé tem 7 meses e já gatinha', 'bebé', 0],
    ['the baby is 7 months old', 'baby', 0],
    ['the baby is 9 months and teething', 'baby', 0],
    ['a minha filha tem 18 meses', 'filha', 1],
    ['my 7-month-old son Leo has a cold', 'Leo', 0],
    ['tenho 2 filhos, o Caio de 6 e a Lia de 8 meses', 'Lia', 0],
    ['our two: Alfie, 3, and baby Rose, 10 months', 'Rose', 0],
  ] as const)('%s', (text, name, age) => {
    expect(who(text, name)).toMatchObject({age});
  });

  it('the baby said as a subject is the speaker’s child', () => {
    expect(who('o bebê tem 7 meses', 'bebê')).toMatchObject({relation: 'child'});
    expect(who('The baby cried all night', 'baby')).toMatchObject({relation: 'child'});
  });

  it.each([
    // A pregnancy, or a grown-up, has no age in months.
    ['minha mulher está grávida de 7 meses', 'mulher'],
    ['my wife is 7 months pregnant', 'wife'],
    ['a minha mulher está com 7 meses', 'mulher'],
  ] as const)('not an age: %s', (text, name) => {
    expect(who(text, name)?.age ?? null).toBeNull();
  });

  it.each([
    // Not the user's baby: someone else's, a compound noun, or a baby after someone else.
    ['the baby shower is on Saturday'],
    ['o bebê da Ana nasceu ontem'],
    ['A Ana teve neném. O bebê tem 2 meses'],
    ['faz 3 meses que a Bia mudou'],
  ] as const)('no child of the user: %s', text => {
    const got = people(text);
    expect(got.some(p => p.relation === 'child')).toBe(false);
    expect(got.some(p => p.age !== null)).toBe(false);
  });
});
