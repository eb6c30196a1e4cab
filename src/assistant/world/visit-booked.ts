/**
 * A visit told as had is the booking its person holds around that day, whatever words told it. Said
 * with no kind ("mum was seen today", "o pai foi atendido hoje", "levei o pai, o médico disse…"), by
 * "the doctor" alone ("took Dad to the doctor" the day of his cardiologist), or by a word of two kinds
 * ("ortho" the day of her orthopaedic clinic), it takes that booking's kind and label — so the store
 * closes the booking rather than learn a second visit. A visit of the booking's own kind, or a
 * person holding none, stays as said. And a visit told twice in one message ("we're back from the
 * dentist, Inês had a cavity") is one visit. Pure over the store's bookings.
 */
import type {CheckupKind, ExtractedCheckup, Extraction} from '../../domain/types.js';
import type {DB} from '../../store/db.js';
import {findPerson} from '../../store/learn.js';
import {bookingsBetween} from '../../store/world-items.js';
import {findCheckupMentions} from '../../understanding/checkups.js';
import {PHYSICIAN_KINDS, SHARED_WORDS} from '../../understanding/checkups/lexicon.js';
import {scanTokens} from '../../understanding/text.js';
import {addDays} from '../../time/arithmetic.js';
import {localDay} from '../../time/day.js';

/** A visit told a day early or up to a week late is still that booking (as doctor-visit.ts and owners.ts). */
const BEFORE_DAYS = 1;
const AFTER_DAYS = 7;

type Booking = ReturnType<typeof bookingsBetween>[number];

/** The bookings of the visit's person around its day: the user's have no person. */
function heldAround(db: DB, person: string, day: string): Booking[] {
  const name = person === 'user' ? null : (findPerson(db, person)?.name ?? undefined);
  if (name === undefined) return [];
  return bookingsBetween(db, addDays(day, -AFTER_DAYS), addDays(day, BEFORE_DAYS)).filter(b => b.person === name);
}

/** The one booking among these: the one on the visit's day, else the only one around it. */
function theOne(bookings: Booking[], day: string): Booking | null {
  const onDay = bookings.filter(b => b.date === day);
  return onDay.length === 1 ? onDay[0]! : bookings.length === 1 ? bookings[0]! : null;
}

export function visitsFromWorld(db: DB, x: Extraction, text: string, now: Date): Extraction {
  if (!x.checkups.some(c => c.status === 'done')) return x;
  const today = localDay(now);
  const tokens = scanTokens(text);
  const said = findCheckupMentions(tokens, new Set());
  // "the doctor", "o médico" with no specialty nor the family doctor's own words: any doctor the person sees.
  const anyDoctor = said.some(m => m.kind === 'doctor') && !said.some(m => m.kind === 'general_checkup' || m.kind === 'practice');
  // "ortho": the kinds its word may be.
  const shared = new Set<CheckupKind>(tokens.flatMap(t => [...(SHARED_WORDS.get(t.fold) ?? [])]));
  const checkups = x.checkups.map((c): ExtractedCheckup => {
    if (c.status !== 'done') return c;
    const kindless = c.kind === 'other' && !c.label && !c.provider;
    const alternatives = shared.has(c.kind) ? [...shared] : [];
    if (!kindless && !(c.kind === 'general_checkup' && anyDoctor) && !alternatives.length) return c;
    const day = c.date ?? today;
    const held = heldAround(db, c.person, day);
    if (!kindless && held.some(b => b.kind === c.kind)) return c;
    const fits = alternatives.length ? held.filter(b => alternatives.includes(b.kind as CheckupKind)) : kindless ? held : held.filter(b => PHYSICIAN_KINDS.has(b.kind as CheckupKind));
    const booking = theOne(fits, day);
    return booking ? {...c, kind: booking.kind as CheckupKind, label: booking.label} : c;
  });
  // One person's visit of one kind told twice (once with its day, once without) is one visit: the dated one.
  // A routine said with it ("every six months") is kept: it says more than the visit.
  const again = (c: ExtractedCheckup, k: number) =>
    c.status === 'done' &&
    c.date === null &&
    c.everyMonths === null &&
    checkups.some((o, j) => j !== k && o.status === 'done' && o.person === c.person && o.kind === c.kind && (o.date !== null || j < k));
  const kept = checkups.filter((c, k) => !again(c, k));
  return {...x, checkups: kept};
}
