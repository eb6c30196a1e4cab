import {describe, expect, it} from 'vitest';
import {localDay} from './day.js';
import {addDays, addMonths, daysBetween, daysInMonth, isoWeek, monthsBetween, startOfWeek, weekday} from './arithmetic.js';

describe('date arithmetic, one module for days and instants', () => {
  it('moves a day across month and year ends, and clamps months to their last day', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(monthsBetween('2026-05-10', '2026-11-09')).toBe(5);
    expect(monthsBetween('2026-05-10', '2026-11-10')).toBe(6);
  });

  it('agrees with itself whether it is given days or local instants', () => {
    const evening = new Date(2026, 10, 24, 21, 33);
    expect(localDay(addDays(evening, 1))).toBe(addDays(localDay(evening), 1));
    expect(addDays(evening, 1).getHours()).toBe(21);
    expect(daysBetween(evening, new Date(2026, 10, 27, 0, 5))).toBe(daysBetween('2026-11-24', '2026-11-27'));
    expect(daysBetween('2026-11-27', '2026-11-24')).toBe(-3);
    expect(localDay(addMonths(evening, -1))).toBe('2026-10-24');
  });

  it('starts weeks on Monday: a Sunday belongs to the week that began six days before', () => {
    expect(localDay(startOfWeek(new Date(2026, 10, 29, 20)))).toBe('2026-11-23');
    expect(localDay(startOfWeek(new Date(2026, 10, 23, 0, 0)))).toBe('2026-11-23');
    expect(weekday('2026-11-29')).toBe(0);
  });

  it('names ISO weeks as an export groups them, the 53rd included', () => {
    const w = isoWeek(new Date(2026, 11, 31, 12));
    expect(w.key).toBe('2026-W53');
    expect(localDay(w.start)).toBe('2026-12-28');
    expect(localDay(w.end)).toBe('2027-01-03');
    expect(isoWeek(new Date(2027, 0, 4, 12)).key).toBe('2027-W01');
  });
});
