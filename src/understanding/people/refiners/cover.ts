/**
 * "a tainá, filha da rosana, vai substituir ela na licença", "Ana is covering for Raj": who stands
 * in for someone at work works with the speaker, unless the message already says what they are to
 * the user.
 */
import {COVER_VERBS, COVER_PHRASES, THIRD_POSS} from '../lexicon.js';
import {sameSentence} from '../records.js';
import type {PersonRegistry} from '../registry.js';

/** How many words after the verb the person covered for may be: "cobrir as férias da Cleide" (4). */
const COVERED_REACH = 4;

export function cover(reg: PersonRegistry): void {
  const T = reg.tokens;
  for (let i = 0; i < T.length; i++) {
    const phrase = COVER_PHRASES.find(p => p.every((w, d) => reg.w(i + d) === w));
    if (!COVER_VERBS.has(reg.w(i)) && !phrase) continue;
    const after = i + (phrase?.length ?? 1);
    // Someone else is covered for: named after the verb, or "dela"/"her" (a person said before).
    const covered = reg.mentions.some(m => m.person !== 'user' && m.head >= after && m.head < after + COVERED_REACH && sameSentence(T, i, m.head));
    const pronoun = T.slice(after, after + COVERED_REACH).some(t => THIRD_POSS[t.fold] !== undefined);
    if (!covered && !pronoun) continue;
    // Who covers: the sentence's first person before the verb.
    const subject = reg.sentenceSubject(i);
    if (subject === null) continue;
    const p = reg.persons[subject]!;
    if (p.plural || p.unnamed || reg.edges.some(e => e.subject === p.id && e.object === 'user')) continue;
    reg.addEdge(p.id, 'coworker', 'user');
  }
}
