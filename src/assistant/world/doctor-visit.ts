/**
 * "Fui ao Dr. Ernesto": understanding reads a visit to that doctor, of no kind; the world knows
 * which it was — the booking with Dr. Ernesto around that day, else the user's one booking of that
 * day. The visit takes that booking's kind, label and person, so the booking is kept (fulfilled)
 * and the visit counts for the next one ("quando foi minha última ida ao cardiologista"). A visit matching no
 * booking stays as said. Pure over the store's bookings.
 */
import type {Extraction} from '../../domain/types.js';
import type {DB} from '../../store/db.js';
import {bookingsBetween} from '../../store/world-items.js';
import {addDays} from '../../time/arithmetic.js';
import {fold} from '../../text/words.js';

/** A visit told a day early or up to a week late is still that booking (agenda/build.ts's grace). */
const BEFORE_DAYS = 1;
const AFTER_DAYS = 7;

const sameDoctor = (a: string | null, b: string) => !!a && fold(a).split(/\s+/)[0] === fold(b).split(/\s+/)[0];

export function doctorVisitsFromWorld(db: DB, x: Extraction): Extraction {
  const told = x.checkups.filter(c => c.status === 'done' && c.kind === 'other' && !c.label && c.provider && c.date);
  if (!told.length) return x;
  const seen = x.checkups.map(c => {
    if (!told.includes(c)) return c;
    const around = bookingsBetween(db, addDays(c.date!, -AFTER_DAYS), addDays(c.date!, BEFORE_DAYS));
    const byDoctor = around.filter(b => sameDoctor(b.provider, c.provider!));
    const sameDay = around.filter(b => b.date === c.date && b.person === null);
    const booking = byDoctor.length === 1 ? byDoctor[0]! : byDoctor.length === 0 && sameDay.length === 1 ? sameDay[0]! : null;
    return booking ? {...c, kind: booking.kind as typeof c.kind, label: booking.label, person: booking.person ?? 'user'} : c;
  });
  // "…Pediu pra eu retornar daqui a três meses": the return is to the same kind of visit, the same person's.
  return {
    ...x,
    checkups: seen.map(c => {
      const visit = c.status === 'needed' && c.kind === 'other' && c.provider ? seen.find(v => v.status === 'done' && v.provider === c.provider) : undefined;
      return visit ? {...c, kind: visit.kind, label: visit.label ?? null, person: visit.person} : c;
    }),
  };
}
