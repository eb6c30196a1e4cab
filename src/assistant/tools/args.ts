import {parseUserDate} from '../../config/clock.js';
import {localDay} from '../../time/day.js';

/** A day argument (ISO date or date-time) as the user's local YYYY-MM-DD, refused by name when it does not exist. */
export const dayArg = (value: string, what: string): string => localDay(parseUserDate(value, what));
