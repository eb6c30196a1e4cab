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
      '  ter 17/11 16h   Natação (toda terça) — Bia (filha)',
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

  it("writes hours on the user's clock and a trip once, with its end", () => {
    const trip: TimelineWeek[] = [
      {
        week: '2026-12-14',
        memories: [],
        items: [
          item({date: '2026-12-15', source: 'checkup', kind: 'other', title: 'Physio', person: 'dad', entityId: 3, time: '08:00'}),
          item({date: '2026-12-20', kind: 'trip', title: 'Trip to Denver', person: 'Kate', entityId: 4, endDate: '2026-12-27'}),
        ],
      },
    ];
    const kin = [
      ...people,
      {id: 3, name: 'dad', aliases: [], relation: 'father', gender: 'male' as const, unnamed: true},
      {id: 4, name: 'Kate', aliases: [], relation: 'sister', gender: 'female' as const, unnamed: false},
    ];
    const en = formatTimeline(trip, {language: 'en', year: '2026', width: 100, people: kin});
    expect(en).toContain('  Tue Dec 15 8 am     Physio — your dad, booked');
    expect(en).toContain('  Sun Dec 20          Trip to Denver (until Sunday, Dec 27) — Kate (sister)');
    const pt = formatTimeline(trip, {language: 'pt', year: '2026', width: 100, people: kin});
    expect(pt[1]).toMatch(/^ {2}ter 15\/12 8h {4}Physio/);
    expect(pt[2]).toContain('(até domingo, 27/12)');
  });
});
