/**
 * The move "it was cancelled": "cancelaram a reunião de pais de amanhã", "o fábio desmarcou a
 * reunião", "tira o jantar da agenda", "brad cancelled tmrws lunch", "friday's scan is
 * off now". The booking meant is grounded among what is coming; an event stays, cancelled;
 * a checkup booking goes. Two as likely: ask which.
 */
import type {Language} from '../../domain/types.js';
import type {DB} from '../../store/db.js';
import {cancelItem, knownPeople, openItems} from '../../store/world-items.js';
import {fold} from '../../text/words.js';
import {localDay} from '../../time/day.js';
import {say} from '../phrasing.js';
import {ground} from './ground.js';
import {CANCEL} from './lexicon.js';
import {sayItem, sayWhen} from './say-item.js';
import type {WorldMove} from './types.js';
import {addDays} from '../../time/arithmetic.js';
import {nextOccurrence} from '../../agenda/recurrence.js';
import {skipOccurrence} from '../../store/events.js';

export function cancelMove(db: DB, message: string, now: Date, lang: Language): WorldMove | null {
  const text = fold(message);
  if (!CANCEL.test(text)) return null;
  const yesterday = addDays(localDay(now), -1);
  const items = openItems(db, yesterday);
  // The words around the cancelling verb first: "The clinic phoned this morning…, so friday's
  // scan is off now" is friday's, not this morning's; then the sentence, then all.
  const sentence = message.split(/(?<=[.!?])\s+/).find(x => CANCEL.test(fold(x))) ?? message;
  const clause = sentence.split(/,\s+|;\s+/).find(x => CANCEL.test(fold(x))) ?? sentence;
  const people = knownPeople(db);
  const tried = [clause, sentence, message].map(t => ground(t, items, people, now, lang));
  const found = tried.find(g => g.item) ?? tried.find(g => g.candidates.length) ?? tried[2]!;
  if (found.item) {
    const item = found.item;
    if (item.rrule && item.table === 'events') {
      // One day of a series off ("aula cancelada hj") is not the series cancelled: that day, or
      // the next one on or after the day said, comes off the agenda and the reminders.
      const day = item.date ? nextOccurrence(item.date, item.time, item.rrule, found.day ?? localDay(now)) : null;
      const what = sayItem(item, lang).replace(/^(?:o|a|the) /, '');
      if (!day) return {said: say(lang, `Anotado: sem ${what} dessa vez.`, `Noted: no ${what} this time.`), handled: item};
      skipOccurrence(db, item.id, day, now.toISOString());
      return {said: say(lang, `Anotado: ${sayWhen(day, null, lang)}, sem ${what}.`, `Noted: no ${what} on ${sayWhen(day, null, lang)}.`), handled: item};
    }
    cancelItem(db, item, now.toISOString());
    const when = item.date ? ` (${sayWhen(item.date, null, lang)})` : '';
    return {said: say(lang, `Cancelei ${sayItem(item, lang)}${when}.`, `I cancelled ${sayItem(item, lang)}${when}.`), handled: item};
  }
  if (found.candidates.length > 1) {
    const options = found.candidates.slice(0, 3);
    const list = options.map((c, i) => `${i + 1}) ${sayItem(c, lang)}${c.date ? ` (${sayWhen(c.date, c.time, lang)})` : ''}`).join('; ');
    return {
      said: say(lang, `Qual foi cancelado? ${list}`, `Which one was cancelled? ${list}`),
      handled: null,
      pending: {kind: 'which-item', op: 'cancel', items: options.map(c => ({table: c.table, id: c.id}))},
    };
  }
  return null;
}
