/**
 * "Qual delas você já fez?": asked when "já fiz" names no open task, and its answer — "a segunda",
 * "todas", "nenhuma", "sim" (one candidate), or the task's own words ("the car lol. booked a rental at the airport").
 */
import type {Language} from '../../domain/types.js';
import {openTasks, openTasksById, tasksById} from '../../store/task-lifecycle.js';
import type {Store} from '../../store/store.js';
import {firstClause, isNo, isYes, picksAll} from '../../understanding/replies.js';
import {isVagueDone, matchDoneTask, readTaskPhrase, type OpenTask} from '../../text/task-match.js';
import {fold, tokenize} from '../../text/words.js';
import type {Pending} from '../pending.js';
import {say} from '../phrasing.js';
import {ORDINALS} from '../world/lexicon.js';
import {answered, type Ctx, openQuestion, othersOpen, type Stage, step} from './context.js';

/** More words than a pick ("a primeira", "the flights!") and the answer tells more: "…comprei as passagens pra salvador: ida 3 de julho". */
const SHORT_ANSWER_WORDS = 4;

const quoteTask = (t: OpenTask) => `“${t.description}”`;

/** "Qual delas você já fez? 1) …; 2) …" — or, with one candidate, "Você terminou “…”?" — and the question it leaves open. */
function askWhich(tasks: OpenTask[], lang: Language): {reply: string; pending: Pending} {
  const pending: Pending = {kind: 'which-task', ids: tasks.map(t => t.id)};
  if (tasks.length === 1) return {reply: say(lang, `Você terminou ${quoteTask(tasks[0]!)}?`, `Did you finish ${quoteTask(tasks[0]!)}?`), pending};
  const list = tasks.map((t, i) => `${i + 1}) ${t.description}`).join('; ');
  return {reply: say(lang, `Qual delas você já fez? ${list}`, `Which one did you finish? ${list}`), pending};
}

function closedReply(tasks: OpenTask[], lang: Language): string {
  const names = tasks.map(quoteTask).join(', ');
  return tasks.length === 1 ? say(lang, `Feito: ${names} está concluída.`, `Done: ${names} is finished.`) : say(lang, `Feito: ${names} estão concluídas.`, `Done: ${names} are finished.`);
}

/** "já fiz", "done!" with open tasks to choose from: asks which. */
export function askWhichDone(ctx: Ctx, message: string): Stage | null {
  if (!isVagueDone(message)) return null;
  const open = openTasks(ctx.store.db);
  if (!open.length) return null;
  const {reply, pending} = askWhich(open, ctx.lang);
  return {...answered(message, reply), pending: [pending]};
}

/** The answer to "Qual delas você já fez?", when that is the question left open: the tasks it names are closed. */
export function answerWhichTask(ctx: Ctx, message: string): Stage | null {
  const which = openQuestion(ctx, 'which-task');
  if (!which) return null;
  const done = answerWhich(ctx, message, which.ids);
  return done ? {...done, pending: othersOpen(ctx, which)} : null;
}

function answerWhich(ctx: Ctx, message: string, ids: number[]): Stage | null {
  const candidates = openTasksById(ctx.store.db, ids);
  if (!candidates.length) return null;
  const words = tokenize(fold(message).trim());
  const close = (chosen: OpenTask[]): Stage => {
    const more = words.length > SHORT_ANSWER_WORDS;
    const ids = chosen.map(c => c.id);
    return {text: message, reply: closedReply(chosen, ctx.lang), applied: !more, link: [], closed: ids, steps: [step('answer-which-task', {op: 'task-done', ids})]};
  };
  if (picksAll(message)) return close(candidates);
  if (candidates.length === 1 && isYes(message)) return close(candidates);
  if (isNo(message)) return answered(message, say(ctx.lang, 'Tudo bem, nada foi fechado.', 'All right, nothing was closed.'));
  const ordinal = words.map(w => ORDINALS[w]).find(i => i !== undefined);
  if (ordinal !== undefined && candidates[ordinal]) return close([candidates[ordinal]!]);
  const m = matchDoneTask(message, candidates);
  if (m.kind === 'close') return close(candidates.filter(c => c.id === m.id));
  // "the car lol. booked a rental at the airport": an answer to "which one?" names its thing; the one option it shares a word with.
  const said = new Set(readTaskPhrase(firstClause(message)).objects);
  const named = candidates.filter(c => readTaskPhrase(c.description).objects.some(o => said.has(o)));
  if (named.length === 1) return close(named);
  return null;
}

/** "Qual delas você já fez?" over these open tasks, with the pending question that goes with it. */
export function askWhichReply(db: Store['db'], ids: number[], lang: Language): {reply: string; pending: Pending} | null {
  const tasks = openTasksById(db, ids);
  return tasks.length ? askWhich(tasks, lang) : null;
}

/** "Feito: “entregar o relatório” está concluída." for tasks just closed. */
export function closedTasksReply(db: Store['db'], ids: number[], lang: Language): string | null {
  const tasks = tasksById(db, ids);
  return tasks.length ? closedReply(tasks, lang) : null;
}
