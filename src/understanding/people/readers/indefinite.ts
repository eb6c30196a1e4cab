/**
 * Reader: an indefinite relative with a name ("Tenho uma vizinha chamada Rosa", "a neighbor named
 * Joe", "O Pedro tem uma irmã que se chama Ana").
 */
import {THIRD_HAVE} from '../lexicon.js';
import type {Phrase} from '../records.js';
import type {PersonRegistry} from '../registry.js';
import {realise} from '../kin-phrase.js';
import {readKin} from '../kin-reader.js';
import {readNamingLink} from '../link-reader.js';
import {gendersAgree, readName} from '../name-reader.js';
import {INDEFINITE_ARTICLES} from '../../lexicon.js';

/**
 * An indefinite relative with a name: "Tenho uma vizinha chamada Rosa", "a neighbor named Joe",
 * "O Pedro tem uma irmã que se chama Ana". The user's, unless a third person "has" them.
 */
export function readIndefinite(reg: PersonRegistry, i: number): Phrase | null {
  if (!INDEFINITE_ARTICLES.has(reg.w(i))) return null;
  const kin = readKin(reg, i + 1);
  if (!kin || kin.entry.plural) return null;
  let k = kin.end;
  if (reg.w(k) === ',') k++;
  const link = readNamingLink(reg, k);
  if (!link) return null;
  const n = readName(reg, link.end, true, false);
  if (!n || !gendersAgree(kin.entry.gender, n)) return null;
  let owner: number | 'user' = 'user';
  if (THIRD_HAVE.has(reg.low(i - 1))) {
    const s = reg.sentenceSubject(i);
    if (s !== null) owner = s;
  }
  let end = n.end;
  if (reg.w(end) === ',' && reg.w(kin.end) === ',') end++;
  return realise(reg, kin, owner, null, [{...n, age: null}], null, i, end);
}
