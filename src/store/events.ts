/**
 * Event rows (meetings, calls, deadlines, classes, trips, social, birthdays, anniversaries) and
 * people's birthdays. Events keep the memory they were learned from; `entity_id` NULL is the user.
 * Dates are the user's wall-clock days (YYYY-MM-DD) and times (HH:MM), except for a calendar event
 * kept in its own zone (`tzid`, migration 013): its day and time are that zone's, placed on the
 * user's clock by src/agenda/occurrences.ts. `rrule` is an RFC 5545 RRULE body, expanded by
 * src/time/recurrence.ts.
 */
import type {EventRecord} from '../domain/records.js';
import type {Context, EventKind, EventStatus, ExtractedEvent} from '../domain/types.js';
import {ruleProblem} from '../time/recurrence.js';
import {localDay} from '../time/day.js';
import type {DB} from './db.js';

export interface EventRow extends EventRecord {
  externalUid: string | null;
  sourceMemoryId: number | null;
  createdAt: string;
}

export interface NewEvent {
  entityId: number | null;
  kind: EventKind;
  title: string;
  with?: string[];
  date: string | null;
  /** The last day of a span (a trip), inclusive. */
  endDate?: string | null;
  /** The hour a timed span ends on its last day (HH:MM); null for a span of whole days. */
  endTime?: string | null;
  time: string | null;
  rrule: string | null;
  status?: EventStatus;
  context?: Context;
  /** Another calendar's UID (an .ics import): the same UID again updates the row. */
  externalUid?: string | null;
  sourceMemoryId?: number | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "9:00" → "09:00"; anything that is not a time of day → null. */
function clock(time: string | null | undefined): string | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time?.trim() ?? '');
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  return `${m[1]!.padStart(2, '0')}:${m[2]}`;
}

/**
 * Stores one event and returns its id and whether it is new. An external UID already stored is
 * updated in place (re-importing a calendar adds nothing); otherwise the same person, kind, day,
 * time, recurrence and title (case aside) is the same event said again.
 *
 * A recurrence Magis refuses everywhere (time/recurrence.ts `ruleProblem`: more often than daily,
 * an absurd interval) is not stored, whatever path brought it (the chat's model, a tool): the event
 * is kept once, as an import keeps it. Callers that can refuse outright (MCP add_event) check first.
 */
export function insertEvent(db: DB, input: NewEvent, at: string): {id: number; added: boolean} {
  const e = input.rrule && ruleProblem(input.rrule) ? {...input, rrule: null} : input;
  const values = [e.entityId, e.kind, e.title.trim(), JSON.stringify(e.with ?? []), e.date, e.time, e.rrule, e.status ?? 'scheduled', e.context ?? 'personal'];
  if (e.externalUid) {
    const known = db.prepare('SELECT id FROM events WHERE external_uid = ?').pluck().get(e.externalUid) as number | undefined;
    if (known !== undefined) {
      db.prepare(`UPDATE events SET entity_id = ?, kind = ?, title = ?, with_names = ?, date = ?, time = ?, rrule = ?, status = ?, context = ?, updated_at = ?
          WHERE id = ?`).run(...values, at, known);
      return {id: known, added: false};
    }
  } else {
    const dup = db
      .prepare(`SELECT id FROM events WHERE entity_id IS ? AND kind = ? AND lower(title) = lower(?) AND date IS ? AND time IS ? AND rrule IS ?
        AND status != 'cancelled' LIMIT 1`)
      .pluck()
      .get(e.entityId, e.kind, e.title.trim(), e.date, e.time, e.rrule) as number | undefined;
    if (dup !== undefined) return {id: dup, added: false};
  }
  const endDate = e.endDate && DAY.test(e.endDate) && e.date && e.endDate > e.date ? e.endDate : null;
  const endTime = endDate && e.time ? clock(e.endTime) : null;
  const info = db
    .prepare(`INSERT INTO events (entity_id, kind, title, with_names, date, time, rrule, status, context, external_uid, source_memory_id, created_at, updated_at, end_date, end_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(...values, e.externalUid ?? null, e.sourceMemoryId ?? null, at, at, endDate, endTime);
  return {id: Number(info.lastInsertRowid), added: true};
}

interface RawEvent extends Omit<EventRow, 'with' | 'exdates' | 'tzid' | 'endDate' | 'endTime' | 'seriesId' | 'occurrence'> {
  withNames: string;
  exdatesJson: string | null;
  tzid: string | null;
  endDate: string | null;
  endTime: string | null;
  seriesId: number | null;
  occurrence: string | null;
}

/** Every event (cancelled ones too: callers decide), oldest first. */
export function listEvents(db: DB): EventRow[] {
  return (
    db
      .prepare(`SELECT ev.id, ev.entity_id AS entityId, coalesce(e.name, 'user') AS person, ev.kind, ev.title, ev.with_names AS withNames,
        ev.date, ev.time, ev.rrule, ev.status, ev.context, ev.exdates AS exdatesJson, ev.tzid, ev.end_date AS endDate, ev.end_time AS endTime,
        ev.series_id AS seriesId, ev.occurrence, ev.external_uid AS externalUid, ev.source_memory_id AS sourceMemoryId, ev.created_at AS createdAt
      FROM events ev LEFT JOIN entities e ON e.id = ev.entity_id ORDER BY ev.created_at, ev.id`)
      .all() as RawEvent[]
  ).map(({withNames, exdatesJson, tzid, endDate, endTime, seriesId, occurrence, ...r}) => ({
    ...r,
    with: parseNames(withNames),
    ...(exdatesJson ? {exdates: parseNames(exdatesJson)} : {}),
    ...(tzid ? {tzid} : {}),
    ...(endDate && r.date && endDate > r.date ? {endDate, ...(endTime && r.time ? {endTime} : {})} : {}),
    ...(seriesId !== null && occurrence ? {seriesId, occurrence} : {}),
  }));
}

function parseNames(text: string): string[] {
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Every event as the agenda and the timeline read it: the record, without the row's bookkeeping. */
export function listEventRecords(db: DB): EventRecord[] {
  return listEvents(db).map(({externalUid: _u, sourceMemoryId: _s, createdAt: _c, ...e}) => e);
}

/** One event by id. */
export function getEvent(db: DB, id: number): EventRow | undefined {
  return listEvents(db).find(e => e.id === id);
}

/** Marks an event done or cancelled (a one-off event acknowledged with `magis remind done`). */
/**
 * One day of a series off ("a natação de amanhã foi cancelada"): the day joins the event's
 * exdates, which the agenda, reminders and calendars skip. False when it was already off.
 */
export function skipOccurrence(db: DB, id: number, day: string, at: string): boolean {
  const row = db.prepare('SELECT exdates FROM events WHERE id = ?').get(id) as {exdates: string | null} | undefined;
  if (!row) return false;
  const days = row.exdates ? (JSON.parse(row.exdates) as string[]) : [];
  if (days.includes(day)) return false;
  db.prepare('UPDATE events SET exdates = ?, updated_at = ? WHERE id = ?').run(JSON.stringify([...days, day].sort()), at, id);
  return true;
}

/**
 * One day of a series moved ("a natação de amanhã passou pra sexta"): the series skips that day and a
 * one-off event, tied to it (`series_id`, `occurrence`), stands on the new day. Returns its id.
 */
export function moveOccurrence(db: DB, id: number, day: string, date: string, time: string | null, at: string): number | null {
  const row = db.prepare('SELECT entity_id AS entityId, kind, title, with_names AS withNames, time, context, source_memory_id AS sourceMemoryId FROM events WHERE id = ?').get(id) as
    | {entityId: number | null; kind: string; title: string; withNames: string; time: string | null; context: string; sourceMemoryId: number | null}
    | undefined;
  if (!row) return null;
  skipOccurrence(db, id, day, at);
  // That day moved before ("a natação de sexta passou pra sábado", then "pra domingo"): the same override moves again.
  const again = db.prepare("SELECT id FROM events WHERE series_id = ? AND occurrence = ? AND status != 'cancelled' ORDER BY id DESC LIMIT 1").pluck().get(id, day) as number | undefined;
  if (again !== undefined) {
    db.prepare('UPDATE events SET date = ?, time = ?, updated_at = ? WHERE id = ?').run(date, time ?? row.time, at, again);
    return again;
  }
  const info = db
    .prepare(`INSERT INTO events (entity_id, kind, title, with_names, date, time, rrule, status, context, source_memory_id, created_at, updated_at, series_id, occurrence)
      VALUES (?, ?, ?, ?, ?, ?, NULL, 'scheduled', ?, ?, ?, ?, ?, ?)`)
    .run(row.entityId, row.kind, row.title, row.withNames, date, time ?? row.time, row.context, row.sourceMemoryId, at, at, id, day);
  return Number(info.lastInsertRowid);
}

/** The one-off events standing for days of a series moved apart (`moveOccurrence`), still scheduled. */
export function movedOccurrences(db: DB, seriesId: number): number[] {
  return db.prepare("SELECT id FROM events WHERE series_id = ? AND status = 'scheduled'").pluck().all(seriesId) as number[];
}

/** People added to an event's company ("the swimming is both kids'"), each once. */
export function addEventCompanions(db: DB, id: number, names: readonly string[], at: string): void {
  const row = db.prepare('SELECT with_names AS w FROM events WHERE id = ?').get(id) as {w: string} | undefined;
  if (!row) return;
  const had = (() => {
    try {
      const v = JSON.parse(row.w) as unknown;
      return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
    } catch {
      return [];
    }
  })();
  const next = [...new Set([...had, ...names])];
  if (next.length !== had.length) db.prepare('UPDATE events SET with_names = ?, updated_at = ? WHERE id = ?').run(JSON.stringify(next), at, id);
}

export function setEventStatus(db: DB, id: number, status: EventStatus, at: string): boolean {
  return db.prepare('UPDATE events SET status = ?, updated_at = ? WHERE id = ?').run(status, at, id).changes > 0;
}

/** A person's birthday as vCard writes it: YYYY-MM-DD, or --MM-DD when the year is unknown. */
const BIRTHDAY = /^(?:\d{4}|-)-\d{2}-\d{2}$/;

/**
 * Sets a person's birthday. A day-and-month-only birthday never erases a known year for the same
 * day ("dia 3 de dezembro" after "nasceu em 3/12/1960").
 */
function setBirthday(db: DB, entityId: number, birthday: string): void {
  if (!BIRTHDAY.test(birthday)) return;
  const old = db.prepare('SELECT birthday FROM entities WHERE id = ?').pluck().get(entityId) as string | null | undefined;
  if (old && birthday.startsWith('--') && old.slice(-5) === birthday.slice(-5)) return;
  db.prepare('UPDATE entities SET birthday = ? WHERE id = ?').run(birthday, entityId);
}

/** People with a birthday: who, and in which context. */
export function birthdays(db: DB): Array<{entityId: number; person: string; birthday: string; context: Context; gender: 'female' | 'male' | null; unnamed: boolean}> {
  return (
    db
      .prepare(`SELECT id AS entityId, name AS person, birthday, context, gender, unnamed FROM entities
      WHERE kind = 'person' AND birthday IS NOT NULL ORDER BY id`)
      .all() as Array<{entityId: number; person: string; birthday: string; context: Context; gender: 'female' | 'male' | null; unnamed: number}>
  )
    .filter(r => BIRTHDAY.test(r.birthday))
    .map(r => ({...r, unnamed: r.unnamed === 1}));
}

/**
 * Stores what understanding found as events in a kept message, linked to its memory: each event's
 * person (found by name, or created), and a birthday event's day also on its person
 * (`people --json` `birthday`, year unknown: --MM-DD). Dateless events are skipped: nothing could
 * place them on the agenda. Call inside learn's transaction; returns the new event ids.
 *
 * `personId` maps a people[].name to its entity id, creating the person when unknown (learn.ts
 * owns people): passed in, so this module does not import learn.ts and the cron path stays light.
 * From learn(): `learnEvents(db, memoryId, x, now, name => idOf(name) ?? upsertPerson(db, {name, gender: null, age: null, relation: null}, at))`.
 */
export function learnEvents(db: DB, memoryId: number | null, x: {events: ExtractedEvent[]; context: Context}, now: Date, personId: (name: string) => number): number[] {
  const at = now.toISOString();
  const added: number[] = [];
  for (const ev of x.events ?? []) {
    // "todo sábado" with no day named: the rule starts on the day it was said (rrule keeps only its Saturdays).
    const date = ev.date ?? (ev.rrule?.trim() && ev.kind !== 'birthday' && ev.kind !== 'anniversary' ? localDay(now) : null);
    if (!date || !DAY.test(date) || !ev.title?.trim()) continue;
    const who = !ev.person || ev.person === 'user' ? null : personId(ev.person);
    const yearly = ev.kind === 'birthday' || ev.kind === 'anniversary';
    const rrule = ev.rrule?.trim() || (yearly ? 'FREQ=YEARLY' : null);
    if (ev.kind === 'birthday' && who !== null) setBirthday(db, who, `--${date.slice(5)}`);
    // "a gente vai pra salvador em julho", then "comprei as passagens: 3 de julho, volta 17 de
    // julho": the trip said by its month gets its days, no second trip.
    const vague =
      ev.kind === 'trip' && ev.endDate
        ? (db
            .prepare(`SELECT id FROM events WHERE kind = 'trip' AND status = 'scheduled' AND end_date IS NULL AND lower(title) = lower(?) AND substr(date, 1, 7) = substr(?, 1, 7)`)
            .get(ev.title, date) as {id: number} | undefined)
        : undefined;
    if (vague) {
      db.prepare('UPDATE events SET date = ?, end_date = ?, updated_at = ? WHERE id = ?').run(date, ev.endDate, at, vague.id);
      continue;
    }
    const res = insertEvent(
      db,
      {
        entityId: who,
        kind: ev.kind,
        title: ev.title,
        with: ev.with ?? [],
        date,
        endDate: ev.endDate ?? null,
        endTime: ev.endTime ?? null,
        time: clock(ev.time),
        rrule,
        status: ev.status ?? 'scheduled',
        context: x.context,
        sourceMemoryId: memoryId,
      },
      at,
    );
    if (res.added) added.push(res.id);
  }
  return added;
}
