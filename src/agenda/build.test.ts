import {describe, expect, it} from 'vitest';
import {buildAgenda} from './build.js';
import {dayLabel, formatAgenda} from './format.js';
import type {AgendaCheckup, AgendaEvent, AgendaInput} from './types.js';

const ev = (over: Partial<AgendaEvent>): AgendaEvent => ({
  id: 1,
  entityId: null,
  person: 'user',
  kind: 'meeting',
  title: 'reunião com o marketing',
  with: [],
  date: '2026-09-16',
  time: '10:00',
  rrule: null,
  status: 'scheduled',
  context: 'work',
  ...over,
});
const ck = (over: Partial<AgendaCheckup>): AgendaCheckup => ({
  id: 1,
  entityId: null,
  person: 'user',
  gender: null,
  unnamed: false,
  kind: 'dermatologist',
  status: 'scheduled',
  date: '2026-04-16',
  time: '10:00',
  context: 'personal',
  createdAt: '2026-04-13T13:00:00.000Z',
  ...over,
});
const input = (over: Partial<AgendaInput>): AgendaInput => ({events: [], birthdays: [], checkups: [], tasks: [], language: 'pt', ...over});

describe('buildAgenda', () => {
  it('expands a weekly class over the window and sorts by date then time', () => {
    const items = buildAgenda(
      input({
        events: [
          ev({id: 2, entityId: 3, person: 'Clara', kind: 'class', title: 'natação', date: '2026-03-07', time: '09:00', rrule: 'FREQ=WEEKLY;BYDAY=SA', context: 'family'}),
          ev({date: '2026-03-14', time: '08:00'}),
        ],
      }),
      {from: '2026-03-06', to: '2026-03-16', today: '2026-03-06'},
    );
    expect(items.map(i => `${i.date} ${i.time} ${i.kind}`)).toEqual(['2026-03-07 09:00 class', '2026-03-14 08:00 meeting', '2026-03-14 09:00 class']);
    expect(items[0]).toEqual({id: 'event-2', date: '2026-03-07', endDate: null, time: '09:00', kind: 'class', title: 'natação', person: 'Clara', with: [], context: 'family', source: 'event'});
  });

  it('a re-booking learned before the day replaces the first booking ("na verdade é na sexta")', () => {
    const items = buildAgenda(input({checkups: [ck({}), ck({id: 2, date: '2026-04-17', createdAt: '2026-04-13T13:05:00.000Z'})]}), {from: '2026-04-13', to: '2026-04-20', today: '2026-04-13'});
    expect(items).toEqual([
      {id: 'checkup-2', date: '2026-04-17', endDate: null, time: '10:00', kind: 'dermatologist', title: 'Dermatologista', person: 'user', with: [], context: 'personal', source: 'checkup'},
    ]);
  });

  it('a visit recorded since fulfils a booking; needs and visits are not on the agenda', () => {
    const items = buildAgenda(
      input({checkups: [ck({}), ck({id: 2, status: 'done', date: '2026-04-15', time: null, createdAt: '2026-04-15T13:00:00.000Z'}), ck({id: 3, kind: 'dentist', status: 'needed', date: null})]}),
      {from: '2026-04-13', to: '2026-04-20', today: '2026-04-13'},
    );
    expect(items).toEqual([]);
  });

  it('birthdays yearly (once even when also stored as an event), tasks in the window and overdue ones first', () => {
    const items = buildAgenda(
      input({
        birthdays: [{entityId: 4, person: 'Lourdes', birthday: '--12-03', context: 'family', gender: 'female', unnamed: false}],
        events: [ev({kind: 'birthday', entityId: 4, person: 'Lourdes', title: 'aniversário da mãe', date: '2026-12-03', time: null, rrule: 'FREQ=YEARLY'})],
        tasks: [
          {id: 1, description: 'pagar o IPTU', due: '2026-11-20', person: 'user', context: 'personal'},
          {id: 2, description: 'comprar o presente', due: '2026-12-02', person: 'user', context: 'personal'},
          {id: 3, description: 'renovar o seguro', due: '2026-12-20', person: 'user', context: 'personal'},
        ],
      }),
      {from: '2026-12-01', to: '2026-12-08', today: '2026-12-01'},
    );
    expect(items.map(i => [i.date, i.source, i.title])).toEqual([
      ['2026-11-20', 'task', 'pagar o IPTU'],
      ['2026-12-02', 'task', 'comprar o presente'],
      ['2026-12-03', 'birthday', 'Aniversário da Lourdes'],
    ]);
  });

  it('cancelled and done one-off events drop out; --context keeps one context', () => {
    const data = input({events: [ev({status: 'cancelled'}), ev({id: 2, status: 'done'}), ev({id: 3, title: 'jantar com a família', time: '20:00', context: 'family'})]});
    expect(buildAgenda(data, {from: '2026-09-16', to: '2026-09-16', today: '2026-09-16'}).map(i => i.title)).toEqual(['jantar com a família']);
    expect(buildAgenda(data, {from: '2026-09-16', to: '2026-09-16', today: '2026-09-16', context: 'work'})).toEqual([]);
  });
});

describe('formatAgenda', () => {
  it('labels days as people say them', () => {
    expect(dayLabel('2026-11-22', '2026-11-22', 'pt')).toBe('Hoje');
    expect(dayLabel('2026-11-23', '2026-11-22', 'pt')).toBe('Amanhã');
    expect(dayLabel('2026-11-23', '2026-11-20', 'pt')).toBe('Segunda, 23/11');
    expect(dayLabel('2026-11-23', '2026-11-20', 'en')).toBe('Monday, Nov 23');
    expect(dayLabel('2026-11-22', '2026-11-22', 'en')).toBe('Today');
    expect(dayLabel('2026-11-23', '2026-11-22', 'en')).toBe('Tomorrow');
    expect(dayLabel('2027-01-04', '2026-11-22', 'pt')).toBe('Segunda, 04/01/2027');
  });

  it('groups by day, overdue first, with times and whose', () => {
    const items = buildAgenda(
      input({
        events: [ev({id: 2, entityId: 3, person: 'clara', kind: 'class', title: 'natação', date: '2026-03-07', time: '09:00', rrule: 'FREQ=WEEKLY;BYDAY=SA'})],
        tasks: [{id: 1, description: 'pagar o IPTU', due: '2026-03-01', person: 'user', context: 'personal'}],
      }),
      {from: '2026-03-06', to: '2026-03-09', today: '2026-03-06'},
    );
    expect(formatAgenda(items, {today: '2026-03-06', from: '2026-03-06', days: 3, language: 'pt'})).toEqual(['Atrasado', '  Tarefa: pagar o IPTU — venceu 01/03', 'Amanhã', '  9h — Natação (Clara)']);
    expect(formatAgenda(items, {today: '2026-03-05', from: '2026-03-06', days: 3, language: 'en'})).toEqual([
      'Overdue',
      '  Task: pagar o IPTU — was due Mar 1',
      'Saturday, Mar 7',
      '  9 am — Natação (Clara)',
    ]);
    expect(formatAgenda([], {today: '2026-03-06', from: '2026-03-06', days: 7, language: 'pt'})).toEqual(['Nada na agenda nos próximos 7 dias.']);
  });
});
