/**
 * "me lembra amanhã" after "Preciso renovar o passaporte": the task the last message made is due the
 * day asked for.
 */
import {lastFacts} from '../../store/dialogue-state.js';
import {asksToRemindOn} from '../../understanding/replies.js';
import {answered, type Ctx, daySaid, type Stage, step, willRemind} from './context.js';

export function remindLastTask(ctx: Ctx, message: string): Stage | null {
  if (!asksToRemindOn(message)) return null;
  const task = lastFacts(ctx.store.db, ctx.conversationId, ctx.messageId)?.tasks.at(-1);
  if (!task) return null;
  const due = daySaid(ctx, message);
  if (!due) return null;
  return answered(message, willRemind(ctx, due, task.description), [], [step('remind-last-task', {op: 'task-due', id: task.id, due})]);
}
