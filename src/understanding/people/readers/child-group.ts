/**
 * Reader: a group word for children said with its article, then who they are ("os miúdos são a
 * Inês e o Tomás", "the kids, Amy and Ben", "as crianças: a Lia (6) e o Davi (3)").
 *
 * Rule: said with no possessor, such a group is the speaker's children when the speaker is the one
 * the sentence is about — nobody else named before it in the sentence, or the group listed beside
 * the speaker ("eu, o Rui e os miúdos, …", "me, Sam and the kids, …") or in the speaker's counted
 * household ("somos quatro: …"). "A Ana veio com os filhos, o Rui e a Sara" are Ana's, not the user's.
 */
import {readNumber} from '../../text.js';
import {CHILD_GROUP_WORDS, GROUP_ARTICLES, LIST_OPENERS, PLURAL_COPULAS} from '../lexicon.js';
import type {Phrase} from '../records.js';
import {sameSentence} from '../records.js';
import type {PersonRegistry} from '../registry.js';
import {readAppositiveNames, readKin} from '../kin-reader.js';
import {realise} from '../kin-phrase.js';
import {listedWithUser} from './household.js';

/** A child group with its article and the names said of it, the user's when said of the user's own. */
export function readChildGroup(reg: PersonRegistry, i: number): Phrase | null {
  if (!GROUP_ARTICLES.has(reg.w(i))) return null;
  // "os dois miúdos", "the two kids": a count between the article and the group word.
  const count = readNumber(reg.tokens, i + 1);
  const at = count ? i + 1 + count.len : i + 1;
  const kin = readKin(reg, at);
  if (!kin || kin.start !== at || !kin.entry.plural || kin.entry.base !== 'child' || !CHILD_GROUP_WORDS.has(reg.w(kin.start))) return null;
  // "the kids from next door, Amy and Ben", "os miúdos da escola, …": a qualified group is some other.
  if (!LIST_OPENERS.has(reg.w(kin.end)) && !PLURAL_COPULAS.has(reg.w(kin.end))) return null;
  if (!saidOfUsersOwn(reg, i)) return null;
  const ap = readAppositiveNames(reg, kin.end, kin.entry, null);
  // One name is no list: "as crianças, a Lia já dormiu" goes on about one of them. "The kids are
  // Amy and Ben's friends": the last name is a possessor.
  if (ap.names.length < 2 || reg.low(ap.names[ap.names.length - 1]!.end) === "'s") return null;
  return realise(reg, kin, 'user', null, ap.names, null, i, ap.end);
}

/** Whether a group at i is the speaker's: listed with the speaker, or nobody else named before it in its sentence. */
function saidOfUsersOwn(reg: PersonRegistry, i: number): boolean {
  if (listedWithUser(reg, i)) return true;
  return !reg.mentions.some(m => m.person !== 'user' && m.end <= i && sameSentence(reg.tokens, m.head, i));
}
