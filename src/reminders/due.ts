/**
 * What is due, from the checkup and task history. Pure: the store is read elsewhere and `now` is
 * injected, so every rule is testable with a fixed clock.
 *
 * Per person and checkup kind, the latest state wins:
 * - a booked appointment still ahead (not superseded by a visit or a re-booking) → due the day
 *   before and the day of it;
 * - else an open need ("a Ana precisa ir ao oftalmologista": nothing booked or done since) → due
 *   from the day it was learned (or the date it names);
 * - else the last visit + the interval (stated recurrence, config, default) → due when that day
 *   comes within `withinDays`. A past appointment with nothing else said counts as a visit.
 * Open tasks are due once their due day has passed.
 */
import {itemTitle} from '../agenda/titles.js';
import {addDays, addMonths, daysBetween, monthsBetween} from '../time/arithmetic.js';
import {calendarEvents, planBirthdays, planEvents} from './event-due.js';
import {languageOf} from './language.js';
import {localDay} from '../time/day.js';
import {ageOn} from '../time/age.js';
import {intervalMonths, type IntervalOverrides} from './intervals.js';
import {dueMessage, patternMessage, personName, preferenceMessage} from './messages.js';
import {detectHabit, type Habit} from './patterns.js';
import {word, wordedLater} from './worded-later.js';
import {clockTime, timeReads, type TimeReads, type TimeWindow} from './time-window.js';
import {fold} from '../text/words.js';
import type {Appointment, CalendarEvent, CheckupEvent, DueItem, DueReason, Language, PersonInfo, ReminderInput, TaskRecord} from './types.js';

export interface PlanOptions {
  /** Include what falls due within this many days (`--within`, default 14). */
  withinDays?: number;
  /** `checkupIntervals` from config.json. */
  overrides?: IntervalOverrides;
  /** Forces the language of every message (the chat's); else each item speaks its source's language. */
  language?: Language;
  /**
   * 'later': computeDue leaves the sentences empty for the caller to `word()` the items it shows
   * (cron prints few or none of them). Default: every item worded.
   */
  words?: 'now' | 'later';
}

export const DEFAULT_WITHIN_DAYS = 14;

/**
 * How many days before the visit it must come before a need with a deadline is said every day: a
 * week, as pre-operative tests are asked for within the week or two before surgery and a week still
 * leaves days to book a lab.
 */
const DEADLINE_NOTICE_DAYS = 7;

/** A booking with no known day quiets that checkup's interval reminder for this long. */
const DATELESS_BOOKING_DAYS = 90;

export interface Plan {
  /** The next reminder of every person/kind and every dated open task, due or not yet. */
  candidates: DueItem[];
  /** Booked appointments still ahead (for the calendar export). */
  appointments: Appointment[];
  /** Events and birthdays with their recurrence (for the calendar export). */
  events: CalendarEvent[];
}

/**
 * Local days of the instants events were learned, computed once per plan: the rules ask for the
 * same ones again and again (every pair of bookings and visits), and each asks the time zone.
 * Cleared at every plan, so a long-running process follows a change of TZ.
 */
const learnedDays = new Map<string, string>();
const dayOfInstant = (iso: string) => learnedDays.get(iso) ?? (learnedDays.set(iso, localDay(iso)), learnedDays.get(iso)!);

const dayOf = (e: CheckupEvent) => e.date ?? dayOfInstant(e.createdAt);
const learnedDay = (e: {createdAt: string}) => dayOfInstant(e.createdAt);

/** Age in whole years on `day`: from the birthday, else from an age stated on `ageAsOf` (src/time/age.ts). */
const ageOf = (p: PersonInfo | null, day: string): number | null => (p ? ageOn(day, {birthday: p.birthday ?? null, age: p.age, ageAsOf: p.ageAsOf}) : null);

/**
 * A visit learned after a booking fulfils it when it happened between the day of booking and a
 * week after the booked day (moved a little, or went earlier); a later visit is another visit.
 */
const fulfils = (done: CheckupEvent, booking: CheckupEvent) =>
  done.status === 'done' && done.createdAt >= booking.createdAt && dayOf(done) >= learnedDay(booking) && (!booking.date || dayOf(done) <= addDays(booking.date, 7));

/**
 * Scheduled events that happened unannounced: their day is past, no visit was recorded for them,
 * and they were not re-booked before it (a later booking learned on or before that day replaced it).
 */
function attendedAppointments(events: CheckupEvent[], today: string): CheckupEvent[] {
  const booked = events.filter(e => e.status === 'scheduled' && e.date);
  return booked.filter(s => s.date! < today && !booked.some(o => o !== s && o.createdAt > s.createdAt && learnedDay(o) <= s.date!) && !events.some(d => fulfils(d, s)));
}

/** Past visits (done, or attended appointments) as {date, time}, up to today. */
function visits(events: CheckupEvent[], today: string): Array<{date: string; time: string | null}> {
  const done = events.filter(e => e.status === 'done' && dayOf(e) <= today).map(e => ({date: dayOf(e), time: e.time}));
  return [...done, ...attendedAppointments(events, today).map(e => ({date: e.date!, time: e.time}))];
}

function itemId(kind: string, person: PersonInfo | null, phase: string, day: string): string {
  return `${kind}${person ? `-p${person.id}` : ''}-${phase}-${day.replace(/-/g, '')}`;
}

interface GroupContext {
  today: string;
  yesterday: string;
  /** Local wall-clock time now, HH:MM: a booking at or before it today has happened. */
  nowTime: string;
  /** Every comparison of a time of day with now goes through here (the plan's time window). */
  clock: TimeReads;
  profile: Record<string, string>;
  opts: PlanOptions;
  /** Every person's events of a kind, grouped: habits are about how the user books that kind. */
  groups: Map<string, CheckupEvent[]>;
  /** Past visits of each kind, everyone's; filled at the first habit asked for (only wording asks). */
  visitsByKind: Map<string, Array<{date: string; time: string | null}>> | null;
  /** detectHabit per kind, computed once. */
  habits: Map<string, Habit | null>;
}

function habitOf(ctx: GroupContext, kind: string): Habit | null {
  if (!ctx.visitsByKind) {
    ctx.visitsByKind = new Map();
    for (const events of ctx.groups.values()) {
      const k = events[0]!.kind;
      const list = ctx.visitsByKind.get(k) ?? [];
      ctx.visitsByKind.set(k, list);
      list.push(...visits(events, ctx.today));
    }
  }
  if (!ctx.habits.has(kind)) ctx.habits.set(kind, detectHabit(ctx.visitsByKind.get(kind) ?? []));
  return ctx.habits.get(kind)!;
}

function planGroup(events: CheckupEvent[], ctx: GroupContext): {item: DueItem | null; appointment: Appointment | null} {
  const {today, profile, opts} = ctx;
  const first = events[0]!;
  const {kind, person} = first;
  const sorted = [...events].sort((a, b) => (a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? -1 : 1));
  const done = sorted.filter(e => e.status === 'done');
  const booked = sorted.filter(e => e.status === 'scheduled');
  const past = visits(sorted, today);
  const lastVisit = past.reduce<string | null>((m, v) => (m === null || v.date > m ? v.date : m), null);

  const latestBooking = booked.filter(e => e.date).at(-1);
  const superseded = latestBooking !== undefined && done.some(d => fulfils(d, latestBooking));
  const standing = latestBooking && !superseded ? latestBooking : undefined;
  // Its time has passed (today after the hour, or yesterday): no longer "today", but "how did it go?".
  const happened = standing && ((standing.date === today && standing.time !== null && ctx.clock.reached(standing.time)) || standing.date === ctx.yesterday) ? standing : undefined;
  const upcoming = standing && !happened && standing.date! >= today ? standing : undefined;

  const need = sorted.filter(e => e.status === 'needed').at(-1);
  const needOpen = need !== undefined && !sorted.some(e => e !== need && e.status !== 'needed' && (e.createdAt >= need.createdAt || dayOf(e) > learnedDay(need)));

  const stated = sorted.filter(e => e.everyMonths).at(-1)?.everyMonths ?? null;
  const months = intervalMonths(kind, {everyMonths: stated, overrides: opts.overrides, ageYears: () => ageOf(person, lastVisit ?? today)});

  // A calendar's title is in the user's language (the profile's), whatever language the visit was told in.
  const visitTitle = (c: CheckupEvent) =>
    itemTitle({source: 'checkup', kind, label: c.label, owner: person && {person: person.name, gender: person.gender, unnamed: person.unnamed}}, languageOf(null, profile, opts.language));

  const make = (source: CheckupEvent, phase: string, reason: DueReason, dueDate: string, status: DueItem['status'], extra: Partial<DueItem> = {}, before?: CheckupEvent['before']): DueItem => {
    const language = languageOf(source.sourceText, profile, opts.language);
    const item: DueItem = {
      id: itemId(kind, person, phase, dueDate),
      person: personName(person),
      kind,
      status,
      lastDate: lastVisit,
      dueDate,
      reason,
      message: '',
      language,
      intervalMonths: months,
      time: null,
      provider: null,
      pattern: null,
      preference: null,
      ...extra,
    };
    return wordedLater(item, () => {
      const booking = reason === 'needed' || reason === 'interval_passed' || reason === 'interval_soon';
      const habit = booking ? habitOf(ctx, kind) : null;
      const pref = booking ? (profile[`preferred_${kind}`] ?? profile.preferred ?? null) : null;
      return {
        message: dueMessage({
          reason,
          kind,
          person,
          language,
          daysUntil: daysBetween(today, dueDate),
          elapsedMonths: lastVisit ? monthsBetween(lastVisit, today) : undefined,
          intervalMonths: months,
          time: source.time,
          provider: source.provider,
          label: source.label ?? null,
          knownForDays: daysBetween(learnedDay(source), today),
          ...(before ? {before} : {}),
        }),
        pattern: habit ? patternMessage(kind, habit.weekday, habit.time, language) : null,
        preference: pref ? preferenceMessage(pref, language) : null,
      };
    });
  };

  if (happened) {
    const item = make(happened, 'followup', 'follow_up', happened.date!, 'scheduled', {time: happened.time, provider: happened.provider});
    const appointment =
      happened.date === today
        ? {
            checkupId: happened.id,
            person: personName(person),
            kind,
            date: today,
            time: happened.time,
            provider: happened.provider,
            language: item.language,
            title: visitTitle(happened),
          }
        : null;
    return {item, appointment};
  }
  if (upcoming) {
    const date = upcoming.date!;
    const reason: DueReason = date === today ? 'appointment_today' : 'appointment_tomorrow';
    // The day before and the day of are two notices: printing one never silences the other.
    const item = make(upcoming, reason === 'appointment_today' ? 'appt' : 'before', reason, date, 'scheduled', {time: upcoming.time, provider: upcoming.provider});
    const language = item.language;
    return {
      item,
      appointment: {
        checkupId: upcoming.id,
        person: personName(person),
        kind,
        date,
        time: upcoming.time,
        provider: upcoming.provider,
        language,
        title: visitTitle(upcoming),
      },
    };
  }
  if (needOpen) {
    // "doc wants an ekg done before the procedure": in the last days before the booking it must come
    // before, the need is its own notice, said every day with the day it is due by (not a nag that backs off).
    const by = need.before;
    if (by && today >= addDays(by.date, -DEADLINE_NOTICE_DAYS) && today < by.date) return {item: make(need, 'deadline', 'needed', by.date, 'needed', {}, by), appointment: null};
    return {item: make(need, 'need', 'needed', need.date && need.date > learnedDay(need) ? need.date : learnedDay(need), 'needed'), appointment: null};
  }
  // "Marquei o dentista" with no day: booked, so no nagging — for a while; then we ask again.
  const datelessBooking = booked.filter(e => !e.date && learnedDay(e) >= (lastVisit ?? '') && daysBetween(learnedDay(e), today) <= DATELESS_BOOKING_DAYS).at(-1);
  if (lastVisit && !datelessBooking) {
    const dueDate = addMonths(lastVisit, months);
    const source = [...sorted].reverse().find(e => e.status !== 'needed' && dayOf(e) === lastVisit) ?? sorted.at(-1)!;
    return {item: make(source, 'due', dueDate <= today ? 'interval_passed' : 'interval_soon', dueDate, 'done'), appointment: null};
  }
  return {item: null, appointment: null}; // booked with no date known: nothing to say yet
}

function planTask(t: TaskRecord, today: string, profile: Record<string, string>, opts: PlanOptions): DueItem {
  const language = languageOf(t.sourceText, profile, opts.language);
  // Due tomorrow is said the day before ("submitted by 5pm on Thursday"), due today on the day ("me
  // lembra amanhã de…"), each a notice of its own; overdue from the next day.
  const reason: DueReason = t.due === today ? 'task_due' : t.due === addDays(today, 1) ? 'task_tomorrow' : 'task_overdue';
  const item: DueItem = {
    id: reason === 'task_due' ? `task-${t.id}-today` : reason === 'task_tomorrow' ? `task-${t.id}-tomorrow` : `task-${t.id}`,
    person: personName(t.person),
    kind: 'task',
    status: 'open',
    lastDate: null,
    dueDate: t.due,
    reason,
    message: '',
    language,
    intervalMonths: null,
    time: null,
    provider: null,
    pattern: null,
    preference: null,
    description: t.description,
  };
  return wordedLater(item, () => ({
    message: dueMessage({reason, kind: 'task', person: t.person, language, daysUntil: daysBetween(today, t.due), taskDescription: t.description}),
    pattern: null,
    preference: null,
  }));
}

/** Every person/kind's next reminder and every booked appointment ahead, due or not. */
export function planReminders(input: ReminderInput, now: Date, opts: PlanOptions = {}): Plan {
  const {candidates, appointments, today} = planItems(input, now, opts);
  sortByDue(candidates);
  word(candidates);
  const events = calendarEvents(input.events ?? [], input.birthdays ?? [], today, languageOf(null, input.profile, opts.language));
  return {candidates, appointments, events};
}

/**
 * The candidates (in no order) and appointments of a plan, without the calendar export's events;
 * and the part of today they hold for.
 */
function planItems(input: ReminderInput, now: Date, opts: PlanOptions): Omit<Plan, 'events'> & {today: string; window: TimeWindow} {
  learnedDays.clear();
  const today = localDay(now.toISOString());
  const groups = new Map<string, CheckupEvent[]>();
  for (const e of input.checkups) {
    // A labelled visit of no specialty ("knee replacement", "pre-op") is its own series.
    const key = `${e.person?.id ?? 'user'}|${e.kind}|${e.kind === 'other' ? (e.label ?? '') : ''}`;
    const group = groups.get(key);
    if (group) group.push(e);
    else groups.set(key, [e]);
  }
  const nowTime = clockTime(now);
  const clock = timeReads(nowTime);
  const ctx: GroupContext = {today, yesterday: addDays(today, -1), nowTime, clock, profile: input.profile, opts, groups, visitsByKind: null, habits: new Map()};
  const candidates: DueItem[] = [];
  const appointments: Appointment[] = [];
  for (const events of groups.values()) {
    const {item, appointment} = planGroup(events, ctx);
    if (item) candidates.push(item);
    if (appointment) appointments.push(appointment);
  }
  for (const t of input.tasks) candidates.push(planTask(t, today, input.profile, opts));
  const eventCtx = {today, nowTime, clock, profile: input.profile, language: opts.language};
  candidates.push(...planEvents(input.events ?? [], eventCtx), ...planBirthdays(input.birthdays ?? [], eventCtx));
  appointments.sort((a, b) => plainCompare(`${a.date} ${a.time ?? ''}`, `${b.date} ${b.time ?? ''}`));
  return {candidates, appointments, today, window: clock.window()};
}

/**
 * Plain comparisons, not localeCompare: its first call builds an ICU collator, ~10 ms of every cron
 * start. Dates and kinds are ASCII; names compare accent-folded and lower-cased, which orders
 * Portuguese and English names as the collator did ("Álvaro" before "Bruno").
 */
const plainCompare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const nameOrder = fold;

/** Soonest first, then by name and kind; each name folded once, not at every comparison (~1 ms a cron run). */
function sortByDue(items: DueItem[]): void {
  const folded = new Map<string, string>();
  const key = (s: string) => folded.get(s) ?? (folded.set(s, nameOrder(s)), folded.get(s)!);
  items.sort((a, b) => plainCompare(a.dueDate, b.dueDate) || plainCompare(key(a.person), key(b.person)) || plainCompare(a.person, b.person) || plainCompare(a.kind, b.kind));
}

/** Whether a candidate is due today, given how far ahead to look. */
export function isDue(item: DueItem, today: string, withinDays = DEFAULT_WITHIN_DAYS): boolean {
  return dueTest(today, withinDays)(item);
}

/** isDue for one day and horizon, its bounds worked out once for all the candidates. */
function dueTest(today: string, withinDays: number): (item: DueItem) => boolean {
  const tomorrow = addDays(today, 1);
  const horizon = addDays(today, withinDays);
  return item => {
    switch (item.reason) {
      case 'appointment_today':
      case 'appointment_tomorrow':
        return item.dueDate <= tomorrow;
      case 'follow_up':
        return true;
      case 'task_overdue':
        return item.dueDate < today;
      case 'task_due':
        return item.dueDate === today;
      case 'task_tomorrow':
        return item.dueDate === tomorrow;
      default:
        return item.dueDate <= horizon;
    }
  };
}

/** The due items at `now`, soonest first (snoozes are applied by the caller, who knows the state). */
export function computeDue(input: ReminderInput, now: Date, opts: PlanOptions = {}): DueItem[] {
  return dueWithWindow(input, now, opts).items;
}

/** computeDue, with the part of today the same items are due (see time-window.ts). */
export function dueWithWindow(input: ReminderInput, now: Date, opts: PlanOptions = {}): {items: DueItem[]; window: TimeWindow} {
  const {candidates, today, window} = planItems(input, now, opts);
  const due = candidates.filter(dueTest(today, opts.withinDays ?? DEFAULT_WITHIN_DAYS));
  sortByDue(due);
  return {items: opts.words === 'later' ? due : word(due), window};
}
