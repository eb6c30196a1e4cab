/**
 * Groups and places someone attends on set days (a support group, a day centre) and training at
 * work are events; "potty training", "in training for a marathon" are not. "na quinta das 9h às 13h"
 * is Thursday with a range of hours, while "a quinta das Lágrimas" stays a place. Our own phrases.
 */
import {describe, expect, it} from 'vitest';
import {extract} from '../index.js';

// Tuesday 1 December 2026, 09:00.
const now = new Date(2026, 11, 1, 9, 0);
const events = (text: string) => extract(text, {now}).events.map(e => `${e.title.toLowerCase()} ${e.date ?? '-'} ${e.time ?? '-'}`);

describe('groups, day centres and training are events', () => {
  it.each([
    ['I go to a grief support group every thursday at 7pm', /support group 2026-12-03 19:00/],
    ['Dad goes to the day centre on mondays and fridays', /day centre/],
    ['my mom goes to the senior center every wednesday at 10am', /senior center 2026-12-02 10:00/],
    ['I have mandatory training on the 10th at 9am', /mandatory training 2026-12-10 09:00/],
    ['a minha mãe vai ao centro de dia às segundas e quartas', /centro de dia/],
    ['tenho formação na 5.ª das 9h às 13h', /formação 2026-12-03 09:00/],
    ['tenho grupo de apoio toda terça às 18h', /grupo de apoio 2026-12-01 18:00/],
    ['treinamento obrigatório no dia 10 às 9h', /treinamento.* 2026-12-10 09:00/],
  ])('%s', (text, want) => {
    expect(events(text).join(' | ')).toMatch(want);
  });

  it.each(["we're potty training Leo this week", "he's in training for the marathon", 'toilet training is going well'])('%s → no event', text => {
    expect(events(text)).toEqual([]);
  });
});

describe('"quinta" before a range of hours is Thursday', () => {
  it.each([
    ['tenho reunião na quinta das 9h às 13h', /reunião 2026-12-03 09:00/],
    ['consulta de nutrição quinta das 14h às 15h', /2026-12-03 14:00/],
  ])('%s', (text, want) => {
    const x = extract(text, {now});
    expect([...x.events, ...x.checkups].map(e => `${(e as {title?: string}).title ?? ''} ${e.date} ${e.time}`).join(' | ')).toMatch(want);
  });

  it('a farm named after "quinta" is no day', () => {
    expect(extract('vamos almoçar na quinta das Lágrimas', {now}).events.filter(e => e.date === '2026-12-03')).toEqual([]);
  });
});
