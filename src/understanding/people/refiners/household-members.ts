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
import {ARTICLES, CHILD_AGE_LIMIT, HOUSEHOLD_PARTNER_BASES, LIST_AGE_LEADS, LIST_AGE_RELATIVES, LIST_AGE_UNITS, LIST_JOINERS, MONTH_UNITS, USER_LIST_WORDS} from '../lexicon.js';
import type {PersonRegistry} from '../registry.js';
import {readNumber} from '../../text.js';

export function householdMembers(reg: PersonRegistry): void {
  reg.households.forEach(([a, b]) => {
    const members = new Set<number>();
    for (const m of reg.mentions) {
      if (m.person === 'user') continue;
      const p = reg.persons[m.person]!;
      if (p.unnamed || p.plural) continue;
      const start = itemStart(reg, m.start);
      if (!(a <= start && start < b && listItem(reg, start, a))) continue;
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

/** A word of an age said after a listed name: its lead, relative pronoun or unit. */
const ageWord = (w: string) => LIST_AGE_LEADS.has(w) || LIST_AGE_RELATIVES.has(w) || LIST_AGE_UNITS.has(w) || MONTH_UNITS.has(w);

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
    // An item's age between it and the joiner, however it is said: "a Inês de 7", "a Inês q tem 7",
    // "Amy (9)", "Ben, 4", "o Tó de 3 aninhos", "Zoe, 8 months".
    while (k >= from && (reg.tokens[k]!.kind === 'num' || readNumber(reg.tokens, k)?.len === 1 || ageWord(reg.w(k)) || ['(', ')'].includes(reg.w(k)))) k--;
    const m = reg.mentions.find(x => x.person !== 'user' && x.head <= k && k < x.end);
    if (!m) return false;
    k = itemStart(reg, Math.min(m.start, m.head)) - 1;
    // A person said twice in one item, the name then its kin word in brackets: "o Rui (meu marido)".
    if (reg.w(k) === '(') k = itemStart(reg, Math.min(...reg.mentions.filter(x => x.person === m.person && x.end <= k + 1).map(x => Math.min(x.start, x.head)), k + 1)) - 1;
    joined = false;
  }
  return joined || k < from;
}
