import type {Command} from 'commander';
import {localDay} from '../../../time/day.js';
import {UsageError, showValue} from '../../../config/errors.js';
import {acknowledgeItem, dueItems, parseKind, reminderPlan, type DueItem} from '../../../reminders/index.js';
import {insertCheckup, personNameById} from '../../../store/checkups.js';
import {type DB, writeTx} from '../../../store/db.js';
import {getEvent, setEventStatus} from '../../../store/events.js';
import {closeTask} from '../../../store/tasks.js';
import {printJson, println} from '../../output.js';
import {parseDay, resolvePerson} from './checkup-args.js';
import {withParentFlags, withReminders, type RemindContext} from './open.js';

interface Flags {person?: string; date?: string; json?: boolean; now?: string}

/** A checkup item's id as `magis remind --json` prints it: "dentist-due-20260912", "eye_exam-p7-need-20260312", "dentist-followup-20260417". */
const CHECKUP_ITEM = /^([a-z_]+)(?:-p(\d+))?-(need|due|appt|followup)-(\d{4})(\d{2})(\d{2})$/;
/** An event's occurrence or its follow-up: "event-12-20261203", "event-12-followup-20261203"; a birthday: "birthday-p3-20261203". */
const EVENT_ITEM = /^(?:event-(\d+)(?:-followup)?|birthday-p(\d+))-\d{8}$/;
const TASK_ID = /^task-(\d+)$/;
/** Event kinds one can acknowledge by name ("other" is a checkup kind's name too, and stays that). */
const EVENT_KINDS = new Set(['meeting', 'call', 'deadline', 'class', 'trip', 'social', 'birthday', 'anniversary']);

/**
 * `magis remind done KIND [--person NAME] [--date D]` records a checkup visit, which ends the
 * current reminder and starts the next interval. Also accepts an item id from `magis remind --json`:
 * a task's id closes the task; an event's or birthday's id acknowledges it (a one-off event is then
 * done); an event kind ("meeting") acknowledges what is due of that kind.
 */
export async function run(arg: string, localFlags: Flags, cmd?: Command): Promise<void> {
  const flags = withParentFlags(localFlags, cmd);
  const value = arg.trim();
  const task = TASK_ID.exec(value);
  const event = EVENT_ITEM.exec(value);
  const eventKind = EVENT_KINDS.has(value.toLowerCase()) ? value.toLowerCase() : null;
  const item = CHECKUP_ITEM.exec(value);
  const kind = task || event || eventKind ? null : item ? parseKind(item[1]!) : parseKind(value);
  await withReminders(flags, {mustExist: false}, ctx => {
    if (task) return doneTask(ctx.db, Number(task[1]), value, ctx.now, flags);
    if (event) return doneEvents(ctx, [value], value, flags);
    if (eventKind) return doneEvents(ctx, dueItems(ctx.db, ctx.now, {config: ctx.config}).filter(i => i.kind === eventKind).map(i => i.id), value, flags);
    return doneCheckup(ctx, kind!, item, value, flags);
  });
}

function doneCheckup({db, now, config}: RemindContext, kind: string, item: RegExpExecArray | null, value: string, flags: Flags): void {
  const today = localDay(now);
  // A follow-up ("how did it go?") is about the booked day: that is when it was done.
  const bookedDay = item && (item[3] === 'followup' || item[3] === 'appt') ? `${item[4]}-${item[5]}-${item[6]}` : null;
  const date = parseDay(flags.date, bookedDay && bookedDay <= today ? bookedDay : today)!;
  if (date > today) throw new UsageError(`Invalid --date ${showValue(flags.date)}: a checkup is done on or before today (${today}).`);
  const at = now.toISOString();
  const entityId = item?.[2] ? Number(item[2]) : resolvePerson(db, flags.person, {create: false, at});
  const name = entityId === null ? 'user' : personNameById(db, entityId);
  if (name === undefined) throw new UsageError(`No reminder ${showValue(value)}: see the ids with "magis remind --json".`);
  const before = reminderPlan(db, now, {config}).candidates.filter(i => i.kind === kind && i.person === name);
  const res = writeTx(db, () => {
    const r = insertCheckup(db, {entityId, kind, status: 'done', date, time: null, everyMonths: null, at});
    for (const i of before) acknowledgeItem(db, i.id, now);
    return r;
  });
  const next = reminderPlan(db, now, {config}).candidates.find(c => c.kind === kind && c.person === name);
  if (flags.json) {
    printJson({id: res.id, added: res.added, person: name, kind, date, acknowledged: before.map(i => i.id), nextDue: next?.dueDate ?? null});
    return;
  }
  println(`Done: ${kind}${name === 'user' ? '' : ` for ${name}`} on ${date}.${next ? ` Next reminder: ${next.dueDate}.` : ''}`);
}

/** Acknowledges event and birthday items by id; a one-off event's occurrence done means the event is done. */
function doneEvents({db, now, config}: RemindContext, ids: string[], value: string, flags: Flags): void {
  const known = new Map<string, DueItem>(reminderPlan(db, now, {config}).candidates.map(c => [c.id, c]));
  const found = ids.filter(id => known.has(id));
  if (!found.length) {
    throw new UsageError(ids.length ? `No reminder ${showValue(value)}: see the ids with "magis remind --json".` : `Nothing of kind ${showValue(value)} is due: see "magis remind".`);
  }
  const closed: number[] = [];
  writeTx(db, () => {
    for (const id of found) {
      acknowledgeItem(db, id, now);
      const eventId = /^event-(\d+)-/.exec(id)?.[1];
      const row = eventId ? getEvent(db, Number(eventId)) : undefined;
      if (row && !row.rrule && setEventStatus(db, row.id, 'done', now.toISOString())) closed.push(row.id);
    }
  });
  if (flags.json) return printJson({acknowledged: found, eventsDone: closed});
  for (const id of found) println(`Done: ${known.get(id)!.description ?? known.get(id)!.kind} [${id}].`);
}

function doneTask(db: DB, id: number, itemId: string, now: Date, flags: Flags): void {
  const outcome = writeTx(db, () => {
    const r = closeTask(db, id, now.toISOString());
    if (r === 'closed') acknowledgeItem(db, itemId, now);
    return r;
  });
  if (outcome !== 'closed') throw new UsageError(`No open task ${showValue(itemId)}: see the ids with "magis remind --json".`);
  if (flags.json) printJson({task: id, status: 'done'});
  else println(`Done: task #${id}.`);
}
