import type {Command} from 'commander';
import {localDay} from '../../../time/day.js';
import {UsageError, showValue} from '../../../config/errors.js';
import {acknowledgeItem, dueItems, parseKind, reminderPlan, type DueItem} from '../../../reminders/index.js';
import {kindWords} from '../../../text/kind-words.js';
import {addDays} from '../../../time/arithmetic.js';
import {insertCheckup, personNameById} from '../../../store/checkups.js';
import {type DB, writeTx} from '../../../store/db.js';
import {journaled} from '../../../store/journal.js';
import {getEvent, setEventStatus} from '../../../store/events.js';
import {closeTask} from '../../../store/tasks.js';
import type {Language} from '../../../domain/types.js';
import {printJson, println} from '../../output.js';
import {cliLanguage, cliStrings} from '../../strings.js';
import {parseDay, resolvePerson} from './checkup-args.js';
import {withParentFlags, withReminders, type RemindContext} from './open.js';
import {resolveItemArg} from './item-ref.js';

interface Flags {
  person?: string;
  date?: string;
  json?: boolean;
  now?: string;
}

/** A checkup item's id as `magis remind --json` prints it: "dentist-due-20260912", "eye_exam-p7-need-20260312", "dentist-followup-20260417". */
const CHECKUP_ITEM = /^([a-z_]+)(?:-p(\d+))?-(need|due|appt|before|followup)-(\d{4})(\d{2})(\d{2})$/;
/** An event's occurrence, its day before or its follow-up: "event-12-20261203", "event-12-before-20261203", "event-12-followup-20261203"; a birthday: "birthday-p3-20261203". */
const EVENT_ITEM = /^(?:event-(\d+)(?:-followup|-before)?|birthday-p(\d+)(?:-before)?)-\d{8}$/;
const TASK_ID = /^task-(\d+)(?:-today)?$/;
/** Event kinds one can acknowledge by name ("other" is a checkup kind's name too, and stays that). */
const EVENT_KINDS = new Set(['meeting', 'call', 'deadline', 'class', 'trip', 'social', 'birthday', 'anniversary']);

/**
 * `magis remind done N|ID|KIND [--person NAME] [--date D]`. N is the number a printed line carried,
 * ID an item id from `--json`. What "done" means depends on what the reminder said:
 * - a booking whose day has come ("Hoje…", "Como foi…?"): the visit happened on the booked day;
 * - a need or a "time to book" line (no visit implied): that reminder is acknowledged and quiet,
 *   and nothing is recorded as visited — unless --date says when the visit was;
 * - a "tomorrow" line: that notice is acknowledged (the day-of one still comes);
 * - a KIND with nothing of it due (or only an interval): a visit today (or --date) is recorded;
 * - a task's id closes the task; an event's acknowledges it (a one-off event is then done); an
 *   event kind ("meeting") acknowledges what is due of that kind.
 */
export async function run(arg: string, localFlags: Flags, cmd?: Command): Promise<void> {
  const flags = withParentFlags(localFlags, cmd);
  // What it closes or records is one batch of the journal: `undo` takes it back.
  await withReminders(flags, {mustExist: false}, ctx => journaled(ctx.db, 'cli', ctx.now.toISOString(), () => doneItem(ctx, arg, flags)));
}

function doneItem(ctx: RemindContext, arg: string, flags: Flags): void {
  const value = resolveItemArg(ctx, arg.trim());
  const task = TASK_ID.exec(value);
  if (task) return doneTask(ctx.db, Number(task[1]), value, ctx.now, flags);
  if (EVENT_ITEM.test(value)) return doneEvents(ctx, [value], value, flags);
  const eventKind = EVENT_KINDS.has(value.toLowerCase()) ? value.toLowerCase() : null;
  if (eventKind)
    return doneEvents(
      ctx,
      dueItems(ctx.db, ctx.now, {config: ctx.config})
        .filter(i => i.kind === eventKind)
        .map(i => i.id),
      value,
      flags,
    );
  const item = CHECKUP_ITEM.exec(value);
  return doneCheckup(ctx, item ? parseKind(item[1]!) : parseKind(value), item, value, flags);
}

/** "dentista (Bia)" / "dentist visit (Bia)" — what a confirmation names. */
function checkupWhat(kind: string, name: string, lang: Language): string {
  const noun = kindWords(kind, lang).noun;
  return name === 'user' ? noun : `${noun} (${name})`;
}

function doneCheckup({db, now, config}: RemindContext, kind: string, item: RegExpExecArray | null, value: string, flags: Flags): void {
  const t = cliStrings();
  const lang = cliLanguage();
  const today = localDay(now);
  const at = now.toISOString();
  const entityId = item ? (item[2] ? Number(item[2]) : null) : resolvePerson(db, flags.person, {create: false, at});
  const name = entityId === null ? 'user' : personNameById(db, entityId);
  if (name === undefined) throw new UsageError(t.noReminder(showValue(value)));
  const candidates = reminderPlan(db, now, {config, language: lang}).candidates.filter(i => i.kind === kind && i.person === name);
  if (item && !candidates.some(c => c.id === value)) throw new UsageError(t.noReminder(showValue(value)));
  const current = item ? candidates.find(c => c.id === value)! : candidates[0];
  const phase = current ? /-(need|due|appt|before|followup)-\d{8}$/.exec(current.id)?.[1] : undefined;
  const what = checkupWhat(kind, name, lang);

  // A booking still ahead (beyond tomorrow's notice) is not done yet.
  if (flags.date === undefined && current && phase === 'before' && current.dueDate > addDays(today, 1)) throw new UsageError(t.bookingAhead(what, current.dueDate));
  // A reminder that implies no visit: acknowledge it, record nothing (unless --date says when it was).
  const noVisit = flags.date === undefined && current && (phase === 'need' || phase === 'before' || (item !== null && phase === 'due'));
  if (noVisit) {
    acknowledgeItem(db, current.id, now);
    if (flags.json) return printJson({acknowledged: [current.id], recorded: null, person: name, kind});
    if (phase === 'before') return println(t.noticeAcknowledged(current.message || what));
    const hint =
      lang === 'pt'
        ? `Quando marcar ou for, me conte (ou: magis remind done ${kind}${name === 'user' ? '' : ` --person ${name}`} --date AAAA-MM-DD).`
        : `When it is booked or done, tell me (or: magis remind done ${kind}${name === 'user' ? '' : ` --person ${name}`} --date YYYY-MM-DD).`;
    return println(t.needAcknowledged(what, hint));
  }
  // A follow-up ("how did it go?") or today's booking is about the booked day: that is when it was done.
  const bookedDay = current && (phase === 'followup' || phase === 'appt') ? current.dueDate : null;
  const date = parseDay(flags.date, bookedDay && bookedDay <= today ? bookedDay : today)!;
  if (date > today) throw new UsageError(t.doneNotAfterToday(showValue(flags.date), today));
  const res = writeTx(db, () => {
    const r = insertCheckup(db, {entityId, kind, status: 'done', date, time: null, everyMonths: null, at});
    for (const i of candidates) acknowledgeItem(db, i.id, now);
    return r;
  });
  const next = reminderPlan(db, now, {config}).candidates.find(c => c.kind === kind && c.person === name);
  if (flags.json) {
    printJson({id: res.id, added: res.added, person: name, kind, date, acknowledged: candidates.map(i => i.id), nextDue: next?.dueDate ?? null});
    return;
  }
  println(`${t.visitDone(what, date)}${next ? ` ${t.nextReminder(next.dueDate)}` : ''}`);
}

/** Acknowledges event and birthday items by id; a one-off event's occurrence (not its day-before notice) done means the event is done. */
function doneEvents({db, now, config}: RemindContext, ids: string[], value: string, flags: Flags): void {
  const t = cliStrings();
  const known = new Map<string, DueItem>(reminderPlan(db, now, {config, language: cliLanguage()}).candidates.map(c => [c.id, c]));
  const found = ids.filter(id => known.has(id));
  if (!found.length) throw new UsageError(ids.length ? t.noReminder(showValue(value)) : t.nothingOfKind(showValue(value)));
  const closed: number[] = [];
  writeTx(db, () => {
    for (const id of found) {
      acknowledgeItem(db, id, now);
      if (/-before-\d{8}$/.test(id)) continue;
      const eventId = /^event-(\d+)-/.exec(id)?.[1];
      const row = eventId ? getEvent(db, Number(eventId)) : undefined;
      if (row && !row.rrule && setEventStatus(db, row.id, 'done', now.toISOString())) closed.push(row.id);
    }
  });
  if (flags.json) return printJson({acknowledged: found, eventsDone: closed});
  for (const id of found) println(t.noticeAcknowledged(known.get(id)!.description ?? known.get(id)!.message));
}

function doneTask(db: DB, id: number, itemId: string, now: Date, flags: Flags): void {
  const outcome = writeTx(db, () => {
    const r = closeTask(db, id, now.toISOString());
    if (r === 'closed') acknowledgeItem(db, itemId, now);
    return r;
  });
  if (outcome !== 'closed') throw new UsageError(cliStrings().noOpenTask(showValue(itemId)));
  if (flags.json) printJson({task: id, status: 'done', acknowledged: [itemId]});
  else println(cliStrings().taskDone(id));
}
