import {parseUserDate} from '../config/clock.js';
import {inUserLanguage, showValue, UsageError} from '../config/errors.js';
import {addDays} from '../time/arithmetic.js';
import {fold} from '../text/words.js';
import {localDay} from '../time/day.js';

const RELATIVE: Record<string, number> = {hoje: 0, today: 0, amanha: 1, tomorrow: 1, ontem: -1, yesterday: -1};

/**
 * A day flag (`--due`, `--from`) as the user's local YYYY-MM-DD: an ISO date (or date-time), or
 * today / tomorrow / yesterday in Portuguese or English. Anything else is a usage error naming the flag.
 */
export function parseDayFlag(value: string, today: string, flag: string): string {
  const shift = RELATIVE[fold(value).trim()];
  if (shift !== undefined) return addDays(today, shift);
  try {
    return localDay(parseUserDate(value, flag));
  } catch {
    throw new UsageError(
      inUserLanguage(`${flag} inválido ${showValue(value)}: use uma data como 2026-11-21, ou hoje/amanhã.`, `Invalid ${flag} ${showValue(value)}: use a date like 2026-11-21, or today/tomorrow.`),
    );
  }
}
