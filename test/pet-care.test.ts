/**
 * A pet's care is held like anyone's booking: moved, called off or had in the user's words, it
 * changes the held vet visit or vaccine (never a person's booking, never a new visit recorded as
 * done today), it stands on the agenda on its day, and undo puts it back. A pet's age said when it
 * is introduced is kept. Small lives in our own words, in the four varieties.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {agendaBetween} from '../src/agenda/agenda.js';
import {listPets} from '../src/store/pets.js';
import {undoLastMessage} from '../src/store/undo.js';
import {openLife} from './helpers/life.js';

let close: (() => void) | undefined;
afterEach(() => close?.());

async function life(start: string) {
  const l = await openLife(start);
  close = l.close;
  return l;
}
type Life = Awaited<ReturnType<typeof life>>;

/** Each pet's care as "kind status date time" lines. */
const care = (l: Life, name: string) =>
  listPets(l.store.db)
    .find(p => p.name === name)!
    .checkups.map(c => `${c.kind} ${c.status} ${c.date ?? '-'} ${c.time ?? '-'}`);

const agenda = (l: Life, from: string, to: string) =>
  agendaBetween(l.store.db, {from, to, now: l.store.now})
    .filter(i => i.source !== 'birthday')
    .map(i => `${i.date} ${i.time ?? '--:--'} ${i.title} (${i.person})`);

describe('a pet’s held care moves, is called off or is had', () => {
  const moves: Array<[variety: string, intro: string, move: string, expected: string[], reply: RegExp]> = [
    [
      'pt-PT',
      'Temos uma cadela, a Pipa. A vacina da Pipa é sábado dia 5 às 10h.',
      'Ligaram da clínica: a vacina da Pipa desmarcaram. Passou para 3.ª feira dia 8 às 18h.',
      ['vaccine scheduled 2026-12-08 18:00'],
      /vacina d[ae] Pipa para terça, 08\/12/,
    ],
    ['pt-BR', 'O Thor é nosso cachorro. A vacina do Thor é sábado dia 5 às 10h.', 'a vacina do Thor ficou pra segunda dia 7 às 9h', ['vaccine scheduled 2026-12-07 09:00'], /vacina d[oe] Thor/],
    [
      'en-US',
      'We have a dog named Rusty. Rusty has a vet appt on Friday at 3pm.',
      "Rusty's vet appt got moved to Sunday at 10am",
      ['vet scheduled 2026-12-06 10:00'],
      /moved Rusty's vet visit to Sunday/,
    ],
    [
      'en-GB',
      'We have a cat called Marmite. Marmite has her jabs on Saturday at 11am.',
      "Marmite's jabs have been pushed back to Monday at 4pm",
      ['vaccine scheduled 2026-12-07 16:00'],
      /moved Marmite's vaccine/,
    ],
  ];
  it.each(moves)('%s: a move changes the held care, adds none and records no visit', async (_v, intro, move, expected, reply) => {
    const l = await life('2026-12-01T09:00');
    await l.say('2026-12-01T09:00', intro);
    const name = listPets(l.store.db)[0]!.name;
    const r = await l.say('2026-12-03T12:20', move);
    expect(r.reply).toMatch(reply);
    expect(r.reply).not.toMatch(/não achei|couldn't find/i);
    expect(care(l, name)).toEqual(expected);
  });

  const cancels: Array<[variety: string, intro: string, cancel: string, expected: string[]]> = [
    ['pt-BR', 'A Luna é nossa gata. A castração da Luna tá marcada pra quarta dia 9 às 8h.', 'desmarquei a castração da Luna, vou remarcar quando eu voltar de viagem', ['vet needed - -']],
    ['pt-PT', 'Temos um cão, o Bolinhas. A vacina do Bolinhas é na quarta dia 9 às 10h.', 'Cancelaram a vacina do Bolinhas.', []],
    ['en-US', 'Our dog is Rocky. Rocky has a vet appointment Wednesday at 2pm.', "Rocky's vet appointment is cancelled, we'll reschedule after the holidays", ['vet needed - -']],
    ['en-GB', 'We have a cat called Crumble. Crumble is booked in for her spay on Wednesday at 9am.', "The vet's cancelled Crumble's spay.", []],
  ];
  it.each(cancels)('%s: a cancel removes the booking (a need again when to be rebooked), never a visit done', async (_v, intro, cancel, expected) => {
    const l = await life('2026-12-01T09:00');
    await l.say('2026-12-01T09:00', intro);
    const name = listPets(l.store.db)[0]!.name;
    const r = await l.say('2026-12-03T12:20', cancel);
    expect(r.reply).toMatch(/cancel/i);
    expect(care(l, name)).toEqual(expected);
    expect(agenda(l, '2026-12-01', '2026-12-31')).toEqual([]);
  });

  it('care told as had marks the held one done instead of adding another (en-GB, pt-BR)', async () => {
    const l = await life('2026-12-01T09:00');
    await l.say('2026-12-01T09:00', 'We have a cat called Pudding. Pudding has her jabs on Thursday at 9am.');
    await l.say('2026-12-03T13:00', 'took Pudding for her jabs this morning');
    expect(care(l, 'Pudding')).toEqual(['vaccine done 2026-12-03 09:00']);
    await l.say('2026-12-04T09:00', 'O Fubá é nosso cachorro. A vacina do Fubá é amanhã às 10h.');
    await l.say('2026-12-05T15:00', 'o Fubá já tomou a vacina');
    expect(care(l, 'Fubá')).toEqual(['vaccine done 2026-12-05 10:00']);
  });

  it('a pet’s words never move a person’s booking of the same kind', async () => {
    const l = await life('2026-12-01T09:00');
    await l.say('2026-12-01T09:00', 'A vacina da Bia é sexta dia 4 às 9h. O Rex é nosso cachorro, a vacina do Rex é sábado dia 5 às 10h.');
    await l.say('2026-12-02T09:00', 'a vacina do Rex passou pra segunda dia 7 às 11h');
    expect(care(l, 'Rex')).toEqual(['vaccine scheduled 2026-12-07 11:00']);
    expect(agenda(l, '2026-12-01', '2026-12-10')).toEqual(['2026-12-04 09:00 Vacina (Bia)', '2026-12-07 11:00 Vacina (Rex)']);
  });

  it('with two pets, the one named is the one moved', async () => {
    const l = await life('2026-12-01T09:00');
    await l.say('2026-12-01T09:00', 'We have two dogs, Biscuit and Waffles. Biscuit has a vet appt on Friday at 3pm.');
    await l.say('2026-12-01T09:05', 'Waffles has a vet appt on Friday at 4pm.');
    await l.say('2026-12-02T09:00', "Waffles's vet appt moved to Saturday at 10am");
    expect(care(l, 'Biscuit')).toEqual(['vet scheduled 2026-12-04 15:00']);
    expect(care(l, 'Waffles')).toEqual(['vet scheduled 2026-12-05 10:00']);
  });

  it('undo puts a moved pet visit back where it was', async () => {
    const l = await life('2026-12-01T09:00');
    await l.say('2026-12-01T09:00', 'Temos um cão, o Pirata. A vacina do Pirata é sábado dia 5 às 10h.');
    await l.say('2026-12-03T12:00', 'a vacina do Pirata passou para terça dia 8 às 18h');
    expect(care(l, 'Pirata')).toEqual(['vaccine scheduled 2026-12-08 18:00']);
    undoLastMessage(l.store.db, l.store.nowIso());
    expect(care(l, 'Pirata')).toEqual(['vaccine scheduled 2026-12-05 10:00']);
  });

  it('a cancel of a pet with nothing held says so and records nothing', async () => {
    const l = await life('2026-12-01T09:00');
    await l.say('2026-12-01T09:00', 'Temos um gato, o Tobias.');
    const r = await l.say('2026-12-03T12:00', 'desmarquei a vacina do Tobias');
    expect(r.reply).toMatch(/não achei/i);
    expect(care(l, 'Tobias')).toEqual([]);
  });
});

describe('a pet’s care is on the agenda and its age is kept', () => {
  it('a booked vaccine stands on its day, and the chat’s agenda answer names it', async () => {
    const l = await life('2026-12-01T09:00');
    await l.say('2026-12-01T09:00', 'O Farol é o nosso cão, tem 5 anos. A vacina do Farol é amanhã às 10h.');
    expect(agenda(l, '2026-12-01', '2026-12-07')).toEqual(['2026-12-02 10:00 Vacina (Farol)']);
    const r = await l.say('2026-12-01T09:30', 'o que tenho amanhã?');
    expect(r.reply).toMatch(/vacina/i);
    expect(r.reply).toMatch(/Farol/);
  });

  const ages: Array<[string, string, string, number]> = [
    ['pt-PT', 'Temos um cão, o Farol, tem 5 anos.', 'Farol', 5],
    ['pt-BR', 'A Pipoca é nossa cachorra, ela tem 3 anos.', 'Pipoca', 3],
    ['en-GB', "We've got a cat called Toffee, she's 6.", 'Toffee', 6],
    ['en-US', 'Our dog Buster, he’s 4, loves the park.', 'Buster', 4],
  ];
  it.each(ages)('%s: the age said when it is introduced is kept', async (_v, message, name, age) => {
    const l = await life('2026-12-01T09:00');
    await l.say('2026-12-01T09:00', message);
    expect(listPets(l.store.db).find(p => p.name === name)?.age).toBe(age);
  });
});
