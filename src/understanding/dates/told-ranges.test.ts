/**
 * Ranges whose end is told by its minutes ("6 till half 7", "5 to quarter to 7"), "half seven" after
 * a lead whatever follows it, and a weekday's number that opens such a range being an hour, not a
 * day. Our own phrases; runs in UTC and in São Paulo (vitest config).
 */
import {describe, expect, it} from 'vitest';
import {findTimes, resolveDate} from '../dates.js';
import {scanTokens} from '../text.js';

const times = (text: string) => findTimes(scanTokens(text)).map(t => [t.time, t.endTime ?? null]);

describe('a range that ends on a told clock', () => {
  it.each([
    ['swimming is 6 till half 7 on thursdays', '18:00', '19:30'],
    ['parents evening 5 till half 6', '17:00', '18:30'],
    ['cubs from 5 to quarter to 7', '17:00', '18:45'],
    ['football 9 till half 10 every saturday', '09:00', '10:30'],
    ['natação das 6 às 7 e meia', '18:00', '19:30'],
  ])('%s → %s–%s', (text, start, end) => {
    expect(times(text)).toEqual([[start, end]]);
  });
});

describe('"half" and an hour after a lead is a clock', () => {
  it.each([
    ['meet at half seven for drinks', '19:30'],
    ['dinner with Sue friday half 7', '19:30'],
    ['gym at half 7 tomorrow', '07:30'],
    ['dentist at half 3', '15:30'],
  ])('%s → %s', (text, time) => {
    expect(resolveDate(text, new Date(2026, 11, 1, 9), {language: 'en'})?.time ?? times(text)[0]?.[0]).toBe(time);
  });

  it.each(['I am at half capacity this week', 'half the kids at school have colds', 'cut it in half for the two of them'])('%s → no clock', text => {
    expect(times(text).filter(([t]) => t?.endsWith(':30'))).toEqual([]);
  });
});

describe('a weekday and the hour a range opens with', () => {
  it.each([
    ['parents evening thursday 5 till half 6', '2026-12-03'],
    ['rehearsal friday 6 till half 8', '2026-12-04'],
  ])('%s → %s, no day of the month', (text, date) => {
    expect(resolveDate(text, new Date(2026, 11, 1, 9), {language: 'en'})?.date).toBe(date);
  });

  it('a weekday and a day of the month stay a date', () => {
    expect(resolveDate('parents evening thursday 3rd at 5', new Date(2026, 11, 1, 9), {language: 'en'})?.date).toBe('2026-12-03');
  });
});
