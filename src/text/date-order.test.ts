import {afterEach, describe, expect, it} from 'vitest';
import {resolveDate} from '../understanding/dates.js';
import {localeDayFirst, setUserDayFirst} from './date-order.js';

const now = new Date('2026-11-20T09:00:00');
afterEach(() => setUserDayFirst(null));

describe('the order a locale writes a numeric date in', () => {
  it.each([
    [{LANG: 'en_GB.UTF-8'}, true],
    [{LANG: 'en_IE.UTF-8'}, true],
    [{LANG: 'en_AU'}, true],
    [{LANG: 'pt_PT.UTF-8'}, true],
    [{LANG: 'pt_BR.UTF-8'}, true],
    [{LANG: 'en_US.UTF-8'}, null],
    [{LANG: 'C.UTF-8'}, null],
    [{}, null],
    // LC_TIME is the date's own setting; LC_ALL overrides both.
    [{LANG: 'en_US.UTF-8', LC_TIME: 'en_GB.UTF-8'}, true],
    [{LANG: 'en_GB.UTF-8', LC_ALL: 'en_US.UTF-8'}, null],
  ])('%o → %s', (env, dayFirst) => {
    expect(localeDayFirst(env)).toBe(dayFirst);
  });
});

describe("an English numeric date is read in the user's order when the message does not settle it", () => {
  it.each([
    ['dinner 3/12 at 6pm', true, '2026-12-03'],
    ['dinner 3/12 at 6pm', null, '2027-03-12'],
    // Only one order reads these, whatever the locale.
    ['dinner 26/11 at 6pm', null, '2026-11-26'],
    ['dinner 11/26 at 6pm', true, '2026-11-26'],
    ['dinner Nov 26, 6 pm', true, '2026-11-26'],
  ])('%s (day first: %s) → %s', (text, dayFirst, date) => {
    setUserDayFirst(dayFirst);
    const r = resolveDate(text, now, {language: 'en'});
    expect([r?.date, r?.time]).toEqual([date, '18:00']);
  });

  it('a Portuguese date is day first under an American locale too', () => {
    setUserDayFirst(null);
    expect(resolveDate('jantar 3/12 às 18h', now, {language: 'pt'})?.date).toBe('2026-12-03');
  });
});
