/**
 * Post-pass: an unnamed relative and the named person with the same relation to the same
 * possessor are one person ("minha mãe … minha mãe, Maria").
 */
import type {PersonRegistry} from '../registry.js';

/** "minha mãe … minha mãe, Maria": the unnamed mother and Maria are one person. */
export function mergeUnnamed(reg: PersonRegistry): void {
  for (const u of reg.persons.filter(p => p.unnamed && !p.plural)) {
    const uEdges = reg.edges.filter(e => e.subject === u.id);
    if (uEdges.length !== 1) continue;
    const ue = uEdges[0]!;
    const candidates = reg.persons.filter(
      p => !p.unnamed && p.id !== u.id && reg.edges.some(e => e.subject === p.id && e.base === ue.base && e.object === ue.object) && (!p.gender || !u.gender || p.gender === u.gender),
    );
    if (candidates.length !== 1) continue;
    const target = candidates[0]!;
    reg.replacePerson(u.id, target.id);
    if (target.age === null) target.age = u.age;
  }
}
