/**
 * Reader: a possessive before a name with no kin word ("o nosso João, de 4 anos", "our Kev"); a
 * count after it ("our two, Amy and Ben") is readers/family-count.ts's.
 *
 * The grown-up listed beside the user in such a household ("eu, a Marta e o nosso João", "me, Sam
 * and our two") gets no relation here: partner is only a guess (a sibling, a parent, a flatmate
 * say it the same way), and a wrong partner is worse than none. A word has to say it ("o meu
 * marido", "my partner Sam").
 */
import {pastListPremodifier, readAgeAfter} from '../kin-reader.js';
import {FAMILY_POSSESSIVES} from '../lexicon.js';
import {foldKey, type Phrase} from '../records.js';
import {readName} from '../name-reader.js';
import type {PersonRegistry} from '../registry.js';

/**
 * "o nosso João", "a nossa Bia", "our Kev": a possessive right before a name says the person is of
 * the family, not which relative; the refiner `possessedChildren` makes a child of one whose age,
 * said in the message, is a child's.
 */
export function readPossessed(reg: PersonRegistry, i: number): Phrase | null {
  // "meu João" in Brazilian chat is as often a term of endearment for anyone: only "nosso"/"our".
  if (!FAMILY_POSSESSIVES.has(reg.w(i))) return null;
  const n = readName(reg, pastListPremodifier(reg, i + 1), true, false);
  if (!n || reg.pets.has(foldKey(n.name))) return null;
  const p = reg.named(n);
  reg.possessed.add(p.id);
  // "our Harry, 6", "o nosso João (4)": the age in apposition.
  const age = readAgeAfter(reg, n.end);
  if (age) p.age ??= age.age;
  reg.mention(p.id, i, n.end, n.start);
  return {end: age?.end ?? n.end, person: p.id};
}
