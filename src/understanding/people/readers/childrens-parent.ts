/**
 * Reader: the other parent of the user's children ("the kids' dad", "my son's mum", "o pai dos
 * miúdos", "a mãe das crianças", "o pai da minha filha", "o pai deles" after the user's children).
 */
import type {KinEntry, RelBase} from '../../kinship.js';
import {ARTICLES, CHILDREN_OF_THEM, COUPLE_BASES, FIRST_PERSON_HAVE, POSS, SEPARATED_WORDS} from '../lexicon.js';
import type {Phrase} from '../records.js';
import type {PersonRegistry} from '../registry.js';
import {readAppositiveNames, readCopulaName, readKin, type KinWord} from '../kin-reader.js';
import {readNumber} from '../../text.js';
import {readLink} from '../link-reader.js';
import {realise} from '../kin-phrase.js';
import {OF_WORDS} from '../../lexicon.js';

/** A child kin word of the user's at k ("kids", "my son", "os miúdos", "meus filhos"): where it ends, or -1. */
function usersChildrenAt(reg: PersonRegistry, k: number, possessiveNeeded: boolean): number {
  let q = k;
  const poss = POSS[reg.w(q)] !== undefined;
  if (poss) q++;
  const kin = readKin(reg, q);
  // "the kids", "os miúdos", "my son", "os meus filhos"; not any child ("the child's mother").
  if (kin?.entry.base !== 'child') return -1;
  const users = poss || !!kin.entry.familiar || (!possessiveNeeded && !!kin.entry.plural && ARTICLES.has(reg.w(k - 1)));
  return users ? kin.end : -1;
}

/**
 * The parent of the user's children is the user's partner — or their ex, when the message says the
 * couple parted ("we're divorced", "o meu ex", "is my ex-husband"): "the kids' dad picks them up",
 * "o pai dos miúdos vem buscá-los". Not the user's own father, as the familiar "dad" alone would be.
 */
export function readChildrensParent(reg: PersonRegistry, i: number): Phrase | null {
  let parent: KinWord | null = null;
  let end = -1;
  // "the kids' dad", "my son's mum", "the children's father".
  {
    let k = i;
    if (ARTICLES.has(reg.w(k))) k++;
    const kids = usersChildrenAt(reg, k, false);
    // Chat drops the apostrophe: "the kids mom", "my kids dad".
    const apostrophe = reg.w(kids) === "'" || reg.low(kids) === "'s";
    if (kids > 0 && (apostrophe || readKin(reg, POSS[reg.w(k)] !== undefined ? k + 1 : k)?.entry.plural)) {
      const p = readKin(reg, apostrophe ? kids + 1 : kids);
      if (p && p.entry.base === 'parent' && !p.entry.plural) [parent, end] = [p, p.end];
    }
  }
  // "o pai dos miúdos", "a mãe das crianças", "o pai da minha filha", "o pai deles" (of the user's children said before).
  // "their dad", after the user's children: theirs is the other parent.
  if (!parent && CHILDREN_OF_THEM.has(reg.w(i)) && usersChildrenBefore(reg, i)) {
    const p = readKin(reg, i + 1);
    if (p && p.entry.base === 'parent' && !p.entry.plural) [parent, end] = [p, p.end];
  }
  if (!parent && ARTICLES.has(reg.w(i))) {
    const p = readKin(reg, i + 1);
    if (p && p.entry.base === 'parent' && !p.entry.plural) {
      if (OF_WORDS.has(reg.w(p.end))) {
        const kids = usersChildrenAt(reg, p.end + 1, true);
        if (kids > 0) [parent, end] = [p, kids];
      } else if (CHILDREN_OF_THEM.has(reg.w(p.end)) && usersChildrenBefore(reg, i)) {
        [parent, end] = [p, p.end + 1];
      }
    }
  }
  if (!parent) return null;
  const ap = readAppositiveNames(reg, end, parent.entry, parent.entry.gender);
  const parted = reg.tokens.some(t => SEPARATED_WORDS.has(t.fold) || /^ex-/.test(t.fold));
  // "the kids' dad is my ex-husband", "a mãe das crianças é a minha ex-mulher": the predicate says the bond.
  const said = ap.names.length ? null : couplePredicate(reg, end);
  // "their dad is Tom", "a mãe deles é a Rita": the name after the copula.
  const named = ap.names.length || said ? null : readCopulaName(reg, end, parent.entry.gender);
  if (named) ap.names.push({...named, age: null}), (ap.end = named.end);
  const base: RelBase = said?.kin.entry.base ?? (parted ? 'ex-spouse' : 'partner');
  const entry: KinEntry = {...parent.entry, base, familiar: false};
  const kin: KinWord = said ? {...said.kin, entry: {...said.kin.entry, gender: said.kin.entry.gender ?? parent.entry.gender}} : {...parent, entry};
  const phrase = realise(reg, kin, 'user', null, ap.names, null, i, said ? said.end : Math.max(end, ap.end));
  return phrase;
}

/** Whether the user's children were said before token i ("tenho dois filhos", "I have two kids", "my kids"). */
function usersChildrenBefore(reg: PersonRegistry, i: number): boolean {
  if (reg.edges.some(e => e.base === 'child' && e.object === 'user' && reg.mentions.some(m => m.person === e.subject && m.start < i))) return true;
  for (let k = 1; k < i; k++) {
    if (readKin(reg, k)?.entry.base !== 'child') continue;
    let q = k - 1;
    if (readNumber(reg.tokens, q)) q--;
    if (POSS[reg.w(q)] !== undefined || FIRST_PERSON_HAVE.has(reg.w(q))) return true;
  }
  return false;
}

/** "… is my ex-husband", "… é a minha ex-mulher": a couple's kin word after a copula and a possessive. */
function couplePredicate(reg: PersonRegistry, at: number): {kin: KinWord; end: number} | null {
  const link = readLink(reg, at);
  if (!link?.verb || link.negated) return null;
  let q = link.end;
  if (ARTICLES.has(reg.w(q)) && POSS[reg.w(q + 1)] !== undefined) q++;
  if (POSS[reg.w(q)] === undefined) return null;
  const kin = readKin(reg, q + 1);
  if (!kin || !COUPLE_BASES.has(kin.entry.base)) return null;
  return {kin, end: kin.end};
}
