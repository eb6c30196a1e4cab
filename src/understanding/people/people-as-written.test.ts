/**
 * People as families write them (issue 37): a household list whose partner is said by the kin word
 * alone keeps the next name, said with a child's age, for the next person; an age said loosely
 * ("que fez 3", "who just turned three", "fez 7 mês passado") is the person's; a courtesy or
 * professional title is never the name; the given names of an older generation are names. Our own
 * sentences in each variety, and sentences where nothing of the kind may be read.
 */
import {describe, expect, it} from 'vitest';
import {extract} from '../index.js';

const now = new Date(2026, 11, 1, 10, 0, 0);
const people = (text: string) => extract(text, {now}).people;
const find = (text: string, name: string) => people(text).find(p => p.name === name);

type Row = readonly [name: string, relation: string | null, age: number | null];

describe('a grown-up’s kin word is not named by a name said with a child’s age', () => {
  it.each<[string, Row[]]>([
    // pt-PT
    [
      'cá em casa somos três: eu, a minha mulher, a Inês de 9',
      [
        ['mulher', 'wife', null],
        ['Inês', 'daughter', 9],
      ],
    ],
    // pt-BR
    [
      'aqui em casa somos eu, meu marido, o Davi de 6 e a Cecília de 2',
      [
        ['marido', 'husband', null],
        ['Davi', 'son', 6],
        ['Cecília', 'daughter', 2],
      ],
    ],
    // en-US
    [
      "it's me, my husband, Jake who's 8 and Lily, 5",
      [
        ['husband', 'husband', null],
        ['Jake', 'son', 8],
        ['Lily', 'daughter', 5],
      ],
    ],
    // en-GB
    [
      "there's four of us: me, my wife and our Inês, who's 9, and Alfie",
      [
        ['wife', 'wife', null],
        ['Inês', 'daughter', 9],
      ],
    ],
  ])('%s', (text, rows) => {
    const got = people(text);
    for (const [name, relation, age] of rows)
      expect(
        got.find(p => p.name === name),
        `${name} in "${text}"`,
      ).toMatchObject({relation, age});
  });

  it.each<[string, string, string, number | null]>([
    // The name of the grown-up, with a grown-up's age or none: still theirs.
    ['somos eu, o meu marido, o Rui, e os miúdos', 'Rui', 'husband', null],
    ['my wife, Jo, 38, and the kids', 'Jo', 'wife', 38],
    ['a minha sogra, a Rosa, de 80 anos, vem cá', 'Rosa', 'mother-in-law', 80],
    ['meu pai, o Zé, fez 70 anos', 'Zé', 'father', 70],
  ])('must not fire: "%s" — %s stays the %s', (text, name, relation, age) => {
    expect(find(text, name)).toMatchObject({relation, age});
  });
});

describe('an age said loosely is the person’s', () => {
  it.each<[string, string, string, number]>([
    ['pt-PT', 'o meu neto Salvador, que fez 2, já anda', 'Salvador', 2],
    ['pt-PT', 'a minha neta Leonor fez agora 5', 'Leonor', 5],
    ['pt-PT', 'o Tomás fez 3 anos em maio', 'Tomás', 3],
    ['pt-BR', 'meu filho Enzo fez 7 mês passado', 'Enzo', 7],
    ['pt-BR', 'a Bia fez três no domingo', 'Bia', 3],
    ['en-US', "my son Leo, who's just turned 3, started preschool", 'Leo', 3],
    ['en-US', 'my daughter Mia, who turned three in June, loves ponies', 'Mia', 3],
    ['en-GB', 'our Alfie turned two last week', 'Alfie', 2],
  ])('%s: %s', (_variety, text, name, age) => {
    expect(find(text, name)?.age).toBe(age);
  });

  it.each<[string, string]>([
    ['o Rui fez três golos no domingo', 'Rui'],
    ['a Bia fez uma festa no sábado', 'Bia'],
    ['Sam turned one corner and saw us', 'Sam'],
    ['a minha filha Clara fez 3 meses de estágio', 'Clara'],
    ['my son Ben turned in his homework', 'Ben'],
  ])('must not fire: "%s"', (text, name) => {
    expect(find(text, name)?.age ?? null).toBeNull();
  });
});

describe('a courtesy or professional title is not a name', () => {
  it.each<[string, string]>([
    ['pt-PT', 'o sr. engenheiro ligou por causa da obra'],
    ['pt-PT', 'a senhora engenheira vem cá amanhã'],
    ['pt-BR', 'a sra. doutora disse que está tudo bem'],
    ['pt-BR', 'o sr arquiteto mandou a planta'],
    ['en-US', 'the doc said the rash is nothing'],
    ['en-GB', 'the nurse rang about the jabs'],
  ])('%s: %s', (_variety, text) => {
    expect(people(text).map(p => p.name.toLowerCase())).not.toContainEqual(expect.stringMatching(/engenheir|doutor|arquitet|doc|nurse/));
  });

  it.each<[string, string]>([
    ['falei com o sr. engenheiro Abílio sobre o telhado', 'Abílio'],
    ['a sra. doutora Ermelinda mudou a consulta', 'Ermelinda'],
  ])('the name after the profession: "%s"', (text, name) => {
    expect(find(text, name)).toBeDefined();
  });

  it.each([
    ['Mr Hughes the plumber is coming on Tuesday', 'Hughes'],
    ['Mrs Patel from the chemist called', 'Patel'],
  ])('a titled tradesperson is a person, not family: "%s"', (text, name) => {
    expect(find(text, name)).toMatchObject({relation: null});
  });
});

describe('the given names of an older generation are names', () => {
  it.each<[string, string, string]>([
    ['pt-PT', 'o Abílio e a Gertrudes vêm jantar no sábado', 'Abílio'],
    ['pt-PT', 'a Gertrudes ligou a perguntar pelos miúdos', 'Gertrudes'],
    ['pt-PT', 'o Teotónio da mercearia fez 80', 'Teotónio'],
    ['pt-PT', 'a Etelvina vem cá a casa amanhã', 'Etelvina'],
    ['pt-BR', 'o Juscelino vem almoçar domingo', 'Juscelino'],
    ['pt-BR', 'a Raimunda ligou ontem', 'Raimunda'],
    ['pt', 'o Amadeu e a Joaquina casaram', 'Joaquina'],
  ])('%s: %s', (_variety, text, name) => {
    expect(find(text, name)).toBeDefined();
  });

  it.each([
    // Words that are also names stay words where nothing makes them a person.
    ['vamos passar os domingos na praia'],
    ['comprei uma orquídea para a sala'],
  ])('must not fire: "%s"', text => {
    expect(people(text)).toEqual([]);
  });
});
