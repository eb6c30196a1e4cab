/**
 * Name recognition over the registry: which tokens can be a given name, with titles and
 * multi-word names. Lookups the readers share, not a reader of their own.
 */
import {isKinshipWord, KINSHIP, PET_WORDS} from '../kinship.js';
import {genderOfName, isCommonWord, isCuratedName, isKnownFirstName, isLowerCaseName, NON_NAMES, titleOf, type TitleInfo} from '../names.js';
import {isWord} from '../text.js';
import type {Gender} from '../../domain/types.js';
import {
  AND_WORDS,
  ARTICLE_GENDER,
  ARTICLES,
  HEALTH_WORDS,
  LETTERS,
  LOWER_AMBIGUOUS,
  RELATIVE_LEADS,
  WORK_LEADS,
  MARIAN_TITLES,
  MOTION_VERBS,
  NAME_PREPOSITIONS,
  EN_DOCTOR_DID,
  PAST_TENSE_ENDING,
  PERSON_OBJECT_VERBS,
  POSS,
  PREDICATE_STARTERS,
  PROFESSIONAL_TITLES,
  SENTENCE_ENDS,
  TITLES_BEFORE_ANY_NAME,
} from './lexicon.js';
import type {NameInfo} from './records.js';
import type {PersonRegistry} from './registry.js';
import {OF_WORDS} from '../lexicon.js';
import {STOPWORDS} from '../../text/words.js';

/** Shortest name after a title: "seu zé", "dona bia". */
const MIN_TITLED_NAME = 2;

/** Whether token i can be (part of) a name; lower case only with `allowLower` and syntax that licenses it. */
function isNameToken(reg: PersonRegistry, i: number, allowLower: boolean): boolean {
  const t = reg.tokens[i];
  if (!isWord(t) || t.kind !== 'word' || reg.blocked.has(i) || reg.used.has(i)) return false;
  if (!LETTERS.test(t.text)) return false;
  if (NON_NAMES.has(t.fold)) return false;
  if (titleOf(t.text) && /\.$/.test(t.text)) return false;
  // "o sr. engenheiro", "a senhora doutora", "Mr Engineer": a profession after a courtesy title addresses someone, it names nobody.
  if (PROFESSIONAL_TITLES.has(t.fold) && professionAfterTitle(reg, i)) return false;
  const known = isKnownFirstName(t.text);
  if (KINSHIP.match(reg.tokens, i) && !(t.cap && known && !t.sentStart)) return false;
  if (PET_WORDS.match(reg.tokens, i) && !t.cap) return false;
  // "We've", "They're", "I'll": a contraction is a pronoun and its verb, never a name.
  if (/['’](?:ve|re|ll|m|d)$|n['’]t$/i.test(t.text)) return false;
  // "Temos também um cão", "Fomos ao parque": a capitalised first word in -amos/-emos/-imos that is no
  // known name is the verb of "we".
  if (t.cap && t.sentStart && !known && /(?:amos|emos|imos)$/.test(t.fold)) return false;
  if (t.cap) {
    // An acronym ("GP", "DMV", "NHS"), also as a verb ("the car's been MOT'd"), is no name.
    const stem = t.text.replace(/['’](?:d|s|ed|ing)$/i, '');
    if (stem.length >= 2 && stem === stem.toUpperCase() && !known) return false;
    return true;
  }
  // Lower-case chat ("minha filha susana", "o caio vai passar") is fine for given names that
  // are not everyday words; a name that is also a word ("clara", "rosa") needs an article
  // before it and a verb, comma or kinship after it ("a clara é minha filha").
  if (!allowLower) return false;
  // After a title ("dona cida", "seu zé", "dr okafor") the title licenses the name: short
  // names count, and after a doctor's title any word that is not an everyday or health word.
  const title = titleOf(reg.tokens[i - 1]?.text ?? '');
  if (title && !reg.blocked.has(i - 1)) {
    // "the doctor is away", "o doutor está": a function word after the title is the sentence going on.
    if (STOPWORDS.has(t.fold) && !isCuratedName(t.text)) return false;
    if (isLowerCaseName(t.text, MIN_TITLED_NAME)) return true;
    // "dona rosa", "dona clara": a curated name that is also a word is a name after a title.
    if (isCuratedName(t.text)) return true;
    // A doctor's or a lady's title ("dr okafor", "dona socorro") names the word after it unless that is an
    // everyday or health word; "seu" is also "your" ("seu carro"), so it names only known given names.
    // "a doutora receitou um xarope": a verb in the past after the title is what the doctor did.
    const verb = (PAST_TENSE_ENDING.test(t.fold) || EN_DOCTOR_DID.test(t.fold)) && !isCuratedName(t.text);
    // "meu avô, seu abilio, ligou", "o meu sogro, o senhor abilio": a title set off by a comma after a
    // kin word (its article between) is an apposition naming that relative — "seu" is not "your" there,
    // nor "o senhor" the polite "you".
    const apposed = titleApposedToKin(reg, i - 1) && [',', '.', ';', ')', undefined].includes(reg.tokens[i + 1]?.text);
    if (apposed && !verb && t.text.length >= MIN_TITLED_NAME && !isCommonWord(t.text) && !HEALTH_WORDS.has(t.fold)) return true;
    const names = (!!title.doctor || TITLES_BEFORE_ANY_NAME.has(reg.tokens[i - 1]!.fold)) && !verb;
    return names && t.text.length >= MIN_TITLED_NAME && !isCommonWord(t.text) && !HEALTH_WORDS.has(t.fold);
  }
  // Someone the user has told about ("our son max"), named again in lower case with a person's
  // syntax around it ("took max to the dentist"), is that person, even when it is also a word.
  if (reg.known.has(t.fold) && lowerNameContext(reg, i) !== null) return true;
  if (!isLowerCaseName(t.text)) return isCuratedName(t.text) && lowerNameContext(reg, i) === 'strong';
  return !LOWER_AMBIGUOUS.has(t.fold) || lowerNameContext(reg, i) === 'strong';
}

/** Whether the word at i follows a courtesy title ("sr.", "a senhora", "D."): then a profession there is a form of address. */
function professionAfterTitle(reg: PersonRegistry, i: number): boolean {
  const before = reg.tokens[i - 1]?.text ?? '';
  if (before === '.' && reg.tokens[i - 2]?.text.length === 1) return true;
  const title = titleOf(before);
  return !!title && !title.doctor;
}

/**
 * Whether the title at t opens an apposition to a kin word: "meu avô, seu abilio", "o meu sogro, o
 * sr. abilio", "my father-in-law, mr abilio" — a comma, maybe an article, between them.
 */
function titleApposedToKin(reg: PersonRegistry, t: number): boolean {
  const comma = ARTICLES.has(reg.w(t - 1)) ? t - 2 : t - 1;
  return reg.tokens[comma]?.text === ',' && isKinshipWord(reg.tokens[comma - 1]?.text ?? '');
}

/**
 * Syntax that lets a lower-case word be a name. Weak: an article or a preposition before it
 * ("o caio", "com a renata", "with sarah"), a title, a kinship apposition after it ("o pedro
 * meu marido", "tiago, meu primo"), or a sentence-initial subject of a verb ("marcus said").
 * Strong: an article before it and a verb, comma or possessive after it.
 */
export function lowerNameContext(reg: PersonRegistry, i: number): 'strong' | 'weak' | null {
  const prev = reg.w(i - 1);
  const next = reg.w(i + 1);
  const nextIsPredicate = PREDICATE_STARTERS.has(reg.low(i + 1)) || PREDICATE_STARTERS.has(next) || POSS[next] !== undefined || next === '(';
  const article = ARTICLE_GENDER[prev] !== undefined || !!titleOf(prev);
  // "a clara e a gema": a conjunction after the word says nothing about a person.
  if (article && nextIsPredicate && !AND_WORDS.has(reg.low(i + 1)) && reg.low(i + 1) !== ',') return 'strong';
  // "minha filha clara precisa…", "my wife rose has…": a possessive kinship word right before
  // it and a verb after it name the relative, even with a name that is also a word.
  const kinBefore = [1, 2].some(n => KINSHIP.match(reg.tokens, i - n)?.len === n && (POSS[reg.w(i - n - 1)] !== undefined || reg.low(i - n - 1) === "'s"));
  // "…with my husband tom and our two kids": "and" then another person said as such, or the end of the sentence.
  // ("minha filha rosa e eu…" stays open: "rosa" may be the colour of what follows.)
  const andAnother = AND_WORDS.has(reg.low(i + 1)) && (POSS[reg.w(i + 2)] !== undefined || (ARTICLES.has(reg.w(i + 2)) && !!KINSHIP.match(reg.tokens, i + 3)));
  const ends = reg.tokens[i + 1] === undefined || SENTENCE_ENDS.has(next);
  if (kinBefore && ((nextIsPredicate && !AND_WORDS.has(reg.low(i + 1))) || ends || andAnother)) return 'strong';
  // "i fly to florence", "vou pra vitória": after going somewhere the word is a place.
  if (MOTION_VERBS.has(reg.w(i - 2)) || MOTION_VERBS.has(prev)) return null;
  if (article || NAME_PREPOSITIONS.has(prev) || PERSON_OBJECT_VERBS.has(prev)) return 'weak';
  if (next === ',' && (POSS[reg.w(i + 2)] !== undefined || ARTICLES.has(reg.w(i + 2)))) return 'weak';
  if (POSS[next] !== undefined && KINSHIP.match(reg.tokens, i + 2)) return 'weak';
  // "tom's mum pat", "arjun's jabs": a possessor.
  if (reg.low(i + 1) === "'s") return 'weak';
  if ((reg.tokens[i]?.sentStart || prev === ',') && nextIsPredicate) return 'weak';
  return null;
}

/** A (possibly titled, possibly multi-word) name at i. */
export function readName(reg: PersonRegistry, i: number, allowLower: boolean, strictStart = true): NameInfo | null {
  let k = i;
  let title: TitleInfo | null = null;
  // "a D. Lurdes": a one-letter abbreviation the tokenizer split from its dot.
  const dotted = reg.tokens[k]?.text.length === 1 && reg.tokens[k]!.cap && reg.w(k + 1) === '.' && reg.tokens[k + 2]?.cap ? titleOf(`${reg.tokens[k]!.text}.`) : null;
  const ti = dotted ?? (reg.tokens[k] ? titleOf(reg.tokens[k]!.text) : null);
  // A title licenses a lower-case name after it ("dona cida", "dr marcelo").
  const nameAt = (at: number) => !!reg.tokens[at]?.cap || isNameToken(reg, at, true);
  const titled = !!dotted || (!!ti && (nameAt(k + 1) || (PROFESSIONAL_TITLES.has(reg.w(k + 1)) && nameAt(k + 2))));
  if (titled) {
    title = ti;
    k += dotted ? 2 : 1;
  }
  // "o sr. engenheiro Abílio", "a sra. doutora Inês": the name is after the profession that addresses them.
  if (title && PROFESSIONAL_TITLES.has(reg.w(k)) && !reg.used.has(k)) k++;
  if (!isNameToken(reg, k, allowLower || titled)) return null;
  const first = reg.tokens[k]!;
  if (strictStart && first.sentStart && !title && !isKnownFirstName(first.text)) {
    const next = reg.tokens[k + 1];
    const ok = next && (next.text === ',' ? appositionAfter(reg, k + 2) : PREDICATE_STARTERS.has(next.lower) || PREDICATE_STARTERS.has(next.fold));
    if (!ok) return null;
  }
  let end = k + 1;
  for (;;) {
    const t = reg.tokens[end];
    if (t?.cap && !t.sentStart && isNameToken(reg, end, false)) {
      end++;
      continue;
    }
    // "Maria da Silva"; "Maria de Fátima", "Maria das Graças": a Marian title after "de" is part of the name.
    const of = OF_WORDS.has(reg.w(end)) && reg.w(end) !== 'of' && reg.tokens[end + 1]?.cap;
    if (of && (MARIAN_TITLES.has(reg.w(end + 1)) || (isNameToken(reg, end + 1, false) && !isKnownFirstName(reg.tokens[end + 1]!.text)))) {
      end += 2;
      continue;
    }
    break;
  }
  const name = reg.tokens
    .slice(k, end)
    .map(t => t.text)
    .join(' ');
  return {start: i, end, name, title};
}

/**
 * What may follow "Name," when the name is an unknown word opening its sentence: an apposition
 * ("Tainá, minha vizinha", "Zuri, a minha afilhada", "Kwame, 34,", "Zuri, que é…", "Zuri, do
 * trabalho") or the rest of a list of names ("Zuri, Bia e Léo"). Anything else makes the word a
 * discourse opener ("Oxe, o Zé chegou", "Anyway, Priya called", "Hmm, Sarah said no").
 */
function appositionAfter(reg: PersonRegistry, c: number): boolean {
  const w = reg.w(c);
  if (POSS[w] !== undefined || RELATIVE_LEADS.has(w) || reg.tokens[c]?.kind === 'num') return true;
  if (ARTICLES.has(w) && (POSS[reg.w(c + 1)] !== undefined || KINSHIP.match(reg.tokens, c + 1))) return true;
  if (KINSHIP.match(reg.tokens, c)) return true;
  if (WORK_LEADS.has(w)) return true;
  // "Zuri, Bia e Léo vêm": a list of names goes on.
  const t = reg.tokens[c];
  return !!t?.cap && isKnownFirstName(t.text) && (reg.w(c + 1) === ',' || AND_WORDS.has(reg.w(c + 1)));
}

/** Whether a name (its title, else its usual gender) fits a kin word's gender. */
export function gendersAgree(a: Gender, name: NameInfo): boolean {
  if (!a) return true;
  const g = name.title?.gender ?? genderOfName(name.name);
  return !g || g === a;
}
