/**
 * The pets reader: an animal's age told beside its name, and a vaccine said in British English, in
 * the four varieties; and numbers near a pet that are no age.
 */
import {describe, expect, it} from 'vitest';
import {extract} from './index.js';

const now = new Date('2026-12-03T12:00:00');
const pet = (text: string, known: string[] = []) => extract(text, {now, knownPets: known}).pets?.[0];

describe('a pet’s age said beside its name', () => {
  const cases: Array<[string, string, number]> = [
    ['pt-PT', 'Temos um cão, o Farol, tem 5 anos.', 5],
    ['pt-PT', 'Temos uma gata, a Nina, com 2 anos.', 2],
    ['pt-BR', 'A Pipoca é nossa cachorra, ela tem 3 anos.', 3],
    ['pt-BR', 'Temos um gato, o Frajola, de 7 anos', 7],
    ['en-GB', "We've got a cat called Toffee, she's 6.", 6],
    ['en-GB', 'We have a dog called Alfie who is 9 years old.', 9],
    ['en-US', 'Our dog Buster, he’s 4, loves the park.', 4],
    ['en-US', 'We have a cat named Oreo, she is 11.', 11],
  ];
  it.each(cases)('%s: %s', (_v, text, age) => expect(pet(text)?.age).toBe(age));

  const none: Array<[string, string]> = [
    ['pt-BR', 'O Thor tem 2 brinquedos novos'],
    ['pt-PT', 'O Farol tem 3 meses de vida'],
    ['en-US', "Rusty's vet appt is at 3."],
    ['en-GB', "Marmite's 2 streets away at the neighbours'"],
    ['en-US', 'Buster weighs 40 pounds, he is 40 pounds of fluff'],
  ];
  it.each(none)('%s: no age in %s', (_v, text) => expect(pet(text, ['Thor', 'Farol', 'Rusty', 'Marmite', 'Buster'])?.age).toBeUndefined());
});

describe('a pet’s care in each variety', () => {
  const cases: Array<[string, string, string, string]> = [
    ['en-GB', 'took Biscuit for her jabs this morning', 'vaccine', 'done'],
    ['en-US', 'Biscuit gets her rabies shot tomorrow at 10', 'vaccine', 'scheduled'],
    ['pt-PT', 'A vacina do Farol é amanhã às 10h', 'vaccine', 'scheduled'],
    ['pt-BR', 'a castração da Mel é sexta dia 4 às 8h', 'vet', 'scheduled'],
  ];
  it.each(cases)('%s: %s', (_v, text, kind, status) => expect(pet(text, ['Biscuit', 'Farol', 'Mel'])?.care?.[0]).toMatchObject({kind, status}));

  it('a care word in a later sentence about the same pet is its care, with the next sentence’s day', () => {
    expect(pet('A vacina do Farol desmarcaram, a clínica ligou. Passou para terça dia 8 às 18h.', ['Farol'])?.care).toEqual([
      {kind: 'vaccine', status: 'scheduled', date: '2026-12-08', time: '18:00'},
    ]);
  });
});

describe('a pet’s visit told in the past takes the day gone; a booking, the day ahead', () => {
  // Thursday 3 December: Monday gone is 30 November, Monday ahead 7 December.
  const cases: Array<[string, string, string, string]> = [
    ['en-US', 'Rex had his rabies shot on Monday', 'done', '2026-11-30'],
    ['en-GB', 'Took Rex to the vet on Monday, all fine', 'done', '2026-11-30'],
    ['pt-BR', 'o Rex tomou a vacina na segunda', 'done', '2026-11-30'],
    ['pt-PT', 'O Rex foi vacinado na segunda-feira', 'done', '2026-11-30'],
    ['en-GB', "I've booked Rex in at the vet for Monday", 'scheduled', '2026-12-07'],
    ['en-US', 'Rex has been sick since Monday, vet on Friday', 'scheduled', '2026-12-04'],
    ['pt-BR', 'marquei o veterinário do Rex pra segunda', 'scheduled', '2026-12-07'],
    ['pt-PT', 'O Rex vai ao veterinário na segunda', 'scheduled', '2026-12-07'],
  ];
  it.each(cases)('%s: %s', (_v, text, status, date) => expect(pet(text, ['Rex'])?.care?.[0]).toMatchObject({status, date}));

  it('a booking with no day read is no visit had', () => expect(pet("I've booked Rex's jabs", ['Rex'])?.care?.[0]?.status).not.toBe('done'));
});
