/**
 * Several people said as one: where a pair or a kin plural is named, in the four ways of writing
 * Magis reads — and the words that look alike but name two things, an hour, or someone else's.
 */
import {describe, expect, it} from 'vitest';
import {readGroups} from './groups.js';

const kinds = (text: string) =>
  readGroups(text).map(g => (g.group.kind === 'pair' ? 'pair' : `${g.group.base}${g.group.gender ? `:${g.group.gender}` : ''}${g.group.count ? `×${g.group.count}` : ''}`));

describe('a group of people said as one', () => {
  it.each([
    // Brazilian Portuguese
    ['o oftalmo é pros dois', ['pair']],
    ['as duas têm vacina sexta', ['pair']],
    ['as crianças têm pediatra dia 10', ['child']],
    ['marquei dentista pras meninas', ['child:female']],
    ['ambos precisam de reforço da vacina', ['pair']],
    // European Portuguese
    ['os miúdos têm dentista na 5.ª', ['child']],
    ['a consulta é para as miúdas', ['child:female']],
    ['os dois filhos têm análises', ['child×2']],
    ['é para ambas', ['pair']],
    // American English
    ['booked the dentist for both kids', ['child×2']],
    ['my girls need their shots', ['child:female']],
    ['the two of them are at the pediatrician', ['pair']],
    ['they both have the eye doctor on friday', ['pair']],
    // British English
    ['the boys have the GP on Tuesday', ['child:male']],
    ['got the pair of them booked in', ['pair']],
    ['jabs for both children on the 9th', ['child×2']],
    ['my parents have the optician', ['parent']],
  ])('%s', (text, expected) => {
    expect(kinds(text)).toEqual(expected);
  });

  it.each([
    // Two things, not two people.
    'as duas consultas são na sexta',
    'both appointments are on friday',
    'os dois exames ficaram para janeiro',
    // An hour.
    'marquei pras duas',
    'é às duas da tarde',
    'das duas às três',
    'pras 2 e meia',
    // A list follows: its names say who.
    'both Leo and Bia have the dentist',
    // Someone else's relatives, or something of the group's.
    'os filhos da Ana têm natação',
    "the kids' dad picks them up",
    'the boys of the team',
  ])('not a group of the user’s: %s', text => {
    expect(kinds(text)).toEqual([]);
  });
});
