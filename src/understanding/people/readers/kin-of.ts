/**
 * Reader: [o|a|the] KIN de X [, Name] — a relative of someone named, of a relative, or of the family
 * ("a prima da Carla, a Júlia", "a mãe do meu marido", "o dentista da família").
 */
import {ARTICLES, HOUSEHOLD_WORDS, THIRD_POSS, THIRD_POSS_AFTER} from '../lexicon.js';
import {foldKey, type NameInfo, type Phrase} from '../records.js';
import {readName} from '../name-reader.js';
import type {PersonRegistry} from '../registry.js';
import {readKin, readAppositiveNames, readCopulaName, type AgedName} from '../kin-reader.js';
import {realise, chain} from '../kin-phrase.js';
import {readPossessive} from './possessive.js';
import {OF_WORDS} from '../../lexicon.js';

/** [o|a|the] KIN de X [, Name] — "a prima da Carla, a Júlia", "a mãe do meu marido", "o dentista da família". */
export function readKinOf(reg: PersonRegistry, i: number, bind: NameInfo | null = null): Phrase | null {
  let k = i;
  if (ARTICLES.has(reg.w(k))) k++;
  const kin = readKin(reg, k);
  if (!kin) return null;
  const j = kin.end;
  let possessor: number | 'user' | null = null;
  let possEnd = j;
  if (THIRD_POSS_AFTER.has(reg.w(j))) {
    possessor = reg.lastPerson(THIRD_POSS[reg.w(j)]!, j);
    possEnd = j + 1;
  } else if (OF_WORDS.has(reg.w(j))) {
    const x = j + 1 + (reg.w(j) === 'of' && reg.w(j + 1) === 'the' ? 1 : 0);
    if (HOUSEHOLD_WORDS.has(reg.w(x))) {
      possessor = 'user';
      possEnd = x + 1;
    } else {
      const sub = readPossessive(reg, x, null, true) ?? readKinOf(reg, x) ?? readBareName(reg, x);
      if (sub && sub.person !== null) {
        possessor = sub.person;
        possEnd = sub.end;
      } else if (sub) {
        return {end: sub.end, person: null};
      }
    }
  }
  if (possessor === null) return null;
  // The name may follow: ", o Pedro", " é a Dona Maria".
  let names: AgedName[] = [];
  let end = possEnd;
  if (!bind) {
    const ap = readAppositiveNames(reg, possEnd, kin.entry, kin.entry.gender);
    names = ap.names;
    end = Math.max(ap.end, possEnd);
    if (!names.length) {
      const n = readCopulaName(reg, possEnd, kin.entry.gender);
      if (n) {
        names = [{...n, age: null}];
        end = n.end;
      }
    }
  }
  const phrase = realise(reg, kin, possessor, null, names, bind, i, end);
  if (phrase.person === null) return {end: possEnd, person: null};
  return chain(reg, phrase, i);
}

/** A bare name as the possessor in "irmão da Susana": no lookahead. */
function readBareName(reg: PersonRegistry, i: number): Phrase | null {
  let k = i;
  if (ARTICLES.has(reg.w(k))) k++;
  // "sobrinha da cleide": someone already known is named in lower case too.
  const n = readName(reg, k, reg.known.has(reg.w(k)), false);
  if (!n) return null;
  if (reg.pets.has(foldKey(n.name))) return null;
  const p = reg.named(n);
  reg.mention(p.id, i, n.end, n.start);
  return {end: n.end, person: p.id};
}
