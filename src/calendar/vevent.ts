/**
 * An agenda item as a calendar object (VCALENDAR with one VEVENT), with ical.js — the library the
 * parser already uses — so folding and escaping are its job. Pure.
 *
 * A new object gets Magis's wall-clock times as floating times (no zone: 14:00 wherever the phone
 * is, as `remind --ics` writes them), and an event kept in its own zone (`tzid`) that zone's times,
 * with a VTIMEZONE for it. An object that came from a server is edited in place: its other
 * properties (location, alarms, attendees, moved occurrences) stay, and a start in a zone stays in
 * that zone.
 */
import ICAL from 'ical.js';
import {untilLike} from '../reminders/ics.js';
import {vtimezoneLines} from '../time/vtimezone.js';
import {ianaZone, userZone} from '../time/zone.js';
import type {LocalItem} from './store-io.js';

const PRODID = '-//magis//caldav sync//EN';

function parts(day: string): {year: number; month: number; day: number} {
  const [year, month, d] = day.split('-').map(Number) as [number, number, number];
  return {year, month, day: d};
}

/** How the item's times are written: the ical.js zone, whether the user's wall clock must be moved into it, and the IANA zone UNTIL is read in. */
interface Writing {
  zone: ICAL.Timezone;
  fromLocal: boolean;
  until: string | null;
}

/** How many years after this one a VTIMEZONE Magis adds covers (see time/vtimezone.ts). */
const ZONE_YEARS_AHEAD = 10;

/**
 * The definition of the IANA `zone`, named `tzid`, in the calendar object: the one it has, or one
 * written from ICU (added before its events, where calendar programs put it).
 */
function definedZone(cal: ICAL.Component, zone: string, tzid: string, fromYear: number, now: Date): ICAL.Timezone {
  const known = cal.getAllSubcomponents('vtimezone').find(z => z.getFirstPropertyValue('tzid') === tzid);
  if (known) return new ICAL.Timezone(known);
  const text = ['BEGIN:VCALENDAR', ...vtimezoneLines(zone, fromYear, now.getFullYear() + ZONE_YEARS_AHEAD, tzid), 'END:VCALENDAR'].join('\r\n');
  const vtimezone = new ICAL.Component(ICAL.parse(text) as unknown[]).getFirstSubcomponent('vtimezone')!;
  const events = cal.getAllSubcomponents('vevent');
  for (const v of events) cal.removeSubcomponent(v);
  cal.addSubcomponent(vtimezone);
  for (const v of events) cal.addSubcomponent(v);
  return new ICAL.Timezone(vtimezone);
}

/**
 * An event kept in its own zone is written in it (its times are that zone's), under the server's
 * TZID when that names the same zone. Else, as before zones: the zone of the server's start when it
 * has one (the same instant as the user's wall clock), or floating.
 */
function writingOf(cal: ICAL.Component, item: LocalItem, oldTzid: string | null, now: Date): Writing {
  if (item.time !== null && item.tzid === 'UTC') return {zone: ICAL.Timezone.utcTimezone, fromLocal: false, until: 'UTC'};
  if (item.time !== null && item.tzid) {
    const name = oldTzid && ianaZone(oldTzid) === item.tzid ? oldTzid : item.tzid;
    return {zone: definedZone(cal, item.tzid, name, parts(item.date).year, now), fromLocal: false, until: item.tzid};
  }
  const old = oldTzid ? ICAL.TimezoneService.get(oldTzid) : null;
  if (old) return {zone: old, fromLocal: true, until: userZone()};
  return {zone: ICAL.Timezone.localTimezone, fromLocal: false, until: null};
}

/** The item's start on `day`: a date, or its time written as `w` says. */
function startOf(item: LocalItem, day: string, w: Writing): ICAL.Time {
  if (item.time === null) return ICAL.Time.fromData({...parts(day), isDate: true}, ICAL.Timezone.localTimezone);
  const [hour, minute] = item.time.split(':').map(Number) as [number, number];
  const p = parts(day);
  // Magis's wall clock is this machine's zone: the same instant, written in the event's own zone.
  if (w.fromLocal) return ICAL.Time.fromJSDate(new Date(p.year, p.month - 1, p.day, hour, minute), true).convertToZone(w.zone);
  return ICAL.Time.fromData({...p, hour, minute, second: 0, isDate: false}, w.zone);
}

const stamp = (now: Date) => ICAL.Time.fromJSDate(now, true);

function write(vevent: ICAL.Component, item: LocalItem, now: Date): void {
  const event = new ICAL.Event(vevent);
  const oldStart = vevent.getFirstProperty('dtstart');
  const tzid = oldStart ? ((oldStart.getParameter('tzid') as string | undefined) ?? null) : null;
  // How long it lasts is the calendar's (Magis knows only when it starts); one hour, or the day, when new.
  const length = oldStart && event.startDate && event.endDate ? event.endDate.subtractDate(event.startDate) : null;
  const writing = writingOf(vevent.parent!, item, tzid, now);
  const start = startOf(item, item.date, writing);
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
    vevent.addPropertyWithValue('rrule', ICAL.Recur.fromString(untilLike(item.rrule.replace(/^RRULE:/i, ''), item.time !== null, writing.until)));
    for (const day of item.exdates) {
      const skip = startOf(item, day, writing);
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
  const master =
    cal.getAllSubcomponents('vevent').find(v => !v.hasProperty('recurrence-id') && String(v.getFirstPropertyValue('uid') ?? '') === uid) ??
    cal.getAllSubcomponents('vevent').find(v => !v.hasProperty('recurrence-id'));
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
