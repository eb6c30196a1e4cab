/**
 * A routine said with the day of its next visit ("consulta de rotina todo ano, a próxima é em
 * março", "annual check-up, next one's in March") is one visit that starts there and comes back at
 * its interval — never a visit had today. The next visit is always ahead; a "next one" that follows
 * no visit and has no day is a round, not a visit.
 */
import {describe, expect, it} from 'vitest';
import {extract} from '../index.js';

const now = new Date('2026-11-30T09:00:00');
const checkups = (text: string) => extract(text, {now}).checkups.map(c => [c.person, c.kind, c.status, c.date, c.everyMonths]);

describe('a routine and its next day are one visit, from that day, at its interval', () => {
  it.each([
    ['pt-BR', 'faço check-up todo ano, o próximo é em março', 'user', 'general_checkup', 'needed', '2027-03-01', 12],
    ['pt-BR', 'a Bia vai ao pediatra a cada 6 meses, o próximo é em abril', 'Bia', 'pediatrician', 'needed', '2027-04-01', 6],
    ['pt-PT', 'consulta de rotina uma vez por ano (a próxima é em março)', 'user', 'general_checkup', 'needed', '2027-03-01', 12],
    ['pt-PT', 'vou ao dermatologista todos os anos, a próxima vai ser em maio', 'user', 'dermatologist', 'needed', '2027-05-01', 12],
    ['en-GB', 'yearly check-up, the next one is in March', 'user', 'general_checkup', 'needed', '2027-03-01', 12],
    ['en-US', 'I see the dentist every six months, next one is in March', 'user', 'dentist', 'needed', '2027-03-01', 6],
    ['en-US', "my physical is every year, next one's booked for March 3rd", 'user', 'general_checkup', 'scheduled', '2027-03-03', 12],
  ])('%s: %s', (_v, text, person, kind, status, date, every) => {
    expect(checkups(text)).toEqual([[person, kind, status, date, every]]);
  });

  it.each([
    ['en-US', 'went to the dentist today, next one is in June'],
    ['pt-BR', 'fui ao dentista hoje, a próxima consulta é em junho'],
  ])('the next one is ahead, after a visit told as had: %s: %s', (_v, text) => {
    expect(checkups(text)).toEqual([
      ['user', 'dentist', 'done', '2026-11-30', null],
      ['user', 'dentist', 'needed', '2027-06-01', null],
    ]);
  });
});

describe('must not become a visit', () => {
  it.each([
    ['pt-BR', 'a próxima é minha'],
    ['pt-PT', 'esta rodada pago eu, a próxima é tua'],
    ['en-GB', "the next one's on me"],
    ['en-US', 'the next one is mine'],
  ])('%s: %s', (_v, text) => {
    expect(checkups(text)).toEqual([]);
  });

  it('a routine with no next day is still a routine kept up, not a need', () => {
    expect(checkups('vou ao dentista a cada 6 meses')).toEqual([['user', 'dentist', 'done', null, 6]]);
  });
});
