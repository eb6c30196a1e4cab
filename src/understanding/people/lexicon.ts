/**
 * Word lists of the people parser: possessives, articles with their gender, copulas and
 * change-of-state verbs, naming links, and lower-case words that are names only sometimes.
 */
import type {Gender} from '../../domain/types.js';

export const POSS: Record<string, Gender | 'any'> = {
  meu: 'male', minha: 'female', meus: 'male', minhas: 'female', nosso: 'male', nossa: 'female', nossos: 'male',
  nossas: 'female', my: 'any', our: 'any',
};
export const ARTICLE_GENDER: Record<string, Gender> = {
  o: 'male', os: 'male', um: 'male', do: 'male', no: 'male', pelo: 'male', ao: 'male', pro: 'male', dos: 'male', nos: 'male',
  a: 'female', as: 'female', uma: 'female', da: 'female', na: 'female', pela: 'female', pra: 'female', das: 'female', nas: 'female',
};
export const ARTICLES = new Set(['o', 'a', 'os', 'as', 'the', 'um', 'uma', 'an']);
export const OF_WORDS = new Set(['de', 'da', 'do', 'dos', 'das', 'of']);
export const COPULA = new Set(['é', 'e', 'is', "'s", 'was', 'foi', 'era', 'será', 'sera']);
export const NAMED = new Set(['chamado', 'chamada', 'named', 'called']);

/**
 * The link between a subject and a predicate kinship ("A Júlia agora é minha noiva", "Tom became
 * my boss", "Paulo, que é meu cunhado", "Ben has been my best friend"): an optional relative
 * pronoun, adverbs, and a copula or change-of-state verb, possibly periphrastic ("vai ser",
 * "continua sendo", "is going to be", "has become"). Each entry is a sequence of folded words.
 */
export const LINK_VERBS: string[][] = [
  'é', 'is', "'s", 'was', 'foi', 'era', 'será', 'sera', 'virou', 'vira', 'became', 'becomes', 'ficou', 'remains', 'tornou-se',
  'se tornou', 'tornou', 'continua sendo', 'continua', 'segue sendo', 'vai ser', 'vai virar', 'vai se tornar', 'will be',
  'will become', "'ll be", 'is going to be', "'s going to be", 'has been', 'has become', "'s been", "'s become", 'passou a ser',
  'acabou de virar', 'acabou de se tornar', 'just became', 'agora é', 'turned into',
].map(x => x.split(' '));
/** Adverbs that may sit around the link ("agora", "também", "now", "officially"). */
export const LINK_ADVERBS = new Set(
  (
    'agora tambem ainda ja hoje atualmente oficialmente finalmente basicamente praticamente so apenas realmente mesmo enfim ' +
    'now also still already officially finally currently basically practically literally really actually just only even too today'
  ).split(' '),
);
export const LINK_NEGATIONS = new Set(['nao', 'not', 'nunca', 'never', 'jamais']);
export const RELATIVES = new Set(['que', 'who', 'quem']);

/**
 * Naming links between a person phrase and its name ("se chama", "chama-se", "is called",
 * "'s name is", "named", "que se chama", "whose name is"). `bare` marks the colloquial "chama"
 * ("meu pai chama Antônio"), which must not be followed by an article ("chama o Pedro" is a call).
 */
export const NAMING_LINKS: {words: string[]; bare?: boolean}[] = [
  'chamado', 'chamada', 'chamados', 'chamadas', 'named', 'called', 'se chama', 'se chamava', 'chama-se', 'chamava-se',
  'que se chama', 'que se chamava', 'que chama', 'de nome', 'cujo nome e', 'cuja nome e', 'whose name is', 'whose name was',
  'who is called', "who's called", 'who is named', "who's named", 'is called', 'is named', 'was called', 'was named',
  "'s called", "'s named", "'s name is", "'s name was", "'s name's", 'by the name of', 'goes by',
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
export const USER_PRONOUNS = new Set(['eu', 'i', 'nós', 'nos', 'we']);
export const THIRD_POSS: Record<string, Gender> = {her: 'female', his: 'male', dela: 'female', dele: 'male'};

export const LETTERS = /^\p{L}[\p{L}'’-]*$/u;
export const LOWER_AMBIGUOUS = new Set(
  'will mark rose sue may jack bill ray pat art grace hope joy faith summer don guy drew chase rob mike ben max sam kim lee jean gabe nick bob ed ted ned tim tom ruby amber ivy hazel violet olive rosa mel luna lua flor jade pietra clara luz vitoria gloria gracas bento'.split(' '),
);

/** Prepositions after which a lower-case given name reads as a person ("com renata", "with sarah", "pra bia"). */
export const NAME_PREPOSITIONS = new Set(['com', 'with', 'pra', 'para', 'pro', 'for', 'to', 'and', 'e', 'of', 'de']);

/** Titles that only ever stand before a name (unlike "seu", which is also "your"): "dona socorro". */
export const TITLES_BEFORE_ANY_NAME: ReadonlySet<string> = new Set(['dona', 'sra.', 'sra', 'senhora', 'mrs', 'mrs.', 'ms', 'ms.', 'miss']);

/** "tenho 2 filhos", "a gente tem 3 filhos", "got 2 kids", "we have three children": having a counted group of relatives. */
export const HAVE_VERBS: ReadonlySet<string> = new Set(['tenho', 'temos', 'tem', 'tive', 'tivemos', 'have', 'got', 'has', 've']);

/** Words that tell a child's age in a list: "o davi de 9", "a alice q tem 5", "tyler is 12", "grace's 8". */
export const LIST_AGE_LEADS: ReadonlySet<string> = new Set(['de', 'com', 'is', "'s", 'turned', 'tem', 'fez']);

/** The user no longer lives with their children's other parent: "sou separada", "we're divorced", "my ex". */
export const SEPARATED_WORDS: ReadonlySet<string> = new Set(['separada', 'separado', 'separados', 'divorciada', 'divorciado', 'divorced', 'separated', 'ex']);

/** "o pipoca é nosso cachorro", "bear's my dog", "Luna is our cat": the verb between a pet's name and its kind. */
export const PET_COPULAS: ReadonlySet<string> = new Set(['é', 'e', 'eh', 'is', "'s", 'was', 'era']);
