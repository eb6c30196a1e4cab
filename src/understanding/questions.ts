/**
 * Follow-up questions that ask the user for missing information, in the user's language:
 * who an unknown person is, and when a booked appointment is.
 */
import {foldKey, type PeopleResult, livePersons} from './people.js';
import type {ExtractedCheckup, Language} from './types.js';

const KIND_PT: Record<string, string> = {
  dentist: 'o dentista', eye_exam: 'o oftalmologista', general_checkup: 'o check-up', pediatrician: 'o pediatra',
  gynecologist: 'o ginecologista', dermatologist: 'o dermatologista', cardiologist: 'o cardiologista', orthopedist: 'o ortopedista',
  blood_test: 'o exame de sangue', vaccine: 'a vacina', mammogram: 'a mamografia', orthodontist: 'o ortodontista', ent: 'o otorrino',
  other: 'a consulta',
};
const KIND_EN: Record<string, string> = {
  dentist: 'the dentist', eye_exam: 'the eye exam', general_checkup: 'the checkup', pediatrician: 'the pediatrician',
  gynecologist: 'the gynecologist', dermatologist: 'the dermatologist', cardiologist: 'the cardiologist', orthopedist: 'the orthopedist',
  blood_test: 'the blood test', vaccine: 'the vaccine', mammogram: 'the mammogram', orthodontist: 'the orthodontist', ent: 'the ENT',
  other: 'the appointment',
};

/**
 * Questions for the user. `knownPeople` (any case, accents optional) silences "Quem é X?" for
 * people the store already knows.
 */
export function followUpQuestions(people: PeopleResult, checkups: ExtractedCheckup[], lang: Language, knownPeople: string[] = []): string[] {
  const known = new Set(knownPeople.map(foldKey));
  const out: string[] = [];
  for (const p of livePersons(people)) {
    if (p.unnamed || p.toUser) continue;
    // Someone defined through another person ("o irmão da Susana") is placed; ask about the anchor instead.
    if (people.edges.some(e => e.subject === p.id)) continue;
    const key = foldKey(p.name);
    if (known.has(key) || known.has(key.split(' ')[0]!)) continue;
    out.push(lang === 'pt' ? `Quem é ${p.name}?` : `Who is ${p.name}?`);
  }
  for (const c of checkups) {
    if (c.status !== 'scheduled' || c.date) continue;
    const who = c.person === 'user' ? '' : lang === 'pt' ? ` de ${c.person}` : ` for ${c.person}`;
    out.push(lang === 'pt' ? `Para quando está marcado ${KIND_PT[c.kind] ?? 'a consulta'}${who}?` : `When is ${KIND_EN[c.kind] ?? 'the appointment'}${who}?`);
  }
  return out.slice(0, 3);
}
