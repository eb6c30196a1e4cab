import {beforeEach, describe, expect, it} from 'vitest';
import {setUserClock} from '../text/clock.js';
import {computeDue, planReminders} from './due.js';
import {calendarEvents} from './event-due.js';
import type {BirthdayInput, CheckupEvent, EventInput, PersonInfo, ReminderInput} from './types.js';

/** A local wall-clock moment: the tests run in UTC and in São Paulo, and "now" is the user's. */
const at = (day: string, time: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(y, m - 1, d, h, min);
};
const clara: PersonInfo = {id: 3, name: 'Clara', gender: 'female', unnamed: false, age: 9, ageAsOf: null};
const lourdes: PersonInfo = {id: 4, name: 'Lourdes', gender: 'female', unnamed: false, age: null, ageAsOf: null};

const event = (over: Partial<EventInput>): EventInput => ({
  id: 1,
  person: null,
  kind: 'meeting',
  title: 'reunião com o marketing',
  date: '2026-09-16',
  time: '10:00',
  rrule: null,
  status: 'scheduled',
  sourceText: 'tenho reunião com o marketing quarta as 10h',
  ...over,
});
const input = (extra: Partial<ReminderInput>): ReminderInput => ({checkups: [], tasks: [], profile: {}, ...extra});
const booking = (over: Partial<CheckupEvent>): CheckupEvent => ({
  id: 9,
  person: null,
  kind: 'dentist',
  status: 'scheduled',
  date: '2026-04-17',
  time: '14:00',
  everyMonths: null,
  provider: null,
  createdAt: at('2026-04-13', '10:00').toISOString(),
  sourceText: 'marquei dentista sexta as 14h',
  ...over,
});

// These sentences are written with no user's clock recorded; the unit tests share one module graph,
// and a test that ran a turn before would have left its user's clock behind.
beforeEach(() => setUserClock(null));
describe('events are due the day before and the day of', () => {
  it('not two days before, then tomorrow, then today', () => {
    const data = input({events: [event({})]});
    expect(computeDue(data, at('2026-09-14', '09:00'))).toEqual([]);
    expect(computeDue(data, at('2026-09-15', '09:00'))[0]).toMatchObject({
      id: 'event-1-before-20260916',
      kind: 'meeting',
      status: 'scheduled',
      person: 'user',
      reason: 'appointment_tomorrow',
      dueDate: '2026-09-16',
      time: '10:00',
      message: 'Amanhã você tem reunião com o marketing às 10h.',
    });
    expect(computeDue(data, at('2026-09-16', '08:00'))[0]).toMatchObject({id: 'event-1-20260916', reason: 'appointment_today', message: 'Hoje você tem reunião com o marketing às 10h.'});
  });

  it('once its time has passed it is a follow-up, not "today" (at 16:01, a 14:00 thing)', () => {
    const data = input({events: [event({time: '14:00'})]});
    const items = computeDue(data, at('2026-09-16', '16:01'));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({id: 'event-1-followup-20260916', reason: 'follow_up', message: 'Como foi a reunião com o marketing?'});
    expect(items[0]!.message).not.toMatch(/Hoje/);
    expect(computeDue(data, at('2026-09-17', '09:00'))[0]).toMatchObject({reason: 'follow_up'});
    expect(computeDue(data, at('2026-09-18', '09:00'))).toEqual([]);
  });

  it('speaks English when the user did', () => {
    const data = input({events: [event({title: 'meeting with the marketing team', sourceText: 'got a meeting w/ the marketing team wed at 10am'})]});
    expect(computeDue(data, at('2026-09-16', '07:30'))[0]!.message).toBe('Today: meeting with the marketing team at 10 am.');
    expect(computeDue(data, at('2026-09-16', '11:00'))[0]!.message).toBe('How did the meeting with the marketing team go?');
  });

  it("a recurring class moves on to its next occurrence after today's", () => {
    const data = input({
      events: [event({person: clara, kind: 'class', title: 'natação', date: '2026-03-07', time: '09:00', rrule: 'FREQ=WEEKLY;BYDAY=SA', sourceText: 'a clara faz natacao todo sabado as 9h'})],
    });
    expect(computeDue(data, at('2026-03-13', '18:00'))[0]).toMatchObject({id: 'event-1-before-20260314', person: 'Clara', kind: 'class', message: 'Amanhã a Clara tem natação às 9h.'});
    expect(computeDue(data, at('2026-03-14', '10:00'))).toEqual([]);
    expect(planReminders(data, at('2026-03-14', '10:00')).candidates[0]!.dueDate).toBe('2026-03-21');
  });

  it('a deadline is never followed up and a done event says nothing', () => {
    expect(computeDue(input({events: [event({kind: 'deadline', title: 'projeto do conselho', time: null})]}), at('2026-09-16', '08:00'))[0]!.message).toBe('Hoje é o prazo: projeto do conselho.');
    expect(computeDue(input({events: [event({kind: 'deadline', time: '09:00'})]}), at('2026-09-16', '18:00'))).toEqual([]);
    expect(computeDue(input({events: [event({status: 'done'})]}), at('2026-09-16', '08:00'))).toEqual([]);
  });
});

describe('birthdays every year', () => {
  const bday: BirthdayInput = {person: lourdes, birthday: '--12-03', relation: 'mother'};
  it('the day before and the day of, this year and the next', () => {
    const data = input({birthdays: [bday]});
    expect(computeDue(data, at('2026-12-01', '08:00'))).toEqual([]);
    expect(computeDue(data, at('2026-12-02', '08:00'))[0]).toMatchObject({id: 'birthday-p4-before-20261203', kind: 'birthday', person: 'Lourdes', reason: 'appointment_tomorrow'});
    expect(computeDue(data, at('2026-12-03', '20:00'))[0]).toMatchObject({reason: 'appointment_today', message: 'Hoje é aniversário da Lourdes (sua mãe)! Já deu os parabéns?'});
    expect(computeDue(data, at('2027-12-03', '08:00'))[0]).toMatchObject({dueDate: '2027-12-03'});
  });
  it('says the age when the year is known', () => {
    const data = input({birthdays: [{...bday, birthday: '1960-12-03'}], profile: {language: 'en'}});
    expect(computeDue(data, at('2026-12-02', '08:00'))[0]!.message).toBe("Tomorrow is Lourdes's birthday (your mom) — turning 66! Want to send a message?");
  });
});

describe('a booked checkup whose time has passed', () => {
  it('at 16:01 a 14:00 dentist is "Como foi o dentista?", never "Hoje você tem dentista às 14h"', () => {
    const data = input({checkups: [booking({})]});
    expect(computeDue(data, at('2026-04-17', '09:00'))[0]).toMatchObject({reason: 'appointment_today', message: 'Hoje você tem dentista às 14h — não esqueça!'});
    const later = computeDue(data, at('2026-04-17', '16:01'));
    expect(later).toHaveLength(1);
    expect(later[0]).toMatchObject({id: 'dentist-followup-20260417', reason: 'follow_up', kind: 'dentist', status: 'scheduled', message: 'Como foi o dentista?'});
  });
  it('in English, for a person', () => {
    const anna: PersonInfo = {id: 5, name: 'Anna', gender: 'female', unnamed: false, age: null, ageAsOf: null};
    const data = input({checkups: [booking({person: anna, kind: 'dermatologist', time: '16:30', sourceText: 'My wife Anna has a dermatologist appointment on Friday at 4:30pm.'})]});
    expect(computeDue(data, at('2026-04-17', '17:00'))[0]!.message).toBe("How did Anna's dermatologist visit go?");
  });
});

describe('the calendar export (remind --ics) keeps what a calendar app keeps', () => {
  it('a series takes its days moved apart as overrides (not events of their own) and keeps the rest skipped; a span keeps its end and stays while it lasts', () => {
    const events = [
      event({id: 1, kind: 'other', title: 'Physio', date: '2026-09-07', time: '08:00', rrule: 'FREQ=WEEKLY;BYDAY=MO', exdates: ['2026-09-14', '2026-09-21']}),
      event({id: 2, kind: 'other', title: 'Physio', date: '2026-09-22', time: '18:00', seriesId: 1, occurrence: '2026-09-21'}),
      event({id: 3, kind: 'trip', title: 'Coast', date: '2026-09-10', time: null, endDate: '2026-09-20'}),
      event({id: 4, kind: 'meeting', title: 'Retreat', date: '2026-09-17', time: '09:00', endDate: '2026-09-18', endTime: '16:00'}),
    ];
    const out = calendarEvents(events, [], '2026-09-15', 'pt');
    expect(out.map(e => [e.uid, e.title, e.date, e.endDate ?? null, e.endTime ?? null, e.exdates ?? [], e.moved?.map(m => `${m.occurrence}→${m.date} ${m.time}`) ?? []])).toEqual([
      ['event-1', 'Physio', '2026-09-07', null, null, ['2026-09-14'], ['2026-09-21→2026-09-22 18:00']],
      ['event-3', 'Coast', '2026-09-10', '2026-09-20', null, [], []],
      ['event-4', 'Retreat', '2026-09-17', '2026-09-18', '16:00', [], []],
    ]);
  });
});

describe('a span is reminded of with its end, as the agenda lists it', () => {
  // An offsite from Tuesday 9:00 to Wednesday 17:00, a camp over a weekend, a stay into the new year.
  const offsite = (sourceText: string, title: string) => event({id: 5, kind: 'other', title, date: '2026-09-15', time: '09:00', endDate: '2026-09-16', endTime: '17:00', sourceText});
  it.each([
    ['Portuguese', offsite('offsite de terça 9h a quarta 17h', 'offsite'), at('2026-09-14', '10:00'), 'Amanhã você tem offsite às 9h (até quarta, 16/09, 17h).'],
    ['English', offsite('offsite Tue 9am to Wed 5pm', 'offsite'), at('2026-09-15', '07:00'), 'Today: offsite at 9 am until Wednesday, Sep 16, 5 pm.'],
    [
      'Portuguese, a span of whole days',
      event({id: 6, kind: 'other', title: 'acampamento', date: '2026-09-18', time: null, endDate: '2026-09-20', sourceText: 'acampamento de sexta a domingo'}),
      at('2026-09-17', '10:00'),
      'Amanhã você tem acampamento (até domingo, 20/09).',
    ],
    [
      'English, into the next year',
      event({id: 7, kind: 'other', title: 'Grandma staying', date: '2026-12-30', time: null, endDate: '2027-01-03', sourceText: 'grandma is staying from dec 30 to jan 3'}),
      at('2026-12-29', '10:00'),
      'Tomorrow: Grandma staying until Sunday, Jan 3, 2027.',
    ],
  ])('%s', (_what, e, now, message) => {
    const [item] = computeDue(input({events: [e]}), now);
    expect(item!.message).toBe(message);
    // remind --json carries the end as agenda --json does.
    expect(item).toMatchObject({endDate: e.endDate, ...(e.endTime ? {endTime: e.endTime} : {})});
  });

  it.each([
    ['an event on one day says no end', event({}), at('2026-09-15', '09:00'), 'Amanhã você tem reunião com o marketing às 10h.'],
    [
      'a weekly class says no end',
      event({kind: 'class', title: 'natação', date: '2026-09-14', time: '18:00', rrule: 'FREQ=WEEKLY;BYDAY=MO', sourceText: 'natação toda segunda às 18h'}),
      at('2026-09-14', '09:00'),
      'Hoje você tem natação às 18h.',
    ],
  ])('must not add an end: %s', (_what, e, now, message) => {
    const [item] = computeDue(input({events: [e]}), now);
    expect(item!.message).toBe(message);
    expect(item!.endDate).toBeUndefined();
  });
});
