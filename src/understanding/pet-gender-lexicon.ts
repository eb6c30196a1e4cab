/**
 * The words that tell an animal's sex, tagged by variety: the nouns Portuguese marks for it ("gata",
 * "cadela", "cachorra" / "gato", "cão") and the few English has ("mare", "tomcat"); the articles and
 * contractions before a Portuguese name ("a Frida", "da Mel", "o Rex"); and the pronouns that may
 * stand for the pet ("she", "he"). Read by the pet-gender reader (pet-gender.ts).
 */
import {wordsOf} from './varieties.js';

/** A female animal by its noun: "nossa gata", "a minha cadela", "our mare". Singular only: "os gatos" says nothing of one. */
export const PET_FEMALE_NOUNS: ReadonlySet<string> = wordsOf({
  pt: 'gata, gatinha, cachorra, cachorrinha, cadela, cadelinha, coelha, coelhinha, égua, eguinha, porquinha, fêmea',
  'pt-BR': 'cachorrona, gatona',
  'pt-PT': 'cadelita, gatita',
  en: 'mare, filly, hen, doe, ewe, female',
});

/** A male animal by its noun: "nosso gato", "o meu cão", "our tomcat". */
export const PET_MALE_NOUNS: ReadonlySet<string> = wordsOf({
  pt: 'gato, gatinho, cachorro, cachorrinho, cão, cãozinho, coelho, coelhinho, cavalo, potro, porquinho, macho',
  'pt-BR': 'cachorrão, gatão',
  'pt-PT': 'cãozito, gatito',
  en: 'tomcat, stallion, colt, gelding, rooster, cockerel, male',
});

/** Portuguese articles and their contractions before a name that say it is feminine: "a Frida", "da Mel", "pela Luna". */
export const PT_FEMININE_BEFORE_NAME: ReadonlySet<string> = wordsOf({pt: 'a, da, na, pela, à, dessa, desta, essa, esta'});

/** …and masculine: "o Rex", "do Thor", "no Bob", "ao Max". */
export const PT_MASCULINE_BEFORE_NAME: ReadonlySet<string> = wordsOf({pt: 'o, do, no, pelo, ao, desse, deste, esse, este'});

/**
 * A subject pronoun opening a clause after the pet is named: "Mia is our cat, she…". English only:
 * a Portuguese "ela"/"ele" as often stands for a thing ("a vacina… ela é às 10h"), and the article
 * before the name already tells a Portuguese pet's gender.
 */
export const PET_FEMALE_PRONOUNS: ReadonlySet<string> = wordsOf({en: 'she'});
export const PET_MALE_PRONOUNS: ReadonlySet<string> = wordsOf({en: 'he'});

/** An English possessive after a have-verb, whose owner is the clause's subject: "Rex has his vaccine", "Luna's got her shots". */
export const PET_FEMALE_POSSESSIVES: ReadonlySet<string> = wordsOf({en: 'her'});
export const PET_MALE_POSSESSIVES: ReadonlySet<string> = wordsOf({en: 'his'});
export const PET_HAVE_VERBS: ReadonlySet<string> = wordsOf({en: "has, had, have, got, gets, get, needs, needed, 's, getting"});

/** Words that open a clause, after which a pronoun is a new subject: "…, she", "and he", "but she". */
export const CLAUSE_OPENERS: ReadonlySet<string> = wordsOf({en: 'and, but, so, because'});
