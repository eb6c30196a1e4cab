import {writeTx} from '../../../store/db.js';
import {journaled} from '../../../store/journal.js';
import type {Command} from 'commander';
import {localDay} from '../../../time/day.js';
import {UsageError, showValue} from '../../../config/errors.js';
import {parseKind, reminderPlan} from '../../../reminders/index.js';
import {parseIntIn} from '../../options.js';
import {printJson, println} from '../../output.js';
import {insertCheckup} from '../../../store/checkups.js';
import {parseDay, parseTime, resolvePerson} from './checkup-args.js';
import {withParentFlags, withReminders} from './open.js';
import {cliLanguage, cliStrings} from '../../strings.js';
import {kindWords} from '../../../text/kind-words.js';
import {clockText} from '../../../text/clock.js';

interface Flags {
  person?: string;
  status?: string;
  date?: string;
  time?: string;
  every?: string;
  json?: boolean;
  now?: string;
}

const STATUSES = ['needed', 'scheduled', 'done'] as const;

/** `magis remind add KIND`: record a checkup event by hand (the chat records them from conversation). */
export async function run(kindArg: string, localFlags: Flags, cmd?: Command): Promise<void> {
  const flags = withParentFlags(localFlags, cmd);
  const kind = parseKind(kindArg);
  const status = (flags.status ?? 'done').trim().toLowerCase();
  if (!(STATUSES as readonly string[]).includes(status)) throw new UsageError(cliStrings().badStatus(showValue(flags.status)));
  const time = parseTime(flags.time);
  const everyMonths = flags.every === undefined ? null : parseIntIn(flags.every, '--every (months)', 1, 120);
  if (status === 'scheduled' && flags.date === undefined) throw new UsageError(cliStrings().needsDate);
  await withReminders(flags, {mustExist: false}, ({db, now, config}) => {
    const t = cliStrings();
    const lang = cliLanguage();
    const today = localDay(now);
    const date = parseDay(flags.date, status === 'done' ? today : null);
    if (status === 'done' && date! > today) throw new UsageError(t.doneInFuture(showValue(flags.date), today));
    const at = now.toISOString();
    const res = journaled(db, 'cli', at, () =>
      writeTx(db, () => {
        const entityId = resolvePerson(db, flags.person, {create: true, at});
        return {entityId, ...insertCheckup(db, {entityId, kind, status, date, time, everyMonths, at})};
      }),
    );
    const person = flags.person?.trim() && res.entityId !== null ? flags.person.trim() : 'user';
    const next = reminderPlan(db, now, {config}).candidates.find(c => c.kind === kind && c.person.toLowerCase() === person.toLowerCase());
    if (flags.json) {
      printJson({id: res.id, added: res.added, person, kind, status, date, time, everyMonths, nextDue: next?.dueDate ?? null});
      return;
    }
    const state = lang === 'pt' ? {needed: 'precisa', scheduled: 'marcado', done: 'feito'}[status] : status;
    const noun = kindWords(kind, lang).noun;
    // The hour on the user's clock, as remind and agenda write it.
    const what = `${noun}${person === 'user' ? '' : ` (${person})`}, ${state}${date ? ` ${lang === 'pt' ? date.split('-').reverse().join('/') : date}` : ''}${time ? ` ${clockText(time, lang)}` : ''}`;
    println(res.added ? t.recorded(what, res.id) : t.alreadyRecorded(what, res.id));
    if (next) println(t.nextReminder(next.dueDate));
  });
}
