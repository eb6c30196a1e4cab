/**
 * The timeline rules: what happened in a window of local days, week by week (ISO weeks, Monday to
 * Sunday). Pure — the rows come from store/timeline.ts.
 *
 * - checkup visits: done ones on their day (a visit with no day on the day it was told), and
 *   bookings still standing on theirs (the agenda's rule: not re-booked, not fulfilled by a visit
 *   recorded since — so a booked visit later told as done is one item, not two);
 * - the user's animals' vet visits and vaccines, done or booked, on their day (source 'pet');
 * - events on their day, recurring ones on each occurrence inside the window only (never beyond
 *   it), cancelled ones never; a birthday event of someone whose birthday is on record shows once,
 *   as the birthday;
 * - birthdays and anniversaries on their day;
 * - tasks on the day they were done;
 * - each week's most important memories (those that made an item above are left out by the store).
 */
import {addDays, weekday} from '../time/arithmetic.js';
import type {Context, Language} from '../domain/types.js';
import type {TimelineRows, WeekMemory} from '../store/timeline.js';
import {fold} from '../text/words.js';
import {localDay} from '../time/day.js';
import {standingBookings} from './build.js';
import {occurrencesBetween} from './occurrences.js';
import {yearlyDays} from '../time/recurrence.js';
import {birthdayTitle, checkupTitle} from './titles.js';

type TimelineSource = 'checkup' | 'pet' | 'event' | 'task' | 'birthday';

/** One thing on one day. */
export interface TimelineItem {
  date: string;
  time: string | null;
  source: TimelineSource;
  /** A checkup kind, an event kind, 'birthday' or 'task'. */
  kind: string;
  title: string;
  /** done (a visit, a task, a past one-off event) or scheduled (a booking, an event on the calendar). */
  status: 'done' | 'scheduled';
  /** "user" or the person's name. */
  person: string;
  /** The other people in it. */
  with: string[];
  /** The event's recurrence (RFC 5545), when it repeats. */
  rrule: string | null;
  /** The last day of an event that spans days (a trip): listed once, on its first day, with its end. */
  endDate?: string;
  context: Context;
  /** The row's id in its table (checkups, events, tasks; entities for a birthday). */
  id: number;
  /** Whose it is, by entity id (null: the user). */
  entityId: number | null;
}

interface TimelineMemory {
  id: number;
  date: string;
  content: string;
  importance: number;
  type: string;
  context: Context;
  /** The people it mentions, by name. */
  people: string[];
}

export interface TimelineWeek {
  /** The week's Monday (local YYYY-MM-DD). */
  week: string;
  items: TimelineItem[];
  memories: TimelineMemory[];
}

export interface TimelineWindow {
  from: string;
  to: string;
  context?: Context;
  /** Only what involves this person (by entity id). */
  personId?: number;
  /** Only this animal's care (by the pet's name). */
  pet?: string;
  language: Language;
}

/** The Monday of a local day's ISO week. */
export function weekStart(day: string): string {
  return addDays(day, -((weekday(day) + 6) % 7));
}

const SOURCE_ORDER: Record<TimelineSource, number> = {checkup: 0, pet: 1, event: 2, birthday: 3, task: 4};

/** "Vacina" / "Vaccine" for a vaccine, "Veterinário" / "Vet visit" for the rest of an animal's care. */
function petCareTitle(kind: string, lang: Language): string {
  if (kind === 'vaccine') return checkupTitle(kind, lang);
  return lang === 'pt' ? 'Veterinário' : 'Vet visit';
}

/** Every week from the one holding `from` to the one holding `to`, each with what happened in it. */
export function buildTimeline(rows: TimelineRows, w: TimelineWindow): TimelineWeek[] {
  const names = new Map(rows.people.map(p => [p.id, p.name]));
  const items: TimelineItem[] = [];
  const inWindow = (day: string | null): day is string => day !== null && day >= w.from && day <= w.to;
  const seenVisits = new Set<string>();
  const visit = (c: TimelineRows['checkups'][number], day: string, status: 'done' | 'scheduled') => {
    const key = `${c.entityId}|${c.kind}|${day}`;
    if (seenVisits.has(key)) return;
    seenVisits.add(key);
    items.push({
      date: day,
      time: c.time,
      source: 'checkup',
      kind: c.kind,
      title: checkupTitle(c.kind, w.language, c.label),
      status,
      person: c.person,
      with: [],
      rrule: null,
      context: c.context,
      id: c.id,
      entityId: c.entityId,
    });
  };
  for (const c of rows.checkups) {
    if (c.status !== 'done') continue;
    const day = c.date ?? localDay(c.createdAt);
    if (inWindow(day)) visit(c, day, 'done');
  }
  for (const c of standingBookings(rows.checkups)) if (inWindow(c.date)) visit(c, c.date, 'scheduled');

  for (const c of rows.petCare ?? []) {
    const day = c.date ?? (c.status === 'done' ? localDay(c.createdAt) : null);
    const key = `pet|${c.pet}|${c.kind}|${day}`;
    if (!inWindow(day) || seenVisits.has(key)) continue;
    seenVisits.add(key);
    items.push({
      date: day,
      time: c.time,
      source: 'pet',
      kind: c.kind,
      title: petCareTitle(c.kind, w.language),
      status: c.status,
      person: c.pet,
      with: [],
      rrule: null,
      context: 'personal',
      id: c.id,
      entityId: null,
    });
  }

  const withBirthday = new Set(rows.birthdays.map(b => b.entityId));
  for (const e of rows.events) {
    if (!e.date || e.status === 'cancelled') continue;
    if (e.kind === 'birthday' && e.entityId !== null && withBirthday.has(e.entityId)) continue;
    for (const {date, time} of occurrencesBetween({...e, date: e.date}, w.from, w.to)) {
      items.push({
        date,
        time,
        source: 'event',
        kind: e.kind,
        title: e.title,
        status: e.status === 'done' ? 'done' : 'scheduled',
        person: e.person,
        with: e.with,
        rrule: e.rrule,
        ...(e.endDate && e.endDate > date && !e.rrule ? {endDate: e.endDate} : {}),
        context: e.context,
        id: e.id,
        entityId: e.entityId,
      });
    }
  }
  for (const b of rows.birthdays) {
    for (const date of yearlyDays(b.birthday, w.from, w.to)) {
      items.push({
        date,
        time: null,
        source: 'birthday',
        kind: 'birthday',
        title: birthdayTitle(b, w.language),
        status: 'scheduled',
        person: b.person,
        with: [],
        rrule: null,
        context: b.context,
        id: b.entityId,
        entityId: b.entityId,
      });
    }
  }
  for (const t of rows.doneTasks) {
    const date = localDay(t.doneAt);
    if (!inWindow(date)) continue;
    items.push({
      date,
      time: null,
      source: 'task',
      kind: 'task',
      title: t.description,
      status: 'done',
      person: t.entityId === null ? 'user' : (names.get(t.entityId) ?? 'user'),
      with: [],
      rrule: null,
      context: t.context,
      id: t.id,
      entityId: t.entityId,
    });
  }

  const keep = items.filter(
    i => (!w.context || i.context === w.context) && (w.personId === undefined || involves(i, w.personId, rows)) && (w.pet === undefined || (i.source === 'pet' && i.person === w.pet)),
  );
  keep.sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '') || SOURCE_ORDER[a.source] - SOURCE_ORDER[b.source] || a.title.localeCompare(b.title));

  const weeks = new Map<string, TimelineWeek>();
  for (let day = weekStart(w.from); day <= w.to; day = addDays(day, 7)) weeks.set(day, {week: day, items: [], memories: []});
  for (const i of keep) weeks.get(weekStart(i.date))?.items.push(i);
  for (const m of rows.memories) {
    const date = localDay(m.occurredAt);
    if (inWindow(date)) weeks.get(weekStart(date))?.memories.push(memoryOf(m, date, names));
  }
  return [...weeks.values()];
}

/** Whether the person is the item's owner or one of the people with them (by name or alias). */
function involves(i: TimelineItem, personId: number, rows: TimelineRows): boolean {
  if (i.entityId === personId) return true;
  if (!i.with.length) return false;
  const p = rows.people.find(x => x.id === personId);
  if (!p) return false;
  const keys = new Set([p.name, ...p.aliases].map(n => fold(n)));
  return i.with.some(n => keys.has(fold(n)));
}

function memoryOf(m: WeekMemory, date: string, names: Map<number, string>): TimelineMemory {
  return {id: m.id, date, content: m.content, importance: m.importance, type: m.type, context: m.context, people: m.people.map(id => names.get(id)).filter((n): n is string => n !== undefined)};
}
