import {describe, expect, it} from 'vitest';
import type {KnownPerson, WorldItem} from '../../store/world-items.js';
import {resolveInMessage} from './antecedent.js';
import {tasksDoneIn} from './done.js';
import {describe as said} from '../plan/describe.js';
import {decide} from '../plan/ground.js';

const NOW = new Date('2026-09-15T12:00:00');
const person = (id: number, name: string, gender: 'female' | 'male', relation: string | null = null): KnownPerson => ({id, name, gender, relation, unnamed: false, aliases: []});
const PEOPLE = [person(1, 'Davi', 'male', 'son'), person(2, 'Alice', 'female', 'daughter'), person(3, 'Barbara', 'female', 'mother'), person(4, 'Brad', 'male')];
const item = (over: Partial<WorldItem>): WorldItem => ({
  table: 'checkups',
  id: 1,
  kind: 'dentist',
  title: null,
  withNames: [],
  personId: null,
  person: null,
  gender: null,
  relation: null,
  unnamed: false,
  date: '2026-09-16',
  time: '15:00',
  rrule: null,
  ...over,
});
const ITEMS = [
  item({id: 1, kind: 'dentist', personId: 1, person: 'Davi', gender: 'male', relation: 'son'}),
  item({id: 2, kind: 'pediatrician', personId: 2, person: 'Alice', gender: 'female', relation: 'daughter', date: '2026-09-17'}),
  item({id: 3, kind: 'other', personId: 3, person: 'Barbara', gender: 'female', relation: 'mother', date: '2026-09-18'}),
  item({table: 'events', id: 4, kind: 'meeting', title: 'reuniao de pais na escola da Alice', date: '2026-09-16', time: '18:00'}),
  item({table: 'events', id: 5, kind: 'social', title: 'lunch', withNames: ['Brad'], date: '2026-09-16', time: '12:30'}),
  item({table: 'events', id: 6, kind: 'meeting', title: 'design review', date: '2026-09-21', time: '09:30', rrule: 'FREQ=WEEKLY;BYDAY=MO'}),
];
const grounded = (text: string) => {
  const d = decide(said(text, PEOPLE, NOW, /\b(the|tomorrow|moved|cancelled)\b/.test(text) ? 'en' : 'pt'), ITEMS, {items: [], people: []}, i => `${i.table}:${i.id}`, '2026-09-15');
  return d.kind === 'act' ? `${d.target.table}:${d.target.id}` : d.kind === 'ask' ? d.candidates.map(c => c.label).sort() : [];
};

describe('grounding a phrase in what Magis holds', () => {
  it('finds the booking by its kind and whose it is, in either language', () => {
    expect(grounded('remarcaram o dentista do davi')).toBe('checkups:1');
    expect(grounded('they moved moms surgery')).toBe('checkups:3');
    expect(grounded('o pediatra da alice')).toBe('checkups:2');
  });
  it('finds an event by its title words, its day, or the people with it', () => {
    expect(grounded('a escola cancelou a reuniao de amanha')).toBe('events:4');
    expect(grounded("brad cancelled tomorrow's lunch")).toBe('events:5');
  });
  it("never gives someone else's booking, nor one of the user's for a relative's", () => {
    expect(grounded('o dentista da alice')).toEqual([]);
    expect(grounded("dad's medication review")).toEqual([]);
  });
  it('returns the candidates when two fit as well, to ask', () => {
    expect(grounded('cancelaram a consulta')).toEqual(['checkups:1', 'checkups:2', 'checkups:3']);
  });
});

describe("tasks done in the user's words", () => {
  const open = [
    {id: 1, description: 'pagar a conta de luz'},
    {id: 2, description: 'renew the registration on my truck'},
    {id: 3, description: 'ir pra Priya'},
    {id: 4, description: 'order bears heartworm pills'},
    {id: 5, description: 'levar o pipoca no veterinario'},
  ];
  it('closes the task a past clause names by its object and verb', () => {
    expect(tasksDoneIn('acabei de pagar a luz pelo app do banco', open)).toEqual([1]);
    expect(tasksDoneIn('got the truck registration renewed online, stickers in the mail', open)).toEqual([2]);
    expect(tasksDoneIn('ordered bears pills from chewy, done', open)).toEqual([4]);
    expect(tasksDoneIn('levei o pipoca no veterinario', open)).toEqual([5]);
  });
  it('reads a clause up to a colon: what was done, then the plan it made', () => {
    const call = [{id: 7, description: 'ligar para a Neide para combinarmos a ida ao hospital no dia da cirurgia'}];
    expect(tasksDoneIn('Liguei para a Neide e já está tudo combinado: ela vai dormir aqui na véspera da cirurgia.', call)).toEqual([7]);
    expect(tasksDoneIn('Vou ligar para a Neide às 10:30: ela já deve ter acordado.', call)).toEqual([]);
  });
  it('closes by one object when the verb only says done, and reads "o DAS" as a thing', () => {
    const shop = [
      {id: 8, description: 'achar alguém pro balcão'},
      {id: 9, description: 'pagar o DAS'},
    ];
    expect(tasksDoneIn('resolvido o balcão: a jéssica vai cobrir as férias dela', shop)).toEqual([8]);
    expect(tasksDoneIn('acabei de pagar o das, ufa', shop)).toEqual([9]);
    expect(tasksDoneIn('resolvi o problema do forno', shop)).toEqual([]);
    expect(tasksDoneIn("Dad's blood test is done. The results should be back in about a week.", [{id: 4, description: "renew Dad's blue badge"}])).toEqual([]);
    expect(tasksDoneIn("I rang the surgery, and Dad's blood test is booked", [{id: 3, description: "ring the surgery to book Raj's blood test"}])).toEqual([3]);
  });
  it('takes the thing said alone before as the object of what was done', () => {
    expect(tasksDoneIn('A conta de luz. Paguei na lotérica aqui perto de casa.', open)).toEqual([1]);
    expect(tasksDoneIn('The truck registration. Sorted it online this morning.', open)).toEqual([2]);
  });
  it('closes nothing for a plan, a question, or a name alone', () => {
    expect(tasksDoneIn('preciso pagar a luz amanha', open)).toEqual([]);
    expect(tasksDoneIn('ja paguei a luz?', open)).toEqual([]);
    expect(tasksDoneIn('Kevin apresentou o churn model e a Priya amou', open)).toEqual([]);
  });
  it('reads the thing by its kind, a pronoun by what the message named, and handing over or paying as doing', () => {
    const more = [
      {id: 6, description: "buy some flowers for Tom's mum"},
      {id: 7, description: "sign grace's field trip permission slip"},
      {id: 8, description: 'build my q3 deck'},
      {id: 9, description: 'pay the daycare invoice'},
      {id: 10, description: 'mandar as notas pro contador'},
      {id: 11, description: 'renovar o passaporte brasileiro do Lucas no consulado'},
    ];
    expect(tasksDoneIn("I've picked up some peonies for Tom's mum. They're her favourite.", more)).toEqual([6]);
    expect(tasksDoneIn('crap forgot the permission slip yesterday. signed it and emailed her teacher', more)).toEqual([7]);
    expect(tasksDoneIn('sent steve the deck. 20 min late lol', more)).toEqual([8]);
    expect(tasksDoneIn('e-transferred the daycare fee', more)).toEqual([9]);
    // "notas" is no "not".
    expect(tasksDoneIn('mandei as notas de maio pro contador ontem a noite', more)).toEqual([10]);
    expect(tasksDoneIn('peguei o passaporte novo do Lucas no consulado hoje', more)).toEqual([11]);
  });
  it('closes nothing for a slip or a thing of another kind', () => {
    const more = [
      {id: 6, description: "buy some flowers for Tom's mum"},
      {id: 7, description: "sign grace's field trip permission slip"},
    ];
    expect(tasksDoneIn('forgot the permission slip again', more)).toEqual([]);
    expect(tasksDoneIn('bought some chocolates for the team', more)).toEqual([]);
  });
});

describe('a pronoun whose person the message named', () => {
  const known = [
    {name: 'Alice', gender: 'female' as const},
    {name: 'Davi', gender: 'male' as const},
    {name: 'Lara', gender: null},
  ];
  it('binds "pra ela", "pra ele", "his", "her" to the last person of that gender before it', () => {
    expect(resolveInMessage('a escola da Alice mandou bilhete. preciso marcar oftalmo pra ela', known)).toBe('a escola da Alice mandou bilhete. preciso marcar oftalmo pra Alice');
    expect(resolveInMessage('o Davi ta com dor de dente, vou marcar dentista pra ele', known)).toBe('o Davi ta com dor de dente, vou marcar dentista pra Davi');
    expect(resolveInMessage('Tyler has soccer. also his ortho appt is thurs', known)).toBe("Tyler has soccer. also Tyler's ortho appt is thurs");
    expect(resolveInMessage('e a Lara ta com dor de dente, consegui encaixe pra ela amanha', known)).toBe('e a Lara ta com dor de dente, consegui encaixe pra Lara amanha');
  });
  it('leaves a pronoun alone when the message named nobody of its gender', () => {
    expect(resolveInMessage('o Davi disse que ela vai marcar', known)).toBe('o Davi disse que ela vai marcar');
    expect(resolveInMessage('preciso marcar oftalmo pra ela', known)).toBe('preciso marcar oftalmo pra ela');
  });
});

describe('a tick is done', () => {
  it('"water bill ✅" closes paying the water bill, and a tick alone closes nothing', () => {
    const open = [
      {id: 1, description: 'pay the water bill'},
      {id: 2, description: 'renovar o passaporte'},
    ];
    expect(tasksDoneIn('water bill ✅', open)).toEqual([1]);
    expect(tasksDoneIn('passaporte ✔️', open)).toEqual([2]);
    expect(tasksDoneIn('✅', open)).toEqual([]);
  });
});
