/**
 * Reader: the speaker's household counted by its size, then listed ("somos quatro cá em casa: eu,
 * o Rui e os miúdos, …", "there are four of us: me, Sam and the kids, …", "we're a family of four —
 * me, Jo and the children, …").
 *
 * Rule: a list after a count of "us" that has the speaker in it is the speaker's household; its
 * people are read by the other readers, and a group of children in it ("os miúdos", "the kids") is
 * the speaker's children (readers/child-group.ts). A grown-up listed beside the speaker gets no
 * relation: partner is only a guess, and a wrong partner is worse than none.
 */
import {firstPhraseAt, phraseAt, readNumber} from '../../text.js';
import {HOUSEHOLD_COUNTS, HOUSEHOLD_COUNTS_OF_US, HOUSEHOLD_PLACES, HOUSEHOLD_UNCOUNTED, LIST_JOINERS, LIST_OPENERS, LIVE_WITH, OF_US, USER_LIST_WORDS, USER_PRONOUNS} from '../lexicon.js';
import {joinedToList} from '../list-walk.js';
import type {Phrase} from '../records.js';
import type {PersonRegistry} from '../registry.js';

/** The most people a household count is read for: a larger number is a class, a team, a crowd. */
const MAX_HOUSEHOLD = 12;

/** A household's count and the opening of its list; records the list's span when the speaker is in it. */
export function readHousehold(reg: PersonRegistry, i: number): Phrase | null {
  const T = reg.tokens;
  const lead = HOUSEHOLD_COUNTS.find(p => phraseAt(T, i, p) > 0);
  if (!lead) return readUncounted(reg, i);
  let k = i + phraseAt(T, i, lead);
  const n = readNumber(T, k);
  if (!n || n.value < 2 || n.value > MAX_HOUSEHOLD || T[k]!.kind === 'punct') return readUncounted(reg, i);
  k += n.len;
  // "there are four" is a count of anything; "there are four of us" is the household.
  const ofUs = firstPhraseAt(T, k, OF_US);
  if (HOUSEHOLD_COUNTS_OF_US.has(lead) && !ofUs) return null;
  k += ofUs;
  k += firstPhraseAt(T, k, HOUSEHOLD_PLACES);
  if (!LIST_OPENERS.has(reg.w(k))) return null;
  k++;
  const end = listEnd(reg, k);
  if (!T.slice(k, end).some(t => USER_LIST_WORDS.has(t.fold))) return null;
  reg.households.push([k, end]);
  // "we're a family of four": the speaker said in the count.
  if (USER_PRONOUNS.has(reg.w(i))) reg.mentions.push({person: 'user', start: i, end: i + 1, head: i});
  return {end: k, person: null};
}

/** Where a list that starts at k ends: the end of its sentence (a colon before a capital does not end it). */
function listEnd(reg: PersonRegistry, k: number): number {
  const T = reg.tokens;
  let end = k + 1;
  while (end < T.length && !(T[end]!.sentStart && T[end - 1]!.text !== ':')) end++;
  return end;
}

/**
 * Rule: a household said without its count is the list the speaker opens with "eu"/"me" right after
 * "somos", "é só", "it's (just)", "there's" ("cá em casa somos eu, o Rui e a Inês", "it's me, Dave
 * and the twins"), or the list after "moro com", "I live with" ("moro com o Rui e a Inês"): its
 * people live with the speaker, which is all it says of them. Records the span; reads nobody.
 */
function readUncounted(reg: PersonRegistry, i: number): Phrase | null {
  const T = reg.tokens;
  const live = firstPhraseAt(T, i, LIVE_WITH);
  if (live) {
    reg.households.push([i + live, listEnd(reg, i + live)]);
    return null;
  }
  const lead = firstPhraseAt(T, i, HOUSEHOLD_UNCOUNTED);
  if (!lead || !USER_LIST_WORDS.has(reg.w(i + lead))) return null;
  // "it's me" alone says who is speaking; a list goes on after the speaker.
  if (!LIST_JOINERS.has(reg.w(i + lead + 1))) return null;
  reg.households.push([i + lead, listEnd(reg, i + lead)]);
  return null;
}

/**
 * Whether the phrase at i is an item of a list with the speaker in it: inside a counted household,
 * or joined back to "eu"/"me"/"I" over names and joiners ("eu, o Rui e os miúdos", "me, Sam and the kids").
 */
export function listedWithUser(reg: PersonRegistry, i: number): boolean {
  return reg.households.some(([a, b]) => a <= i && i < b) || joinedToList(reg, i);
}
