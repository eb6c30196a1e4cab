import {describe, expect, it} from 'vitest';
import {ruleWords} from './rule-words.js';

describe('a recurrence in words', () => {
  it.each([
    ['FREQ=WEEKLY;BYDAY=TU', 'toda terça', 'every Tuesday'],
    ['FREQ=WEEKLY;BYDAY=MO,WE', 'toda segunda e quarta', 'every Monday and Wednesday'],
    ['FREQ=WEEKLY;BYDAY=SA', 'todo sábado', 'every Saturday'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=FR', 'a cada 2 semanas (sexta)', 'every other Friday'],
    ['FREQ=MONTHLY;BYMONTHDAY=10', 'todo dia 10', 'every month on the 10th'],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', 'no último dia de cada mês', 'on the last day of every month'],
    ['FREQ=DAILY', 'todo dia', 'every day'],
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', 'de segunda a sexta', 'every weekday'],
    ['FREQ=WEEKLY;BYDAY=TU,WE,TH', 'de terça a quinta', 'every Tuesday to Thursday'],
    ['FREQ=YEARLY', 'todo ano', 'every year'],
    ['FREQ=HOURLY', 'repete', 'repeats'],
  ])('%s', (rule, pt, en) => {
    expect([ruleWords(rule, 'pt'), ruleWords(rule, 'en')]).toEqual([pt, en]);
  });
});
