import {describe, expect, it} from 'vitest';
import {extract} from './index.js';
import {findRecurrences} from './recurrence.js';
import {resolveDate} from './dates.js';
import {scanTokens} from './text.js';

// 2026-11-21 is a Saturday; weeks start on Monday (this week: 16–22 Nov).
const now = new Date(2026, 10, 21, 10, 0, 0);
const r = (text: string, tense: 'past' | 'future' | null = null, language?: 'pt' | 'en') => resolveDate(text, now, {tense, language});

describe('resolveDate (Portuguese)', () => {
  it('resolves day offsets', () => {
    expect(r('ontem')?.date).toBe('2026-11-20');
    expect(r('anteontem')?.date).toBe('2026-11-19');
    expect(r('hoje de manhã')?.date).toBe('2026-11-21');
    expect(r('amanhã')?.date).toBe('2026-11-22');
    expect(r('depois de amanhã')?.date).toBe('2026-11-23');
  });
  it('keeps a done "essa semana" within this week up to today', () => {
    const d = r('essa semana', 'past')!;
    expect(d.date >= '2026-11-16' && d.date <= '2026-11-21').toBe(true);
    expect(d.end).toBe('2026-11-21');
  });
  it('resolves weeks and months around now', () => {
    expect(r('semana passada')).toMatchObject({date: '2026-11-09', end: '2026-11-15'});
    expect(r('semana que vem')?.date).toBe('2026-11-23');
    expect(r('mês passado')).toMatchObject({date: '2026-10-01', end: '2026-10-31'});
    expect(r('em agosto', 'past')).toMatchObject({date: '2026-08-01', end: '2026-08-31'});
    expect(r('em agosto', 'future')?.date).toBe('2027-08-01');
  });
  it('counts back and forward', () => {
    expect(r('há três meses')?.date).toBe('2026-08-21');
    expect(r('faz 2 semanas que fui')?.date).toBe('2026-11-07');
    expect(r('daqui a 10 dias')?.date).toBe('2026-12-01');
    expect(r('em seis meses')?.date).toBe('2027-05-21');
  });
  it('reads weekdays by tense, with the time', () => {
    expect(r('na terça às 14h', 'future')).toMatchObject({date: '2026-11-24', time: '14:00'});
    expect(r('na terça', 'past')?.date).toBe('2026-11-17');
    expect(r('sexta-feira que vem')?.date).toBe('2026-11-27');
    expect(r('quinta passada')?.date).toBe('2026-11-19');
  });
  it('reads calendar dates and clock times', () => {
    expect(r('dia 10 de dezembro às 9h')).toMatchObject({date: '2026-12-10', time: '09:00'});
    expect(r('10/12')?.date).toBe('2026-12-10');
    expect(r('dia 3', 'future')?.date).toBe('2026-12-03');
    expect(r('às 3 da tarde')?.time).toBe('15:00');
    expect(r('14h30')?.time).toBe('14:30');
    expect(r('meio-dia')?.time).toBe('12:00');
  });
  it('does not read ordinals or birthdays as dates', () => {
    expect(r('a segunda vez')).toBeNull();
    expect(r('faz 90 anos em março', 'future')?.date).toBe('2027-03-01');
  });
});

describe('resolveDate (English)', () => {
  it('resolves relative expressions', () => {
    expect(r('yesterday')?.date).toBe('2026-11-20');
    expect(r('last week')).toMatchObject({date: '2026-11-09', end: '2026-11-15'});
    expect(r('3 months ago')?.date).toBe('2026-08-21');
    expect(r('in two weeks')?.date).toBe('2026-12-05');
  });
  it('reads "next Thursday at 3pm" and "last Tuesday"', () => {
    expect(r('next Thursday at 3pm')).toMatchObject({date: '2026-11-26', time: '15:00'});
    expect(r('next Monday')?.date).toBe('2026-11-23');
    expect(r('last Tuesday')?.date).toBe('2026-11-17');
  });
  it('reads month names with days, in US order for slashes', () => {
    expect(r('on May 3rd', 'future')?.date).toBe('2027-05-03');
    expect(r('December 10th at 9:30 am')).toMatchObject({date: '2026-12-10', time: '09:30'});
    expect(r('12/10', null, 'en')?.date).toBe('2026-12-10');
    expect(r('by Friday')?.date).toBe('2026-11-27');
  });
  it('reads "next Thursday" on a Monday as the Thursday of next week', () => {
    const monday = new Date(2026, 10, 16, 9);
    expect(resolveDate('next Thursday', monday)?.date).toBe('2026-11-26');
  });
});

describe('recurrences', () => {
  const months = (text: string) => findRecurrences(scanTokens(text))[0]?.everyMonths ?? null;
  it.each([
    ['a cada 6 meses', 6],
    ['a cada seis meses', 6],
    ['de 6 em 6 meses', 6],
    ['todo mês', 1],
    ['todos os anos', 12],
    ['anualmente', 12],
    ['duas vezes por ano', 6],
    ['every year', 12],
    ['every 6 months', 6],
    ['twice a year', 6],
    ['every other month', 2],
    ['a cada 30 dias', 1],
    ['a cada dois anos', 24],
  ])('%s → %i months', (text, expected) => {
    expect(months(text)).toBe(expected);
  });
  it('ignores a one-off "em 6 meses"', () => {
    expect(months('volto em 6 meses')).toBeNull();
  });
});

describe('an explicit date beats its weekday', () => {
  const day = (text: string, now: string) => resolveDate(text, new Date(now), {tense: 'future'})?.date;
  it('reads the date a weekday goes with, in PT and EN', () => {
    expect(day('quarta 23 as 7h', '2026-09-21T08:30')).toBe('2026-09-23');
    expect(day('sexta dia 19', '2026-06-11T16:45')).toBe('2026-06-19');
    expect(day('terça dia 7 as 10h', '2026-06-29T19:00')).toBe('2026-07-07');
    expect(day('on Thursday 16 April at 11:20', '2026-04-06T09:30')).toBe('2026-04-16');
    expect(day('thurs the 5th, same time', '2026-11-02T19:30')).toBe('2026-11-05');
    expect(day('Saturday 13 June', '2026-04-09T12:40')).toBe('2026-06-13');
    expect(day('na verdade é quinta, 10 de dezembro', '2026-11-21T08:30')).toBe('2026-12-10');
  });
});

describe('a part of the day and a range set the hour', () => {
  const time = (text: string) => extract(text, {now: new Date('2026-01-17T09:00')}).events[0]?.time;
  it('"tonight at 8" and "hoje à noite às 8" are 20:00; "das 10 ao meio-dia" opens at 10:00', () => {
    expect(time('tonight at 8 dinner with Sarah')).toBe('20:00');
    expect(time('hoje à noite às 8 jantar com a Ana')).toBe('20:00');
    expect(time('dou aula de português todo sábado das 10 ao meio-dia')).toBe('10:00');
    expect(time('reunião amanhã às 9')).toBe('09:00');
  });
});
