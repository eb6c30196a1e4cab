/**
 * `magis timeline [--from D] [--to D] [--person NAME] [--context C] [--json]`: what happened, week
 * by week — visits, events, tasks done, birthdays, the week's most important memories — with the
 * people in them; `--person` one person's history. Reads only; a home with no store has an empty
 * timeline.
 */
import {resolveNow} from '../../config/clock.js';
import {inUserLanguage, showValue, UsageError} from '../../config/errors.js';
import {say} from '../../assistant/phrasing.js';
import {buildTimeline, weekStart, type TimelineWeek} from '../../agenda/timeline.js';
import type {Language} from '../../domain/types.js';
import {addDays, daysBetween} from '../../time/arithmetic.js';
import {petNamed, timelineRows, type TimelinePerson} from '../../store/timeline.js';
import {envLanguage, userLanguage} from '../../store/user-language.js';
import {localDay, startOfLocalDay} from '../../time/day.js';
import {parseDayFlag} from '../day-flag.js';
import {parseContext} from '../options.js';
import {printJson, println} from '../output.js';
import {resolvePerson} from './people-resolve.js';
import {formatTimeline, personSummary, shortDay} from './timeline-format.js';
import {withReminders} from './remind/open.js';

interface Flags {
  from?: string;
  to?: string;
  person?: string;
  context?: string;
  json?: boolean;
  now?: string;
}

/** The longest window at once (five years): a daily recurrence over it is still a quick expansion. */
const MAX_DAYS = 1830;
/** Memories shown per week, the most important first. */
const PER_WEEK = 3;
/** Weeks shown by default: the last 4, or 12 for one person's history. */
const DEFAULT_WEEKS = 4;
const PERSON_WEEKS = 12;

/** The window: --from / --to as given, else the last weeks up to today (whole ISO weeks back from today's). */
export function timelineWindow(flags: Pick<Flags, 'from' | 'to' | 'person'>, today: string): {from: string; to: string} {
  const weeks = flags.person === undefined ? DEFAULT_WEEKS : PERSON_WEEKS;
  const given = flags.to === undefined ? undefined : parseDayFlag(flags.to, today, '--to');
  const from = flags.from === undefined ? addDays(weekStart(given ?? today), -7 * (weeks - 1)) : parseDayFlag(flags.from, today, '--from');
  // A --from ahead of today with no --to looks forward the same number of weeks.
  const end = given ?? (from > today ? addDays(from, 7 * weeks - 1) : today);
  if (from > end)
    throw new UsageError(
      inUserLanguage(
        `Período inválido: --from ${showValue(flags.from)} é depois de --to ${showValue(flags.to ?? today)}.`,
        `Invalid window: --from ${showValue(flags.from)} is after --to ${showValue(flags.to ?? today)}.`,
      ),
    );
  if (daysBetween(from, end) > MAX_DAYS)
    throw new UsageError(inUserLanguage(`Período inválido de ${from} a ${end}: mostre no máximo 5 anos de uma vez.`, `Invalid window ${from} to ${end}: show at most 5 years at once.`));
  return {from, to: end};
}

export async function run(flags: Flags): Promise<void> {
  const context = parseContext(flags.context);
  if (flags.person !== undefined && !flags.person.trim()) throw new UsageError(inUserLanguage('Dê um nome a --person, por exemplo --person Bia.', 'Give --person a name, e.g. --person Bia.'));
  const now = resolveNow(flags.now);
  const today = localDay(now);
  const {from, to} = timelineWindow(flags, today);
  const result = await withReminders(flags, {mustExist: true}, ({db}) => {
    const language = userLanguage(db);
    // An animal's name is its history of care ("Rex: vacina 18/11, veterinário 20/11"); anyone else is a person.
    const pet = flags.person === undefined ? null : petNamed(db, flags.person);
    const person = flags.person === undefined || pet ? undefined : resolvePerson(db, flags.person, language);
    const rows = timelineRows(db, {
      from,
      to,
      fromInstant: startOfLocalDay(from).toISOString(),
      untilInstant: startOfLocalDay(addDays(to, 1)).toISOString(),
      personId: person?.id,
      petOnly: pet !== null,
      context,
      perWeek: PER_WEEK,
    });
    const who = pet ?? person?.name ?? null;
    return {language, who, people: rows.people, weeks: buildTimeline(rows, {from, to, context, personId: person?.id, pet: pet ?? undefined, language})};
  });
  if (!result && flags.person !== undefined) {
    const lang = envLanguage();
    // No store yet: nobody is known, as resolvePerson says it.
    throw new UsageError(
      say(lang, `Ninguém chamado ${showValue(flags.person)} ainda. "magis people" mostra quem o magis conhece.`, `Nobody called ${showValue(flags.person)} yet. "magis people" lists who magis knows.`),
    );
  }
  const weeks: TimelineWeek[] = result?.weeks ?? buildTimeline({people: [], checkups: [], events: [], birthdays: [], doneTasks: [], memories: []}, {from, to, language: 'pt'});
  if (flags.json) {
    return printJson({
      from,
      to,
      person: result?.who ?? null,
      context: context ?? null,
      weeks: weeks.map(w => ({week: w.week, items: w.items.map(({entityId: _e, ...i}) => i), memories: w.memories})),
    });
  }
  const language: Language = result?.language ?? envLanguage();
  const people: TimelinePerson[] = result?.people ?? [];
  const o = {language, year: to.slice(0, 4), width: process.stdout.columns || 100, people};
  const lines = formatTimeline(weeks, o);
  if (result?.who) println(personSummary(result.who, weeks, o));
  if (!lines.length) {
    if (!result?.who)
      println(
        say(
          language,
          `Nada registrado de ${shortDay(from, language, o.year)} a ${shortDay(to, language, o.year)}.`,
          `Nothing recorded from ${shortDay(from, language, o.year)} to ${shortDay(to, language, o.year)}.`,
        ),
      );
    return;
  }
  if (result?.who) println('');
  for (const l of lines) println(l);
}
