/**
 * Plans told by their verb reach the agenda with their whole span and a title that says what and
 * whose: the user's own visits ("we're visiting grandma from dec 19 to jan 3"), places that close
 * ("the office is closed from Nov 27 to Nov 28", "o escritório fecha dias 27 e 28"), things due again
 * ("passport renewal due again in March" is the passport renewal, not "due again"), and operations
 * named by the words before them ("cataract surgery", "knee op").
 */
import {describe, expect, it} from 'vitest';
import {extract} from '../index.js';

const now = new Date('2026-11-20T09:00:00');
const events = (text: string) => extract(text, {now}).events.map(e => [e.title, e.date, e.endDate ?? null]);

describe("the user's own visit to someone is on the agenda, over its days", () => {
  it.each([
    ['en-US', 'We visit grandma from dec 19 to jan 3', 'Visit grandma', '2026-12-19', '2027-01-03'],
    ['en-GB', "we're visiting my parents next weekend", 'Visit my parents', '2026-11-28', '2026-11-29'],
    ['en-US', "we're visiting grandma on Sunday at 3", 'Visit grandma', '2026-11-22', null],
    ['pt-BR', 'Vamos visitar a vó de 19 de dezembro a 3 de janeiro', 'Visita à vó', '2026-12-19', '2027-01-03'],
    ['pt-PT', 'vamos visitar a minha mãe no sábado', 'Visita à minha mãe', '2026-11-21', null],
  ])('%s: %s', (_v, text, title, date, end) => {
    expect(events(text)).toEqual([[title, date, end]]);
  });

  it.each([
    ['en-GB', 'the nurse is visiting Mum on Tuesday'],
    ['en-US', 'we visited grandma last year'],
    ['pt-BR', 'a Ana visitou a obra ontem'],
  ])('must not fire: %s: %s', (_v, text) => {
    expect(events(text).filter(([t]) => /^Visit/.test(t as string))).toEqual([]);
  });
});

describe('a place of the week that closes is on the agenda for the days it is closed', () => {
  it.each([
    ['en-US', 'The office is closed from Nov 27 to Nov 28', 'Office closed', '2026-11-27', '2026-11-28'],
    ['en-GB', "the school's shut on Monday for teacher training", 'School closed', '2026-11-23', null],
    ['en-GB', 'the gym is closed next week', 'Gym closed', '2026-11-23', '2026-11-29'],
    ['pt-BR', 'O escritório fecha dias 27 e 28 de novembro', 'Escritório fechado', '2026-11-27', '2026-11-28'],
    ['pt-PT', 'a escola está fechada na sexta', 'Escola fechada', '2026-11-27', null],
  ])('%s: %s', (_v, text, title, date, end) => {
    expect(events(text)).toEqual([[title, date, end]]);
  });

  it.each([
    ['en-US', 'closed the deal on Friday'],
    ['pt-BR', 'a loja fecha às 18h'],
    ['en-GB', 'I shut the gate on Monday'],
  ])('must not fire: %s: %s', (_v, text) => {
    expect(events(text)).toEqual([]);
  });
});

describe('a thing due again is titled by the thing', () => {
  it.each([
    ['en-US', 'passport renewal due again in March', 'passport renewal'],
    ['en-GB', 'library books are due back on Friday', 'library books'],
    ['en-US', 'Money due to Tom by the 5th', 'Money due to Tom'],
    ['pt-BR', 'O IPVA do carro vence de novo dia 28', 'IPVA do carro'],
    ['pt-PT', 'o seguro do carro vence outra vez em março', 'seguro do carro'],
    ['pt-BR', 'O IPVA do carro vence dia 28', 'IPVA do carro'],
  ])('%s: %s', (_v, text, title) => {
    expect(events(text).map(([t]) => t)).toEqual([title]);
  });
});

describe('an operation is named by the words before it', () => {
  it.each([
    ['en-GB', 'My sister Ruth has cataract surgery on Dec 9 at 7am', 'cataract surgery'],
    ['en-GB', "mum's cataract op is on Dec 9 at 7am", 'cataract op'],
    ['en-US', 'Dad has his knee operation on the 12th', 'knee operation'],
    ['en-US', 'Ruth has surgery on Friday', 'surgery'],
    ['pt-BR', 'a Ruth tem cirurgia de catarata dia 9', 'cirurgia de catarata'],
  ])('%s: %s', (_v, text, label) => {
    expect(extract(text, {now}).checkups.map(c => c.label)).toEqual([label]);
  });

  it.each([['en-US', 'the operation of the new line starts Monday']])('must not fire: %s: %s', (_v, text) => {
    expect(extract(text, {now}).checkups).toEqual([]);
  });
});

describe('a call made to a practice is no visit unless it booked one', () => {
  it.each([
    ['en-GB', 'I rang the surgery on Monday'],
    ['pt-BR', 'liguei pro pediatra ontem, ninguém atendeu'],
  ])('%s: %s', (_v, text) => {
    expect(extract(text, {now}).checkups).toEqual([]);
  });

  it.each([
    ['en-GB', 'I rang the GP this morning, they can see Ava on Thursday at 4'],
    ['en-US', 'I called the dentist and they booked me for Friday at 2'],
    ['pt-BR', 'liguei pro dentista, marcou pra sexta às 10h'],
  ])('a booking it made still is: %s: %s', (_v, text) => {
    expect(extract(text, {now}).checkups.map(c => c.status)).toEqual(['scheduled']);
  });
});
