/**
 * Family lists and asides (issue 37): a plural kin or child-group word, then who they are; the age
 * said after each name, or together after the list; the speaker's household counted and listed. Each
 * listed person gets their relation and their age — and nobody else's children, friends, dates or
 * counts of things become the user's children or ages.
 */
import {describe, expect, it} from 'vitest';
import {extract} from '../index.js';

const now = new Date(2026, 11, 1, 10, 0, 0);
const people = (text: string) => extract(text, {now}).people;

type Row = readonly [name: string, relation: string | null, age: number | null];

/** Every listed person has the relation and age of its row. */
function expectListed(text: string, rows: readonly Row[]) {
  const got = people(text);
  for (const [name, relation, age] of rows)
    expect(
      got.find(p => p.name === name),
      `${name} in "${text}"`,
    ).toMatchObject({relation, age});
}

const CHILD_RELATIONS = ['son', 'daughter', 'child'];

describe('a plural kin or child-group word, then a copula, a colon or a comma, then the list', () => {
  it.each([
    // pt-BR
    [
      'minhas filhas são a Clara e a Helena',
      [
        ['Clara', 'daughter', null],
        ['Helena', 'daughter', null],
      ],
    ],
    [
      'as crianças são o Benício e a Valentina',
      [
        ['Benício', 'son', null],
        ['Valentina', 'daughter', null],
      ],
    ],
    [
      'a gente tem dois, o Benício de 8 e a Valentina de 5',
      [
        ['Benício', 'son', 8],
        ['Valentina', 'daughter', 5],
      ],
    ],
    [
      'meus filhos: o Heitor e a Lívia',
      [
        ['Heitor', 'son', null],
        ['Lívia', 'daughter', null],
      ],
    ],
    // pt-PT
    [
      'os miúdos são o Duarte e a Matilde',
      [
        ['Duarte', 'son', null],
        ['Matilde', 'daughter', null],
      ],
    ],
    [
      'os miúdos, o Duarte e a Matilde, foram ao Algarve com os avós',
      [
        ['Duarte', 'son', null],
        ['Matilde', 'daughter', null],
      ],
    ],
    [
      'tenho dois filhos: o Vicente e a Carolina',
      [
        ['Vicente', 'son', null],
        ['Carolina', 'daughter', null],
      ],
    ],
    [
      'os nossos dois, o Vicente e a Carolina, entram na escola em setembro',
      [
        ['Vicente', 'son', null],
        ['Carolina', 'daughter', null],
      ],
    ],
    // en-US
    [
      'the kids are Tyler and Madison',
      [
        ['Tyler', 'son', null],
        ['Madison', 'daughter', null],
      ],
    ],
    [
      'my kids: Tyler and Madison',
      [
        ['Tyler', 'son', null],
        ['Madison', 'daughter', null],
      ],
    ],
    [
      'we have two, Tyler (10) and Madison (7)',
      [
        ['Tyler', 'son', 10],
        ['Madison', 'daughter', 7],
      ],
    ],
    // en-GB
    [
      'the children are Oliver and Poppy',
      [
        ['Oliver', 'son', null],
        ['Poppy', 'daughter', null],
      ],
    ],
    [
      "we've got two, Oliver who's 8 and little Poppy who's 5",
      [
        ['Oliver', 'son', 8],
        ['Poppy', 'daughter', 5],
      ],
    ],
    [
      'the kids, Oliver and Poppy, are at their nan’s',
      [
        ['Oliver', 'son', null],
        ['Poppy', 'daughter', null],
      ],
    ],
  ] as const)('%s', (text, rows) => expectListed(text, rows));
});

describe('the age said after each listed name, in the shapes lists say it', () => {
  it.each([
    // ", de 7" with no unit, in every place of the list
    [
      'os meus filhos são a Inês, de 9, e o Gonçalo, de 3',
      [
        ['Inês', 'daughter', 9],
        ['Gonçalo', 'son', 3],
      ],
    ],
    [
      'meus filhos são o Pedro de 8 e a Júlia de 5',
      [
        ['Pedro', 'son', 8],
        ['Júlia', 'daughter', 5],
      ],
    ],
    [
      'meus filhos são o Caio, 9 anos, e o Léo, 6 anos',
      [
        ['Caio', 'son', 9],
        ['Léo', 'son', 6],
      ],
    ],
    [
      'os miúdos são o Tiago (11) e a Leonor (2)',
      [
        ['Tiago', 'son', 11],
        ['Leonor', 'daughter', 2],
      ],
    ],
    [
      'my kids are Mason, 12, and Chloe, 6',
      [
        ['Mason', 'son', 12],
        ['Chloe', 'daughter', 6],
      ],
    ],
    [
      'my kids are Mason aged 12 and Chloe aged 6',
      [
        ['Mason', 'son', 12],
        ['Chloe', 'daughter', 6],
      ],
    ],
    [
      "the kids are Mason who's 12 and Chloe who's 6",
      [
        ['Mason', 'son', 12],
        ['Chloe', 'daughter', 6],
      ],
    ],
    [
      'my kids Mason 12 and Chloe 6',
      [
        ['Mason', 'son', 12],
        ['Chloe', 'daughter', 6],
      ],
    ],
    // respectively
    [
      'os miúdos são o Tiago e a Leonor, 11 e 2 anos',
      [
        ['Tiago', 'son', 11],
        ['Leonor', 'daughter', 2],
      ],
    ],
    [
      'minhas filhas são a Bia e a Lu, de 10 e 6 anos',
      [
        ['Bia', 'daughter', 10],
        ['Lu', 'daughter', 6],
      ],
    ],
    [
      'meus filhos o Rui e a Sara têm 7 e 4 anos',
      [
        ['Rui', 'son', 7],
        ['Sara', 'daughter', 4],
      ],
    ],
    [
      'the kids are Tyler and Madison, 10 and 7',
      [
        ['Tyler', 'son', 10],
        ['Madison', 'daughter', 7],
      ],
    ],
    [
      'the children are Oliver and Poppy, aged 8 and 5',
      [
        ['Oliver', 'son', 8],
        ['Poppy', 'daughter', 5],
      ],
    ],
    // months are a baby's, kept in whole years
    [
      'temos três: o Duarte de 9, a Matilde de 6 e o bebé Afonso de 7 meses',
      [
        ['Duarte', 'son', 9],
        ['Matilde', 'daughter', 6],
        ['Afonso', 'son', 0],
      ],
    ],
    [
      'os miúdos são o Tomás, de 4, e a bebé Leonor, de 8 meses',
      [
        ['Tomás', 'son', 4],
        ['Leonor', 'daughter', 0],
      ],
    ],
    [
      'the kids are Archie, 4, and baby Isla, 10 months',
      [
        ['Archie', 'son', 4],
        ['Isla', 'daughter', 0],
      ],
    ],
  ] as const)('%s', (text, rows) => expectListed(text, rows));

  it.each([
    ['o bebé tem 7 meses', 'bebé'],
    ['o bebê tem 11 meses', 'bebê'],
    ['the baby is 7 months', 'baby'],
    ['the baby is 9 months old now', 'baby'],
  ] as const)('months are not years: %s', (text, name) => {
    expect(people(text).find(p => p.name === name)).toMatchObject({relation: 'child', age: 0});
  });
});

describe("the speaker's household, counted and listed", () => {
  it.each([
    // pt-PT
    [
      'somos quatro cá em casa: eu, o Nuno e os miúdos, a Rita de 9 e o Tomás de 3',
      'Nuno',
      [
        ['Rita', 'daughter', 9],
        ['Tomás', 'son', 3],
      ],
    ],
    [
      'cá em casa somos quatro: eu, a Joana e os miúdos, o Duarte e a Matilde',
      'Joana',
      [
        ['Duarte', 'son', null],
        ['Matilde', 'daughter', null],
      ],
    ],
    // pt-BR
    [
      'somos quatro aqui em casa: eu, o Marcos e as crianças, o Pedro (8) e a Júlia (5)',
      'Marcos',
      [
        ['Pedro', 'son', 8],
        ['Júlia', 'daughter', 5],
      ],
    ],
    [
      'somos três lá em casa: eu, a Carol e os dois filhos, o Davi e a Lia',
      'Carol',
      [
        ['Davi', 'son', null],
        ['Lia', 'daughter', null],
      ],
    ],
    // en-US
    [
      'there are four of us: me, Chris and the kids, Tyler and Madison',
      'Chris',
      [
        ['Tyler', 'son', null],
        ['Madison', 'daughter', null],
      ],
    ],
    [
      'there are four of us at home: me, Jordan and the kids, Ava (6) and Liam (3)',
      'Jordan',
      [
        ['Ava', 'daughter', 6],
        ['Liam', 'son', 3],
      ],
    ],
    // en-GB
    [
      "we're a family of four: me, Gaz and the children, Oliver (8) and Poppy (5)",
      'Gaz',
      [
        ['Oliver', 'son', 8],
        ['Poppy', 'daughter', 5],
      ],
    ],
    [
      "we're a family of four: me, Gaz and the kids, Alfie and Mia, 8 and 5",
      'Gaz',
      [
        ['Alfie', 'son', 8],
        ['Mia', 'daughter', 5],
      ],
    ],
  ] as const)('%s', (text, adult, rows) => {
    expectListed(text, rows);
    // The grown-up beside the speaker: no word says which relative.
    expect(people(text).find(p => p.name === adult)).toMatchObject({relation: null});
  });

  it.each([
    // The speaker listed beside the group, with no count, is the same household.
    [
      'eu, o Rui e os miúdos, a Inês e o Tomás, vamos ao Algarve',
      [
        ['Inês', 'daughter', null],
        ['Tomás', 'son', null],
      ],
    ],
    [
      "it's me, Sam and the kids, Amy and Ben, 9 and 4",
      [
        ['Amy', 'daughter', 9],
        ['Ben', 'son', 4],
      ],
    ],
  ] as const)('listed beside the speaker: %s', (text, rows) => expectListed(text, rows));

  it.each([
    // Nobody in the list is a child without a child-group word or a possessive.
    ['somos quatro: eu, o Rui, a Inês e o Tomás'],
    ['there are four of us: me, Sam, Amy and Ben'],
    // A count of a team, a class: not the speaker's household.
    ['somos quatro na equipa: eu, o Rui, a Ana e o Zé'],
    ['there are 30 of us in the class'],
  ] as const)('no children named in: %s', text => {
    expect(people(text).filter(p => CHILD_RELATIONS.includes(p.relation ?? ''))).toEqual([]);
  });
});

describe('where none of it applies', () => {
  it.each([
    // Somebody else's children, the user's friends, a group with no list, a count of things.
    ['os filhos da Ana são o Rui e a Sara'],
    ['a Ana e os filhos, o Rui e a Sara, vieram jantar'],
    ['a Ana veio com os miúdos, o Rui e a Sara'],
    ['meus amigos são o Rui e a Sara'],
    ["the kids' friends are Amy and Ben"],
    ['the kids are with Amy and Ben'],
    // A group some word qualifies is another group; a name with "'s" is a possessor.
    ['the kids from school, Amy and Ben, came over'],
    ['os miúdos da escola, o Rui e a Sara, vieram cá'],
    ["the kids are Amy and Ben's friends"],
    ['as crianças estão com a Ana e o Rui'],
    ['the kids are at school'],
    ['os miúdos estão de 7 a 9 na escola'],
    ['comprar 2 presentes'],
    // A count said in the singular with no ages: the noun left out could be anyone.
    ['I have two, Amy and Ben'],
    ['tenho duas, a Rita e a Joana'],
  ] as const)('no child of the user in: %s', text => {
    expect(people(text).filter(p => CHILD_RELATIONS.includes(p.relation ?? ''))).toEqual([]);
  });

  it('the children of someone else stay theirs', () => {
    const x = extract('os filhos da Ana são o Rui e a Sara', {now});
    expect(x.relationships).toContainEqual({subject: 'Rui', relation: 'son', object: 'Ana'});
    expect(x.relationships).toContainEqual({subject: 'Sara', relation: 'daughter', object: 'Ana'});
  });

  it.each([
    // Dates, times, places, counts of days: nobody's age.
    ['o Rui e a Sara chegam de 7 a 9 de dezembro', ['Rui', 'Sara']],
    ['o Rui e a Sara vêm de 7 a 9 de dezembro', ['Rui', 'Sara']],
    ['Rui e Sara, 3 e 4 de maio', ['Rui', 'Sara']],
    ['a reunião com o Rui e a Sara é às 7 e 9', ['Rui', 'Sara']],
    ['a Inês, de Lisboa, vem jantar', ['Inês']],
    ['the kids, Amy and Ben, 7 to 9 on weekdays', ['Amy', 'Ben']],
    ['Amy and Ben, 2 and 3 days a week', ['Amy', 'Ben']],
    ['my kids Amy and Ben 2 days a week', ['Amy', 'Ben']],
    ['meus filhos, a Lara e o Davi, de 7 às 9 na natação', ['Lara', 'Davi']],
  ] as const)('no age in: %s', (text, names) => {
    const got = people(text);
    for (const name of names) expect(got.find(p => p.name === name)?.age ?? null, name).toBeNull();
  });

  it('more ages than people, or fewer, gives none of them', () => {
    for (const text of ['o Rui e a Sara, 7, 5 e 3 anos', 'Amy, Ben and Cal, 9 and 4']) {
      expect(people(text).every(p => p.age === null)).toBe(true);
    }
  });
});
