/**
 * Follow-up questions that ask the user for missing information, in the user's language:
 * who an unknown person is, and when a booked appointment is.
 */
import {titleOf} from './names.js';
import {foldKey, type PeopleResult, livePersons} from './people/index.js';
import type {ExtractedCheckup, Language} from '../domain/types.js';
import {isShortFormOf} from '../text/short-names.js';
import {ofPt} from '../text/phrases.js';

const KIND_PT: Record<string, string> = {
  dentist: 'o dentista',
  eye_exam: 'o oftalmologista',
  general_checkup: 'o check-up',
  pediatrician: 'o pediatra',
  gynecologist: 'o ginecologista',
  dermatologist: 'o dermatologista',
  cardiologist: 'o cardiologista',
  orthopedist: 'o ortopedista',
  blood_test: 'o exame de sangue',
  vaccine: 'a vacina',
  mammogram: 'a mamografia',
  orthodontist: 'o ortodontista',
  ent: 'o otorrino',
  other: 'a consulta',
};
const KIND_EN: Record<string, string> = {
  dentist: 'the dentist',
  eye_exam: 'the eye exam',
  general_checkup: 'the checkup',
  pediatrician: 'the pediatrician',
  gynecologist: 'the gynecologist',
  dermatologist: 'the dermatologist',
  cardiologist: 'the cardiologist',
  orthopedist: 'the orthopedist',
  blood_test: 'the blood test',
  vaccine: 'the vaccine',
  mammogram: 'the mammogram',
  orthodontist: 'the orthodontist',
  ent: 'the ENT',
  other: 'the appointment',
};

// "When was the last …?" for a routine whose last visit is unknown.
const LAST_PT: Record<string, string> = {
  dentist: 'a última ida ao dentista',
  eye_exam: 'o último exame de vista',
  general_checkup: 'o último check-up',
  pediatrician: 'a última consulta no pediatra',
  gynecologist: 'a última consulta no ginecologista',
  dermatologist: 'a última consulta no dermatologista',
  cardiologist: 'a última consulta no cardiologista',
  orthopedist: 'a última consulta no ortopedista',
  blood_test: 'o último exame de sangue',
  vaccine: 'a última vacina',
  mammogram: 'a última mamografia',
  orthodontist: 'a última consulta no ortodontista',
  ent: 'a última consulta no otorrino',
  other: 'a última consulta',
};
const LAST_EN: Record<string, string> = {
  dentist: 'dentist visit',
  eye_exam: 'eye exam',
  general_checkup: 'checkup',
  pediatrician: 'pediatrician visit',
  gynecologist: 'gynecologist visit',
  dermatologist: 'dermatologist visit',
  cardiologist: 'cardiologist visit',
  orthopedist: 'orthopedist visit',
  blood_test: 'blood test',
  vaccine: 'vaccine',
  mammogram: 'mammogram',
  orthodontist: 'orthodontist visit',
  ent: 'ENT visit',
  other: 'appointment',
};

/** Keys that identify a known person: the whole name, its first word, and the name without a title ("Dr. Roberto"). */
function knownKeys(knownPeople: string[]): Set<string> {
  const out = new Set<string>();
  for (const raw of knownPeople) {
    const words = foldKey(raw).split(/\s+/).filter(Boolean);
    if (words.length && titleOf(words[0]!)) words.shift();
    if (!words.length) continue;
    out.add(words.join(' '));
    out.add(words[0]!);
  }
  return out;
}

/**
 * Questions for the user. `knownPeople` (any case, accents optional) silences "Quem é X?" for
 * people the store already knows; nobody whose relation the message states or implies is asked
 * about either (a relative, a doctor, someone defined through another person).
 */
export function followUpQuestions(people: PeopleResult, checkups: ExtractedCheckup[], lang: Language, knownPeople: string[] = []): string[] {
  const known = knownKeys(knownPeople);
  const out: string[] = [];
  const live = livePersons(people);
  for (const p of live) {
    // Someone of the user's household list ("somos eu, o Rui e a Inês") is placed: the user said who lives with them.
    if (p.unnamed || p.toUser || p.household) continue;
    // Someone defined through another person ("o irmão da Susana") is placed; ask about the anchor instead.
    if (people.edges.some(e => e.subject === p.id)) continue;
    const key = foldKey(p.name);
    const words = key.split(/\s+/);
    if (known.has(key) || known.has(words[0]!) || (titleOf(words[0]!) && known.has(words.slice(1).join(' ')))) continue;
    // "a Ju" for a known Júlia: a short form of one known first name is her (as the store finds her).
    const longer = [...known].filter(k => !k.includes(' ') && isShortFormOf(key, k));
    if (words.length === 1 && longer.length === 1) continue;
    out.push(lang === 'pt' ? `Quem é ${p.name}?` : `Who is ${p.name}?`);
  }
  // A routine with no known last visit ("faz hemograma a cada 4 meses"): when was the last one?
  const routines = checkups.filter(c => c.status === 'done' && !c.date && c.everyMonths);
  const asked = new Set<string>();
  for (const c of routines) {
    if (asked.has(c.kind)) continue;
    asked.add(c.kind);
    const what = lang === 'pt' ? (LAST_PT[c.kind] ?? 'a última consulta') : (LAST_EN[c.kind] ?? 'appointment');
    // Several people keep the same routine ("Minha mãe e meu pai fazem check-up todo ano"): one question for all.
    if (routines.filter(x => x.kind === c.kind).length > 1) {
      out.push(lang === 'pt' ? `Quando foi ${what} de cada um?` : `When was each one's last ${what}?`);
      continue;
    }
    const p = c.person === 'user' ? null : live.find(x => x.name === c.person);
    if (lang === 'pt') {
      const of = !p ? '' : p.unnamed ? ` ${p.plural ? (p.gender === 'female' ? 'das suas' : 'dos seus') : p.gender === 'male' ? 'do seu' : 'da sua'} ${p.name}` : ` ${ofPt(p.gender)} ${p.name}`;
      out.push(`Quando foi ${what}${of}?`);
    } else {
      const poss = (n: string) => (/s$/i.test(n) ? `${n}'` : `${n}'s`);
      const whose = !p ? 'your' : p.unnamed ? `your ${poss(p.name)}` : poss(p.name);
      out.push(`When was ${whose} last ${what}?`);
    }
  }
  for (const c of checkups) {
    if (c.status !== 'scheduled' || c.date) continue;
    const who = c.person === 'user' ? '' : lang === 'pt' ? ` de ${c.person}` : ` for ${c.person}`;
    out.push(lang === 'pt' ? `Para quando está marcado ${KIND_PT[c.kind] ?? 'a consulta'}${who}?` : `When is ${KIND_EN[c.kind] ?? 'the appointment'}${who}?`);
  }
  return out.slice(0, 3);
}
