/**
 * The agenda rules: what falls in a window of local days. Pure — the store is read by store-io.ts.
 *
 * - scheduled checkups on their day, unless a later booking learned before that day replaced them
 *   ("na verdade é na sexta") or a visit recorded since fulfilled them;
 * - a pet's booked vet visits and vaccines on their day, the pet as whose;
 * - events on their day, recurring ones on every occurrence (rrule), cancelled ones never, done
 *   one-off ones no more; one over several days once, on its first day in the window, with its end; a birthday event of a person whose birthday is known shows once, as the
 *   birthday;
 * - birthdays every year;
 * - open tasks due in the window, and the overdue ones (due before today) at the top.
 * Sorted by date, then time (the day's untimed items first), then title.
 */
import type {AgendaItem} from '../domain/records.js';
import {addDays} from '../time/arithmetic.js';
import {localDay} from '../time/day.js';
import {localStart, occurrencesBetween, spanOccurrencesBetween} from './occurrences.js';
import {toLocal} from '../time/zone.js';
import {yearlyDays} from '../time/recurrence.js';
import {birthdayTitle, checkupTitle} from './titles.js';
import type {AgendaCheckup, AgendaInput, AgendaWindow} from './types.js';

/** A visit up to this many days after the booked day still is that booking (moved a little). */
const FULFIL_GRACE_DAYS = 7;

/** Bookings still standing: not re-booked before their day, not fulfilled by a visit recorded since. */
export function standingBookings<C extends AgendaCheckup>(checkups: C[]): C[] {
  const booked = checkups.filter(c => c.status === 'scheduled' && c.date);
  return booked.filter(b => {
    // Two visits of no specialty are one only when they say the same thing: a pre-op is not the knee replacement.
    const same = checkups.filter(o => o !== b && o.entityId === b.entityId && o.kind === b.kind && (o.label ?? null) === (b.label ?? null) && o.createdAt >= b.createdAt && o.id > b.id);
    const rebooked = same.some(o => o.status === 'scheduled' && o.date && localDay(o.createdAt) <= b.date!);
    const visited = same.some(o => o.status === 'done' && (o.date ?? localDay(o.createdAt)) >= localDay(b.createdAt) && (o.date ?? localDay(o.createdAt)) <= addDays(b.date!, FULFIL_GRACE_DAYS));
    return !rebooked && !visited;
  });
}

/** Everything on the agenda between window.from and window.to (local days, inclusive), plus overdue tasks. */
export function buildAgenda(input: AgendaInput, w: AgendaWindow): AgendaItem[] {
  const items: AgendaItem[] = [];
  const inWindow = (day: string | null) => day !== null && day >= w.from && day <= w.to;
  for (const c of standingBookings(input.checkups)) {
    if (!inWindow(c.date)) continue;
    items.push({
      id: `checkup-${c.id}`,
      date: c.date!,
      endDate: null,
      time: c.time,
      kind: c.kind as AgendaItem['kind'],
      title: checkupTitle(c.kind, input.language, c.label),
      person: c.person,
      with: [],
      context: c.context,
      source: 'checkup',
    });
  }
  // A pet's vet visit or vaccine on its day, the pet as whose ("10h — Vacina (Farrusco)").
  for (const c of input.petCare ?? []) {
    if (!inWindow(c.date)) continue;
    items.push({
      id: `pet-care-${c.id}`,
      date: c.date,
      endDate: null,
      time: c.time,
      kind: c.kind as AgendaItem['kind'],
      title: checkupTitle(c.kind, input.language),
      person: c.pet,
      with: [],
      context: c.context,
      source: 'checkup',
    });
  }
  const withBirthday = new Set(input.birthdays.map(b => b.entityId));
  for (const e of input.events) {
    if (!e.date || e.status === 'cancelled') continue;
    if (e.kind === 'birthday' && e.entityId !== null && withBirthday.has(e.entityId)) continue;
    // A done one-off event is no longer coming; each occurrence at its own time on the user's clock.
    // A span (a trip, a visit "dec 19 to jan 3") is listed once, on its first day in the window, with
    // its last day (and hour, when timed), as a calendar shows a multi-day event: not once a day.
    if (e.endDate && !e.rrule) {
      if (e.status !== 'scheduled') continue;
      const start = localStart({...e, date: e.date});
      const end = toLocal(e.tzid, e.endDate, e.endTime ?? null);
      if (start.date > w.to || end.date < w.from) continue;
      items.push(spanItem(e, start, end, w.from));
      continue;
    }
    // A series whose occurrences span days (Friday to Sunday, each week): each occurrence once, as a span.
    if (e.endDate && e.rrule && e.endDate > e.date) {
      for (const {start, end} of spanOccurrencesBetween({...e, date: e.date, endDate: e.endDate}, w.from, w.to)) {
        items.push(spanItem(e, start, end, w.from));
      }
      continue;
    }
    const when = e.rrule || e.status === 'scheduled' ? occurrencesBetween({...e, date: e.date}, w.from, w.to) : [];
    for (const {date, time} of when) items.push({id: `event-${e.id}`, date, endDate: null, time, kind: e.kind, title: e.title, person: e.person, with: e.with, context: e.context, source: 'event'});
  }
  for (const b of input.birthdays) {
    for (const date of yearlyDays(b.birthday, w.from, w.to)) {
      items.push({
        id: `birthday-${b.entityId}`,
        date,
        endDate: null,
        time: null,
        kind: 'birthday',
        title: birthdayTitle(b, input.language),
        person: b.person,
        with: [],
        context: b.context,
        source: 'birthday',
      });
    }
  }
  for (const t of input.tasks) {
    if (!inWindow(t.due) && !(t.due < w.today && t.due < w.from)) continue;
    items.push({id: `task-${t.id}`, date: t.due, endDate: null, time: null, kind: 'task', title: t.description, person: t.person, with: [], context: t.context, source: 'task'});
  }
  return sortAgenda(w.context ? items.filter(i => i.context === w.context) : items);
}

/** By date, then time (untimed first), then title. */
/** A span (one-off or one occurrence of a series) as the agenda lists it: on its first day in the window, with its end. */
function spanItem(e: AgendaInput['events'][number], start: {date: string; time: string | null}, end: {date: string; time: string | null}, from: string): AgendaItem {
  const first = start.date < from ? from : start.date;
  return {
    id: `event-${e.id}`,
    date: first,
    endDate: end.date,
    ...(end.time ? {endTime: end.time} : {}),
    time: first === start.date ? start.time : null,
    kind: e.kind,
    title: e.title,
    person: e.person,
    with: e.with,
    context: e.context,
    source: 'event',
  };
}

function sortAgenda(items: AgendaItem[]): AgendaItem[] {
  return [...items].sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '') || a.title.localeCompare(b.title));
}
