import {describe, expect, it} from 'vitest';
import type {TimelineItem, TimelineWeek} from '../../agenda/timeline.js';
import {formatTimeline, personSummary, weekLabel} from './timeline-format.js';

const item = (over: Partial<TimelineItem>): TimelineItem => ({
  date: '2026-11-17',
  time: null,
  source: 'event',
  kind: 'class',
  title: 'natação',
  status: 'scheduled',
  person: 'user',
  with: [],
  rrule: null,
  context: 'personal',
  id: 1,
  entityId: null,
  ...over,
});
const people = [
  {id: 1, name: 'Bia', aliases: [], relation: 'daughter', gender: 'female' as const, unnamed: false},
  {id: 2, name: 'mãe', aliases: [], relation: 'mother', gender: 'female' as const, unnamed: true},
];

describe('the timeline in words', () => {
  const weeks: TimelineWeek[] = [
    {
      week: '2026-11-16',
      memories: [{id: 5, date: '2026-11-18', content: 'A Bia  adorou\no parque', importance: 8, type: 'conversation', context: 'family', people: ['Bia']}],
      items: [
        item({person: 'Bia', entityId: 1, time: '16:00', rrule: 'FREQ=WEEKLY;BYDAY=TU'}),
        item({date: '2026-11-18', source: 'pet', kind: 'vaccine', title: 'Vacina', status: 'done', person: 'Rex'}),
        item({date: '2026-11-19', source: 'checkup', kind: 'blood_test', title: 'Exame de sangue', person: 'mãe', entityId: 2}),
      ],
    },
  ];

  it("Portuguese: the week, each day, whose, done or booked in the noun's gender, then the memories", () => {
    expect(formatTimeline(weeks, {language: 'pt', year: '2026', width: 100, people})).toEqual([
      'Semana de 16/11',
      '  ter 17/11 16:00 Natação (toda terça) — Bia (filha)',
      '  qua 18/11       Vacina — Rex, feita',
      '  qui 19/11       Exame de sangue — sua mãe, marcado',
      '  ◦ A Bia adorou o parque — Bia',
    ]);
  });

  it("English week labels, a year only when it is not the window's, and one person's history", () => {
    expect(weekLabel('2026-11-16', 'en', '2026')).toBe('Week of Nov 16');
    expect(weekLabel('2025-12-29', 'pt', '2026')).toBe('Semana de 29/12/2025');
    expect(personSummary('Bia', weeks, {language: 'en', year: '2026', width: 100, people})).toBe('Bia: exame de sangue Nov 19, vacina Nov 18, natação every Tuesday');
  });
});
