/**
 * The things a message can act on — booked checkups and coming events — with whom they belong
 * to, read for the world moves (cancel, move) to ground "o dentista do davi", "tomorrow's lunch".
 * And the few writes those moves make. Every change goes through the world journal's triggers.
 * Days and times here are the user's wall clock, also for an event kept in its own zone (tzid).
 */
import {fromLocal, toLocal} from '../time/zone.js';
import {type DB, writeTx} from './db.js';
import {learnedPhrases, scrubRestated} from './forget-memory.js';

export interface WorldItem {
  table: 'checkups' | 'events';
  id: number;
  /** A checkup kind or an event kind. */
  kind: string;
  /** An event's title; a checkup's label ("knee replacement"), else null. */
  title: string | null;
  withNames: string[];
  personId: number | null;
  person: string | null;
  gender: 'female' | 'male' | null;
  relation: string | null;
  unnamed: boolean;
  date: string | null;
  time: string | null;
  rrule: string | null;
}

/**
 * Booked checkups and scheduled events from `fromDay` on (recurring events always). Birthdays and
 * anniversaries only with `yearly`: a correction may move one ("é no domingo, não no sábado"), nothing
 * else acts on them.
 */
export function openItems(db: DB, fromDay: string, opts: {yearly?: boolean} = {}): WorldItem[] {
  const checkups = db
    .prepare(`SELECT 'checkups' AS tbl, c.id, c.kind, c.label AS title, '[]' AS withNames, c.entity_id AS personId, e.name AS person, e.gender,
        e.relation, coalesce(e.unnamed, 0) AS unnamed, c.date, c.time, NULL AS rrule
      FROM checkups c LEFT JOIN entities e ON e.id = c.entity_id WHERE c.status = 'scheduled' AND c.date >= ?`)
    .all(fromDay);
  const events = db
    .prepare(`SELECT 'events' AS tbl, v.id, v.kind, v.title, v.with_names AS withNames, v.entity_id AS personId, e.name AS person, e.gender,
        e.relation, coalesce(e.unnamed, 0) AS unnamed, v.date, v.time, v.rrule, v.tzid
      FROM events v LEFT JOIN entities e ON e.id = v.entity_id
      WHERE v.status = 'scheduled' AND (? OR v.kind NOT IN ('birthday', 'anniversary')) AND (v.rrule IS NOT NULL OR v.date >= ?)`)
    .all(opts.yearly ? 1 : 0, fromDay);
  return ([...checkups, ...events] as Array<Record<string, unknown>>).map(r => ({
    table: r.tbl as WorldItem['table'],
    id: r.id as number,
    kind: r.kind as string,
    title: r.title as string | null,
    withNames: JSON.parse((r.withNames as string) || '[]') as string[],
    personId: r.personId as number | null,
    person: r.person as string | null,
    gender: r.gender as WorldItem['gender'],
    relation: r.relation as string | null,
    unnamed: r.unnamed === 1,
    ...(r.date ? toLocal(r.tzid as string | null, r.date as string, r.time as string | null) : {date: null, time: r.time as string | null}),
    rrule: r.rrule as string | null,
  }));
}

/** Checkups still to book (a need, no day yet): what a booking said without its kind may be. */
export function openNeeds(db: DB): WorldItem[] {
  const rows = db
    .prepare(`SELECT c.id, c.kind, c.label AS title, c.entity_id AS personId, e.name AS person, e.gender, e.relation, coalesce(e.unnamed, 0) AS unnamed
      FROM checkups c LEFT JOIN entities e ON e.id = c.entity_id WHERE c.status = 'needed'`)
    .all() as Array<Omit<WorldItem, 'table' | 'withNames' | 'unnamed' | 'date' | 'time' | 'rrule'> & {unnamed: number}>;
  return rows.map(r => ({...r, table: 'checkups', withNames: [], unnamed: r.unnamed === 1, date: null, time: null, rrule: null}));
}

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const weekdayOf = (day: string) => WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]!;

/** A booking cancelled: an event keeps its row as cancelled; a checkup booking is no longer there. */
export function cancelItem(db: DB, item: Pick<WorldItem, 'table' | 'id'>, at: string): void {
  if (item.table === 'events') db.prepare("UPDATE events SET status = 'cancelled', updated_at = ? WHERE id = ?").run(at, item.id);
  else db.prepare('DELETE FROM checkups WHERE id = ?').run(item.id);
}

/**
 * A booking moved to another day and time (the user's wall clock); a weekly rule follows to the new
 * weekday, and a span's last day by as many days. An event kept in its own zone stays in it, at
 * the same instant written in that zone (its weekday there); moved to a whole day, it is the user's day.
 */
export function moveItem(db: DB, item: Pick<WorldItem, 'table' | 'id'>, date: string, time: string | null, rrule: string | null, at: string): void {
  if (item.table === 'checkups') {
    db.prepare('UPDATE checkups SET date = ?, time = ? WHERE id = ?').run(date, time, item.id);
    return;
  }
  const tzid = time === null ? null : ((db.prepare('SELECT tzid FROM events WHERE id = ?').pluck().get(item.id) as string | null | undefined) ?? null);
  const there = fromLocal(tzid, date, time);
  const rule = rrule && there.date !== date ? rrule.replace(`BYDAY=${weekdayOf(date)}`, `BYDAY=${weekdayOf(there.date)}`) : rrule;
  // A span moves whole: its last day by as many days as its first (SET reads the row as it was).
  db.prepare(`UPDATE events SET date = @date, time = @time, rrule = coalesce(@rule, rrule), tzid = @tzid, updated_at = @at,
      end_date = CASE WHEN end_date IS NULL OR date IS NULL THEN end_date ELSE date(end_date, printf('%+d days', CAST(round(julianday(@date) - julianday(date)) AS INTEGER))) END
    WHERE id = @id`).run({date: there.date, time: there.time, rule, tzid, at, id: item.id});
}

export interface KnownPerson {
  id: number;
  name: string;
  gender: 'female' | 'male' | null;
  relation: string | null;
  unnamed: boolean;
  aliases: string[];
}

/** Everyone a message may name, with their aliases, for grounding. */
export function knownPeople(db: DB): KnownPerson[] {
  const rows = db
    .prepare(`SELECT e.id, e.name, e.gender, e.relation, coalesce(e.unnamed, 0) AS unnamed,
        (SELECT json_group_array(a.alias) FROM entity_aliases a WHERE a.entity_id = e.id) AS aliases
      FROM entities e WHERE e.kind = 'person' ORDER BY e.last_mentioned DESC`)
    .all() as Array<Omit<KnownPerson, 'unnamed' | 'aliases'> & {unnamed: number; aliases: string}>;
  return rows.map(r => ({...r, unnamed: r.unnamed === 1, aliases: JSON.parse(r.aliases) as string[]}));
}

/** The open checkups (needed or booked) of a kind that belong to someone, for whose a visit is. */
export function othersCheckups(db: DB, kind: string): Array<{personId: number; person: string; status: 'needed' | 'scheduled'; date: string | null}> {
  return db
    .prepare(`SELECT c.entity_id AS personId, e.name AS person, c.status, c.date FROM checkups c JOIN entities e ON e.id = c.entity_id
      WHERE c.kind = ? AND c.status IN ('needed', 'scheduled') AND coalesce(e.unnamed, 0) = 0`)
    .all(kind) as Array<{personId: number; person: string; status: 'needed' | 'scheduled'; date: string | null}>;
}

/** Whether the user has an open checkup of that kind (then a visit without a name may be theirs). */
export function userHasOpen(db: DB, kind: string): boolean {
  return !!db.prepare("SELECT 1 FROM checkups WHERE entity_id IS NULL AND kind = ? AND status IN ('needed', 'scheduled')").get(kind);
}

/** Whether a row of an agenda table still exists (an id typed by hand may name nothing). */
export function itemExists(db: DB, table: 'checkups' | 'events' | 'tasks', id: number): boolean {
  return !!db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id);
}

/** The item's row as a world item (checkups and events), for saying it back. */
export function worldItem(db: DB, table: 'checkups' | 'events', id: number): WorldItem | null {
  const all = openItems(db, '0000-00-00');
  return all.find(i => i.table === table && i.id === id) ?? null;
}

/** A row gone from the agenda for good (`agenda delete`): recorded by the journal, so undoable. */
export function deleteItem(db: DB, table: 'checkups' | 'events' | 'tasks', id: number): void {
  db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(id);
}

/** A task's due day moved (`agenda move` of a task). */
export function moveTaskDue(db: DB, id: number, due: string): void {
  db.prepare('UPDATE tasks SET due = ? WHERE id = ?').run(due, id);
}

export interface PersonCheckup {
  id: number;
  kind: string;
  status: 'needed' | 'scheduled' | 'done';
  date: string | null;
  time: string | null;
}

/** A person's checkups in the order `magis people NAME` numbers them (the same as `people --json`). */
export function personCheckups(db: DB, entityId: number): PersonCheckup[] {
  return db.prepare('SELECT id, kind, status, date, time FROM checkups WHERE entity_id = ? ORDER BY coalesce(date, created_at), id').all(entityId) as PersonCheckup[];
}

/** A needed checkup booked: it keeps its row (and what it was needed for), now with its day and hour. */
export function bookNeed(db: DB, id: number, date: string | null, time: string | null, label: string | null): void {
  db.prepare("UPDATE checkups SET status = 'scheduled', date = ?, time = ?, label = coalesce(?, label) WHERE id = ?").run(date, time, label, id);
}

/** A checkup marked done on a day (`people checkup NAME N done`). */
export function checkupDone(db: DB, id: number, day: string): void {
  db.prepare("UPDATE checkups SET status = 'done', date = ? WHERE id = ?").run(day, id);
}

/** What memories taught that is still in the world: checkups, events, tasks and pet care made from them. */
export function learnedFrom(db: DB, memoryIds: number[]): {checkups: number; events: number; tasks: number; petCare: number} {
  const list = JSON.stringify(memoryIds);
  const n = (table: string) => db.prepare(`SELECT count(*) FROM ${table} WHERE source_memory_id IN (SELECT value FROM json_each(?))`).pluck().get(list) as number;
  return {checkups: n('checkups'), events: n('events'), tasks: n('tasks'), petCare: n('pet_care')};
}

/**
 * Removes what `learnedFrom` counts (before the memories go: their ids are the link), and every
 * sentence of the conversation that restated it (a later answer "a Bia tem psiquiatra na terça").
 */
export function forgetLearned(db: DB, memoryIds: number[]): void {
  const list = JSON.stringify(memoryIds);
  writeTx(db, () => {
    scrubRestated(db, learnedPhrases(db, memoryIds));
    for (const table of ['checkups', 'events', 'tasks', 'pet_care']) db.prepare(`DELETE FROM ${table} WHERE source_memory_id IN (SELECT value FROM json_each(?))`).run(list);
  });
}

/** The user's own open checkups (needed or booked) of a kind: what a reminder of theirs is about. */
export function userOpenCheckups(db: DB, kind: string): Array<{id: number; entityId: number | null; kind: string; date: string | null; time: string | null; status: string}> {
  return db.prepare("SELECT id, entity_id AS entityId, kind, date, time, status FROM checkups WHERE entity_id IS NULL AND kind = ? AND status IN ('needed', 'scheduled')").all(kind) as never;
}

/** The hour of someone's ('user' or a name) latest checkup of a kind that has one: what "same time" repeats. */
export function lastCheckupTime(db: DB, person: string, kind: string): string | null {
  const row =
    person === 'user'
      ? db.prepare('SELECT time FROM checkups WHERE entity_id IS NULL AND kind = ? AND time IS NOT NULL ORDER BY coalesce(date, created_at) DESC, id DESC LIMIT 1').get(kind)
      : db
          .prepare(`SELECT c.time FROM checkups c JOIN entities e ON e.id = c.entity_id WHERE e.name = ? COLLATE NOCASE AND c.kind = ? AND c.time IS NOT NULL
        ORDER BY coalesce(c.date, c.created_at) DESC, c.id DESC LIMIT 1`)
          .get(person, kind);
  return (row as {time: string} | undefined)?.time ?? null;
}

/** Bookings (anyone's) from one day to another, with their doctor: what a visit told by the doctor's name was. */
export function bookingsBetween(db: DB, from: string, to: string): Array<{id: number; kind: string; label: string | null; provider: string | null; person: string | null; date: string}> {
  return db
    .prepare(`SELECT c.id, c.kind, c.label, c.provider, e.name AS person, c.date FROM checkups c LEFT JOIN entities e ON e.id = c.entity_id
      WHERE c.status = 'scheduled' AND c.date BETWEEN ? AND ? ORDER BY c.date`)
    .all(from, to) as Array<{id: number; kind: string; label: string | null; provider: string | null; person: string | null; date: string}>;
}
