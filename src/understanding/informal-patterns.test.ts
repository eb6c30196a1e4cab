import {describe, expect, it} from 'vitest';
import {extract} from './index.js';

const at = (iso: string) => new Date(iso);
const x = (text: string, now = at('2026-06-01T12:00:00')) => extract(text, {now});
const person = (text: string, name: string) => x(text).people.find(p => p.name.toLowerCase() === name);

describe('a neighbour named in apposition, and an age past it', () => {
  it('reads "a vizinha de cima" / "the neighbour next door" after a name as the user\'s neighbour', () => {
    expect(person('dona neide, a vizinha de cima, fez noventa e um anos', 'neide')).toMatchObject({relation: 'neighbor', age: 91, gender: 'female'});
    expect(person('Mr. Lee, the neighbor from upstairs, is 82 and still drives', 'lee')).toMatchObject({relation: 'neighbor', age: 82});
  });
  it('gives the age to the name before a bracketed apposition that is no relation', () => {
    expect(person('seu antonio, o zelador do predio, fez sessenta anos', 'antonio')).toMatchObject({age: 60, relation: null});
  });
  it('reads a name that is also a word after a title', () => {
    expect(person('a dona rosa trouxe bolo', 'rosa')).toMatchObject({gender: 'female', title: 'Dona'});
  });
});

describe('children and partners said the chat way', () => {
  it('reads "(meu caçula)", "minha primogênita" in apposition as the user\'s child', () => {
    expect(person('levei o davi (meu cacula) na natacao', 'davi')).toMatchObject({relation: 'son', gender: 'male'});
    expect(person('a sofia, minha primogenita, passou no vestibular', 'sofia')).toMatchObject({relation: 'daughter'});
  });
  it('reads "namoro meu e do X", "namoro com a X", "tô namorando o X" as the user\'s partner', () => {
    expect(person('sabado faz dois anos de namoro meu e do rafa', 'rafa')).toMatchObject({relation: 'boyfriend', gender: 'male'});
    expect(person('namoro com a leticia faz uns meses', 'leticia')).toMatchObject({relation: 'girlfriend'});
    expect(person('my bf daniel is cooking tonight', 'daniel')).toMatchObject({relation: 'boyfriend'});
  });
  it('does not give the user a partner for someone else\'s courtship', () => {
    expect(person('o bruno ta namorando a leticia', 'leticia')?.relation ?? null).toBeNull();
  });
});
