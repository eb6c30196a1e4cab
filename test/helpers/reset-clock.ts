/**
 * The user's clock style and date order are module state, set at the start of each turn
 * (src/text/clock.ts, date-order.ts). Unit files share one module graph per worker (vitest.config.ts,
 * isolate: false), so a turn run by an earlier file would leave its user's clock behind: each test
 * starts with none.
 */
import {beforeEach} from 'vitest';
import {setUserClock} from '../../src/text/clock.js';
import {setUserDayFirst} from '../../src/text/date-order.js';

beforeEach(() => {
  setUserClock(null);
  setUserDayFirst(null);
});
