/**
 * Who a name or a kin word is, as families say it (issue 37): English "'s" as "is" before a name
 * ("my husband's Neil"); a given name shared with a club or a shop ("Vasco", "Zara", "Tim") and the
 * Irish, Scottish and old Portuguese names the name list lacked; the family's grandmother said bare
 * ("Gran's got the optician"); the speaker's household said without a count ("cá em casa somos
 * eu, o Rui e a Inês de 7"), and the couple's own words ("eu e o Rui somos casados"). Each table
 * has the four varieties and the sentences where the rule must not fire. Every sentence is ours.
 */
import {describe, expect, it} from 'vitest';
import {extract} from '../index.js';

const now = new Date(2026, 11, 1, 10, 0, 0);
const read = (text: string, knownPeople: string[] = []) => extract(text, {now, knownPeople});
const person = (text: string, name: string, known: string[] = []) => read(text, known).people.find(p => p.name === name);

describe("English 's as is: the relative's name after it", () => {
  it.each([
    // en-GB
    ["my husband's Neil", 'Neil', 'husband'],
    ["my mum's Pat, she's 70", 'Pat', 'mother'],
    ['my nan’s Brigid and she lives in Cork', 'Brigid', 'grandmother'],
    // en-US
    ["my wife's Sarah", 'Sarah', 'wife'],
    ["my brother's Tom who lives in Denver", 'Tom', 'brother'],
    ["my sister's called Ana", 'Ana', 'sister'],
    // pt-BR and pt-PT say the copula: the same reading.
    ['meu marido é o Rafa', 'Rafa', 'husband'],
    ['a minha mãe é a Graça', 'Graça', 'mother'],
  ] as const)('%s → %s (%s)', (text, name, relation) => {
    expect(person(text, name)).toMatchObject({relation});
    // The relative is that person: no unnamed husband or mother beside them, nobody to ask about.
    expect(read(text).people.filter(p => p.unnamed)).toEqual([]);
    expect(read(text).questions).toEqual([]);
  });

  it.each([
    // A possessive: what belongs to the relative, or a name that does not close the clause.
    ["my husband's car is in the garage", 'husband'],
    ["my sister's dentist appt is friday", 'sister'],
    ["my mum's birthday is on the 3rd", 'mum'],
    ["my dad's friend Pete is coming round", 'dad'],
    ['o carro do meu marido está na oficina', 'marido'],
  ] as const)('not a name: %s', (text, kin) => {
    const people = read(text).people;
    expect(people.find(p => p.name === kin)).toMatchObject({unnamed: true});
    // No named person is the relative.
    expect(people.filter(p => !p.unnamed && p.relation === people.find(q => q.name === kin)!.relation)).toEqual([]);
  });

  it('a name of the wrong gender is not the relative', () => {
    expect(person("my husband's Sarah", 'Sarah')?.relation ?? null).toBeNull();
  });
});

describe('a given name shared with a club or a shop is the person the sentence makes of it', () => {
  it.each([
    // pt-PT
    ['o Vasco tem dentista 5.ª feira às 10h', 'Vasco', null],
    ['o meu filho Vasco tem 8 anos', 'Vasco', 'son'],
    ['Vasco, o meu sobrinho, faz anos a 3 de maio', 'Vasco', 'nephew'],
    // pt-BR
    ['a Zara tem pediatra amanhã', 'Zara', null],
    ['minha filha Zara fez 6 anos', 'Zara', 'daughter'],
    // en-GB
    ["our Zara's got the optician on the 4th", 'Zara', null],
    // en-US
    ['my son Tim has the dentist on Friday', 'Tim', 'son'],
    ['Tim turns 9 on Sunday', 'Tim', null],
  ] as const)('%s', (text, name, relation) => {
    const r = read(text);
    expect(r.people.find(p => p.name === name)).toMatchObject({relation});
    expect(r.organizations).not.toContain(name);
  });

  it('a visit said of the name is that person’s, not the user’s', () => {
    expect(read('o Vasco tem dentista 5.ª feira às 10h').checkups).toMatchObject([{person: 'Vasco', kind: 'dentist'}]);
  });

  it('someone the user told about is that person wherever the name stands', () => {
    expect(person('o Vasco ganhou a medalha', 'Vasco', ['Vasco'])).toBeDefined();
  });

  it.each([
    // The club or the shop, where nothing makes a person of the name.
    ['o Vasco ganhou ontem', 'Vasco'],
    ['vamos ver o jogo do Vasco no domingo', 'Vasco'],
    ['comprei um casaco na Zara', 'Zara'],
    ['the Zara sale starts Monday', 'Zara'],
  ] as const)('still the organisation: %s', (text, org) => {
    const r = read(text);
    expect(r.people.map(p => p.name)).not.toContain(org);
  });

  it.each([
    // en-GB: Irish, Scottish and Welsh names the generated list lacked.
    ['my daughter Niamh is 9', 'Niamh', 'daughter', 9],
    ['my son Oisín has football on Saturday', 'Oisín', 'son', null],
    ['our Siobhan, 7, has the dentist on the 12th', 'Siobhan', 'daughter', 7],
    // en-US
    ['my niece Nevaeh turns 5 next week', 'Nevaeh', 'niece', 4],
    // pt-PT: older Portuguese names.
    ['o avô Telmo faz 80 anos amanhã', 'Telmo', 'grandfather', 79],
    ['a minha tia Henriqueta tem consulta amanhã', 'Henriqueta', 'aunt', null],
    // pt-BR: names that were known already still are.
    ['minha filha Brígida tem 10 anos', 'Brígida', 'daughter', 10],
    ['o meu filho Gonçalo tem 6 anos', 'Gonçalo', 'son', 6],
  ] as const)('%s', (text, name, relation, age) => {
    expect(person(text, name)).toMatchObject({relation, age});
  });

  it('a kin word then a capitalised thing that is no name is no relative: "Gran Torino", "Granny Smith"', () => {
    expect(read('Gran Torino is on tonight').people).toEqual([]);
    expect(read('Granny Smith apples are on offer').people).toEqual([]);
  });
});

describe('the family’s grandparent said bare is the user’s grandparent, with no name made from the word', () => {
  it.each([
    // en-GB
    ["Gran's got the optician on the 4th", 'gran', 'grandmother', 'eye_exam'],
    ['Gran has the chiropodist on Tuesday', 'gran', 'grandmother', 'other'],
    ['taking nan to the GP on Friday', 'nan', 'grandmother', 'general_checkup'],
    ["Grandad's got his hearing test on Monday", 'grandad', 'grandfather', 'ent'],
    // en-US
    ['Gramps has a cardiology appt tuesday', 'gramps', 'grandfather', 'cardiologist'],
    ['grandma has the eye doctor tmrw', 'grandma', 'grandmother', 'eye_exam'],
    // pt-BR
    ['a vovó tem oftalmologista amanhã', 'vovó', 'grandmother', 'eye_exam'],
    ['vou levar a vó no cardiologista amanhã', 'vó', 'grandmother', 'cardiologist'],
    // pt-PT
    ['a avó tem consulta amanhã às 10h', 'avó', 'grandmother', 'other'],
    ['levo o avô ao centro de saúde na 3.ª', 'avô', 'grandfather', 'general_checkup'],
  ] as const)('%s', (text, kin, relation, kind) => {
    const r = read(text);
    expect(r.people).toEqual([expect.objectContaining({name: kin, relation, unnamed: true})]);
    expect(r.checkups).toMatchObject([{person: kin, kind}]);
    expect(r.questions.filter(q => /Quem é|Who is/.test(q))).toEqual([]);
  });

  it('with a grandmother named, "Gran" is her', () => {
    expect(read('Gran Pat has the optician on the 4th').checkups).toMatchObject([{person: 'Pat', kind: 'eye_exam'}]);
  });
});

describe('a household said without its count', () => {
  it.each([
    // pt-PT
    [
      'cá em casa somos eu, o Rui e a Inês de 7',
      [
        ['Rui', null, null],
        ['Inês', null, 7],
      ],
    ],
    [
      'moro com o Duarte e a Matilde, de 4',
      [
        ['Duarte', null, null],
        ['Matilde', null, 4],
      ],
    ],
    // pt-BR
    [
      'aqui em casa somos só eu, a Carla e o Davi de 3',
      [
        ['Carla', null, null],
        ['Davi', null, 3],
      ],
    ],
    // en-GB
    ["it's me, Dave and the twins", [['Dave', null, null]]],
    [
      "at home it's just me, Sam and Amy, 9",
      [
        ['Sam', null, null],
        ['Amy', null, 9],
      ],
    ],
    // en-US
    [
      'I live with Jordan and Mia (6)',
      [
        ['Jordan', null, null],
        ['Mia', null, 6],
      ],
    ],
  ] as const)('%s: each with their age, no relation guessed, nobody asked about', (text, who) => {
    const r = read(text);
    for (const [name, relation, age] of who) expect(r.people.find(p => p.name === name)).toMatchObject({relation, age});
    expect(r.questions).toEqual([]);
  });

  it.each([
    // The speaker beside someone in an outing is no household: who they are is still asked.
    ['eu e o Rui fomos ao cinema', 'Rui'],
    ['me and Dave went bowling', 'Dave'],
    // Only the list's items: a name inside an item's aside is somebody else.
    ['moro com o Rui e a Inês, que é filha da Ana', 'Ana'],
  ] as const)('still asked about: %s', (text, name) => {
    expect(read(text).questions).toContain(/^eu|^moro/.test(text) ? `Quem é ${name}?` : `Who is ${name}?`);
  });
});

describe('the couple’s own words make the partner', () => {
  it.each([
    // pt-PT
    ['eu e o Rui somos casados', 'Rui', 'husband'],
    ['o Rui e eu casámos em 2015', 'Rui', 'husband'],
    ['eu e a Inês andamos a namorar', 'Inês', 'girlfriend'],
    // pt-BR
    ['eu e a Bia namoramos há 2 anos', 'Bia', 'girlfriend'],
    ['eu e o Caio estamos juntos há 5 anos', 'Caio', 'partner'],
    // en-GB
    ['me and Dave got engaged!', 'Dave', 'fiance'],
    // en-US
    ['Dave and I have been together 12 years', 'Dave', 'partner'],
    ['me and Jess are married', 'Jess', 'wife'],
  ] as const)('%s', (text, name, relation) => {
    expect(person(text, name)).toMatchObject({relation});
  });

  it.each([
    // Together in an outing, or a household list with no word of the couple: no relation.
    ['eu e o Rui fomos juntos ao cinema', 'Rui'],
    ['cá em casa somos eu, o Rui e a Inês', 'Rui'],
    ['me and Dave are going to the match', 'Dave'],
    ["it's me, Sam and our two, Amy and Ben", 'Sam'],
    // Someone else's marriage.
    ['a Ana e o Rui são casados', 'Rui'],
  ] as const)('no partner: %s', (text, name) => {
    expect(person(text, name)?.relation ?? null).toBeNull();
  });
});
