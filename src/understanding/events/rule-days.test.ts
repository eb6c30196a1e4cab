import {describe, expect, it} from 'vitest';
import {scanTokens} from '../text.js';
import {findRules, rruleText} from './rrule.js';

const rules = (text: string) => findRules(scanTokens(text)).map(r => rruleText(r));

describe('weekdays a rule is said on, in each way of writing them', () => {
  it.each([
    // pt-PT: the ordinal, with or without "feira", in the plural as a habit
    ['às 5.ªs', 'FREQ=WEEKLY;BYDAY=TH'],
    ['às 2.ªs-feiras', 'FREQ=WEEKLY;BYDAY=MO'],
    ['às 2ªs e 4ªs', 'FREQ=WEEKLY;BYDAY=MO,WE'],
    ['todas as 3.ªs-feiras', 'FREQ=WEEKLY;BYDAY=TU'],
    ['toda 6.ª feira', 'FREQ=WEEKLY;BYDAY=FR'],
    ['de 2.ª a 6.ª', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'],
    // pt-BR: typed short, in a list
    ['seg e qua', 'FREQ=WEEKLY;BYDAY=MO,WE'],
    ['ter, qui e sex', 'FREQ=WEEKLY;BYDAY=TU,TH,FR'],
    // en-US / en-GB
    ['tue/thu', 'FREQ=WEEKLY;BYDAY=TU,TH'],
    ['mon & wed', 'FREQ=WEEKLY;BYDAY=MO,WE'],
    ['every other Monday', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO'],
    ['every weekday', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'],
  ])('%s → %s', (text, rule) => {
    expect(rules(text)).toEqual([rule]);
  });

  it.each([
    // A bare ordinal is a school year or a list item; one short form alone is a verb or a word.
    'a 3.ª classe',
    'da 2.ª à 4.ª classe',
    'vou ter',
    'sat down',
    'the 2nd and 4th',
    'três vezes por semana',
    'twice a week',
  ])('no weekday rule in "%s"', text => {
    expect(rules(text)).toEqual([]);
  });
});
