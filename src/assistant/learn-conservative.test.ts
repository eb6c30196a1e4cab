import {describe, expect, it} from 'vitest';
import type {Extraction, ExtractedPerson} from '../domain/types.js';
import {conservativeReading, type Knowing, notAPerson, userNameKeys, withoutExpiries} from './learn-conservative.js';

/**
 * The notes importer's rules (issue 38, item 7), each with notes as people write them in Brazil,
 * Portugal, the US and Britain, and with sentences where the rule must not fire.
 */

const person = (name: string, more: Partial<ExtractedPerson> = {}): ExtractedPerson => ({name, gender: null, age: null, relation: null, ...more});
const knowing = (user: string | null, known: string[] = []): Knowing => ({user: userNameKeys(user), known: n => known.includes(n)});

describe('an expiry is a date to remember: learning reads the note without it', () => {
  const fires: Array<[variety: string, note: string]> = [
    ['pt-BR', 'A CNH do Pedro vence em fevereiro.'],
    ['pt-BR', 'O cartão do plano perde a validade no fim do ano.'],
    ['pt-BR', 'A vacina da Mel vence mês que vem.'],
    ['pt-PT', 'O cartão de cidadão caduca em março.'],
    ['pt-PT', 'O seguro do carro vence a 3 de maio.'],
    ['pt-PT', 'A vacina da gata expira para o ano.'],
    ['en-US', 'My passport expires in March.'],
    ['en-US', "Rex's rabies shot is good thru January."],
    ['en-US', 'The gym membership runs out in June.'],
    ['en-GB', "The cat's rabies jab is due to expire in May."],
    ['en-GB', 'Driving licence photo valid until 2027.'],
    ['en-GB', 'Car insurance expiry date is the 30th.'],
  ];
  it.each(fires)('%s: "%s" teaches nothing', (_, note) => {
    expect(withoutExpiries(note)).toBe('');
  });

  it('only that sentence goes: what else the note says is still read', () => {
    expect(withoutExpiries('My passport expires in March. Dentist for Leo on Friday at 3pm.')).toBe('Dentist for Leo on Friday at 3pm.');
    expect(withoutExpiries('A CNH vence dia 10; marquei o oftalmo da Bia pra terça.')).toBe('marquei o oftalmo da Bia pra terça.');
  });

  const not: Array<[variety: string, note: string]> = [
    ['pt-BR', 'O Flamengo vence o Palmeiras de novo.'],
    ['pt-BR', 'Marquei a vacina da Mel pra janeiro.'],
    ['pt-PT', 'O Benfica vence a taça.'],
    ['pt-PT', 'Tenho de renovar o cartão de cidadão.'],
    ['en-US', 'Renew my passport before the trip.'],
    ['en-US', 'Vet appointment for Rex on Monday.'],
    ['en-GB', 'Booked the cat in for her jab on the 3rd.'],
    ['en-GB', 'Ran the car through its MOT.'],
  ];
  it.each(not)('%s: "%s" is read whole', (_, note) => {
    expect(withoutExpiries(note)).toBe(note);
  });
});

describe('who a note names is not always someone', () => {
  const fires: Array<[variety: string, note: string, name: string, user: string | null, why: string]> = [
    ['pt-BR', 'Migramos a base do Postgres pro DynamoDB', 'DynamoDB', null, 'product'],
    ['pt-BR', 'Fui na Padaria Real com a Júlia', 'Padaria Real', null, 'thing'],
    ['pt-BR', 'Comprei pão na Padaria do Zé', 'Zé', null, 'thing'],
    ['pt-BR', 'Dana: prefere chá verde', 'Dana', 'Dana Souza', 'user'],
    ['pt-PT', 'Encomendei o bolo na Pastelaria do Manel', 'Manel', null, 'thing'],
    ['pt-PT', 'A Equipa Azul entrega na sexta', 'Equipa Azul', null, 'thing'],
    ['pt-PT', 'Inês trabalha no Hospital de Santa Maria', 'Inês', 'Inês Carvalho', 'user'],
    ['en-US', 'Moved the invoices from MySQL to the new cluster', 'MySQL', null, 'product'],
    ['en-US', 'Dropped my iPhone again', 'iPhone', null, 'product'],
    ['en-US', 'Billing Service is down again', 'Billing Service', null, 'thing'],
    ['en-US', 'Bought bagels at Russ Deli', 'Russ Deli', null, 'thing'],
    ['en-GB', "Bought sourdough at Gail's Bakery", 'Gail', null, 'thing'],
    ['en-GB', 'The S3 bucket filled up', 'S3', null, 'product'],
    ['en-GB', 'Riverside Surgery rang about the results', 'Riverside Surgery', null, 'thing'],
    ['en-GB', 'AWS bill went up', 'AWS', null, 'product'],
  ];
  it.each(fires)('%s: in "%s", %s is no person (%s)', (_, note, name, user, why) => {
    expect(notAPerson(person(name), note, knowing(user))).toBe(why);
  });

  const not: Array<[variety: string, note: string, ExtractedPerson, user: string | null]> = [
    ['pt-BR', 'Fui na farmácia da Ana buscar o remédio', person('Ana'), null],
    ['pt-BR', 'Minha filha Ana começa na escola em março', person('Ana', {relation: 'daughter'}), 'Ana Souza'],
    ['pt-PT', 'Almoço com a Joana na sexta', person('Joana'), 'Inês Carvalho'],
    ['pt-PT', 'O Dr. Costa pediu análises', person('Costa', {title: 'Dr.'}), null],
    ['en-US', 'Lunch with Sarah McDonald at noon', person('Sarah McDonald'), null],
    ['en-US', 'TJ is coming over on Saturday', person('TJ'), null],
    ['en-US', "Tom's bakery opens on Monday", person('Tom'), null],
    ['en-GB', 'Coffee with Lois Lane on Friday', person('Lois Lane'), null],
    ['en-GB', 'Jisoo Park starts in my team on Monday', person('Jisoo Park'), null],
    ['en-GB', 'Rang Mum about Sunday', person('mum', {unnamed: true, relation: 'mother'}), 'Dana'],
  ];
  it.each(not)('%s: in "%s", %o stays someone', (_, note, p, user) => {
    expect(notAPerson(p, note, knowing(user))).toBeNull();
  });

  it('someone the store knows stays known, whatever the name looks like', () => {
    expect(notAPerson(person('DJ'), 'DJ is coming', knowing(null, ['DJ']))).toBeNull();
    expect(notAPerson(person('Dana'), 'Dana called', knowing('Dana', ['Dana']))).toBe('user');
  });
});

describe("what was said of someone who is not a person goes with them; a ticked item's to-dos are done", () => {
  const empty: Extraction = {
    language: 'en',
    keep: true,
    importance: 5,
    context: 'personal',
    type: 'conversation',
    people: [],
    relationships: [],
    places: [],
    organizations: [],
    checkups: [],
    tasks: [],
    events: [],
    questions: [],
  };

  it('a product: its relationship, its checkup and its place in an event are dropped; the event stays the user’s', () => {
    const x: Extraction = {
      ...empty,
      people: [person('DynamoDB'), person('Priya')],
      relationships: [{subject: 'DynamoDB', relation: 'friend', object: 'user'}],
      checkups: [{person: 'DynamoDB', kind: 'other', status: 'scheduled', date: '2026-03-05', time: null, everyMonths: null}],
      events: [{kind: 'meeting', title: 'DynamoDB review', person: 'DynamoDB', with: ['Priya', 'DynamoDB'], date: '2026-03-06', time: null, rrule: null} as Extraction['events'][number]],
      tasks: [{description: 'Tune DynamoDB', status: 'open', due: null, person: 'DynamoDB'}],
    };
    const y = conservativeReading(x, 'DynamoDB review with Priya on Friday', knowing(null), false);
    expect(y.people.map(p => p.name)).toEqual(['Priya']);
    expect(y.relationships).toEqual([]);
    expect(y.checkups).toEqual([]);
    expect(y.events[0]).toMatchObject({person: 'user', with: ['Priya']});
    expect(y.tasks[0]).toMatchObject({status: 'open', person: null});
  });

  it('a ticked item: an open to-do is done, a need is not kept open; a booking stays', () => {
    const x: Extraction = {
      ...empty,
      people: [person('Leo', {relation: 'son'})],
      checkups: [
        {person: 'Leo', kind: 'dentist', status: 'needed', date: null, time: null, everyMonths: null},
        {person: 'Leo', kind: 'eye_exam', status: 'scheduled', date: '2026-03-09', time: '10:00', everyMonths: null},
      ],
      tasks: [{description: 'Book the dentist for Leo', status: 'open', due: '2026-03-10'}],
    };
    const y = conservativeReading(x, 'Book the dentist for Leo', knowing(null), true);
    expect(y.tasks).toEqual([{description: 'Book the dentist for Leo', status: 'done', due: null}]);
    expect(y.checkups).toEqual([expect.objectContaining({kind: 'eye_exam', status: 'scheduled'})]);
    // Unticked, nothing changes.
    expect(conservativeReading(x, 'Book the dentist for Leo', knowing(null), false)).toBe(x);
  });
});
