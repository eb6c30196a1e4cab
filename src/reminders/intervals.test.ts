import {describe, expect, it} from 'vitest';
import {intervalMonths, parseIntervalOverrides} from './intervals.js';
import {parseKind} from './kinds.js';
import {detectHabit} from './patterns.js';
import {addMonths, monthsBetween} from '../time/arithmetic.js';
import {isNag, itemsToNotify, nextNagDay, type ReminderState, visibleItems} from './notify-rule.js';
import type {DueItem} from './types.js';

describe('intervals', () => {
  it('uses what was said, then config, then the default', () => {
    expect(intervalMonths('dentist')).toBe(6);
    expect(intervalMonths('eye_exam')).toBe(12);
    expect(intervalMonths('orthodontist')).toBe(1);
    expect(intervalMonths('dentist', {overrides: {dentist: 4}})).toBe(4);
    expect(intervalMonths('dentist', {everyMonths: 3, overrides: {dentist: 4}})).toBe(3);
    expect(intervalMonths('pediatrician', {ageYears: 1})).toBe(2);
    expect(intervalMonths('pediatrician', {ageYears: 2})).toBe(12);
  });

  it('refuses a config it cannot trust, naming the value', () => {
    expect(parseIntervalOverrides({checkupIntervals: {dentist: 4}})).toEqual({dentist: 4});
    expect(() => parseIntervalOverrides({checkupIntervals: {dentista: 4}})).toThrow(/unknown kind "dentista"/);
    expect(() => parseIntervalOverrides({checkupIntervals: {dentist: '4'}})).toThrow(/checkupIntervals.dentist is "4"/);
  });

  it('reads kinds the way people type them', () => {
    expect(parseKind('Oftalmologista')).toBe('eye_exam');
    expect(parseKind('eye exam')).toBe('eye_exam');
    expect(parseKind('general-checkup')).toBe('general_checkup');
    expect(() => parseKind('astrologer')).toThrow(/Unknown checkup kind "astrologer"/);
  });
});

describe('dates', () => {
  it('clamps month ends and counts whole months', () => {
    expect(addMonths('2025-08-31', 6)).toBe('2026-02-28');
    expect(monthsBetween('2026-01-31', '2026-02-28')).toBe(1);
    expect(monthsBetween('2026-01-15', '2026-02-10')).toBe(0);
  });
});

describe('habits', () => {
  it('needs three on one weekday and no tie', () => {
    const tue = ['2026-01-06', '2026-01-13', '2026-01-20'];
    expect(detectHabit(tue.map(date => ({date, time: '14:00'})))).toEqual({weekday: 2, time: '14:00', count: 3});
    expect(detectHabit(tue.slice(0, 2).map(date => ({date, time: null})))).toBeNull();
    const mixed = [...tue, '2026-01-07', '2026-01-14', '2026-01-21'].map(date => ({date, time: null}));
    expect(detectHabit(mixed)).toBeNull();
    expect(
      detectHabit([
        {date: tue[0]!, time: '09:00'},
        {date: tue[1]!, time: '14:00'},
        {date: tue[2]!, time: '16:00'},
      ]),
    ).toEqual({weekday: 2, time: null, count: 3});
  });
});

describe('notification rule', () => {
  const item = (id: string) => ({id}) as DueItem;
  const now = new Date('2026-03-12T10:00:00Z');
  it('hides snoozed and acknowledged items and repeats a printed one only after 20 hours', () => {
    const st = (s: Omit<ReminderState, 'firstNotified' | 'ref'>): ReminderState => ({...s, firstNotified: null, ref: null});
    const states = new Map<string, ReminderState>([
      ['a', st({itemKey: 'a', lastNotified: '2026-03-12T09:00:00Z', snoozedUntil: null, acknowledgedAt: null})],
      ['b', st({itemKey: 'b', lastNotified: '2026-03-11T13:00:00Z', snoozedUntil: null, acknowledgedAt: null})],
      ['c', st({itemKey: 'c', lastNotified: null, snoozedUntil: '2026-03-19T10:00:00Z', acknowledgedAt: null})],
      ['d', st({itemKey: 'd', lastNotified: null, snoozedUntil: '2026-03-12T09:59:00Z', acknowledgedAt: null})],
      ['e', st({itemKey: 'e', lastNotified: null, snoozedUntil: null, acknowledgedAt: '2026-03-10T00:00:00Z'})],
    ]);
    const all = ['a', 'b', 'c', 'd', 'e', 'f'].map(item);
    expect(visibleItems(all, states, now).map(i => i.id)).toEqual(['a', 'b', 'd', 'f']);
    expect(itemsToNotify(all, states, now).map(i => i.id)).toEqual(['b', 'd', 'f']);
  });

  it('a nag (a need, a checkup to book) is said on its first day, 3 days later, then weekly', () => {
    const id = 'dentist-p3-due-20261101';
    const first = '2026-11-01T11:00:00Z';
    // Cron every morning for four weeks, printing what the rule lets through.
    const said: string[] = [];
    let state: ReminderState | undefined;
    for (let d = 1; d <= 28; d++) {
      const now = new Date(`2026-11-${String(d).padStart(2, '0')}T11:00:00Z`);
      const out = itemsToNotify([item(id)], new Map(state ? [[id, state]] : []), now);
      if (out.length) {
        said.push(now.toISOString().slice(5, 10));
        state = {itemKey: id, lastNotified: now.toISOString(), firstNotified: state?.firstNotified ?? first, snoozedUntil: null, acknowledgedAt: null, ref: 1};
      }
    }
    expect(said).toEqual(['11-01', '11-04', '11-11', '11-18', '11-25']);
    expect(nextNagDay('2026-11-01', '2026-11-05')).toBe('2026-11-11');
    // A day-of notice is no nag: it comes back after 20 hours.
    expect(isNag('event-3-20261101')).toBe(false);
    expect(isNag('eye_exam-need-20261101')).toBe(true);
  });
});
