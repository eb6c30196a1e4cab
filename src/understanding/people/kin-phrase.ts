/**
 * Realising a kin phrase: the person(s) it names, or an unnamed relative, with the edge to their
 * possessor and the mention; and "'s KIN" chains after it ("my brother Sam's wife, Nora").
 */

import type {Gender} from '../../domain/types.js';
import {ofWord, type NameInfo, type Phrase} from './records.js';
import {gendersAgree} from './name-reader.js';
import type {PersonRegistry} from './registry.js';
import {USER_COPULAS, USER_COPULA_FILLERS} from './lexicon.js';
import {readKin, readAppositiveNames, type AgedName, type KinWord} from './kin-reader.js';

/** Make the person(s) of a kin phrase and link them to their possessor. */
export function realise(reg: PersonRegistry, kin: KinWord, possessor: number | 'user', possGender: Gender, names: AgedName[], bind: NameInfo | null, start: number, end: number): Phrase {
  const entry = kin.entry;
  const kinGender = entry.gender ?? possGender;
  const all = bind ? [{...bind, age: null}, ...names] : names;
  if (bind && !entry.plural && !gendersAgree(entry.gender, bind)) return {end: kin.start, person: null};
  if (entry.base === 'doctor' || entry.needsName) for (let k = kin.start; k < kin.end; k++) if (all.length) reg.roleTokens.add(k);
  if (!all.length) {
    if (entry.needsName) return {end: kin.start, person: null};
    if (possessor !== 'user' && saidOfUser(reg, start)) {
      reg.mention('user', start, end, kin.start);
      return {end, person: null};
    }
    const possessorKey = possessor === 'user' ? 'user' : String(possessor);
    const display =
      possessor === 'user' ? kin.text : entry.lang === 'en' ? `${reg.persons[possessor]!.name}'s ${kin.text}` : `${kin.text} ${ofWord(reg.persons[possessor]!)} ${reg.persons[possessor]!.name}`;
    const p = reg.unnamed(display, entry, entry.plural ? null : kinGender, possessorKey);
    if (kin.age !== null && !entry.plural) p.age = kin.age;
    reg.addEdge(p.id, entry.base, possessor);
    reg.mention(p.id, start, end, kin.start);
    return {end, person: p.id, kin: entry, kinStart: kin.start};
  }
  const group: number[] = [];
  for (const n of all) {
    const p = reg.named(n);
    if (!entry.plural || all.length === 1) reg.setGender(p, entry.gender ?? (entry.plural ? null : possGender), entry.gender ? 4 : 2);
    if (n.age !== null) p.age = n.age;
    else if (kin.age !== null && all.length === 1) p.age = kin.age;
    reg.addEdge(p.id, entry.base, possessor);
    reg.mention(p.id, n === all[0] && !bind ? start : n.start, n === all[all.length - 1] ? end : n.end, n.start);
    group.push(p.id);
  }
  for (let k = start; k < end; k++) reg.used.add(k);
  return {end, person: group[group.length - 1]!, group, kin: entry, kinStart: kin.start};
}

/** Whether the phrase at start is the predicate of the speaker's copula: "I'm his daughter", "(eu) sou a filha dela". */
function saidOfUser(reg: PersonRegistry, start: number): boolean {
  let k = start - 1;
  while (k >= 0 && USER_COPULA_FILLERS.has(reg.w(k))) k--;
  return USER_COPULAS.has(reg.w(k)) || (reg.w(k) === 'am' && reg.w(k - 1) === 'i');
}

/** "'s KIN [Name]" chains after a phrase: "my brother Sam's wife, Nora", "my brother Tom's son Jake". */
export function chain(reg: PersonRegistry, prev: Phrase, start: number, bind: NameInfo | null = null): Phrase {
  let cur = prev;
  while (cur.person !== null && reg.low(cur.end) === "'s") {
    const kin = readKin(reg, cur.end + 1);
    if (!kin) break;
    // "Jake, my sister's son": a bound name belongs to the last link of the chain.
    const last = reg.low(kin.end) !== "'s" || !readKin(reg, kin.end + 1);
    const b = last ? bind : null;
    const ap = b ? {names: [], end: kin.end} : readAppositiveNames(reg, kin.end, kin.entry, kin.entry.gender);
    const next = realise(reg, kin, cur.person, null, ap.names, b, start, Math.max(ap.end, kin.end));
    if (next.person === null) break;
    cur = next;
  }
  return cur;
}
