import ICAL from 'ical.js';
import {describe, expect, it} from 'vitest';
import {buildCalendar} from './ics.js';
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
});
