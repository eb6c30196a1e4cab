/**
 * One booking for several people: whom the booking names goes (the speaker and the others joined to
 * them), each at the hour said after their name or pronoun; "para mim e para o X" joins people, it
 * is no "é" of whose a thing is; a date with another plan between it and the visit is that plan's.
 * Our own phrases in four varieties, and sentences where each rule must not fire.
 */
import {describe, expect, it} from 'vitest';
import {extract} from '../index.js';
import {readOwners} from '../stance/owner.js';

// Tuesday 1 December 2026, 10:00.
const now = new Date(2026, 11, 1, 10, 0);
const visits = (text: string) =>
  extract(text, {now})
    .checkups.map(c => `${c.person} ${c.kind} ${c.status} ${c.date ?? '-'} ${c.time ?? '-'}`)
    .sort();

describe('one booking for the speaker and someone else', () => {
  it.each([
    // pt-BR
    ['marquei dentista pra mim e pro Caio na sexta às 9h', ['Caio dentist scheduled 2026-12-04 09:00', 'user dentist scheduled 2026-12-04 09:00']],
    ['agendei o oftalmo pra mim e o Caio na quinta às 14h', ['Caio eye_exam scheduled 2026-12-03 14:00', 'user eye_exam scheduled 2026-12-03 14:00']],
    // pt-PT
    ['marquei o dentista para mim e para o Tiago na 6.ª às 9h', ['Tiago dentist scheduled 2026-12-04 09:00', 'user dentist scheduled 2026-12-04 09:00']],
    // en-US
    ['booked the dentist for me and Leo on friday at 9am', ['Leo dentist scheduled 2026-12-04 09:00', 'user dentist scheduled 2026-12-04 09:00']],
    // en-GB
    ['booked me and Alfie in at the dentist on Friday at 9', ['Alfie dentist scheduled 2026-12-04 09:00', 'user dentist scheduled 2026-12-04 09:00']],
  ])('%s', (text, want) => {
    expect(visits(text)).toEqual(want);
  });
});

describe('each at their own hour', () => {
  it.each([
    ['marcaram-me a mim e ao Tiago o dentista para sexta, eu às 9h e ele às 9h30', ['Tiago dentist scheduled 2026-12-04 09:30', 'user dentist scheduled 2026-12-04 09:00']],
    ['marquei pediatra pra Bia e pro Caio na quinta, a Bia às 14h e o Caio às 14h30', ['Bia pediatrician scheduled 2026-12-03 14:00', 'Caio pediatrician scheduled 2026-12-03 14:30']],
    ['booked me and Alfie in at the dentist on Friday, me at 9 and him at 9.30', ['Alfie dentist scheduled 2026-12-04 09:30', 'user dentist scheduled 2026-12-04 09:00']],
    ['got the dentist booked for me and Leo friday, Leo at 3:30pm and me at 4pm', ['Leo dentist scheduled 2026-12-04 15:30', 'user dentist scheduled 2026-12-04 16:00']],
  ])('%s', (text, want) => {
    expect(visits(text)).toEqual(want);
  });

  it('one hour said after the group is everyone’s', () => {
    expect(visits('booked the dentist for me and Leo on friday, both at 9am')).toEqual(['Leo dentist scheduled 2026-12-04 09:00', 'user dentist scheduled 2026-12-04 09:00']);
  });
});

describe('whom a booking names', () => {
  it.each([
    ['marquei o Caio no pediatra na quinta às 10h', 'Caio'],
    ['booked Leo in at the dentist on friday at 9am', 'Leo'],
  ])('%s → %s', (text, who) => {
    expect(visits(text).map(v => v.split(' ')[0])).toEqual([who]);
  });

  it('a booking with someone is not for them: the speaker goes', () => {
    expect(visits('marquei o dentista com a Dra. Lúcia na sexta às 9h').map(v => v.split(' ')[0])).toEqual(['user']);
  });
});

describe('"e" after "para X" joins, it is no "é"', () => {
  it.each(['marquei dentista para mim e para o Tiago na sexta às 9h', 'agendei o oftalmo pra mim e o Caio na quinta'])('%s → no owner said', text => {
    expect(readOwners(text)).toEqual([]);
  });

  it.each([
    ['o dentista de sexta e para o Tiago', 'Tiago'],
    ['a consulta é pra mim e pro Leo', 'user'],
  ])('%s → whose: %s', (text, to) => {
    expect(readOwners(text)[0]?.to).toBe(to);
  });
});

describe('a date with another plan between it and the visit is the plan’s', () => {
  it.each([
    ["Jack needs his eyes testing and we've got the panto on saturday", 'Jack eye_exam needed - -'],
    ['a Bia precisa de ir ao dentista e temos o jantar da escola na sexta', 'Bia dentist needed - -'],
    ['Mia needs a checkup and we have the school play thursday', 'Mia general_checkup needed - -'],
  ])('%s', (text, want) => {
    expect(visits(text)).toEqual([want]);
  });

  it('a list shares its date: the visit and the plan are on that day', () => {
    expect(visits('marquei o dentista da Bia e o jantar na sexta')).toEqual(['Bia dentist scheduled 2026-12-04 -']);
  });
});
