/**
 * Reader: a family's count with the noun left out, then its names ("our two, Amy who's 9 and little
 * Ben", "os nossos três: o Rui, a Inês e o Tomás", "we've got two, Amy and Ben", "temos dois: a Lia
 * de 6 e o Davi de 3").
 *
 * Rule: said of people, the count a family has ("our two", "we have two") is its children — each
 * named one is the user's child, with the age said after the name. In the singular ("I have two,
 * …", "tenho dois, …") the noun could be anything the conversation asked about (siblings, cousins):
 * only when every one named is given a child's age.
 */
import {readNumber} from '../../text.js';
import {KINSHIP, PET_WORDS, type KinEntry} from '../../kinship.js';
import {ARTICLES, BARE_HAVE_VERBS, CHILD_AGE_LIMIT, ENGLISH_COUNT_OWNERS, I_HAVE_VERBS, I_SUBJECTS, POSS, WE_HAVE_VERBS, WE_SUBJECTS} from '../lexicon.js';
import {foldKey, type Phrase} from '../records.js';
import {readName} from '../name-reader.js';
import type {PersonRegistry} from '../registry.js';
import {nextListItem, pastListPremodifier, readListAge, type AgedName, type KinWord} from '../kin-reader.js';
import {realise} from '../kin-phrase.js';

/** The most children a family's count is read for. */
const MAX_CHILDREN = 12;

/** "our two, …", "we've got two, …": the children a family counts, each named with the age said after it. */
export function readFamilyCount(reg: PersonRegistry, i: number): Phrase | null {
  const owner = countOwner(reg, i);
  if (!owner) return null;
  const n = readNumber(reg.tokens, owner.at);
  if (!n || n.value < 2 || n.value > MAX_CHILDREN || ARTICLES.has(reg.w(owner.at))) return null;
  let k = owner.at + n.len;
  // "our two kids" is the possessive reader's, "tenho 2 filhos" counted-kin's; "our two dogs" a pet's.
  if (KINSHIP.match(reg.tokens, k) || PET_WORDS.match(reg.tokens, k)) return null;
  if (reg.w(k) !== ',' && reg.w(k) !== ':') return null;
  k++;
  const names: AgedName[] = [];
  for (let q: number | null = k; q !== null && names.length < n.value; q = nextListItem(reg, k)) {
    if (q === k && ARTICLES.has(reg.w(q))) q++;
    const name = readName(reg, pastListPremodifier(reg, q), true, false);
    if (!name || reg.pets.has(foldKey(name.name))) break;
    const age = readListAge(reg, name.end);
    names.push({...name, age: age?.age ?? null});
    k = age ? age.end : name.end;
  }
  if (names.length < 2) return null;
  if (!owner.family && names.some(x => x.age === null || x.age >= CHILD_AGE_LIMIT)) return null;
  const entry: KinEntry = {base: 'child', gender: null, plural: true, lang: ENGLISH_COUNT_OWNERS.has(reg.w(i)) ? 'en' : 'pt'};
  const kin: KinWord = {entry, text: reg.low(owner.at), start: owner.at, end: owner.at + n.len, age: null};
  return realise(reg, kin, 'user', null, names, null, i, k);
}

/**
 * Where the count starts after the family's word at i, and whether that word speaks for the family:
 * a possessive ("our", "os nossos", "my"), or a verb of having in the first person ("temos", "we've
 * got", "a gente tem"; "tenho", "I have" in the singular).
 */
function countOwner(reg: PersonRegistry, i: number): {at: number; family: boolean} | null {
  const w = reg.w(i);
  if (POSS[w] !== undefined) return {at: i + 1, family: true};
  // "we've got two": the scanner reads "we've got" as "we've have".
  const after = BARE_HAVE_VERBS.has(reg.w(i + 1)) ? i + 2 : i + 1;
  if (WE_HAVE_VERBS.has(w)) return {at: after, family: true};
  if (I_HAVE_VERBS.has(w)) return {at: after, family: false};
  if (!BARE_HAVE_VERBS.has(w)) return null;
  if (WE_SUBJECTS.has(reg.w(i - 1))) return {at: i + 1, family: true};
  if (I_SUBJECTS.has(reg.w(i - 1))) return {at: i + 1, family: false};
  return null;
}
