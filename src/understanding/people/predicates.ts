/**
 * The kinship predicate said of a person already read: after a copula ("A Júlia é minha cunhada",
 * "Ben is my sister's husband", "Tom is Amy's brother"), and further predicates trailing a phrase
 * ("Meu vizinho Carlos, que também é meu dentista"). Shared by the readers that start from a name
 * or a pronoun, and by the parser after every reader.
 */
import {ARTICLES, OF_PLURAL, ONE_WORDS, POSS} from './lexicon.js';
import {foldKey, type NameInfo, type Phrase} from './records.js';
import type {PersonRegistry} from './registry.js';
import {chain} from './kin-phrase.js';
import {readKin} from './kin-reader.js';
import {readLink} from './link-reader.js';
import {readName} from './name-reader.js';
import {readPossessive} from './readers/possessive.js';
import {readThirdPossessive} from './readers/third-possessive.js';
import {readKinOf} from './readers/kin-of.js';

/**
 * At most this many predicates may trail one person ("a Luiza, minha afilhada, agora é minha
 * vizinha também" has two); a bound so a run-on list cannot loop, not a linguistic limit.
 */
const MAX_TRAILING_PREDICATES = 3;

/**
 * A named possessor with an English possessive: "Amy's brother", "Amy's husband's sister". With
 * `bind` ("Tom is Amy's brother") the last kin of the chain is the bound person.
 */
function readNamedPossessive(reg: PersonRegistry, i: number, bind: NameInfo | null = null): Phrase | null {
  let k = i;
  if (reg.w(k) === 'the') k++;
  const n = readName(reg, k, false, false);
  if (!n || reg.low(n.end) !== "'s" || !readKin(reg, n.end + 1) || reg.pets.has(foldKey(n.name))) return null;
  const p = reg.named(n);
  reg.mention(p.id, i, n.end, n.start);
  const r = chain(reg, {end: n.end, person: p.id}, i, bind);
  return r.person === p.id ? null : r;
}

/**
 * The kinship predicate of a copula about `me` at q, after the link: "minha noiva", "a mãe do
 * Pedro", "irmã do meu marido", "filho da minha prima", "the daughter of my cousin", "my wife's
 * brother", "Amy's brother", "her son". The relative of another person is an edge to that person,
 * never a new person of its own.
 */
export function copulaPredicate(reg: PersonRegistry, q: number, me: NameInfo, possessiveOnly = false): Phrase | null {
  // "duda é uma das minhas filhas", "Emma is one of my daughters": one of the user's relatives.
  const oneOf = ONE_WORDS.has(reg.w(q)) && OF_PLURAL.has(reg.w(q + 1)) && POSS[reg.w(q + 2)] !== undefined;
  if (oneOf) return reg.tryBind(() => readPossessive(reg, q + 2, me));
  const at = !possessiveOnly && ARTICLES.has(reg.w(q)) && POSS[reg.w(q + 1)] !== undefined ? q + 1 : q;
  if (POSS[reg.w(at)] !== undefined) return reg.tryBind(() => readPossessive(reg, at, me));
  if (possessiveOnly) return null;
  return reg.tryBind(() => readThirdPossessive(reg, at, me)) ?? reg.tryBind(() => readKinOf(reg, at, me)) ?? reg.tryBind(() => readNamedPossessive(reg, at, me));
}

/**
 * A second predicate about the person a phrase just named: "Meu vizinho Carlos, que também é meu
 * dentista", "A Luiza, minha afilhada, agora é minha vizinha também". Adds the edge; the first
 * stated relation stays the person's relation to the user.
 */
export function trailingPredicate(reg: PersonRegistry, r: Phrase): number {
  let end = r.end;
  for (let extra = 0; extra < MAX_TRAILING_PREDICATES && r.person !== null; extra++) {
    const p = reg.persons[r.person]!;
    if (p.unnamed || p.plural) break;
    let q = end;
    if (reg.w(q) === ',') q++;
    const link = readLink(reg, q);
    if (!link?.verb || link.negated) break;
    // "Minha cunhada Renata é irmã do meu marido": a kinship of another person is an edge to them.
    const me: NameInfo = {start: link.end, end: link.end, name: p.name, title: null};
    const snapshot = reg.snapshot();
    const next = copulaPredicate(reg, link.end, me);
    if (!next || next.person !== p.id) {
      reg.restore(snapshot);
      break;
    }
    end = next.end;
  }
  return end;
}
