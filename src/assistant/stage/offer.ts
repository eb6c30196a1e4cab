/**
 * "sim, me lembra amanhã" after "Quer que eu lembre você de marcar?": the offer taken up — a task to
 * book each thing offered, due the day said.
 */
import {findPerson} from '../../store/learn.js';
import {acceptsReminder} from '../../understanding/replies.js';
import {kindWords} from '../../text/kind-words.js';
import {joinList, whose} from '../../text/phrases.js';
import {answered, type Ctx, daySaid, openQuestion, othersOpen, ptThe, type Stage, step, willRemind} from './context.js';
import type {Step} from '../../domain/plan.js';

/** The answer to the offer, when the offer is open; a "Quem é Bento?" asked with it stays open. */
export function answerOffer(ctx: Ctx, message: string): Stage | null {
  const offer = openQuestion(ctx, 'offer');
  if (!offer || !acceptsReminder(message)) return null;
  const due = daySaid(ctx, message);
  const made: string[] = [];
  const steps: Step[] = [];
  for (const item of offer.items) {
    const person = item.person === 'user' ? null : findPerson(ctx.store.db, item.person);
    const w = kindWords(item.kind, ctx.lang);
    const of = person ? ` ${whose(person, 'pt')}` : '';
    const description = ctx.lang === 'pt' ? `marcar ${ptThe(w)}${of}` : `book ${w.book ?? w.noun}${person ? ` for ${person.name}` : ''}`;
    steps.push(step('answer-offer', {op: 'task-add', description, due, person: person?.id ?? null}));
    made.push(description);
  }
  return {...answered(message, willRemind(ctx, due, joinList(made, ctx.lang)), [], steps), pending: othersOpen(ctx, offer)};
}
