import type {PersonView} from '../store/learn.js';
import type {Language} from '../understanding/types.js';

const KIND_EN: Record<string, string> = {
  dentist: 'dentist', eye_exam: 'an eye exam', general_checkup: 'a check-up', pediatrician: 'the pediatrician', gynecologist: 'the gynecologist',
  dermatologist: 'the dermatologist', cardiologist: 'the cardiologist', orthopedist: 'the orthopedist', blood_test: 'a blood test',
  vaccine: 'a vaccine', mammogram: 'a mammogram', orthodontist: 'the orthodontist', ent: 'the ENT', other: 'an appointment',
};
const KIND_PT: Record<string, string> = {
  dentist: 'dentista', eye_exam: 'oftalmologista', general_checkup: 'check-up', pediatrician: 'pediatra', gynecologist: 'ginecologista',
  dermatologist: 'dermatologista', cardiologist: 'cardiologista', orthopedist: 'ortopedista', blood_test: 'exame de sangue',
  vaccine: 'vacina', mammogram: 'mamografia', orthodontist: 'ortodontista', ent: 'otorrino', other: 'consulta',
};

/** Exams are done and vaccines taken; specialists are visited. */
const PT_VERB: Record<string, string> = {blood_test: 'fazer', mammogram: 'fazer', general_checkup: 'fazer', vaccine: 'tomar', other: 'marcar'};
const EN_NOUN: Record<string, string> = {dentist: 'a dentist visit', ent: 'an ENT visit', eye_exam: 'an eye exam', general_checkup: 'a check-up', blood_test: 'a blood test', vaccine: 'a vaccine', mammogram: 'a mammogram', other: 'an appointment'};

/** "ir ao oftalmologista" / "fazer exame de sangue" / "tomar vacina"; English: "an eye exam", "a dentist visit". */
export function needPhrase(kind: string, lang: Language): string {
  if (lang === 'en') return EN_NOUN[kind] ?? `a visit to the ${KIND_EN[kind]?.replace(/^(the|an?) /, '') ?? kind}`;
  const verb = PT_VERB[kind];
  return verb ? `${verb} ${KIND_PT[kind] ?? kind}` : `ir ao ${KIND_PT[kind] ?? kind}`;
}

export const kindLabel = (kind: string, lang: Language) => (lang === 'pt' ? KIND_PT[kind] : KIND_EN[kind]) ?? kind;

const REL_PT: Record<string, [string, string]> = {
  mother: ['mãe', 'mãe'], father: ['pai', 'pai'], parent: ['pai', 'mãe'], daughter: ['filha', 'filha'], son: ['filho', 'filho'], child: ['filho', 'filha'],
  wife: ['esposa', 'esposa'], husband: ['marido', 'marido'], spouse: ['cônjuge', 'cônjuge'], sister: ['irmã', 'irmã'], brother: ['irmão', 'irmão'],
  sibling: ['irmão', 'irmã'], grandmother: ['avó', 'avó'], grandfather: ['avô', 'avô'], grandparent: ['avô', 'avó'], granddaughter: ['neta', 'neta'],
  grandson: ['neto', 'neto'], grandchild: ['neto', 'neta'], aunt: ['tia', 'tia'], uncle: ['tio', 'tio'], niece: ['sobrinha', 'sobrinha'],
  nephew: ['sobrinho', 'sobrinho'], cousin: ['primo', 'prima'], 'mother-in-law': ['sogra', 'sogra'], 'father-in-law': ['sogro', 'sogro'],
  'daughter-in-law': ['nora', 'nora'], 'son-in-law': ['genro', 'genro'], 'sister-in-law': ['cunhada', 'cunhada'], 'brother-in-law': ['cunhado', 'cunhado'],
  stepmother: ['madrasta', 'madrasta'], stepfather: ['padrasto', 'padrasto'], stepdaughter: ['enteada', 'enteada'], stepson: ['enteado', 'enteado'],
  godmother: ['madrinha', 'madrinha'], godfather: ['padrinho', 'padrinho'], goddaughter: ['afilhada', 'afilhada'], godson: ['afilhado', 'afilhado'],
  girlfriend: ['namorada', 'namorada'], boyfriend: ['namorado', 'namorado'], partner: ['companheiro', 'companheira'], fiancee: ['noiva', 'noiva'],
  fiance: ['noivo', 'noivo'], 'ex-wife': ['ex-mulher', 'ex-mulher'], 'ex-husband': ['ex-marido', 'ex-marido'], friend: ['amigo', 'amiga'],
  coworker: ['colega de trabalho', 'colega de trabalho'], boss: ['chefe', 'chefe'], neighbor: ['vizinho', 'vizinha'], doctor: ['médico', 'médica'],
};

/** The user's word for a relation, in their language ("daughter" → "filha"). */
export function relationLabel(relation: string, lang: Language, gender: string | null = null): string {
  if (lang === 'en') return relation;
  const pair = REL_PT[relation];
  return pair ? (gender === 'female' ? pair[1] : pair[0]) : relation;
}

function latestCheckups(p: PersonView): PersonView['checkups'] {
  const byKind = new Map<string, PersonView['checkups'][number]>();
  for (const c of p.checkups) byKind.set(c.kind, c);
  return [...byKind.values()];
}

/** "daughter, 16, needs an eye exam" / "filha, 16 anos, precisa de oftalmologista". */
export function describePerson(p: Pick<PersonView, 'relation' | 'age' | 'gender' | 'checkups'>, lang: Language): string {
  const bits: string[] = [];
  if (p.relation) bits.push(relationLabel(p.relation, lang, p.gender));
  if (p.age != null) bits.push(lang === 'pt' ? `${p.age} anos` : String(p.age));
  for (const c of latestCheckups(p as PersonView)) {
    const k = kindLabel(c.kind, lang);
    const when = c.date ? ` ${c.date}${c.time ? ' ' + c.time : ''}` : '';
    if (c.status === 'needed') bits.push(lang === 'pt' ? `precisa ${needPhrase(c.kind, lang)}` : `needs ${needPhrase(c.kind, lang)}`);
    else if (c.status === 'scheduled') bits.push(lang === 'pt' ? `${k} marcado${when}` : `${k} booked${when}`);
    else bits.push(lang === 'pt' ? `último ${k}${when}` : `last ${k}${when}`);
  }
  return bits.join(', ') || (lang === 'pt' ? 'sem detalhes ainda' : 'no details yet');
}
