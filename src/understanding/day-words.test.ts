import {describe, expect, it} from 'vitest';
import {dayWindowOf, spanDays} from './day-words.js';

// Local times: the sao-paulo project runs this in America/Sao_Paulo, where a UTC day would be wrong at night.
const wed = new Date(2026, 11, 2, 22, 30); // Wednesday 2 Dec 2026, 22:30 local

describe('the days a question names', () => {
  it('reads day words in both languages', () => {
    expect(dayWindowOf('o que tenho hoje')).toEqual({kind: 'today'});
    expect(dayWindowOf('anything tomorrow')).toEqual({kind: 'tomorrow'});
    expect(dayWindowOf('semana que vem')).toEqual({kind: 'next-week'});
    expect(dayWindowOf('no sabado')).toEqual({kind: 'weekday', day: 6});
    expect(dayWindowOf('on friday')).toEqual({kind: 'weekday', day: 5});
    expect(dayWindowOf('o que vc acha')).toBeNull();
    // Said on a Sunday evening: the week ahead, not tomorrow alone.
    expect(dayWindowOf('o que eu tenho nesta semana que comeca amanha?')).toEqual({kind: 'next-week'});
    expect(dayWindowOf("what's on for the week starting monday")).toEqual({kind: 'next-week'});
    // A limit: every day from today up to that weekday.
    expect(dayWindowOf('o que eu tenho ate domingo?')).toEqual({kind: 'until', day: 0});
    expect(dayWindowOf('anything until next friday')).toEqual({kind: 'until', day: 5});
  });

  it('turns them into local days at the moment asked', () => {
    expect(spanDays({kind: 'today'}, wed)).toEqual({from: '2026-12-02', to: '2026-12-02'});
    expect(spanDays({kind: 'tomorrow'}, wed)).toEqual({from: '2026-12-03', to: '2026-12-03'});
    expect(spanDays({kind: 'week'}, wed)).toEqual({from: '2026-12-02', to: '2026-12-06'});
    expect(spanDays({kind: 'next-week'}, wed)).toEqual({from: '2026-12-07', to: '2026-12-13'});
    expect(spanDays({kind: 'weekday', day: 1}, wed)).toEqual({from: '2026-12-07', to: '2026-12-07'});
    expect(spanDays({kind: 'weekday', day: 3}, wed)).toEqual({from: '2026-12-02', to: '2026-12-02'});
    expect(spanDays({kind: 'weekend'}, wed)).toEqual({from: '2026-12-05', to: '2026-12-06'});
    // Saturday's weekend is today and tomorrow; Sunday's is the next one ("hoje" names today).
    expect(spanDays({kind: 'weekend'}, new Date('2026-12-05T09:00:00'))).toEqual({from: '2026-12-05', to: '2026-12-06'});
    expect(spanDays({kind: 'weekend'}, new Date('2026-12-06T19:00:00'))).toEqual({from: '2026-12-12', to: '2026-12-13'});
    expect(spanDays({kind: 'until', day: 0}, wed)).toEqual({from: '2026-12-02', to: '2026-12-06'});
    expect(spanDays({kind: 'until', day: 3}, wed)).toEqual({from: '2026-12-02', to: '2026-12-02'});
  });
});
