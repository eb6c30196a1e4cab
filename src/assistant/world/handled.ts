/**
 * After a move acted on a booking, understanding's own reading of the message must not add it
 * again: "passaram o dentista da bia pra terça" is no new dentist booking, "brad cancelled
 * tmrws lunch" no lunch and no task done. The rest of the message ("…a dona socorro vai levar
 * ele") is still learned. Pure.
 */
import type {Extraction} from '../../domain/types.js';
import {fold} from '../../text/words.js';
import type {WorldItem} from '../../store/world-items.js';
import {STOPWORDS, stem, tokenize} from '../../text/words.js';

const content = (text: string) =>
  new Set(
    tokenize(text)
      .filter(w => w.length > 2 && !STOPWORDS.has(w))
      .map(stem),
  );

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

/**
 * "hj é aniversário da vó!! já mandei um áudio pra ela": a birthday said on a day Magis already holds someone's
 * birthday is that birthday, not a new one (nor the speaker's).
 */
export function withoutKnownBirthdays(x: Extraction, known: Array<{birthday: string}>): Extraction {
  const days = new Set(known.map(b => b.birthday.slice(-5)));
  const events = x.events.filter(e => e.kind !== 'birthday' || !e.date || !days.has(e.date.slice(-5)));
  return events.length === x.events.length ? x : {...x, events};
}

/**
 * "folga hj… depois levo ele no cardio", the day of his cardiologist: a visit said of someone who has
 * that kind booked from today on is that booking, not a new need to book.
 */
export function withoutBookedNeeds(x: Extraction, items: WorldItem[]): Extraction {
  const booked = items.filter(i => i.table === 'checkups');
  if (!booked.length) return x;
  const first = (n: string) => fold(n).split(/\s+/)[0]!;
  const same = (name: string, i: WorldItem) => {
    if (name === 'user') return i.personId === null || i.person === null;
    if (i.person && first(i.person) === first(name)) return true;
    const p = x.people.find(q => q.name === name);
    return !!p?.unnamed && !!p.relation && p.relation === i.relation;
  };
  const checkups = x.checkups.filter(c => !(c.status === 'needed' && !c.date && booked.some(i => i.kind === c.kind && same(c.person, i))));
  return checkups.length === x.checkups.length ? x : {...x, checkups};
}
