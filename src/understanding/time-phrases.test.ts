/**
 * Time as people type it, PT and EN, said on Tuesday 24 Nov 2026 at 09:00: the day and the hour
 * each phrase gives the item it dates (issue 22's list). Runs in UTC and in São Paulo (vitest config).
 */
import {describe, expect, it} from 'vitest';
import {extract} from './index.js';

const NOW = new Date('2026-11-24T09:00:00');
/** The first dated item of the message (an agenda item, else a to-do): [date, time]. */
function when(text: string): [string | null, string | null] {
  const x = extract(text, {now: NOW});
  const item = [...x.events, ...x.checkups][0];
  // An order with its day ("next business day call the accountant") dates a to-do.
  if (!item && x.tasks[0]) return [x.tasks[0].due, null];
  return item ? [item.date, item.time] : [null, null];
}

describe('time as people type it', () => {
  it.each([
    ['reunião amanhã às 3 da madrugada', '2026-11-25', '03:00'],
    ['reunião amanhã às 5 a.m.', '2026-11-25', '05:00'],
    ['amanhã às 7 da noite academia', '2026-11-25', '19:00'],
    ['reunião sexta 14hs', '2026-11-27', '14:00'],
    ['qui 10h fisio', '2026-11-26', '10:00'],
    ['almoço amanhã meio dia e meia', '2026-11-25', '12:30'],
    ['churrasco no fds', '2026-11-28', null],
    ['reunião dqui 3 dias', '2026-11-27', null],
    ['churrasco sábado agora', '2026-11-28', null],
    ['tonight at 8 dinner with Sarah', '2026-11-24', '20:00'],
    ['hoje à noite às 8 jantar', '2026-11-24', '20:00'],
    ['soccer practice thursday 5:30', '2026-11-26', '17:30'],
    ['reunião amanhã 9:30', '2026-11-25', '09:30'],
    ['dentist appointment friday at 9 a.m., and I am giving him a ride', '2026-11-27', '09:00'],
    ['dinner at 7 p.m. tomorrow', '2026-11-25', '19:00'],
  ])('%s', (text, date, time) => {
    expect(when(text)).toEqual([date, time]);
  });

  // Issue 22's gaps, on the items they date: durations in hours, a day counted from another, the
  // next working day, a part of the day, the verb's tense.
  it.each([
    ['reunião daqui 2 horas', '2026-11-24', '11:00'],
    ['call with the bank in 20 minutes', '2026-11-24', '09:20'],
    ['dinner with Sarah a week from Friday', '2026-12-04', null],
    ['jantar com a Bia esta noite', '2026-11-24', null],
    ['almoço com o Pedro daqui a uns dias', '2026-11-27', null],
    ['next business day call the accountant', '2026-11-25', null],
    ['tenho dentista dia 3', '2026-12-03', null],
    ['fui no dentista dia 3', '2026-11-03', null],
    ['na verdade a reunião é quinta, 10 de dezembro', '2026-12-10', null],
  ])('%s', (text, date, time) => {
    expect(when(text)).toEqual([date, time]);
  });

  it('makes a trip said with its two days one event to its last day, titled without them', () => {
    const trip = (text: string) => extract(text, {now: NOW}).events.find(e => e.kind === 'trip');
    expect(trip('vamos pra ubatuba de 4 a 6 de dezembro')).toMatchObject({title: 'Viagem para Ubatuba', date: '2026-12-04', endDate: '2026-12-06'});
    expect(trip('viagem pra Lisboa 18 de dezembro, volta 4 de janeiro')).toMatchObject({date: '2026-12-18', endDate: '2027-01-04'});
    expect(trip('trip to Denver from the 10th to the 17th')).toMatchObject({title: 'trip to Denver', date: '2026-12-10', endDate: '2026-12-17'});
    // One day is no span.
    expect(trip('vamos pra ubatuba dia 4 de dezembro')).not.toHaveProperty('endDate');
  });

  it('keeps the title free of the words of time', () => {
    expect(extract('churrasco sábado agora', {now: NOW}).events[0]?.title).toBe('churrasco');
    expect(extract('almoço amanhã meio dia e meia', {now: NOW}).events[0]?.title).toBe('almoço');
  });
});
