import {describe, expect, it} from 'vitest';
import {firstDayOf, type RuleMention} from './rrule.js';

const rule = (r: Partial<RuleMention>): RuleMention => ({start: 0, end: 0, freq: 'WEEKLY', interval: 1, byDay: [], byMonthDay: null, ...r});
// Tuesday 24/11/2026, 10:00 local.
const NOW = new Date(2026, 10, 24, 10, 0);

describe('the first day a stated rule falls on', () => {
  it('is today while the stated time is ahead, else the next matching day', () => {
    expect(firstDayOf(rule({byDay: [2]}), NOW, '11:00')).toBe('2026-11-24');
    expect(firstDayOf(rule({byDay: [2]}), NOW, '09:00')).toBe('2026-12-01');
    expect(firstDayOf(rule({byDay: [4, 6]}), NOW, null)).toBe('2026-11-26');
    expect(firstDayOf(rule({freq: 'DAILY'}), NOW, '08:00')).toBe('2026-11-25');
  });

  it('takes a month day past the month\'s end as its last day ("todo dia 31" in November)', () => {
    expect(firstDayOf(rule({freq: 'MONTHLY', byMonthDay: 31}), NOW, null)).toBe('2026-11-30');
    expect(firstDayOf(rule({freq: 'MONTHLY', byMonthDay: 10}), NOW, null)).toBe('2026-12-10');
  });

  it('is unknown when the rule names no day', () => {
    expect(firstDayOf(rule({}), NOW, null)).toBeNull();
  });
});
