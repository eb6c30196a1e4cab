/**
 * Who people are, as the store keeps them after real turns (`magis ask --now …`, then `magis people
 * --json`, each life in a fresh MAGIS_HOME): the relative whose name follows English "'s"; a given
 * name shared with a club; the family's grandmother said bare, who is the one the user told of;
 * and the household said without a count, whose grown-up gets no guessed relation and nobody is
 * asked about. Every sentence is our own.
 */
import {describe, expect, it} from 'vitest';
import {homePerTest, json, magis} from './helpers/cli.js';

const newHome = homePerTest();
const NOW = '2026-12-01T09:00';

interface Person {
  name: string;
  relation: string | null;
  age: number | null;
  checkups: Array<{kind: string; status: string; date: string | null}>;
}

/** A life told turn by turn in one locale: the replies and the people the store then holds. */
function life(lang: string, lines: string[]): {replies: string[]; people: Person[]} {
  const home = newHome();
  const env = {LANG: lang};
  const replies = lines.map(line => {
    const r = magis(home, ['ask', '--now', NOW, line], {env});
    expect(r.status, r.stderr).toBe(0);
    return r.stdout.trim();
  });
  return {replies, people: json<Person[]>(magis(home, ['people', '--json', '--now', NOW], {env}))};
}

describe("the relative named after English 's", () => {
  it.each([
    ['en_GB.UTF-8', "my husband's Neil, he's 45", 'Neil', 'husband', 45],
    ['en_US.UTF-8', "my mom's Pat", 'Pat', 'mother', null],
  ] as const)('%s: %s', (lang, said, name, relation, age) => {
    const {replies, people} = life(lang, [said]);
    expect(people).toMatchObject([{name, relation, age}]);
    expect(replies[0]).not.toMatch(/Who is/);
  });

  it("a possession after 's names nobody", () => {
    const {people} = life('en_GB.UTF-8', ["my husband's car is at the garage till Friday"]);
    expect(people.filter(p => p.relation === null)).toEqual([]);
  });
});

describe('a given name shared with a club', () => {
  it('is the child whose visit it is, then the son the user names', () => {
    const {replies, people} = life('pt_PT.UTF-8', ['o Vasco tem dentista 5.ª feira às 10h', 'o meu filho Vasco tem 8 anos']);
    expect(replies[0]).toMatch(/^Anotado: Vasco tem dentista marcado em 03\/12\/2026 às 10h\./);
    expect(people).toMatchObject([{name: 'Vasco', relation: 'son', age: 8, checkups: [{kind: 'dentist', status: 'scheduled', date: '2026-12-03'}]}]);
  });
});

describe('the family’s grandmother said bare', () => {
  it.each([
    ['en_GB.UTF-8', ['my gran Pat is 88', "Gran's got the optician on the 4th"], 'Pat'],
    ['en_US.UTF-8', ['my grandma Ruth is 91', 'grandma has the eye doctor on the 4th'], 'Ruth'],
    ['pt_BR.UTF-8', ['minha avó Cida tem 90 anos', 'a vovó tem oftalmologista dia 4'], 'Cida'],
    ['pt_PT.UTF-8', ['a minha avó Lurdes tem 85 anos', 'a avó tem oftalmologista no dia 4'], 'Lurdes'],
  ] as const)('%s: is the grandmother the user told of', (lang, lines, name) => {
    const {people} = life(lang, [...lines]);
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({name, relation: 'grandmother', checkups: [{kind: 'eye_exam', date: '2026-12-04'}]});
  });

  it.each([
    ['en_GB.UTF-8', "Gran's got the optician on the 4th", 'gran'],
    ['pt_PT.UTF-8', 'a avó tem oftalmologista no dia 4', 'avó'],
  ] as const)('%s: with none told of, is the grandmother, named by no name made of the word', (lang, said, kin) => {
    const {replies, people} = life(lang, [said]);
    expect(people).toMatchObject([{name: kin, relation: 'grandmother', checkups: [{kind: 'eye_exam'}]}]);
    expect(replies[0]).not.toMatch(/Who is|Quem é/);
  });
});

describe('a household said without its count', () => {
  it.each([
    ['pt_PT.UTF-8', 'cá em casa somos eu, o Rui e a Inês de 7', 'Rui', 'Inês', 7],
    ['pt_BR.UTF-8', 'aqui em casa somos só eu, o Léo e a Sofia de 5', 'Léo', 'Sofia', 5],
    ['en_GB.UTF-8', "it's just me, Dave and Poppy, 6", 'Dave', 'Poppy', 6],
    ['en_US.UTF-8', 'I live with Jordan and Mia (6)', 'Jordan', 'Mia', 6],
  ] as const)('%s: %s', (lang, said, adult, child, age) => {
    const {replies, people} = life(lang, [said]);
    expect(people.find(p => p.name === adult)).toMatchObject({relation: null});
    expect(people.find(p => p.name === child)).toMatchObject({age});
    expect(replies[0]).not.toMatch(/Quem é|Who is/);
  });

  it('the couple’s own words make the partner', () => {
    const {people} = life('pt_PT.UTF-8', ['eu e o Rui somos casados há 12 anos']);
    expect(people).toMatchObject([{name: 'Rui', relation: 'husband'}]);
  });
});
