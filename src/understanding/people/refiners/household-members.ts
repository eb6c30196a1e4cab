/**
 * Post-pass: the people of the speaker's household list ("cá em casa somos eu, o Rui e a Inês de
 * 7", "it's me, Dave and Amy, 9", "moro com o Rui e a Inês") live with the speaker, and an age said
 * right after a name in the list ("de 7", ", 9", "(7)") is that person's.
 *
 * Rule: living with the speaker says no relation. A grown-up listed beside the speaker keeps none
 * until a word gives one (a kin word; "casados", "we're married": refiners/couples.ts), and nobody
 * of the list is asked about: the user said who lives with them, which is an answer already.
 */
import {readListAge} from '../kin-reader.js';
import {CHILD_AGE_LIMIT, HOUSEHOLD_PARTNER_BASES} from '../lexicon.js';
import {itemStart, joinedToList} from '../list-walk.js';
import type {PersonRegistry} from '../registry.js';

export function householdMembers(reg: PersonRegistry): void {
  reg.households.forEach(([a, b]) => {
    const members = new Set<number>();
    for (const m of reg.mentions) {
      if (m.person === 'user') continue;
      const p = reg.persons[m.person]!;
      if (p.unnamed || p.plural) continue;
      const start = itemStart(reg, m.start);
      // An item of the list that opens at a, an age said after any item before it stepped over.
      if (!(a <= start && start < b && joinedToList(reg, start, {from: a, startJoins: true, ages: true}))) continue;
      p.household = true;
      members.add(m.person);
      if (p.age !== null) continue;
      const age = readListAge(reg, m.end, false);
      if (age) p.age = age.age;
    }
    // The partner may be said by the kin word alone ("eu, o meu marido e…", "me, my wife and…").
    const inList = reg.mentions.filter(m => m.person !== 'user' && a <= m.head && m.head < b).map(m => m.person as number);
    couplesChildren(reg, members, inList);
  });
}

/**
 * Rule: once the speaker's partner is among the household's people ("eu, o Rui (meu marido), a Inês
 * de 9…", "me, my wife Jo, Amy (9)…"), the others listed with a child's age are the couple's
 * children. Without a partner named as such the list says only who lives there: an adult sibling
 * or a friend's child is as likely, and a wrong relation is worse than none.
 */
function couplesChildren(reg: PersonRegistry, members: ReadonlySet<number>, inList: readonly number[]): void {
  const linked = (id: number) => reg.edges.some(e => e.subject === id && e.object === 'user');
  const partner = inList.some(id => reg.edges.some(e => e.subject === id && e.object === 'user' && HOUSEHOLD_PARTNER_BASES.has(e.base)));
  if (!partner) return;
  for (const id of members) {
    const p = reg.persons[id]!;
    if (p.age === null || p.age >= CHILD_AGE_LIMIT || linked(id)) continue;
    reg.addEdge(id, 'child', 'user');
  }
}
