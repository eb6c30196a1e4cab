/**
 * The one walk over a list the speaker is in (list-walk.ts), as its two readers use it: the
 * household's people keep the age said after each of them and, beside the speaker's partner, are
 * the couple's children (refiners/household-members.ts, ages stepped over); a group of children
 * listed beside the speaker is the speaker's (readers/child-group.ts, through `listedWithUser`).
 * Our own sentences, in each variety, and lists the walk must not join.
 */
import {describe, expect, it} from 'vitest';
import {extract} from '../index.js';

const now = new Date(2026, 11, 1, 10, 0, 0);
const people = (text: string) => extract(text, {now}).people;

type Row = readonly [name: string, relation: string | null, age: number | null];

describe('a household list: every item after an aged one is still an item', () => {
  it.each<[string, Row[]]>([
    // pt-BR
    [
      'aqui em casa somos eu, meu marido, a Lívia de 8 e o Caio de 3',
      [
        ['Lívia', 'daughter', 8],
        ['Caio', 'son', 3],
      ],
    ],
    // pt-PT
    [
      'cá em casa somos eu, o Nuno (o meu marido), o Duarte de 10, a Matilde de 6 e a Carolina',
      [
        ['Duarte', 'son', 10],
        ['Matilde', 'daughter', 6],
      ],
    ],
    // en-US
    [
      "it's me, my husband Kyle, Harper who's 7 and Mason, 4",
      [
        ['Harper', 'daughter', 7],
        ['Mason', 'son', 4],
      ],
    ],
    // en-GB
    [
      "it's just me, my wife Sophie, Freddie (8) and Poppy, 5",
      [
        ['Freddie', 'son', 8],
        ['Poppy', 'daughter', 5],
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

  it.each([
    // Only who lives there: no partner named, so no child of the user, yet each keeps the age said after it.
    ['lá em casa somos eu, a Marta, o Zé de 3 e a Rita', 'Zé', 3],
    ["it's me, Dave, Ollie who's 3 and Grace", 'Ollie', 3],
  ])('no partner in "%s": ages only', (text, name, age) => {
    const got = people(text);
    expect(got.find(p => p.name === name)).toMatchObject({relation: null, age});
    expect(got.every(p => p.relation === null)).toBe(true);
  });

  it.each([
    // The one named after the list's end, of someone else: no item.
    ['moro com o Rui e a Inês, que é filha da Ana', 'Ana'],
    ['I live with Tom and Ellie, who is Sarah’s daughter', 'Sarah'],
  ])('must not join: "%s" — %s is no child', (text, name) => {
    expect(people(text).find(p => p.name === name)?.relation ?? null).toBeNull();
  });
});

describe('a group of children listed beside the speaker is the speaker’s', () => {
  it.each<[string, string, string]>([
    ['pt-BR', 'vivemos eu, o Rui e as crianças: a Lara e o Téo', 'Lara'],
    ['pt-PT', 'somos eu, o Rui e os miúdos, a Leonor e o Salvador', 'Leonor'],
    ['en-US', "it's me, Dave and the kids, Chloe and Wyatt", 'Chloe'],
    ['en-GB', "it's me, Dave and the kids, Isla and Alfie", 'Isla'],
  ])('%s: %s', (_variety, text, name) => {
    expect(people(text).find(p => p.name === name)?.relation).toBe('daughter');
  });

  it.each([
    // Someone else's children: the list is not joined back to the speaker.
    ['a Ana, o Rui e os miúdos, a Leonor e o Salvador, vieram jantar', 'Leonor'],
    ['Anna, Dave and the kids, Chloe and Wyatt, came over', 'Chloe'],
  ])('must not fire: "%s"', (text, name) => {
    expect(people(text).find(p => p.name === name)?.relation ?? null).toBeNull();
  });
});
