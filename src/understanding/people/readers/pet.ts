/**
 * Reader: pets are not people ("meu cachorro Rex", "my dog Max", "o frajola, meu gato", "o gato").
 */
import {KIN_PREMODIFIERS, KINSHIP, PET_WORDS} from '../../kinship.js';
import {isWord, readNumber} from '../../text.js';
import {ARTICLES, NAMED, PET_COPULAS, POSS} from '../lexicon.js';
import {foldKey, type NameInfo, type Phrase} from '../records.js';
import {readName} from '../name-reader.js';
import {nextListItem} from '../kin-reader.js';
import type {PersonRegistry} from '../registry.js';

/**
 * The name before "…, meu gato" / "… é nosso cachorro" / "…'s my dog": "o frajola, meu gato", "o
 * pipoca é nosso cachorro", "bear's my dog" — any word there, lower case too, since the pet word
 * says what it is.
 */
function petNameBefore(reg: PersonRegistry, start: number): NameInfo | null {
  let k = start - 1;
  if (reg.w(k) === ',' || PET_COPULAS.has(reg.low(k))) k--;
  else return null;
  const t = reg.tokens[k];
  if (!isWord(t) || !/^\p{L}{2,}$/u.test(t.text) || ARTICLES.has(t.fold) || POSS[t.fold] !== undefined || KINSHIP.match(reg.tokens, k)) return null;
  if (reg.persons.some(p => foldKey(p.name) === t.fold)) return null;
  return {start: k, end: k + 1, name: t.text, title: null};
}

/** Pets are not people: "meu cachorro Rex", "my dog Max", "o gato". */
export function readPet(reg: PersonRegistry, i: number, start = i): Phrase | null {
  let k = i;
  // "our two cats, Tom and Luna", "os nossos dois cães": a count before the pet word.
  const count = readNumber(reg.tokens, k);
  if (count && count.value >= 2) k += count.len;
  while (KIN_PREMODIFIERS.has(reg.w(k))) k++;
  const m = PET_WORDS.match(reg.tokens, k);
  if (!m) return null;
  let end = k + m.len;
  let q = end;
  if (reg.w(q) === ',') q++;
  if (NAMED.has(reg.w(q))) q++;
  if (ARTICLES.has(reg.w(q))) q++;
  const n = readName(reg, q, true, false) ?? petNameBefore(reg, start);
  const pet = (x: NameInfo) => {
    reg.pets.add(foldKey(x.name));
    if (m.value !== 'pet') reg.petSpecies.set(foldKey(x.name), m.value);
  };
  if (n) {
    pet(n);
    if (n.start >= start) end = n.end;
    // "our two cats, Tom and Luna", "meus gatos, o Tom e a Luna": every name of the list after a plural pet word.
    for (let nx = n.start >= start && plural(reg, k, m.len) ? nextListItem(reg, end) : null; nx !== null; nx = nextListItem(reg, end)) {
      const more = readName(reg, nx, true, false);
      if (!more) break;
      pet(more);
      end = more.end;
    }
  }
  for (let x = start; x < end; x++) reg.used.add(x);
  reg.petSpans.push([start, end]);
  return {end, person: null};
}

/** Whether the pet word at k is plural ("cats", "cães", "gatos"): a list of names may follow. */
function plural(reg: PersonRegistry, k: number, len: number): boolean {
  return /(?:s|es)$/.test(reg.w(k + len - 1));
}
