/**
 * Whose a visit is when the message does not say: "voltamos do oftalmo", "back from the ortho",
 * "no dermato hoje deu tudo certo" — said by a parent the day of a child's booking. Understanding
 * gives such a checkup to the speaker; the world knows better: the one person with that kind of
 * booking around that day (or, for a booking, the one person who needed it) is whose it is. A
 * message in the first person ("fui", "meu", "my cleaning") stays the user's.
 */
import type {ExtractedCheckup, Extraction} from '../../domain/types.js';
import type {DB} from '../../store/db.js';
import {bookingsBetween, othersCheckups, userHasOpen} from '../../store/world-items.js';
import {fold, tokenize} from '../../text/words.js';
import {WE_WORDS} from './lexicon.js';
import {localDay} from '../../time/day.js';
import {addDays, daysBetween} from '../../time/arithmetic.js';

const FIRST_PERSON = /\b(?:eu|fui|fiz|tomei|meu|minha|meus|minhas|mim|comigo|tenho|preciso|my|myself|mine|i'm|im|i've|ive|i)\b/;
/** A doctor reporting what someone needs: "o dr fernando pediu…", "the surgeon wants…". */
const DOCTOR_SAID = /\b(?:dr|dra|doutor|doutora|medico|medica|doctor|doc|gp|surgeon|nurse|enfermeira|consultant|specialist|\w+(?:ologista|ologist|iatra|iatrist|dontista|dontist|opedista|opedist))\b/;
/** How far a visit said may be from its booking's day (a visit told a few days late, a day early). */
const BEFORE_DAYS = 7;

/** "minha mãe", "my son": a possessive before a relative speaks of them, not of the speaker's own health. */
const OF_A_RELATIVE = /\b(?:meu|minha|meus|minhas|my)\s+(?=\p{L})/gu;

function firstPerson(text: string, x: Extraction): boolean {
  const kin = new Set(x.people.filter(p => p.unnamed).map(p => fold(p.name)));
  // Drop "minha" before a relative's word ("minha mae"), keep it before anything else ("minha consulta").
  const t = fold(text).replace(OF_A_RELATIVE, (m, offset: number, all: string) => (kin.has(all.slice(offset + m.length).split(/\W/)[0]!) ? '' : m));
  return FIRST_PERSON.test(t);
}

/** Whether the user holds a booking of that kind a day before to a week after a visit's day. */
function userHoldsAround(db: DB, kind: string, day: string): boolean {
  return bookingsBetween(db, addDays(day, -BEFORE_DAYS), addDays(day, 1)).some(b => b.person === null && b.kind === kind);
}

/**
 * "acabámos de chegar do dentista", "we're back from the dentist": a visit told by "we" is the visit of
 * those of us who hold it that day — the child with the booking, and the speaker only with one too.
 * Holding none, it stays as said.
 */
function weVisits(db: DB, x: Extraction, text: string, today: string): Extraction {
  if (!tokenize(text).some(w => WE_WORDS.has(w))) return x;
  const checkups = x.checkups.flatMap((c): ExtractedCheckup[] => {
    if (c.person !== 'user' || c.status !== 'done') return [c];
    const day = c.date ?? today;
    const held = bookingsBetween(db, day, day).filter(b => b.kind === c.kind);
    const holders = [...new Set(held.map(b => b.person ?? 'user'))];
    return holders.length ? holders.map(person => ({...c, person})) : [c];
  });
  return {...x, checkups};
}

export function ownersFromWorld(db: DB, read: Extraction, text: string, now: Date): Extraction {
  const today = localDay(now);
  const x = weVisits(db, read, text, today);
  if (!x.checkups.some(c => c.person === 'user') || firstPerson(text, x)) return x;
  const checkups = x.checkups.map(c => {
    const day = c.date ?? today;
    // A visit had is the user's when the user holds that booking around its day; one held on another day
    // ("acabamos de chegar do dentista" the day of Inês's, the user's next week) says nothing of whose it was.
    const usersOwn = c.status === 'done' ? userHoldsAround(db, c.kind, day) : userHasOpen(db, c.kind);
    if (c.person !== 'user' || c.status === 'needed' || usersOwn) return c;
    const open = othersCheckups(db, c.kind);
    // A visit: the booking around that day. A booking: the one who needed it, or whose booking that day is
    // ("a Célia quer ir junto amanhã no pediatra" is Theo's pediatrician, already booked).
    const fits =
      c.status === 'done'
        ? open.filter(o => o.status === 'scheduled' && o.date !== null && daysBetween(o.date, day) >= -1 && daysBetween(o.date, day) <= BEFORE_DAYS)
        : open.filter(o => o.status === 'needed' || (o.status === 'scheduled' && c.date !== null && o.date === c.date));
    const people = new Set(fits.map(o => o.personId));
    return people.size === 1 ? {...c, person: fits[0]!.person} : c;
  });
  // "…no dermato deu tudo certo, só que a médica quer uma biópsia": what the doctor asks for is the patient's;
  // "a consulta da minha mãe foi boa, o dr pediu…": the one person the message is about is the patient.
  const patients = new Set(checkups.filter(c => c.status === 'done' && c.person !== 'user').map(c => c.person));
  const about = x.people.filter(p => p.relation !== 'doctor');
  const visit = patients.size === 1 ? [...patients][0]! : null;
  const told = patients.size === 0 && about.length === 1 && DOCTOR_SAID.test(fold(text)) ? about[0]!.name : null;
  return {
    ...x,
    checkups: checkups.map(c => {
      // "back from the ortho… next one is nov 5": the next booking of the visit's kind is the patient's too.
      if (c.person === 'user' && c.status === 'scheduled' && visit && checkups.some(v => v.status === 'done' && v.person === visit && v.kind === c.kind)) return {...c, person: visit};
      if (c.person !== 'user' || c.status !== 'needed') return c;
      return visit ? {...c, person: visit} : told ? {...c, person: told} : c;
    }),
  };
}
