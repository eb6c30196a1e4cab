import type {Command} from 'commander';
import {inUserLanguage, showValue, UsageError} from '../../config/errors.js';
import {messageArg} from '../options.js';
import {envLanguage, userLanguage} from '../../store/user-language.js';
import {noTasks, taskLine} from '../../agenda/task-format.js';
import {writeTx} from '../../store/db.js';
import {journaled} from '../../store/journal.js';
import {addTask, closeTask, getTask, listTasks} from '../../store/tasks.js';
import {localDay} from '../../time/day.js';
import {parseDayFlag} from '../day-flag.js';
import {dim, printJson, println} from '../output.js';
import {withParentFlags, withReminders} from './remind/open.js';

interface Flags {
  all?: boolean;
  json?: boolean;
  now?: string;
  due?: string;
}

/** `magis tasks [--all] [--json]`: open tasks (with --all, done ones too). */
export async function run(flags: Flags): Promise<void> {
  const result = await withReminders(flags, {mustExist: true}, ({db, now}) => ({tasks: listTasks(db, {all: flags.all}), language: userLanguage(db), now}));
  const tasks = result?.tasks ?? [];
  if (flags.json) return printJson(tasks);
  const lang = result?.language ?? envLanguage();
  if (!tasks.length) return println(noTasks(lang));
  const today = localDay(result!.now);
  for (const t of tasks) println(taskLine(t, lang, today));
}

/** `magis tasks add "TEXT" [--due D]`. */
export async function add(text: string, localFlags: Flags, cmd?: Command): Promise<void> {
  const flags = withParentFlags(localFlags, cmd);
  // "-" reads the text from standard input, like ask and memories add.
  const description = (text === '-' ? await messageArg(text) : text).replace(/\s+/g, ' ').trim();
  if (!description)
    throw new UsageError(
      inUserLanguage('Diga o texto da tarefa, ex.: magis tasks add "renovar a cnh" --due 2026-05-15.', 'Give the task\'s text, e.g. magis tasks add "renew the passport" --due 2026-05-15.'),
    );
  await withReminders(flags, {mustExist: false}, ({db, now}) => {
    const due = flags.due === undefined ? null : parseDayFlag(flags.due, localDay(now), '--due');
    // One batch of the journal: `undo` takes the task back, never an older edit instead.
    const task = journaled(db, 'cli', now.toISOString(), () => writeTx(db, () => addTask(db, {description, due, at: now.toISOString()})));
    if (flags.json) return printJson(task);
    const lang = userLanguage(db);
    println(
      lang === 'pt'
        ? `Tarefa #${task.id} anotada: ${taskLine(task, lang, localDay(now)).replace(/^• #\d+ /, '')}`
        : `Task #${task.id} added: ${taskLine(task, lang, localDay(now)).replace(/^• #\d+ /, '')}`,
    );
  });
}

/** `magis tasks done ID` ("12", "#12" or "task-12"). */
export async function done(idArg: string, localFlags: Flags, cmd?: Command): Promise<void> {
  const flags = withParentFlags(localFlags, cmd);
  const m = /^(?:#|task-)?(\d{1,15})$/i.exec(idArg.trim());
  if (!m)
    throw new UsageError(
      inUserLanguage(`Id de tarefa inválido ${showValue(idArg)}: use o número que "magis tasks" mostra, como 3.`, `Invalid task id ${showValue(idArg)}: use the number "magis tasks" shows, like 3.`),
    );
  const id = Number(m[1]);
  const result = await withReminders(flags, {mustExist: true}, ({db, now}) => {
    const outcome = journaled(db, 'cli', now.toISOString(), () => writeTx(db, () => closeTask(db, id, now.toISOString())));
    return {outcome, task: getTask(db, id), language: userLanguage(db)};
  });
  if (!result || result.outcome === 'missing') throw new UsageError(inUserLanguage(`Nenhuma tarefa #${id}: veja os ids com "magis tasks".`, `No task #${id}: see the ids with "magis tasks".`));
  if (flags.json) return printJson(result.task);
  const pt = result.language === 'pt';
  const what = result.task!.description;
  if (result.outcome === 'already') println(pt ? `A tarefa #${id} já estava concluída: ${what}.` : `Task #${id} was already done: ${what}.`);
  else println(`${pt ? 'Feito' : 'Done'}: #${id} ${what} ${dim('✓')}`);
}
