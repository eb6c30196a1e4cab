/**
 * A run of weekdays with no hours and no habit said is one stretch of days (a span with its first
 * and last day), not a weekly rule on each of them: a conference, a tournament, days away or off. It
 * is a weekly rule when a habit says so ("every", "todas as", "às 2.ªs", "usually", "toda semana"),
 * when the event is a routine by nature (a class, the gym, a therapy, a shift), or when hours are
 * said for an event that is not a one-off gathering. Days away or off are read from "estou fora",
 * "I'm off", "Tom's away" with the days right after them. Tables in the four varieties, and
 * sentences where each rule must not fire.
 */
import {describe, expect, it} from 'vitest';
import {extract} from '../index.js';

// Friday 20 November 2026: Monday is the 23rd, Tuesday the 24th … Sunday the 29th.
const now = new Date(2026, 10, 20, 9, 0, 0);
const events = (text: string) => extract(text, {now}).events;
const shown = (text: string) => events(text).map(e => [e.title, e.person, e.date, e.endDate ?? null, e.time, e.endTime ?? null, e.rrule]);

describe('a run of weekdays with no hours and no habit is one span', () => {
  it.each([
    ['en-US', 'conference from Tuesday to Wednesday', 'conference', 'user', '2026-11-24', '2026-11-25'],
    ['en-US', 'the tournament is Friday through Sunday', 'tournament', 'user', '2026-11-27', '2026-11-29'],
    ['en-US', "we're away next Tuesday to Thursday", 'time away', 'user', '2026-11-24', '2026-11-26'],
    ['en-GB', 'off Thursday to Monday', 'time off', 'user', '2026-11-26', '2026-11-30'],
    ['en-GB', "Tom's away from Mon to Wed", 'time away', 'Tom', '2026-11-23', '2026-11-25'],
    ['en-GB', 'Dad is off work Monday to Wednesday', 'time off', 'dad', '2026-11-23', '2026-11-25'],
    ['pt-BR', 'congresso de terça a quarta', 'congresso', 'user', '2026-11-24', '2026-11-25'],
    ['pt-BR', 'vou estar fora de terça a quinta', 'ausência', 'user', '2026-11-24', '2026-11-26'],
    ['pt-BR', 'estou de folga de segunda a quarta', 'folga', 'user', '2026-11-23', '2026-11-25'],
    ['pt-PT', 'estou fora de 2.ª a 4.ª', 'ausência', 'user', '2026-11-23', '2026-11-25'],
    ['pt-PT', 'o Rui vai estar fora na semana que vem', 'ausência', 'Rui', '2026-11-23', '2026-11-29'],
    ['pt-PT', 'estamos fora de 6.ª a domingo', 'ausência', 'user', '2026-11-27', '2026-11-29'],
  ])('%s: %s', (_v, text, title, person, date, endDate) => {
    expect(shown(text)).toEqual([[title, person, date, endDate, null, null, null]]);
  });

  it.each([
    // A one-off gathering with its daily hours: a timed span from the first day's start to the last day's end.
    ['pt-PT', 'o seminário é de 2.ª a 4.ª das 9h às 18h', 'seminário', '2026-11-23', '2026-11-25', '09:00', '18:00'],
    ['pt-BR', 'conferência de terça a quinta, das 9h às 17h', 'conferência', '2026-11-24', '2026-11-26', '09:00', '17:00'],
    ['en-GB', 'the conference is Tuesday to Thursday, 9:00 to 17:00', 'conference', '2026-11-24', '2026-11-26', '09:00', '17:00'],
    ['en-US', 'workshop Monday to Wednesday from 9am to 5pm', 'workshop', '2026-11-23', '2026-11-25', '09:00', '17:00'],
  ])('with hours, a one-off gathering is still one span: %s: %s', (_v, text, title, date, endDate, time, endTime) => {
    expect(shown(text)).toEqual([[title, 'user', date, endDate, time, endTime, null]]);
  });
});

describe('a run of weekdays is a weekly rule when a habit or a routine says so', () => {
  it.each([
    // A routine by nature.
    ['en-US', 'gym mon to fri', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'],
    ['en-GB', 'Ella has netball Mon to Thu', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH'],
    ['en-GB', 'physio Monday to Friday', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'],
    ['pt-BR', 'natação de segunda a quarta', 'FREQ=WEEKLY;BYDAY=MO,TU,WE'],
    ['pt-PT', 'plantão de 2.ª a 4.ª', 'FREQ=WEEKLY;BYDAY=MO,TU,WE'],
    // A habit said with the days.
    ['en-US', 'every monday to wednesday swimming', 'FREQ=WEEKLY;BYDAY=MO,TU,WE'],
    ['en-US', 'mondays to fridays I have choir', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'],
    ['en-GB', 'I usually do yoga Tuesday to Thursday', 'FREQ=WEEKLY;BYDAY=TU,WE,TH'],
    ['pt-BR', 'todas as segundas a quartas tenho plantão', 'FREQ=WEEKLY;BYDAY=MO,TU,WE'],
    ['pt-BR', 'toda semana de segunda a quarta tenho pilates', 'FREQ=WEEKLY;BYDAY=MO,TU,WE'],
    ['pt-PT', 'às 2.ªs a 4.ªs tenho natação', 'FREQ=WEEKLY;BYDAY=MO,TU,WE'],
    // Hours said for a meeting: at that hour each of those days.
    ['pt-PT', 'reunião de equipa de 2.ª a 6.ª às 9h', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'],
    ['en-US', 'team meeting Monday to Thursday at 9', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH'],
  ])('%s: %s', (_v, text, rrule) => {
    const found = events(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({rrule});
    expect(found[0]!.endDate).toBeUndefined();
  });

  it.each([
    // A job's week, said with its hours: never a span over the days.
    ['pt-BR', 'de segunda a sexta trabalho das 9 às 5'],
    ['en-US', 'I work Monday to Friday, 9 to 5'],
    // The same days said of a trip stay the trip's span, not a weekly trip.
    ['pt-PT', 'A Joana vai a Lisboa em trabalho de 2.ª a 4.ª'],
  ])('no span over a routine week, no weekly trip: %s: %s', (_v, text) => {
    for (const e of events(text)) expect(e.rrule === null || e.endDate === undefined).toBe(true);
    expect(events(text).filter(e => e.kind === 'trip' && e.rrule)).toEqual([]);
  });
});

describe('days away are read only when someone is away on those days', () => {
  it.each([
    ['en-US', 'turn the heating off Thursday to Monday'],
    ['en-US', 'Off to the shops on Friday'],
    ['en-GB', "I'm off on Friday"],
    ['pt-BR', 'a Ana tá fora de si'],
    ['pt-PT', 'Fora isso, o jantar é na sexta'],
    ['pt-BR', 'deixei o carro lá fora de segunda a quarta'],
  ])('must not fire: %s: %s', (_v, text) => {
    expect(events(text).filter(e => ['ausência', 'time away', 'time off'].includes(e.title))).toEqual([]);
  });
});
