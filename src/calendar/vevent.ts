/**
 * An agenda item as a calendar object (VCALENDAR with one VEVENT), with ical.js — the library the
 * parser already uses — so folding and escaping are its job. Pure.
 *
 * A new object gets Magis's wall-clock times as floating times (no zone: 14:00 wherever the phone
 * is, as `remind --ics` writes them). An object that came from a server is edited in place: its
 * other properties (location, alarms, attendees, moved occurrences) stay, and a start in a zone
 * stays in that zone.
 */
import ICAL from 'ical.js';
import {untilLike} from '../reminders/ics.js';
import type {LocalItem} from './store-io.js';

const PRODID = '-//magis//caldav sync//EN';

function parts(day: string): {year: number; month: number; day: number} {
  const [year, month, d] = day.split('-').map(Number) as [number, number, number];
  return {year, month, day: d};
}

/** The item's start: a date, a floating time, or (keeping `tzid`) the same moment in that zone. */
function startOf(item: LocalItem, tzid: string | null): ICAL.Time {
  if (item.time === null) return ICAL.Time.fromData({...parts(item.date), isDate: true}, ICAL.Timezone.localTimezone);
  const [hour, minute] = item.time.split(':').map(Number) as [number, number];
  const zone = tzid ? ICAL.TimezoneService.get(tzid) : null;
  if (zone) {
    const p = parts(item.date);
    // Magis's wall clock is this machine's zone: the same instant, written in the event's own zone.
    return ICAL.Time.fromJSDate(new Date(p.year, p.month - 1, p.day, hour, minute), true).convertToZone(zone);
  }
  return ICAL.Time.fromData({...parts(item.date), hour, minute, second: 0, isDate: false}, ICAL.Timezone.localTimezone);
}

const stamp = (now: Date) => ICAL.Time.fromJSDate(now, true);

function write(vevent: ICAL.Component, item: LocalItem, now: Date): void {
  const event = new ICAL.Event(vevent);
  const oldStart = vevent.getFirstProperty('dtstart');
  const tzid = oldStart ? (oldStart.getParameter('tzid') as string | undefined) ?? null : null;
  // How long it lasts is the calendar's (Magis knows only when it starts); one hour, or the day, when new.
  const length = oldStart && event.startDate && event.endDate ? event.endDate.subtractDate(event.startDate) : null;
  const start = startOf(item, tzid);
  event.startDate = start;
  vevent.removeAllProperties('duration');
  const end = start.clone();
  if (length && (item.time === null) === Boolean(oldStart && (oldStart.getFirstValue() as ICAL.Time).isDate)) end.addDuration(length);
  else end.addDuration(item.time === null ? ICAL.Duration.fromData({days: 1}) : ICAL.Duration.fromData({hours: 1}));
  event.endDate = end;
  // A checkup's title is Magis's own wording ("Dentist visit — Clara"): a server's title for it stays.
  if (item.item === 'event' || !vevent.hasProperty('summary')) event.summary = item.title;
  vevent.removeAllProperties('rrule');
  vevent.removeAllProperties('exdate');
  if (item.rrule) {
    vevent.addPropertyWithValue('rrule', ICAL.Recur.fromString(untilLike(item.rrule.replace(/^RRULE:/i, ''), item.time !== null)));
    for (const day of item.exdates) {
      const skip = startOf({...item, date: day}, tzid);
      const prop = new ICAL.Property('exdate');
      if (!skip.isDate && skip.zone && skip.zone !== ICAL.Timezone.localTimezone && skip.zone !== ICAL.Timezone.utcTimezone) prop.setParameter('tzid', skip.zone.tzid);
      prop.setValue(skip);
      vevent.addProperty(prop);
    }
  }
  if (item.status === 'cancelled') vevent.updatePropertyWithValue('status', 'CANCELLED');
  else vevent.removeAllProperties('status');
  vevent.updatePropertyWithValue('dtstamp', stamp(now));
  vevent.updatePropertyWithValue('last-modified', stamp(now));
  const seq = Number(vevent.getFirstPropertyValue('sequence') ?? 0);
  vevent.updatePropertyWithValue('sequence', Number.isFinite(seq) ? seq + 1 : 1);
}

/** A new calendar object for `item`, with the UID it keeps on every device. */
export function newObject(item: LocalItem, uid: string, now: Date): string {
  const cal = new ICAL.Component(['vcalendar', [], []]);
  cal.updatePropertyWithValue('prodid', PRODID);
  cal.updatePropertyWithValue('version', '2.0');
  const vevent = new ICAL.Component('vevent');
  vevent.updatePropertyWithValue('uid', uid);
  vevent.updatePropertyWithValue('sequence', -1);
  cal.addSubcomponent(vevent);
  write(vevent, item, now);
  return cal.toString();
}

/** The server's object `data` with its series (the VEVENT without RECURRENCE-ID) changed to `item`. */
export function patchObject(data: string, uid: string, item: LocalItem, now: Date): string {
  const cal = new ICAL.Component(ICAL.parse(data) as unknown[]);
  for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  const master = cal.getAllSubcomponents('vevent').find(v => !v.hasProperty('recurrence-id') && String(v.getFirstPropertyValue('uid') ?? '') === uid)
    ?? cal.getAllSubcomponents('vevent').find(v => !v.hasProperty('recurrence-id'));
  if (!master) return newObject(item, uid, now);
  write(master, item, now);
  return cal.toString();
}

/** The first UID of a calendar object, and when it was last changed there (LAST-MODIFIED, else DTSTAMP). */
export function objectInfo(data: string): {uid: string | null; modified: string | null} {
  try {
    const cal = new ICAL.Component(ICAL.parse(data) as unknown[]);
    const v = cal.getAllSubcomponents('vevent').find(x => !x.hasProperty('recurrence-id')) ?? cal.getFirstSubcomponent('vevent');
    if (!v) return {uid: null, modified: null};
    const t = (v.getFirstPropertyValue('last-modified') ?? v.getFirstPropertyValue('dtstamp')) as ICAL.Time | null;
    return {uid: String(v.getFirstPropertyValue('uid') ?? '') || null, modified: t ? t.toJSDate().toISOString() : null};
  } catch {
    return {uid: null, modified: null};
  }
}
