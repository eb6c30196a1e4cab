/**
 * Post-pass: the speaker and one person said together as a couple ("eu e o Rui somos casados", "o
 * Rui e eu, casados há 10 anos", "me and Dave are married", "Dave and I have been together 12
 * years") make that person the user's spouse, fiancé(e), partner or boyfriend/girlfriend.
 *
 * Rule: only the couple's own words give the relation. The pair alone ("eu e o Rui fomos ao
 * cinema", "cá em casa somos eu, o Rui e a Inês") says nothing of it: a partner guessed from a list
 * is as often a brother, a mother or a flatmate.
 */
import {phraseAt} from '../../text.js';
import {AND_WORDS, ARTICLES, COUPLE_STATES, USER_LIST_WORDS} from '../lexicon.js';
import {sameSentence} from '../records.js';
import type {PersonRegistry} from '../registry.js';

export function couples(reg: PersonRegistry): void {
  for (const m of reg.mentions) {
    if (m.person === 'user') continue;
    const p = reg.persons[m.person]!;
    if (p.unnamed || p.plural || reg.edges.some(e => e.subject === p.id && e.object === 'user')) continue;
    const start = ARTICLES.has(reg.w(m.start - 1)) ? m.start - 1 : m.start;
    // "eu e o Rui …" / "o Rui e eu …": the pair, and where it ends.
    let end: number | null = null;
    if (AND_WORDS.has(reg.w(start - 1)) && USER_LIST_WORDS.has(reg.w(start - 2))) end = m.end;
    else if (AND_WORDS.has(reg.w(m.end)) && USER_LIST_WORDS.has(reg.w(m.end + 1))) end = m.end + 2;
    if (end === null) continue;
    const at = reg.w(end) === ',' ? end + 1 : end;
    if (!sameSentence(reg.tokens, start, at)) continue;
    const state = COUPLE_STATES.find(([phrase]) => phraseAt(reg.tokens, at, phrase) > 0);
    if (state) reg.addEdge(p.id, state[1], 'user');
  }
}
