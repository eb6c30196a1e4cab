/**
 * Reader: a name, with what may follow it — a pet word, "'s KIN", a coordinated predicate ("A Bia e o
 * Leo são meus sobrinhos"), an apposition or predicate ("Susana, minha filha", "A Júlia é minha
 * cunhada") or a role ("Seu Jorge, o porteiro do prédio"). The last reader: any name left.
 */
import {PET_WORDS, type RelBase} from '../../kinship.js';
import type {Gender} from '../../../domain/types.js';
import {ARTICLES, HEDGES, PET_COPULAS, PLACE_MODIFIER, PLURAL_COPULAS, POSS, USER_ROLES_BY_DEFAULT} from '../lexicon.js';
import {foldKey, GENDER_RANK, type NameInfo, type Phrase} from '../records.js';
import type {PersonRegistry} from '../registry.js';
import {chain} from '../kin-phrase.js';
import {readKin, nextListItem} from '../kin-reader.js';
import {readLink} from '../link-reader.js';
import {lowerNameContext, readName} from '../name-reader.js';
import {copulaPredicate} from '../predicates.js';
import {DEFINITE_ARTICLES} from '../../lexicon.js';

/** Words a place modifier after a role may take: "aqui do lado da frente" is 5; "from across the hall" is 4. */
const PLACE_MODIFIER_REACH = 5;

/** A name, with what may follow it: "'s KIN", ", minha filha", " é minha cunhada", " é o dentista da família". */
export function readNamed(reg: PersonRegistry, i: number): Phrase | null {
  const n = readName(reg, i, lowerNameContext(reg, i) !== null, true);
  if (!n) return null;
  if (reg.pets.has(foldKey(n.name))) {
    for (let k = n.start; k < n.end; k++) reg.used.add(k);
    return {end: n.end, person: null};
  }
  // "A Mel, nossa vira-lata", "Thor (meu cachorro)", "Biscuit, our dog", "o pipoca é nosso
  // cachorro", "bear's my dog": a pet named, not a person.
  {
    let q = n.end;
    if (reg.w(q) === ',' || reg.w(q) === '(' || PET_COPULAS.has(reg.low(q))) q++;
    if (POSS[reg.w(q)] !== undefined || ARTICLES.has(reg.w(q))) q++;
    const pet = q > n.end + 1 ? PET_WORDS.match(reg.tokens, q) : null;
    if (pet) {
      reg.pets.add(foldKey(n.name));
      if (pet.value !== 'pet') reg.petSpecies.set(foldKey(n.name), pet.value);
      for (let k = n.start; k < n.end; k++) reg.used.add(k);
      return {end: n.end, person: null};
    }
  }
  const j = n.end;
  // "Amy's husband"
  if (reg.low(j) === "'s" && readKin(reg, j + 1)) {
    const p = reg.named(n);
    reg.mention(p.id, i, n.end, n.start);
    return chain(reg, {end: n.end, person: p.id}, i);
  }
  // "A Bia e o Leo são meus sobrinhos", "Emma and Jake are my grandkids".
  const list = coordinatedPredicate(reg, n);
  if (list) return list;
  // Apposition or predicate: "Susana, minha filha", "A Júlia é minha cunhada", "Ben is my sister's husband".
  let q = j;
  // "o theo (meu caçula)": a bracketed apposition reads like one between commas.
  const bracket = reg.w(q) === '(';
  const comma = reg.w(q) === ',' || bracket;
  if (comma) q++;
  // "A Júlia agora é minha noiva", "Paulo, que é meu cunhado,", "Tom became my boss", "Ben has been my friend".
  const link = readLink(reg, q);
  const linked = !!link && (link.verb || comma);
  if (linked) q = link!.end;
  if (HEDGES.has(reg.w(q))) q++;
  // "O Pedro é o meu cunhado": Portuguese allows an article before the possessive.
  if (linked && ARTICLES.has(reg.w(q)) && POSS[reg.w(q + 1)] !== undefined) q++;
  if (linked && link!.negated) {
    // "O Pedro não é meu irmão": no relation, and no unnamed brother either.
    const kin = POSS[reg.w(q)] !== undefined ? readKin(reg, q + 1) : null;
    if (kin) for (let x = q; x < kin.end; x++) reg.used.add(x);
  }
  const negated = linked && link!.negated;
  const predicate = !negated && (linked || comma);
  const target = negated ? null : copulaPredicate(reg, q, n, !predicate);
  if (target && target.person !== null) {
    const p = reg.persons[target.person]!;
    reg.mention(p.id, i, target.end, n.start);
    if (reg.w(target.end) === ',' && reg.w(j) === ',') return {end: target.end + 1, person: p.id};
    if (bracket && reg.w(target.end) === ')') return {end: target.end + 1, person: p.id};
    return {end: target.end, person: p.id};
  }
  const role = comma && !linked ? definiteRoleApposition(reg, q) : null;
  if (role) {
    // "dona neusa, a vizinha de baixo,": the neighbour of the one speaking.
    const p = reg.named(n);
    reg.setGender(p, role.gender, GENDER_RANK.kinship);
    reg.addEdge(p.id, role.base, 'user');
    for (let k = q; k < role.end; k++) reg.used.add(k);
    reg.mention(p.id, i, role.end, n.start);
    return {end: reg.w(role.end) === ',' ? role.end + 1 : role.end, person: p.id};
  }
  const p = reg.named(n);
  reg.mention(p.id, i, n.end, n.start);
  return {end: n.end, person: p.id};
}

/**
 * An apposition with a definite article before a role that, said of someone by name, is the
 * speaker's ("Dona Neusa, a vizinha de baixo,", "Mr. Lee, the neighbour from upstairs,"):
 * the role and a short place modifier, up to the closing comma or the sentence's end. A
 * relative ("a filha") needs a possessor and is left to the kinship readers.
 */
function definiteRoleApposition(reg: PersonRegistry, q: number): {base: RelBase; gender: Gender; end: number} | null {
  if (!DEFINITE_ARTICLES.has(reg.w(q))) return null;
  const kin = readKin(reg, q + 1);
  if (!kin || kin.entry.plural || !USER_ROLES_BY_DEFAULT.has(kin.entry.base)) return null;
  let e = kin.end;
  while (e < kin.end + PLACE_MODIFIER_REACH && PLACE_MODIFIER.has(reg.w(e))) e++;
  const after = reg.w(e);
  if (after !== ',' && after !== '' && after !== '.' && after !== ')') return null;
  return {base: kin.entry.base, gender: kin.entry.gender, end: e};
}

function coordinatedPredicate(reg: PersonRegistry, first: NameInfo): Phrase | null {
  const names: NameInfo[] = [first];
  let j = first.end;
  for (;;) {
    const q = nextListItem(reg, j);
    if (q === null) break;
    const nx = readName(reg, q, false, false);
    if (!nx) break;
    names.push(nx);
    j = nx.end;
  }
  if (names.length < 2 || !PLURAL_COPULAS.has(reg.w(j))) return null;
  const poss = POSS[reg.w(j + 1)];
  if (poss === undefined) return null;
  const kin = readKin(reg, j + 2);
  if (!kin) return null;
  let last: number | null = null;
  for (const n of names) {
    const p = reg.named(n);
    reg.addEdge(p.id, kin.entry.base, 'user');
    reg.mention(p.id, n.start, n.end, n.start);
    last = p.id;
  }
  for (let k = first.start; k < kin.end; k++) reg.used.add(k);
  return {end: kin.end, person: last};
}
