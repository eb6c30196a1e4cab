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
import {ARTICLES, LIST_AGE_LEADS, LIST_AGE_UNITS, LIST_JOINERS, USER_LIST_WORDS} from '../lexicon.js';
import type {PersonRegistry} from '../registry.js';

export function householdMembers(reg: PersonRegistry): void {
  for (const m of reg.mentions) {
    if (m.person === 'user') continue;
    const p = reg.persons[m.person]!;
    if (p.unnamed || p.plural) continue;
    const start = itemStart(reg, m.start);
    if (!reg.households.some(([a, b]) => a <= start && start < b && listItem(reg, start, a))) continue;
    p.household = true;
    if (p.age !== null) continue;
    const age = readListAge(reg, m.end, false);
    if (age) p.age = age.age;
  }
}

/** Where the list item of a mention starts: its article with it ("a Inês"). */
const itemStart = (reg: PersonRegistry, at: number) => (ARTICLES.has(reg.w(at - 1)) ? at - 1 : at);

/**
 * Whether the item at i belongs to the list that opens at `from`: it is the first item, or it is
 * joined back to the speaker or to the first item over joiners, other items and their ages ("eu, a
 * Inês de 7 e o Rui"). "moro com o Rui e a Inês, que é filha da Ana": Ana is no item.
 */
function listItem(reg: PersonRegistry, i: number, from: number): boolean {
  let k = i - 1;
  let joined = i <= from;
  while (k >= from) {
    const w = reg.w(k);
    if (LIST_JOINERS.has(w)) {
      joined = true;
      k--;
      continue;
    }
    if (!joined) return false;
    if (USER_LIST_WORDS.has(w)) return true;
    // An item's age between it and the joiner: "a Inês de 7", "Amy (9)", "Ben, 4".
    while (k >= from && (reg.tokens[k]!.kind === 'num' || LIST_AGE_LEADS.has(reg.w(k)) || LIST_AGE_UNITS.has(reg.w(k)) || ['(', ')'].includes(reg.w(k)))) k--;
    const m = reg.mentions.find(x => x.person !== 'user' && x.head <= k && k < x.end);
    if (!m) return false;
    k = itemStart(reg, Math.min(m.start, m.head)) - 1;
    joined = false;
  }
  return joined || k < from;
}
