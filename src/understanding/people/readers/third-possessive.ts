/**
 * Reader: her/his KIN [names] — a relative of the last person mentioned ("her son", "his wife Ana").
 */
import {THIRD_POSS, THIRD_POSS_AFTER} from '../lexicon.js';
import type {NameInfo, Phrase} from '../records.js';
import type {PersonRegistry} from '../registry.js';
import {readKin, readAppositiveNames} from '../kin-reader.js';
import {realise} from '../kin-phrase.js';

/** her/his KIN [names], KIN dela/dele — a relative of the last person mentioned. */
export function readThirdPossessive(reg: PersonRegistry, i: number, bind: NameInfo | null = null): Phrase | null {
  const g = THIRD_POSS[reg.w(i)];
  if (!g || THIRD_POSS_AFTER.has(reg.w(i))) return null;
  const owner = reg.lastPerson(g, i);
  if (owner === null) return null;
  const kin = readKin(reg, i + 1);
  if (!kin) return null;
  const ap = bind ? {names: [], end: kin.end} : readAppositiveNames(reg, kin.end, kin.entry, kin.entry.gender);
  return realise(reg, kin, owner, null, ap.names, bind, i, Math.max(ap.end, kin.end));
}
