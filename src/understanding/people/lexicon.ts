/**
 * Word lists of the people parser, all of them: possessives, articles with their gender, copulas
 * and change-of-state verbs, naming links, lower-case words that are names only sometimes, and
 * the words each reader and post-pass looks for. The readers hold syntax; a new word goes here.
 * (Kinship words themselves are in ../kinship.ts, given names in ../names.ts and ../data/.)
 */
import type {KinEntry, RelBase} from '../kinship.js';
import type {Gender} from '../../domain/types.js';
import {type VarietyWords, phrasesOf, wordsOf} from '../varieties.js';

// ── Possessives, articles, links and names, shared by most readers ──────────────────────────

export const POSS: Record<string, Gender | 'any'> = {
  meu: 'male',
  minha: 'female',
  meus: 'male',
  minhas: 'female',
  nosso: 'male',
  nossa: 'female',
  nossos: 'male',
  nossas: 'female',
  my: 'any',
  our: 'any',
};
export const ARTICLE_GENDER: Record<string, Gender> = {
  o: 'male',
  os: 'male',
  um: 'male',
  do: 'male',
  no: 'male',
  pelo: 'male',
  ao: 'male',
  pro: 'male',
  dos: 'male',
  nos: 'male',
  a: 'female',
  as: 'female',
  uma: 'female',
  da: 'female',
  na: 'female',
  pela: 'female',
  pra: 'female',
  das: 'female',
  nas: 'female',
};
export const ARTICLES = new Set(['o', 'a', 'os', 'as', 'the', 'um', 'uma', 'an']);
export const NAMED = new Set(['chamado', 'chamada', 'named', 'called']);

/**
 * The link between a subject and a predicate kinship ("A Júlia agora é minha noiva", "Tom became
 * my boss", "Paulo, que é meu cunhado", "Ben has been my best friend"): an optional relative
 * pronoun, adverbs, and a copula or change-of-state verb, possibly periphrastic ("vai ser",
 * "continua sendo", "is going to be", "has become"). Each entry is a sequence of folded words.
 */
export const LINK_VERBS: string[][] = [
  'é',
  'is',
  "'s",
  'was',
  'foi',
  'era',
  'será',
  'sera',
  'virou',
  'vira',
  'became',
  'becomes',
  'ficou',
  'remains',
  'tornou-se',
  'se tornou',
  'tornou',
  'continua sendo',
  'continua',
  'segue sendo',
  'vai ser',
  'vai virar',
  'vai se tornar',
  'will be',
  'will become',
  "'ll be",
  'is going to be',
  "'s going to be",
  'has been',
  'has become',
  "'s been",
  "'s become",
  'passou a ser',
  'acabou de virar',
  'acabou de se tornar',
  'just became',
  'agora é',
  'turned into',
].map(x => x.split(' '));
/** Adverbs that may sit around the link ("agora", "também", "now", "officially", "sempre", "has always been"). */
export const LINK_ADVERBS = new Set(
  (
    'agora tambem ainda ja hoje atualmente oficialmente finalmente basicamente praticamente so apenas realmente mesmo enfim sempre ' +
    'now also still already officially finally currently basically practically literally really actually just only even too today always'
  ).split(' '),
);
/** A copula that carries its own negation: "Tom isn't my boss anymore". */
export const NEGATED_COPULAS: ReadonlySet<string> = new Set(["isn't", "wasn't", "ain't"]);
export const LINK_NEGATIONS = new Set(['nao', 'not', 'nunca', 'never', 'jamais']);
export const RELATIVES = new Set(['que', 'who', 'quem']);

/**
 * Naming links between a person phrase and its name ("se chama", "chama-se", "is called",
 * "'s name is", "named", "que se chama", "whose name is"). `bare` marks the colloquial "chama"
 * ("meu pai chama Antônio"), which must not be followed by an article ("chama o Pedro" is a call).
 */
export const NAMING_LINKS: {words: string[]; bare?: boolean}[] = [
  'chamado',
  'chamada',
  'chamados',
  'chamadas',
  'named',
  'called',
  'se chama',
  'se chamava',
  'chama-se',
  'chamava-se',
  'que se chama',
  'que se chamava',
  'que chama',
  'de nome',
  'cujo nome e',
  'cuja nome e',
  'whose name is',
  'whose name was',
  'who is called',
  "who's called",
  'who is named',
  "who's named",
  'is called',
  'is named',
  'was called',
  'was named',
  "'s called",
  "'s named",
  "'s name is",
  "'s name was",
  "'s name's",
  'by the name of',
  'goes by',
].map(x => ({words: x.split(' ')}));
NAMING_LINKS.push({words: ['chama'], bare: true}, {words: ['chamava'], bare: true});
// Longest first, so "que se chama" wins over "que chama".
NAMING_LINKS.sort((a, b) => b.words.length - a.words.length);
// Verbs (and a few words) that let an unknown capitalised sentence-initial word be a name.
export const PREDICATE_STARTERS = new Set(
  (
    'tem têm tinha é está esta tá ta estava vai vem veio vão foi fez faz precisa precisou mora morava trabalha trabalhou ligou disse ' +
    'chegou casou nasceu comprou quer queria pediu acha gosta odeia adora ama anda ficou voltou mandou falou come estuda começou ' +
    'terminou perdeu ganhou passou deve pode vive viajou mudou saiu entrou conseguiu marcou levou teve sempre nunca também tambem ' +
    'já ja adorou odiou é, is has was will needs lives works said called came likes loves hates wants went got had did does ' +
    "can should must just always never also 's and e , ( turned turns graduated moved started finished " +
    'virou vira agora ainda continua segue chama chamava now still became becomes ' +
    'comentou contou falou mandou disse tomou marcou levou booked told asked texted took made wants needs is was has'
  ).split(' '),
);
/** The speaker: "eu", "I", "nós" ("nos" only with its accent: without it, it is "in the"), "we". */
export const USER_PRONOUNS = new Set(['eu', 'i', 'nós', 'nos', 'we']);
/** The speaker said in more than one word: "a gente" (we). */
export const USER_PHRASES: readonly string[][] = [['a', 'gente']];
/**
 * "I'm his only daughter", "sou a filha dela": a kin phrase after the speaker's own copula says who
 * the user is to that person, never a new relative. The copulas, and the words that may stand
 * between one and the kin phrase.
 */
export const USER_COPULAS = new Set(["i'm", 'sou']);
export const USER_COPULA_FILLERS = new Set(['a', 'o', 'the', 'an', 'um', 'uma', 'only', 'unica', 'unico', 'just']);
export const THIRD_POSS: Record<string, Gender> = {her: 'female', his: 'male', dela: 'female', dele: 'male'};

export const LETTERS = /^\p{L}[\p{L}'’-]*$/u;
export const LOWER_AMBIGUOUS = new Set(
  'will mark rose sue may jack bill ray pat art grace hope joy faith summer don guy drew chase rob mike ben max sam kim lee jean gabe nick bob ed ted ned tim tom ruby amber ivy hazel violet olive rosa mel luna lua flor jade pietra clara luz vitoria gloria gracas bento'.split(
    ' ',
  ),
);

/**
 * Marian titles that end a compound given name after "de": "Maria de Fátima", "Maria de Lurdes",
 * "Maria das Graças", "Maria do Carmo" — one woman, though "Fátima" alone is a name too.
 */
const MARIAN_TITLE_WORDS: VarietyWords = {
  pt: 'Fátima, Lurdes, Lourdes, Graça, Graças, Conceição, Dores, Carmo, Glória, Penha, Luz, Socorro, Nazaré, Assunção, Anunciação, Rosário, Aparecida, Guadalupe, Piedade, Natividade',
};
export const MARIAN_TITLES: ReadonlySet<string> = wordsOf(MARIAN_TITLE_WORDS);

/** A relative pronoun opening an apposition after a name: "Zuri, que é minha vizinha", "Kwame, who lives upstairs". */
export const RELATIVE_LEADS: ReadonlySet<string> = wordsOf({pt: 'que', 'pt-BR': 'q', en: 'who, whom'});
/** Where someone is from, opening an apposition after a name: "Zuri, do trabalho", "Kwame, from accounts". */
export const WORK_LEADS: ReadonlySet<string> = wordsOf({pt: 'do, da', en: 'from, at'});

/** Prepositions after which a lower-case given name reads as a person ("com renata", "with sarah", "pra bia"). */
export const NAME_PREPOSITIONS = new Set(['com', 'with', 'pra', 'para', 'pro', 'for', 'to', 'and', 'e', 'of', 'de']);

/**
 * Titles that only ever stand before a name (unlike "seu", which is also "your", and "senhor", also the
 * polite "you"): "dona socorro", "o sr. abilio", "mr abilio".
 */
export const TITLES_BEFORE_ANY_NAME: ReadonlySet<string> = new Set(['dona', 'sra.', 'sra', 'senhora', 'sr.', 'sr', 'mrs', 'mrs.', 'ms', 'ms.', 'miss', 'mr', 'mr.']);

/**
 * Professions said as a form of address ("o sr. engenheiro", "a sra. doutora", "the doc"): a title,
 * never the name — the name, when there is one, comes after it ("o sr. engenheiro Abílio").
 */
export const PROFESSIONAL_TITLES: ReadonlySet<string> = wordsOf({
  pt: 'engenheiro, engenheira, eng, doutor, doutora, professor, professora, enfermeiro, enfermeira, juiz, juíza',
  'pt-BR': 'arquiteto, arquiteta',
  'pt-PT': 'arquitecto, arquitecta',
  en: 'doc, doctor, professor, nurse, judge, officer',
} satisfies VarietyWords);

/** "tenho 2 filhos", "a gente tem 3 filhos", "got 2 kids", "we have three children": having a counted group of relatives. */
export const HAVE_VERBS: ReadonlySet<string> = new Set(['tenho', 'temos', 'tem', 'tive', 'tivemos', 'have', 'got', 'has', 've']);

/** Words that tell a child's age in a list: "o davi de 9", "a alice q tem 5", "tyler is 12", "grace's 8", "Amy, aged 9". */
export const LIST_AGE_LEADS: ReadonlySet<string> = new Set(['de', 'com', 'aged', 'is', "'s", 'turned', 'tem', 'fez']);
/** Of those, the verbs: after a kin word's names they are the sentence's predicate unless a relative pronoun opens them. */
export const LIST_AGE_VERBS: ReadonlySet<string> = new Set(['is', "'s", 'turned', 'tem', 'fez']);

/** The user no longer lives with their children's other parent: "sou separada", "we're divorced", "my ex". */
const SEPARATED_WORD_LIST: VarietyWords = {
  pt: 'separada, separado, separados, divorciada, divorciado, divorciados, ex, separei, separou, separamos, divorciei, divorciou, divorciamos, recasou',
  'pt-PT': 'separámos, divorciámos',
  en: 'divorced, separated, ex, remarried, coparent, co-parent, coparenting, co-parenting',
};
export const SEPARATED_WORDS: ReadonlySet<string> = wordsOf(SEPARATED_WORD_LIST);

/** "o pipoca é nosso cachorro", "bear's my dog", "Luna is our cat": the verb between a pet's name and its kind. */
export const PET_COPULAS: ReadonlySet<string> = new Set(['é', 'e', 'eh', 'is', "'s", 'was', 'era']);

// ── Small function words shared by the readers ──────────────────────────────────────────────

/** "e"/"and" joining two names or clauses. */
export const AND_WORDS: ReadonlySet<string> = new Set(['e', 'and']);
/** Indefinite articles of Portuguese: a name never follows them ("um Corsa", "uma Maria" is rare). */
export const PT_INDEFINITE: ReadonlySet<string> = new Set(['um', 'uma']);
/** Possessives that come after the kin word ("o irmão dela", "a mãe dele"). */
export const THIRD_POSS_AFTER: ReadonlySet<string> = new Set(['dela', 'dele']);
/** Possessives that come before it ("her son", "his wife"). */
export const THIRD_POSS_BEFORE: ReadonlySet<string> = new Set(['her', 'his']);
/** Third-person subject pronouns, with the gender of the person they stand for. */
export const THIRD_PRONOUNS: ReadonlyMap<string, 'female' | 'male'> = new Map([
  ['ela', 'female'],
  ['she', 'female'],
  ['ele', 'male'],
  ['he', 'male'],
]);

// ── Names (name-reader) ─────────────────────────────────────────────────────────────────────

/** Verbs of going: a lower-case word after them (and their "to"/"pra") is a destination, not a person. */
export const MOTION_VERBS: ReadonlySet<string> = new Set([
  'fly',
  'flying',
  'flew',
  'go',
  'going',
  'went',
  'travel',
  'traveling',
  'travelling',
  'move',
  'moving',
  'moved',
  'drive',
  'driving',
  'head',
  'heading',
  'back',
  'vou',
  'vamos',
  'vai',
  'fui',
  'foi',
  'viajar',
  'viajo',
  'viajei',
  'mudar',
  'mudei',
  'voltar',
  'volto',
  'indo',
  'voo',
  'flight',
]);
/** Verbs whose object is usually a person: "took max to…", "levei joão no…", "picked up emma". */
export const PERSON_OBJECT_VERBS: ReadonlySet<string> = new Set([
  'took',
  'take',
  'taking',
  'takes',
  'brought',
  'bring',
  'levei',
  'levou',
  'levar',
  'levo',
  'trouxe',
  'busquei',
  'buscar',
  'buscou',
  'peguei',
  'picked',
  'dropped',
  'called',
  'liguei',
  'visited',
  'visitei',
]);
/** Words after "dr"/"dra" that say what kind of doctor, not who. */
export const HEALTH_WORDS: ReadonlySet<string> = new Set([
  'pediatra',
  'dentista',
  'cardio',
  'cardiologista',
  'dermato',
  'dermatologista',
  'gineco',
  'ginecologista',
  'oftalmo',
  'otorrino',
  'ortopedista',
  'clinico',
  'geral',
  'do',
  'da',
  'de',
  'of',
  'the',
  'who',
  'que',
  'said',
  'disse',
  'falou',
  'pediu',
  'says',
  'wants',
  'quer',
]);
/** Endings of a Portuguese verb in the past: "a doutora receitou", "o dr pediu" — what the doctor did, not a name. */
export const PAST_TENSE_ENDING = /(?:ou|eu|iu|aram|eram|iram)$/;
/** English does it with "-ed" and a few common verbs: "the doctor called", "dr okafor's nurse rang", "my gp says". */
export const EN_DOCTOR_DID = /^(?:\p{L}{3,}ed|said|says|told|tells|gave|gives|sent|sends|saw|sees|rang|rings|wrote|writes|took|takes|thinks|thought|wants|put|puts)$/u;

// ── Kin words and their phrases (kin-reader, readers/possessive, counted-kin, kin-of, familiar) ─────

/** "a 5-year-old son", "my 12-years-old", "a 7-month-old": an age written as one word before the kin word. */
export const AGE_COMPOUND = /^(\d{1,3})-(years?|months?)-old$/;
/** "a 5 year old son": the unit of an age before the kin word. */
export const YEAR_WORDS: ReadonlySet<string> = new Set(['year', 'years']);
/**
 * Units of an age in months: "o bebê tem 7 meses", "the baby is 7 months old", "a Lia, de 18
 * meses". A person's age is kept in whole years (domain/types.ts): 7 months is 0, 18 months is 1.
 */
const MONTH_UNIT_WORDS: VarietyWords = {pt: 'meses, mês, mes, mesinhos, mesinho', en: 'months, month, mos, mo'};
export const MONTH_UNITS: ReadonlySet<string> = wordsOf(MONTH_UNIT_WORDS);
/** Words of a pregnancy: "grávida de 7 meses", "7 months pregnant" — months that are nobody's age. */
const PREGNANCY_WORD_LIST: VarietyWords = {pt: 'grávida, gravidez, gestação, barriga, gestante', en: 'pregnant, pregnancy, expecting, bump'};
export const PREGNANCY_WORDS: ReadonlySet<string> = wordsOf(PREGNANCY_WORD_LIST);
/** Relations only a grown-up has to someone: never a baby whose age is told in months. */
export const GROWN_UP_BASES: ReadonlySet<RelBase> = new Set<RelBase>([
  'spouse',
  'partner',
  'dating',
  'engaged',
  'ex-spouse',
  'ex-dating',
  'parent',
  'grandparent',
  'great-grandparent',
  'parent-in-law',
  'child-in-law',
  'step-parent',
  'boss',
  'employee',
  'coworker',
  'doctor',
  'teacher',
]);
/** Months in a year: an age said in months is kept in the whole years it makes. */
export const MONTHS_A_YEAR = 12;
/** Post-modifiers that are not one alone ("mais" needs "velho"; "nova"/"novo" mean "new", not "younger"). */
export const KIN_POSTMODIFIERS_NOT_ALONE: ReadonlySet<string> = new Set(['mais', 'nova', 'novo']);
/**
 * Kin abbreviations read only as written in capitals: "my SO is cooking", "my OH is away" (in
 * lower case "so" and "oh" are words). Each is a partner, whatever the bond.
 */
const CAPS_KIN_WORDS: VarietyWords = {'en-US': 'SO', 'en-GB': 'OH'};
export const CAPS_KIN: ReadonlyMap<string, KinEntry> = new Map(
  Object.values(CAPS_KIN_WORDS)
    .flatMap(list => (list ?? '').split(','))
    .map(w => [w.trim(), {base: 'partner', gender: null, lang: 'en'} as KinEntry]),
);
/** Two-word post-modifiers of a kin word: "o filho mais velho", "a filha do meio". */
export const KIN_POSTMODIFIER_PAIRS: ReadonlySet<string> = new Set(['mais velho', 'mais velha', 'mais novo', 'mais nova', 'mais velhos', 'mais novos', 'do meio']);
/** Words before an age after a kin word or a name: "de 9 anos", "com 12 anos". */
export const AGE_AFTER_LEADS: ReadonlySet<string> = new Set(['de', 'com']);
/** Units of an age after a kin word or a name: "9 anos", "3 aninhos", "12 years old". */
export const AGE_UNITS: ReadonlySet<string> = new Set(['anos', 'aninhos', 'aninho', 'anitos', 'anito', 'years']);
/** Prepositions of a kin word's qualifier ("amiga da faculdade", "coworker from marketing"). */
export const QUALIFIER_PREPS: ReadonlySet<string> = new Set(['de', 'da', 'do', 'dos', 'das', 'from', 'at']);
/** Relatives one names without "my" after "da/do" ("o exame da mãe"). */
export const CLOSE_FAMILY: ReadonlySet<RelBase> = new Set(['parent', 'spouse', 'child', 'sibling', 'grandparent']);
/** Prepositions that open a sentence with a phrase before its subject: "na casa da minha tia, a Lia…", "with my sister, Amy…". */
const OPENING_PREPOSITION_WORDS: VarietyWords = {
  pt: 'na, no, em, com, para, pra, depois, antes, durante, desde, sem, pela, pelo, nas, nos, numa, num',
  'pt-PT': 'à, ao, lá, cá',
  en: 'at, in, on, with, after, before, during, since, without, for, from, over',
};
export const OPENING_PREPOSITIONS: ReadonlySet<string> = wordsOf(OPENING_PREPOSITION_WORDS);
/** The baby of the house, said with its article: "o bebê", "a bebé", "o neném", "the baby". */
const BABY_WORD_LIST: VarietyWords = {'pt-BR': 'bebê, neném, nenem', 'pt-PT': 'bebé', en: 'baby'};
export const BABY_WORDS: ReadonlySet<string> = wordsOf(BABY_WORD_LIST);
/** Words after a bare "wife"/"husband" that show it is not the subject of a verb. */
export const KIN_NOT_VERB: ReadonlySet<string> = new Set(['and', 'or', 'of', 'is', "'s", 'e', 'ou', ',']);
/** The spouse words English chat says without "my" at the start of a sentence: "wife booked the pediatrician". */
export const BARE_SPOUSE_WORDS: ReadonlySet<string> = new Set(['wife', 'husband']);
/** "tenho 2 filhos", "we have 3 kids", "got 2 kids", "I've": the speaker has them. */
export const FIRST_PERSON_HAVE: ReadonlySet<string> = new Set(['tenho', 'temos', 'tive', 'tivemos', 'have', 'got', 've']);
/** A relative pronoun before a listed child's age: "a alice q tem 5", "who is 12". */
export const LIST_AGE_RELATIVES: ReadonlySet<string> = new Set(['q', 'que', 'who']);
/** Words of endearment before a listed child's name: "little Ben", "baby Zoe", "a pequena Lu". */
const LIST_NAME_PREMODIFIER_WORDS: VarietyWords = {pt: 'pequeno, pequena, pequenino, pequenina', 'pt-BR': 'bebê', 'pt-PT': 'bebé', en: 'little, baby, lil', 'en-GB': 'wee'};
export const LIST_NAME_PREMODIFIERS: ReadonlySet<string> = wordsOf(LIST_NAME_PREMODIFIER_WORDS);
/** Possessives of a family's member named without a kin word ("o nosso João", "our Kev"); "meu João" is as often endearment. */
export const FAMILY_POSSESSIVES: ReadonlySet<string> = wordsOf({pt: 'nosso, nossa', en: 'our'});
/** Under this age, a family's member named without a kin word ("o nosso João, de 4 anos") is the user's child. */
export const CHILD_AGE_LIMIT = 18;
/** Units after a listed child's age: "de 10 anos", "is 8 yo" (months are MONTH_UNITS). */
export const LIST_AGE_UNITS: ReadonlySet<string> = new Set(['anos', 'ano', 'aninhos', 'aninho', 'anitos', 'anito', 'years', 'year', 'yo', 'yrs', 'yr']);
/**
 * Relations of the speaker's partner: in a household list that names them ("eu, o Rui (meu marido)
 * e…", "me, my wife and…"), the others listed with a child's age are the couple's children.
 */
export const HOUSEHOLD_PARTNER_BASES: ReadonlySet<RelBase> = new Set<RelBase>(['spouse', 'partner']);
/**
 * Relations only a grown-up has to the speaker: a name said after one with a child's age ("eu, a
 * minha mulher, a Inês de 9", "me, my husband, Jake who's 8") is the list's next person, not theirs.
 */
export const ADULT_KIN_BASES: ReadonlySet<RelBase> = new Set<RelBase>([
  'spouse',
  'partner',
  'engaged',
  'ex-spouse',
  'parent',
  'step-parent',
  'parent-in-law',
  'grandparent',
  'great-grandparent',
  'boss',
]);
/** The family or the household as a possessor: "o dentista da família", "the doctor of the family". */
export const HOUSEHOLD_WORDS: ReadonlySet<string> = new Set(['familia', 'family', 'casa']);
/**
 * Words before a familiar kin word that make it somebody else's or not a person ("your mom", "a
 * mom", "her husband Mark"), unless an article of its own follows.
 */
export const NOT_USERS_BEFORE: ReadonlySet<string> = new Set(['your', 'sua', 'seu', 'suas', 'seus', 'a', 'an', 'um', 'uma', 'her', 'his', 'their', 'its', 'whose']);
/**
 * Relations that, said with an article and a name ("a tia Célia", "o dr Paulo"), are the user's even
 * when someone else is the sentence's subject: nobody says "o marido" of their aunt that way.
 */
export const FAMILIAR_ROLE_BASES: ReadonlySet<RelBase> = new Set(['auncle', 'grandparent', 'cousin', 'godparent', 'doctor', 'friend', 'neighbor']);
/** "da"/"do" before a close relative said without "minha": "o exame da mãe". */
export const OF_THE: ReadonlySet<string> = new Set(['da', 'do']);

// ── Phrases that start from a name or pronoun (predicates, readers/naming, named, courtship, indefinite) ─

/** A courtship noun or verb whose partner follows: "namoro meu e do", "namorando o". */
export const COURTSHIP_WORDS: ReadonlySet<string> = new Set(['namoro', 'namorando']);
/** Verbs that end a courtship ("terminei", "acabou", "broke up"). */
export const COURTSHIP_ENDED: ReadonlySet<string> = new Set(['terminei', 'terminou', 'terminamos', 'acabou', 'acabei', 'acabamos', 'fim', 'ended']);
/** First-person "estar" before a gerund, as typed in chat ("tô", "to", "tou", "estou", "eu"). */
export const FIRST_PERSON_BE: ReadonlySet<string> = new Set(['to', 'tou', 'estou', 'eu']);
/** "dois anos de namoro meu e da carol": the speaker's possessive before the partner. */
export const OUR_COURTSHIP: ReadonlySet<string> = new Set(['meu', 'nosso']);
/** "namoro com a duda", "namoro c a bia": "with" after the courtship noun. */
export const WITH_WORDS: ReadonlySet<string> = new Set(['com', 'c']);
/** What may stand between the courtship word and the partner's name ("com", "c", "do", "da"). */
export const COURTSHIP_LINKS: ReadonlySet<string> = new Set(['com', 'c', 'do', 'da']);
/** Roles that, said with "a/o/the" of a named person, are the speaker's (a neighbour, not a sister). */
export const USER_ROLES_BY_DEFAULT: ReadonlySet<RelBase> = new Set(['neighbor']);
/** Words of a short place modifier after a role: "aqui do lado", "de baixo", "next door", "from upstairs". */
export const PLACE_MODIFIER: ReadonlySet<string> = new Set([
  'aqui',
  'ali',
  'do',
  'da',
  'de',
  'lado',
  'baixo',
  'cima',
  'frente',
  'predio',
  'rua',
  'andar',
  'next',
  'door',
  'from',
  'upstairs',
  'downstairs',
  'across',
  'the',
  'street',
  'hall',
  'building',
]);
/** "duda é uma das minhas filhas", "Emma is one of my daughters": one of a group. */
export const ONE_WORDS: ReadonlySet<string> = new Set(['um', 'uma', 'one']);
export const OF_PLURAL: ReadonlySet<string> = new Set(['dos', 'das', 'of']);
/** A hedge before the predicate: "o Pedro é tipo meu irmão", "Ben is like my brother". */
export const HEDGES: ReadonlySet<string> = new Set(['tipo', 'like']);
/** Plural copulas: of a coordinated subject ("A Bia e o Leo são meus sobrinhos") and before several kin's names ("meus netos são o Miguel e a Helena"). */
export const PLURAL_COPULAS: ReadonlySet<string> = new Set(['sao', 'are', 'were', 'eram']);
/** Words before "ela"/"she" that make it an object, not the subject of a naming ("com ela", "to her"). */
export const PRONOUN_OBJECT_LEADS: ReadonlySet<string> = new Set(['com', 'de', 'para', 'pra', 'por', 'with', 'to', 'for', 'que', 'e', 'and']);
/** "Her name is Rosa", "His name's Tom", "O nome dela é Rosa". */
export const NAME_WORDS: ReadonlySet<string> = new Set(['nome', 'name']);
export const NAME_COPULAS: ReadonlySet<string> = new Set(['is', "'s", 'was']);
/** What joins "o nome da minha filha" to the name: "é", "is", "era", "was", ":", "'s". */
export const NAME_IS: ReadonlySet<string> = new Set(['é', 'is', 'era', 'was', ':', "'s"]);
/** "O Pedro tem uma irmã que se chama Ana": a third person "has" the relative. */
export const THIRD_HAVE: ReadonlySet<string> = new Set(['tem', 'têm', 'tinha', 'has', 'had']);

// ── Passes over the whole message (refiners/) ───────────────────────────────────────────────

/**
 * "casada com meu irmão Marcos", "married to Ben", "namora o Pedro", and the speaker's own ("Casei
 * com a Ana"): the words, the relation, the gender they give the subject, and whether the verb is
 * first person by itself ("casei", "noivei").
 */
export const MARRIAGE_PATTERNS: readonly (readonly [string[], RelBase, Gender, boolean?])[] = [
  [['casada', 'com'], 'spouse', 'female'],
  [['casado', 'com'], 'spouse', 'male'],
  [['married', 'to'], 'spouse', null],
  [['noiva', 'do'], 'engaged', 'female'],
  [['noivo', 'da'], 'engaged', 'male'],
  [['noiva', 'de'], 'engaged', 'female'],
  [['noivo', 'de'], 'engaged', 'male'],
  [['engaged', 'to'], 'engaged', null],
  [['namora', 'o'], 'dating', null],
  [['namora', 'a'], 'dating', null],
  [['namora', 'com'], 'dating', null],
  [['namorando', 'o'], 'dating', null],
  [['namorando', 'a'], 'dating', null],
  [['namorando', 'com'], 'dating', null],
  [['dating'], 'dating', null],
  [['casei', 'com'], 'spouse', null, true],
  [['noivei', 'com'], 'engaged', null, true],
  [['namoro', 'o'], 'dating', null, true],
  [['namoro', 'a'], 'dating', null, true],
  [['namoro', 'com'], 'dating', null, true],
];
/**
 * The speaker and someone said together as a couple: "eu e o Rui somos casados", "o Rui e eu,
 * casados há 10 anos", "me and Dave are married", "Dave and I have been together 12 years". What
 * follows the pair, by the relation it says.
 */
const COUPLE_SPOUSE_WORDS: VarietyWords = {
  pt: 'somos casados, somos casadas, estamos casados, estamos casadas, casados há, casadas há, casamos, nos casamos',
  'pt-PT': 'casámos, casámo-nos',
  en: 'are married, got married, have been married, been married, married for, have been married for',
};
const COUPLE_ENGAGED_WORDS: VarietyWords = {
  pt: 'somos noivos, estamos noivos, ficamos noivos, noivos há',
  'pt-PT': 'ficámos noivos',
  en: 'are engaged, got engaged, just got engaged',
};
const COUPLE_PARTNER_WORDS: VarietyWords = {
  pt: 'estamos juntos há, estamos juntas há, juntos há, juntas há, somos um casal, vivemos juntos há',
  en: 'have been together, been together, are together, are a couple, are partners',
};
const COUPLE_DATING_WORDS: VarietyWords = {pt: 'namoramos, estamos namorando, somos namorados', 'pt-PT': 'andamos a namorar, estamos a namorar', en: 'are dating, have been dating'};
export const COUPLE_STATES: readonly (readonly [string, RelBase])[] = [
  ...phrasesOf(COUPLE_SPOUSE_WORDS).map(p => [p, 'spouse'] as const),
  ...phrasesOf(COUPLE_ENGAGED_WORDS).map(p => [p, 'engaged'] as const),
  ...phrasesOf(COUPLE_PARTNER_WORDS).map(p => [p, 'partner'] as const),
  ...phrasesOf(COUPLE_DATING_WORDS).map(p => [p, 'dating'] as const),
].sort((a, b) => b[0].split(' ').length - a[0].split(' ').length);

/** First-person verbs of a state before a marriage word: "Fiquei noiva do Rafael", "Sou casada com", "I'm engaged to". */
export const FIRST_PERSON_STATE: ReadonlySet<string> = new Set(['am', "i'm", 'tô', 'fiquei', 'estou', 'sou', 'estava']);

/** Units of an age said earlier in the sentence ("tem 9 anos e a bia tem 5"). */
export const SAID_YEAR_UNITS: ReadonlySet<string> = new Set(['anos', 'ano', 'years', 'yrs']);
/** Units of an age: "16 anos", "1 ano", "3 aninhos", "9 years". */
export const AGE_YEAR_UNITS: ReadonlySet<string> = new Set(['anos', 'ano', 'aninhos', 'aninho', 'anitos', 'anito', 'years', 'year']);
/** Words after "N anos" that make it a duration, not an age ("2 anos que", "3 years ago", "10 anos de casados"). */
export const NOT_AN_AGE_AFTER: ReadonlySet<string> = new Set(['que', 'atras', 'ago', 'de']);
/** Words before "N anos" that make it a duration ("há 2 anos", "in 3 years", "every 2 years"). */
export const DURATION_LEADS: ReadonlySet<string> = new Set(['ha', 'há', 'in', 'em', 'daqui', 'por', 'for', 'durante', 'cada', 'every', 'after', 'apos']);
/** Words (as written, and two signs) before "N anos" that make it someone's age: "tem 16 anos", "is 9 years", ", 16 anos". */
export const AGE_LEADS: ReadonlySet<string> = new Set([
  'tem',
  'têm',
  'tinha',
  'com',
  'de',
  ',',
  '(',
  'fez',
  'completou',
  'turned',
  'is',
  "'s",
  'was',
  'aged',
  'tá',
  'ta',
  'esta',
  'está',
  'fara',
  'fará',
  'completa',
  'faz',
  'turns',
  'turning',
  'turn',
  'fazer',
  'completar',
]);
/** Verbs of a birthday that may be ahead: "faz 90 anos em março" is 89 today. */
export const BIRTHDAY_AHEAD_VERBS: ReadonlySet<string> = new Set(['faz', 'completa', 'fara', 'fará', 'turns', 'turning', 'turn', 'fazer', 'completar']);
/** Verbs of a birthday that are ahead by themselves: "vai fazer", "fará", "turning". */
export const FUTURE_AGE_VERBS: ReadonlySet<string> = new Set(['fazer', 'completar', 'fara', 'fará', 'turning', 'turn']);
/** Auxiliaries that put the birthday ahead: "vai completar", "will turn", "is turning". */
export const FUTURE_AUXILIARIES: ReadonlySet<string> = new Set(['vai', 'will', 'going', 'is']);
/** "faz 40 anos hoje", "turns 90 today": the birthday is today, the age already that. */
export const TODAY_WORDS: ReadonlySet<string> = new Set(['hoje', 'today']);
/** Words after a birthday's age that date it ahead: "em março", "no dia 20", "next week". */
export const DATE_WORDS_AFTER: ReadonlySet<string> = new Set(['em', 'in', 'no', 'na', 'amanha', 'tomorrow', 'next', 'proximo', 'proxima', 'semana', 'mes', 'week', 'month', 'dia', 'on']);
/** Words of a day said before "completa 80 anos" / "turns 40": the birthday is ahead. */
export const DAY_WORDS_BEFORE: ReadonlySet<string> = new Set([
  'dia',
  'amanha',
  'tomorrow',
  'sabado',
  'domingo',
  'segunda',
  'terca',
  'quarta',
  'quinta',
  'sexta',
  'saturday',
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'proximo',
  'proxima',
  'next',
]);
/** Verbs of a birthday before a bare number: "Grandma turns 90", "fez 40". */
export const BIRTHDAY_VERBS: ReadonlySet<string> = new Set(['turns', 'turned', 'turning', 'turn', 'fez', 'completou', 'completa']);
/** Of those, the ones whose birthday is ahead: "turns 90 next week". */
export const BIRTHDAY_AHEAD_BARE: ReadonlySet<string> = new Set(['turns', 'turning', 'turn', 'completa']);
/** A word said between a birthday verb and the age: "fez agora 5", "já fez 3" is before it. */
export const BIRTHDAY_ADVERBS: ReadonlySet<string> = wordsOf({pt: 'agora, já', en: 'just, now'} satisfies VarietyWords);
/**
 * Words after an age said in words with no unit that end it as an age: the clause ends, or when it
 * happened follows ("turned three in June", "fez três no domingo"). "fez uma festa" is no age.
 */
export const AFTER_WORDED_AGE: ReadonlySet<string> = wordsOf({
  pt: 'em, no, na, ontem, hoje, agora, este, esta, neste, nesta, e, mas',
  en: 'in, on, last, this, yesterday, today, and, but',
} satisfies VarietyWords);
/** After "N mês": the month is when, not a unit ("fez 7 mês passado" is 7 years, turned last month). */
export const MONTH_AS_WHEN_AFTER: ReadonlySet<string> = wordsOf({pt: 'passado, retrasado, que'} satisfies VarietyWords);
/** The month unit in the singular: after a count other than one it is no unit of an age. */
export const MONTH_SINGULAR: ReadonlySet<string> = wordsOf({pt: 'mês', en: 'month'} satisfies VarietyWords);
/** "tem 5", "has 5" after an age with its unit earlier in the sentence. */
export const HAS_WORDS: ReadonlySet<string> = new Set(['tem', 'has']);
/** "Emma is 12", "she's eighty one": the copula before a bare age. */
export const IS_WORDS: ReadonlySet<string> = new Set(['is', "'s"]);
/** Number words that are not an age after "is": "is a…", "is one of…", "'s a few". */
export const NOT_AN_AGE_NUMBER: ReadonlySet<string> = new Set(['a', 'an', 'one', 'few', 'couple', 'several']);
/** Words that may follow a bare age after "is": "Emma is 12 and…", "is 81 now". */
export const AFTER_BARE_AGE: ReadonlySet<string> = new Set(['and', 'now', 'today', 'but', 'e', 'yrs']);
/** Words between a person and their age, walked back over: "Susana, que já tem", "who is now", "vai fazer". */
export const AGE_SKIP_BACK: ReadonlySet<string> = new Set([
  'be',
  'turning',
  'who',
  'que',
  'which',
  'tem',
  'têm',
  'tinha',
  'is',
  "'s",
  'was',
  'fez',
  'faz',
  'completou',
  'completa',
  'turned',
  'turns',
  'vai',
  'fazer',
  'will',
  'turn',
  'já',
  'ja',
  'agora',
  'now',
  'só',
  'so',
  'just',
  'only',
  'quase',
  'almost',
  'com',
  'tá',
  'ta',
  'está',
  'esta',
  'estava',
  'tava',
]);
/** Plural verbs after a coordinated subject: "a duda e a nina tem 12 anos", "Tyler and Grace are 9". */
export const PLURAL_AGE_VERBS: ReadonlySet<string> = new Set(['têm', 'tem', 'are', 'were']);
/** Words before "o pai"/"the dad" of the user's children: "o pai", "the dad", "their mom", "o pai deles". */
/** "o pai deles", "their dad": of the children just said (the user's, when they were). */
export const CHILDREN_OF_THEM: ReadonlySet<string> = wordsOf({pt: 'deles, delas', en: 'their'});
/** The bonds of a couple: what the other parent of the user's children may be said to be ("is my ex-husband"). */
export const COUPLE_BASES: ReadonlySet<RelBase> = new Set<RelBase>(['spouse', 'partner', 'dating', 'engaged', 'ex-spouse', 'ex-dating']);
export const CHILDRENS_PARENT_LEADS: ReadonlySet<string> = new Set(['o', 'a', 'the', 'their', 'deles', 'delas']);

/** Words for the people one works with, before their list (refiners/team.ts). */
/** Standing in for someone at work: "vai cobrir as férias dela", "substituir a Cleide", "covering for Raj". */
export const COVER_VERBS: ReadonlySet<string> = new Set(['cobrir', 'cobre', 'cobriu', 'cobrindo', 'substituir', 'substitui', 'substituiu', 'substituindo']);
export const COVER_PHRASES: readonly string[][] = [
  ['cover', 'for'],
  ['covers', 'for'],
  ['covering', 'for'],
  ['covered', 'for'],
  ['fill', 'in', 'for'],
  ['filling', 'in', 'for'],
  ['no', 'lugar'],
];
/**
 * Where someone is from at the user's work, right after their name: "o marcelo do trabalho", "a
 * Ana da firma", "Will from accounts", "Raj from work", "Priya at the office".
 */
export const WORKPLACE_LEADS: ReadonlySet<string> = new Set(['do', 'da', 'from', 'at', 'in']);
export const WORKPLACES: ReadonlySet<string> = new Set([
  'trabalho',
  'firma',
  'escritorio',
  'empresa',
  'servico',
  'serviço',
  'loja',
  'work',
  'office',
  'accounts',
  'accounting',
  'marketing',
  'sales',
  'hr',
  'finance',
  'legal',
  'engineering',
  'ops',
  'operations',
  'payroll',
  'reception',
]);
export const TEAM_WORDS: ReadonlySet<string> = new Set(['equipe', 'time', 'staff', 'team', 'funcionarios', 'funcionarias', 'colaboradores']);

/** Words of twins: the two said together share their kinship to the speaker. */
export const TWIN_WORDS = new Set(['gemeas', 'gemeos', 'gemea', 'gemeo', 'twins', 'twin']);

/** Plural units that follow a number without making it a count of things: "3 meses", "2 hours" (an age or a time, not "2 gols"). */
export const TIME_UNITS_PLURAL: ReadonlySet<string> = new Set(['meses', 'months', 'hours', 'horas']);

/** Punctuation that ends a sentence or a clause after a name: "my wife rose.", "meu marido tom, …". */
export const SENTENCE_ENDS: ReadonlySet<string> = new Set(['.', '!', '?', ';', ',']);
/** Words that close a name and open what is said of it: "my husband's Neil (he's 45)", "my mum's Pat who lives in Leeds". */
export const NAME_CLOSERS: ReadonlySet<string> = new Set([...wordsOf({pt: 'que', en: 'who, btw'}), '(', '—', '–', ':']);

// ── Family lists and asides (readers/child-group, readers/household, readers/family-count, refiners/respective-ages) ─

/**
 * Group words for children that, said with the article and no possessor ("os miúdos são a Inês e o
 * Tomás", "the kids, Amy and Ben"), are the speaker's children when they name them.
 */
const CHILD_GROUP_WORD_LIST: VarietyWords = {pt: 'filhos, filhas, crianças, criancas', 'pt-PT': 'miúdos, miudos, miúdas, miudas', en: 'kids, children'};
export const CHILD_GROUP_WORDS: ReadonlySet<string> = wordsOf(CHILD_GROUP_WORD_LIST);
/** The speaker as an item of a list: "eu, o Rui e os miúdos", "me, Sam and the kids". */
const USER_LIST_WORD_LIST: VarietyWords = {pt: 'eu', en: 'me, i, myself'};
export const USER_LIST_WORDS: ReadonlySet<string> = wordsOf(USER_LIST_WORD_LIST);
/** What joins the items of a list: ",", "e", "and", "&". */
export const LIST_JOINERS: ReadonlySet<string> = new Set([',', '&', ...AND_WORDS]);
/**
 * A household counted by its size: "somos quatro", "we're four", "there are four of us", "we're a
 * family of four". The phrase before the number; after it, "of us" where the phrase needs it.
 */
const HOUSEHOLD_COUNT_WORDS: VarietyWords = {
  pt: 'somos, somos uma família de, somos uma familia de, uma família de, uma familia de',
  en: "we are, we're, we are a family of, we're a family of, a family of, there are, there's, there is",
};
export const HOUSEHOLD_COUNTS: readonly string[] = phrasesOf(HOUSEHOLD_COUNT_WORDS);
/** Counts that speak of "us" only with "of us" after the number ("there are four of us"). */
export const HOUSEHOLD_COUNTS_OF_US: ReadonlySet<string> = new Set(phrasesOf({en: "there are, there's, there is"}));
export const OF_US: readonly string[] = phrasesOf({en: 'of us'});
/** Where the household is, said between its count and its list: "somos quatro cá em casa:", "there are four of us at home:". */
const HOUSEHOLD_PLACE_WORDS: VarietyWords = {
  pt: 'em casa, aqui em casa, na família, na familia, ao todo, no total',
  'pt-PT': 'cá em casa, lá em casa',
  'pt-BR': 'lá em casa',
  en: 'at home, in the house, in our house, in the family, in total, altogether, all told',
  'en-GB': 'in all',
};
export const HOUSEHOLD_PLACES: readonly string[] = phrasesOf(HOUSEHOLD_PLACE_WORDS);
/**
 * A household said with no count, right before the speaker opens its list: "cá em casa somos eu, o
 * Rui e a Inês", "em casa é só eu e a Carol", "it's me, Dave and the twins", "at home it's just me
 * and Sam".
 */
const HOUSEHOLD_UNCOUNTED_WORDS: VarietyWords = {
  pt: 'somos, somos só, é só, somos apenas',
  en: "it's, it is, it's just, it is just, there's, there's just, there is, there is just, we're, we are",
};
export const HOUSEHOLD_UNCOUNTED: readonly string[] = phrasesOf(HOUSEHOLD_UNCOUNTED_WORDS);
/** Who the speaker lives with, listed after it: "moro com o Rui e a Inês", "I live with Dave and the kids". */
const LIVE_WITH_WORDS: VarietyWords = {
  pt: 'moro com, vivo com, moramos com, vivemos com',
  en: 'i live with, we live with, living with, i share a house with, i share a flat with',
};
export const LIVE_WITH: readonly string[] = phrasesOf(LIVE_WITH_WORDS);
/** What opens a household's list after its count: "somos três: …", "there are four of us — …". */
export const LIST_OPENERS: ReadonlySet<string> = new Set([':', ',', '-', '–', '—']);
/**
 * The counted family said with a verb of having: in the first person plural its count is the
 * children ("temos dois, …", "we've got two, …"); in the singular only when each age said is a
 * child's ("tenho dois, a Lia de 6 e o Rui de 3"). The verbs that carry their person, the bare ones
 * whose subject is the word before them ("a gente tem", "we have", "I have"), and those subjects.
 */
const WE_HAVE_VERB_LIST: VarietyWords = {pt: 'temos, tivemos', en: "we've"};
const I_HAVE_VERB_LIST: VarietyWords = {pt: 'tenho, tive', en: "i've"};
const BARE_HAVE_VERB_LIST: VarietyWords = {pt: 'tem', en: 'have, got'};
export const WE_HAVE_VERBS: ReadonlySet<string> = wordsOf(WE_HAVE_VERB_LIST);
export const I_HAVE_VERBS: ReadonlySet<string> = wordsOf(I_HAVE_VERB_LIST);
export const BARE_HAVE_VERBS: ReadonlySet<string> = wordsOf(BARE_HAVE_VERB_LIST);
/** The English words a family's count may follow ("our two", "we've got two"): the count is said in English. */
export const ENGLISH_COUNT_OWNERS: ReadonlySet<string> = new Set([WE_HAVE_VERB_LIST, I_HAVE_VERB_LIST, BARE_HAVE_VERB_LIST, {en: 'my, our'}].flatMap(list => [...wordsOf(list, 'en')]));
export const WE_SUBJECTS: ReadonlySet<string> = wordsOf({pt: 'nós, gente', en: "we, we've"});
export const I_SUBJECTS: ReadonlySet<string> = wordsOf({pt: 'eu', en: "i, i've"});
/** Plural articles before a group of children: "os miúdos", "as crianças", "the kids". */
export const GROUP_ARTICLES: ReadonlySet<string> = wordsOf({pt: 'os, as', en: 'the'});
/**
 * Words before ages said together after a list of people, each in its place: "a Inês e o Tomás,
 * de 7 e 4 anos", "que têm 7 e 4", "Amy and Ben, aged 9 and 4", "who are 9 and 4".
 */
const RESPECTIVE_AGE_LEAD_WORDS: VarietyWords = {
  pt: 'de, com, têm, tem, que têm, que tem, são de',
  'pt-BR': 'q tem, q têm',
  en: 'aged, ages, age, are, who are, were',
};
export const RESPECTIVE_AGE_LEADS: readonly string[] = phrasesOf(RESPECTIVE_AGE_LEAD_WORDS);
/**
 * Words after a bare number that make it a time, a date, a span or a count, not an age: "de 7 a
 * 9", "7 às 9", "7 to 9", "7 de dezembro", "9 pm", "3 days a week", "2 vezes".
 */
const NOT_AFTER_BARE_AGE_WORDS: VarietyWords = {
  pt: 'a, à, às, as, até, ate, de, do, da, h, horas, hrs, minutos, dias, semanas, x, por, vezes, euros, reais',
  en: "to, till, until, til, through, thru, of, pm, am, h, hours, hrs, minutes, mins, days, weeks, o'clock, x, times, pounds, dollars, quid, bucks",
};
export const NOT_AFTER_BARE_AGE: ReadonlySet<string> = new Set([...wordsOf(NOT_AFTER_BARE_AGE_WORDS), ':', '/', '-', '%', '–']);
