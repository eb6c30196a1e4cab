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
import type {WorldItem} from '../../store/world-items.js';
import {STOPWORDS, stem, tokenize} from '../../text/words.js';

const content = (text: string) => new Set(tokenize(text).filter(w => w.length > 2 && !STOPWORDS.has(w)).map(stem));

/**
 * "davi foi pro futebol hj", "aula hoje foi boa": a day of a series Magis holds, not a new one-off
 * event. A one-off event whose kind and title words are a known recurring event's is that event.
 */
export function withoutKnownSeries(x: Extraction, items: WorldItem[]): Extraction {
  const series = items.filter(i => i.table === 'events' && i.rrule);
  if (!series.length || !x.events.length) return x;
  const events = x.events.filter(e => e.rrule || !series.some(s => s.kind === e.kind && [...content(e.title)].some(w => content(s.title ?? '').has(w))));
  return events.length === x.events.length ? x : {...x, events};
}

/** "the site visit is cancelled" is no task done, whether or not Magis held the visit. */
export function withoutCancelDone(x: Extraction, message: string): Extraction {
  if (!CANCEL.test(fold(message))) return x;
  return {...x, tasks: x.tasks.filter(t => !(t.status === 'done' && (CANCEL.test(fold(t.description)) || CANCEL.test(fold(message)))))};
}

export function withoutHandled(x: Extraction, move: WorldMove): Extraction {
  const item = move.handled;
  if (!item) return x;
  // A checkup moved: the message's other bookings and visits are the same one said again ("a médica não
  // vai atender quarta… passaram a consulta pra segunda"); a need it also states stays.
  const checkups = item.table === 'checkups' ? x.checkups.filter(c => c.status === 'needed' && c.kind !== item.kind) : x.checkups;
  const events = item.table === 'events' ? x.events.filter(e => e.kind !== item.kind && e.date !== item.date) : x.events.filter(e => e.kind !== 'other');
  const tasks = x.tasks.filter(t => !(t.status === 'done' && (CANCEL.test(fold(t.description)) || MOVE.test(fold(t.description)))));
  return {...x, checkups, events, tasks, questions: x.questions};
}
