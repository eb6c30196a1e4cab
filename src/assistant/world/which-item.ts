/**
 * The answer to "Qual foi cancelado? 1) … 2) …" / "Which one moved?": a number, "o primeiro", or
 * words that ground one of the candidates ("o da bia"). The change asked about is applied to the
 * one picked, by the plan's own apply and said with its words.
 */
import type {Language} from '../../domain/types.js';
import type {DB} from '../../store/db.js';
import {knownPeople, openItems} from '../../store/world-items.js';
import {tokenize} from '../../text/words.js';
import {localDay} from '../../time/day.js';
import type {Pending} from '../pending.js';
import {addDays} from '../../time/arithmetic.js';
import {ORDINALS} from './lexicon.js';
import {describe} from '../plan/describe.js';
import {decide} from '../plan/ground.js';
import {sayOutcome} from '../plan/say.js';
import {itemLabel} from '../plan/interpret.js';
import {nextOccurrence} from '../../time/recurrence.js';
import type {Step} from '../../domain/plan.js';

/**
 * The change the answer picks, as a step of the turn's plan (applied with it), and how it is said.
 * Null when the answer picks none of the candidates.
 */
export function answerWhichItem(db: DB, pending: Extract<Pending, {kind: 'which-item'}>, message: string, now: Date, lang: Language): {said: string; step: Step} | null {
  const today = localDay(now);
  const open = openItems(db, addDays(today, -1));
  const candidates = pending.items.map(p => open.find(o => o.table === p.table && o.id === p.id)).filter(o => o !== undefined);
  if (!candidates.length) return null;
  const words = tokenize(message);
  const n = words.length <= 3 ? words.map(w => ORDINALS[w]).find(i => i !== undefined) : undefined;
  let item = n !== undefined ? candidates[n] : undefined;
  if (n === undefined) {
    const d = decide(describe(message, knownPeople(db), now, lang), candidates, {items: [], people: []}, itemLabel(lang), today);
    item = d.kind === 'act' ? candidates.find(c => c.table === d.target.table && c.id === d.target.id) : undefined;
  }
  if (!item) return null;
  // One day of a series: the next from today, as the question listed it.
  const occurrence = item.rrule && item.date ? nextOccurrence(item.date, item.time, item.rrule, today) : null;
  const target = {table: item.table, id: item.id};
  const decision = {kind: 'act' as const, target, candidates: []};
  const ref = {...describe('', [], now, lang), day: occurrence};
  if (pending.op === 'cancel') {
    const said = sayOutcome({kind: 'cancelled', item, occurrence: item.rrule ? occurrence : null}, lang)!;
    return {said, step: {rule: 'answer-which-item', change: {op: 'cancel', ref, day: occurrence, scope: item.rrule ? 'occurrence' : 'auto'}, decision}};
  }
  if (pending.op === 'owner') {
    if (!pending.to) return null;
    const said = sayOutcome({kind: 'owned', item, toName: pending.toName ?? '', toGender: null, toUnnamed: false}, lang)!;
    return {said, step: {rule: 'answer-which-item', change: {op: 'owner', ref, to: pending.to, toName: pending.toName ?? ''}, decision}};
  }
  if (!pending.date && !pending.time) return null;
  const date = pending.date ?? item.date ?? today;
  const time = pending.time ?? item.time;
  const said = sayOutcome({kind: 'moved', item, date, time, occurrence: item.rrule ? occurrence : null, series: false}, lang)!;
  return {
    said,
    step: {rule: 'answer-which-item', change: {op: 'move', ref, date, time, keepTime: !pending.time, scope: item.rrule ? 'occurrence' : 'auto'}, decision},
  };
}
