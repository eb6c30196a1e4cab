/**
 * The one reminders module that touches the database: reads checkups, tasks, profile and
 * reminder state; records notifications, snoozes and acknowledgements.
 */
import {type DB, writeTx} from '../store/db.js';
import type {ReminderState} from './notify-rule.js';
import type {BirthdayInput, CheckupEvent, EventInput, PersonInfo, ReminderInput, TaskRecord} from './types.js';

interface PersonCols {
  pid: number | null;
  pname: string | null;
  pgender: 'female' | 'male' | null;
  punnamed: number | null;
  page: number | null;
  pageAsOf: string | null;
}

const PERSON_COLS = 'e.id AS pid, e.name AS pname, e.gender AS pgender, e.unnamed AS punnamed, e.age AS page, e.age_as_of AS pageAsOf';

const person = (r: PersonCols): PersonInfo | null =>
  r.pid === null ? null : {id: r.pid, name: r.pname!, gender: r.pgender, unnamed: r.punnamed === 1, age: r.page, ageAsOf: r.pageAsOf};

/** Everything the due rules read, in five queries. */
export function loadReminderInput(db: DB): ReminderInput {
  const checkups = (db.prepare(`SELECT c.id, c.kind, c.status, c.date, c.time, c.every_months AS everyMonths, c.provider, c.created_at AS createdAt,
        m.content AS sourceText, ${PERSON_COLS}
      FROM checkups c LEFT JOIN entities e ON e.id = c.entity_id LEFT JOIN memories m ON m.id = c.source_memory_id
      ORDER BY c.created_at, c.id`).all() as Array<Omit<CheckupEvent, 'person'> & PersonCols>)
    .map(r => ({id: r.id, kind: r.kind, status: r.status, date: r.date, time: r.time, everyMonths: r.everyMonths, provider: r.provider,
      createdAt: r.createdAt, sourceText: r.sourceText, person: person(r)}));
  const tasks = (db.prepare(`SELECT t.id, t.description, t.due, t.created_at AS createdAt, m.content AS sourceText, ${PERSON_COLS}
      FROM tasks t LEFT JOIN entities e ON e.id = t.entity_id LEFT JOIN memories m ON m.id = t.source_memory_id
      WHERE t.status = 'open' AND t.due IS NOT NULL ORDER BY t.due, t.id`).all() as Array<Omit<TaskRecord, 'person'> & PersonCols>)
    .filter(r => /^\d{4}-\d{2}-\d{2}$/.test(r.due))
    .map(r => ({id: r.id, description: r.description, due: r.due, createdAt: r.createdAt, sourceText: r.sourceText, person: person(r)}));
  const profile = Object.fromEntries((db.prepare('SELECT key, value FROM profile').all() as Array<{key: string; value: string}>).map(r => [r.key, r.value]));
  const birthdays = (db.prepare(`SELECT e.birthday, e.relation, ${PERSON_COLS} FROM entities e
      WHERE e.kind = 'person' AND e.birthday IS NOT NULL ORDER BY e.id`).all() as Array<{birthday: string; relation: string | null} & PersonCols>)
    .map(r => ({birthday: r.birthday, relation: r.relation, person: person(r)!})) satisfies BirthdayInput[];
  // A birthday event of someone whose birthday is on their record is that birthday: reminded once.
  const events = (db.prepare(`SELECT ev.id, ev.kind, ev.title, ev.date, ev.time, ev.rrule, ev.status, m.content AS sourceText, ${PERSON_COLS}
      FROM events ev LEFT JOIN entities e ON e.id = ev.entity_id LEFT JOIN memories m ON m.id = ev.source_memory_id
      WHERE ev.status = 'scheduled' AND ev.date IS NOT NULL AND NOT (ev.kind = 'birthday' AND e.birthday IS NOT NULL)
      ORDER BY ev.date, ev.id`).all() as Array<Omit<EventInput, 'person'> & PersonCols>)
    .map(r => ({id: r.id, kind: r.kind, title: r.title, date: r.date, time: r.time, rrule: r.rrule, status: r.status, sourceText: r.sourceText, person: person(r)}));
  return {checkups, tasks, profile, events, birthdays};
}

export function loadStates(db: DB): Map<string, ReminderState> {
  const rows = db.prepare(`SELECT item_key AS itemKey, last_notified AS lastNotified, snoozed_until AS snoozedUntil, acknowledged_at AS acknowledgedAt
      FROM reminder_state`).all() as ReminderState[];
  return new Map(rows.map(r => [r.itemKey, r]));
}

/** Records that these items were shown at `now` (one transaction). */
export function markNotified(db: DB, ids: string[], now: Date): void {
  const stmt = db.prepare(`INSERT INTO reminder_state (item_key, last_notified) VALUES (?, ?)
      ON CONFLICT(item_key) DO UPDATE SET last_notified = excluded.last_notified`);
  writeTx(db, () => {
    for (const id of ids) stmt.run(id, now.toISOString());
  });
}

export function snoozeItem(db: DB, id: string, until: Date): void {
  db.prepare(`INSERT INTO reminder_state (item_key, snoozed_until) VALUES (?, ?)
      ON CONFLICT(item_key) DO UPDATE SET snoozed_until = excluded.snoozed_until`).run(id, until.toISOString());
}

export function acknowledgeItem(db: DB, id: string, now: Date): void {
  db.prepare(`INSERT INTO reminder_state (item_key, acknowledged_at) VALUES (?, ?)
      ON CONFLICT(item_key) DO UPDATE SET acknowledged_at = excluded.acknowledged_at`).run(id, now.toISOString());
}
