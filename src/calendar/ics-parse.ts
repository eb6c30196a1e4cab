import ICAL from 'ical.js';
import {MagisError} from '../config/errors.js';
import type {CheckupKind} from '../domain/checkup-kinds.js';
import type {EventKind, EventStatus} from '../domain/types.js';
import {ruleProblem} from '../time/recurrence.js';
import {addDays} from '../time/arithmetic.js';
import {localDay} from '../time/day.js';
import {ianaZone, localWall, userZone, wallIn, wallToInstant} from '../time/zone.js';
import {healthKindIn} from './health-words.js';

/**
 * An iCalendar file (a calendar app's export) read into what Magis keeps: health appointments as
 * checkups, everything else as agenda events with their RRULE. Pure: text in, records out. Parsing
 * is ical.js's (Mozilla's RFC 5545 library, no dependencies), including the file's own VTIMEZONEs.
 *
 * Zones: an event whose start names a zone Intl knows (TZID=America/New_York, or UTC) other than
 * the user's keeps it (`tzid`): its day, time and skipped days are that zone's wall clock, so its
 * rule repeats there (src/agenda/occurrences.ts places each occurrence on the user's clock). Any
 * other start — floating, all-day, in the user's zone, or in a zone only the file's VTIMEZONE
 * defines ("E. South America Standard Time") — is the user's wall clock, as before.
 */

export interface IcsEvent {
  uid: string;
  kind: EventKind;
  title: string;
  withNames: string[];
  /** YYYY-MM-DD of the (first) occurrence: the user's local day, or with `tzid` that zone's. */
  date: string;
  /** HH:MM, local or `tzid`'s as `date`; null for an all-day event. */
  time: string | null;
  /** RFC 5545 RRULE body ("FREQ=WEEKLY;BYDAY=SA"), null when it happens once. */
  rrule: string | null;
  status: EventStatus;
  /** Days the series skips (local, or `tzid`'s): its EXDATEs and the former days of its moved occurrences. */
  exdates: string[];
  /** The IANA zone its start is kept in, when not the user's; null: the user's wall clock. */
  tzid: string | null;
  /** The last day of an event over several days (DTEND, exclusive for a date, made inclusive), as `date`; null: one day. */
  endDate: string | null;
  /** The hour a timed span ends on `endDate`; null for whole days. */
  endTime: string | null;
  /** A moved occurrence (uid `UID#RECURRENCE-ID`): its series' UID and the series' day it stands for. */
  seriesUid?: string;
  occurrence?: string;
  /** What only Magis knew of it, written by a Magis that sent it (`magisOwn`); absent when renamed since. */
  own?: MagisOwn;
}

/**
 * What only Magis knows of an event — whose it is, with whom, its kind and context — as a Magis
 * that sent it wrote it in X-MAGIS-* properties, beside the SUMMARY it wrote then (X-MAGIS-SUMMARY).
 * A copy of the event that comes back (the local one lost, or another device of the family) rejoins
 * them; once someone renamed it elsewhere they may no longer hold, so a renamed event has none.
 */
export interface MagisOwn {
  owner: string | null;
  kind: EventKind | null;
  withNames: string[];
  context: 'work' | 'personal' | 'family' | null;
}

const OWN_KINDS: readonly string[] = ['meeting', 'call', 'deadline', 'class', 'trip', 'social', 'birthday', 'anniversary', 'other'];
const OWN_CONTEXTS: readonly string[] = ['work', 'personal', 'family'];
/** As many guests as an event takes at any entrance, each as long (assistant/tools/add-event.ts). */
const OWN_MAX_WITH = 50;
const OWN_MAX_NAME = 200;

/** Reads the X-MAGIS-* properties of `vevent` whose SUMMARY is still `summary`; else undefined. */
function magisOwn(vevent: ICAL.Component, summary: string): MagisOwn | undefined {
  const sent = vevent.getFirstPropertyValue('x-magis-summary');
  if (sent === null || String(sent).trim() !== summary) return undefined;
  const text = (name: string) => {
    const v = vevent.getFirstPropertyValue(name);
    return v === null ? null : String(v).trim() || null;
  };
  const kind = text('x-magis-kind');
  const context = text('x-magis-context');
  const owner = text('x-magis-owner');
  return {
    owner: owner && owner.length <= OWN_MAX_NAME ? owner : null,
    kind: kind && OWN_KINDS.includes(kind) ? (kind as EventKind) : null,
    withNames: vevent
      .getAllProperties('x-magis-with')
      .map(p => String(p.getFirstValue() ?? '').trim())
      .filter(n => n && n.length <= OWN_MAX_NAME)
      .slice(0, OWN_MAX_WITH),
    context: context && OWN_CONTEXTS.includes(context) ? (context as MagisOwn['context']) : null,
  };
}

interface IcsCheckup {
  uid: string;
  kind: CheckupKind;
  title: string;
  status: 'scheduled' | 'done';
  date: string;
  time: string | null;
  everyMonths: number | null;
}

export interface IcsCalendar {
  events: IcsEvent[];
  checkups: IcsCheckup[];
  /**
   * VEVENTs left out: no start, or an occurrence (RECURRENCE-ID) of a series that is not an event
   * here. A moved occurrence of an event is an event of its own (uid `UID#RECURRENCE-ID`) and its
   * former day one of the series' `exdates`; a cancelled one is only that exdate.
   */
  skipped: number;
  /** One sentence per event whose recurrence was refused (kept once, on its first day). */
  warnings: string[];
}

/** Event kinds from title words (PT/EN, accent-folded); the first match wins, else 'other'. */
const EVENT_WORDS: Array<[EventKind, RegExp]> = [
  ['birthday', /\b(aniversario|birthday|bday)\b/],
  ['anniversary', /\b(anniversary|bodas)\b/],
  ['deadline', /\b(deadline|prazo|entrega|due)\b/],
  ['call', /\b(call|ligacao|ligar|telefonema|chamada)\b/],
  ['meeting', /\b(meeting|reuniao|1:1|one-on-one|standup|stand-up|sync|review|entrevista|interview)\b/],
  ['class', /\b(aula|class|curso|course|lesson|treino|workshop|seminario)\b/],
  ['trip', /\b(voo|flight|viagem|trip|hotel|check-in|embarque)\b/],
  ['social', /\b(jantar|dinner|almoco|lunch|festa|party|churrasco|happy hour|cafe|coffee|drinks|show|cinema|casamento|wedding)\b/],
];

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function eventKind(title: string): EventKind {
  const t = fold(title);
  return EVENT_WORDS.find(([, re]) => re.test(t))?.[0] ?? 'other';
}

/** Months between recurrences of a monthly or yearly rule ("every 6 months" → 6), else null. */
function everyMonths(recur: ICAL.Recur | null): number | null {
  if (!recur) return null;
  const interval = recur.interval || 1;
  if (recur.freq === 'MONTHLY') return interval;
  if (recur.freq === 'YEARLY') return 12 * interval;
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An ICAL.Time's own day and time, as written (no zone applied). */
const wallOf = (t: ICAL.Time) => ({date: `${String(t.year).padStart(4, '0')}-${pad(t.month)}-${pad(t.day)}`, time: `${pad(t.hour)}:${pad(t.minute)}`});

/**
 * The IANA zone a timed value is written in: its property's TZID when Intl knows it ("UTC" for a
 * time in Z), else null (floating, or a zone only the file's VTIMEZONE defines).
 */
function zoneOf(t: ICAL.Time, prop: ICAL.Property | null | undefined): string | null {
  if (t.isDate) return null;
  if (t.zone === ICAL.Timezone.utcTimezone) return 'UTC';
  return ianaZone(prop?.getParameter('tzid') as string | undefined);
}

/**
 * The instant a timed value names: in its IANA zone by Intl (a file may name one without defining
 * it); else by ical.js (the file's VTIMEZONE, or this machine's clock for a floating time).
 */
function instantOf(t: ICAL.Time, zone: string | null): Date {
  if (!zone || zone === 'UTC') return t.toJSDate();
  const w = wallOf(t);
  return wallToInstant(zone, w.date, w.time);
}

/** A value as written in its property (DTSTART, DTEND…) on the user's clock: a date stays that date. */
export const onUserClock = (t: ICAL.Time, prop: ICAL.Property | null | undefined) => localWhen(t, zoneOf(t, prop));

/** Local day and time of an ICAL.Time: all-day dates stay on their day, timed ones move to the local zone. */
function localWhen(t: ICAL.Time, zone: string | null): {date: string; time: string | null} {
  if (t.isDate) return {date: wallOf(t).date, time: null};
  return localWall(instantOf(t, zone));
}

/**
 * Where an event's start is kept: in its own zone when that is one Intl knows and not the user's
 * (its wall clock as written, and the zone), else on the user's wall clock (no zone).
 */
function placed(t: ICAL.Time, prop: ICAL.Property | null | undefined): {date: string; time: string | null; tzid: string | null} {
  const zone = zoneOf(t, prop);
  if (zone && zone !== userZone()) return {...wallOf(t), tzid: zone};
  return {...localWhen(t, zone), tzid: null};
}

/** A skipped or replaced occurrence's day, in the series' zone (`tzid`), or on the user's clock. */
export function dayIn(tzid: string | null, t: ICAL.Time, prop: ICAL.Property | null | undefined): string {
  if (t.isDate) return wallOf(t).date;
  const at = instantOf(t, zoneOf(t, prop));
  return tzid ? wallIn(tzid, at).date : localDay(at);
}

/**
 * Where an event that starts at `start` (placed as `at`) ends, when that is on a later day: a date's
 * DTEND is the day after its last (RFC 5545 3.6.1), a time's is that instant, on the same clock as
 * the start (its zone's, or the user's). An end before the start, or on its day, is no span.
 */
function spanOf(event: ICAL.Event, at: {date: string; time: string | null; tzid: string | null}): {endDate: string | null; endTime: string | null} {
  const none = {endDate: null, endTime: null};
  let end: ICAL.Time | null;
  try {
    end = event.endDate;
  } catch {
    return none;
  }
  if (!end) return none;
  const start = event.startDate;
  if (start.isDate) {
    if (!end.isDate) return none;
    const last = addDays(wallOf(end).date, -1);
    return last > at.date ? {endDate: last, endTime: null} : none;
  }
  if (end.isDate) return none;
  // DTEND when written, else DURATION from DTSTART (whose zone the computed end keeps).
  const instant = instantOf(end, zoneOf(end, event.component.getFirstProperty('dtend') ?? event.component.getFirstProperty('dtstart')));
  const wall = at.tzid ? wallIn(at.tzid, instant) : localWall(instant);
  return wall.date > at.date ? {endDate: wall.date, endTime: wall.time} : none;
}

/** The last occurrence at or before `now`, or the first one when all are later (bounded: a rule may never end). */
function lastOccurrenceBy(event: ICAL.Event, zone: string | null, now: Date): ICAL.Time {
  const it = event.iterator();
  let last: ICAL.Time | null = null;
  // 1000 occurrences: a monthly rule over 80 years; enough for any checkup series a calendar holds.
  for (let i = 0, next = it.next(); next && i < 1000; i++, next = it.next()) {
    if (instantOf(next, zone) > now) break;
    last = next;
  }
  return last ?? event.startDate;
}

/**
 * Lengths a calendar's text is kept to: more than any real title or guest list, less than what
 * would make one row too large to export and import back (a 200 KB title did).
 */
const MAX_TITLE = 1000;
const MAX_ATTENDEES = 100;
const MAX_NAME = 200;

function attendees(vevent: ICAL.Component): string[] {
  return vevent
    .getAllProperties('attendee')
    .map(p =>
      String(p.getParameter('cn') ?? '')
        .trim()
        .slice(0, MAX_NAME),
    )
    .filter(Boolean)
    .slice(0, MAX_ATTENDEES);
}

/** Parses an .ics text; a file that is not iCalendar fails with one sentence naming it. */
export function parseIcs(text: string, now: Date, file = 'input'): IcsCalendar {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text.replace(/^\uFEFF/, '')) as unknown[]);
  } catch (error) {
    throw new MagisError(`${file} is not a valid iCalendar file (${String((error as Error).message).split('\n')[0]}); nothing was imported.`);
  }
  if (root.name !== 'vcalendar') throw new MagisError(`${file} is not an iCalendar file (no VCALENDAR); nothing was imported.`);
  try {
    return readCalendar(root, now);
  } catch (error) {
    if (error instanceof MagisError) throw new MagisError(`${file}: ${error.message}`);
    // ical.js's own words ("cannot relate exception to exceptions", "invalid date-time value") in one sentence.
    throw new MagisError(`${file} has an event that cannot be read (${String((error as Error).message).split('\n')[0]}); nothing was imported.`);
  }
}

/**
 * Bounds on a VTIMEZONE: ical.js expands each of its rules from the rule's start to five years past
 * the latest date it converts, all at once, with no limit — a rule repeating every second hung an
 * import and a cron sync (4.5 GB). A real zone changes offset a few times a year.
 */
const MAX_ZONE_CHANGES_PER_YEAR = 12;
const MAX_ZONE_RDATES = 1000;
const MAX_ZONE_PARTS = 200;
/**
 * The trial's wall-clock guard, for a rule whose single step spins inside ical.js: far above what an
 * honest zone takes on a loaded machine (a New York zone took over 250 ms under eight test workers on
 * two cores and was refused), far below what a hostile one would cost.
 */
const ZONE_CHECK_MS = 3000;

/** Why a VTIMEZONE would be too costly to expand, or null when it is a zone like any real one. */
function zoneProblem(tz: ICAL.Component): string | null {
  const parts = tz.getAllSubcomponents();
  if (parts.length > MAX_ZONE_PARTS) return `it has ${parts.length} parts`;
  const started = Date.now();
  for (const part of parts) {
    if (part.getAllProperties('rdate').length > MAX_ZONE_RDATES) return 'it lists too many changes';
    const rule = part.getFirstPropertyValue('rrule') as ICAL.Recur | null;
    const start = part.getFirstPropertyValue('dtstart') as ICAL.Time | null;
    if (!rule || !start) continue;
    if (rule.freq !== 'YEARLY' && rule.freq !== 'MONTHLY') return `its rule repeats ${String(rule.freq).toLowerCase()}`;
    // Counted, timed trial: the changes of a century from its start (what any date a user keeps needs).
    const until = start.year + 100;
    const it = rule.iterator(start);
    let n = 0;
    for (let next = it.next(); next && next.year <= until; next = it.next()) {
      if (++n > MAX_ZONE_CHANGES_PER_YEAR * 101 || Date.now() - started > ZONE_CHECK_MS) return 'its rule changes the offset more often than a zone does';
    }
  }
  return null;
}

function readCalendar(root: ICAL.Component, now: Date): IcsCalendar {
  for (const tz of root.getAllSubcomponents('vtimezone')) {
    const problem = zoneProblem(tz);
    if (problem) {
      // Refused before ical.js expands it: nothing of the file is read.
      throw new MagisError(`the time zone ${String(tz.getFirstPropertyValue('tzid') ?? '(no name)')} cannot be used (${problem}); nothing was imported.`);
    }
    ICAL.TimezoneService.register(tz);
  }
  const out: IcsCalendar = {events: [], checkups: [], skipped: 0, warnings: []};
  const series = new Map<string, IcsEvent>();
  const vevents = root.getAllSubcomponents('vevent');
  // ical.js relates each event to its moved occurrences by scanning every VEVENT of the file when
  // none are given: quadratic (20,000 events took 71 s). They are grouped by UID once instead.
  const exceptions = new Map<string, ICAL.Component[]>();
  for (const v of vevents) {
    if (!v.hasProperty('recurrence-id')) continue;
    const uid = String(v.getFirstPropertyValue('uid') ?? '');
    exceptions.set(uid, [...(exceptions.get(uid) ?? []), v]);
  }
  for (const vevent of vevents) {
    try {
      readEvent(vevent, exceptions, series, out, now);
    } catch {
      // One event another program wrote badly (a date ical.js cannot read, a zone it does not know)
      // is skipped and named; the rest of the calendar is imported.
      out.skipped++;
      out.warnings.push(`${nameOf(vevent)}: its date or repetition could not be read, so it was skipped.`);
    }
  }
  for (const [uid, list] of exceptions) {
    for (const v of list) {
      const master = series.get(uid);
      if (!master) {
        out.skipped++;
        continue;
      }
      try {
        out.events.push(...occurrenceOf(master, v));
      } catch {
        out.skipped++;
        out.warnings.push(`${nameOf(v)}: a changed occurrence whose date could not be read, so it was skipped.`);
      }
    }
  }
  return out;
}

/** How a warning names an event: its title and UID as the file has them. */
function nameOf(vevent: ICAL.Component): string {
  const read = (p: string) => {
    try {
      return String(vevent.getFirstPropertyValue(p) ?? '').trim();
    } catch {
      return '';
    }
  };
  const title = read('summary');
  const uid = read('uid');
  return title ? `"${title}"${uid ? ` (UID ${uid})` : ''}` : uid ? `The event with UID ${uid}` : 'An event with no title or UID';
}

/**
 * Whether a DTSTART as written is a real day and hour: ical.js quietly rolls "20261399T250000"
 * over into another date, which would put a broken event on a day nobody chose.
 */
function validStart(vevent: ICAL.Component): boolean {
  const raw = vevent.getFirstProperty('dtstart')?.toICALString() ?? '';
  const m = /:(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2}))?/.exec(raw);
  if (!m) return true; // no value to check here; ical.js decides
  const [y, mo, d, h = '0', mi = '0', sec = '0'] = m.slice(1).map(x => x ?? '0');
  const days = new Date(Date.UTC(Number(y), Number(mo), 0)).getUTCDate();
  return Number(mo) >= 1 && Number(mo) <= 12 && Number(d) >= 1 && Number(d) <= days && Number(h) < 24 && Number(mi) < 60 && Number(sec) < 61;
}

function readEvent(vevent: ICAL.Component, exceptions: Map<string, ICAL.Component[]>, series: Map<string, IcsEvent>, out: IcsCalendar, now: Date): void {
  if (!validStart(vevent)) throw new Error('invalid start');
  const own = vevent.hasProperty('recurrence-id') ? undefined : exceptions.get(String(vevent.getFirstPropertyValue('uid') ?? ''));
  const event = new ICAL.Event(vevent, {exceptions: own ?? []});
  if (event.isRecurrenceException()) return; // read with its series, below
  if (!event.startDate) {
    out.skipped++;
    out.warnings.push(`${nameOf(vevent)}: it has no start date, so it was skipped.`);
    return;
  }
  const summary = (event.summary ?? '').trim();
  const title = summary.slice(0, MAX_TITLE) || '(no title)';
  if (summary.length > MAX_TITLE) out.warnings.push(`"${title.slice(0, 60)}…": its title is over ${MAX_TITLE} characters, so it was cut there.`);
  const uid = (event.uid ?? '').trim() || `${title}|${event.startDate.toString()}`;
  const startProp = vevent.getFirstProperty('dtstart');
  const zone = zoneOf(event.startDate, startProp);
  let recur = vevent.getFirstPropertyValue('rrule') as ICAL.Recur | null;
  const problem = recur ? ruleProblem(recur.toString()) : null;
  if (problem) {
    // "Every second since 2020" is no plan anyone keeps, and expanding it is an attack: the
    // event stays, once, and the user is told why its repetition was dropped.
    out.warnings.push(`"${title}" (${localWhen(event.startDate, zone).date}): ${problem}, so it was kept once, on its first day.`);
    recur = null;
  }
  const cancelled = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';
  const health = healthKindIn(`${title} ${event.description ?? ''}`);
  const months = everyMonths(recur);
  // An event Magis sent as an event says so (X-MAGIS-*): it comes back as one, whatever its words.
  const magis = magisOwn(vevent, summary);
  // A health visit that happens once, or every few months, is a checkup (reminders count from it);
  // weekly therapy and the like stay events so their recurrence is kept.
  if (health && !cancelled && (!recur || months) && !magis) {
    const start = recur ? lastOccurrenceBy(event, zone, now) : event.startDate;
    const when = localWhen(start, zone);
    const today = localDay(now);
    // An all-day visit today is still ahead; a timed one is done once its hour has passed.
    const upcoming = when.date > today || (when.date === today && (when.time === null || instantOf(start, zone) >= now));
    out.checkups.push({uid, kind: health, title, status: upcoming ? 'scheduled' : 'done', ...when, everyMonths: months});
    return;
  }
  const start = placed(event.startDate, startProp);
  const ev: IcsEvent = {
    uid,
    kind: magis?.kind ?? eventKind(title),
    title,
    withNames: magis?.withNames.length ? magis.withNames : attendees(vevent),
    ...start,
    rrule: recur ? recur.toString() : null,
    status: cancelled ? 'cancelled' : 'scheduled',
    exdates: recur ? exdatesOf(vevent, start.tzid) : [],
    ...spanOf(event, start),
    ...(magis ? {own: magis} : {}),
  };
  out.events.push(ev);
  if (recur) series.set(uid, ev);
}

/** The days of a VEVENT's EXDATEs (each property may list several), in the series' zone or local. */
function exdatesOf(vevent: ICAL.Component, tzid: string | null): string[] {
  const days = vevent.getAllProperties('exdate').flatMap(p => (p.getValues() as ICAL.Time[]).map(t => dayIn(tzid, t, p)));
  return [...new Set(days)];
}

/**
 * One occurrence of `master` a calendar moved or cancelled (a VEVENT with its RECURRENCE-ID): the
 * series skips its former day, and a moved one is an event of its own on its new day.
 */
function occurrenceOf(master: IcsEvent, v: ICAL.Component): IcsEvent[] {
  const rid = v.getFirstPropertyValue('recurrence-id') as ICAL.Time;
  const former = dayIn(master.tzid, rid, v.getFirstProperty('recurrence-id'));
  if (!master.exdates.includes(former)) master.exdates.push(former);
  const start = v.getFirstPropertyValue('dtstart') as ICAL.Time | null;
  if (!start || String(v.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') return [];
  const title =
    String(v.getFirstPropertyValue('summary') ?? '')
      .trim()
      .slice(0, MAX_TITLE) || master.title;
  const names = attendees(v);
  const at = placed(start, v.getFirstProperty('dtstart'));
  return [
    {
      ...master,
      uid: `${master.uid}#${rid.toString()}`,
      title,
      withNames: names.length ? names : master.withNames,
      ...at,
      rrule: null,
      status: 'scheduled',
      exdates: [],
      ...spanOf(new ICAL.Event(v), at),
      seriesUid: master.uid,
      occurrence: former,
    },
  ];
}
