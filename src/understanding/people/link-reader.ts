/**
 * Links between a person and a predicate over the registry: copulas ("é", "became", "vai ser")
 * and naming links ("se chama", "is called"), and giving a name to a person already in the
 * message. Lookups the readers share, not a reader of their own.
 */
import {genderOfName} from '../names.js';
import {fold} from '../../text/words.js';
import {isWord} from '../text.js';
import {LINK_ADVERBS, LINK_NEGATIONS, LINK_VERBS, NAMING_LINKS, NEGATED_COPULAS, RELATIVES} from './lexicon.js';
import {foldKey, GENDER_RANK, type NameInfo, type PersonRec} from './records.js';
import {gendersAgree} from './name-reader.js';
import type {PersonRegistry} from './registry.js';

/** Token k is `word` (lower-case as written). The copula "é" never matches the conjunction "e". */
function wordIs(reg: PersonRegistry, k: number, word: string): boolean {
  const t = reg.tokens[k];
  if (!isWord(t)) return false;
  if (t.lower === word) return true;
  const f = fold(word);
  return word !== 'é' && f !== 'e' && t.fold === f;
}

/** A word sequence at k, with adverbs allowed between its words ("vai agora ser", "has always been"). */
function matchSeq(reg: PersonRegistry, k: number, words: string[]): number {
  let q = k;
  for (let d = 0; d < words.length; d++) {
    if (d > 0) while (LINK_ADVERBS.has(reg.w(q))) q++;
    if (!wordIs(reg, q, words[d]!)) return -1;
    q++;
  }
  return q;
}

/**
 * The predicate link at q ("é", "agora é", "que é", "virou", "is now", "became", "has been",
 * "vai ser", "continua sendo"): where it ends, whether it has a verb (an apposition may carry only
 * adverbs: "a Júlia, agora minha noiva"), and whether it is negated ("não é", "is not").
 */
export function readLink(reg: PersonRegistry, q: number): {end: number; verb: boolean; negated: boolean} | null {
  let k = q;
  let negated = false;
  if (RELATIVES.has(reg.w(k))) k++;
  const adverbs = () => {
    for (;;) {
      const w = reg.w(k);
      if (LINK_ADVERBS.has(w)) k++;
      else if (LINK_NEGATIONS.has(w)) {
        negated = true;
        k++;
      } else break;
    }
  };
  adverbs();
  let end = -1;
  // "Tom isn't my boss anymore": the copula carries the negation.
  if (NEGATED_COPULAS.has(reg.w(k))) {
    negated = true;
    end = k + 1;
  }
  for (const words of LINK_VERBS) end = Math.max(end, matchSeq(reg, k, words));
  if (end < 0) return k > q && !RELATIVES.has(reg.w(q)) ? {end: k, verb: false, negated} : null;
  k = end;
  adverbs();
  return {end: k, verb: true, negated};
}

/** A naming link at k ("se chama", "chama-se", "is called", "'s name is", "named"): where it ends. */
export function readNamingLink(reg: PersonRegistry, k: number): {end: number; bare: boolean} | null {
  for (const l of NAMING_LINKS) {
    if (l.words.every((w, d) => reg.w(k + d) === w || reg.low(k + d) === w)) return {end: k + l.words.length, bare: !!l.bare};
  }
  return null;
}

/**
 * A name learned for someone already in the message ("Minha filha … ela se chama Sofia", "o nome
 * da minha sogra é Marta"): an unnamed relative takes the name (or merges into the person of
 * that name); a named person only accepts its own name. False when the name does not fit.
 */
export function giveName(reg: PersonRegistry, pid: number, n: NameInfo): boolean {
  let p = reg.persons[pid]!;
  if (!p.unnamed) {
    const same = foldKey(p.name) === foldKey(n.name) || foldKey(p.name).split(' ')[0] === foldKey(n.name);
    if (!same) return false;
  } else {
    if (p.plural || !gendersAgree(p.gender, n)) return false;
    const existing = reg.persons.find(x => !x.unnamed && !(x as PersonRec & {merged?: boolean}).merged && foldKey(x.name) === foldKey(n.name));
    if (existing) {
      reg.replacePerson(p.id, existing.id);
      reg.setGender(existing, p.gender, p.genderRank);
      existing.age ??= p.age;
      p = existing;
    } else {
      p.name = n.name;
      p.unnamed = false;
      delete p.kinKey;
      reg.setGender(p, genderOfName(n.name), GENDER_RANK.name);
    }
    if (n.title) {
      p.title = n.title.title;
      if (n.title.doctor) p.doctorTitle = true;
    }
  }
  reg.mention(p.id, n.start, n.end, n.start);
  return true;
}

/** A NameInfo standing for a person already known (to bind a predicate to "ela"/"she"). */
export function asName(reg: PersonRegistry, pid: number, start: number, end: number): NameInfo {
  return {start, end, name: reg.persons[pid]!.name, title: null};
}
