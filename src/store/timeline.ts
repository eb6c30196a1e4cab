/**
 * What `magis timeline` reads: the rows of a window of local days — checkups, events, tasks done,
 * birthdays, the people — and each week's most important memories. Reads only; the rules that
 * place them on days are in src/agenda/timeline.ts.
 */
import type {EventRecord} from '../domain/records.js';
import type {CheckupStatus, Context} from '../domain/types.js';
import type {DB} from './db.js';
import {birthdays, listEventRecords} from './events.js';
import {nameKey} from './learn.js';
import {localWeekStart} from '../time/day.js';

/** A person as the timeline names them. */
export interface TimelinePerson {
  id: number;
  name: string;
  aliases: string[];
  relation: string | null;
  gender: 'female' | 'male' | null;
  unnamed: boolean;
}

/** A checkup row, any status (the rules decide which bookings still stand). */
interface TimelineCheckup {
  id: number;
  entityId: number | null;
  person: string;
  gender: 'female' | 'male' | null;
  unnamed: boolean;
  kind: string;
  /** What a visit of no specialty is ("cirurgia de catarata"): its title when set. */
  label?: string | null;
  status: CheckupStatus;
  date: string | null;
  time: string | null;
  context: Context;
  /** ISO instant it was learned. */
  createdAt: string;
  /** 'day', 'week' or 'month': how precise the stated date was. */
  datePrecision: string;
}

/** A vet visit or vaccine of one of the user's animals (pets and pet_care, migration 009). */
interface PetCareRow {
  id: number;
  pet: string;
  kind: string;
  status: 'scheduled' | 'done';
  date: string | null;
  time: string | null;
  createdAt: string;
}

interface DoneTask {
  id: number;
  description: string;
  /** ISO instant it was closed. */
  doneAt: string;
  entityId: number | null;
  context: Context;
}

/** One of a week's most important memories. */
export interface WeekMemory {
  id: number;
  /** The Monday (local YYYY-MM-DD) of its ISO week. */
  week: string;
  content: string;
  importance: number;
  occurredAt: string;
  context: Context;
  type: string;
  /** Ids of the people linked to it. */
  people: number[];
}

export interface TimelineRows {
  people: TimelinePerson[];
  checkups: TimelineCheckup[];
  events: EventRecord[];
  birthdays: ReturnType<typeof birthdays>;
  doneTasks: DoneTask[];
  memories: WeekMemory[];
  /** Absent in rows built by hand for a store without pets. */
  petCare?: PetCareRow[];
}

export interface TimelineQuery {
  /** Local days, both inclusive. */
  from: string;
  to: string;
  /** ISO instants bounding the same days (local midnight of `from`, of the day after `to`). */
  fromInstant: string;
  untilInstant: string;
  personId?: number;
  /** One animal's history: its care only (memories are linked to people, not to pets). */
  petOnly?: boolean;
  context?: Context;
  /** How many memories per week (the most important first). */
  perWeek: number;
}

/**
 * Everything the timeline rules read for one window. People, checkups, events and birthdays are
 * small tables read whole (the rules decide what falls in the window: bookings replaced later,
 * recurrences); tasks and memories, which grow, are read for the window only, through indexes.
 */
export function timelineRows(db: DB, q: TimelineQuery): TimelineRows {
  const people = (
    db
      .prepare(`SELECT e.id, e.name, e.relation, e.gender, e.unnamed,
        (SELECT json_group_array(alias) FROM entity_aliases a WHERE a.entity_id = e.id) AS aliases
      FROM entities e WHERE e.kind = 'person' ORDER BY e.id`)
      .all() as Array<Omit<TimelinePerson, 'aliases' | 'unnamed'> & {aliases: string; unnamed: number}>
  ).map(p => ({...p, unnamed: p.unnamed === 1, aliases: JSON.parse(p.aliases) as string[]}));
  const checkups = (
    db
      .prepare(`SELECT c.id, c.entity_id AS entityId, coalesce(e.name, 'user') AS person, e.gender, coalesce(e.unnamed, 0) AS unnamed,
        c.kind, c.label, c.status, c.date, c.time, coalesce(m.context, e.context, 'personal') AS context, c.created_at AS createdAt, c.date_precision AS datePrecision
      FROM checkups c LEFT JOIN entities e ON e.id = c.entity_id LEFT JOIN memories m ON m.id = c.source_memory_id
      ORDER BY c.created_at, c.id`)
      .all() as Array<Omit<TimelineCheckup, 'unnamed'> & {unnamed: number}>
  ).map(r => ({...r, unnamed: r.unnamed === 1}));
  const events = listEventRecords(db);
  const doneTasks = db
    .prepare(`SELECT t.id, t.description, t.done_at AS doneAt, t.entity_id AS entityId, coalesce(m.context, e.context, 'personal') AS context
      FROM tasks t LEFT JOIN entities e ON e.id = t.entity_id LEFT JOIN memories m ON m.id = t.source_memory_id
      WHERE t.status = 'done' AND t.done_at >= ? AND t.done_at < ? ORDER BY t.done_at, t.id`)
    .all(q.fromInstant, q.untilInstant) as DoneTask[];
  const petCare = db
    .prepare(`SELECT pc.id, p.name AS pet, pc.kind, pc.status, pc.date, pc.time, pc.created_at AS createdAt
      FROM pet_care pc JOIN pets p ON p.id = pc.pet_id WHERE pc.status IN ('scheduled', 'done') ORDER BY pc.created_at, pc.id`)
    .all() as PetCareRow[];
  return {people, checkups, events, birthdays: birthdays(db), doneTasks, memories: q.petOnly ? [] : weekMemories(db, q), petCare};
}

/**
 * The `perWeek` most important memories of each local ISO week (Monday to Sunday) in the window,
 * with their people. A memory that is the source of a checkup, event, task or pet's care is left out: the
 * timeline shows that item itself. Active memories only (the archive is a summary's business).
 *
 * The ranking runs here rather than in SQL: a week computed by SQLite's 'localtime' costs a time
 * zone lookup per row (75 ms for the 4,000 memories of four weeks at 100k), JavaScript's local
 * calendar a few microseconds; only the chosen memories' text and people are read.
 */
function weekMemories(db: DB, q: TimelineQuery): WeekMemory[] {
  const filters: string[] = [];
  const args: unknown[] = [q.fromInstant, q.untilInstant];
  if (q.context) {
    filters.push('AND m.context = ?');
    args.push(q.context);
  }
  if (q.personId !== undefined) {
    filters.push('AND m.id IN (SELECT memory_id FROM memory_entities WHERE entity_id = ?)');
    args.push(q.personId);
  }
  const candidates = db
    .prepare(`SELECT m.id, m.importance, m.occurred_at AS occurredAt FROM memories m
      WHERE m.occurred_at >= ? AND m.occurred_at < ? AND m.archived_in IS NULL ${filters.join(' ')}
        -- A list SQLite builds once (no index on source_memory_id: a probe per memory would scan each table).
        AND m.id NOT IN (SELECT source_memory_id FROM checkups WHERE source_memory_id IS NOT NULL
          UNION SELECT source_memory_id FROM events WHERE source_memory_id IS NOT NULL
          UNION SELECT source_memory_id FROM tasks WHERE source_memory_id IS NOT NULL
          UNION SELECT source_memory_id FROM pet_care WHERE source_memory_id IS NOT NULL)`)
    .raw()
    .all(...args) as Array<[number, number, string]>;
  const byWeek = new Map<string, Array<[number, number, string]>>();
  for (const c of candidates) {
    const week = localWeekStart(c[2]);
    const list = byWeek.get(week);
    if (list) list.push(c);
    else byWeek.set(week, [c]);
  }
  const chosen = new Map<number, string>();
  for (const [week, list] of byWeek) {
    list.sort((a, b) => b[1] - a[1] || b[2].localeCompare(a[2]) || b[0] - a[0]);
    for (const c of list.slice(0, q.perWeek)) chosen.set(c[0], week);
  }
  if (!chosen.size) return [];
  const rows = db
    .prepare(`SELECT m.id, m.content, m.importance, m.occurred_at AS occurredAt, m.context, m.type,
        (SELECT json_group_array(entity_id) FROM memory_entities me WHERE me.memory_id = m.id) AS people
      FROM memories m WHERE m.id IN (SELECT value FROM json_each(?))`)
    .all(JSON.stringify([...chosen.keys()])) as Array<Omit<WeekMemory, 'people' | 'week'> & {people: string}>;
  return rows
    .map(r => ({...r, week: chosen.get(r.id)!, people: JSON.parse(r.people) as number[]}))
    .sort((a, b) => a.week.localeCompare(b.week) || b.importance - a.importance || b.occurredAt.localeCompare(a.occurredAt) || b.id - a.id);
}

/** The user's animal called `name` (its name as stored), or null. */
export function petNamed(db: DB, name: string): string | null {
  return (db.prepare('SELECT name FROM pets WHERE name_key = ?').pluck().get(nameKey(name)) as string | undefined) ?? null;
}
