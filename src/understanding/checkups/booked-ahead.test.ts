import {describe, expect, it} from 'vitest';
import {extract} from '../index.js';

// Tuesday 1 December 2026, 10:00: the 10th is a Thursday, the 14th a Monday; 10 November was a Tuesday.
const now = new Date(2026, 11, 1, 10, 0);
const checkups = (text: string) => extract(text, {now}).checkups;

describe('a visit got for a day ahead is a booking, though told in the past', () => {
  it.each([
    // en-US: someone "got in", a day the weekday places ahead, an opening taken.
    ['got Noah in with the pediatrician for Friday at 3pm', 'Noah', 'pediatrician', '2026-12-04', '15:00'],
    ['the clinic had an opening Wednesday for my flu shot so I took it', 'user', 'vaccine', '2026-12-02', null],
    ['booked Leo’s jabs for Thursday the 10th', 'Leo', 'vaccine', '2026-12-10', null],
    ['got the dentist for Friday', 'user', 'dentist', '2026-12-04', null],
    // en-GB: on a doctor's books, a day with its weekday, a cancellation.
    ['got my dad in at the optician for Monday the 14th', 'dad', 'eye_exam', '2026-12-14', null],
    ["finally got mum on the GP's books for Thursday", 'mum', 'general_checkup', '2026-12-03', null],
    ['got mum a smear test for Friday the 11th', 'mum', 'gynecologist', '2026-12-11', null],
    // pt-BR: "encaixe", "vaga".
    ['consegui encaixe no dermato pra sexta às 10h', 'user', 'dermatologist', '2026-12-04', '10:00'],
    ['consegui uma vaga pro Davi no pediatra quinta dia 10', 'Davi', 'pediatrician', '2026-12-10', null],
    // pt-PT: "arranjei vaga", "para a 2.ª feira".
    ['arranjei vaga no oftalmologista para a 2.ª feira', 'user', 'eye_exam', '2026-12-07', null],
    ['consegui uma vaga para a minha mãe no cardiologista na quinta dia 10', 'mãe', 'cardiologist', '2026-12-10', null],
  ])('%s', (text, person, kind, date, time) => {
    expect(checkups(text)).toEqual([expect.objectContaining({person, kind, status: 'scheduled', date, time})]);
  });

  it.each([
    // A past day stays a visit had: the weekday agrees with the one gone.
    ['got my flu shot on Tuesday the 10th', 'user', 'vaccine', '2026-11-10'],
    ['got Ava in at the dentist yesterday', 'Ava', 'dentist', '2026-11-30'],
    ['fui ao dentista na quinta', 'user', 'dentist', '2026-11-26'],
    ['levei o Davi no pediatra segunda', 'Davi', 'pediatrician', '2026-11-30'],
  ])('done, dated behind: %s', (text, person, kind, date) => {
    expect(checkups(text)).toEqual([expect.objectContaining({person, kind, status: 'done', date})]);
  });

  it.each([
    // No place to be had is no booking.
    'the dentist had no openings until January',
    'o pediatra não tinha vaga essa semana',
    'não havia vaga no centro de saúde',
  ])('still to book: %s', text => {
    expect(checkups(text)).toEqual([expect.objectContaining({status: 'needed', date: null})]);
  });

  it('"got … in" is someone seen only when a place or day follows: stuck in traffic is no booking', () => {
    expect(checkups('got stuck in traffic on the way to the dentist').map(c => c.status)).not.toContain('scheduled');
  });
});

describe("Portuguese's plural article is no English 'as'", () => {
  it('"As vacinas da Leonor ficaram marcadas…" is a booking; "works as a dentist" is still a job', () => {
    expect(checkups('As vacinas da Leonor ficaram marcadas para sexta às 9h.')).toEqual([
      expect.objectContaining({person: 'Leonor', kind: 'vaccine', status: 'scheduled', date: '2026-12-04', time: '09:00'}),
    ]);
    expect(checkups('she works as a dentist in Leeds')).toEqual([]);
    expect(checkups('trabalho como dentista')).toEqual([]);
  });
});
