import {describe, expect, it} from 'vitest';
import {inherentTense, resolveDate} from '../dates.js';

// Tuesday 1 December 2026: the 10th is a Thursday (10 November was a Tuesday), the 14th a Monday.
const NOW = new Date(2026, 11, 1, 10, 0);
const day = (text: string, tense?: 'past' | 'future' | null) => resolveDate(text, NOW, tense === undefined ? {} : {tense})?.date;

describe('a day of the month said with its weekday is in the month the weekday agrees with', () => {
  it('a weekday that agrees only ahead makes the day ahead, before any verb is read', () => {
    expect(inherentTense({kind: 'day', day: 10, weekday: 4}, NOW)).toBe('future');
    expect(inherentTense({kind: 'day', day: 10, weekday: 2}, NOW)).toBeNull();
    expect(inherentTense({kind: 'day', day: 10}, NOW)).toBeNull();
  });

  it.each([
    // The weekday places the day ahead…
    ['Thursday the 10th', null, '2026-12-10'],
    ['Monday 14th', null, '2026-12-14'],
    ['quinta dia 10', null, '2026-12-10'],
    ['Sunday the 10th', 'future', '2027-01-10'],
    ['na 5.ª dia 10', null, '2026-12-10'],
    // …or behind.
    ['Tuesday the 10th', 'past', '2026-11-10'],
    ['terça dia 10', null, '2026-11-10'],
    ['Friday 27th', null, '2026-11-27'],
  ] as const)('%s (%s) → %s', (text, tense, want) => {
    expect(day(text, tense)).toBe(want);
  });

  it.each([
    // Told as ahead, a weekday that agrees only behind is a slip: the day ahead stands.
    ['terça dia 10', 'future', '2026-12-10'],
    // A weekday no nearby month agrees with leaves the day to the verb.
    ['Wednesday the 10th', 'past', '2026-11-10'],
    ['Wednesday the 10th', 'future', '2026-12-10'],
    // No weekday: the verb decides, as ever.
    ['the 10th', 'past', '2026-11-10'],
    ['dia 10', 'future', '2026-12-10'],
  ] as const)('%s (%s) → %s', (text, tense, want) => {
    expect(day(text, tense)).toBe(want);
  });
});
