/**
 * Two records that are one person: "minha filha" (kinship only) and "Clara", once the user says
 * "o nome dela é Clara" or "a clara é minha filha". Everything the other record holds moves to the
 * one kept — aliases, relationship edges, checkups, events, tasks, memory links — and the other goes.
 */
import type {DB} from './db.js';
import {nameKey} from './learn.js';
import {indexMemory} from './memories.js';

interface Row {
  id: number;
  name: string;
  unnamed: number;
  gender: string | null;
  age: number | null;
  age_as_of: string | null;
  relation: string | null;
  birthday: string | null;
  first_seen: string;
  last_mentioned: string;
}

const row = (db: DB, id: number) =>
  db.prepare('SELECT id, name, unnamed, gender, age, age_as_of, relation, birthday, first_seen, last_mentioned FROM entities WHERE id = ?').get(id) as Row | undefined;

/**
 * Merges `otherId` into `keepId`. The kept record keeps its own values and gains those it lacks
 * (gender, age, relation, birthday); a kinship-only record's word becomes an alias. Call in a transaction.
 */
export function mergePeople(db: DB, keepId: number, otherId: number): void {
  if (keepId === otherId) return;
  const keep = row(db, keepId);
  const other = row(db, otherId);
  if (!keep || !other) return;
  db.prepare(`UPDATE entities SET gender = coalesce(gender, ?), age = coalesce(age, ?), age_as_of = CASE WHEN age IS NULL THEN ? ELSE age_as_of END,
      relation = coalesce(relation, ?), birthday = coalesce(birthday, ?), first_seen = min(first_seen, ?), last_mentioned = max(last_mentioned, ?) WHERE id = ?`).run(
    other.gender,
    other.age,
    other.age_as_of,
    other.relation,
    other.birthday,
    other.first_seen,
    other.last_mentioned,
    keepId,
  );
  db.prepare('INSERT OR IGNORE INTO entity_aliases (entity_id, alias, alias_key) SELECT ?, alias, alias_key FROM entity_aliases WHERE entity_id = ?').run(keepId, otherId);
  const key = nameKey(other.name);
  if (key) db.prepare('INSERT OR IGNORE INTO entity_aliases (entity_id, alias, alias_key) VALUES (?, ?, ?)').run(keepId, other.name, key);
  // Edges: the other's edges become the kept one's, unless the kept one already has the same open edge.
  const edges = db.prepare('SELECT id, subject_id AS s, relation, object_id AS o FROM relationships WHERE (subject_id = ? OR object_id = ?) AND valid_to IS NULL').all(otherId, otherId) as Array<{
    id: number;
    s: number;
    relation: string;
    o: number | null;
  }>;
  for (const e of edges) {
    const s = e.s === otherId ? keepId : e.s;
    const o = e.o === otherId ? keepId : e.o;
    const twin = db.prepare('SELECT 1 FROM relationships WHERE subject_id = ? AND object_id IS ? AND relation = ? AND valid_to IS NULL AND id != ?').get(s, o, e.relation, e.id);
    if (twin || s === o) db.prepare('DELETE FROM relationships WHERE id = ?').run(e.id);
    else db.prepare('UPDATE relationships SET subject_id = ?, object_id = ? WHERE id = ?').run(s, o, e.id);
  }
  db.prepare('UPDATE relationships SET subject_id = ? WHERE subject_id = ?').run(keepId, otherId);
  db.prepare('UPDATE relationships SET object_id = ? WHERE object_id = ?').run(keepId, otherId);
  for (const table of ['checkups', 'events', 'tasks']) db.prepare(`UPDATE ${table} SET entity_id = ? WHERE entity_id = ?`).run(keepId, otherId);
  const memories = db.prepare('SELECT memory_id FROM memory_entities WHERE entity_id = ?').pluck().all(otherId) as number[];
  db.prepare('INSERT OR IGNORE INTO memory_entities (memory_id, entity_id) SELECT memory_id, ? FROM memory_entities WHERE entity_id = ?').run(keepId, otherId);
  moveReminderStates(db, otherId, keepId);
  db.prepare('DELETE FROM entities WHERE id = ?').run(otherId);
  for (const m of memories) indexMemory(db, m);
}

/**
 * A merged-away person's reminder states ("dentist-p3-…": said, snoozed, done) become the kept
 * record's, as their checkups and events do, so a reminder said this morning is not said again
 * under the kept name; a state the kept record already has for the same item stays.
 */
export function moveReminderStates(db: DB, fromId: number, toId: number): void {
  // Made here as text: a number bound into SQL is a REAL, and '-p' || 3 is '-p3.0'.
  const from = `-p${fromId}-`;
  const to = `-p${toId}-`;
  db.prepare(`UPDATE reminder_state SET item_key = replace(item_key, ?, ?) WHERE instr(item_key, ?) > 0
      AND replace(item_key, ?, ?) NOT IN (SELECT item_key FROM reminder_state)`).run(from, to, from, from, to);
}

/**
 * Gives a kinship-only person their name ("o nome dela é Clara"). When someone of that name is
 * already known, the two are one person and merge (the named record is kept). Returns the id kept.
 */
export function namePerson(db: DB, id: number, name: string, findByName: (name: string) => {id: number} | undefined): number {
  const known = findByName(name);
  if (known && known.id !== id) {
    mergePeople(db, known.id, id);
    return known.id;
  }
  const current = row(db, id);
  if (!current) return id;
  const key = nameKey(name);
  if (current.unnamed) db.prepare('INSERT OR IGNORE INTO entity_aliases (entity_id, alias, alias_key) VALUES (?, ?, ?)').run(id, current.name, nameKey(current.name));
  db.prepare('UPDATE entities SET name = ?, name_key = ?, unnamed = 0 WHERE id = ?').run(name, key, id);
  db.prepare('INSERT OR IGNORE INTO entity_aliases (entity_id, alias, alias_key) VALUES (?, ?, ?)').run(id, name, key);
  for (const m of db.prepare('SELECT memory_id FROM memory_entities WHERE entity_id = ?').pluck().all(id) as number[]) indexMemory(db, m);
  return id;
}
