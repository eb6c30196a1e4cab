/**
 * Post-pass: each person's relation to the user — stated edges first, the children's other parent
 * by perspective, then composition through third parties to a fixpoint, and a lone "Dr." as the
 * user's doctor. The last pass: it reads every edge the others made.
 */
import {compose, inverseOf} from '../../kinship.js';
import {CHILDRENS_PARENT_LEADS, SEPARATED_WORDS} from '../lexicon.js';
import type {PersonRegistry} from '../registry.js';

/**
 * Rounds of kinship composition: each round reaches one more hop from the user ("the son of my
 * wife's sister" is three hops); no message in the dev sets chains more than three.
 */
const MAX_COMPOSITION_ROUNDS = 4;

/**
 * Perspective: "tenho 2 meninos… eles ficam as quartas com a mãe, a paula" — a parent said with an
 * article ("o pai", "a mãe", "the dad", "their mom") in a message about the user's children is
 * the children's other parent: the user's partner, or ex when the message says they separated.
 */
function childrensParent(reg: PersonRegistry): void {
  const kids = reg.persons.some(p => p.toUser === 'child') || reg.edges.some(e => e.object === 'user' && e.base === 'child');
  if (!kids) return;
  const separated = reg.tokens.some(t => SEPARATED_WORDS.has(t.fold));
  for (const m of reg.mentions) {
    if (m.person === 'user') continue;
    const before = reg.tokens[m.start]?.fold ?? '';
    if (!CHILDRENS_PARENT_LEADS.has(before)) continue;
    const edge = reg.edges.find(e => e.subject === m.person && e.object === 'user' && e.base === 'parent');
    if (!edge) continue;
    edge.base = separated ? 'ex-spouse' : 'partner';
    reg.persons[m.person as number]!.toUser = edge.base;
  }
}

/** Relation to the user: stated edges first, then composition through third parties, to a fixpoint. */
export function inferRelations(reg: PersonRegistry): void {
  childrensParent(reg);
  for (const e of reg.edges) if (e.object === 'user') reg.persons[e.subject]!.toUser ??= e.base;
  for (let round = 0; round < MAX_COMPOSITION_ROUNDS; round++) {
    let changed = false;
    for (const e of reg.edges) {
      if (e.object === 'user') continue;
      const s = reg.persons[e.subject]!;
      const o = reg.persons[e.object]!;
      if (!s.toUser && o.toUser) {
        const r = compose(o.toUser, e.base);
        if (r) {
          s.toUser = r;
          changed = true;
        }
      }
      if (!o.toUser && s.toUser) {
        const inv = inverseOf(e.base);
        const r = inv ? compose(s.toUser, inv) : null;
        if (r) {
          o.toUser = r;
          changed = true;
        }
      }
    }
    if (!changed) break;
  }
  // A "Dr." nobody else claims is most likely the user's doctor.
  for (const p of reg.persons) if (!p.toUser && p.doctorTitle && !reg.edges.some(e => e.subject === p.id)) p.toUser = 'doctor';
}
