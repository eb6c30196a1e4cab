/**
 * The iCalendar export of `magis remind --ics FILE`, built with the `ics` package (RFC 5545
 * folding, escaping and validation are its job). Imported only when --ics is asked for.
 */
import {createEvents, type DateArray, type EventAttributes} from 'ics';
import {MagisError} from '../config/errors.js';
import {localDay} from '../time/day.js';
import {bookingTitle} from './messages.js';
import type {Appointment, CalendarEvent, DueItem} from './types.js';

const dayArray = (day: string): DateArray => day.split('-').map(Number) as DateArray;
const nextDay = (day: string): DateArray => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + 1));
  return [t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate()];
};

/** A floating (wall-clock) time: the appointment is at 14:00 wherever the calendar is. */
function timedStart(day: string, time: string): DateArray {
  const [h, min] = time.split(':').map(Number) as [number, number];
  return [...(dayArray(day) as [number, number, number]), h, min];
}

/**
 * RFC 5545 (3.3.10): UNTIL has DTSTART's value type. Starts here are floating (wall-clock) times
 * or dates, so an UNTIL in UTC ("…T235959Z", as calendar apps write it) is made floating, and
 * an all-day event's UNTIL a date.
 */
export function untilLike(rrule: string, timed: boolean): string {
  return rrule.replace(/UNTIL=(\d{8})(?:T(\d{6})Z?)?/i, (_, day: string, time: string | undefined) => (timed ? `UNTIL=${day}T${time ?? '235959'}` : `UNTIL=${day}`));
}

/**
 * Due items become all-day events on their due day (today, when already overdue); booked
 * appointments become timed events of one hour (all-day when no time is known); events and
 * birthdays keep their recurrence as an RRULE. UIDs are stable, so importing again updates the
 * events instead of duplicating them.
 */
export function buildCalendar(items: DueItem[], appointments: Appointment[], now: Date, calendar: CalendarEvent[] = []): string {
  const today = localDay(now.toISOString());
  const stamp = {timestamp: now.getTime()} as object; // DTSTAMP from the injected clock, for reproducible files
  const events: EventAttributes[] = [];
  for (const a of appointments) {
    const base = {
      ...stamp, uid: `checkup-${a.checkupId}@magis`, title: a.title, status: 'CONFIRMED' as const, categories: ['magis', a.kind],
      description: a.provider ?? undefined, location: a.provider ?? undefined,
    };
    events.push(a.time
      ? {...base, start: timedStart(a.date, a.time), startInputType: 'local', startOutputType: 'local', duration: {hours: 1}}
      : {...base, start: dayArray(a.date), end: nextDay(a.date)});
  }
  for (const e of calendar) {
    const base = {...stamp, uid: `${e.uid}@magis`, title: e.title, status: 'CONFIRMED' as const, categories: ['magis', e.kind],
      ...(e.rrule ? {recurrenceRule: untilLike(e.rrule.replace(/^RRULE:/i, ''), e.time !== null)} : {})};
    events.push(e.time
      ? {...base, start: timedStart(e.date, e.time), startInputType: 'local', startOutputType: 'local', duration: {hours: 1}}
      : {...base, start: dayArray(e.date), end: nextDay(e.date), transp: 'TRANSPARENT'});
  }
  for (const item of items) {
    // Bookings, events and birthdays are already there as themselves; a follow-up is a question, not a date.
    if (item.reason === 'appointment_today' || item.reason === 'appointment_tomorrow' || item.reason === 'follow_up') continue;
    const day = item.dueDate < today ? today : item.dueDate;
    events.push({
      ...stamp, uid: `${item.id}@magis`, start: dayArray(day), end: nextDay(day), transp: 'TRANSPARENT', categories: ['magis', item.kind],
      title: bookingTitle(item.kind, item.person, item.language, item.description), description: item.message,
    });
  }
  const {error, value} = createEvents(events, {productId: '-//magis//remind//EN', calName: 'Magis'});
  if (error || !value) throw new MagisError(`Could not build the calendar: ${error?.message ?? 'unknown error'}.`);
  return value;
}
