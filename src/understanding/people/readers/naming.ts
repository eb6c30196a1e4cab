/**
 * Reader: naming and predicates about someone already mentioned ("Ela se chama Rosa", "She's
 * called Rosa", "Her name is Rosa", "O nome da minha filha é Clara", "Ela é minha nova colega").
 */
import {ARTICLES, NAME_COPULAS, NAME_IS, NAME_WORDS, NAMED, PRONOUN_OBJECT_LEADS, PT_INDEFINITE, THIRD_POSS, THIRD_POSS_AFTER, THIRD_POSS_BEFORE, THIRD_PRONOUNS} from '../lexicon.js';
import {foldKey, type Phrase} from '../records.js';
import type {PersonRegistry} from '../registry.js';
import {asName, giveName, readLink, readNamingLink} from '../link-reader.js';
import {readName} from '../name-reader.js';
import {readPossessive} from './possessive.js';
import {readKinOf} from './kin-of.js';
import {copulaPredicate} from '../predicates.js';
import {OF_WORDS} from '../../lexicon.js';

/**
 * Naming and predicates about someone already mentioned: "Ela se chama Rosa", "She's called
 * Rosa", "Her name is Rosa", "O nome dela é Rosa", "O nome da minha filha é Clara", "Ela é minha
 * nova colega", "He's my brother-in-law".
 */
export function readNaming(reg: PersonRegistry, i: number): Phrase | null {
  const w = reg.w(i);
  const prev = reg.w(i - 1);
  // "Ela se chama Rosa", "Ela é minha prima", "She is now my boss".
  const pronoun = THIRD_PRONOUNS.get(w);
  if (pronoun && !PRONOUN_OBJECT_LEADS.has(prev)) {
    const owner = reg.lastPerson(pronoun, i);
    if (owner === null && !reg.petSpans.some(([, b]) => b <= i)) return null;
    const link = readNamingLink(reg, i + 1);
    if (link && !NAMED.has(reg.w(i + 1))) {
      const n = readName(reg, link.end, true, false);
      // "Adotei uma gata. Ela se chama Mel": a pet named after the last person is the pet's name.
      const ownerAt = [...reg.mentions].reverse().find(m => m.person === owner && m.head < i)?.head ?? -1;
      if (n && reg.petSpans.some(([a, b]) => a > ownerAt && b <= i)) {
        reg.pets.add(foldKey(n.name));
        for (let k = i; k < n.end; k++) reg.used.add(k);
        return {end: n.end, person: null};
      }
      if (owner === null) return null;
      if (n && giveName(reg, owner, n)) {
        reg.used.add(i);
        return {end: n.end, person: owner};
      }
      return null;
    }
    const pred = readLink(reg, i + 1);
    if (owner === null || !pred || !pred.verb || pred.negated || reg.persons[owner]!.unnamed) return null;
    const me = asName(reg, owner, i, i + 1);
    const target = copulaPredicate(reg, pred.end, me);
    if (target && target.person !== null) return target;
    return null;
  }
  // "Her name is Rosa", "His name's Tom".
  if (THIRD_POSS_BEFORE.has(w) && reg.w(i + 1) === 'name' && NAME_COPULAS.has(reg.low(i + 2))) {
    const owner = reg.lastPerson(THIRD_POSS[w]!, i);
    const n = owner === null ? null : readName(reg, i + 3, true, false);
    if (owner !== null && n && giveName(reg, owner, n)) {
      for (let k = i; k < i + 3; k++) reg.used.add(k);
      return {end: n.end, person: owner};
    }
    return null;
  }
  // "O nome dela é Rosa", "O nome (completo) da minha filha é Clara", "The name of my boss is Mike".
  let k = i;
  if (ARTICLES.has(reg.w(k))) k++;
  if (!NAME_WORDS.has(reg.w(k))) return null;
  k++;
  if (reg.w(k) === 'completo') k++;
  let owner: number | null = null;
  let after = k;
  if (THIRD_POSS_AFTER.has(reg.w(k))) {
    owner = reg.lastPerson(THIRD_POSS[reg.w(k)]!, k);
    after = k + 1;
  } else if (OF_WORDS.has(reg.w(k))) {
    const x = k + 1 + (reg.w(k) === 'of' && reg.w(k + 1) === 'the' ? 1 : 0);
    const sub = reg.tryBind(() => readPossessive(reg, x, null, true) ?? readKinOf(reg, x));
    if (sub && sub.person !== null) {
      owner = sub.person;
      after = sub.end;
    }
  }
  if (owner === null) return null;
  if (!NAME_IS.has(reg.low(after))) return {end: after, person: owner};
  let q = after + 1;
  if (ARTICLES.has(reg.w(q)) && !PT_INDEFINITE.has(reg.w(q))) q++;
  const n = readName(reg, q, true, false);
  if (n && giveName(reg, owner, n)) {
    for (let x = i; x < after + 1; x++) reg.used.add(x);
    return {end: n.end, person: owner};
  }
  return {end: after, person: owner};
}
