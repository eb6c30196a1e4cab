import {describe, expect, it} from 'vitest';
import type {TimelineRows} from '../store/timeline.js';
import {buildTimeline, weekStart} from './timeline.js';

const checkup = (id: number, status: 'needed' | 'scheduled' | 'done', date: string | null, createdAt: string) => ({
  id,
  entityId: 1,
  person: 'Bia',
  gender: 'female' as const,
  unnamed: false,
  kind: 'dentist',
  status,
  date,
  time: null,
  context: 'family' as const,
  createdAt,
  datePrecision: 'day',
});
const rows = (over: Partial<TimelineRows>): TimelineRows => ({
  people: [
    {id: 1, name: 'Bia', aliases: [], relation: 'daughter', gender: 'female', unnamed: false},
    {id: 2, name: 'Marcos', aliases: ['Marcão'], relation: 'boss', gender: 'male', unnamed: false},
  ],
  checkups: [],
  events: [],
  birthdays: [],
  doneTasks: [],
  memories: [],
  ...over,
});
const window = {from: '2026-11-02', to: '2026-11-22', language: 'pt' as const};

describe('the timeline rules', () => {
  it('weeks run Monday to Sunday', () => {
    expect(['2026-11-16', '2026-11-18', '2026-11-22'].map(weekStart)).toEqual(['2026-11-16', '2026-11-16', '2026-11-16']);
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(buildTimeline(rows({}), window).map(w => w.week)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
  });

  it('a booking later told as done is one visit, on the day it was done', () => {
    const t = buildTimeline(rows({checkups: [checkup(1, 'scheduled', '2026-11-10', '2026-11-03T10:00:00Z'), checkup(2, 'done', '2026-11-11', '2026-11-11T18:00:00Z')]}), window);
    expect(t.flatMap(w => w.items).map(i => [i.date, i.status])).toEqual([['2026-11-11', 'done']]);
  });

  it('a recurring event only on its days inside the window, a cancelled one never', () => {
    const ev = {
      id: 7,
      entityId: 1,
      person: 'Bia',
      kind: 'class' as const,
      title: 'natação',
      with: [],
      date: '2026-01-06',
      time: '16:00',
      rrule: 'FREQ=WEEKLY;BYDAY=TU',
      status: 'scheduled' as const,
      context: 'personal' as const,
    };
    const t = buildTimeline(rows({events: [ev, {...ev, id: 8, status: 'cancelled'}]}), window);
    expect(t.flatMap(w => w.items).map(i => [i.id, i.date])).toEqual([
      [7, '2026-11-03'],
      [7, '2026-11-10'],
      [7, '2026-11-17'],
    ]);
  });

  it("one person's items: theirs and those they are in (by an alias too); a context keeps its own", () => {
    const meeting = {
      id: 9,
      entityId: null,
      person: 'user',
      kind: 'meeting' as const,
      title: 'Reunião',
      with: ['marcão'],
      date: '2026-11-20',
      time: '10:00',
      rrule: null,
      status: 'scheduled' as const,
      context: 'work' as const,
    };
    const r = rows({
      events: [meeting],
      checkups: [checkup(1, 'done', '2026-11-11', '2026-11-11T18:00:00Z')],
      doneTasks: [{id: 3, description: 'renovar a CNH', doneAt: '2026-11-19T18:00:00Z', entityId: null, context: 'personal'}],
    });
    expect(
      buildTimeline(r, {...window, personId: 2})
        .flatMap(w => w.items)
        .map(i => i.id),
    ).toEqual([9]);
    expect(
      buildTimeline(r, {...window, personId: 1})
        .flatMap(w => w.items)
        .map(i => i.source),
    ).toEqual(['checkup']);
    expect(
      buildTimeline(r, {...window, context: 'personal'})
        .flatMap(w => w.items)
        .map(i => i.source),
    ).toEqual(['task']);
  });

  it('birthdays on their day every year', () => {
    const t = buildTimeline(rows({birthdays: [{entityId: 1, person: 'Bia', birthday: '--11-05', context: 'family', gender: 'female', unnamed: false}]}), window);
    expect(t.flatMap(w => w.items).map(i => [i.date, i.title])).toEqual([['2026-11-05', 'Aniversário da Bia']]);
  });

  it("an animal's vet visit and vaccine on their day, never in a person's history", () => {
    const petCare = [
      {id: 1, pet: 'Rex', kind: 'vaccine', status: 'done' as const, date: '2026-11-12', time: null, createdAt: '2026-11-12T15:00:00Z'},
      {id: 2, pet: 'Rex', kind: 'checkup', status: 'scheduled' as const, date: '2026-11-19', time: '09:00', createdAt: '2026-11-12T15:00:00Z'},
      {id: 3, pet: 'Rex', kind: 'checkup', status: 'scheduled' as const, date: '2026-12-19', time: '09:00', createdAt: '2026-11-12T15:00:00Z'},
    ];
    const t = buildTimeline(rows({petCare}), window);
    expect(t.flatMap(w => w.items).map(i => [i.source, i.date, i.title, i.person, i.status])).toEqual([
      ['pet', '2026-11-12', 'Vacina', 'Rex', 'done'],
      ['pet', '2026-11-19', 'Veterinário', 'Rex', 'scheduled'],
    ]);
    expect(buildTimeline(rows({petCare}), {...window, personId: 1}).flatMap(w => w.items)).toEqual([]);
  });
});
