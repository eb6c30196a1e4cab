/**
 * Dates as replies, lists and reminders write them (text/phrases.ts `dayText`, `weekdayDate`), in
 * the user's order: a British user (day first recorded: the profile's en-GB, a system's en_GB) reads
 * "Friday 4 Dec", "4 December 2026"; an American one, or one whose locale says nothing, keeps
 * "Friday, Dec 4", "December 4, 2026"; Portuguese is day first for everyone.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {setUserDayFirst} from './date-order.js';
import {dayText, untilDay, weekdayDate} from './phrases.js';
import {formatDay} from '../assistant/phrasing.js';
import {shortDate} from '../assistant/answers/say-days.js';
import {taskLine} from '../agenda/task-format.js';

afterEach(() => setUserDayFirst(null));

type Order = 'en-GB' | 'en-US' | 'unknown';
const ORDER: Record<Order, boolean | null> = {'en-GB': true, 'en-US': false, unknown: null};

describe('an English date in the user’s order', () => {
  it.each<[Order, string, string, string, string]>([
    // order, short, short with year, long with year, with its weekday
    ['en-GB', '4 Dec', '4 Dec 2026', '4 December 2026', 'Friday 4 Dec'],
    ['en-US', 'Dec 4', 'Dec 4, 2026', 'December 4, 2026', 'Friday, Dec 4'],
    ['unknown', 'Dec 4', 'Dec 4, 2026', 'December 4, 2026', 'Friday, Dec 4'],
  ])('%s', (order, short, withYear, long, weekday) => {
    setUserDayFirst(ORDER[order]);
    expect(dayText('2026-12-04', 'en')).toBe(short);
    expect(dayText('2026-12-04', 'en', {year: true})).toBe(withYear);
    expect(dayText('2026-12-04', 'en', {year: true, long: true})).toBe(long);
    expect(weekdayDate('2026-12-04', 'en')).toBe(weekday);
    // The same day through the reply's own formatters.
    expect(formatDay('2026-12-04', 'en')).toBe(long);
    expect(shortDate('2026-12-04', new Date(2026, 10, 29), 'en')).toBe(short);
    expect(shortDate('2027-01-09', new Date(2026, 10, 29), 'en')).toBe(order === 'en-GB' ? '9 Jan 2027' : 'Jan 9, 2027');
  });

  it('a span’s end and a task’s due day follow it too', () => {
    setUserDayFirst(true);
    expect(untilDay('2026-12-27', 'en', {endTime: '17:00'})).toMatch(/^until Sunday 27 Dec, /);
    const task: Parameters<typeof taskLine>[0] = {id: 3, description: 'renew the passport', due: '2026-05-02', status: 'open', createdAt: '2026-04-01T09:00:00Z', doneAt: null};
    expect(taskLine(task, 'en', '2026-05-10')).toBe('• #3 renew the passport — was due 2 May');
    setUserDayFirst(false);
    expect(taskLine(task, 'en', '2026-05-10')).toBe('• #3 renew the passport — was due May 2');
  });

  it.each([true, false, null])('Portuguese is day first whatever the English order (%s)', order => {
    setUserDayFirst(order);
    expect(dayText('2026-12-04', 'pt')).toBe('04/12');
    expect(formatDay('2026-12-04', 'pt')).toBe('04/12/2026');
    expect(weekdayDate('2026-12-04', 'pt')).toBe('sexta, 04/12');
  });

  it('a moment, not a day, is said on the local day it falls on', () => {
    setUserDayFirst(true);
    // 23:30 on 4 December wherever the test runs (UTC, São Paulo): the local day, never UTC's.
    expect(formatDay(new Date(2026, 11, 4, 23, 30).toISOString(), 'en')).toBe('4 December 2026');
  });
});
