import {describe, expect, it} from 'vitest';
import {extract} from './index.js';

// Saturday 28 November 2026, 10:00.
const now = new Date(2026, 10, 28, 10, 0);
const read = (text: string) => extract(text, {now});
const event = (text: string) => read(text).events.map(e => `${e.date} ${e.time ?? '-'}`);

describe('the eves and days of the year’s feasts date what is said of them', () => {
  it.each([
    // en-GB / en-US
    ["Christmas Eve dinner at my mum's", '2026-12-24'],
    ['xmas eve drinks with the neighbours', '2026-12-24'],
    ["New Year's Eve party at Tom's", '2026-12-31'],
    ['new years eve party at the club', '2026-12-31'],
    ['Boxing Day lunch with the in-laws', '2026-12-26'],
    // pt-PT: the Eve's supper is the consoada
    ['a consoada este ano é cá em casa', '2026-12-24'],
    ['jantar na véspera de Natal com os avós', '2026-12-24'],
    // pt-BR: the Christmas supper is the night of the 24th; a New Year's party is the 31st
    ['ceia de Natal na casa da vó', '2026-12-24'],
    ['festa de réveillon na praia', '2026-12-31'],
  ])('%s → %s', (text, day) => {
    expect(event(text).map(e => e.slice(0, 10))).toEqual([day]);
  });

  it('a Christmas meal that is no supper stays on the day; the eve of something else is no feast', () => {
    expect(event('almoço de Natal na casa da minha irmã').map(e => e.slice(0, 10))).toEqual(['2026-12-25']);
    expect(event('Christmas lunch at the pub').map(e => e.slice(0, 10))).toEqual(['2026-12-25']);
    // Not feasts: a new year at school, a home town, a name.
    expect(read('a new year at school starts soon').events).toEqual([]);
    expect(read('minha cidade natal é Recife').events).toEqual([]);
    expect(read('dinner with Eve on Friday').people.map(p => p.name)).toEqual(['Eve']);
  });
});

describe('an evening meal makes a bare hour the evening', () => {
  it.each([
    ['dinner at 7 on Friday', '2026-12-04 19:00'],
    ['jantar às 8 na sexta', '2026-12-04 20:00'],
    ['at 7 for dinner with Sam on Saturday', '2026-12-05 19:00'],
    ['amanhã às 8 pro jantar na casa da Ana', '2026-11-29 20:00'],
    ['ceia de Natal às 9', '2026-12-24 21:00'],
    ['supper at the Taylors on Sunday at 6', '2026-11-29 18:00'],
  ])('%s → %s', (text, want) => {
    expect(event(text)).toEqual([want]);
  });

  it('leaves a morning hour as said, and a meal of another clause out of it', () => {
    expect(read('breakfast with the team on Monday at 8').events.map(e => e.time)).toEqual(['08:00']);
    expect(read('dinner at 7am on Monday, the hotel serves early').events.map(e => e.time)).toEqual(['07:00']);
    expect(read('dentist at 8 on Monday').checkups.map(c => c.time)).toEqual(['08:00']);
    expect(read('I have the dentist on Monday at 8, then dinner with Jo').checkups.map(c => c.time)).toEqual(['08:00']);
  });
});

describe('leaving a visit is having had it, today when just done', () => {
  it.each([
    // pt-BR
    ['acabei de sair do dentista', 'user', 'dentist', '2026-11-28'],
    ['saí agora do pediatra com a Lia', 'Lia', 'pediatrician', '2026-11-28'],
    // pt-PT
    ['acabámos de sair da consulta do médico de família', 'user', 'general_checkup', '2026-11-28'],
    ['voltei agora do oftalmologista', 'user', 'eye_exam', '2026-11-28'],
    // en-US / en-GB
    ['just left the dentist', 'user', 'dentist', '2026-11-28'],
    ['just got back from the GP', 'user', 'general_checkup', '2026-11-28'],
    ['mammo done, all clear', 'user', 'mammogram', null],
  ])('%s', (text, person, kind, date) => {
    expect(read(text).checkups).toEqual([expect.objectContaining({person, kind, status: 'done', date})]);
  });

  it('a visit left a message, or a workplace left early for one, is no visit had', () => {
    expect(read('I left the dentist a voicemail to book a cleaning').checkups.map(c => c.status)).not.toContain('done');
    expect(read('preciso sair do trabalho cedo pro dentista amanhã').checkups.map(c => c.status)).not.toContain('done');
  });
});

describe('acronyms and days of the week are nobody', () => {
  it.each([
    ["the car's been MOT'd at last", []],
    ['the kids are with my sister on Saturdays', ['sister']],
    ['aos Sábados a Maria tem ballet', ['Maria']],
    ['finally sorted the DMV', []],
  ])('%s', (text, people) => {
    expect(read(text as string).people.map(p => p.name)).toEqual(people);
  });
});
