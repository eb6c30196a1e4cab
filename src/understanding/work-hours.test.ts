/**
 * The speaker's working hours (work-hours.ts) as each variety says them, kept as the profile keeps
 * `work_hours`; and ranges of time that are a meeting, a child's class or one day's plan, never
 * the working week. Our own sentences.
 */
import {describe, expect, it} from 'vitest';
import {readWorkHours} from './work-hours.js';
import {aboutUser} from './self.js';

describe('working hours said in a message', () => {
  it.each<[string, string, string, string | null]>([
    // variety, sentence, hours, the days said with them
    ['pt-BR', 'trabalho das 9 às 5 de segunda a sexta', '09:00-17:00', 'de segunda a sexta'],
    ['pt-BR', 'faço das 8h às 17h, seg a sex', '08:00-17:00', 'seg a sex'],
    ['pt-BR', 'meu horário é das 7h30 às 16h30', '07:30-16:30', null],
    ['pt-BR', 'eu trabalho no hospital das 7 às 19, de segunda a sábado', '07:00-19:00', 'de segunda a sabado'],
    ['pt-PT', 'trabalho das 9h às 18h, de 2.ª a 6.ª', '09:00-18:00', 'de 2.ª a 6.ª'],
    ['pt-PT', 'fico no escritório das 10 às 7, a semana toda', '10:00-19:00', 'a semana toda'],
    ['pt-PT', 'o meu horário é das 8h30 às 17h30 durante a semana', '08:30-17:30', 'durante a semana'],
    ['en-US', 'I work 9 to 5 Monday to Friday', '09:00-17:00', 'monday to friday'],
    ['en-US', 'my hours are 7am - 3:30pm, mon-fri', '07:00-15:30', 'mon-fri'],
    ['en-US', "I'm on 11 to 7 at the ER most weeks", '11:00-19:00', null],
    ['en-GB', "I'm in the office 8.30 till 5, mon–fri", '08:30-17:00', 'mon–fri'],
    ['en-GB', 'I work at the surgery from 8 until 6 on weekdays', '08:00-18:00', 'on weekdays'],
  ])('%s: %s', (_variety, text, hours, days) => {
    expect(readWorkHours(text)).toEqual({hours, days});
  });

  it.each([
    // A meeting, a child's class, someone else's hours, one day's plan, an hour that is no range.
    'tenho reunião das 9 às 10 na segunda',
    'the kids have swimming 5 to 6 on fridays',
    'a Rita trabalha das 9 às 5',
    'my wife works 9 to 5',
    'amanhã trabalho das 9 às 13',
    'I work 8 to 4 tomorrow, then I’m off',
    'faço ginástica das 7 às 8',
    'I do pilates 6 to 7 on Tuesdays',
    'trabalho há 5 anos na mesma empresa',
    'I work from home on Fridays',
  ])('must not fire: "%s"', text => {
    expect(readWorkHours(text)).toBeUndefined();
  });

  it('goes to the profile with what the speaker says about themself', () => {
    expect(aboutUser('trabalho das 9 às 5 de segunda a sexta')).toMatchObject({workHours: '09:00-17:00'});
    expect(aboutUser("I'm in the office 8.30 till 5, mon–fri")).toMatchObject({workHours: '08:30-17:00'});
    expect(aboutUser('tenho reunião das 9 às 10 na segunda')?.workHours).toBeUndefined();
  });
});
