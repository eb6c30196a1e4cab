import {describe, expect, it} from 'vitest';
import {asksWhen, mentionsTime, queryWindow, windowCloseness} from './time-query.js';

const NOW = new Date('2024-09-10T12:00:00Z');

describe('queryWindow', () => {
  it('reads explicit dates in English and Portuguese', () => {
    expect(queryWindow('What did Maria do on 7 July, 2023?', NOW)?.from).toBe('2023-07-07T00:00:00.000Z');
    expect(queryWindow('What did Audrey eat for dinner on October 24, 2023?', NOW)?.from).toBe('2023-10-24T00:00:00.000Z');
    expect(queryWindow('o que a Ana fez em 3 de julho de 2023?', NOW)?.from).toBe('2023-07-03T00:00:00.000Z');
    expect(queryWindow('consulta 2024-03-05', NOW)?.to).toBe('2024-03-05T23:59:59.999Z');
    expect(queryWindow('reunião do dia 15/03/2024', NOW)?.from).toBe('2024-03-15T00:00:00.000Z');
  });

  it('reads months, years and relative periods', () => {
    expect(queryWindow('What setback did Melanie face in October 2023?', NOW)).toEqual({from: '2023-10-01T00:00:00.000Z', to: '2023-10-31T23:59:59.999Z'});
    // A month without a year is its latest occurrence up to now.
    expect(queryWindow('quem eu vi em outubro?', NOW)?.from).toBe('2023-10-01T00:00:00.000Z');
    expect(queryWindow('When did Melanie go camping in June?', NOW)?.from).toBe('2024-06-01T00:00:00.000Z');
    expect(queryWindow('beach trips in 2023', NOW)?.to).toBe('2023-12-31T23:59:59.999Z');
    expect(queryWindow('o que eu fiz ontem', NOW)?.from).toBe('2024-09-09T00:00:00.000Z');
    expect(queryWindow('meetings last week', NOW)?.to).toBe('2024-09-09T23:59:59.999Z');
  });

  it('does not take everyday words for months', () => {
    expect(queryWindow('May I see the dentist notes?', NOW)).toBeNull();
    expect(queryWindow('o que saiu na conta', NOW)).toBeNull();
    expect(queryWindow('dentista', NOW)).toBeNull();
  });
});

describe('time signals', () => {
  it('knows when a question asks for a time, in both languages', () => {
    expect(asksWhen('When did Caroline go to the support group?')).toBe(true);
    expect(asksWhen('Quando é a consulta da Ana?')).toBe(true);
    expect(asksWhen('Em que dia foi a reunião?')).toBe(true);
    expect(asksWhen('What did Caroline research?')).toBe(false);
  });

  it('spots memories that state a time', () => {
    expect(mentionsTime('I went to a support group yesterday')).toBe(true);
    expect(mentionsTime('Fui ao médico na terça-feira passada')).toBe(true);
    expect(mentionsTime('We moved here two years ago')).toBe(true);
    expect(mentionsTime('I love painting sunsets')).toBe(false);
  });

  it('scores closeness to a window: full inside, fading outside', () => {
    const w = {from: '2023-07-07T00:00:00.000Z', to: '2023-07-07T23:59:59.999Z'};
    expect(windowCloseness('2023-07-07T13:00:00.000Z', w)).toBe(1);
    const near = windowCloseness('2023-07-09T00:00:00.000Z', w);
    const far = windowCloseness('2023-09-01T00:00:00.000Z', w);
    expect(near).toBeGreaterThan(far);
    expect(near).toBeLessThan(1);
  });
});
