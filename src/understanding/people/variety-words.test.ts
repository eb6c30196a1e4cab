/**
 * Person words of one variety: European Portuguese ("os miúdos", "a avó", "D. Lurdes", "cá em
 * casa"), British ("mum", "nan", "our Kev", "the missus", "my OH") and American ("my PCP", "my direct
 * report", "my SO") — each the relative or role it names, and never where the word means something else.
 */
import {describe, expect, it} from 'vitest';
import {extract} from '../index.js';

const now = new Date(2026, 11, 1, 10, 0, 0);
const people = (text: string) => extract(text, {now}).people;

describe('European Portuguese', () => {
  it.each([
    ['a miúda tem febre desde ontem', 'miúda', 'daughter'],
    ['o miúdo faz 6 anos amanhã', 'miúdo', 'son'],
    ['os miúdos vão à praia com a avó', 'avó', 'grandmother'],
    ['a minha mulher está de folga', 'mulher', 'wife'],
    ['o meu marido chega amanhã', 'marido', 'husband'],
    ['a minha sogra vem jantar cá a casa', 'sogra', 'mother-in-law'],
    ['o meu cunhado Rui ligou', 'Rui', 'brother-in-law'],
    ['a minha afilhada Inês faz anos', 'Inês', 'goddaughter'],
    ['tenho dois miúdos: o Rodrigo de 8 e a Leonor de 4', 'Rodrigo', 'son'],
  ] as const)('%s', (text, name, relation) => {
    expect(people(text).find(p => p.name === name)).toMatchObject({relation});
  });

  it.each([
    ['a D. Lurdes ligou', 'Lurdes', 'female'],
    ['o D. Manuel vem cá amanhã', 'Manuel', 'male'],
    ['a Dona Lurdes vem amanhã', 'Lurdes', 'female'],
  ] as const)('a title, not a name "D": %s', (text, name, gender) => {
    const got = people(text);
    expect(got.map(p => p.name)).toEqual([name]);
    expect(got[0]).toMatchObject({gender});
  });

  it('the age said after "D. Lurdes" is hers', () => {
    expect(people('a D. Lurdes faz 80 anos hoje')[0]).toMatchObject({name: 'Lurdes', age: 80});
  });

  it.each([
    // "cá em casa" is the household, nobody; a girl who is no one's; someone else's kid.
    ['cá em casa somos quatro'],
    ['vi uma miúda a andar de bicicleta'],
    ['o miúdo da vizinha partiu o vidro'],
  ] as const)('no relative of the user: %s', text => {
    expect(people(text).filter(p => p.relation !== null)).toEqual([]);
  });
});

describe('British English', () => {
  it.each([
    ['mum is coming over on Sunday', 'mum', 'mother'],
    ['my nan is 90 next week', 'nan', 'grandmother'],
    ['on Boxing Day we see Nan', 'nan', 'grandmother'],
    ['the missus wants a holiday', 'missus', 'wife'],
    ['my other half booked dinner', 'other half', 'partner'],
    ['my OH is away till Friday', 'OH', 'partner'],
    ['my line manager Priya signed it off', 'Priya', 'boss'],
  ] as const)('%s', (text, name, relation) => {
    expect(people(text).find(p => p.name === name)).toMatchObject({relation});
  });

  it('"our Kev" is Kev, family, relation unsaid', () => {
    expect(people('our Kev got a new job')).toEqual([expect.objectContaining({name: 'Kev', gender: 'male', relation: null})]);
  });

  it.each([
    // "the other half" of a thing, "oh" the interjection, someone else's missus.
    ['I ate the other half of the pie'],
    ['oh no, the train is late'],
    ['his missus is lovely'],
  ] as const)('no relative of the user: %s', text => {
    expect(people(text).filter(p => p.relation !== null)).toEqual([]);
  });
});

describe('American English', () => {
  it.each([
    ['my SO is cooking tonight', 'SO', 'partner'],
    ['my manager Dave is leaving', 'Dave', 'boss'],
    ['my direct report Priya is out sick', 'Priya', 'employee'],
    ['my boss said no', 'boss', 'boss'],
    ['my PCP, Dr. Patel, wants bloodwork', 'Patel', 'doctor'],
  ] as const)('%s', (text, name, relation) => {
    expect(people(text).find(p => p.name === name)).toMatchObject({relation});
  });

  it.each([
    // "my PCP" alone is a visit to book, not a person named PCP; "so" and "report" are words.
    ['my PCP wants bloodwork'],
    ['my so called friend never showed'],
    ['my report is due friday'],
  ] as const)('no person: %s', text => {
    expect(people(text)).toEqual([]);
  });
});
