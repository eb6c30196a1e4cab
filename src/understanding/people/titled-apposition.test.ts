/**
 * A relative named in apposition with a courtesy title ("o meu sogro, o sr. abilio", "my
 * father-in-law, Mr Abilio"): the title licenses the name after it, so the relative is that named
 * person — never an unnamed "sogro", never a person called "Sr".
 */
import {describe, expect, it} from 'vitest';
import {extract} from '../index.js';

const now = new Date(2026, 11, 1, 10, 0, 0);
const people = (text: string) => extract(text, {now}).people;

describe('a relative named with a courtesy title in apposition', () => {
  it.each([
    // pt-PT
    ['no domingo almoçamos com o meu sogro, o sr. abilio', 'Abilio', 'father-in-law', 'male'],
    ['a minha sogra, a d. zulmira, vem cá no sábado', 'Zulmira', 'mother-in-law', 'female'],
    ['o meu sogro, o sr abilio, faz anos amanhã', 'Abilio', 'father-in-law', 'male'],
    ['o sr. abilio, meu sogro, faz anos amanhã', 'Abilio', 'father-in-law', 'male'],
    ['o meu padrinho, o senhor abilio, vem jantar', 'Abilio', 'godfather', 'male'],
    // pt-BR
    ['a minha vizinha, a dona lurdes, vai regar as plantas', 'Lurdes', 'neighbor', 'female'],
    ['vou levar meu avô, o seu abilio, no médico', 'Abilio', 'grandfather', 'male'],
    ['minha sogra, a sra zulmira, chega sexta', 'Zulmira', 'mother-in-law', 'female'],
    // en-GB
    ['my father-in-law, Mr Abilio, is staying over Christmas', 'Abilio', 'father-in-law', 'male'],
    ['my nan, mrs okafor, rang this morning', 'Okafor', 'grandmother', 'female'],
    // en-US
    ['my father in law, mr abilio, is flying in friday', 'Abilio', 'father-in-law', 'male'],
    ['my grandpa, mr okafor, turns 80 on sunday', 'Okafor', 'grandfather', 'male'],
  ])('%s', (text, name, relation, gender) => {
    const ps = people(text);
    const p = ps.find(x => x.name === name);
    expect(p?.relation).toBe(relation);
    expect(p?.gender).toBe(gender);
    // The kin word and the title are no people of their own.
    expect(ps.filter(x => x.relation === relation)).toHaveLength(1);
    expect(ps.some(x => /^(sr|sra|senhor|mr|mrs|dona|d)\.?$/i.test(x.name))).toBe(false);
  });

  it.each([
    // The polite "you" after a relative is no title: nobody is named.
    ['o meu pai, o senhor pode vir buscá-lo?'],
    ['o senhor pode ligar amanhã?'],
    ['o sr. já chegou?'],
    // "seu" is "your" outside an apposition.
    ['o seu carro está pronto'],
  ])('names nobody: %s', text => {
    expect(people(text).filter(p => !p.unnamed)).toEqual([]);
  });
});
