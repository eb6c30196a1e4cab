import type {Language} from '../understanding/types.js';

/**
 * How people say each checkup in a sentence: specialists are visited, exams are done, vaccines
 * taken. One table, so confirmations, who-is answers and `magis people` read alike.
 */
interface Phrases {
  /** "Susana precisa …" / "Susana needs …" */
  need: string;
  /** "Você … em 16/11" / "You … on Nov 16" */
  done: string;
  /** "Carlos tem …" / "Carlos has …" */
  booked: string;
}

const SPECIALISTS_PT: Record<string, string> = {
  dentist: 'dentista', eye_exam: 'oftalmologista', pediatrician: 'pediatra', gynecologist: 'ginecologista', dermatologist: 'dermatologista',
  cardiologist: 'cardiologista', orthopedist: 'ortopedista', orthodontist: 'ortodontista', ent: 'otorrino',
};
const SPECIALISTS_EN: Record<string, string> = {
  dentist: 'dentist', pediatrician: 'pediatrician', gynecologist: 'gynecologist', dermatologist: 'dermatologist',
  cardiologist: 'cardiologist', orthopedist: 'orthopedist', orthodontist: 'orthodontist', ent: 'ENT',
};

const PT: Record<string, Phrases> = {
  blood_test: {need: 'fazer exame de sangue', done: 'fez exame de sangue', booked: 'exame de sangue marcado'},
  mammogram: {need: 'fazer mamografia', done: 'fez mamografia', booked: 'mamografia marcada'},
  general_checkup: {need: 'fazer um check-up', done: 'fez check-up', booked: 'check-up marcado'},
  vaccine: {need: 'tomar vacina', done: 'tomou vacina', booked: 'vacina marcada'},
  other: {need: 'marcar uma consulta', done: 'foi à consulta', booked: 'consulta marcada'},
};
const EN: Record<string, Phrases> = {
  eye_exam: {need: 'an eye exam', done: 'had an eye exam', booked: 'an eye exam'},
  blood_test: {need: 'a blood test', done: 'had a blood test', booked: 'a blood test'},
  mammogram: {need: 'a mammogram', done: 'had a mammogram', booked: 'a mammogram'},
  general_checkup: {need: 'a check-up', done: 'had a check-up', booked: 'a check-up'},
  vaccine: {need: 'a vaccine', done: 'got a vaccine', booked: 'a vaccine appointment'},
  other: {need: 'an appointment', done: 'went to an appointment', booked: 'an appointment'},
};

function phrases(kind: string, lang: Language): Phrases {
  if (lang === 'pt') {
    const s = SPECIALISTS_PT[kind];
    return s ? {need: `ir ao ${s}`, done: `foi ao ${s}`, booked: `${s} marcado`} : PT[kind] ?? PT.other!;
  }
  const s = SPECIALISTS_EN[kind];
  if (s) return {need: kind === 'dentist' ? 'a dentist visit' : `a visit to the ${s}`, done: `went to the ${s}`, booked: `${/^[aeiou]/i.test(s) ? 'an' : 'a'} ${s} appointment`};
  return EN[kind] ?? EN.other!;
}

/** "ir ao oftalmologista", "fazer exame de sangue", "tomar vacina" / "an eye exam", "a dentist visit". */
export const needPhrase = (kind: string, lang: Language) => phrases(kind, lang).need;
/** "foi ao dentista", "tomou vacina" / "went to the dentist", "had an eye exam". */
export const donePhrase = (kind: string, lang: Language) => phrases(kind, lang).done;
/** "dentista marcado", "vacina marcada" / "a dentist appointment", "an eye exam". */
export const bookedPhrase = (kind: string, lang: Language) => phrases(kind, lang).booked;
/** The bare name of the checkup: "dentista", "oftalmologista" / "dentist", "eye exam". */
export function kindNoun(kind: string, lang: Language): string {
  if (lang === 'pt') return SPECIALISTS_PT[kind] ?? {blood_test: 'exame de sangue', mammogram: 'mamografia', general_checkup: 'check-up', vaccine: 'vacina'}[kind] ?? 'consulta';
  return SPECIALISTS_EN[kind] ?? {eye_exam: 'eye exam', blood_test: 'blood test', mammogram: 'mammogram', general_checkup: 'check-up', vaccine: 'vaccine'}[kind] ?? 'appointment';
}
