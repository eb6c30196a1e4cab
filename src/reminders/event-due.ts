/**
 * When events and birthdays are due. Pure: the store is read by store-io.ts and `now` is injected.
 *
 * - An event is due the day before and the day of each occurrence (recurrences expanded by
 *   src/time/recurrence.ts, each occurrence on the user's clock by src/agenda/occurrences.ts: an
 *   event kept in another zone may fall at another local hour from one week to the next); `kind` is
 *   the event kind, `status` scheduled.
 * - A birthday is due the day before and the day of, every year.
 * - A one-off event whose time has passed today is no longer "today": it becomes a follow-up
 *   ("Como foi: reunião com o marketing?"), that day and the next. A recurring one moves on to its
 *   next occurrence. Deadlines, birthdays and anniversaries are never followed up.
 */
import {localStart, nextOccurrenceOf} from '../agenda/occurrences.js';
import {birthdayTitle, chatWorded, itemTitle, type Owner} from '../agenda/titles.js';
import {yearlyDays} from '../time/recurrence.js';
import {addDays} from '../time/arithmetic.js';
import {birthdayMessage, eventFollowUp, eventMessage} from './event-messages.js';
import {languageOf} from './language.js';
import {personName} from './messages.js';
import type {TimeReads} from './time-window.js';
import {wordedLater} from './worded-later.js';
import type {BirthdayInput, CalendarEvent, DueItem, EventInput, Language, PersonInfo} from './types.js';

/** A person as a title names them. */
const ownerOf = (p: PersonInfo): Owner => ({person: p.name, gender: p.gender, unnamed: p.unnamed});

/** Kinds one asks "how did it go?" about once their time has passed. */
const FOLLOWED_UP = new Set(['meeting', 'call', 'class', 'trip', 'social', 'other']);

/** A year ahead and a day: the next occurrence of anything yearly is within it. */
const YEAR_AHEAD_DAYS = 367;

export interface EventPlanContext {
  today: string;
  /** The local wall-clock time now, HH:MM. */
  nowTime: string;
  /** Where times of day are compared with now (the plan's time window); else plainly with `nowTime`. */
  clock?: TimeReads;
  profile: Record<string, string>;
  language?: Language;
}

const compact = (day: string) => day.replace(/-/g, '');

/** An item whose one sentence is written when first read (see worded-later.ts). */
const said = (item: DueItem, message: () => string) => wordedLater(item, () => ({message: message(), pattern: null, preference: null}));

function base(e: {person: EventInput['person']}, kind: string, language: Language): Omit<DueItem, 'id' | 'dueDate' | 'reason' | 'message'> {
  return {person: personName(e.person), kind, status: 'scheduled', lastDate: null, language, intervalMonths: null, time: null, provider: null, pattern: null, preference: null};
}

/**
 * A one-off span's end, as the agenda gives it (`endDate`, and `endTime` when it ends at an hour):
 * the reminder of an offsite "Tue 9am to Wed 5pm" says until when, in its sentence and its fields.
 */
const spanOf = (e: EventInput): {endDate?: string; endTime?: string} => (e.endDate && !e.rrule ? {endDate: e.endDate, ...(e.endTime && e.time !== null ? {endTime: e.endTime} : {})} : {});

/** The next reminder of every scheduled event, or its follow-up once its time has passed. */
export function planEvents(events: EventInput[], ctx: EventPlanContext): DueItem[] {
  const {today, nowTime} = ctx;
  const reached = (time: string) => (ctx.clock ? ctx.clock.reached(time) : time <= nowTime);
  const yesterday = addDays(today, -1);
  const out: DueItem[] = [];
  for (const e of events) {
    if (e.status !== 'scheduled') continue;
    const language = languageOf(e.sourceText, ctx.profile, ctx.language);
    const passed = (o: {date: string; time: string | null}) => o.date < today || (o.date === today && o.time !== null && reached(o.time));
    // The occurrence (day and time on the user's clock) to remind of.
    let next: {date: string; time: string | null} | null;
    if (e.rrule) {
      next = nextOccurrenceOf(e, today);
      if (next && next.date === today && passed(next)) next = nextOccurrenceOf(e, addDays(today, 1));
    } else {
      next = localStart(e);
      const day = next.date;
      const followUp = FOLLOWED_UP.has(e.kind) && ((day === today && passed(next)) || (day === yesterday && next.time !== null));
      if (followUp) {
        out.push(
          said({...base(e, e.kind, language), id: `event-${e.id}-followup-${compact(day)}`, dueDate: day, reason: 'follow_up', message: '', time: next.time, description: e.title}, () =>
            eventFollowUp(e.title, e.person, language, e.titleNamed),
          ),
        );
        continue;
      }
      if (passed(next)) next = null;
    }
    if (!next) continue;
    const {date: day, time} = next;
    const isToday = day === today;
    out.push(
      said(
        {
          ...base(e, e.kind, language),
          id: `event-${e.id}-${isToday ? '' : 'before-'}${compact(day)}`,
          dueDate: day,
          reason: isToday ? 'appointment_today' : 'appointment_tomorrow',
          message: '',
          time,
          description: e.title,
          ...spanOf(e),
        },
        () =>
          eventMessage({
            kind: e.kind,
            title: e.title,
            time,
            person: e.person,
            today: isToday,
            language,
            titleNamed: e.titleNamed,
            ...(e.with ? {with: e.with} : {}),
            ...spanOf(e),
            date: day,
          }),
      ),
    );
  }
  return out;
}

/** Every birthday's next day, due the day before and the day of. */
export function planBirthdays(birthdays: BirthdayInput[], ctx: EventPlanContext): DueItem[] {
  const out: DueItem[] = [];
  for (const b of birthdays) {
    const day = yearlyDays(b.birthday, ctx.today, addDays(ctx.today, YEAR_AHEAD_DAYS))[0];
    if (!day) continue;
    const language = languageOf(null, ctx.profile, ctx.language);
    const born = /^\d{4}/.test(b.birthday) ? Number(b.birthday.slice(0, 4)) : null;
    const turning = born !== null ? Number(day.slice(0, 4)) - born : null;
    const isToday = day === ctx.today;
    out.push(
      said(
        {
          ...base(b, 'birthday', language),
          id: `birthday-p${b.person.id}-${isToday ? '' : 'before-'}${compact(day)}`,
          dueDate: day,
          reason: isToday ? 'appointment_today' : 'appointment_tomorrow',
          message: '',
        },
        () => birthdayMessage({person: b.person, relation: b.relation, today: isToday, turning: turning && turning > 0 ? turning : null, language}),
      ),
    );
  }
  return out;
}

/**
 * Events and birthdays for the calendar export, with their recurrence (a birthday yearly from its
 * next day). An event kept in its own zone is exported in it (its date and time that zone's). A
 * span keeps its end; a series keeps the days it skips and its occurrences moved apart, which go
 * with it as RECURRENCE-ID overrides (a calendar app reads them as that series' day moved), not as
 * events of their own.
 */
export function calendarEvents(events: EventInput[], birthdays: BirthdayInput[], today: string, language: Language): CalendarEvent[] {
  // Titles as a shared calendar shows them, in the user's language: what and whose (agenda/titles.ts).
  const titleOf = (e: EventInput, title = e.title) =>
    itemTitle({source: 'event', kind: e.kind, title, worded: chatWorded(title, e.sourceText !== null), owner: e.person && ownerOf(e.person)}, language);
  const zoned = (e: EventInput) => (e.tzid && e.time !== null ? {tzid: e.tzid} : {});
  const end = (e: EventInput) => (e.endDate ? {endDate: e.endDate, ...(e.endTime && e.time !== null ? {endTime: e.endTime} : {})} : {});
  const series = new Set(events.filter(e => e.status === 'scheduled' && e.rrule).map(e => e.id));
  const moved = new Map<number, NonNullable<CalendarEvent['moved']>>();
  for (const e of events) {
    if (e.status !== 'scheduled' || e.seriesId === undefined || !e.occurrence || !series.has(e.seriesId)) continue;
    moved.set(e.seriesId, [...(moved.get(e.seriesId) ?? []), {occurrence: e.occurrence, title: titleOf(e), date: e.date, time: e.time, ...zoned(e), ...end(e)}]);
  }
  const out: CalendarEvent[] = events
    .filter(e => e.status === 'scheduled' && !(e.seriesId !== undefined && series.has(e.seriesId)) && (e.rrule || (e.endDate ?? localStart(e).date) >= today))
    .map(e => {
      const overrides = moved.get(e.id) ?? [];
      // A moved day is the override's: not also skipped (a calendar would then hide the override).
      const skipped = (e.exdates ?? []).filter(d => !overrides.some(m => m.occurrence === d));
      return {
        uid: `event-${e.id}`,
        kind: e.kind,
        title: titleOf(e),
        date: e.date,
        time: e.time,
        rrule: e.rrule,
        ...zoned(e),
        ...end(e),
        ...(e.rrule && skipped.length ? {exdates: skipped} : {}),
        ...(e.rrule && overrides.length ? {moved: overrides} : {}),
      };
    });
  for (const b of birthdays) {
    const day = yearlyDays(b.birthday, today, addDays(today, YEAR_AHEAD_DAYS))[0];
    if (!day) continue;
    // Feb 29: the last day of February every year, as the agenda shows it.
    const rrule = b.birthday.endsWith('02-29') ? 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1' : 'FREQ=YEARLY';
    out.push({uid: `birthday-p${b.person.id}`, kind: 'birthday', title: birthdayTitle(ownerOf(b.person), language), date: day, time: null, rrule});
  }
  return out;
}
