/**
 * Reader: meu/minha/my/our [mods] KIN [names] — the user's relative ("minha filha Sofia", "my kids
 * Emma and Jake", "my sister Amy's husband").
 */
import {POSS} from '../lexicon.js';
import {readNumber} from '../../text.js';
import type {NameInfo, Phrase} from '../records.js';
import type {PersonRegistry} from '../registry.js';
import {readKin, readAppositiveNames, readCopulaName} from '../kin-reader.js';
import {realise, chain} from '../kin-phrase.js';
import {readPet} from './pet.js';

/** meu/minha/my/our [mods] KIN [names] — the user's relative. */
export function readPossessive(reg: PersonRegistry, i: number, bind: NameInfo | null = null, inner = false): Phrase | null {
  const pg = POSS[reg.w(i)];
  if (pg === undefined) return null;
  const possGender = pg === 'any' ? null : pg;
  const pet = readPet(reg, i + 1, i);
  if (pet) return pet;
  // "my two kids, Maya and Arjun", "meus dois filhos": a count between the possessive and a plural kin word.
  const count = readNumber(reg.tokens, i + 1);
  const counted = count ? readKin(reg, i + 1 + count.len) : null;
  const kin = counted?.entry.plural ? counted : readKin(reg, i + 1);
  if (!kin) return null;
  const kinGender = kin.entry.gender ?? possGender;
  // Inside "a filha da minha vizinha, a Júlia" the name after the comma belongs to the head (filha).
  const chained = reg.low(kin.end) === "'s" && !!readKin(reg, kin.end + 1);
  const ap = bind || chained ? {names: [], end: kin.end} : readAppositiveNames(reg, kin.end, kin.entry, kinGender, !inner);
  // "meu marido é o Rafa", "my husband is Rafa": the name said after the copula.
  if (!bind && !chained && !inner && !ap.names.length && !kin.entry.plural) {
    const n = readCopulaName(reg, kin.end, kinGender);
    if (n) ap.names.push({...n, age: null}), (ap.end = n.end);
  }
  const end = Math.max(ap.end, kin.end);
  const phrase = realise(reg, kin, 'user', possGender, ap.names, chained ? null : bind, i, end);
  if (phrase.person === null) return phrase;
  return chain(reg, phrase, i, chained ? bind : null);
}
