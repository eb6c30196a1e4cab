/**
 * After a move acted on a booking, understanding's own reading of the message must not add it
 * again: "remarcaram o dentista do davi pra sexta" is no new dentist booking, "brad cancelled
 * tmrws lunch" no lunch and no task done. The rest of the message ("…a dona socorro vai levar
 * ele") is still learned. Pure.
 */
import type {Extraction} from '../../domain/types.js';
import {fold} from '../../text/words.js';
import {CANCEL, MOVE} from './lexicon.js';
import type {WorldMove} from './types.js';

/** "the site visit is cancelled" is no task done, whether or not Magis held the visit. */
export function withoutCancelDone(x: Extraction, message: string): Extraction {
  if (!CANCEL.test(fold(message))) return x;
  return {...x, tasks: x.tasks.filter(t => !(t.status === 'done' && (CANCEL.test(fold(t.description)) || CANCEL.test(fold(message)))))};
}

export function withoutHandled(x: Extraction, move: WorldMove): Extraction {
  const item = move.handled;
  if (!item) return x;
  const checkups = item.table === 'checkups' ? x.checkups.filter(c => c.kind !== item.kind && c.kind !== 'other') : x.checkups;
  const events = item.table === 'events' ? x.events.filter(e => e.kind !== item.kind && e.date !== item.date) : x.events.filter(e => e.kind !== 'other');
  const tasks = x.tasks.filter(t => !(t.status === 'done' && (CANCEL.test(fold(t.description)) || MOVE.test(fold(t.description)))));
  return {...x, checkups, events, tasks, questions: x.questions};
}
