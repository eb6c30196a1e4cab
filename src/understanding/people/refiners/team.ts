/**
 * "o time aqui é enxuto: a vera no caixa e o júnior q faz as entregas", "my team: Ana, Raj and
 * Li": the people listed after a word for one's team, with nothing else said of them, work with
 * the speaker.
 */
import type {PersonRegistry} from '../registry.js';
import {TEAM_WORDS, WORKPLACE_LEADS, WORKPLACES} from '../lexicon.js';

export function team(reg: PersonRegistry): void {
  const T = reg.tokens;
  for (let i = 0; i < T.length; i++) {
    if (!TEAM_WORDS.has(reg.w(i))) continue;
    // The list follows a colon soon after the team word ("a equipe é pequena uai:", "my team:"), to the
    // sentence's end; "o time do Pedro ganhou" lists nobody.
    let colon = -1;
    for (let k = i + 1; k < Math.min(T.length, i + 6) && !T[k]!.sentStart; k++) if (T[k]!.text === ':') colon = k;
    if (colon < 0) continue;
    let end = colon + 2;
    while (end < T.length && !T[end]!.sentStart) end++;
    for (const m of reg.mentions) {
      if (m.person === 'user' || m.start <= colon || m.start >= end) continue;
      const p = reg.persons[m.person]!;
      if (p.plural || p.unnamed || reg.edges.some(e => e.subject === p.id)) continue;
      reg.addEdge(p.id, 'coworker', 'user');
    }
  }
}

/** "o marcelo do trabalho", "Will from accounts", "Raj from the office": someone from the user's work. */
export function workplace(reg: PersonRegistry): void {
  for (const m of reg.mentions) {
    if (m.person === 'user') continue;
    const p = reg.persons[m.person]!;
    if (p.plural || p.unnamed || reg.edges.some(e => e.subject === p.id && e.object === 'user')) continue;
    let k = m.end;
    if (!WORKPLACE_LEADS.has(reg.w(k))) continue;
    k++;
    if (reg.w(k) === 'the') k++;
    if (WORKPLACES.has(reg.w(k))) reg.addEdge(p.id, 'coworker', 'user');
  }
}
