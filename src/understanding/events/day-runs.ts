/**
 * A run of weekdays said with an event ("conference from Tuesday to Wednesday", "congresso de terça a
 * quarta", "off Thursday to Monday") is one stretch of days — a span, from its first day to its last —
 * unless something says it comes back each week: a habit said with the days ("every", "todas as",
 * "às 2.ªs", "mondays to fridays", "toda semana", "usually", the mornings of a habit), or an event
 * that is a routine by nature (a class or the gym, a therapy, a shift), or hours said for an event
 * that is not a one-off gathering ("reunião de equipa de 2.ª a 6.ª às 9h"). A conference, a trip, a
 * closure or days away stay one stretch even with hours; only a habit said makes them weekly.
 */
import type {EventKind} from '../../domain/types.js';
import type {TimeMention} from '../dates.js';
import type {Token} from '../text.js';
import {phrasesOf, wordsOf} from '../varieties.js';
import {HABITUAL_PARTS, ONE_WEEK_LEADS, THERAPY_WORDS} from './lexicon.js';
import type {RuleMention} from './rrule.js';

/** Words in the sentence that say a thing is done by habit, whatever days are said with it. */
const HABIT_WORDS: ReadonlySet<string> = wordsOf({
  pt: 'sempre, costumo, costuma, costumamos, costumam, normalmente, geralmente, semanalmente, habitualmente',
  en: 'usually, normally, always, generally, weekly, regularly',
});

/** Event words that are routines by nature: shifts come back each week as classes do. */
const ROUTINE_WORDS: ReadonlySet<string> = new Set(
  phrasesOf({
    pt: 'plantão, plantao, plantões, plantoes, turno, turnos',
    'pt-PT': 'turno da noite',
    en: 'shift, shifts, night shift',
  }).map(p => p.split(' ')[0]!),
);

/** Gatherings that happen once, over days: with hours said each day they are still one stretch. */
const ONE_OFF_WORDS: ReadonlySet<string> = new Set(
  phrasesOf({
    pt: 'conferência, conferencia, congresso, seminário, seminario, retiro, feira, festival, torneio, campeonato, acampamento, imersão, imersao',
    en: 'conference, congress, seminar, summit, workshop, retreat, offsite, off-site, away, fair, festival, tournament, camp, convention, expo',
  }).map(p => p.split(' ')[0]!),
);

/** What the decision reads of the event the run is said with. */
export interface RunEvent {
  kind: EventKind;
  start: number;
  end: number;
  /** A stay, a closure or days away: one stretch of days by nature. */
  stay?: true;
}

/**
 * Whether a run of weekdays said with this event is its weekly routine (else it is the event's span).
 * `sentence`: the sentence's token range; `clause`: the event's own clause, where its hours are said.
 */
export function runIsWeekly(tokens: Token[], rule: RuleMention, event: RunEvent, sentence: [number, number], clause: [number, number], times: TimeMention[]): boolean {
  // "next Tuesday to Thursday", "esta segunda a quarta": one week's days.
  if (ONE_WEEK_LEADS.has(tokens[rule.start - 1]?.fold ?? '')) return false;
  const said = tokens.slice(sentence[0], sentence[1]).map(t => t.fold);
  const habit = rule.habit === true || said.some(w => HABIT_WORDS.has(w) || HABITUAL_PARTS.has(w));
  if (habit) return true;
  const words = tokens.slice(event.start, event.end).map(t => t.fold);
  if (event.stay || event.kind === 'trip' || words.some(w => ONE_OFF_WORDS.has(w))) return false;
  if (event.kind === 'class' || words.some(w => ROUTINE_WORDS.has(w) || THERAPY_WORDS.has(w))) return true;
  // Hours said in the event's clause, outside the run: a meeting at 9 each of those days.
  return times.some(x => x.start >= clause[0] && x.start < clause[1] && (x.start < rule.start || x.start >= rule.end));
}
