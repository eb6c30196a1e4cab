import {describe, expect, it} from 'vitest';
import {checkupKindIn} from '../checkups.js';
import {extract} from '../index.js';

// Tuesday 1 December 2026, 10:00.
const now = new Date(2026, 11, 1, 10, 0);
const checkups = (text: string) => extract(text, {now}).checkups;

describe('health words as each variety says them', () => {
  it.each([
    // pt-PT
    ['tenho de fazer análises ao sangue', 'user', 'blood_test', 'needed', null],
    ['fiz análises na sexta', 'user', 'blood_test', 'done', '2026-11-27'],
    ['vou fazer umas análises na 5.ª', 'user', 'blood_test', 'scheduled', '2026-12-03'],
    ['consulta no médico de família dia 12', 'user', 'general_checkup', 'scheduled', '2026-12-12'],
    ['a minha mãe vai ao centro de saúde amanhã às 9h', 'mãe', 'general_checkup', 'scheduled', '2026-12-02'],
    ['consulta de rotina na 3.ª às 10h', 'user', 'general_checkup', 'scheduled', '2026-12-08'],
    ['dentista na 5.ª às 15h', 'user', 'dentist', 'scheduled', '2026-12-03'],
    // pt-BR
    ['preciso levar minha mãe no posto de saúde amanhã às 8h', 'mãe', 'general_checkup', 'scheduled', '2026-12-02'],
    // en-GB
    ['I need to see the GP', 'user', 'general_checkup', 'needed', null],
    ['got an appointment at the surgery on Tuesday at 10', 'user', 'general_checkup', 'scheduled', '2026-12-08'],
    ['rang the surgery to book a blood test for dad', 'dad', 'blood_test', 'needed', null],
    ['booked the chiropodist for Thursday', 'user', 'other', 'scheduled', '2026-12-03'],
    ['my smear test is overdue', 'user', 'gynecologist', 'needed', null],
    ['the kids need their jabs', 'kids', 'vaccine', 'needed', null],
    // en-US
    ['dentist appt thursday 3pm', 'user', 'dentist', 'scheduled', '2026-12-03'],
    ['need to see my PCP', 'user', 'general_checkup', 'needed', null],
    ['OB appt next monday at 10', 'user', 'gynecologist', 'scheduled', '2026-12-07'],
    ['my OB-GYN visit is on the 14th', 'user', 'gynecologist', 'scheduled', '2026-12-14'],
    ["Lily's well visit is friday", 'Lily', 'general_checkup', 'scheduled', '2026-12-04'],
  ])('%s → %s %s %s', (text, person, kind, status, date) => {
    expect(checkups(text)).toEqual([expect.objectContaining({person, kind, status, date})]);
  });

  it('a chiropodist is a podiatrist: a visit of no contract kind, named as said', () => {
    expect(checkups('booked the chiropodist for Thursday')[0]).toMatchObject({kind: 'other', label: 'chiropodist'});
  });

  it('the practice is where a named visit is held, not a second visit', () => {
    expect(checkups('vacina da gripe no centro de saúde dia 10')).toEqual([expect.objectContaining({kind: 'vaccine', date: '2026-12-10'})]);
  });

  it.each([
    // The practice that rings is no visit; an operation is not the GP's practice.
    'the surgery rang',
    'o centro de saúde ligou',
    // Unplanned care is neither booked nor to book.
    'spent the night in A&E',
    'took Sam to urgent care yesterday',
    'urgent care was packed',
    'fui às urgências ontem',
    'fui no pronto-socorro ontem com o Caio',
    // "análises" of something else.
    'temos de fazer análises de mercado',
  ])('no checkup: %s', text => {
    expect(checkups(text)).toEqual([]);
  });

  it.each([
    ['the surgery went well', 'done'],
    ['mum has surgery on Friday', 'scheduled'],
  ])('"surgery" elsewhere is an operation: %s', (text, status) => {
    expect(checkups(text)).toEqual([expect.objectContaining({kind: 'other', label: 'surgery', status})]);
  });

  it('answers name the family doctor by the practice, and no visit by unplanned care', () => {
    expect(checkupKindIn('quando é a consulta no centro de saúde?')).toBe('general_checkup');
    expect(checkupKindIn('when is my GP appointment?')).toBe('general_checkup');
    expect(checkupKindIn('how was A&E')).toBeNull();
  });
});

describe('a visit kept on weekdays is a routine on the agenda', () => {
  it.each([
    ["mum's chiropody is every other Friday at 2", 'mum', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR'],
    ['a minha avó faz podologia às 3.ªs', 'avó', 'FREQ=WEEKLY;BYDAY=TU'],
  ])('%s', (text, person, rrule) => {
    const r = extract(text, {now});
    expect(r.checkups).toEqual([]);
    expect(r.events).toEqual([expect.objectContaining({kind: 'other', person, rrule})]);
  });

  it('said once, it is a visit', () => {
    expect(checkups('mum has chiropody on Friday at 2')).toEqual([expect.objectContaining({person: 'mum', kind: 'other', status: 'scheduled', date: '2026-12-04'})]);
  });
});

describe('who a booking "got in" and at what hour: the hour of the call is never the visit\'s', () => {
  it.each([
    // en-GB
    ['rang the surgery at 8 on the dot and managed to get mum in at 3.50 today', 'mum', 'general_checkup', '2026-12-01', '15:50'],
    ['phoned the dentist and got Ellie in for friday at 9.15', 'Ellie', 'dentist', '2026-12-04', '09:15'],
    // en-US
    ['called the pediatrician at 9 and they can see Mason tomorrow at 4:30pm', 'Mason', 'pediatrician', '2026-12-02', '16:30'],
    // pt-BR
    ['liguei pro consultório às 8 e marcaram a mãe no clínico às 15h50 hoje', 'mãe', 'general_checkup', '2026-12-01', '15:50'],
    // pt-PT
    ['telefonei ao centro de saúde às 8h e a minha mãe ficou com consulta às 16h amanhã', 'mãe', 'general_checkup', '2026-12-02', '16:00'],
  ])('%s', (text, person, kind, date, time) => {
    expect(checkups(text)).toEqual([expect.objectContaining({person, kind, status: 'scheduled', date, time})]);
  });
  it('a visit had, said with "managed to get her to", stays had', () => {
    expect(checkups('managed to get mum to the dentist this morning')).toEqual([expect.objectContaining({person: 'mum', kind: 'dentist', status: 'done'})]);
  });
});

describe('needs said in the plural or by what is done ("his eyes testing", "eye exams", "a sports physical")', () => {
  it.each([
    ['my son Jack needs his eyes testing', 'Jack', 'eye_exam'], // en-GB
    ['the twins both need eye tests before school', 'twins', 'eye_exam'], // en-GB
    ['Tyler needs a sports physical before the season', 'Tyler', 'general_checkup'], // en-US
    ['Ava has to get her school physical done', 'Ava', 'general_checkup'], // en-US
    ['os miúdos precisam de fazer exames de vista', 'miúdos', 'eye_exam'], // pt-PT
  ])('%s', (text, person, kind) => {
    expect(checkups(text)).toEqual(expect.arrayContaining([expect.objectContaining({person, kind, status: 'needed'})]));
  });
});

describe('"sat" and "sun" are days only beside a time, a date or "on"/"this"/"next"', () => {
  it.each([
    ["nan's had her jab, sat in the chemist's for 15 mins after", null],
    ['mum had her flu jab and sat on the sofa all afternoon', null],
    ['mum has her flu jab on sat', '2026-12-05'],
    ['flu jab sat 10am for mum', '2026-12-05'],
  ])('%s', (text, date) => {
    expect(checkups(text)[0]?.date ?? null).toBe(date);
  });
});

describe("a need said beside another plan does not take that plan's day", () => {
  it.each([
    ['Jack needs a dentist and we have dinner with Sue on friday at 8'], // en-US
    ['o Leo precisa ir ao dentista e temos jantar com a Sue sexta às 20h'], // pt-BR
    ['a Inês tem de ir ao oftalmologista e nós temos o jantar da empresa na 6.ª às 20h'], // pt-PT
  ])('%s', text => {
    expect(checkups(text)).toEqual([expect.objectContaining({status: 'needed', date: null})]);
  });
  it('several visits with one day and hour are still one appointment', () => {
    expect(checkups('dentist and flu jab on friday at 9').map(c => c.date)).toEqual(['2026-12-04', '2026-12-04']);
  });
});

describe('an ordinal weekday typed with "a" for the ª', () => {
  it.each([
    ['o Tiago fica com a pediatra na 2.a feira dia 14, às 9h15', 'Tiago', '2026-12-14', '09:15'],
    ['dentista na 2.a feira às 9h15', 'user', '2026-12-07', '09:15'],
  ])('%s → %s %s %s: the dot ends no sentence, the hour is the visit’s', (text, person, date, time) => {
    expect(checkups(text)).toEqual([expect.objectContaining({person, date, time})]);
  });
});
