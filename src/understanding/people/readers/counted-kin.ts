/**
 * Reader: the user's counted relatives, each named with an age ("tenho 2 meninos, o caio de 6 e o
 * theo q tem 3", "have 2 girls w/ my ex, emma is 10 and zoe is 7").
 */
import {isWord, readNumber} from '../../text.js';
import {ARTICLES, FIRST_PERSON_HAVE, HAVE_VERBS, TEAM_WORDS, WORKPLACES} from '../lexicon.js';
import type {Phrase} from '../records.js';
import {readName} from '../name-reader.js';
import type {PersonRegistry} from '../registry.js';
import {readKin, nextListItem, pastListPremodifier, readListAge, type AgedName} from '../kin-reader.js';
import {realise} from '../kin-phrase.js';

/**
 * "tenho 2 meninos, o caio de 6 e o theo q tem 3", "a gente tem 3 filhos: bia de 10 anos, pedro
 * de 7 e a luisa q tem 2", "have 2 girls w/ my ex, emma is 10 and zoe is 7": the user's counted
 * relatives, each named with their age. A short aside before the list ("w/ my ex") is read by the
 * other readers.
 */
export function readCountedKin(reg: PersonRegistry, i: number): Phrase | null {
  if (!HAVE_VERBS.has(reg.w(i))) return null;
  const n = readNumber(reg.tokens, i + 1);
  if (!n || n.value < 2 || n.value > 12) return null;
  const kin = readKin(reg, i + 1 + n.len);
  if (!kin?.entry.plural) return null;
  let k = kin.end;
  // The list starts after ":" or ",", past an aside of a few words ("w/ my ex", "com o rodrigo").
  let aside = 0;
  while (k < reg.tokens.length && aside <= 5 && ![',', ':'].includes(reg.w(k))) {
    // "tenho 3 meninas na minha equipe: …", "I've got two girls on my team": people of the user's work, not children.
    if (TEAM_WORDS.has(reg.w(k)) || WORKPLACES.has(reg.w(k))) return null;
    k++;
    aside++;
  }
  if (![',', ':'].includes(reg.w(k))) return null;
  k++;
  const names: AgedName[] = [];
  for (let q: number | null = k; q !== null && names.length < n.value; q = nextListItem(reg, k)) {
    if (q === k && ARTICLES.has(reg.w(q))) q++;
    // In the list, a word followed by its age is a name even when it is also a word ("grace is 8").
    const tok = reg.tokens[q];
    const name =
      readName(reg, pastListPremodifier(reg, q), true, false) ??
      (isWord(tok) && /^\p{L}{3,}$/u.test(tok.text) && !ARTICLES.has(tok.fold) && readListAge(reg, q + 1)
        ? {start: q, end: q + 1, name: tok.text.charAt(0).toUpperCase() + tok.text.slice(1), title: null}
        : null);
    if (!name) break;
    const age = readListAge(reg, name.end);
    names.push({...name, age: age?.age ?? null});
    k = age ? age.end : name.end;
  }
  if (names.length < 2) return null;
  // "tenho/temos/a gente tem 2 filhos" are the user's; "ela mora com o Júlio e eles têm três
  // filhos" are the sentence's subject's (the user's grandchildren, by composition).
  const firstPerson = FIRST_PERSON_HAVE.has(reg.w(i)) || reg.mentions.some(m => m.person === 'user' && m.end === i);
  let subject = firstPerson ? null : reg.sentenceSubject(i);
  // "ela mora com o Júlio e eles têm…": of the couple, the one related to the user.
  const toUser = (p: number) => reg.edges.some(e => e.subject === p && e.object === 'user');
  if (subject !== null && !toUser(subject)) {
    const partner = reg.edges.find(e => e.base === 'spouse' && (e.subject === subject || e.object === subject));
    const other = partner ? (partner.subject === subject ? partner.object : partner.subject) : null;
    if (typeof other === 'number' && toUser(other)) subject = other;
  }
  // The aside between the kin word and the list ("w/ my ex", "com o Rodrigo") is the phrase's, not a
  // person of its own: who the children were had with is not said to be the user's anything.
  const phrase = realise(reg, kin, subject ?? 'user', null, names, null, i + 1, kin.end);
  for (const nm of names) for (let t = nm.start; t < nm.end; t++) reg.used.add(t);
  return {...phrase, end: kin.end};
}
