/** "quais são minhas tarefas?", "what do I need to do?": the open tasks, soonest due first. */
import {localDay} from '../../time/day.js';
import {openTasks} from '../../store/task-list.js';
import {listTasks} from '../../store/tasks.js';
import {matchDoneTask} from '../../text/task-match.js';
import {say} from '../phrasing.js';
import {shortDate} from './say-days.js';
import {answer, type Answer, type AnswerContext} from './types.js';
import {joinList} from '../../text/phrases.js';
import {QUESTION_TAGS} from '../../understanding/replies.js';

/** Beyond this many tasks a sentence is a wall: the rest are counted. */
const MAX_TASKS = 6;

export function answerTasks(ctx: AnswerContext): Answer {
  const {lang, now} = ctx;
  const tasks = openTasks(ctx.db);
  if (!tasks.length)
    return answer(say(lang, 'Nenhuma tarefa aberta agora — quando precisar fazer algo, me diga e eu anoto.', "No open tasks right now — tell me when you need to do something and I'll note it."));
  const today = localDay(now);
  const parts = tasks.slice(0, MAX_TASKS).map(t => {
    if (!t.due) return t.description;
    const due = t.due.slice(0, 10);
    return due < today
      ? say(lang, `${t.description} (atrasada, era até ${shortDate(due, now, lang)})`, `${t.description} (overdue since ${shortDate(due, now, lang)})`)
      : `${t.description} (${say(lang, 'até', 'by')} ${due === today ? say(lang, 'hoje', 'today') : shortDate(due, now, lang)})`;
  });
  if (tasks.length > MAX_TASKS) parts.push(say(lang, `mais ${tasks.length - MAX_TASKS}`, `${tasks.length - MAX_TASKS} more`));
  const head = tasks.length === 1 ? say(lang, 'Sua tarefa aberta: ', 'Your open task: ') : say(lang, `Suas ${tasks.length} tarefas abertas: `, `Your ${tasks.length} open tasks: `);
  return answer(`${head}${joinList(parts, lang)}.`);
}

/**
 * "já paguei o ipva?": the to-do it names, open or done — "Ainda não: pagar o IPVA vence em 13/11."
 * / "Sim, em 10/11: pagar o IPVA." — matched by object words as a done statement would be.
 */
export function answerDone(ctx: AnswerContext, topic: string): Answer | null {
  const {lang, now} = ctx;
  const all = listTasks(ctx.db, {all: true});
  const hit = matchDoneTask(
    topic.replace(QUESTION_TAGS, ' '),
    all.map(t => ({id: t.id, description: t.description})),
  );
  if (hit.kind !== 'close') return null;
  const t = all.find(x => x.id === hit.id)!;
  if (t.status === 'done') {
    const day = t.doneAt ? shortDate(localDay(new Date(t.doneAt)), now, lang) : null;
    return answer(say(lang, `Sim${day ? `, em ${day}` : ''}: ${t.description}.`, `Yes${day ? `, on ${day}` : ''}: ${t.description}.`));
  }
  const due = t.due ? t.due.slice(0, 10) : null;
  return answer(
    due
      ? say(lang, `Ainda não: ${t.description} vence em ${shortDate(due, now, lang)}.`, `Not yet: ${t.description} is due ${shortDate(due, now, lang)}.`)
      : say(lang, `Ainda não: ${t.description} está em aberto.`, `Not yet: ${t.description} is still open.`),
  );
}
