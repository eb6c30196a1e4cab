import ICAL from 'ical.js';
import {describe, expect, it} from 'vitest';
import {buildCalendar, untilLike} from './ics.js';
import type {DueItem} from './types.js';

const NOW = new Date('2026-03-12T10:00:00Z');
const task: DueItem = {
  id: 'task-4', person: 'user', kind: 'task', status: 'open', lastDate: null, dueDate: '2026-03-09', reason: 'task_overdue',
  message: 'A tarefa “renovar o passaporte; urgente, hoje” venceu há 3 dias — já resolveu?', language: 'pt', intervalMonths: null,
  time: null, provider: null, pattern: null, preference: null, description: 'renovar o passaporte; urgente, hoje',
};

describe('buildCalendar', () => {
  it('writes all-day and timed events with stable uids, escaped text and the injected clock', () => {
    const text = buildCalendar([task], [
      {checkupId: 9, person: 'user', kind: 'dentist', date: '2026-03-20', time: null, provider: 'Dra. Paula', language: 'pt', title: 'Dentista'},
    ], NOW);
    expect(text).toContain('DTSTAMP:20260312T100000Z');
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map(v => new ICAL.Event(v));
    expect(events.map(e => [e.uid, e.summary, e.startDate.toString(), e.startDate.isDate])).toEqual([
      ['checkup-9@magis', 'Dentista', '2026-03-20', true],
      // overdue: placed today, where a calendar shows it
      ['task-4@magis', 'Tarefa: renovar o passaporte; urgente, hoje', '2026-03-12', true],
    ]);
    expect(events[1]!.description).toBe(task.message);
    expect(events[0]!.location).toBe('Dra. Paula');
  });

  it('is valid RFC 5545: a floating start never has a UTC end or UNTIL, an all-day one a date UNTIL', () => {
    const text = buildCalendar([], [{checkupId: 3, person: 'user', kind: 'dentist', date: '2026-03-20', time: '14:00', provider: null, language: 'en', title: 'Dentist visit'}], NOW, [
      {uid: 'event-1', kind: 'class', title: 'Swimming', date: '2026-03-03', time: '09:00', rrule: 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20260630T235959Z'},
      {uid: 'event-2', kind: 'social', title: 'Book club', date: '2026-03-05', time: null, rrule: 'FREQ=MONTHLY;UNTIL=20261231T030000Z'},
    ]);
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    expect(events).toHaveLength(3);
    for (const v of events) {
      const start = v.getFirstPropertyValue('dtstart') as ICAL.Time;
      const end = v.getFirstPropertyValue('dtend') as ICAL.Time | null;
      const rule = v.getFirstPropertyValue('rrule') as ICAL.Recur | null;
      const floating = !start.isDate && start.zone !== ICAL.Timezone.utcTimezone;
      if (end) expect([end.isDate, end.zone === ICAL.Timezone.utcTimezone]).toEqual([start.isDate, start.zone === ICAL.Timezone.utcTimezone]);
      if (rule?.until) {
        expect(rule.until.isDate).toBe(start.isDate);
        if (floating) expect(rule.until.zone).not.toBe(ICAL.Timezone.utcTimezone);
      }
    }
    expect(text).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20260630T235959\r\n');
    expect(text).toContain('RRULE:FREQ=MONTHLY;UNTIL=20261231\r\n');
    expect(untilLike('FREQ=DAILY;UNTIL=20260101', true)).toBe('FREQ=DAILY;UNTIL=20260101T235959');
  });
});
