import type {Command} from 'commander';
import {localDay} from '../../../time/day.js';
import {UsageError, showValue} from '../../../config/errors.js';
import {acknowledgeItem, parseKind, reminderPlan} from '../../../reminders/index.js';
import {type DB, writeTx} from '../../../store/db.js';
import {printJson, println} from '../../output.js';
import {insertCheckup, parseDay, resolvePerson} from './checkup-args.js';
import {withParentFlags, withReminders} from './open.js';

interface Flags {person?: string; date?: string; json?: boolean; now?: string}

/** A due item's id as `magis remind --json` prints it: "dentist-due-20260912", "eye_exam-p7-need-20260312", "task-12". */
const ITEM_ID = /^([a-z_]+)(?:-p(\d+))?-(need|due|appt)-\d{8}$/;
const TASK_ID = /^task-(\d+)$/;

/**
 * `magis remind done KIND [--person NAME] [--date D]` records a visit, which ends the current
 * reminder and starts the next interval. Also accepts an item id from `magis remind --json`
 * (a task's id closes the task).
 */
export async function run(arg: string, localFlags: Flags, cmd?: Command): Promise<void> {
  const flags = withParentFlags(localFlags, cmd);
  const value = arg.trim();
  const task = TASK_ID.exec(value);
  const item = ITEM_ID.exec(value);
  const kind = task ? 'task' : item ? parseKind(item[1]!) : parseKind(value);
  await withReminders(flags, {mustExist: false}, ({db, now, config}) => {
    if (task) return closeTask(db, Number(task[1]), value, now, flags);
    const today = localDay(now);
    const date = parseDay(flags.date, today)!;
    if (date > today) throw new UsageError(`Invalid --date ${showValue(flags.date)}: a checkup is done on or before today (${today}).`);
    const at = now.toISOString();
    const entityId = item?.[2] ? Number(item[2]) : resolvePerson(db, flags.person, {create: false, at});
    if (entityId !== null && !db.prepare("SELECT 1 FROM entities WHERE id = ? AND kind = 'person'").get(entityId)) {
      throw new UsageError(`No reminder ${showValue(value)}: see the ids with "magis remind --json".`);
    }
    const person = entityId === null ? 'user' : (db.prepare('SELECT name FROM entities WHERE id = ?').pluck().get(entityId) as string);
    const before = reminderPlan(db, now, {config}).candidates.filter(i => i.kind === kind && i.person === person);
    const res = writeTx(db, () => {
      const r = insertCheckup(db, {entityId, kind, status: 'done', date, time: null, everyMonths: null, at});
      for (const i of before) acknowledgeItem(db, i.id, now);
      return r;
    });
    const next = reminderPlan(db, now, {config}).candidates.find(c => c.kind === kind && c.person === person);
    if (flags.json) {
      printJson({id: res.id, added: res.added, person, kind, date, acknowledged: before.map(i => i.id), nextDue: next?.dueDate ?? null});
      return;
    }
    println(`Done: ${kind}${person === 'user' ? '' : ` for ${person}`} on ${date}.${next ? ` Next reminder: ${next.dueDate}.` : ''}`);
  });
}

function closeTask(db: DB, id: number, itemId: string, now: Date, flags: Flags): void {
  const info = db.prepare("UPDATE tasks SET status = 'done', done_at = ? WHERE id = ? AND status = 'open'").run(now.toISOString(), id);
  if (info.changes === 0) throw new UsageError(`No open task ${showValue(itemId)}: see the ids with "magis remind --json".`);
  acknowledgeItem(db, itemId, now);
  if (flags.json) printJson({task: id, status: 'done'});
  else println(`Done: task #${id}.`);
}
