import {describe, expect, it} from 'vitest';
import {localWeekStart} from './day.js';

describe('localWeekStart', () => {
  it('is the local Monday: Sunday 23:30 is still the week before, Monday 00:10 starts the next', () => {
    expect(localWeekStart(new Date(2026, 10, 22, 23, 30))).toBe('2026-11-16');
    expect(localWeekStart(new Date(2026, 10, 23, 0, 10).toISOString())).toBe('2026-11-23');
    // Across a month and a year.
    expect(localWeekStart(new Date(2027, 0, 2, 9))).toBe('2026-12-28');
  });
});
