/**
 * The one reminders module that touches the database: reads checkups, tasks, profile and
 * reminder state; records notifications, snoozes and acknowledgements.
 */
import {statSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {cachedStatement, type DB, setMeta, writeTx} from '../store/db.js';
import {fold} from '../text/words.js';
import {genderByEnding} from '../text/gender.js';
import {parseDueCache, type DueCache} from './due-cache.js';
import type {ReminderState} from './notify-rule.js';
import type {BirthdayInput, CheckupEvent, EventInput, PersonInfo, ReminderInput, TaskRecord} from './types.js';

/**
 * Rows as arrays, through SQLite's own JSON: `json_group_array(json_array(…) ORDER BY …)` and one
 * JSON.parse. better-sqlite3 turns each value into a JavaScript value with a native call (~0.4 µs
 * a value); for the few hundred rows of a family's history that was ~2 ms of every cron run, and
 * the JSON road takes a quarter of it (bench/RESULTS.md, "Start-up, third pass").
 */
function jsonRows<T extends unknown[]>(db: DB, sql: string): T[] {
  // (Callers index the arrays: destructuring them goes through the iterator protocol, which cold,
  // interpreted code pays for at every element.)
  return JSON.parse(cachedStatement(db, sql).pluck().get() as string) as T[];
}

const firstWord = (text: string) => fold(text).split(/\s+/)[0] ?? '';

type EntityRow = [
  id: number,
  kind: string,
  name: string,
  gender: 'female' | 'male' | null,
  unnamed: number,
  age: number | null,
  ageAsOf: string | null,
  birthday: string | null,
  relation: string | null,
];

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
  for (const r of jsonRows<EntityRow>(db, 'SELECT json_group_array(json_array(id, kind, name, gender, unnamed, age, age_as_of, birthday, relation) ORDER BY id) FROM entities')) {
    const person: PersonInfo = {id: r[0], name: r[2], gender: r[3], unnamed: r[4] === 1, age: r[5], ageAsOf: r[6], birthday: r[7]};
    people.set(person.id, person);
    if (r[1] === 'person' && r[7] !== null) birthdays.push({birthday: r[7], relation: r[8], person});
  }
  const byName = new Map([...people.values()].map(p => [fold(p.name), p]));
  const firstNames = new Set([...people.values()].filter(p => !p.unnamed).map(p => firstWord(p.name)));
  const personOf = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  const text = (alias: string) => (withText ? `(SELECT content FROM memories WHERE id = ${alias}.source_memory_id)` : 'NULL');

  const checkups = jsonRows<
    [number, string, CheckupEvent['status'], string | null, string | null, number | null, string | null, string, number | null, string | null, string | null, [string, string, string | null] | null]
  >(
    db,
    `SELECT json_group_array(json_array(c.id, c.kind, c.status, c.date, c.time, c.every_months, c.provider, c.created_at, c.entity_id, ${text('c')}, c.label,
       json((SELECT json_array(b.date, b.kind, b.label) FROM checkups b WHERE b.id = c.before_id AND b.status = 'scheduled' AND b.date IS NOT NULL)))
       ORDER BY c.created_at, c.id) FROM checkups c`,
  ).map(
    (r): CheckupEvent => ({
      id: r[0],
      kind: r[1],
      status: r[2],
      date: r[3],
      time: r[4],
      everyMonths: r[5],
      provider: r[6],
      createdAt: r[7],
      sourceText: r[9],
      person: personOf(r[8]),
      ...(r[10] ? {label: r[10]} : {}),
      ...(r[11] ? {before: {date: r[11][0], kind: r[11][1], label: r[11][2]}} : {}),
    }),
  );
  checkups.push(...loadPetCare(db, text));
  const tasks = jsonRows<[number, string, string, string, number | null, string | null]>(
    db,
    `SELECT json_group_array(json_array(t.id, t.description, t.due, t.created_at, t.entity_id, ${text('t')}) ORDER BY t.due, t.id)
       FROM tasks t WHERE t.status = 'open' AND t.due IS NOT NULL`,
  )
    .filter(r => /^\d{4}-\d{2}-\d{2}$/.test(r[2]))
    .map((r): TaskRecord => ({id: r[0], description: r[1], due: r[2], createdAt: r[3], sourceText: r[5], person: personOf(r[4])}));
  const profile = Object.fromEntries((cachedStatement(db, 'SELECT key, value FROM profile').all() as Array<{key: string; value: string}>).map(r => [r.key, r.value]));
  // A birthday event of someone whose birthday is on their record is that birthday: reminded once.
  const events = jsonRows<
    [
      number,
      string,
      string,
      string,
      string | null,
      string | null,
      EventInput['status'],
      number | null,
      string | null,
      string | null,
      string | null,
      string | null,
      string | null,
      string | null,
      number | null,
      string | null,
    ]
  >(
    db,
    `SELECT json_group_array(json_array(ev.id, ev.kind, ev.title, ev.date, ev.time, ev.rrule, ev.status, ev.entity_id, ${text('ev')}, ev.exdates, ev.tzid, ev.with_names, ev.end_date,
        ev.end_time, ev.series_id, ev.occurrence) ORDER BY ev.date, ev.id)
       FROM events ev LEFT JOIN entities e ON e.id = ev.entity_id
      WHERE ev.status = 'scheduled' AND ev.date IS NOT NULL AND NOT (ev.kind = 'birthday' AND e.birthday IS NOT NULL)`,
  ).map(
    (r): EventInput => ({
      id: r[0],
      kind: r[1],
      title: r[2],
      date: r[3],
      time: r[4],
      rrule: r[5],
      status: r[6],
      sourceText: r[8],
      person: personOf(r[7]),
      ...(r[9] ? {exdates: JSON.parse(r[9]) as string[]} : {}),
      ...(r[10] ? {tzid: r[10]} : {}),
      ...(firstNames.has(firstWord(r[2])) ? {titleNamed: true} : {}),
      ...withPeople(r[11], byName),
      ...(r[12] && r[12] > r[3] ? {endDate: r[12], ...(r[13] && r[4] ? {endTime: r[13]} : {})} : {}),
      ...(r[14] !== null && r[15] ? {seriesId: r[14], occurrence: r[15]} : {}),
    }),
  );
  return {checkups, tasks, profile, events, birthdays};
}

/** The others in an event (`with_names`), as people when known (their gender says "a Manu", "o Leo"). */
function withPeople(json: string | null, byName: Map<string, PersonInfo>): {with?: PersonInfo[]} {
  const names = json ? (JSON.parse(json) as unknown[]).filter((n): n is string => typeof n === 'string' && n.trim() !== '') : [];
  if (!names.length) return {};
  return {with: names.map((n, i) => byName.get(fold(n)) ?? {id: -1 - i, name: n, gender: null, unnamed: false, age: null, ageAsOf: null})};
}

/**
 * A pet's vet visits and vaccines are reminded like anyone's checkups ("Hoje a Frida tem vacina às
 * 10h"). A pet stands as a person of negative id, so its items never share an id with a person's;
 * its gender is the one stored, else the one its name's ending says (text/gender.ts).
 */
function loadPetCare(db: DB, text: (alias: string) => string): CheckupEvent[] {
  return jsonRows<[number, number, string, string | null, string, CheckupEvent['status'], string | null, string | null, number | null, string, string | null]>(
    db,
    `SELECT json_group_array(json_array(c.id, p.id, p.name, p.gender, c.kind, c.status, c.date, c.time, c.every_months, c.created_at, ${text('c')}) ORDER BY c.created_at, c.id)
       FROM pet_care c JOIN pets p ON p.id = c.pet_id WHERE c.status IN ('needed', 'scheduled', 'done')`,
  ).map(r => ({
    id: -r[0],
    person: {id: -r[1], name: r[2], gender: r[3] === 'female' || r[3] === 'male' ? r[3] : genderByEnding(r[2]), unnamed: false, age: null, ageAsOf: null},
    kind: r[4],
    status: r[5],
    date: r[6],
    time: r[7],
    everyMonths: r[8],
    provider: null,
    createdAt: r[9],
    sourceText: r[10],
  }));
}

/** Every item's notification, snooze and acknowledgement, by item id. */
export function loadStates(db: DB): Map<string, ReminderState> {
  const rows = jsonRows<[string, string | null, string | null, string | null, string | null, number | null]>(
    db,
    'SELECT json_group_array(json_array(item_key, last_notified, snoozed_until, acknowledged_at, first_notified, ref)) FROM reminder_state',
  );
  const states = new Map<string, ReminderState>();
  for (const r of rows) states.set(r[0], {itemKey: r[0], lastNotified: r[1], snoozedUntil: r[2], acknowledgedAt: r[3], firstNotified: r[4], ref: r[5]});
  return states;
}

/** The counter of changes to the rules' inputs (migration 008) and the last full run's due list. */
export function readDueCache(db: DB): {inputs: string; cache: DueCache | null} {
  const rows = cachedStatement(db, "SELECT key, value FROM meta WHERE key IN ('reminder_inputs', 'reminder_due_cache')").all() as Array<{key: string; value: string}>;
  const value = (key: string) => rows.find(r => r.key === key)?.value;
  // Pets' care has no trigger on the counter (migration 008 predates it): its rows' fingerprint is part of the inputs.
  const pets = cachedStatement(
    db,
    "SELECT count(*) || '.' || coalesce(sum(id * 31 + length(status || coalesce(date, '') || coalesce(time, ''))), 0) || '.' || coalesce(max(created_at), '') FROM pet_care",
  )
    .pluck()
    .get() as string;
  return {inputs: `${String(value('reminder_inputs') ?? '')}|${pets}`, cache: parseDueCache(value('reminder_due_cache'))};
}

export function writeDueCache(db: DB, cache: DueCache): void {
  setMeta(db, 'reminder_due_cache', JSON.stringify(cache));
}

/**
 * The code that plans: size and modification time of the file it runs from (the fast-path bundle,
 * or this module's build), so a cache never outlives the rules that made it. Read once.
 */
let code: string | undefined;
export function codeIdentity(): string {
  if (code === undefined) {
    try {
      const s = statSync(fileURLToPath(import.meta.url));
      code = `${s.size}:${s.mtimeMs}`;
    } catch {
      code = `unknown:${Date.now()}`; // never matches a later run: no cache
    }
  }
  return code;
}

/** Records that these items were shown at `now` (one transaction); the first time is kept too. */
export function markNotified(db: DB, ids: string[], now: Date): void {
  const stmt = db.prepare(`INSERT INTO reminder_state (item_key, last_notified, first_notified) VALUES (?, ?, ?)
      ON CONFLICT(item_key) DO UPDATE SET last_notified = excluded.last_notified, first_notified = coalesce(first_notified, excluded.first_notified)`);
  writeTx(db, () => {
    for (const id of ids) stmt.run(id, now.toISOString(), now.toISOString());
  });
}

/** A number shown within this many days is not given to another item. */
const REF_KEEP_DAYS = 7;

/**
 * The short number of each item to print (`magis remind done 2`): the one it already has, unless
 * another due item holds it too; else the smallest that no due item holds and no line printed in
 * the last week carried. Kept in reminder_state, so this morning's "2" is still 2 at noon.
 */
export function assignRefs(db: DB, shown: string[], due: string[], states: Map<string, ReminderState>, now: Date): Map<string, number> {
  const refs = new Map<string, number>();
  const taken = new Set<number>();
  const dueNow = new Set(due);
  const recent = now.getTime() - REF_KEEP_DAYS * 86_400_000;
  for (const st of states.values()) {
    if (st.ref !== null && st.lastNotified && new Date(st.lastNotified).getTime() >= recent && !dueNow.has(st.itemKey)) taken.add(st.ref);
  }
  for (const id of due) {
    const ref = states.get(id)?.ref ?? null;
    if (ref !== null && !taken.has(ref)) {
      taken.add(ref);
      refs.set(id, ref);
    }
  }
  const fresh = shown.filter(id => !refs.has(id));
  if (!fresh.length) return new Map(shown.map(id => [id, refs.get(id)!]));
  const stmt = db.prepare(`INSERT INTO reminder_state (item_key, ref) VALUES (?, ?) ON CONFLICT(item_key) DO UPDATE SET ref = excluded.ref`);
  let next = 1;
  writeTx(db, () => {
    for (const id of fresh) {
      while (taken.has(next)) next++;
      taken.add(next);
      refs.set(id, next);
      stmt.run(id, next);
    }
  });
  return new Map(shown.map(id => [id, refs.get(id)!]));
}

/** The item ids that carried the number `ref`, the most recently shown first. */
export function idsWithRef(db: DB, ref: number): string[] {
  return db.prepare('SELECT item_key FROM reminder_state WHERE ref = ? ORDER BY last_notified DESC').pluck().all(ref) as string[];
}

export function snoozeItem(db: DB, id: string, until: Date): void {
  db.prepare(`INSERT INTO reminder_state (item_key, snoozed_until) VALUES (?, ?)
      ON CONFLICT(item_key) DO UPDATE SET snoozed_until = excluded.snoozed_until`).run(id, until.toISOString());
}

export function acknowledgeItem(db: DB, id: string, now: Date): void {
  db.prepare(`INSERT INTO reminder_state (item_key, acknowledged_at) VALUES (?, ?)
      ON CONFLICT(item_key) DO UPDATE SET acknowledged_at = excluded.acknowledged_at`).run(id, now.toISOString());
}
