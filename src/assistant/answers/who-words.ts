/**
 * Finding whom a question is about: a person named in it (in any case, without accents), or a
 * relation the user has ("minha mãe", "my mom", "mom's", "meus filhos"). Pure over the people list.
 */
import {fold, tokenize} from '../../text/words.js';
import type {PersonView} from '../../store/learn.js';
import {displayName} from '../../text/names.js';

/**
 * Everyday words for relations, PT and EN, informal too, each to the contract's relation words
 * (`people --json` relation). A plural word names a group ("filhos" → son, daughter, child).
 */
const RELATION_WORDS: Record<string, string[]> = {
  mae: ['mother'],
  mamae: ['mother'],
  mother: ['mother'],
  mom: ['mother'],
  mum: ['mother'],
  mommy: ['mother'],
  ma: ['mother'],
  pai: ['father'],
  papai: ['father'],
  father: ['father'],
  dad: ['father'],
  daddy: ['father'],
  pais: ['mother', 'father', 'parent'],
  parents: ['mother', 'father', 'parent'],
  filho: ['son'],
  son: ['son'],
  filha: ['daughter'],
  daughter: ['daughter'],
  filhos: ['son', 'daughter', 'child'],
  filhas: ['daughter'],
  kids: ['son', 'daughter', 'child'],
  children: ['son', 'daughter', 'child'],
  criancas: ['son', 'daughter', 'child'],
  meninos: ['son'],
  meninas: ['daughter'],
  sons: ['son'],
  daughters: ['daughter'],
  kid: ['son', 'daughter', 'child'],
  child: ['son', 'daughter', 'child'],
  marido: ['husband'],
  esposo: ['husband'],
  husband: ['husband'],
  hubby: ['husband'],
  esposa: ['wife'],
  mulher: ['wife'],
  wife: ['wife'],
  wifey: ['wife'],
  irmao: ['brother'],
  brother: ['brother'],
  bro: ['brother'],
  irma: ['sister'],
  sister: ['sister'],
  sis: ['sister'],
  irmaos: ['brother', 'sister', 'sibling'],
  siblings: ['brother', 'sister', 'sibling'],
  brothers: ['brother'],
  sisters: ['sister'],
  avo: ['grandmother', 'grandfather'],
  vovo: ['grandmother', 'grandfather'],
  vo: ['grandmother', 'grandfather'],
  grandma: ['grandmother'],
  granny: ['grandmother'],
  grandmother: ['grandmother'],
  grandpa: ['grandfather'],
  grandfather: ['grandfather'],
  avos: ['grandmother', 'grandfather', 'grandparent'],
  grandparents: ['grandmother', 'grandfather', 'grandparent'],
  neto: ['grandson'],
  neta: ['granddaughter'],
  netos: ['grandson', 'granddaughter', 'grandchild'],
  grandkids: ['grandson', 'granddaughter', 'grandchild'],
  grandchildren: ['grandson', 'granddaughter', 'grandchild'],
  tio: ['uncle'],
  tia: ['aunt'],
  tios: ['uncle', 'aunt'],
  uncle: ['uncle'],
  aunt: ['aunt'],
  primo: ['cousin'],
  prima: ['cousin'],
  primos: ['cousin'],
  cousin: ['cousin'],
  cousins: ['cousin'],
  sobrinho: ['nephew'],
  sobrinha: ['niece'],
  sobrinhos: ['nephew', 'niece'],
  nephew: ['nephew'],
  niece: ['niece'],
  sogra: ['mother-in-law'],
  sogro: ['father-in-law'],
  sogros: ['mother-in-law', 'father-in-law'],
  cunhada: ['sister-in-law'],
  cunhado: ['brother-in-law'],
  nora: ['daughter-in-law'],
  genro: ['son-in-law'],
  namorado: ['boyfriend'],
  namorada: ['girlfriend'],
  boyfriend: ['boyfriend'],
  bf: ['boyfriend'],
  girlfriend: ['girlfriend'],
  gf: ['girlfriend'],
  chefe: ['boss'],
  boss: ['boss'],
  colega: ['coworker'],
  colegas: ['coworker'],
  coworker: ['coworker'],
  coworkers: ['coworker'],
  amigo: ['friend'],
  amiga: ['friend'],
  amigos: ['friend'],
  friend: ['friend'],
  friends: ['friend'],
  vizinho: ['neighbor'],
  vizinha: ['neighbor'],
  neighbor: ['neighbor'],
  neighbour: ['neighbor'],
  medico: ['doctor'],
  medica: ['doctor'],
  doctor: ['doctor'],
  doutor: ['doctor'],
  doutora: ['doctor'],
};

/** Relations a word names ("mae" → ["mother"]), or null. */
export function relationsOf(word: string): string[] | null {
  return RELATION_WORDS[fold(word).replace(/'s$/, '')] ?? null;
}

/** People a question names by name or alias (whole words), best (longest) match first. */
export function peopleNamed(text: string, people: PersonView[]): PersonView[] {
  const words = tokenize(text.replace(/'s\b/g, ''));
  // "graces last eye exam", "moms birthday": a possessive typed without its apostrophe.
  const is = (w: string | undefined, p: string) => w === p || w === `${p}s`;
  const has = (name: string) => {
    const parts = tokenize(name).filter(p => !['dr', 'dra', 'dona', 'seu', 'sr', 'sra'].includes(p));
    if (!parts.length) return false;
    for (let i = 0; i + parts.length <= words.length; i++) if (parts.every((p, k) => (k === parts.length - 1 ? is(words[i + k], p) : words[i + k] === p))) return true;
    // A first name alone names a person known by full name ("a fernanda" → Fernanda Lima).
    return parts.length > 1 && words.includes(parts[0]!);
  };
  return people.filter(p => has(p.name) || p.aliases.some(has));
}

/** People whose relation to the user is one a word of the question names ("minha mãe", "my kids"). */
export function peopleByRelation(text: string, people: PersonView[]): PersonView[] {
  const wanted = new Set(tokenize(text.replace(/'s\b/g, '')).flatMap(w => relationsOf(w) ?? []));
  return wanted.size ? people.filter(p => p.relation && wanted.has(p.relation)) : [];
}

/** The one person a question is about: named first, else by relation when only one fits. */
export function personAsked(text: string, people: PersonView[]): PersonView | null {
  const named = peopleNamed(text, people);
  if (named.length) return named[0]!;
  const related = peopleByRelation(text, people);
  return related.length === 1 ? related[0]! : null;
}

/**
 * How a person is called in a sentence: their name, or for someone known only by kinship
 * ("filho" with no name yet) the relation with a possessive: "seu filho" / "your son".
 */
export function personLabel(p: Pick<PersonView, 'name' | 'relation' | 'gender'>, lang: 'pt' | 'en', relationWord: string | null): string {
  const unnamed = p.relation && relationWord && (fold(p.name) === fold(relationWord) || fold(p.name) === fold(p.relation));
  if (!unnamed) return displayName(p.name);
  return lang === 'pt' ? `${p.gender === 'female' ? 'sua' : 'seu'} ${relationWord}` : `your ${p.relation}`;
}
