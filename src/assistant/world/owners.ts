/**
 * Whose a visit is when the message does not say: "voltamos do oftalmo", "back from the ortho",
 * "ontem no cardio foi tudo bem" — said by a parent the day of a child's booking. Understanding
 * gives such a checkup to the speaker; the world knows better: the one person with that kind of
 * booking around that day (or, for a booking, the one person who needed it) is whose it is. A
 * message in the first person ("fui", "meu", "my cleaning") stays the user's.
 */
import type {Extraction} from '../../domain/types.js';
import type {DB} from '../../store/db.js';
import {othersCheckups, userHasOpen} from '../../store/world-items.js';
import {fold} from '../../text/words.js';
import {localDay} from '../../time/day.js';

const FIRST_PERSON = /\b(?:eu|fui|fiz|tomei|meu|minha|meus|minhas|mim|comigo|tenho|preciso|my|myself|mine|i'm|im|i've|ive|i)\b/;
/** How far a visit said may be from its booking's day (a visit told a few days late, a day early). */
const BEFORE_DAYS = 7;

const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${a}T12:00:00Z`) - Date.parse(`${b}T12:00:00Z`)) / 86_400_000);

export function ownersFromWorld(db: DB, x: Extraction, text: string, now: Date): Extraction {
  if (!x.checkups.some(c => c.person === 'user') || FIRST_PERSON.test(fold(text))) return x;
  const today = localDay(now);
  const checkups = x.checkups.map(c => {
    if (c.person !== 'user' || c.status === 'needed' || userHasOpen(db, c.kind)) return c;
    const open = othersCheckups(db, c.kind);
    const day = c.date ?? today;
    const fits = c.status === 'done'
      ? open.filter(o => o.status === 'scheduled' && o.date !== null && daysBetween(day, o.date) >= -1 && daysBetween(day, o.date) <= BEFORE_DAYS)
      : open.filter(o => o.status === 'needed');
    const people = new Set(fits.map(o => o.personId));
    return people.size === 1 ? {...c, person: fits[0]!.person} : c;
  });
  // "…no cardio foi tudo bem, mas o médico pediu exame de sangue": what the doctor asks for is the patient's.
  const patients = new Set(checkups.filter(c => c.status === 'done' && c.person !== 'user').map(c => c.person));
  const patient = patients.size === 1 ? [...patients][0]! : null;
  return {...x, checkups: patient ? checkups.map(c => (c.person === 'user' && c.status === 'needed' ? {...c, person: patient} : c)) : checkups};
}
