/**
 * The iCalendar export of `magis remind --ics FILE`, built with the `ics` package (RFC 5545
 * folding, escaping and validation are its job). Imported only when --ics is asked for.
 */
import {createEvents, type DateArray, type EventAttributes} from 'ics';
import {MagisError} from '../config/errors.js';
import {localDay} from '../time/day.js';
import {UNTIMED_EVENT_LENGTH} from '../time/event-length.js';
import {vtimezoneLines} from '../time/vtimezone.js';
import {wallToInstant} from '../time/zone.js';
import {bookingTitle} from '../agenda/titles.js';
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
 * RFC 5545 (3.3.10): UNTIL has DTSTART's value type. A floating (wall-clock) start gets a floating
 * UNTIL (one in UTC, "…T235959Z" as calendar apps write it, is made floating) and an all-day event's
 * UNTIL a date. A start in a zone (`zone`, an IANA name, or UTC) gets an UNTIL in UTC: a floating
 * one or a day (its end) is read as that zone's wall clock.
 */
export function untilLike(rrule: string, timed: boolean, zone?: string | null): string {
  return rrule.replace(/UNTIL=(\d{8})(?:T(\d{6})(Z?))?/i, (_, day: string, time: string | undefined, utc: string | undefined) => {
    if (!timed) return `UNTIL=${day}`;
    if (!zone) return `UNTIL=${day}T${time ?? '235959'}`;
    if (utc) return `UNTIL=${day}T${time}Z`;
    const t = time ?? '235959';
    const at = wallToInstant(zone, `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`, `${t.slice(0, 2)}:${t.slice(2, 4)}`);
    return `UNTIL=${at.toISOString().replace(/[-:]/g, '').slice(0, 13)}${t.slice(4)}Z`;
  });
}

/** How many years after this one a written VTIMEZONE covers (a zone without yearly rules needs its changes one by one). */
const ZONE_YEARS_AHEAD = 10;

/**
 * The file with the events of `zoned` (UID → IANA zone) starting and ending in their zone
 * (DTSTART;TZID=America/New_York:…, written floating by the `ics` package, which has no TZID) and a
 * VTIMEZONE for each zone before the first event, as RFC 5545 asks of every TZID a file names.
 */
function withZones(text: string, zoned: Map<string, {zone: string; year: number}>, now: Date): string {
  if (!zoned.size) return text;
  const lines = text.split('\r\n');
  let zone: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] === 'BEGIN:VEVENT') zone = undefined;
    else if (lines[i]!.startsWith('UID:')) zone = zoned.get(lines[i]!.slice(4))?.zone;
    else if (zone && /^DT(START|END):\d{8}T/.test(lines[i]!)) lines[i] = lines[i]!.replace(/^(DTSTART|DTEND):/, `$1;TZID=${zone}:`);
  }
  const years = new Map<string, number>();
  for (const {zone: z, year} of zoned.values()) years.set(z, Math.min(year, years.get(z) ?? year));
  const definitions = [...years].flatMap(([z, from]) => vtimezoneLines(z, from, now.getFullYear() + ZONE_YEARS_AHEAD));
  const first = lines.indexOf('BEGIN:VEVENT');
  lines.splice(first < 0 ? lines.length - 2 : first, 0, ...definitions);
  return lines.join('\r\n');
}

/**
 * How a series names one of its days in EXDATE and RECURRENCE-ID: the same value type as its
 * DTSTART (RFC 5545 3.8.5.1, 3.8.4.4) — a date, a floating time, a UTC time, or a time in its zone.
 */
function dayValue(e: CalendarEvent, day: string): string {
  const d = day.replace(/-/g, '');
  if (e.time === null) return `;VALUE=DATE:${d}`;
  const t = `${e.time.replace(':', '')}00`;
  if (e.tzid === 'UTC') return `:${d}T${t}Z`;
  return e.tzid ? `;TZID=${e.tzid}:${d}T${t}` : `:${d}T${t}`;
}

/**
 * The lines each VEVENT gets after its UID line (keyed by the UID `ics` wrote): a series' EXDATEs,
 * and, for an occurrence moved apart (written under a UID of its own), the series' UID and its
 * RECURRENCE-ID, which make it that day of the series.
 */
function withOccurrences(text: string, extra: Map<string, {uid: string; lines: string[]}>): string {
  if (!extra.size) return text;
  return text
    .split('\r\n')
    .flatMap(line => {
      const e = line.startsWith('UID:') ? extra.get(line.slice(4)) : undefined;
      return e ? [`UID:${e.uid}`, ...e.lines] : [line];
    })
    .join('\r\n');
}

/**
 * The start, and the end, of an event or a moved occurrence, as `ics` takes them: a span's (DTEND;
 * a timed span said without its last hour ends at its starting hour on its last day, as the CalDAV
 * sync writes it), else the day, else an hour (UNTIMED_EVENT_LENGTH, as DURATION).
 */
function when(e: {date: string; time: string | null; tzid?: string; endDate?: string; endTime?: string}): Pick<EventAttributes, 'start'> & Partial<EventAttributes> {
  if (!e.time) return {start: dayArray(e.date), end: nextDay(e.endDate ?? e.date)} as EventAttributes;
  // A floating time is 14:00 wherever the calendar is; one kept in a zone is that zone's (UTC's written as UTC).
  const io = e.tzid === 'UTC' ? ('utc' as const) : ('local' as const);
  const start = {start: timedStart(e.date, e.time), startInputType: io, startOutputType: io};
  if (e.endDate && (e.endTime || e.endDate > e.date)) return {...start, end: timedStart(e.endDate, e.endTime ?? e.time), endInputType: io, endOutputType: io} as EventAttributes;
  return {...start, duration: {...UNTIMED_EVENT_LENGTH}} as EventAttributes;
}

/**
 * Due items become all-day events on their due day (today, when already overdue); booked
 * appointments become timed events of one hour (all-day when no time is known); events and
 * birthdays keep their recurrence as an RRULE, a series its days off (EXDATE) and its occurrences
 * moved apart (RECURRENCE-ID), a span its end. UIDs are stable, so importing again updates the
 * events instead of duplicating them.
 */
export function buildCalendar(items: DueItem[], appointments: Appointment[], now: Date, calendar: CalendarEvent[] = []): string {
  const today = localDay(now.toISOString());
  const stamp = {timestamp: now.getTime()} as object; // DTSTAMP from the injected clock, for reproducible files
  const events: EventAttributes[] = [];
  for (const a of appointments) {
    const base = {
      ...stamp,
      uid: `checkup-${a.checkupId}@magis`,
      title: a.title,
      status: 'CONFIRMED' as const,
      categories: ['magis', a.kind],
      description: a.provider ?? undefined,
      location: a.provider ?? undefined,
    };
    events.push(
      a.time
        ? {...base, start: timedStart(a.date, a.time), startInputType: 'local', startOutputType: 'local', duration: {...UNTIMED_EVENT_LENGTH}}
        : {...base, start: dayArray(a.date), end: nextDay(a.date)},
    );
  }
  // Events kept in a zone other than UTC: their UID → zone, for withZones; a series' days off and moved, for withOccurrences.
  const zoned = new Map<string, {zone: string; year: number}>();
  const extra = new Map<string, {uid: string; lines: string[]}>();
  for (const e of calendar) {
    const zone = e.time !== null ? (e.tzid ?? null) : null;
    const uid = `${e.uid}@magis`;
    const base = {
      ...stamp,
      uid,
      title: e.title,
      status: 'CONFIRMED' as const,
      categories: ['magis', e.kind],
      ...(e.rrule ? {recurrenceRule: untilLike(e.rrule.replace(/^RRULE:/i, ''), e.time !== null, zone)} : {}),
    };
    if (zone && zone !== 'UTC') zoned.set(uid, {zone, year: Number(e.date.slice(0, 4))});
    events.push({...base, ...when({...e, ...(zone ? {tzid: zone} : {})}), ...(e.time ? {} : {transp: 'TRANSPARENT' as const})} as EventAttributes);
    if (!e.rrule) continue;
    const skipped = (e.exdates ?? []).map(d => `EXDATE${dayValue(e, d)}`);
    if (skipped.length) extra.set(uid, {uid, lines: skipped});
    (e.moved ?? []).forEach((m, n) => {
      // Its own UID while `ics` writes it (UIDs name the events withZones and withOccurrences edit), the series' after.
      const own = `${e.uid}.moved-${n}@magis`;
      const mZone = m.time !== null ? (m.tzid ?? null) : null;
      if (mZone && mZone !== 'UTC') zoned.set(own, {zone: mZone, year: Number(m.date.slice(0, 4))});
      extra.set(own, {uid, lines: [`RECURRENCE-ID${dayValue(e, m.occurrence)}`]});
      events.push({...stamp, uid: own, title: m.title, status: 'CONFIRMED', categories: ['magis', e.kind], ...when({...m, ...(mZone ? {tzid: mZone} : {})})} as EventAttributes);
    });
  }
  for (const item of items) {
    // Bookings, events and birthdays are already there as themselves; a follow-up is a question, not a date.
    if (item.reason === 'appointment_today' || item.reason === 'appointment_tomorrow' || item.reason === 'follow_up') continue;
    const day = item.dueDate < today ? today : item.dueDate;
    events.push({
      ...stamp,
      uid: `${item.id}@magis`,
      start: dayArray(day),
      end: nextDay(day),
      transp: 'TRANSPARENT',
      categories: ['magis', item.kind],
      title: bookingTitle(item.kind, item.person, item.language, item.description),
      description: item.message,
    });
  }
  const {error, value} = createEvents(events, {productId: '-//magis//remind//EN', calName: 'Magis'});
  if (error || !value) throw new MagisError(`Could not build the calendar: ${error?.message ?? 'unknown error'}.`);
  return withOccurrences(withZones(value, zoned, now), extra);
}
