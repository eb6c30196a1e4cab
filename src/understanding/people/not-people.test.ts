/**
 * Words that look like names but are nobody in the user's world: clubs, shops, software,
 * neighbourhoods, holidays and feasts, interjections, invocations — and a coworker's child, who is
 * not the user's. Each table has the real people of the sentence, who must still be read.
 */
import {describe, expect, it} from 'vitest';
import {extract} from '../index.js';

const now = new Date(2026, 11, 1, 10, 0, 0);
const names = (text: string) =>
  extract(text, {now})
    .people.map(p => p.name)
    .sort();

describe('clubs, shops, software and districts are not people', () => {
  it.each([
    // pt-BR
    ['vamos ver o jogo do Flamengo domingo com o Pedro', ['Pedro']],
    ['o Corinthians perdeu de novo, disse o Caio', ['Caio']],
    ['comprei as tintas na Leroy Merlin com a Ana', ['Ana']],
    ['jantamos na Vila Madalena com a Bia', ['Bia']],
    ['a Júlia mora em Pinheiros', ['Júlia']],
    ['torço pro Grêmio desde criança, igual ao meu pai Jorge', ['Jorge']],
    // pt-PT
    ['o Benfica ganhou ontem, disse o Rui', ['Rui']],
    ['encontrei a Sofia no Chiado', ['Sofia']],
    ['fui ao Continente com a Inês', ['Inês']],
    ['a Marta abriu um ticket no Jira', ['Marta']],
    // en-GB
    ['popped into Tesco with Tom', ['Tom']],
    ['drinks in Camden with Priya', ['Priya']],
    ["Sainsbury's was out of bread, so Kate went to Lidl", ['Kate']],
    ['the Arsenal match is on at Dave’s', ['Dave']],
    // en-US
    ['posted it on Slack and Jira for Raj', ['Raj']],
    ['the Postgres migration broke, Sarah is on it', ['Sarah']],
    ['Mike moved to Brooklyn last year', ['Mike']],
    ['grabbed coffee at Trader Joe’s with Emily', ['Emily']],
  ] as const)('%s', (text, people) => {
    expect(names(text)).toEqual([...people].sort());
  });

  it.each([
    // A district that is a given name too is a person when no preposition of place comes before it.
    ['my son Camden is 5', 'Camden'],
    ['a Brooklyn é minha sobrinha', 'Brooklyn'],
    // "o jogo do Pedro" is Pedro's game.
    ['vamos ver o jogo do Pedro na escola', 'Pedro'],
  ] as const)('still a person: %s', (text, name) => {
    expect(names(text)).toContain(name);
  });
});

describe('holidays, feasts and invocations are not people', () => {
  it.each([
    ['no Natal vamos para a casa da minha mãe', ['mãe']],
    ['na Páscoa a Rita vem', ['Rita']],
    ['no São João vamos ao Porto com a Inês', ['Inês']],
    ['na Consoada a avó faz bacalhau', ['avó']],
    ['on Boxing Day we see Nan', ['nan']],
    ['Mum hosts Thanksgiving every year', ['mum']],
    ['Nossa Senhora de Fátima, que susto', []],
    ['a Maria de Fátima ligou', ['Maria de Fátima']],
  ] as const)('%s', (text, people) => {
    expect(names(text)).toEqual([...people].sort());
  });

  it('a town that is also a holiday is the town after a bare preposition', () => {
    expect(extract('vou para Natal com a Bia', {now}).places).toContain('Natal');
    expect(extract('no Natal vou ver a Bia', {now}).places).not.toContain('Natal');
  });
});

describe('interjections and openers are not people', () => {
  it.each([
    // pt-BR
    ['Nossa! a Júlia casou', ['Júlia']],
    ['Gente, o Caio nasceu', ['Caio']],
    ['Oxe, o Zé chegou', ['Zé']],
    ['Pô, a Bia esqueceu a chave', ['Bia']],
    // pt-PT
    ['Bolas! o Rui perdeu o comboio', ['Rui']],
    ['Fogo, a Inês partiu o braço', ['Inês']],
    // en-GB
    ['Cheers, Tom', ['Tom']],
    ['Blimey, Tom is late again', ['Tom']],
    // en-US
    ['Anyway, Priya called', ['Priya']],
    ['Right, Mike is coming', ['Mike']],
    ['Dude, Mike crashed the car', ['Mike']],
  ] as const)('%s', (text, people) => {
    expect(names(text)).toEqual([...people].sort());
  });

  it.each([
    // An unknown name opening its sentence with an apposition, an age or a list is a name.
    ['Zuri, minha vizinha, ligou', 'Zuri'],
    ['Zuri, a minha afilhada, faz anos amanhã', 'Zuri'],
    ['Kwame, 34, moved in upstairs', 'Kwame'],
    ['Zuri, Bia e Léo vêm jantar', 'Zuri'],
    ['Zuri, que é minha vizinha, ligou', 'Zuri'],
  ] as const)('still a name: %s', (text, name) => {
    expect(names(text)).toContain(name);
  });
});

describe("a colleague's child is not the user's", () => {
  it.each([
    ['a Carla do trabalho disse que o filho dela, o Rui, está doente', 'Rui'],
    ['my coworker Jen said her son Max has chickenpox', 'Max'],
    ['minha chefe disse que a filha dela, a Bia, tem 3 anos', 'Bia'],
    ['my colleague Sue’s daughter Amy is 5', 'Amy'],
  ] as const)('%s', (text, child) => {
    const r = extract(text, {now});
    expect(r.people.find(p => p.name === child)?.relation ?? null).toBeNull();
    expect(r.relationships.some(x => x.subject === child && x.object === 'user')).toBe(false);
  });

  it.each([['a minha colega Carla disse que o filho está doente'], ["Jen from work said the kid's sick again"]] as const)('no child of the user: %s', text => {
    expect(extract(text, {now}).people.some(p => ['son', 'daughter', 'child'].includes(p.relation ?? ''))).toBe(false);
  });
});
