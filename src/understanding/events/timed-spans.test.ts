/**
 * A gathering said over days with the hour it starts and the hour it ends ("company offsite from
 * Thursday 10am to Friday 4pm", "seminário de 5.ª às 9h30 até 6.ª às 13h") is ONE event: its first
 * day and hour, its last day and the hour it ends there. An hour range on one day, a routine over a
 * run of weekdays, two plans on two days, and the verb "retiro" are not.
 */
import {describe, expect, it} from 'vitest';
import {resolveDate} from '../dates.js';
import {extract} from '../index.js';

// A Monday: "Tuesday" is Dec 1, "Thursday" Dec 3.
const now = new Date('2026-11-30T09:00:00');
const events = (text: string) => extract(text, {now}).events.map(e => [e.title, e.date, e.time, e.endDate ?? null, e.endTime ?? null, e.rrule]);

describe('a span said with its two days and their hours is one event from the first hour to the last', () => {
  it.each([
    ['en-US', 'company offsite from Thursday 10am to Friday 4pm', 'company offsite', '2026-12-03', '10:00', '2026-12-04', '16:00'],
    ['en-US', 'sales summit Wed at 8:30am through Thu at 6pm', 'sales summit', '2026-12-02', '08:30', '2026-12-03', '18:00'],
    ['en-US', 'seminar Thursday at 10 until Friday at 2', 'seminar', '2026-12-03', '10:00', '2026-12-04', '14:00'],
    ['en-GB', 'team away day Tuesday 9.30 to Wednesday 4pm', 'team away day', '2026-12-01', '09:30', '2026-12-02', '16:00'],
    ['en-GB', 'the leadership retreat is from 3 December 9am to 4 December 1pm', 'leadership retreat', '2026-12-03', '09:00', '2026-12-04', '13:00'],
    ['pt-BR', 'congresso de quinta às 8h até sexta às 18h', 'congresso', '2026-12-03', '08:00', '2026-12-04', '18:00'],
    ['pt-BR', 'retiro da equipe de terça 9h a quarta 17h', 'retiro da equipe', '2026-12-01', '09:00', '2026-12-02', '17:00'],
    ['pt-PT', 'seminário de 5.ª às 9h30 até 6.ª às 13h', 'seminário', '2026-12-03', '09:30', '2026-12-04', '13:00'],
    ['pt-PT', 'retiro da equipa de terça às 9 até quarta às 17', 'retiro da equipa', '2026-12-01', '09:00', '2026-12-02', '17:00'],
    ['pt-PT', 'retiro da empresa de 3 de dezembro às 10h a 4 de dezembro às 16h', 'retiro da empresa', '2026-12-03', '10:00', '2026-12-04', '16:00'],
  ])('%s: %s', (_v, text, title, date, time, endDate, endTime) => {
    expect(events(text)).toEqual([[title, date, time, endDate, endTime, null]]);
  });

  it('a weekday written as an ordinal after an hour is the span\'s last day, never the hour a range runs to ("às 9h até 4.ª" is not 9h–16h)', () => {
    const r = resolveDate('de 3.ª às 9h até 4.ª às 17h', now, {language: 'pt'});
    expect([r?.date, r?.time, r?.endTime, r?.until?.date, r?.until?.time]).toEqual(['2026-12-01', '09:00', null, '2026-12-02', '17:00']);
  });
});

describe('must not become a timed span', () => {
  it.each([
    // An hour range on one day: one day, its hours.
    ['en-US', 'workshop Thursday 2pm to 5pm', [['workshop', '2026-12-03', '14:00', null, null, null]]],
    ['pt-BR', 'reunião quinta-feira das 14h às 16h', [['reunião', '2026-12-03', '14:00', null, null, null]]],
    // A routine over a run of weekdays stays a weekly rule.
    ['pt-PT', 'reunião de equipa de 2.ª a 6.ª às 9h', [['reunião de equipa', '2026-12-01', '09:00', null, null, 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR']]],
    // Two plans on two days, each its own hour.
    [
      'pt-BR',
      'jantar na terça às 20h e almoço na quarta às 13h',
      [
        ['jantar', '2026-12-01', '20:00', null, null, null],
        ['almoço', '2026-12-02', '13:00', null, null, null],
      ],
    ],
    [
      'en-GB',
      'dinner Tuesday at 8 and lunch Wednesday at 1',
      [
        ['dinner', '2026-12-01', '20:00', null, null, null],
        ['lunch', '2026-12-02', '13:00', null, null, null],
      ],
    ],
    // "retiro" the verb ("I take out") is no retreat.
    ['pt-PT', 'retiro o dinheiro no banco na terça às 9h', []],
    ['en-US', 'I need to retreat from the project by Friday', []],
  ])('%s: %s', (_v, text, expected) => {
    expect(events(text)).toEqual(expected);
  });
});
