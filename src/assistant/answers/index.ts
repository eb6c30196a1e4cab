/**
 * Direct answers offline: one or two sentences in the user's language, from structured data first
 * (agenda, tasks, checkups, people, profile) and memories second. One module per family of intent;
 * this file only dispatches.
 */
import type {Intent} from '../../understanding/intent.js';
import {answerAgenda} from './agenda-day.js';
import {answerHabit} from './habits.js';
import {answerPerson, answerRole} from './person.js';
import {answerProfile} from './profile.js';
import {answerRecall} from './recall.js';
import {answerDone, answerTasks} from './tasks.js';
import type {Answer, AnswerContext} from './types.js';
import {answerWhen} from './when.js';
import {personAsked} from './who-words.js';
import {ASKS_WHAT_IS_KNOWN} from '../../understanding/replies.js';

export type {Answer, AnswerContext} from './types.js';

/** The direct answer for a question intent, or null when the intent is not a question of these families. */
export function answerQuestion(ctx: AnswerContext, intent: Intent): Answer | null {
  switch (intent.kind) {
    case 'agenda':
      return answerAgenda(ctx, intent.span);
    case 'tasks':
      return answerTasks(ctx);
    case 'done-q':
      return answerDone(ctx, intent.topic);
    case 'when':
      return answerWhen(ctx, intent.topic, intent.tense);
    case 'habit':
      return answerHabit(ctx, intent.topic);
    case 'profile':
      return answerProfile(ctx, intent.field);
    case 'person':
      return answerPerson(ctx, intent.field, intent.topic);
    case 'role':
      return answerRole(ctx, intent.topic);
    case 'recall':
      // "o que vc sabe sobre a Clara?" asks for a person, not for one memory.
      if (ASKS_WHAT_IS_KNOWN.test(intent.topic) && personAsked(intent.topic, ctx.people)) return answerPerson(ctx, 'checkups', intent.topic);
      return answerRecall(ctx, intent.topic);
    default:
      return null;
  }
}
