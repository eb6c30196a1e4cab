/**
 * An agenda item as a calendar object (VCALENDAR with one VEVENT), with ical.js — the library the
 * parser already uses — so folding and escaping are its job. Pure.
 *
 * A new object gets Magis's wall-clock times as floating times (no zone: 14:00 wherever the phone
 * is, as `remind --ics` writes them), and an event kept in its own zone (`tzid`) that zone's times,
 * with a VTIMEZONE for it. An object that came from a server is edited in place: its other
 * properties (location, alarms, attendees) stay, and a start in a zone stays in that zone. A span
 * keeps its end (DTEND); a series its skipped days (EXDATE) and its occurrences moved apart, as
 * RECURRENCE-ID overrides of the same UID — what a phone shows as "this event only".
 */
import ICAL from 'ical.js';
import {untilLike} from '../reminders/ics.js';
import {addDays} from '../time/arithmetic.js';
import {UNTIMED_EVENT_LENGTH} from '../time/event-length.js';
import {vtimezoneLines} from '../time/vtimezone.js';
import {ianaZone, toLocal, userZone} from '../time/zone.js';
import {dayIn, onUserClock} from './ics-parse.js';
import type {LocalItem, MovedOccurrence} from './store-io.js';

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
function startOf(item: Pick<LocalItem, 'time'>, day: string, w: Writing): ICAL.Time {
  if (item.time === null) return ICAL.Time.fromData({...parts(day), isDate: true}, ICAL.Timezone.localTimezone);
  const [hour, minute] = item.time.split(':').map(Number) as [number, number];
  const p = parts(day);
  // Magis's wall clock is this machine's zone: the same instant, written in the event's own zone.
  if (w.fromLocal) return ICAL.Time.fromJSDate(new Date(p.year, p.month - 1, p.day, hour, minute), true).convertToZone(w.zone);
  return ICAL.Time.fromData({...p, hour, minute, second: 0, isDate: false}, w.zone);
}

const stamp = (now: Date) => ICAL.Time.fromJSDate(now, true);

/** Where `item` ends: its span's last day (and hour), else the length the calendar gave it, else an hour or the day. */
function endOf(item: Pick<LocalItem, 'time' | 'endDate' | 'endTime' | 'date'>, start: ICAL.Time, w: Writing, length: ICAL.Duration | null): ICAL.Time {
  if (item.endDate && item.endDate > item.date) {
    // A date's DTEND is the day after its last (RFC 5545 3.6.1).
    if (item.time === null) return ICAL.Time.fromData({...parts(addDays(item.endDate, 1)), isDate: true}, ICAL.Timezone.localTimezone);
    return startOf({...item, time: item.endTime ?? item.time}, item.endDate, w);
  }
  const end = start.clone();
  end.addDuration(length ?? (item.time === null ? ICAL.Duration.fromData({days: 1}) : ICAL.Duration.fromData({...UNTIMED_EVENT_LENGTH})));
  return end;
}

/** How long a VEVENT lasted as written, when its start is of the kind (date or time) `item`'s is; else null. */
function lengthOf(vevent: ICAL.Component, item: Pick<LocalItem, 'time'>): ICAL.Duration | null {
  const event = new ICAL.Event(vevent);
  const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time | null;
  if (!start || (item.time === null) !== start.isDate) return null;
  try {
    return event.endDate ? event.endDate.subtractDate(event.startDate) : null;
  } catch {
    return null;
  }
}

function touch(vevent: ICAL.Component, now: Date): void {
  vevent.updatePropertyWithValue('dtstamp', stamp(now));
  vevent.updatePropertyWithValue('last-modified', stamp(now));
  const seq = Number(vevent.getFirstPropertyValue('sequence') ?? 0);
  vevent.updatePropertyWithValue('sequence', Number.isFinite(seq) ? seq + 1 : 1);
}

/** The X-MAGIS-* properties this module writes (ics-parse.ts `magisOwn` reads them). */
const OWN_PROPERTIES = ['x-magis-summary', 'x-magis-owner', 'x-magis-kind', 'x-magis-context', 'x-magis-with'];

/**
 * What only Magis knows of an event (whose, with whom, kind, context), written beside it with the
 * SUMMARY it goes with, so a copy that comes back — the local one lost, another device's sync —
 * rejoins them (issue 39: a calendar round trip lost whose swimming and whose birthday it was).
 */
function writeOwn(vevent: ICAL.Component, item: LocalItem): void {
  for (const name of OWN_PROPERTIES) vevent.removeAllProperties(name);
  if (item.item !== 'event' || !item.own) return;
  vevent.addPropertyWithValue('x-magis-summary', item.title);
  if (item.own.owner) vevent.addPropertyWithValue('x-magis-owner', item.own.owner);
  if (item.own.kind) vevent.addPropertyWithValue('x-magis-kind', item.own.kind);
  if (item.own.context) vevent.addPropertyWithValue('x-magis-context', item.own.context);
  for (const name of item.own.withNames) vevent.addPropertyWithValue('x-magis-with', name);
}

function write(vevent: ICAL.Component, item: LocalItem, now: Date, ownTitle: string | null = null): Writing {
  const event = new ICAL.Event(vevent);
  const oldStart = vevent.getFirstProperty('dtstart');
  const tzid = oldStart ? ((oldStart.getParameter('tzid') as string | undefined) ?? null) : null;
  // A span's end is Magis's; else how long it lasts is the calendar's (one hour, or the day, when new).
  const length = oldStart ? lengthOf(vevent, item) : null;
  const writing = writingOf(vevent.parent!, item, tzid, now);
  const start = startOf(item, item.date, writing);
  event.startDate = start;
  vevent.removeAllProperties('duration');
  event.endDate = endOf(item, start, writing, length);
  // A checkup's title is Magis's own wording ("Dentist — Clara"): a title someone gave it on the
  // server stays; one that is still what Magis last wrote (`ownTitle`) follows Magis's wording.
  const summary = vevent.hasProperty('summary') ? String(vevent.getFirstPropertyValue('summary') ?? '') : null;
  if (item.item === 'event' || summary === null || summary === ownTitle) event.summary = item.title;
  writeOwn(vevent, item);
  vevent.removeAllProperties('rrule');
  vevent.removeAllProperties('exdate');
  if (item.rrule) {
    vevent.addPropertyWithValue('rrule', ICAL.Recur.fromString(untilLike(item.rrule.replace(/^RRULE:/i, ''), item.time !== null, writing.until)));
    // A day moved apart is its override's (RECURRENCE-ID), not also skipped: a calendar would hide the override.
    for (const day of item.exdates.filter(d => !item.moved.some(m => m.occurrence === d))) vevent.addProperty(dayProperty('exdate', startOf(item, day, writing)));
  }
  if (item.status === 'cancelled') vevent.updatePropertyWithValue('status', 'CANCELLED');
  else vevent.removeAllProperties('status');
  touch(vevent, now);
  return writing;
}

/** An EXDATE or RECURRENCE-ID naming one of a series' days, of the type of its start (a date, floating, UTC, or in its zone). */
function dayProperty(name: 'exdate' | 'recurrence-id', t: ICAL.Time): ICAL.Property {
  const prop = new ICAL.Property(name);
  if (!t.isDate && t.zone && t.zone !== ICAL.Timezone.localTimezone && t.zone !== ICAL.Timezone.utcTimezone) prop.setParameter('tzid', t.zone.tzid);
  prop.setValue(t);
  return prop;
}

/** Whether an override already says what the moved occurrence says (then it stays as the calendar wrote it). */
function sameOverride(v: ICAL.Component, m: MovedOccurrence): boolean {
  const start = v.getFirstPropertyValue('dtstart') as ICAL.Time | null;
  if (!start) return false;
  const at = onUserClock(start, v.getFirstProperty('dtstart'));
  const want = toLocal(m.tzid, m.date, m.time);
  const end = new ICAL.Event(v).endDate;
  const endAt = m.endDate ? toLocal(m.tzid, m.endDate, m.endTime) : null;
  const endSame =
    !endAt ||
    (end && JSON.stringify(onUserClock(end, v.getFirstProperty('dtend') ?? v.getFirstProperty('dtstart'))) === JSON.stringify(end.isDate ? {date: addDays(endAt.date, 1), time: null} : endAt));
  return at.date === want.date && at.time === want.time && String(v.getFirstPropertyValue('summary') ?? '') === m.title && Boolean(endSame);
}

/**
 * The series' occurrences moved apart, as RECURRENCE-ID overrides of `master` (same UID): an
 * override the calendar already has for that day is kept as it wrote it (its alarms, its location)
 * with Magis's day, hour and title, its RECURRENCE-ID following the series' hour; a new one is added; one Magis no longer has is
 * removed — unless it only calls the day off and Magis still skips that day.
 */
function writeOccurrences(cal: ICAL.Component, master: ICAL.Component, item: LocalItem, w: Writing, oldTzid: string | null, now: Date): void {
  const uid = String(master.getFirstPropertyValue('uid') ?? '');
  const overrides = cal.getAllSubcomponents('vevent').filter(v => v.hasProperty('recurrence-id') && String(v.getFirstPropertyValue('uid') ?? '') === uid);
  const dayOf = (v: ICAL.Component) => {
    try {
      return dayIn(item.tzid, v.getFirstPropertyValue('recurrence-id') as ICAL.Time, v.getFirstProperty('recurrence-id'));
    } catch {
      return null;
    }
  };
  const used = new Set<ICAL.Component>();
  const length = lengthOf(master, item);
  for (const m of item.rrule ? item.moved : []) {
    const known = overrides.find(v => !used.has(v) && dayOf(v) === m.occurrence);
    if (known) used.add(known);
    // RECURRENCE-ID is the day's start under the series' rule as it is now (RFC 5545 3.8.4.4): a
    // series moved to another hour moves it too, or a phone would show that day twice.
    const rid = dayProperty('recurrence-id', startOf(item, m.occurrence, w));
    const ridSame = known?.getFirstProperty('recurrence-id')?.toICALString() === rid.toICALString();
    if (known && ridSame && sameOverride(known, m)) continue;
    const v = known ?? new ICAL.Component('vevent');
    if (!known) {
      v.updatePropertyWithValue('uid', uid);
      v.updatePropertyWithValue('sequence', 0);
      cal.addSubcomponent(v);
    }
    if (!ridSame) {
      v.removeAllProperties('recurrence-id');
      v.addProperty(rid);
    }
    const own: LocalItem = {...item, ...m, rrule: null, exdates: [], moved: [], tzid: m.time === null ? null : m.tzid};
    const mw = writingOf(cal, own, oldTzid, now);
    // How long the override lasted as the calendar wrote it, read before its start moves.
    const lasted = (known && lengthOf(known, own)) ?? length;
    const event = new ICAL.Event(v);
    const start = startOf(own, m.date, mw);
    event.startDate = start;
    v.removeAllProperties('duration');
    event.endDate = endOf(own, start, mw, lasted);
    event.summary = m.title;
    v.removeAllProperties('status');
    touch(v, now);
  }
  for (const v of overrides) {
    if (used.has(v)) continue;
    const day = dayOf(v);
    const offOnly = String(v.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED' && day !== null && item.exdates.includes(day);
    if (!offOnly || !item.rrule) cal.removeSubcomponent(v);
  }
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
  const w = write(vevent, item, now);
  writeOccurrences(cal, vevent, item, w, null, now);
  return cal.toString();
}

/**
 * The server's object `data` with its series (the VEVENT without RECURRENCE-ID) changed to `item`,
 * and its overrides to `item`'s occurrences moved apart.
 */
/**
 * The server's object with Magis's version of the item written over it. `ownTitle`: the title Magis
 * last sent (a checkup's server title that still says it is Magis's, and may be reworded).
 */
export function patchObject(data: string, uid: string, item: LocalItem, now: Date, ownTitle: string | null = null): string {
  const cal = new ICAL.Component(ICAL.parse(data) as unknown[]);
  for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  const master =
    cal.getAllSubcomponents('vevent').find(v => !v.hasProperty('recurrence-id') && String(v.getFirstPropertyValue('uid') ?? '') === uid) ??
    cal.getAllSubcomponents('vevent').find(v => !v.hasProperty('recurrence-id'));
  if (!master) return newObject(item, uid, now);
  const oldStart = master.getFirstProperty('dtstart');
  const oldTzid = oldStart ? ((oldStart.getParameter('tzid') as string | undefined) ?? null) : null;
  const w = write(master, item, now, ownTitle);
  writeOccurrences(cal, master, item, w, oldTzid, now);
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
