/**
 * Post-pass: ages said together after a list of people, one for each in the list's order ("a Inês
 * e o Tomás, 7 e 4 anos", "Amy and Ben, aged 9 and 4", "o Rui e a Sara têm 10 e 8 anos", "my kids
 * are Amy and Ben, who are 9 and 4").
 *
 * Rule: as many ages as people, joined as the people are ("7 e 4", "9, 6 and 2"), right after the
 * list (a comma or a word of age before them): the first age is the first person's, and so on. Fewer
 * or more ages than people, anyone already given an age, or a number that runs on into a time or a
 * date ("de 7 a 9", "7 e 9 de dezembro") and nobody's age is read.
 */
import {phraseEndsAt, readNumber} from '../../text.js';
import {AGE_YEAR_UNITS, ARTICLES, LIST_AGE_UNITS, LIST_JOINERS, LIST_NAME_PREMODIFIERS, MONTH_UNITS, RESPECTIVE_AGE_LEADS, USER_LIST_WORDS, AND_WORDS} from '../lexicon.js';
import {endsBareAge, inYears} from '../kin-reader.js';
import {foldKey} from '../records.js';
import type {PersonRegistry} from '../registry.js';

/** The oldest age read from a bare number in such a list. */
const MAX_AGE = 120;

interface Ages {
  ages: number[];
  end: number;
}

/** The ages of one list, said together: a list of people, then their ages. */
export function respectiveAges(reg: PersonRegistry): void {
  const T = reg.tokens;
  for (let i = 1; i < T.length; i++) {
    if (T[i]!.kind !== 'num' || T[i - 1]!.kind === 'num') continue;
    // Before the ages: a word of age ("de", "aged", "têm", "who are"), a comma, or both.
    const lead = RESPECTIVE_AGE_LEADS.find(p => phraseEndsAt(T, i, p));
    const said = readAges(reg, i, !lead);
    if (!said) continue;
    let k = lead ? i - lead.split(' ').length : i;
    const comma = reg.w(k - 1) === ',';
    if (comma) k--;
    if (!comma && !lead) continue;
    const people = listBefore(reg, k - 1, said.ages.length);
    if (!people) continue;
    people.forEach((id, n) => {
      if (id !== 'user') reg.persons[id]!.age = said.ages[n]!;
    });
    i = said.end;
  }
}

/** "7 e 4 anos", "9, 6 and 2", "2 anos e 5 meses": two or more ages joined like a list, each with or without its unit. */
function readAges(reg: PersonRegistry, i: number, alone: boolean): Ages | null {
  const T = reg.tokens;
  const nums: {value: number; months: boolean | null}[] = [];
  let k = i;
  let lastJoinedByAnd = false;
  for (;;) {
    if (T[k]?.kind !== 'num' || reg.blocked.has(k)) return null;
    const n = readNumber(T, k)!;
    if (n.value > MAX_AGE) return null;
    k += n.len;
    let months: boolean | null = null;
    if (MONTH_UNITS.has(reg.w(k)) || LIST_AGE_UNITS.has(reg.w(k)) || AGE_YEAR_UNITS.has(reg.w(k))) {
      months = MONTH_UNITS.has(reg.w(k));
      k++;
      if (reg.w(k) === 'old') k++;
    }
    nums.push({value: n.value, months});
    const sep = reg.w(k);
    const andNext = AND_WORDS.has(sep) || (sep === ',' && AND_WORDS.has(reg.w(k + 1)));
    const step = sep === ',' && AND_WORDS.has(reg.w(k + 1)) ? 2 : 1;
    if ((sep === ',' || andNext) && T[k + step]?.kind === 'num') {
      lastJoinedByAnd = andNext;
      k += step;
      continue;
    }
    break;
  }
  if (nums.length < 2 || !lastJoinedByAnd) return null;
  // A unit said once, after the last, is every age's; with none at all, the number must end there.
  const unit = nums[nums.length - 1]!.months;
  if (unit === null && !endsBareAge(reg, k, alone)) return null;
  return {ages: nums.map(x => ((x.months ?? unit) ? inYears(x.value) : x.value)), end: k};
}

/**
 * The people of the list that ends at token k, first to last, when there are exactly `count` of
 * them: names (with their article or "little"), or the speaker ("eu", "me"), joined by "," / "e" /
 * "and". The speaker's place is 'user' (no age is kept for the speaker).
 */
function listBefore(reg: PersonRegistry, k: number, count: number): (number | 'user')[] | null {
  const out: (number | 'user')[] = [];
  for (let q = k; ; ) {
    const item = itemEndingAt(reg, q);
    if (!item) break;
    out.unshift(item.who);
    q = item.start - 1;
    if (!LIST_JOINERS.has(reg.w(q))) break;
    while (LIST_JOINERS.has(reg.w(q))) q--;
  }
  if (out.length !== count) return null;
  if (out.some(id => id !== 'user' && (reg.persons[id]!.age !== null || reg.persons[id]!.plural))) return null;
  return out;
}

/** The person whose name (or the speaker's word) ends at token k, and where that item starts (its article included). */
function itemEndingAt(reg: PersonRegistry, k: number): {who: number | 'user'; start: number} | null {
  if (k < 0) return null;
  if (USER_LIST_WORDS.has(reg.w(k))) return {who: 'user', start: k};
  for (const m of reg.mentions) {
    if (m.person === 'user') continue;
    const words = reg.persons[m.person]!.name.split(/\s+/).length;
    if (m.head + words - 1 !== k) continue;
    const spelled = reg.tokens
      .slice(m.head, k + 1)
      .map(t => t.text)
      .join(' ');
    if (foldKey(spelled) !== foldKey(reg.persons[m.person]!.name)) continue;
    let start = m.head;
    if (LIST_NAME_PREMODIFIERS.has(reg.w(start - 1))) start--;
    if (ARTICLES.has(reg.w(start - 1))) start--;
    return {who: m.person, start};
  }
  return null;
}
