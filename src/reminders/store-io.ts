/**
 * The one reminders module that touches the database: reads checkups, tasks, profile and
 * reminder state; records notifications, snoozes and acknowledgements.
 */
import {cachedStatement, type DB, writeTx} from '../store/db.js';
import type {ReminderState} from './notify-rule.js';
import type {BirthdayInput, CheckupEvent, EventInput, PersonInfo, ReminderInput, TaskRecord} from './types.js';

/**
 * Rows as arrays, through SQLite's own JSON: `json_group_array(json_array(…) ORDER BY …)` and one
 * JSON.parse. better-sqlite3 turns each value into a JavaScript value with a native call (~0.4 µs
 * a value); for the few hundred rows of a family's history that was ~2 ms of every cron run, and
 * the JSON road takes a quarter of it (bench/RESULTS.md, "Start-up, third pass").
 */
function jsonRows<T extends unknown[]>(db: DB, sql: string): T[] {
  return JSON.parse(cachedStatement(db, sql).pluck().get() as string) as T[];
}

type EntityRow = [id: number, kind: string, name: string, gender: 'female' | 'male' | null, unnamed: number, age: number | null, ageAsOf: string | null, birthday: string | null, relation: string | null];

export interface LoadOptions {
  /**
   * The texts the records came from, which the rules read only to choose each item's language:
   * not needed (nor read) when the caller gives one language for every item.
   */
  sourceText?: boolean;
}

/** Everything the due rules read. */
export function loadReminderInput(db: DB, opts: LoadOptions = {}): ReminderInput {
  const withText = opts.sourceText !== false;
  const people = new Map<number, PersonInfo>();
  const birthdays: BirthdayInput[] = [];
  for (const [id, kind, name, gender, unnamed, age, ageAsOf, birthday, relation] of jsonRows<EntityRow>(db,
    'SELECT json_group_array(json_array(id, kind, name, gender, unnamed, age, age_as_of, birthday, relation) ORDER BY id) FROM entities')) {
    const person: PersonInfo = {id, name, gender, unnamed: unnamed === 1, age, ageAsOf};
    people.set(id, person);
    if (kind === 'person' && birthday !== null) birthdays.push({birthday, relation, person});
  }
  const personOf = (id: number | null) => (id === null ? null : people.get(id) ?? null);
  const text = (alias: string) => (withText ? `(SELECT content FROM memories WHERE id = ${alias}.source_memory_id)` : 'NULL');

  const checkups = jsonRows<[number, string, CheckupEvent['status'], string | null, string | null, number | null, string | null, string, number | null, string | null]>(db,
    `SELECT json_group_array(json_array(c.id, c.kind, c.status, c.date, c.time, c.every_months, c.provider, c.created_at, c.entity_id, ${text('c')})
       ORDER BY c.created_at, c.id) FROM checkups c`)
    .map(([id, kind, status, date, time, everyMonths, provider, createdAt, entity, sourceText]): CheckupEvent =>
      ({id, kind, status, date, time, everyMonths, provider, createdAt, sourceText, person: personOf(entity)}));
  const tasks = jsonRows<[number, string, string, string, number | null, string | null]>(db,
    `SELECT json_group_array(json_array(t.id, t.description, t.due, t.created_at, t.entity_id, ${text('t')}) ORDER BY t.due, t.id)
       FROM tasks t WHERE t.status = 'open' AND t.due IS NOT NULL`)
    .filter(r => /^\d{4}-\d{2}-\d{2}$/.test(r[2]))
    .map(([id, description, due, createdAt, entity, sourceText]): TaskRecord => ({id, description, due, createdAt, sourceText, person: personOf(entity)}));
  const profile = Object.fromEntries((cachedStatement(db, 'SELECT key, value FROM profile').all() as Array<{key: string; value: string}>).map(r => [r.key, r.value]));
  // A birthday event of someone whose birthday is on their record is that birthday: reminded once.
  const events = jsonRows<[number, string, string, string, string | null, string | null, EventInput['status'], number | null, string | null]>(db,
    `SELECT json_group_array(json_array(ev.id, ev.kind, ev.title, ev.date, ev.time, ev.rrule, ev.status, ev.entity_id, ${text('ev')}) ORDER BY ev.date, ev.id)
       FROM events ev LEFT JOIN entities e ON e.id = ev.entity_id
      WHERE ev.status = 'scheduled' AND ev.date IS NOT NULL AND NOT (ev.kind = 'birthday' AND e.birthday IS NOT NULL)`)
    .map(([id, kind, title, date, time, rrule, status, entity, sourceText]): EventInput => ({id, kind, title, date, time, rrule, status, sourceText, person: personOf(entity)}));
  return {checkups, tasks, profile, events, birthdays};
}

/** Every item's notification, snooze and acknowledgement, by item id. */
export function loadStates(db: DB): Map<string, ReminderState> {
  const rows = jsonRows<[string, string | null, string | null, string | null]>(db,
    'SELECT json_group_array(json_array(item_key, last_notified, snoozed_until, acknowledged_at)) FROM reminder_state');
  return new Map(rows.map(([itemKey, lastNotified, snoozedUntil, acknowledgedAt]) => [itemKey, {itemKey, lastNotified, snoozedUntil, acknowledgedAt}]));
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
