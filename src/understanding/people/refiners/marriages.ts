/**
 * Post-pass: marriages, engagements and courtships said with a verb ("casada com meu irmão Marcos",
 * "married to Ben", "namora o Pedro", "Fiquei noiva do Rafael") become edges, once every phrase
 * of the message is read.
 */
import {isFirstPerson} from '../../clauses.js';
import {FIRST_PERSON_STATE, MARRIAGE_PATTERNS} from '../lexicon.js';
import {GENDER_RANK, sameSentence} from '../records.js';
import type {PersonRegistry} from '../registry.js';

/**
 * "casada com meu irmão Marcos", "married to Ben", "namora o Pedro" — and the speaker's own
 * ("Fiquei noiva do Rafael", "Sou casada com o Pedro", "I'm engaged to Tom", "Casei com a Ana").
 */
export function marriages(reg: PersonRegistry): void {
  const T = reg.tokens;
  for (let i = 0; i < T.length; i++) {
    for (const [words, base, g, firstPerson] of MARRIAGE_PATTERNS) {
      if (!words.every((w, k) => reg.w(i + k) === w)) continue;
      const after = i + words.length;
      const obj = reg.mentions.find(m => m.person !== 'user' && m.start >= after - 1 && m.start <= after + 1);
      if (!obj || obj.person === 'user') continue;
      const last = [...reg.mentions].reverse().find(m => m.end <= i && sameSentence(T, m.head, i));
      // The speaker: "eu"/"I" just before, or a first-person verb ("fiquei", "sou", "I'm") with nobody else in between.
      const firstVerb = [1, 2, 3].some(d => i - d >= 0 && sameSentence(T, i - d, i) && (!last || last.end <= i - d) && (isFirstPerson(T[i - d]) || FIRST_PERSON_STATE.has(reg.low(i - d))));
      if (firstPerson || (last && last.person === 'user' && last.end >= i - 3) || firstVerb) {
        reg.addEdge(obj.person, base, 'user');
        continue;
      }
      const subj = [...reg.mentions].reverse().find(m => m.person !== 'user' && m.end <= i && sameSentence(T, m.head, i));
      if (!subj || subj.person === 'user' || obj.person === subj.person) continue;
      const s = reg.persons[subj.person]!;
      reg.setGender(s, g, GENDER_RANK.article);
      reg.addEdge(s.id, base, obj.person);
    }
  }
}
