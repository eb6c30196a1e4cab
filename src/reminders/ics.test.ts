import ICAL from 'ical.js';
import {describe, expect, it} from 'vitest';
import {buildCalendar, untilLike} from './ics.js';
import type {DueItem} from './types.js';

const NOW = new Date('2026-03-12T10:00:00Z');
const task: DueItem = {
  id: 'task-4',
  person: 'user',
  kind: 'task',
  status: 'open',
  lastDate: null,
  dueDate: '2026-03-09',
  reason: 'task_overdue',
  message: 'A tarefa “renovar o passaporte; urgente, hoje” venceu há 3 dias — já resolveu?',
  language: 'pt',
  intervalMonths: null,
  time: null,
  provider: null,
  pattern: null,
  preference: null,
  description: 'renovar o passaporte; urgente, hoje',
};

describe('buildCalendar', () => {
  it('writes all-day and timed events with stable uids, escaped text and the injected clock', () => {
    const text = buildCalendar([task], [{checkupId: 9, person: 'user', kind: 'dentist', date: '2026-03-20', time: null, provider: 'Dra. Paula', language: 'pt', title: 'Dentista'}], NOW);
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

describe('buildCalendar with events kept in their own zone', () => {
  it('writes a New York event in New York time with its VTIMEZONE, so every week lands on the same instant there', () => {
    const text = buildCalendar([], [], NOW, [
      {uid: 'event-7', kind: 'meeting', title: 'Team sync', date: '2026-01-05', time: '09:00', rrule: 'FREQ=WEEKLY;BYDAY=MO;UNTIL=20261231', tzid: 'America/New_York'},
      {uid: 'event-8', kind: 'call', title: 'Accountant', date: '2026-12-09', time: '13:00', rrule: null, tzid: 'UTC'},
      {uid: 'event-9', kind: 'class', title: 'Yoga', date: '2026-03-03', time: '07:30', rrule: null},
    ]);
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('DTSTART;TZID=America/New_York:20260105T090000\r\n');
    expect(unfolded).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20270101T045959Z\r\n');
    expect(unfolded).toContain('DTSTART:20261209T130000Z\r\n');
    expect(unfolded).toContain('DTSTART:20260303T073000\r\n');
    expect(unfolded.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
    expect(unfolded.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(unfolded.indexOf('BEGIN:VEVENT'));
    // Another reader (ical.js, with only the file's VTIMEZONE) finds 09:00 New York every Monday of the year.
    const root = new ICAL.Component(ICAL.parse(text));
    const tz = new ICAL.Timezone(root.getFirstSubcomponent('vtimezone')!);
    const sync = new ICAL.Event(root.getAllSubcomponents('vevent').find(v => v.getFirstPropertyValue('uid') === 'event-7@magis')!);
    const it = sync.iterator();
    const starts: string[] = [];
    for (let next = it.next(); next; next = it.next()) {
      const utc = next.clone();
      utc.zone = tz;
      starts.push(utc.toJSDate().toISOString());
    }
    expect(starts).toHaveLength(52);
    expect(starts.every(s => s.endsWith('T14:00:00.000Z') || s.endsWith('T13:00:00.000Z'))).toBe(true);
    expect(starts.filter(s => s.endsWith('T13:00:00.000Z'))[0]).toBe('2026-03-09T13:00:00.000Z');
    expect(starts.filter(s => s.endsWith('T14:00:00.000Z') && s > '2026-03-09')[0]).toBe('2026-11-02T14:00:00.000Z');
  });

  it('writes UNTIL in UTC for a start in a zone, floating for a floating one', () => {
    expect(untilLike('FREQ=WEEKLY;UNTIL=20261231T235959', true, 'America/Sao_Paulo')).toBe('FREQ=WEEKLY;UNTIL=20270101T025959Z');
    expect(untilLike('FREQ=WEEKLY;UNTIL=20261231T035959Z', true, 'America/New_York')).toBe('FREQ=WEEKLY;UNTIL=20261231T035959Z');
    expect(untilLike('FREQ=WEEKLY;UNTIL=20261231T035959Z', true, null)).toBe('FREQ=WEEKLY;UNTIL=20261231T035959');
  });
});

describe('buildCalendar keeps what a calendar app keeps: a span, the days a series skips, its days moved apart', () => {
  const read = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');

  it('a span of whole days and a timed span keep their ends', () => {
    const text = buildCalendar([], [], NOW, [
      {uid: 'event-1', kind: 'trip', title: 'Grandma visiting', date: '2026-12-19', time: null, rrule: null, endDate: '2027-01-03'},
      {uid: 'event-2', kind: 'meeting', title: 'Conference', date: '2026-04-02', time: '09:00', rrule: null, endDate: '2026-04-04', endTime: '17:30'},
      {uid: 'event-3', kind: 'meeting', title: 'Board retreat', date: '2026-05-06', time: '10:00', rrule: null, endDate: '2026-05-07', endTime: '12:00', tzid: 'America/New_York'},
    ]);
    const ends = read(text).map(v => [v.getFirstPropertyValue('summary'), String(v.getFirstPropertyValue('dtend'))]);
    expect(ends).toEqual([
      ['Grandma visiting', '2027-01-04'],
      ['Conference', '2026-04-04T17:30:00'],
      ['Board retreat', '2026-05-07T12:00:00'],
    ]);
    expect(text.replace(/\r\n[ \t]/g, '')).toContain('DTEND;TZID=America/New_York:20260507T120000\r\n');
  });

  it('a timed event said without an end is written with one, an hour long, as calendar apps make a new event; one said with only its last day ends at its hour that day', () => {
    const text = buildCalendar([], [{checkupId: 2, person: 'user', kind: 'dentist', date: '2026-04-10', time: '15:00', provider: null, language: 'en', title: 'Dentist'}], NOW, [
      {uid: 'event-4', kind: 'social', title: 'Dinner with Sam', date: '2026-04-11', time: '20:00', rrule: null},
      {uid: 'event-5', kind: 'meeting', title: 'Sync', date: '2026-04-13', time: '09:00', rrule: null, tzid: 'America/New_York'},
      {uid: 'event-6', kind: 'meeting', title: 'Offsite', date: '2026-04-14', time: '09:00', rrule: null, endDate: '2026-04-15'},
    ]);
    const events = read(text).map(v => new ICAL.Event(v));
    // Without DTEND or DURATION (RFC 5545 3.6.1) each would end at its start: a zero-length event.
    expect(events.map(e => [e.summary, e.startDate.isDate, e.endDate.isDate, e.duration.toSeconds() / 3600])).toEqual([
      ['Dentist', false, false, 1],
      ['Dinner with Sam', false, false, 1],
      ['Sync', false, false, 1],
      ['Offsite', false, false, 24],
    ]);
    expect(read(text).map(v => v.hasProperty('dtend') !== v.hasProperty('duration'))).toEqual([true, true, true, true]);
  });

  it('a series writes its skipped days as EXDATE and a moved day as an override of the same UID (not as an event of its own)', () => {
    const text = buildCalendar([], [], NOW, [
      {
        uid: 'event-5',
        kind: 'other',
        title: 'Physio',
        date: '2026-03-02',
        time: '08:00',
        rrule: 'FREQ=WEEKLY;BYDAY=MO,WE',
        exdates: ['2026-03-09'],
        moved: [{occurrence: '2026-03-11', title: 'Physio', date: '2026-03-12', time: '18:00'}],
      },
      {uid: 'event-6', kind: 'class', title: 'Pottery', date: '2026-03-07', time: null, rrule: 'FREQ=WEEKLY', exdates: ['2026-03-14']},
    ]);
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('EXDATE:20260309T080000\r\n');
    expect(unfolded).toContain('EXDATE;VALUE=DATE:20260314\r\n');
    expect(unfolded).toContain('RECURRENCE-ID:20260311T080000\r\n');
    const vevents = read(text);
    expect(vevents.map(v => [v.getFirstPropertyValue('uid'), String(v.getFirstPropertyValue('dtstart')), v.hasProperty('recurrence-id')])).toEqual([
      ['event-5@magis', '2026-03-02T08:00:00', false],
      ['event-5@magis', '2026-03-12T18:00:00', true],
      ['event-6@magis', '2026-03-07', false],
    ]);
    // A calendar app (ical.js) expands the series with its override: the 9th gone, the 11th on the 12th at 18:00.
    const root = new ICAL.Component(ICAL.parse(text));
    const [master, ...rest] = root.getAllSubcomponents('vevent').filter(v => v.getFirstPropertyValue('uid') === 'event-5@magis');
    const physio = new ICAL.Event(master!, {exceptions: rest});
    const it = physio.iterator();
    const seen: string[] = [];
    for (let next = it.next(); next && seen.length < 5; next = it.next()) {
      const d = physio.getOccurrenceDetails(next);
      seen.push(d.startDate.toString());
    }
    expect(seen).toEqual(['2026-03-02T08:00:00', '2026-03-04T08:00:00', '2026-03-12T18:00:00', '2026-03-16T08:00:00', '2026-03-18T08:00:00']);
  });
});
