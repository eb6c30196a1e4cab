import type {PersonView} from '../store/learn.js';
import type {Language} from '../domain/types.js';
import {bookedPhrase, donePhrase, needPhrase} from '../text/kind-words.js';
import {formatDay} from './phrasing.js';
import {atTime} from './answers/say-days.js';

const REL_PT: Record<string, [string, string]> = {
  mother: ['mãe', 'mãe'],
  father: ['pai', 'pai'],
  parent: ['pai', 'mãe'],
  daughter: ['filha', 'filha'],
  son: ['filho', 'filho'],
  child: ['filho', 'filha'],
  wife: ['esposa', 'esposa'],
  husband: ['marido', 'marido'],
  spouse: ['cônjuge', 'cônjuge'],
  sister: ['irmã', 'irmã'],
  brother: ['irmão', 'irmão'],
  sibling: ['irmão', 'irmã'],
  grandmother: ['avó', 'avó'],
  grandfather: ['avô', 'avô'],
  grandparent: ['avô', 'avó'],
  granddaughter: ['neta', 'neta'],
  grandson: ['neto', 'neto'],
  grandchild: ['neto', 'neta'],
  aunt: ['tia', 'tia'],
  uncle: ['tio', 'tio'],
  niece: ['sobrinha', 'sobrinha'],
  nephew: ['sobrinho', 'sobrinho'],
  cousin: ['primo', 'prima'],
  'mother-in-law': ['sogra', 'sogra'],
  'father-in-law': ['sogro', 'sogro'],
  'daughter-in-law': ['nora', 'nora'],
  'son-in-law': ['genro', 'genro'],
  'sister-in-law': ['cunhada', 'cunhada'],
  'brother-in-law': ['cunhado', 'cunhado'],
  stepmother: ['madrasta', 'madrasta'],
  stepfather: ['padrasto', 'padrasto'],
  stepdaughter: ['enteada', 'enteada'],
  stepson: ['enteado', 'enteado'],
  godmother: ['madrinha', 'madrinha'],
  godfather: ['padrinho', 'padrinho'],
  goddaughter: ['afilhada', 'afilhada'],
  godson: ['afilhado', 'afilhado'],
  girlfriend: ['namorada', 'namorada'],
  boyfriend: ['namorado', 'namorado'],
  partner: ['companheiro', 'companheira'],
  fiancee: ['noiva', 'noiva'],
  fiance: ['noivo', 'noivo'],
  'ex-wife': ['ex-mulher', 'ex-mulher'],
  'ex-husband': ['ex-marido', 'ex-marido'],
  friend: ['amigo', 'amiga'],
  coworker: ['colega de trabalho', 'colega de trabalho'],
  boss: ['chefe', 'chefe'],
  neighbor: ['vizinho', 'vizinha'],
  doctor: ['médico', 'médica'],
};

/** The user's word for a relation, in their language ("daughter" → "filha"). */
export function relationLabel(relation: string, lang: Language, gender: string | null = null): string {
  if (lang === 'en') return relation;
  const pair = REL_PT[relation];
  return pair ? (gender === 'female' ? pair[1] : pair[0]) : relation;
}

function latestCheckups(p: PersonView): PersonView['checkups'] {
  // Two visits of no specialty with labels of their own (an allergist, a cataract surgery) are two.
  const byKind = new Map<string, PersonView['checkups'][number]>();
  for (const c of p.checkups) byKind.set(`${c.kind}|${c.label ?? ''}`, c);
  return [...byKind.values()];
}

/** "daughter, 16, needs an eye exam" / "filha, 16 anos, precisa de oftalmologista". */
export function describePerson(p: Pick<PersonView, 'relation' | 'age' | 'gender' | 'checkups'>, lang: Language): string {
  const bits: string[] = [];
  if (p.relation) bits.push(relationLabel(p.relation, lang, p.gender));
  if (p.age != null) bits.push(lang === 'pt' ? `${p.age} anos` : String(p.age));
  for (const c of latestCheckups(p as PersonView)) {
    // The hour on the user's clock, as agenda and remind write it ("às 15h", "at 3 pm").
    const when = c.date ? `${lang === 'pt' ? ' em' : ' on'} ${formatDay(c.date, lang)}${atTime(c.time, lang)}` : '';
    const label = c.label ?? null;
    if (c.status === 'needed') bits.push(lang === 'pt' ? `precisa ${needPhrase(c.kind, lang, label)}` : `needs ${needPhrase(c.kind, lang, label)}`);
    else if (c.status === 'scheduled') bits.push(lang === 'pt' ? `tem ${bookedPhrase(c.kind, lang, label)}${when}` : `has ${bookedPhrase(c.kind, lang, label)}${when}`);
    else bits.push(`${donePhrase(c.kind, lang, label)}${when}`);
  }
  return bits.join(', ') || (lang === 'pt' ? 'sem detalhes ainda' : 'no details yet');
}
