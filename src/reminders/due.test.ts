import {describe, expect, it} from 'vitest';
import {computeDue, isDue, planReminders} from './due.js';
import type {CheckupEvent, PersonInfo, ReminderInput} from './types.js';

const NOW = new Date('2026-03-12T10:00:00Z');
const ana: PersonInfo = {id: 7, name: 'Ana', gender: 'female', unnamed: false, age: null, ageAsOf: null};
let seq = 0;

function ev(over: Partial<CheckupEvent>): CheckupEvent {
  return {id: ++seq, person: null, kind: 'dentist', status: 'done', date: null, time: null, everyMonths: null, provider: null, createdAt: '2026-03-12T09:00:00.000Z', sourceText: null, ...over};
}
const input = (checkups: CheckupEvent[], extra: Partial<ReminderInput> = {}): ReminderInput => ({checkups, tasks: [], profile: {}, ...extra});

describe('due checkups', () => {
  it('a need is due the day it is learned, with the offer to remind', () => {
    const items = computeDue(input([ev({person: ana, kind: 'eye_exam', status: 'needed', sourceText: 'a Ana precisa ir no oftalmologista'})]), NOW);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      person: 'Ana',
      kind: 'eye_exam',
      status: 'needed',
      lastDate: null,
      dueDate: '2026-03-12',
      reason: 'needed',
      message: 'A Ana precisa ir ao oftalmologista — quer que eu lembre você de marcar?',
      id: 'eye_exam-p7-need-20260312',
    });
  });

  it('a visit makes the next one due after the default interval, not before', () => {
    const data = input([ev({date: '2026-03-10', sourceText: 'essa semana fui no dentista'})]);
    expect(computeDue(data, NOW)).toEqual([]);
    const plan = planReminders(data, NOW);
    expect(plan.candidates[0]).toMatchObject({dueDate: '2026-09-10', lastDate: '2026-03-10', intervalMonths: 6, status: 'done'});
    const later = computeDue(data, new Date('2026-09-11T08:00:00Z'));
    expect(later[0]).toMatchObject({reason: 'interval_passed', message: 'Faz 6 meses desde o último dentista — quer marcar?'});
    const soon = computeDue(data, new Date('2026-09-01T08:00:00Z'));
    expect(soon[0]).toMatchObject({reason: 'interval_soon', message: 'Em 9 dias faz 6 meses desde o último dentista — quer marcar?'});
    expect(computeDue(data, new Date('2026-09-01T08:00:00Z'), {withinDays: 3})).toEqual([]);
  });

  it('a stated recurrence and the config override beat the default', () => {
    const said = input([ev({date: '2026-01-10', everyMonths: 2})]);
    expect(planReminders(said, NOW).candidates[0]!.dueDate).toBe('2026-03-10');
    const configured = input([ev({date: '2026-01-10'})]);
    expect(planReminders(configured, NOW, {overrides: {dentist: 4}}).candidates[0]!.dueDate).toBe('2026-05-10');
  });

  it('the pediatrician interval follows the child age', () => {
    const baby: PersonInfo = {id: 3, name: 'Leo', gender: 'male', unnamed: false, age: 1, ageAsOf: '2026-01-01T00:00:00Z'};
    const kid: PersonInfo = {...baby, id: 4, name: 'Bia', gender: 'female', age: 5};
    const plan = planReminders(input([ev({person: baby, kind: 'pediatrician', date: '2026-02-01'}), ev({person: kid, kind: 'pediatrician', date: '2026-02-01'})]), NOW);
    expect(plan.candidates.find(c => c.person === 'Leo')).toMatchObject({intervalMonths: 2, dueDate: '2026-04-01'});
    expect(plan.candidates.find(c => c.person === 'Bia')).toMatchObject({intervalMonths: 12, dueDate: '2027-02-01'});
    // With a birthday, the age is the calendar's: born 2024-03-01, Leo is 1 at a visit on 2026-02-01 (every 2 months), 2 from March.
    const born: PersonInfo = {...baby, id: 5, age: null, ageAsOf: null, birthday: '2024-03-01'};
    const visits = (date: string) => planReminders(input([ev({person: born, kind: 'pediatrician', date})]), NOW).candidates[0]!.intervalMonths;
    expect([visits('2026-02-01'), visits('2026-03-01')]).toEqual([2, 12]);
  });

  it('a need is closed by a later booking or visit', () => {
    const need = ev({person: ana, kind: 'eye_exam', status: 'needed', createdAt: '2026-03-01T09:00:00Z'});
    const booked = ev({person: ana, kind: 'eye_exam', status: 'scheduled', date: '2026-03-20', time: '14:00', createdAt: '2026-03-05T09:00:00Z'});
    expect(computeDue(input([need, booked]), NOW)).toEqual([]);
    const visited = ev({person: ana, kind: 'eye_exam', status: 'done', date: '2026-03-08', createdAt: '2026-03-08T09:00:00Z'});
    expect(computeDue(input([need, visited]), NOW)).toEqual([]);
    expect(computeDue(input([need]), NOW)[0]!.message).toBe('A Ana ainda precisa ir ao oftalmologista — que tal marcar?');
  });

  it('an appointment is due the day before and the day of it', () => {
    const booked = ev({status: 'scheduled', date: '2026-03-13', time: '14:30', provider: 'Dra. Paula', sourceText: 'marquei dentista sexta 14h30'});
    const items = computeDue(input([booked]), NOW);
    expect(items[0]).toMatchObject({reason: 'appointment_tomorrow', status: 'scheduled', time: '14:30', message: 'Amanhã você tem dentista às 14h30 com Dra. Paula — não esqueça!'});
    expect(computeDue(input([booked]), new Date('2026-03-13T07:00:00Z'))[0]).toMatchObject({reason: 'appointment_today'});
    expect(computeDue(input([booked]), new Date('2026-03-10T07:00:00Z'))).toEqual([]);
  });

  it('a past appointment counts as a visit unless it was re-booked', () => {
    const first = ev({status: 'scheduled', date: '2025-08-05', createdAt: '2025-07-20T09:00:00Z'});
    const plan = planReminders(input([first]), NOW);
    expect(plan.candidates[0]).toMatchObject({lastDate: '2025-08-05', dueDate: '2026-02-05', reason: 'interval_passed'});
    const moved = ev({status: 'scheduled', date: '2025-08-19', createdAt: '2025-08-01T09:00:00Z'});
    expect(planReminders(input([first, moved]), NOW).candidates[0]).toMatchObject({lastDate: '2025-08-19'});
  });

  it('a booking with no known day quiets the interval reminder for 90 days', () => {
    const data = input([ev({date: '2025-08-01', createdAt: '2025-08-01T10:00:00Z'}), ev({status: 'scheduled', createdAt: '2026-03-01T10:00:00Z'})]);
    expect(computeDue(data, NOW)).toEqual([]);
    expect(computeDue(data, new Date('2026-06-10T10:00:00Z'))[0]).toMatchObject({reason: 'interval_passed', lastDate: '2025-08-01'});
  });

  it('a visit on the day of a booking supersedes it', () => {
    const booked = ev({status: 'scheduled', date: '2026-03-12', createdAt: '2026-03-01T09:00:00Z'});
    const went = ev({status: 'done', date: '2026-03-12', createdAt: '2026-03-12T09:30:00Z'});
    expect(computeDue(input([booked, went]), NOW)).toEqual([]);
  });

  it('overdue open tasks are due, and ones due tomorrow and today are said the day before and on the day, each a notice of its own', () => {
    const data = input([], {
      tasks: [
        {id: 4, description: 'renovar o passaporte', due: '2026-03-09', createdAt: '2026-03-01T00:00:00Z', person: null, sourceText: 'preciso renovar o passaporte'},
        {id: 5, description: 'pay the rent', due: '2026-03-12', createdAt: '2026-03-01T00:00:00Z', person: null, sourceText: 'I need to pay the rent'},
      ],
    });
    const items = computeDue(data, NOW);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({id: 'task-4', kind: 'task', status: 'open', message: 'A tarefa “renovar o passaporte” venceu há 3 dias — já resolveu?'});
    expect(items[1]).toMatchObject({id: 'task-5-today', reason: 'task_due', message: 'Due today: pay the rent.'});
    expect(computeDue(data, new Date('2026-03-13T10:00:00Z')).map(i => i.id)).toEqual(['task-4', 'task-5']);
    expect(computeDue(data, new Date('2026-03-11T10:00:00Z')).map(i => i.id)).toEqual(['task-4', 'task-5-tomorrow']);
    expect(computeDue(data, new Date('2026-03-11T10:00:00Z'))[1]!.message).toBe('Due tomorrow: pay the rent.');
    expect(computeDue(data, new Date('2026-03-10T10:00:00Z')).map(i => i.id)).toEqual(['task-4']);
    // A task about someone says whom, unless its text does.
    const hers = input([], {tasks: [{id: 6, description: 'ligar pra escola', due: '2026-03-12', createdAt: '2026-03-01T00:00:00Z', person: ana, sourceText: 'ligar pra escola da Ana'}]});
    expect(computeDue(hers, NOW)[0]!.message).toBe('Para hoje: ligar pra escola (Ana).');
  });

  it('speaks the language of what the user said, else the profile, else Portuguese', () => {
    const en = computeDue(input([ev({person: ana, kind: 'eye_exam', status: 'needed', sourceText: 'my daughter Ana needs an eye exam'})]), NOW);
    expect(en[0]!.message).toBe('Ana needs to get an eye exam — want me to remind you to book it?');
    const profile = computeDue(input([ev({kind: 'dentist', status: 'needed'})], {profile: {language: 'en'}}), NOW);
    expect(profile[0]!.message).toBe('You need to go to the dentist — want me to remind you to book it?');
    const forced = computeDue(input([ev({kind: 'dentist', date: '2025-09-01', sourceText: 'I went to the dentist'})]), NOW, {language: 'pt'});
    expect(forced[0]!.message).toBe('Faz 6 meses desde o último dentista — quer marcar?');
    const enInterval = computeDue(input([ev({kind: 'dentist', date: '2025-09-01', sourceText: 'I went to the dentist today'})]), NOW);
    expect(enInterval[0]!.message).toBe("It's been 6 months since your last dentist visit — time to schedule?");
  });

  it('ids are stable across runs and distinct per phase', () => {
    const data = input([ev({date: '2025-09-01'}), ev({person: ana, kind: 'eye_exam', status: 'needed'})]);
    const a = computeDue(data, NOW).map(i => i.id);
    const b = computeDue(data, new Date('2026-03-12T23:00:00Z')).map(i => i.id);
    expect(a).toEqual(b);
    expect(a).toEqual(['dentist-due-20260301', 'eye_exam-p7-need-20260312']);
  });
});

describe('habits', () => {
  it('shows the weekday and time after three appointments on the same weekday', () => {
    // 2025-03-04, 2025-09-02 and 2026-03-03 are Tuesdays.
    const history = ['2025-03-04', '2025-09-02'].map(date => ev({status: 'scheduled', date, time: '14:00', createdAt: `${date}T00:00:00Z`}));
    const two = planReminders(input(history), new Date('2026-03-05T10:00:00Z'));
    expect(two.candidates[0]!.pattern).toBeNull();
    const three = [...history, ev({status: 'done', date: '2026-03-03', time: '14:00', createdAt: '2026-03-03T18:00:00Z', sourceText: 'fui no dentista hoje às 14h'})];
    const item = computeDue(input(three), new Date('2026-09-03T10:00:00Z'))[0]!;
    expect(item.pattern).toBe('Você costuma marcar dentista às terças, 14h.');
  });
});

describe('isDue', () => {
  it('applies the window to checkups only', () => {
    const base = {
      id: 'x',
      person: 'user',
      kind: 'dentist',
      status: 'done' as const,
      lastDate: null,
      message: '',
      language: 'pt' as const,
      intervalMonths: 6,
      time: null,
      provider: null,
      pattern: null,
      preference: null,
    };
    expect(isDue({...base, reason: 'interval_soon', dueDate: '2026-03-26'}, '2026-03-12', 14)).toBe(true);
    expect(isDue({...base, reason: 'interval_soon', dueDate: '2026-03-27'}, '2026-03-12', 14)).toBe(false);
    expect(isDue({...base, reason: 'appointment_tomorrow', dueDate: '2026-03-14'}, '2026-03-12', 14)).toBe(false);
  });
});
