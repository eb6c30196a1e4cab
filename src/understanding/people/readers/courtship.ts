/**
 * Reader: a courtship said of the speaker ("dois anos de namoro meu e da carol", "namoro com a duda",
 * "tô namorando o caio").
 */
import {AND_WORDS, ARTICLES, COURTSHIP_ENDED, COURTSHIP_LINKS, COURTSHIP_WORDS, FIRST_PERSON_BE, OUR_COURTSHIP, WITH_WORDS} from '../lexicon.js';
import {foldKey, sameSentence, type Phrase} from '../records.js';
import type {PersonRegistry} from '../registry.js';
import {readName} from '../name-reader.js';
import {CLEAR_INDEFINITES} from '../../lexicon.js';

/**
 * A courtship said of the speaker: "dois anos de namoro meu e da carol", "namoro com a duda há dois
 * anos", "tô namorando o caio": the one named is the user's boyfriend or girlfriend.
 */
export function readCourtship(reg: PersonRegistry, i: number): Phrase | null {
  if (!COURTSHIP_WORDS.has(reg.w(i))) return null;
  // "tô namorando a bia" is the speaker's; "o pedro tá namorando a ana" is not.
  if (reg.w(i) === 'namorando' && !FIRST_PERSON_BE.has(reg.w(i - 1))) return null;
  let k = i + 1;
  if (OUR_COURTSHIP.has(reg.w(k)) && AND_WORDS.has(reg.w(k + 1))) k += 2;
  else if (reg.w(i) === 'namoro' && !WITH_WORDS.has(reg.w(k))) return null;
  if (COURTSHIP_LINKS.has(reg.w(k))) k++;
  if (ARTICLES.has(reg.w(k)) && !CLEAR_INDEFINITES.has(reg.w(k))) k++;
  const n = readName(reg, k, true, false);
  if (!n || reg.pets.has(foldKey(n.name))) return null;
  const p = reg.named(n);
  // "terminei o namoro com o caio", "meu namoro com a ana acabou": an ex.
  const ended = reg.tokens.some((t, k) => sameSentence(reg.tokens, k, i) && COURTSHIP_ENDED.has(t.fold));
  reg.addEdge(p.id, ended ? 'ex-dating' : 'dating', 'user');
  reg.mention(p.id, k, n.end, n.start);
  return {end: n.end, person: p.id};
}
