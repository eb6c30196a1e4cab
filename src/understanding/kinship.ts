/**
 * Kinship and social relations: the PT/EN lexicon, the gender-neutral relation bases, the
 * contract's English relation words, inverses and composition ("my sister's husband" is my
 * brother-in-law). Pure data plus small lookups.
 */
import {PhraseLexicon, scanTokens} from './text.js';
import type {Gender} from '../domain/types.js';
import type {VarietyWords} from './varieties.js';

/** A relation independent of gender; `relationWord` turns it into the contract's word. */
export type RelBase =
  | 'parent'
  | 'child'
  | 'spouse'
  | 'sibling'
  | 'grandparent'
  | 'grandchild'
  | 'great-grandparent'
  | 'great-grandchild'
  | 'auncle'
  | 'nibling'
  | 'cousin'
  | 'parent-in-law'
  | 'child-in-law'
  | 'sibling-in-law'
  | 'step-parent'
  | 'step-child'
  | 'godparent'
  | 'godchild'
  | 'dating'
  | 'engaged'
  | 'partner'
  | 'ex-spouse'
  | 'ex-dating'
  | 'friend'
  | 'coworker'
  | 'boss'
  | 'employee'
  | 'neighbor'
  | 'doctor'
  | 'patient'
  | 'teacher'
  | 'student';

/** [female, male, unknown gender] words of each base. */
const WORDS: Record<RelBase, [string, string, string]> = {
  parent: ['mother', 'father', 'parent'],
  child: ['daughter', 'son', 'child'],
  spouse: ['wife', 'husband', 'spouse'],
  sibling: ['sister', 'brother', 'sibling'],
  grandparent: ['grandmother', 'grandfather', 'grandparent'],
  grandchild: ['granddaughter', 'grandson', 'grandchild'],
  'great-grandparent': ['great-grandmother', 'great-grandfather', 'great-grandparent'],
  'great-grandchild': ['great-granddaughter', 'great-grandson', 'great-grandchild'],
  auncle: ['aunt', 'uncle', 'uncle'],
  nibling: ['niece', 'nephew', 'nephew'],
  cousin: ['cousin', 'cousin', 'cousin'],
  'parent-in-law': ['mother-in-law', 'father-in-law', 'parent-in-law'],
  'child-in-law': ['daughter-in-law', 'son-in-law', 'child-in-law'],
  'sibling-in-law': ['sister-in-law', 'brother-in-law', 'sibling-in-law'],
  'step-parent': ['stepmother', 'stepfather', 'stepparent'],
  'step-child': ['stepdaughter', 'stepson', 'stepchild'],
  godparent: ['godmother', 'godfather', 'godparent'],
  godchild: ['goddaughter', 'godson', 'godchild'],
  dating: ['girlfriend', 'boyfriend', 'partner'],
  engaged: ['fiancee', 'fiance', 'fiance'],
  partner: ['partner', 'partner', 'partner'],
  'ex-spouse': ['ex-wife', 'ex-husband', 'ex-spouse'],
  'ex-dating': ['ex-girlfriend', 'ex-boyfriend', 'ex-partner'],
  friend: ['friend', 'friend', 'friend'],
  coworker: ['coworker', 'coworker', 'coworker'],
  boss: ['boss', 'boss', 'boss'],
  employee: ['employee', 'employee', 'employee'],
  neighbor: ['neighbor', 'neighbor', 'neighbor'],
  doctor: ['doctor', 'doctor', 'doctor'],
  patient: ['patient', 'patient', 'patient'],
  teacher: ['teacher', 'teacher', 'teacher'],
  student: ['student', 'student', 'student'],
};

/** The contract's relation word for a base and a gender ("sibling", female → "sister"). */
export function relationWord(base: RelBase, gender: Gender): string {
  const w = WORDS[base];
  return gender === 'female' ? w[0] : gender === 'male' ? w[1] : w[2];
}

/** Parse a relation word back to its base and gender ("mother-in-law" → parent-in-law, female). */
export function parseRelationWord(word: string): {base: RelBase; gender: Gender} | null {
  const w = word.toLowerCase().replace(/é/g, 'e').replace(/\s+/g, '-');
  for (const [base, forms] of Object.entries(WORDS) as [RelBase, [string, string, string]][]) {
    if (forms[0] === w && forms[1] !== w) return {base, gender: 'female'};
    if (forms[1] === w && forms[0] !== w) return {base, gender: 'male'};
    if (forms.includes(w)) return {base, gender: null};
  }
  return null;
}

/** Every relation word the engine can emit (for validation of LLM answers). */
export const RELATION_WORDS: ReadonlySet<string> = new Set(Object.values(WORDS).flat());

/** Relations that belong to the family (drives the `family` context). */
export const FAMILY_BASES: ReadonlySet<RelBase> = new Set<RelBase>([
  'parent',
  'child',
  'spouse',
  'sibling',
  'grandparent',
  'grandchild',
  'great-grandparent',
  'great-grandchild',
  'auncle',
  'nibling',
  'cousin',
  'parent-in-law',
  'child-in-law',
  'sibling-in-law',
  'step-parent',
  'step-child',
  'godparent',
  'godchild',
  'dating',
  'engaged',
  'partner',
  'ex-spouse',
  'ex-dating',
]);
export const WORK_BASES: ReadonlySet<RelBase> = new Set<RelBase>(['coworker', 'boss', 'employee']);

/** If A is `base` of B, B is `inverse(base)` of A. */
const INVERSE: Partial<Record<RelBase, RelBase>> = {
  parent: 'child',
  child: 'parent',
  spouse: 'spouse',
  sibling: 'sibling',
  grandparent: 'grandchild',
  grandchild: 'grandparent',
  'great-grandparent': 'great-grandchild',
  'great-grandchild': 'great-grandparent',
  auncle: 'nibling',
  nibling: 'auncle',
  cousin: 'cousin',
  'parent-in-law': 'child-in-law',
  'child-in-law': 'parent-in-law',
  'sibling-in-law': 'sibling-in-law',
  'step-parent': 'step-child',
  'step-child': 'step-parent',
  godparent: 'godchild',
  godchild: 'godparent',
  dating: 'dating',
  engaged: 'engaged',
  partner: 'partner',
  'ex-spouse': 'ex-spouse',
  'ex-dating': 'ex-dating',
  friend: 'friend',
  coworker: 'coworker',
  boss: 'employee',
  employee: 'boss',
  neighbor: 'neighbor',
  doctor: 'patient',
  patient: 'doctor',
  teacher: 'student',
  student: 'teacher',
};

export function inverseOf(base: RelBase): RelBase | null {
  return INVERSE[base] ?? null;
}

/**
 * Composition: if Y is `toUser` of the user and X is `ofY` of Y, X is COMPOSE[toUser][ofY] of
 * the user. Only unambiguous compositions are listed (my grandmother's child could be a parent
 * or an aunt, so it is absent and the relation stays unknown).
 */
const COMPOSE: Partial<Record<RelBase, Partial<Record<RelBase, RelBase>>>> = {
  parent: {parent: 'grandparent', sibling: 'auncle', child: 'sibling', spouse: 'step-parent', grandparent: 'great-grandparent', 'parent-in-law': 'grandparent', friend: 'friend'},
  child: {child: 'grandchild', sibling: 'child', spouse: 'child-in-law', dating: 'child-in-law', engaged: 'child-in-law', grandchild: 'great-grandchild', 'parent-in-law': 'child-in-law'},
  spouse: {parent: 'parent-in-law', sibling: 'sibling-in-law', child: 'step-child', 'step-child': 'step-child'},
  sibling: {spouse: 'sibling-in-law', child: 'nibling', parent: 'parent', sibling: 'sibling', dating: 'sibling-in-law', engaged: 'sibling-in-law'},
  grandparent: {spouse: 'grandparent', parent: 'great-grandparent'},
  grandchild: {sibling: 'grandchild', child: 'great-grandchild'},
  auncle: {child: 'cousin', spouse: 'auncle', parent: 'grandparent'},
  nibling: {sibling: 'nibling'},
  cousin: {sibling: 'cousin', parent: 'auncle'},
  'parent-in-law': {spouse: 'parent-in-law'},
  'sibling-in-law': {child: 'nibling'},
  'child-in-law': {child: 'grandchild'},
  'step-child': {sibling: 'step-child'},
  'step-parent': {spouse: 'parent'},
  dating: {parent: 'parent-in-law', sibling: 'sibling-in-law'},
  engaged: {parent: 'parent-in-law', sibling: 'sibling-in-law'},
};

/** The relation to the user of X, where X is `ofY` of Y and Y is `toUser` of the user. */
export function compose(toUser: RelBase, ofY: RelBase): RelBase | null {
  return COMPOSE[toUser]?.[ofY] ?? null;
}

export interface KinEntry {
  base: RelBase;
  gender: Gender;
  plural?: boolean;
  /** Only a person when a name goes with it ("meu dentista" alone is a checkup, not a person). */
  needsName?: boolean;
  /** Used without a possessive to mean the user's ("Mom", "a vovó", "a tia Célia"). */
  familiar?: boolean;
  lang: 'pt' | 'en';
}

const kin = new PhraseLexicon<KinEntry>((a, b) => (a.base === b.base && a.gender !== b.gender ? {...a, gender: null} : a));

type Row = [phrases: string, base: RelBase, gender: Gender, flags?: string];
const add = (lang: 'pt' | 'en', rows: Row[]) => {
  for (const [phrases, base, gender, flags = ''] of rows) {
    for (const p of phrases.split(',')) {
      const phrase = p.trim();
      if (!phrase) continue;
      kin.add(phrase, {
        base,
        gender,
        lang,
        ...(flags.includes('p') ? {plural: true} : {}),
        ...(flags.includes('n') ? {needsName: true} : {}),
        ...(flags.includes('f') ? {familiar: true} : {}),
      });
    }
  }
};

// Flags: p = plural, n = needs a name to be a person, f = familiar (no possessive needed).
add('pt', [
  ['mãe, mae, mainha, mamãe, mamae, mãezinha', 'parent', 'female'],
  ['mamãe, mamae, mainha', 'parent', 'female', 'f'],
  // "a mãe tem dentista quinta", "o pai já foi": with its article, as families say it, the user's.
  ['mãe, mae', 'parent', 'female', 'f'],
  ['pai, painho, papai, paizinho', 'parent', 'male'],
  ['papai, painho', 'parent', 'male', 'f'],
  ['pai', 'parent', 'male', 'f'],
  ['pais', 'parent', null, 'p'],
  ['filha, filhinha, filhota', 'child', 'female'],
  ['filho, filhinho', 'child', 'male'],
  ['filhos, filhas, crianças, criancas, gêmeos, gemeos, gêmeas, gemeas', 'child', null, 'p'],
  ['crianças, criancas, gêmeos, gemeos, gêmeas, gemeas', 'child', null, 'pf'],
  ['bebê, bebe, neném, nenem', 'child', null],
  // "o theo (meu caçula)", "a lara, minha primogênita": the youngest or the first-born child.
  ['caçula, cacula, caçulinha, caculinha', 'child', null],
  ['primogênito, primogenito', 'child', 'male'],
  ['primogênita, primogenita', 'child', 'female'],
  // "o joão (meu mais velho)": with a possessive and no noun, the eldest or youngest child.
  ['mais velho, mais novo', 'child', 'male'],
  ['mais velha, mais nova', 'child', 'female'],
  ['marido, esposo, maridão', 'spouse', 'male'],
  ['esposa, mulher, patroa', 'spouse', 'female'],
  ['cônjuge, conjuge', 'spouse', null],
  ['irmão, irmao, irmãozinho, mano', 'sibling', 'male'],
  ['irmã, irma, irmãzinha, mana', 'sibling', 'female'],
  ['irmãos, irmaos, irmãs, irmas', 'sibling', null, 'p'],
  ['avô, vô, vovô', 'grandparent', 'male'],
  ['vovô, vô', 'grandparent', 'male', 'f'],
  ['avó, vó, vovó', 'grandparent', 'female'],
  ['vovó, vó', 'grandparent', 'female', 'f'],
  ['avós, avôs, avos', 'grandparent', null, 'p'],
  ['bisavô, bisavo', 'great-grandparent', 'male'],
  ['bisavó', 'great-grandparent', 'female'],
  ['bisneto', 'great-grandchild', 'male'],
  ['bisneta', 'great-grandchild', 'female'],
  ['neto, netinho', 'grandchild', 'male'],
  ['neta, netinha', 'grandchild', 'female'],
  ['netos, netas', 'grandchild', null, 'p'],
  ['tio, titio', 'auncle', 'male'],
  ['titio', 'auncle', 'male', 'f'],
  ['tia, titia', 'auncle', 'female'],
  ['titia', 'auncle', 'female', 'f'],
  ['tios, tias', 'auncle', null, 'p'],
  ['sobrinho', 'nibling', 'male'],
  ['sobrinha', 'nibling', 'female'],
  ['sobrinhos, sobrinhas', 'nibling', null, 'p'],
  ['primo', 'cousin', 'male'],
  ['prima', 'cousin', 'female'],
  ['primos, primas', 'cousin', null, 'p'],
  // "a sogra fez aniversário", "o sogro vem": in-laws are said without a possessive, as Brazilians do.
  ['sogro', 'parent-in-law', 'male', 'f'],
  ['sogra', 'parent-in-law', 'female', 'f'],
  ['sogros', 'parent-in-law', null, 'p'],
  ['genro', 'child-in-law', 'male'],
  ['nora', 'child-in-law', 'female'],
  ['cunhado', 'sibling-in-law', 'male'],
  ['cunhada', 'sibling-in-law', 'female'],
  ['cunhados', 'sibling-in-law', null, 'p'],
  ['padrasto', 'step-parent', 'male'],
  ['madrasta', 'step-parent', 'female'],
  ['enteado', 'step-child', 'male'],
  ['enteada', 'step-child', 'female'],
  ['padrinho, dindo', 'godparent', 'male'],
  ['madrinha, dinda', 'godparent', 'female'],
  ['afilhado', 'godchild', 'male'],
  ['afilhada', 'godchild', 'female'],
  ['namorado, namoradinho', 'dating', 'male'],
  ['namorada, namoradinha', 'dating', 'female'],
  ['noivo', 'engaged', 'male'],
  ['noiva', 'engaged', 'female'],
  ['companheiro, parceiro', 'partner', 'male'],
  ['companheira, parceira', 'partner', 'female'],
  ['ex-marido, ex marido, ex-esposo, ex esposo', 'ex-spouse', 'male'],
  ['ex-mulher, ex mulher, ex-esposa, ex esposa', 'ex-spouse', 'female'],
  ['ex-namorado, ex namorado', 'ex-dating', 'male'],
  ['ex-namorada, ex namorada', 'ex-dating', 'female'],
  ['ex', 'ex-dating', null],
  // The ex's parents are still the children's grandparents: in-laws, said "ex sogra".
  ['ex sogra, ex-sogra', 'parent-in-law', 'female'],
  ['ex sogro, ex-sogro', 'parent-in-law', 'male'],
  ['amigo, amigão, amigao, amiguinho', 'friend', 'male'],
  ['amiga, amigona, amiguinha', 'friend', 'female'],
  ['amigos, amigas', 'friend', null, 'p'],
  // "o zé é meu compadre": the children's godfather, a friend of the family.
  ['compadre', 'friend', 'male'],
  ['comadre', 'friend', 'female'],
  ['colega de faculdade, colega de escola, colega de classe, colega de turma, colega de sala', 'friend', null],
  ['chefe, gerente, líder, lider', 'boss', null],
  ['patrão, patrao, gestor, supervisor, diretor, chefão', 'boss', 'male'],
  ['gestora, supervisora, diretora', 'boss', 'female'],
  ['colega, colega de trabalho, colega do trabalho, colega de equipe, colega de time, sócio, socio, sócia, socia', 'coworker', null],
  ['colegas, colegas de trabalho', 'coworker', null, 'p'],
  ['funcionário, funcionario, estagiário, estagiario, assistente', 'employee', 'male', 'n'],
  ['funcionária, funcionaria, estagiária, estagiaria, secretária, secretaria', 'employee', 'female', 'n'],
  ['vizinho', 'neighbor', 'male'],
  ['vizinha', 'neighbor', 'female'],
  ['vizinhos', 'neighbor', null, 'p'],
  ['médico, medico, doutor', 'doctor', 'male', 'n'],
  ['médica, medica, doutora', 'doctor', 'female', 'n'],
  [
    'dentista, pediatra, oftalmologista, oftalmo, oculista, ginecologista, gineco, dermatologista, dermato, cardiologista, ' +
      'ortopedista, ortodontista, otorrino, otorrinolaringologista, clínico geral, clinico geral, clínica geral, nutricionista, ' +
      'psicólogo, psicóloga, psicologo, psicologa, psiquiatra, terapeuta, fisioterapeuta, fono, fonoaudióloga, fonoaudiólogo, ' +
      'endocrinologista, urologista, neurologista, obstetra, geriatra, alergista, oncologista, reumatologista',
    'doctor',
    null,
    'n',
  ],
  ['professor', 'teacher', 'male', 'n'],
  ['professora', 'teacher', 'female', 'n'],
]);

add('en', [
  ['mother, mom, mommy, mum, mummy, mama, momma, ma', 'parent', 'female'],
  ['mom, mommy, mum, mama, momma', 'parent', 'female', 'f'],
  ['father, dad, daddy, papa, pop', 'parent', 'male'],
  ['dad, daddy, papa', 'parent', 'male', 'f'],
  ['parents, folks', 'parent', null, 'p'],
  ['parent', 'parent', null],
  ['daughter', 'child', 'female'],
  ['son', 'child', 'male'],
  ['kid, child, baby, little one', 'child', null],
  ['kids, children, daughters, sons, twins', 'child', null, 'p'],
  ['kids, twins', 'child', null, 'pf'],
  ['wife, wifey', 'spouse', 'female'],
  ['husband, hubby', 'spouse', 'male'],
  ['spouse', 'spouse', null],
  ['sister, sis', 'sibling', 'female'],
  ['brother, bro', 'sibling', 'male'],
  ['sibling', 'sibling', null],
  ['siblings, brothers, sisters', 'sibling', null, 'p'],
  ['grandmother, grandma, granny, grandmom, nana, gran', 'grandparent', 'female'],
  ['grandma, granny, nana', 'grandparent', 'female', 'f'],
  ['hubby', 'spouse', 'male', 'f'],
  ['wifey', 'spouse', 'female', 'f'],
  ['sis', 'sibling', 'female', 'f'],
  ['bro', 'sibling', 'male', 'f'],
  ['grandfather, grandpa, granddad, grandad, gramps, grandpop', 'grandparent', 'male'],
  ['grandpa, granddad, grandad, gramps', 'grandparent', 'male', 'f'],
  ['grandparents', 'grandparent', null, 'p'],
  ['great-grandmother, great grandmother, great-grandma', 'great-grandparent', 'female'],
  ['great-grandfather, great grandfather, great-grandpa', 'great-grandparent', 'male'],
  ['granddaughter', 'grandchild', 'female'],
  ['grandson', 'grandchild', 'male'],
  ['grandchild, grandkid, grandbaby', 'grandchild', null],
  ['grandchildren, grandkids', 'grandchild', null, 'p'],
  ['aunt, auntie, aunty', 'auncle', 'female'],
  ['uncle', 'auncle', 'male'],
  ['niece', 'nibling', 'female'],
  ['nephew', 'nibling', 'male'],
  ['cousin', 'cousin', null],
  ['cousins', 'cousin', null, 'p'],
  ['mother-in-law, mother in law, mom-in-law, ex mother-in-law, ex-mother-in-law, ex mother in law', 'parent-in-law', 'female'],
  ['father-in-law, father in law, dad-in-law', 'parent-in-law', 'male'],
  ['in-laws, in laws, parents-in-law', 'parent-in-law', null, 'p'],
  ['daughter-in-law, daughter in law', 'child-in-law', 'female'],
  ['son-in-law, son in law', 'child-in-law', 'male'],
  ['sister-in-law, sister in law', 'sibling-in-law', 'female'],
  ['brother-in-law, brother in law', 'sibling-in-law', 'male'],
  ['stepmother, step-mother, stepmom, step-mom, stepmum', 'step-parent', 'female'],
  ['stepfather, step-father, stepdad, step-dad', 'step-parent', 'male'],
  ['stepdaughter, step-daughter', 'step-child', 'female'],
  ['stepson, step-son', 'step-child', 'male'],
  ['stepchild, step-child, stepkid', 'step-child', null],
  ['stepkids, stepchildren, step-kids', 'step-child', null, 'p'],
  ['godmother', 'godparent', 'female'],
  ['godfather', 'godparent', 'male'],
  ['goddaughter', 'godchild', 'female'],
  ['godson', 'godchild', 'male'],
  ['girlfriend, gf', 'dating', 'female'],
  ['boyfriend, bf', 'dating', 'male'],
  // "my youngest, ella", "my eldest maya": with a possessive and no noun, a child.
  ['youngest, eldest, oldest, firstborn, first-born', 'child', null],
  ['partner, significant other', 'partner', null],
  ['fiancée, fiancee', 'engaged', 'female'],
  ['fiancé, fiance', 'engaged', 'male'],
  ['ex-wife, ex wife', 'ex-spouse', 'female'],
  ['ex-husband, ex husband', 'ex-spouse', 'male'],
  ['ex-girlfriend, ex girlfriend', 'ex-dating', 'female'],
  ['ex-boyfriend, ex boyfriend', 'ex-dating', 'male'],
  ['friend, buddy, pal, bestie, best friend, mate, best mate, bff', 'friend', null],
  ['friends', 'friend', null, 'p'],
  ['coworker, co-worker, colleague, workmate, teammate', 'coworker', null],
  ['coworkers, co-workers, colleagues', 'coworker', null, 'p'],
  ['boss, manager, line manager, supervisor, team lead', 'boss', null],
  ['neighbor, neighbour', 'neighbor', null],
  ['neighbors, neighbours', 'neighbor', null, 'p'],
  [
    'doctor, doc, physician, dentist, pediatrician, paediatrician, ophthalmologist, optometrist, eye doctor, dermatologist, ' +
      'cardiologist, orthodontist, orthopedist, gynecologist, obgyn, gp, family doctor, therapist, psychiatrist, psychologist, ' +
      'surgeon, nutritionist, physiotherapist, physical therapist',
    'doctor',
    null,
    'n',
  ],
  ['teacher', 'teacher', null, 'n'],
]);

/**
 * Kin words of one variety (or of a language, 'pt'/'en', where both its varieties say them that
 * way), tagged as varieties.ts tags word lists. Flags as above.
 */
type TaggedRow = [words: VarietyWords, base: RelBase, gender: Gender, flags?: string];
const addTagged = (rows: TaggedRow[]) => {
  for (const [words, base, gender, flags] of rows) for (const [variety, list] of Object.entries(words)) if (list) add(variety.startsWith('pt') ? 'pt' : 'en', [[list, base, gender, flags]]);
};

addTagged([
  // "os miúdos vão à praia", "a miúda tem febre", "o miúdo faz 6 anos": a Portuguese parent's children,
  // said with the article as Brazilians say "as crianças".
  [{'pt-PT': 'miúdo, miudo'}, 'child', 'male', 'f'],
  [{'pt-PT': 'miúda, miuda'}, 'child', 'female', 'f'],
  [{'pt-PT': 'miúdos, miudos, miúdas, miudas, gémeos, gemeos, gémeas, gemeas'}, 'child', null, 'pf'],
  // "tenho 2 meninos", "my boys are 5 and 7", "we have two girls": said of one's own, the children;
  // with no possessive or count ("the boys' night out") nobody's.
  [{pt: 'meninos, meninas', en: 'boys, girls'}, 'child', null, 'p'],
  // "vamos jantar à avó": in Portugal "a avó" with its article is the family's grandmother, as "a vó" in Brazil.
  [{'pt-PT': 'avó'}, 'grandparent', 'female', 'f'],
  [{'pt-PT': 'avô'}, 'grandparent', 'male', 'f'],
  // "my nan is 90", "we see Nan on Sundays", "Gran's got the optician": what a British family calls its grandmother.
  [{'en-GB': 'nan, nanna, gran'}, 'grandparent', 'female', 'f'],
  // "the missus wants a holiday": the speaker's wife.
  [{'en-GB': 'missus, missis'}, 'spouse', 'female', 'f'],
  // "my other half booked dinner": a partner, whatever the bond (never said with "the": "the other half of the cake").
  [{en: 'other half, better half'}, 'partner', null],
  // "my PCP wants bloodwork": the primary care doctor, a checkup until named.
  [{'en-US': 'pcp, primary care doctor, primary care physician, primary care provider, family physician'}, 'doctor', null, 'n'],
  // "my direct report Priya": someone who reports to the speaker.
  [{en: 'direct report'}, 'employee', null],
  [{en: 'direct reports'}, 'employee', null, 'p'],
]);

export const KINSHIP = kin;

/** Whether `name` is only a kinship word ("mom", "vovó", "wife"): how a relative with no name yet is stored. */
export function isKinshipWord(name: string): boolean {
  const tokens = scanTokens(name);
  return tokens.length > 0 && kin.match(tokens, 0)?.len === tokens.length;
}

/** Pre-modifiers that may sit between a possessive and the kinship word ("minha melhor amiga", "my little sister"). */
export const KIN_PREMODIFIERS = new Set([
  'melhor',
  'querida',
  'querido',
  'amada',
  'amado',
  'futura',
  'futuro',
  'falecida',
  'falecido',
  'saudosa',
  'saudoso',
  'best',
  'little',
  'big',
  'older',
  'younger',
  'oldest',
  'youngest',
  'eldest',
  'baby',
  'dear',
  'late',
  'twin',
  'new',
  'future',
  'old',
  'lovely',
  'beloved',
  'sweet',
  'dearest',
  'favorite',
  'favourite',
  'only',
  // "minha nova vizinha", "meu atual chefe", "meu grande amigo", "minha antiga professora", "meu único irmão".
  'nova',
  'novo',
  'atual',
  'antiga',
  'antigo',
  'grande',
  'velha',
  'velho',
  'eterna',
  'eterno',
  'unica',
  'unico',
  'primeira',
  'primeiro',
  'current',
  'closest',
  'good',
  // Pets: "our rescue greyhound", "nossa cachorra adotada".
  'rescue',
  'rescued',
  'adopted',
  'resgatada',
  'resgatado',
]);

/** Post-modifiers after the kinship word ("meu irmão mais velho", "minha filha caçula"). */
export const KIN_POSTMODIFIERS = new Set(
  [
    'mais',
    'velho',
    'velha',
    'novo',
    'nova',
    'novinha',
    'novinho',
    'caçula',
    'cacula',
    'gêmeo',
    'gêmea',
    'gemeo',
    'gemea',
    'querido',
    'querida',
    'amado',
    'amada',
    'postiço',
    'postiça',
    'do meio',
    'mais velho',
    'mais velha',
    'mais novo',
    'mais nova',
  ].map(w => w.normalize('NFD').replace(/\p{M}/gu, '')),
);

/** Pet words by species (the species said back and stored in English; "pet" says none). */
const PET_GROUPS: Record<string, string> = {
  dog:
    'cachorro,cachorra,cachorrinho,cachorrinha,cachorros,cão,cao,cães,cadela,cãozinho,vira-lata,viralata,pitbull,poodle,labrador,dog,doggy,doggo,puppy,pup,dogs,lab,' +
    'greyhound,galgo,retriever,golden,spaniel,terrier,beagle,bulldog,buldogue,husky,dachshund,salsicha,collie,pug,chihuahua,shih tzu,shih-tzu,yorkshire,schnauzer,border collie,lhasa,maltês,maltes,spitz,lulu',
  cat: 'gato,gata,gatinho,gatinha,gatos,cat,kitty,kitten,cats',
  bird: 'papagaio,calopsita,periquito,parrot,bird',
  rabbit: 'coelho,coelha,coelhinho,rabbit,bunny',
  fish: 'peixe,peixinho,fish,goldfish',
  turtle: 'tartaruga,jabuti,turtle',
  hamster: 'hamster,porquinho-da-índia,guinea pig',
  horse: 'cavalo,égua,egua,horse,pony',
  pet: 'pet',
};
const PETS = new PhraseLexicon<string>();
for (const [species, words] of Object.entries(PET_GROUPS)) PETS.addAll(words.split(','), species);
export const PET_WORDS = PETS;

/** The species a word names ("cachorro" → dog, "pet" → null), or undefined when it is no pet word. */
export function petSpecies(word: string): string | null | undefined {
  const m = PETS.match(scanTokens(word), 0);
  if (!m || m.len !== scanTokens(word).length) return undefined;
  return m.value === 'pet' ? null : m.value;
}
