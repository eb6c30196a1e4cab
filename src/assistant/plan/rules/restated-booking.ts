/**
 * A booking the message states that Magis already holds for that person and kind is that booking:
 * on the same day it is nothing new ("a consulta da Bia é quinta às 9h" said again), on another day
 * near it, a move ("o oftalmo da Lu é terça às 11h" when it was Monday), far from it or with two
 * held as likely, a booking of its own.
 */
import type {ItemRef} from '../../../domain/plan.js';
import type {ExtractedCheckup, ExtractedEvent} from '../../../domain/types.js';
import {fold, stem, STOPWORDS, tokenize} from '../../../text/words.js';
import type {Proposal, Rule, RuleInput, World} from '../types.js';

/** Asking to be reminded: "remind me", "can you remind me", "me lembra", "lembra-me", "avisa-me", "não me deixes esquecer". */
const REMINDER_ASK = /\b(?:remind me|reminder (?:for|about)|me lembr\w*|lembr[ae]-me|lembre-me|me avis\w*|avis[ae]-me|nao me deix\w* esquecer|don't let me forget)\b/;

/** Whose a reading's item is, as grounding reads it: the user's own, or the known person by name or alias. */
function whose(name: string, world: World): Pick<ItemRef, 'people' | 'mine' | 'relations'> | null {
  if (name === 'user') return {people: [], mine: true, relations: []};
  const key = fold(name);
  const p = world.people.find(q => fold(q.name) === key || q.aliases.some(a => fold(a) === key));
  return p ? {people: [p.id], mine: false, relations: []} : null;
}

const words = (s: string) =>
  tokenize(s)
    .filter(w => w.length > 2 && !STOPWORDS.has(w))
    .map(stem);

function checkupRef(c: ExtractedCheckup, world: World): ItemRef | null {
  const who = whose(c.person, world);
  if (!who) return null;
  return {text: c.label ?? c.kind, ...who, companions: [], checkupKind: c.kind, eventKinds: [], generic: false, words: c.label ? words(c.label) : [], day: null, time: null};
}

function eventRef(e: ExtractedEvent, world: World): ItemRef | null {
  const who = whose(e.person, world);
  if (!who) return null;
  const title = words(e.title).filter(w => !who.people.length || !world.people.some(p => who.people.includes(p.id) && stem(fold(p.name).split(/\s+/)[0]!) === w));
  if (!title.length) return null;
  return {text: e.title, ...who, companions: [], checkupKind: null, eventKinds: [e.kind], generic: false, words: title, day: null, time: null, titleMustFit: true};
}

export const restatedBooking: Rule = {
  name: 'restated-booking',
  statement: 'A booking stated for a person and kind Magis already holds is that booking: the same day changes nothing, another day near it moves it.',
  propose({reading, world, claimed, message}: RuleInput): Proposal[] {
    const x = reading.extraction;
    const out: Proposal[] = [];
    // "me lembra do dentista do Leo na quarta à noite", "remind me about Leo's dentist on Wednesday
    // night": the day said is when to remind, never a new day for the booking.
    // It is the held booking, said again: the same, changed in nothing.
    const remindOnly = REMINDER_ASK.test(fold(message));
    for (const c of x.checkups) {
      if (c.status !== 'scheduled' || !c.date || claimed.checkups.includes(c)) continue;
      // "back from the ortho… next one is in a month": the visit had is the held booking; the one stated is the next.
      if (x.checkups.some(v => v.status === 'done' && v.kind === c.kind && v.person === c.person)) continue;
      const ref = checkupRef(c, world);
      if (ref)
        out.push({
          change: {op: 'move', ref, date: remindOnly ? null : c.date, time: remindOnly ? null : c.time, keepTime: remindOnly || c.time === null, scope: 'occurrence'},
          claims: {checkups: [c]},
          fallback: 'learn',
          restated: true,
        });
    }
    for (const e of x.events) {
      if (e.status !== 'scheduled' || !e.date || e.rrule || e.endDate || e.kind === 'birthday' || e.kind === 'anniversary' || claimed.events.includes(e)) continue;
      const ref = eventRef(e, world);
      if (ref)
        out.push({
          change: {op: 'move', ref, date: remindOnly ? null : e.date, time: remindOnly ? null : e.time, keepTime: remindOnly || e.time === null, scope: 'occurrence'},
          claims: {events: [e]},
          fallback: 'learn',
          restated: true,
        });
    }
    return out;
  },
};
