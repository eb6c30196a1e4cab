import {describe, expect, it} from 'vitest';
import {asksWhen, mentionsTime, queryWindow, windowCloseness} from './time-query.js';

const NOW = new Date(2024, 8, 10, 12);
/** Local midnight, and the day's last millisecond: windows are the user's days in any zone. */
const from = (iso: string) => new Date(`${iso}T00:00:00`).toISOString();
const to = (iso: string) => new Date(`${iso}T23:59:59.999`).toISOString();

describe('queryWindow', () => {
  it('reads explicit dates in English and Portuguese', () => {
    expect(queryWindow('What did Maria do on 7 July, 2023?', NOW)?.from).toBe(from('2023-07-07'));
    expect(queryWindow('What did Audrey eat for dinner on October 24, 2023?', NOW)?.from).toBe(from('2023-10-24'));
    expect(queryWindow('o que a Ana fez em 3 de julho de 2023?', NOW)?.from).toBe(from('2023-07-03'));
    expect(queryWindow('consulta 2024-03-05', NOW)?.to).toBe(to('2024-03-05'));
    expect(queryWindow('reunião do dia 15/03/2024', NOW)?.from).toBe(from('2024-03-15'));
  });

  it('reads months, years and relative periods', () => {
    expect(queryWindow('What setback did Melanie face in October 2023?', NOW)).toEqual({from: from('2023-10-01'), to: to('2023-10-31')});
    // A month without a year is its latest occurrence up to now.
    expect(queryWindow('quem eu vi em outubro?', NOW)?.from).toBe(from('2023-10-01'));
    expect(queryWindow('When did Melanie go camping in June?', NOW)?.from).toBe(from('2024-06-01'));
    expect(queryWindow('beach trips in 2023', NOW)?.to).toBe(to('2023-12-31'));
    expect(queryWindow('o que eu fiz ontem', NOW)?.from).toBe(from('2024-09-09'));
    expect(queryWindow('meetings last week', NOW)?.to).toBe(to('2024-09-09'));
  });

  it('reads a date said as a bound as everything up to it, or from it', () => {
    // "as of", "by", "até": the answer may be any time before the date.
    expect(queryWindow('how many plants had I bought as of June 2023?', NOW)).toEqual({from: new Date(0).toISOString(), to: to('2023-06-30')});
    expect(queryWindow('what had the builders finished by 4 March 2024?', NOW)?.from).toBe(new Date(0).toISOString());
    expect(queryWindow('quantas aulas tive até março de 2024?', NOW)?.to).toBe(to('2024-03-31'));
    // "since", "desde": from the date up to today.
    expect(queryWindow('what changed since January 2024?', NOW)).toEqual({from: from('2024-01-01'), to: to('2024-09-10')});
    expect(queryWindow('o que mudou desde 2 de fevereiro de 2024?', NOW)?.from).toBe(from('2024-02-02'));
    // "before"/"in"/"on" keep the date itself: "the week before 3 May" is near 3 May.
    expect(queryWindow('what did we do the weekend before 3 May 2024?', NOW)?.from).toBe(from('2024-05-03'));
    expect(queryWindow('what did I buy in June 2023?', NOW)?.from).toBe(from('2023-06-01'));
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
    const w = {from: from('2023-07-07'), to: to('2023-07-07')};
    expect(windowCloseness('2023-07-07T13:00:00.000Z', w)).toBe(1);
    const near = windowCloseness(from('2023-07-09'), w);
    const far = windowCloseness(from('2023-09-01'), w);
    expect(near).toBeGreaterThan(far);
    expect(near).toBeLessThan(1);
  });
});
