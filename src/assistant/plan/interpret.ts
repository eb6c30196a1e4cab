/**
 * Interpretation: the reading of a message turned into a plan — the rules in their order, each
 * proposing typed changes, each change that acts on a held item grounded at once against the world
 * (so a later rule sees what an earlier one took). Pure: the world is a snapshot read before; the
 * plan is applied afterwards, in one transaction (apply.ts).
 */
import type {Claimed, Decision, ItemKey, ItemRef, Step} from '../../domain/plan.js';
import {fold, stem, tokenize} from '../../text/words.js';
import {addDays} from '../../time/arithmetic.js';
import type {ExtractedCheckup, ExtractedEvent, Extraction} from '../../domain/types.js';
import type {WorldItem} from '../../store/world-items.js';
import {daysBetween} from '../../time/arithmetic.js';
import {bindPronoun, saysSomething} from './describe.js';
import {decide, settledByMessage} from './ground.js';
import {RULES} from './rules/index.js';
import {aboutPet, groundPetCare} from './rules/pet-care.js';
import {sayItem, sayWhen} from '../world/say-item.js';
import type {Proposal, Rule, RuleInput} from './types.js';

/** Words of putting a thing off to later: "adiaram", "adiou", "pushed back", "postponed", "put off". */
const POSTPONED = /\b(?:adia\w*|adiou|adiei|adiamos|pushed|push(?:ed)? (?:back|out)|postpone\w*|put (?:it )?(?:off|back)|delayed)\b/;

/** How far from a held booking a restated one may be and still be it moved (a month: a clinic moving a visit; more is the next visit). */
const RESTATED_REACH_DAYS = 31;

const same = (a: ItemKey, b: ItemKey) => a.table === b.table && a.id === b.id;

/** The parts of the reading that are the item acted on: its kind's bookings and visits said again, not new ones. */
function claimsOf(item: WorldItem, x: RuleInput['reading']['extraction'], claimed: Claimed): Partial<Claimed> {
  // A checkup moved or called off: the message's other bookings and visits are it said again ("a médica não atende
  // quarta… passaram a consulta pra segunda"); a need of another kind it also states stays.
  // A bare "appt"/"consulta" (kind other, no name of its own) is the visit acted on, not another need.
  const bare = (c: ExtractedCheckup) => c.kind === 'other' && !c.label;
  const checkups: ExtractedCheckup[] = item.table === 'checkups' ? x.checkups.filter(c => !(c.status === 'needed' && c.kind !== item.kind && !bare(c)) && !claimed.checkups.includes(c)) : [];
  const events: ExtractedEvent[] =
    item.table === 'events'
      ? x.events.filter(e => (e.kind === item.kind || e.date === item.date || e.kind === 'other') && !claimed.events.includes(e))
      : x.events.filter(e => e.kind === 'other' && !claimed.events.includes(e));
  return {checkups, events};
}

/** The parts of the reading that are a held item told as had: its kind's visit done, its event, nothing else. */
function happenedClaims(item: WorldItem, x: RuleInput['reading']['extraction'], claimed: Claimed): Partial<Claimed> {
  // "deu tudo certo na consulta da vó hoje": the visit word read as a booking of today (or of no day) is
  // that same visit told again; one of a day to come is another booking, left to be learned.
  const sameVisit = (c: ExtractedCheckup) =>
    (c.kind === item.kind && c.status === 'done') || ((c.kind === item.kind || c.kind === 'other') && (c.date === null || (item.date !== null && c.date <= item.date)));
  const checkups = item.table === 'checkups' ? x.checkups.filter(c => sameVisit(c) && !claimed.checkups.includes(c)) : [];
  const events = item.table === 'events' ? x.events.filter(e => e.kind === item.kind && e.status !== 'scheduled' && !claimed.events.includes(e)) : [];
  return {checkups, events};
}

/**
 * The parts of the reading a move or a cancel speaks of, whatever grounding found: "desmarca o
 * cardiologista" is no need of a cardiologist, "cancel friday's lunch" no lunch to add.
 */
function claimsOfRef(ref: ItemRef, x: RuleInput['reading']['extraction'], claimed: Claimed, op: 'move' | 'cancel' | 'owner'): Partial<Claimed> {
  const stems = new Set(ref.words);
  const checkups = x.checkups.filter(c => !claimed.checkups.includes(c) && (op !== 'move' || c.status === 'needed') && (c.kind === ref.checkupKind || (ref.generic && !ref.checkupKind)));
  const events = op !== 'move' ? x.events.filter(e => !claimed.events.includes(e) && (ref.eventKinds.includes(e.kind) || tokenize(e.title).some(w => stems.has(stem(w))))) : [];
  // "cancel my 1:1 with Priya" is no to-do "cancel my 1:1": the change is the thing the message asks for.
  const tasks = x.tasks.filter(t => !claimed.tasks.includes(t) && CHANGE_VERB.test(fold(t.description)));
  // Whom the words say it is with: named for finding it, not told about.
  const people = x.people.filter(p => ref.companions.includes(fold(p.name).split(/\s+/)[0]!));
  return {checkups, events, tasks, people};
}

/** From this hour a held event is an evening one, whose bare new hour stays in the evening (19:00 do → "7.30" is 19:30). */
const EVENING_FROM = '17:00';

/** The half of the day said with the hour ("9am", "7.30 pm", "de manhã", "in the morning") or the 24-hour clock ("7h30", "07:30"). */
const HALF_OF_DAY_SAID = /\d\s*(?:am|a\.m|pm|p\.m)\b|\b(?:morning|manha|madrugada|cedo|early)\b|\b\d{1,2}h|\b0\d[:.]\d\d\b/;

/** A possessive pronoun that stands for the thing ("his", "hers", "o dele", "a dela"), not a subject ("ele desmarcou"). */
const POSSESSIVE_ALONE = /(?:^|\s)(?:his|hers|theirs|(?:o|a|os|as) (?:dele|dela|deles|delas))(?:\s|$)/;

/** A to-do that only asks for the change itself: "cancel the 1:1", "desmarcar o dentista", "move lunch to friday". */
const CHANGE_VERB = /^(?:cancel\w*|desmarc\w*|remarc\w*|reschedul\w*|move|mudar|adiar|adia|postpone|tirar|take|empurr\w*|push|antecip\w*)\b/;

/** How an item is said back in a candidate list: "o dentista da Lu (terça, 08/12, às 10:00)". */
export const itemLabel = (lang: 'pt' | 'en') => (item: WorldItem) => `${sayItem(item, lang)}${item.date ? ` (${sayWhen(item.date, item.time, lang)})` : ''}`;

/**
 * Words that name nothing, after a question about someone ("quando é o cardiologista do meu sogro?" …
 * "não, afinal é dia 16"): the coming booking of the person just asked about — the one, or a question
 * between theirs; nobody asked about, nothing.
 */
function personJustAsked(input: RuleInput, items: WorldItem[], label: (i: WorldItem) => string): Decision {
  const who = input.world.focus.people[0];
  const theirs = who === undefined ? [] : items.filter(i => i.personId === who && i.date !== null && i.date >= input.world.today);
  const candidates = theirs.map(i => ({key: {table: i.table, id: i.id}, label: label(i), score: 0, why: ['person just asked about']}));
  if (candidates.length === 1) return {kind: 'act', target: candidates[0]!.key, candidates};
  return candidates.length ? {kind: 'ask', candidates} : {kind: 'none', candidates: []};
}

/** The decision for a proposal, grounded among the world's items not yet acted on by an earlier step. */
function ground(p: Proposal, input: RuleInput, taken: ItemKey[]): Decision | undefined {
  const c = p.change;
  if (c.op === 'pet-care') return groundPetCare(c, input.world, input.lang);
  if (c.op !== 'move' && c.op !== 'cancel' && c.op !== 'owner' && !((c.op === 'happened' || c.op === 'book') && p.among)) return undefined;
  // A birthday is never called off (a party is), nor moved by a booking restated: only a correction moves it.
  const yearly = (i: WorldItem) => i.table === 'events' && (i.kind === 'birthday' || i.kind === 'anniversary');
  const items = (p.among ?? input.world.items).filter(i => !taken.some(k => same(k, i)) && (!yearly(i) || (c.op === 'move' && !p.restated)));
  const label = itemLabel(input.lang);
  // Words that name nothing point at what the conversation was just about — to move it or give it to
  // someone, never to call it off.
  // "go ahead and cancel his", "desmarca o dela": a possessive standing alone names whose thing it is.
  const bound = bindPronoun(c.ref, input.message, input.world.people, input.world.focus.people, input.reading.now, input.lang);
  const whoseAlone = POSSESSIVE_ALONE.test(fold(c.ref.text)) && bound.people.length > 0;
  if (!saysSomething(c.ref) && c.op === 'cancel' && !whoseAlone) return {kind: 'none', candidates: []};
  if (!saysSomething(c.ref) && !whoseAlone && !input.world.focus.items.length) return personJustAsked(input, items, label);
  // "Cooper's vet appt moved", "a vacina do Farrusco": a pet's care is no person's booking, whatever else fits.
  if (aboutPet(c.ref.text, input.world.pets)) return {kind: 'none', candidates: []};
  const found = settledByMessage(decide(bound, items, input.world.focus, label, input.world.today), items, input.message, bound);
  // A need booked without its kind said is booked only when one is clearly meant: two needs of one person are two visits, never a guess.
  if (c.op === 'book') return found.kind === 'act' ? found : {kind: 'none', candidates: found.candidates};
  const d = together(found, items);
  // A move to the day and hour it already has changes nothing: said as the same, never "moved".
  if (c.op === 'move' && d.kind === 'act' && !d.also?.length) {
    const item = items.find(i => same(i, d.target))!;
    // "the Christmas do's brought forward to Thursday, 7.30": a bare hour keeps the half of the day the thing had.
    // Only an evening event (a do, a dinner, a concert): a visit moved "to Saturday at 9" is at 9 in the morning.
    if (item.table === 'events' && c.time && item.time && item.time >= EVENING_FROM && c.time < '12:00' && c.time >= '05:00' && !HALF_OF_DAY_SAID.test(fold(input.message))) {
      (c as {time: string | null}).time = `${String(Number(c.time.slice(0, 2)) + 12).padStart(2, '0')}${c.time.slice(2)}`;
    }
    // "pushed a week": the new day is counted from the thing's own.
    if (c.byDays && item.date && !item.rrule) {
      (c as {date: string | null}).date = addDays(item.date, c.byDays);
      return d;
    }
    // "adiaram o exame pra próxima quinta" of a Thursday's exam, said before it: put off to that weekday is
    // the one after it — a postponement is never to the day it already has.
    if (!item.rrule && item.date && c.date === item.date && !p.restated && POSTPONED.test(fold(input.message))) {
      (c as {date: string | null}).date = addDays(item.date, 7);
      return d;
    }
    if (!item.rrule && (c.date ?? item.date) === item.date && (c.keepTime || c.time === item.time)) return {kind: 'same', target: d.target, candidates: d.candidates};
  }
  if (!p.restated || c.op !== 'move') return d;
  // A restated event is the same one said again or a new one — an event moves only when the message says so.
  if (d.kind === 'act' && d.target.table === 'events') {
    const item = items.find(i => same(i, d.target))!;
    return c.date === item.date && (c.keepTime || c.time === item.time) ? {kind: 'same', target: d.target, candidates: d.candidates} : {kind: 'none', candidates: d.candidates};
  }
  // A restated booking: the same day and hour is nothing new; two as likely or a day far off is a booking of its own.
  if (d.kind !== 'act') return {kind: 'none', candidates: d.candidates};
  const item = items.find(i => same(i, d.target))!;
  const sameDay = !c.date || c.date === item.date;
  if (sameDay && (c.keepTime || c.time === item.time)) return {kind: 'same', target: d.target, candidates: d.candidates};
  if (item.rrule || !item.date || !c.date || Math.abs(daysBetween(item.date, c.date)) > RESTATED_REACH_DAYS) return {kind: 'none', candidates: d.candidates};
  return d;
}

/**
 * Close candidates that are one appointment: checkups of one person at the same day and hour (a
 * pediatrician visit and the vaccines given in it) are acted on together, not asked between.
 */
function together(d: Decision, items: WorldItem[]): Decision {
  if (d.kind !== 'ask') return d;
  const found = d.candidates.map(c => items.find(i => same(i, c.key))!);
  const [first, ...rest] = found;
  const one =
    first && first.table === 'checkups' && first.personId !== null && rest.every(i => i.table === 'checkups' && i.personId === first.personId && i.date === first.date && i.time === first.time);
  // A group's appointment ("os miúdos têm dentista na 5.ª às 17h"): one kind, one day and hour, each member's row — one slot, moved or called off together.
  const slot = first && first.table === 'checkups' && first.time !== null && rest.every(i => i.table === 'checkups' && i.kind === first.kind && i.date === first.date && i.time === first.time);
  if (slot && !one) return {kind: 'act', target: d.candidates[0]!.key, also: d.candidates.slice(1).map(c => c.key), candidates: d.candidates};
  return one ? {kind: 'act', target: d.candidates[0]!.key, also: d.candidates.slice(1).map(c => c.key), candidates: d.candidates} : d;
}

export interface Plan {
  steps: Step[];
  claimed: Claimed;
}

/** The plan for a reading: every rule in order, every change on a held item grounded. */
export function interpret(base: Omit<RuleInput, 'steps' | 'claimed'>, rules: readonly Rule[] = RULES, prior: readonly Step[] = []): Plan {
  const steps: Step[] = [];
  const claimed: Claimed = {checkups: [], events: [], tasks: []};
  const taken: ItemKey[] = [];
  for (const rule of rules) {
    // The rules see what the conversation's own move already decided (a to-do closed by "the second one").
    const input: RuleInput = {...base, steps: [...prior, ...steps], claimed};
    for (const p of rule.propose(input)) {
      // A pet's words moved, called off or had are the pet-care rule's: never again as a person's booking.
      const c = p.change;
      if ((c.op === 'move' || c.op === 'cancel' || c.op === 'happened') && base.world.pets.length && aboutPet(c.ref.text, base.world.pets)) continue;
      const decision = ground(p, input, taken);
      if (c.op === 'pet-care') {
        const found = decision !== undefined && decision.kind !== 'none';
        // Found nothing: a move states a booking of its own (learned as new), a thing had is learned as said.
        if (!found && (p.fallback === 'quiet' || (p.fallback === 'learn' && (p.claims?.petCare ?? []).some(x => x.status === 'scheduled')))) continue;
        (claimed.petCare ??= []).push(...(p.claims?.petCare ?? []));
        if (decision?.kind === 'act') taken.push(decision.target);
        steps.push({rule: rule.name, change: c, ...(decision ? {decision} : {})});
        continue;
      }
      if (c.op === 'learn' && claimed.petCare?.length) {
        steps.push({rule: rule.name, change: {op: 'learn', extraction: withoutCare(c.extraction, claimed.petCare)}});
        continue;
      }
      // A plan called off that is not held ("we're not going to the cinema") is still no plan to learn.
      if (decision?.kind === 'none' && p.change.op === 'cancel' && p.claims) {
        claimed.checkups.push(...(p.claims.checkups ?? []));
        claimed.events.push(...(p.claims.events ?? []));
      }
      if (decision?.kind === 'none' && (p.fallback === 'quiet' || (p.fallback === 'learn' && p.restated))) continue;
      if (decision && (decision.kind === 'act' || decision.kind === 'same')) {
        taken.push(decision.target, ...(decision.kind === 'act' ? (decision.also ?? []) : []));
        const item = (p.among ?? base.world.items).find(i => same(i, decision.target))!;
        // A thing had takes only its own telling ("fiz a coleta, correu bem"), never another booking the
        // message also states ("o eletro ficou para quinta").
        const more = p.change.op === 'happened' ? happenedClaims(item, base.reading.extraction, claimed) : {...claimsOf(item, base.reading.extraction, claimed), ...p.claims};
        claimed.checkups.push(...(more.checkups ?? []));
        claimed.events.push(...(more.events ?? []));
        claimed.tasks.push(...(more.tasks ?? []));
        // "o contador pediu pra empurrar a reunião": a to-do that only asks for the change just made is that change.
        if (p.change.op === 'move' || p.change.op === 'cancel') claimed.tasks.push(...base.reading.extraction.tasks.filter(t => !claimed.tasks.includes(t) && CHANGE_VERB.test(fold(t.description))));
      } else if (decision?.kind === 'ask') {
        // A question is the turn's answer: nothing of what it asks about is learned meanwhile.
        for (const c of decision.candidates) {
          const item = (p.among ?? base.world.items).find(i => same(i, c.key));
          if (item) {
            const more = claimsOf(item, base.reading.extraction, claimed);
            claimed.checkups.push(...(more.checkups ?? []));
            claimed.events.push(...(more.events ?? []));
          }
        }
      } else if (!decision && p.claims) {
        claimed.checkups.push(...(p.claims.checkups ?? []));
        claimed.events.push(...(p.claims.events ?? []));
        claimed.tasks.push(...(p.claims.tasks ?? []));
      }
      const namesKind = (r: ItemRef) => r.checkupKind !== null || r.eventKinds.length > 0;
      if (decision?.kind === 'none' && !p.restated && (p.change.op === 'move' || p.change.op === 'cancel' || (p.change.op === 'owner' && namesKind(p.change.ref)))) {
        const more = claimsOfRef(p.change.ref, base.reading.extraction, claimed, p.change.op);
        claimed.checkups.push(...(more.checkups ?? []));
        claimed.events.push(...(more.events ?? []));
        claimed.tasks.push(...(more.tasks ?? []));
        (claimed.people ??= []).push(...(more.people ?? []));
      }
      // A move that found nothing, of a booking the reading states: learned as new, not said as missing.
      if (decision?.kind === 'none' && p.fallback === 'learn' && statesBooking(base.reading.extraction, claimed)) continue;
      steps.push({rule: rule.name, change: p.change, ...(decision ? {decision} : {})});
    }
  }
  return {steps, claimed};
}

/** The reading without the pets' care a step took over: a held vaccine moved is no vaccine had today. */
function withoutCare(x: Extraction, taken: NonNullable<Claimed['petCare']>): Extraction {
  if (!x.pets) return x;
  return {...x, pets: x.pets.map(({care, ...p}) => (care?.some(c => !taken.includes(c)) ? {...p, care: care.filter(c => !taken.includes(c))} : p))};
}

const statesBooking = (x: RuleInput['reading']['extraction'], claimed: Claimed) =>
  x.checkups.some(c => c.status === 'scheduled' && c.date && !claimed.checkups.includes(c)) || x.events.some(e => e.date && !claimed.events.includes(e));
