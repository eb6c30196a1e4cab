/**
 * How each checkup kind is said, in Portuguese (Brazil) and English: specialists are visited, exams
 * done, vaccines taken. One table for reminders, confirmations, who-is answers and `magis people`.
 */
import type {Language} from '../domain/types.js';
import {ptArticle} from './phrases.js';

export interface KindWords {
  /** "ir ao dentista" / "go to the dentist" */
  go: string;
  /** "dentista" / "dentist visit" */
  noun: string;
  /** PT: "o"/"a" (o último dentista, a última vacina). */
  female?: boolean;
  /** EN: what one books ("the dentist", "eye exams"). */
  book?: string;
  /** Past tense: "foi ao dentista", "tomou a vacina" / "went to the dentist", "had an eye exam". */
  did: string;
}

const PT: Record<string, KindWords> = {
  dentist: {go: 'ir ao dentista', noun: 'dentista', did: 'foi ao dentista'},
  eye_exam: {go: 'ir ao oftalmologista', noun: 'oftalmologista', did: 'foi ao oftalmologista'},
  general_checkup: {go: 'fazer um check-up', noun: 'check-up', did: 'fez um check-up'},
  pediatrician: {go: 'ir ao pediatra', noun: 'pediatra', did: 'foi ao pediatra'},
  gynecologist: {go: 'ir ao ginecologista', noun: 'ginecologista', did: 'foi ao ginecologista'},
  dermatologist: {go: 'ir ao dermatologista', noun: 'dermatologista', did: 'foi ao dermatologista'},
  cardiologist: {go: 'ir ao cardiologista', noun: 'cardiologista', did: 'foi ao cardiologista'},
  orthopedist: {go: 'ir ao ortopedista', noun: 'ortopedista', did: 'foi ao ortopedista'},
  blood_test: {go: 'fazer exame de sangue', noun: 'exame de sangue', did: 'fez exame de sangue'},
  vaccine: {go: 'tomar a vacina', noun: 'vacina', female: true, did: 'tomou a vacina'},
  mammogram: {go: 'fazer a mamografia', noun: 'mamografia', female: true, did: 'fez a mamografia'},
  orthodontist: {go: 'ir ao ortodontista', noun: 'ortodontista', did: 'foi ao ortodontista'},
  ent: {go: 'ir ao otorrino', noun: 'otorrino', did: 'foi ao otorrino'},
  other: {go: 'ir à consulta', noun: 'consulta', female: true, did: 'foi à consulta'},
  // A pet's care (store/pets.ts): the vet.
  vet: {go: 'ir ao veterinário', noun: 'veterinário', did: 'foi ao veterinário'},
};

const EN: Record<string, KindWords> = {
  dentist: {go: 'go to the dentist', noun: 'dentist visit', book: 'the dentist', did: 'went to the dentist'},
  eye_exam: {go: 'get an eye exam', noun: 'eye exam', book: 'eye exams', did: 'had an eye exam'},
  general_checkup: {go: 'get a check-up', noun: 'check-up', book: 'check-ups', did: 'had a check-up'},
  pediatrician: {go: 'see the pediatrician', noun: 'pediatrician visit', book: 'the pediatrician', did: 'saw the pediatrician'},
  gynecologist: {go: 'see the gynecologist', noun: 'gynecologist visit', book: 'the gynecologist', did: 'saw the gynecologist'},
  dermatologist: {go: 'see the dermatologist', noun: 'dermatologist visit', book: 'the dermatologist', did: 'saw the dermatologist'},
  cardiologist: {go: 'see the cardiologist', noun: 'cardiologist visit', book: 'the cardiologist', did: 'saw the cardiologist'},
  orthopedist: {go: 'see the orthopedist', noun: 'orthopedist visit', book: 'the orthopedist', did: 'saw the orthopedist'},
  blood_test: {go: 'get a blood test', noun: 'blood test', book: 'blood tests', did: 'had a blood test'},
  vaccine: {go: 'get the vaccine', noun: 'vaccine', book: 'vaccines', did: 'got the vaccine'},
  mammogram: {go: 'get a mammogram', noun: 'mammogram', book: 'mammograms', did: 'had a mammogram'},
  orthodontist: {go: 'see the orthodontist', noun: 'orthodontist visit', book: 'the orthodontist', did: 'saw the orthodontist'},
  ent: {go: 'see the ENT', noun: 'ENT visit', book: 'the ENT', did: 'saw the ENT'},
  other: {go: 'go to the appointment', noun: 'appointment', book: 'appointments', did: 'went to the appointment'},
  vet: {go: 'go to the vet', noun: 'vet visit', book: 'the vet', did: 'went to the vet'},
};

/** How people say a checkup kind in a sentence. */
export const kindWords = (kind: string, lang: Language, label?: string | null): KindWords => {
  const table = lang === 'pt' ? PT : EN;
  return label ? labelled(label, lang) : (table[kind] ?? table.other!);
};

/** A visit said in the user's words ("cirurgia de catarata", "knee replacement") stands for its kind's words. */
function labelled(label: string, lang: Language): KindWords {
  // A doctor's specialty ("urologista", "nutricionista", "geriatra"): one goes to them, one does not "fazer" them.
  if (lang === 'pt' && /(?:ista|logo|loga|iatra)$/.test(label.split(' ')[0]!)) return {go: `ir ao ${label}`, noun: label, did: `foi ao ${label}`};
  if (lang === 'pt') {
    const a = ptArticle(label);
    return {go: `fazer ${a} ${label}`, noun: label, female: a === 'a', did: `fez ${a} ${label}`};
  }
  return {go: `have the ${label}`, noun: label, book: `the ${label}`, did: `had the ${label}`};
}

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? 'an' : 'a');

/** "precisa ir ao oftalmologista" / "needs an eye exam": what follows "precisa" or "needs". */
export const needPhrase = (kind: string, lang: Language, label?: string | null) => {
  const w = kindWords(kind, lang, label);
  return lang === 'pt' ? w.go : `${article(w.noun)} ${w.noun}`;
};

/** "foi ao dentista" / "went to the dentist". */
export const donePhrase = (kind: string, lang: Language, label?: string | null) => kindWords(kind, lang, label).did;

/** "dentista marcado", "vacina marcada" / "a dentist visit booked": what follows "tem" or "has". */
export const bookedPhrase = (kind: string, lang: Language, label?: string | null) => {
  const w = kindWords(kind, lang, label);
  return lang === 'pt' ? `${w.noun} marcad${w.female ? 'a' : 'o'}` : `${article(w.noun)} ${w.noun} booked`;
};
