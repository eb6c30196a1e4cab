/**
 * The records the people parser builds: persons, kinship edges, mentions, phrases.
 */
import type {RelBase, KinEntry} from '../kinship.js';
import {titleOf, type TitleInfo} from '../names.js';
import type {Token} from '../text.js';
import type {Gender} from '../../domain/types.js';
import {fold} from '../../text/words.js';

export interface PersonRec {
  id: number;
  name: string;
  unnamed: boolean;
  gender: Gender;
  /** How sure the gender is: the kinship word beats a title, which beats an article, which beats the name. */
  genderRank: number;
  age: number | null;
  title: string | null;
  doctorTitle: boolean;
  plural: boolean;
  /** Relation to the user as a gender-free base. */
  toUser: RelBase | null;
  /** Folded key for unnamed kin persons ("parent|female|user"). */
  kinKey?: string;
  /** Related to the user only by a familiar word without a possessive ("a vó Marta", "mom"). */
  familiar?: boolean;
  /** Listed in the speaker's household ("cá em casa somos eu, o Rui e…"): lives with the user, relation unsaid. */
  household?: boolean;
}

export interface Edge {
  subject: number;
  base: RelBase;
  object: number | 'user';
}

export interface Mention {
  person: number | 'user';
  start: number;
  end: number;
  /** Token index of the word the mention hangs on (the name or kinship word). */
  head: number;
}

export interface PeopleResult {
  persons: PersonRec[];
  edges: Edge[];
  mentions: Mention[];
  /** Tokens that belong to a person phrase (names, kinship, titles). */
  used: Set<number>;
  /** Specialty words used as a person's role ("o dentista da família"): not a checkup. */
  roleTokens: Set<number>;
  pets: Set<string>;
  petSpecies: Map<string, string>;
  /** Token ranges of pet phrases ("meu cachorro Thor"). */
  petSpans: [number, number][];
}

export interface NameInfo {
  start: number;
  end: number;
  name: string;
  title: TitleInfo | null;
}

export interface Phrase {
  end: number;
  person: number | null;
  /** All persons named in a plural phrase ("meus filhos, Theo e Alice"). */
  group?: number[];
  /** Kinship info when the phrase is a kin phrase (for binding a preceding name). */
  kin?: KinEntry;
  kinStart?: number;
}

export function ofWord(p: PersonRec): string {
  return p.gender === 'female' ? 'da' : 'do';
}

export function sameSentence(tokens: Token[], a: number, b: number): boolean {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  for (let k = lo + 1; k <= hi; k++) if (tokens[k]?.sentStart && !afterTitleDot(tokens, k)) return false;
  return true;
}

/** "a D. Lurdes faz 80 anos": the dot of a one-letter title ends no sentence, though the tokenizer split it off. */
function afterTitleDot(tokens: Token[], k: number): boolean {
  const t = tokens[k - 2];
  return tokens[k - 1]?.text === '.' && !!t && t.text.length === 1 && t.cap && !!titleOf(`${t.text}.`);
}

/** The key two spellings of one name share ("João" and "joao"). */
export function foldKey(name: string): string {
  return fold(name).trim();
}

/**
 * How sure a person's gender is, by its source: a kinship word ("minha irmã") beats a title
 * ("Dra."), which beats a Portuguese article ("a Bia"), which beats the name's usual gender.
 */
export const GENDER_RANK = {name: 1, article: 2, title: 3, kinship: 4} as const;
