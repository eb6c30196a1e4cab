/**
 * "esqueci, a revisão é na terça" after "tenho q levar o carro na revisão semana q vem": the one
 * open task whose words the subject names is due that day.
 */
import {openTasks} from '../../store/task-lifecycle.js';
import {readTaskWhen} from '../../understanding/replies.js';
import {matchDoneTask} from '../../text/task-match.js';
import {formatDay, say} from '../phrasing.js';
import {answered, type Ctx, dayAhead, type Stage, step} from './context.js';

export function retimeTask(ctx: Ctx, message: string): Stage | null {
  const said = readTaskWhen(message);
  if (!said) return null;
  const open = openTasks(ctx.store.db);
  const hit = matchDoneTask(said.subject, open);
  if (hit.kind !== 'close') return null;
  const when = dayAhead(ctx, said.when);
  if (!when) return null;
  const task = open.find(t => t.id === hit.id)!;
  return answered(
    message,
    say(ctx.lang, `Corrigido: ${task.description} até ${formatDay(when.date, 'pt')}.`, `Fixed: ${task.description} by ${formatDay(when.date, 'en')}.`),
    [],
    [step('retime-task', {op: 'task-due', id: task.id, due: when.date})],
  );
}
