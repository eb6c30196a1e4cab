/**
 * Reader: a possessive before names with no kin word ("o nosso João, de 4 anos", "our Kev", "our
 * two, Amy who's 9 and little Ben", "as nossas duas: a Lia e a Nina").
 *
 * The grown-up listed beside the user in such a household ("eu, a Marta e o nosso João", "me, Sam
 * and our two") gets no relation here: partner is only a guess (a sibling, a parent, a flatmate
 * say it the same way), and a wrong partner is worse than none. A word has to say it ("o meu
 * marido", "my partner Sam").
 */
import {isWord, readNumber} from '../../text.js';
import type {KinWord} from '../kin-reader.js';
import {nextListItem, pastListPremodifier, readAgeAfter, readListAge} from '../kin-reader.js';
import {realise} from '../kin-phrase.js';
import {KINSHIP, PET_WORDS, type KinEntry} from '../../kinship.js';
import {ARTICLES, FAMILY_POSSESSIVES, POSS} from '../lexicon.js';
import {foldKey, type NameInfo, type Phrase} from '../records.js';
import {readName} from '../name-reader.js';
import type {PersonRegistry} from '../registry.js';

/**
 * A count after "our"/"nossos" with the noun left out, then the names: "our two, Amy who's 9 and
 * little Ben", "os nossos três: o Rui, a Inês e o Tomás". Said of people, a family's count is its
 * children — each named one is the user's child, with the age said after the name.
 */
function readOurCount(reg: PersonRegistry, i: number): Phrase | null {
  const n = readNumber(reg.tokens, i + 1);
  if (!n || n.value < 2 || n.value > 12) return null;
  let k = i + 1 + n.len;
  // "our two kids" is the possessive reader's; "our two dogs" a pet's.
  if (KINSHIP.match(reg.tokens, k) || PET_WORDS.match(reg.tokens, k)) return null;
  if (reg.w(k) !== ',' && reg.w(k) !== ':') return null;
  k++;
  const names: (NameInfo & {age: number | null})[] = [];
  for (let q: number | null = k; q !== null && names.length < n.value; q = nextListItem(reg, k)) {
    if (q === k && ARTICLES.has(reg.w(q))) q++;
    const name = readName(reg, pastListPremodifier(reg, q), true, false);
    if (!name || reg.pets.has(foldKey(name.name))) break;
    const age = readListAge(reg, name.end);
    names.push({...name, age: age?.age ?? null});
    k = age ? age.end : name.end;
  }
  if (names.length < 2) return null;
  const entry: KinEntry = {base: 'child', gender: null, plural: true, lang: isWord(reg.tokens[i]) && reg.w(i) === 'our' ? 'en' : 'pt'};
  const kin: KinWord = {entry, text: reg.low(i + 1), start: i + 1, end: i + 1 + n.len, age: null};
  return realise(reg, kin, 'user', null, names, null, i, k);
}

/**
 * "o nosso João", "a nossa Bia", "our Kev": a possessive right before a name says the person is of
 * the family, not which relative; the refiner `possessedChildren` makes a child of one whose age,
 * said in the message, is a child's.
 */
export function readPossessed(reg: PersonRegistry, i: number): Phrase | null {
  if (POSS[reg.w(i)] === undefined) return null;
  const counted = readOurCount(reg, i);
  if (counted) return counted;
  // "meu João" in Brazilian chat is as often a term of endearment for anyone: only "nosso"/"our".
  if (!FAMILY_POSSESSIVES.has(reg.w(i))) return null;
  const n = readName(reg, pastListPremodifier(reg, i + 1), true, false);
  if (!n || reg.pets.has(foldKey(n.name))) return null;
  const p = reg.named(n);
  reg.possessed.add(p.id);
  // "our Harry, 6", "o nosso João (4)": the age in apposition.
  const age = readAgeAfter(reg, n.end);
  if (age) p.age ??= age.age;
  reg.mention(p.id, i, n.end, n.start);
  return {end: age?.end ?? n.end, person: p.id};
}
