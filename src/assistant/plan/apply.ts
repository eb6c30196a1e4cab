/**
 * Applying a plan: each step's decided change written to the store — a move, a cancel (of one
 * occurrence or a series), a to-do closed, what is new learned — and what it did, for the reply.
 * Call inside the turn's one transaction: a plan is applied whole or not at all, and the world
 * journal records it as the message's batch (undo reverts it whole).
 */
import type {Change, ItemKey, PersonTarget, Step} from '../../domain/plan.js';
import type {Extraction} from '../../domain/types.js';
import type {DB} from '../../store/db.js';
import {addEventCompanions, movedOccurrences, moveOccurrence, skipOccurrence, setEventStatus} from '../../store/events.js';
import {findPerson, learn, type Learned, upsertPerson} from '../../store/learn.js';
import {addAgreedTask, closeTask, setTaskDue} from '../../store/task-lifecycle.js';
import {namePerson} from '../../store/merge-people.js';
import {copyCheckups, dropNotAPerson, moveBooking, reassignFacts} from '../../store/dialogue-state.js';
import {bookNeed, cancelItem, checkupDone, moveItem, worldItem, type WorldItem} from '../../store/world-items.js';
import {nextOccurrence} from '../../time/recurrence.js';
import {addDays} from '../../time/arithmetic.js';
import type {Candidate} from '../../domain/plan.js';
import {cancelPetCare, movePetCare, openPetCare, petCareDone, type PetCareItem} from '../../store/pets.js';

export type Outcome =
  /** A booking now on another day or hour; `occurrence`: only that day of its series; `together`: booked with it, moved with it. */
  | {kind: 'moved'; item: WorldItem; date: string; time: string | null; occurrence: string | null; series: boolean; together?: WorldItem[]; hourOnly?: boolean}
  /** A booking called off; `occurrence`: only that day of its series. */
  | {kind: 'cancelled'; item: WorldItem; occurrence: string | null; together?: WorldItem[]; rebook?: boolean}
  /** The booking already was as the message says. */
  | {kind: 'same'; item: WorldItem}
  /** Two or more as likely: the question to ask (and, to give it to someone, whom). */
  | {kind: 'ask'; op: 'move' | 'cancel' | 'owner'; candidates: Candidate[]; date?: string | null; time?: string | null; to?: PersonTarget; toName?: string}
  /** Nothing held fits what the message moved, called off or gave to someone; `alongside`: another part of it was acted on. */
  | {kind: 'none'; op: 'move' | 'cancel' | 'owner'; said: string; alongside?: boolean}
  /** A held item now someone else's. */
  | {kind: 'owned'; item: WorldItem; toName: string; toGender: 'female' | 'male' | null; toUnnamed: boolean; also?: Array<{name: string; gender: 'female' | 'male' | null; unnamed: boolean}>}
  | {kind: 'tasks-closed'; ids: number[]}
  /** Two or more open to-dos a done report fits as well: the question, asked without a pending answer. */
  | {kind: 'tasks-ask'; ids: number[]}
  /** A held booking told as over: marked done. */
  | {kind: 'happened'; item: WorldItem}
  /** A need booked on a day. */
  | {kind: 'booked'; item: WorldItem; date: string; time: string | null}
  /** A pet's held care moved, called off (`rebook`: still needed) or had. */
  | {kind: 'pet-care'; act: 'move' | 'cancel' | 'done'; care: PetCareItem; date: string | null; time: string | null; rebook: boolean}
  /** Two of a pet's care as likely: the question, asked without a pending answer. */
  | {kind: 'pet-care-ask'; act: 'move' | 'cancel' | 'done'; candidates: Candidate[]}
  | {kind: 'learned'; learned: Learned; extraction: Extraction}
  /** A conversational change (a to-do's day, a name given, a thing reassigned): people it touched, for the message's links. */
  | {kind: 'conversation'; people: number[]};

const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const weekday = (date: string) => BYDAY[new Date(`${date}T12:00:00Z`).getUTCDay()]!;

/** A weekly rule moved to the weekday of `date`; other rules stay. */
function weeklyRuleFor(rrule: string | null, date: string): string | null {
  if (!rrule || !/FREQ=WEEKLY/.test(rrule)) return null;
  return /BYDAY=[A-Z,]+/.test(rrule) ? rrule.replace(/BYDAY=[A-Z,]+/, `BYDAY=${weekday(date)}`) : `${rrule};BYDAY=${weekday(date)}`;
}

/** The occurrence of a series on or after `from` (today) — on the weekday the message names, when it names one. */
function occurrenceFrom(item: WorldItem, from: string, weekday?: number): string | null {
  if (!item.date || !item.rrule) return null;
  let day = nextOccurrence(item.date, item.time, item.rrule, from);
  for (let k = 0; day && weekday !== undefined && new Date(`${day}T12:00:00Z`).getUTCDay() !== weekday && k < 14; k++) day = nextOccurrence(item.date, item.time, item.rrule, addDays(day, 1));
  return day;
}

/**
 * A held item moved: a one-off keeps its row with its new day and hour; a series moves one day
 * (the day the words named) or, when the words named none or asked for it, the whole series to the
 * new weekday. The same function serves the chat and the hand edits (`agenda move`).
 */
export function applyMove(db: DB, item: WorldItem, to: {date: string | null; time: string | null; keepTime: boolean}, scope: {occurrence: string | null; series: boolean}, at: string): Outcome {
  // No day said: the hour changes on the day it was (the occurrence's, for one day of a series).
  const date = to.date ?? (item.rrule && !scope.series ? scope.occurrence : null) ?? item.date ?? at.slice(0, 10);
  const time = to.keepTime ? item.time : to.time;
  if (item.kind === 'birthday' || item.kind === 'anniversary') {
    // A birthday has a day, never an hour, and the day is its person's birthday too.
    moveBooking(db, 'events', item.id, date, null, at);
    return {kind: 'moved', item, date, time: null, occurrence: null, series: false};
  }
  if (item.table === 'events' && item.rrule && !scope.series && scope.occurrence) {
    moveOccurrence(db, item.id, scope.occurrence, date, time, at);
    return {kind: 'moved', item, date, time, occurrence: scope.occurrence, series: false};
  }
  // Only the hour changed: the series keeps every day it had ("toda terça e quinta" stays both).
  moveItem(db, item, date, time, to.date === null ? item.rrule : weeklyRuleFor(item.rrule, date), at);
  return {kind: 'moved', item, date, time, occurrence: null, series: !!item.rrule, ...(to.date === null && item.rrule ? {hourOnly: true} : {})};
}

/** A held item given to someone (the user when `to.id` is null): whose it is, nothing else about it. */
function applyOwner(db: DB, item: WorldItem, c: Extract<Change, {op: 'owner'}>, at: string): Outcome {
  const ids = [c.to, ...(c.also ?? []).map(a => a.to)].map(t => personOf(db, t, at));
  // Said of several ("é dos dois", "Leo and Bia's"): whose it was keeps it when they are among them; each other one gets their own.
  const keeps = ids.length > 1 && ids.includes(item.personId);
  const id = keeps ? item.personId : ids[0]!;
  if (!keeps) reassignFacts(db, {checkups: item.table === 'checkups' ? [item.id] : [], events: item.table === 'events' ? [item.id] : [], tasks: []}, id);
  const others = ids.filter(x => x !== id);
  const rowOf = (x: number | null) =>
    x === null ? null : (db.prepare('SELECT name, gender, unnamed FROM entities WHERE id = ?').get(x) as {name: string; gender: 'female' | 'male' | null; unnamed: number} | undefined);
  const also = others.map(x => {
    const r = rowOf(x);
    return {name: r?.name ?? 'user', gender: r?.gender ?? null, unnamed: r?.unnamed === 1};
  });
  if (item.table === 'checkups') for (const other of others) copyCheckups(db, [item.id], other, null, at);
  // An event has one owner; the others go with it.
  else if (others.length)
    addEventCompanions(
      db,
      item.id,
      also.filter(a => a.name !== 'user').map(a => a.name),
      at,
    );
  const row = rowOf(id);
  return {kind: 'owned', item, toName: row?.name ?? (id === null ? 'user' : c.toName), toGender: row?.gender ?? null, toUnnamed: row?.unnamed === 1, ...(also.length ? {also} : {})};
}

/** A held item called off: a checkup booking goes; an event stays, cancelled; a series loses one day unless the series is meant. */
export function applyCancel(db: DB, item: WorldItem, scope: {occurrence: string | null; series: boolean; rebook?: boolean}, at: string): Outcome {
  // "não deu pra levar a vó na vacina", "vou remarcar": a visit missed or to be booked again is still needed, without a day.
  if (item.table === 'checkups' && scope.rebook) {
    db.prepare("UPDATE checkups SET status = 'needed', date = NULL, time = NULL WHERE id = ?").run(item.id);
    return {kind: 'cancelled', item, occurrence: null, rebook: true};
  }
  if (item.table === 'events' && item.rrule && !scope.series) {
    const day = scope.occurrence;
    if (day) skipOccurrence(db, item.id, day, at);
    return {kind: 'cancelled', item, occurrence: day};
  }
  // A series called off takes its days moved apart with it, as a calendar deletes a series' exceptions.
  if (item.table === 'events') {
    setEventStatus(db, item.id, 'cancelled', at);
    for (const id of movedOccurrences(db, item.id)) setEventStatus(db, id, 'cancelled', at);
  } else cancelItem(db, item, at);
  return {kind: 'cancelled', item, occurrence: null};
}

export interface ApplyContext {
  db: DB;
  now: Date;
  today: string;
  /** The memory the message was stored as (learned facts link to it). */
  memoryId: number | null;
  items: WorldItem[];
}

const find = (items: WorldItem[], key: ItemKey) => items.find(i => i.table === key.table && i.id === key.id)!;

/** Applies the plan's steps in order; returns what each did. */
export function applyPlan(steps: readonly Step[], ctx: ApplyContext): Outcome[] {
  const {db, now} = ctx;
  const at = now.toISOString();
  const out: Outcome[] = [];
  for (const step of steps) {
    const c = step.change;
    const d = step.decision;
    if (c.op === 'move' || c.op === 'cancel' || c.op === 'owner') {
      if (!d || d.kind === 'none') {
        out.push({kind: 'none', op: c.op, said: c.ref.text});
        continue;
      }
      if (d.kind === 'ask') {
        out.push({
          kind: 'ask',
          op: c.op,
          candidates: d.candidates,
          ...(c.op === 'move' ? {date: c.date, time: c.keepTime ? null : c.time} : {}),
          ...(c.op === 'owner' ? {to: c.to, toName: c.toName} : {}),
        });
        continue;
      }
      const item = find(ctx.items, d.target);
      if (d.kind === 'same') {
        out.push({kind: 'same', item});
        continue;
      }
      if (c.op === 'owner') {
        out.push(applyOwner(db, item, c, at));
        continue;
      }
      // One day of a series: the day the words named, else the next one from today; the series only when asked.
      const daySaid = c.ref.day !== null || c.ref.weekday !== undefined;
      const series = c.scope === 'series' || (c.scope === 'auto' && !daySaid && c.op === 'move');
      const occurrence = item.rrule && !series ? (c.ref.day ?? occurrenceFrom(item, ctx.today, c.ref.weekday)) : null;
      const one = (it: WorldItem) => (c.op === 'move' ? applyMove(db, it, c, {occurrence, series}, at) : applyCancel(db, it, {occurrence, series, rebook: c.op === 'cancel' && !!c.rebook}, at));
      const done = [one(item), ...(d.also ?? []).map(k => one(find(ctx.items, k)))];
      // One appointment booked as several (a visit and its vaccines): said once, naming each.
      out.push(done.length > 1 ? ({...done[0]!, together: done.slice(1).map(o => (o as {item: WorldItem}).item)} as Outcome) : done[0]!);
    } else if (c.op === 'pet-care') {
      const o = applyPetCare(db, c, d, ctx.today);
      if (o) out.push(o);
    } else if (c.op === 'task-done') {
      const ids = c.ids.filter(id => closeTask(db, id, at));
      if (ids.length) out.push({kind: 'tasks-closed', ids});
      else if (c.ask?.length) out.push({kind: 'tasks-ask', ids: c.ask});
    } else if (c.op === 'happened' || c.op === 'book') {
      if (d?.kind !== 'act') continue;
      if (c.op === 'happened') {
        // A held booking told as over: done on its own day (a verdict comes after it), no "how did it go?".
        const item = ctx.items.find(i => i.table === d.target.table && i.id === d.target.id);
        const day = item?.date && item.date <= c.date ? item.date : c.date;
        if (d.target.table === 'events') setEventStatus(db, d.target.id, 'done', at);
        else checkupDone(db, d.target.id, day);
        if (item) out.push({kind: 'happened', item});
        continue;
      }
      bookNeed(db, d.target.id, c.date, c.time, c.label);
      // Said back as the booking it now is ("Marquei o clínico geral da Jean para terça, 08/12, às 10:40").
      const booked = worldItem(db, 'checkups', d.target.id);
      out.push(booked && c.date ? {kind: 'booked', item: booked, date: c.date, time: c.time} : {kind: 'conversation', people: []});
    } else if (c.op === 'learn') {
      out.push({kind: 'learned', learned: learn(db, ctx.memoryId, c.extraction, now), extraction: c.extraction});
    } else {
      out.push({kind: 'conversation', people: applyConversational(db, c, at)});
    }
  }
  return out;
}

/**
 * A pet's care changed as the plan decided: moved (booked on the new day; no day said keeps its
 * own), called off (gone, or a need again when to be booked later), or had (done on its own day when
 * that was not later). Never a visit recorded as done by a move or a cancel.
 */
function applyPetCare(db: DB, c: Extract<Change, {op: 'pet-care'}>, d: Step['decision'], today: string): Outcome | null {
  if (!d || d.kind === 'none') return c.act === 'done' ? null : {kind: 'none', op: c.act, said: c.ref.text};
  if (d.kind === 'ask') return {kind: 'pet-care-ask', act: c.act, candidates: d.candidates};
  const care = openPetCare(db, '0000-00-00').find(x => x.id === d.target.id);
  if (!care) return null;
  if (c.act === 'move') {
    const date = c.date ?? care.date ?? today;
    const time = c.keepTime ? care.time : c.time;
    movePetCare(db, care.id, date, time);
    return {kind: 'pet-care', act: 'move', care, date, time, rebook: false};
  }
  if (c.act === 'cancel') {
    // A need called off stays a need: it was never booked.
    cancelPetCare(db, care.id, c.rebook || care.status === 'needed');
    return {kind: 'pet-care', act: 'cancel', care, date: null, time: null, rebook: c.rebook};
  }
  const day = care.date && c.date && care.date <= c.date ? care.date : (c.date ?? today);
  petCareDone(db, care.id, day);
  return {kind: 'pet-care', act: 'done', care, date: day, time: null, rebook: false};
}

/** Someone a change names: the user, a known person, or one added now. */
function personOf(db: DB, to: PersonTarget, at: string): number | null {
  return 'add' in to ? upsertPerson(db, to.add, at) : to.id;
}

/** The conversation's own changes: a to-do's day, a to-do agreed, a name given, things given to or copied for someone. Returns the people touched. */
function applyConversational(db: DB, c: Exclude<Change, {op: 'move' | 'cancel' | 'owner' | 'task-done' | 'learn' | 'happened' | 'book' | 'pet-care'}>, at: string): number[] {
  switch (c.op) {
    case 'task-due':
      setTaskDue(db, c.id, c.due);
      return [];
    case 'task-add':
      addAgreedTask(db, {description: c.description, due: c.due, entityId: c.person, at});
      return c.person === null ? [] : [c.person];
    case 'name-person':
      return [namePerson(db, c.id, c.name, name => findPerson(db, name))];
    case 'not-a-person':
      dropNotAPerson(db, c.id);
      return [];
    case 'reassign': {
      const to = personOf(db, c.to, at);
      reassignFacts(db, {checkups: c.items.filter(k => k.table === 'checkups').map(k => k.id), events: c.items.filter(k => k.table === 'events').map(k => k.id), tasks: c.tasks}, to);
      return to === null ? [] : [to];
    }
    case 'copy-checkups': {
      const to = personOf(db, c.to, at);
      copyCheckups(db, c.ids, to, null, at);
      return to === null ? [] : [to];
    }
  }
}
