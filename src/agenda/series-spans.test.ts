import {describe, expect, it} from 'vitest';
import {buildAgenda} from './build.js';
import {formatAgenda} from './format.js';
import type {AgendaEvent, AgendaInput} from './types.js';

/**
 * A series whose occurrences span days (issue 38): a Friday-to-Sunday camp every week is each
 * weekend once, as a span — not only its Fridays, nor a line a day.
 */
const camp = (over: Partial<AgendaEvent> = {}): AgendaEvent => ({
  id: 7,
  entityId: null,
  person: 'user',
  kind: 'trip',
  title: 'Scout camp',
  with: [],
  date: '2026-12-04',
  endDate: '2026-12-06',
  time: null,
  rrule: 'FREQ=WEEKLY;BYDAY=FR',
  status: 'scheduled',
  context: 'family',
  ...over,
});
const input = (events: AgendaEvent[]): AgendaInput => ({events, birthdays: [], checkups: [], tasks: [], language: 'en'});
const spans = (events: AgendaEvent[], from: string, to: string) =>
  buildAgenda(input(events), {from, to, today: from}).map(i => `${i.date} ${i.time ?? '--:--'} → ${i.endDate}${i.endTime ? ` ${i.endTime}` : ''}`);

describe('a series over several days', () => {
  it('each occurrence once, with its end; one begun before the window is listed on its first day, with its end', () => {
    expect(spans([camp()], '2026-12-05', '2026-12-19')).toEqual(['2026-12-05 --:-- → 2026-12-06', '2026-12-11 --:-- → 2026-12-13', '2026-12-18 --:-- → 2026-12-20']);
  });

  it('a timed one keeps its hours, each weekend from Friday 18:00 to Sunday 16:00; a skipped weekend is gone', () => {
    const timed = camp({time: '18:00', endTime: '16:00', exdates: ['2026-12-11']});
    expect(spans([timed], '2026-12-01', '2026-12-20')).toEqual(['2026-12-04 18:00 → 2026-12-06 16:00', '2026-12-18 18:00 → 2026-12-20 16:00']);
  });

  it('is said once a weekend on the agenda, until its last day', () => {
    const lines = formatAgenda(buildAgenda(input([camp()]), {from: '2026-12-07', to: '2026-12-13', today: '2026-12-07'}), {today: '2026-12-07', from: '2026-12-07', days: 7, language: 'en'});
    expect(lines.filter(l => l.includes('Scout camp'))).toEqual(['  Scout camp (until Sunday, Dec 13)']);
  });

  it('a one-day series is still a line per day (no span)', () => {
    const weekly = camp({endDate: undefined, title: 'Choir', rrule: 'FREQ=WEEKLY;BYDAY=TU', date: '2026-12-01'});
    expect(buildAgenda(input([weekly]), {from: '2026-12-01', to: '2026-12-14', today: '2026-12-01'}).map(i => [i.date, i.endDate])).toEqual([
      ['2026-12-01', null],
      ['2026-12-08', null],
    ]);
  });
});
