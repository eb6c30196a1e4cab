/**
 * Post-pass: a family's member named without a kin word ("o nosso João, de 4 anos", "our Kev, 7")
 * whose age, said anywhere in the message, is a child's is the user's child; with no age, or an
 * adult's, the message does not say which relative they are.
 */
import {CHILD_AGE_LIMIT} from '../lexicon.js';
import type {PersonRegistry} from '../registry.js';

export function possessedChildren(reg: PersonRegistry): void {
  for (const id of reg.possessed) {
    const p = reg.persons[id]!;
    if (p.age === null || p.age >= CHILD_AGE_LIMIT || reg.edges.some(e => e.subject === id && e.object === 'user')) continue;
    reg.addEdge(id, 'child', 'user');
  }
}
