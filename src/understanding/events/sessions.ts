/**
 * Sessions of an activity named once: "o Rui entrou no futebol: treina às 4.ªs e joga ao sábado" is
 * two weekly plans of the activity — its practice and its game — each titled with the activity
 * ("treino de futebol", "jogo de futebol"); the activity said with no day of its own ("entrou no
 * futebol") is no plan apart from them. Only a session whose clause has a weekly rule is read: a
 * one-off game ("joga sábado contra o Porto") is left to the other readers.
 */
import type {EventKind} from '../../domain/types.js';
import type {Token} from '../text.js';
import {ACTIVITY_SESSION_OWN_NAME, ACTIVITY_SESSIONS} from './lexicon.js';
import type {RuleMention} from './rrule.js';

interface Said {
  kind: EventKind;
  start: number;
  end: number;
  title?: string;
}

export interface SessionReading {
  /** Session plans to add, titled with their activity. */
  add: Said[];
  /** Triggers they replace: the activity said alone, and a session word already read untitled. */
  drop: Said[];
}

/**
 * The sessions of the activities in `triggers`. `clauseOf(i)` is the [start, end) of the clause of
 * token i; `sentenceOf(i)` its sentence; `dated(a, b)` whether a date is said in [a, b).
 */
export function activitySessions(
  tokens: Token[],
  triggers: readonly Said[],
  rules: readonly RuleMention[],
  clauseOf: (i: number) => [number, number],
  sentenceOf: (i: number) => number,
  dated: (a: number, b: number) => boolean,
  lang: 'pt' | 'en',
): SessionReading {
  const add: Said[] = [];
  const drop = new Set<Said>();
  const inside = (i: number, [a, b]: [number, number]) => i >= a && i < b;
  const ruled = (c: [number, number]) => rules.some(r => inside(r.start, c));
  for (let i = 0; i < tokens.length; i++) {
    const noun = ACTIVITY_SESSIONS.get(tokens[i]!.fold);
    if (!noun || ACTIVITY_SESSION_OWN_NAME.has(tokens[i + 1]?.fold ?? '')) continue;
    const clause = clauseOf(i);
    if (!ruled(clause)) continue;
    // The activity: the nearest class said before, in the sentence, that is no session word itself.
    const activity = [...triggers].reverse().find(t => t.kind === 'class' && t.end <= i && sentenceOf(t.start) === sentenceOf(i) && !ACTIVITY_SESSIONS.has(tokens[t.start]!.fold) && !t.title);
    if (!activity) continue;
    const name = tokens
      .slice(activity.start, activity.end)
      .map(t => t.lower)
      .join(' ');
    add.push({kind: 'class', start: i, end: i + 1, title: lang === 'en' ? `${name} ${noun}` : `${noun} de ${name}`});
    for (const t of triggers) if (t.start === i) drop.add(t);
    // "entrou no futebol": said with no day or rule of its own, the activity is only what the sessions are of.
    const own = clauseOf(activity.start);
    if (!ruled(own) && !dated(own[0], own[1])) drop.add(activity);
  }
  return {add, drop: [...drop]};
}
