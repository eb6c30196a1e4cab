/**
 * The date order an English writer's own messages show (date-order-written.ts): British writing is
 * day first, American month first, and a mix, a lone word or Portuguese decides nothing. Our own
 * sentences.
 */
import {describe, expect, it} from 'vitest';
import {writtenDayFirst} from './date-order-written.js';

describe('the date order a writer’s English shows', () => {
  it.each<[string, string[], boolean | null]>([
    ['en-GB: a day-first numeric date', ['parents evening on 14/12 at 6'], true],
    ['en-GB: the day before its month, and mum', ["mum's coming on the 4th of December", 'dentist 9 January'], true],
    ['en-GB: the GP and a fortnight', ['the GP wants to see her in a fortnight', 'booked for 3 March'], true],
    ['en-US: a month-first numeric date', ['soccer practice moved to 9/14'], false],
    ['en-US: the month before its day, and mom', ["mom's flight is December 4th", 'appt with the pediatrician Jan 9'], false],
    // Not enough, or both: the locale's order stays.
    ['one British word alone', ['my mum says hi'], null],
    ['a mix', ['mum is coming 4 December', "mom's birthday is December 9"], null],
    ['an ambiguous numeric date', ['dinner 3/4 at 7'], null],
    ['Portuguese messages', ['a consulta é dia 14/12', 'o aniversário é a 4 de dezembro'], null],
  ])('%s', (_what, messages, dayFirst) => {
    expect(writtenDayFirst(messages)).toBe(dayFirst);
  });
});
