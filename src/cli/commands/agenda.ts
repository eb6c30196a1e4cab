import {parseDuration, resolveNow} from '../../config/clock.js';
import {showValue, UsageError} from '../../config/errors.js';
import {agendaBetween, formatAgenda} from '../../agenda/agenda.js';
import {envLanguage, userLanguage} from '../../store/user-language.js';
import {addDays} from '../../time/arithmetic.js';
import {localDay} from '../../time/day.js';
import {parseDayFlag} from '../day-flag.js';
import {parseContext} from '../options.js';
import {printJson, println} from '../output.js';
import {withReminders} from './remind/open.js';
import {rememberListing} from '../../agenda/listing.js';

interface Flags {
  within?: string;
  from?: string;
  context?: string;
  json?: boolean;
  now?: string;
}

/** The longest window asked for at once (ten years): daily recurrences over it still expand quickly. */
const MAX_WITHIN_DAYS = 3660;

/**
 * `magis agenda`: what is coming — scheduled checkups, events (recurrences expanded), birthdays,
 * open tasks due in the window and overdue ones — from `--from` (default today) through
 * `--within` (default 7d) days later, grouped by day in the user's language; `--json` the array.
 * Reads only: a home with no store yet has an empty agenda.
 */
export async function run(flags: Flags): Promise<void> {
  const {days: raw} = parseDuration(flags.within ?? '7d', '--within');
  const days = Math.ceil(raw);
  if (days > MAX_WITHIN_DAYS) throw new UsageError(`Invalid --within ${showValue(flags.within)}: look at most 10 years (3660d) ahead.`);
  const context = parseContext(flags.context);
  const now = resolveNow(flags.now);
  const today = localDay(now);
  const from = flags.from === undefined ? today : parseDayFlag(flags.from, today, '--from');
  const to = addDays(from, days);
  const result = await withReminders(flags, {mustExist: true}, ({db}) => {
    const language = userLanguage(db);
    const items = agendaBetween(db, {from, to, now, context, language});
    // The numbers this listing prints are what `agenda move|cancel N` will mean (agenda-edit.ts).
    if (!flags.json) rememberListing(db, {from, days, context: context ?? null, items});
    return {language, items};
  });
  const items = result?.items ?? [];
  if (flags.json) return printJson(items);
  const language = result?.language ?? envLanguage();
  for (const l of formatAgenda(items, {today, from, days, language, numbered: true})) println(l);
}
