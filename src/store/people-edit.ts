/**
 * The user's own corrections to who is who: find a person the way the user names them (with
 * near misses and ambiguity reported), edit, merge two records of one person, forget a person.
 * Every change is one transaction and leaves a line in `person_history`.
 */
import {editDistance} from '../text/edit-distance.js';
import {clearJournal} from './journal.js';
import {type DB, writeTx} from './db.js';
import {nameKey, setRelation} from './learn.js';
import {moveReminderStates} from './merge-people.js';
import {deleteMemories} from './memories.js';
import {purgeForgotten, scrubName} from './forget-memory.js';

export interface PersonRef {
  id: number;
  name: string;
  relation: string | null;
}

export type PersonLookup = {kind: 'one'; person: PersonRef} | {kind: 'none'; suggestions: string[]} | {kind: 'many'; candidates: PersonRef[]};

/** A near miss is at most this many edits away: one typo in a short name, two in a longer one. */
const nearMissLimit = (key: string) => (key.length <= 4 ? 1 : 2);

/**
 * The person the user means by NAME: an exact name or alias first; else the people whose name
 * holds it as a word ("joao" → "João Pedro"); several → ambiguous; none → near-miss suggestions.
 */
export function lookupPerson(db: DB, name: string): PersonLookup {
  const key = nameKey(name);
  if (!key) return {kind: 'none', suggestions: []};
  const rows = db.prepare(`SELECT id, name, name_key AS nameKey, relation FROM entities WHERE kind = 'person' ORDER BY id`).all() as Array<PersonRef & {nameKey: string}>;
  const aliases = db.prepare('SELECT entity_id AS id, alias_key AS key FROM entity_aliases').all() as Array<{id: number; key: string}>;
  const pick = (ids: Set<number>) => rows.filter(r => ids.has(r.id)).map(({nameKey: _k, ...r}) => r);
  const exact = new Set([...rows.filter(r => r.nameKey === key).map(r => r.id), ...aliases.filter(a => a.key === key).map(a => a.id)]);
  let found = pick(exact);
  if (found.length === 0) found = pick(new Set(rows.filter(r => r.nameKey.split(' ').includes(key)).map(r => r.id)));
  if (found.length === 1) return {kind: 'one', person: found[0]!};
  if (found.length > 1) return {kind: 'many', candidates: found};
  const limit = nearMissLimit(key);
  const scored = new Map<number, number>();
  const consider = (id: number, k: string) => {
    for (const candidate of [k, ...k.split(' ')]) {
      const d = editDistance(key, candidate, limit);
      if (d <= limit) scored.set(id, Math.min(scored.get(id) ?? d, d));
    }
  };
  for (const r of rows) consider(r.id, r.nameKey);
  for (const a of aliases) consider(a.id, a.key);
  const suggestions = [...scored.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => rows.find(r => r.id === id)!.name);
  return {kind: 'none', suggestions: [...new Set(suggestions)].slice(0, 3)};
}

/** One line of what the user did to a person, kept after the person is gone. */
function recordPersonHistory(db: DB, entityId: number | null, action: string, detail: unknown, at: string): void {
  db.prepare('INSERT INTO person_history (entity_id, action, detail, at) VALUES (?, ?, ?, ?)').run(entityId, action, JSON.stringify(detail), at);
}

/** What `people set` may change; undefined = leave as is. */
export interface PersonChanges {
  name?: string;
  relation?: string;
  age?: number;
  gender?: 'female' | 'male';
  birthday?: string;
}

/**
 * Edits the person (id) or, with id null, creates one called `name`. The relation to the user is
 * an edge: a new one closes the old (valid_to), so history stays true. Returns the person's id.
 */
export function setPerson(db: DB, id: number | null, name: string, changes: PersonChanges, at: string): number {
  return writeTx(db, () => {
    let pid = id;
    if (pid === null) {
      const info = db
        .prepare(`INSERT INTO entities (kind, name, name_key, unnamed, context, first_seen, last_mentioned)
          VALUES ('person', ?, ?, 0, 'personal', ?, ?)`)
        .run(name, nameKey(name), at, at);
      pid = Number(info.lastInsertRowid);
      db.prepare('INSERT OR IGNORE INTO entity_aliases (entity_id, alias, alias_key) VALUES (?, ?, ?)').run(pid, name, nameKey(name));
      recordPersonHistory(db, pid, 'created', {name}, at);
    }
    const before = db.prepare('SELECT name, relation, age, gender, birthday FROM entities WHERE id = ?').get(pid) as Record<string, unknown>;
    if (changes.name !== undefined && changes.name !== before.name) {
      db.prepare('INSERT OR IGNORE INTO entity_aliases (entity_id, alias, alias_key) VALUES (?, ?, ?)').run(pid, before.name, nameKey(String(before.name)));
      db.prepare('INSERT OR IGNORE INTO entity_aliases (entity_id, alias, alias_key) VALUES (?, ?, ?)').run(pid, changes.name, nameKey(changes.name));
      db.prepare('UPDATE entities SET name = ?, name_key = ?, unnamed = 0 WHERE id = ?').run(changes.name, nameKey(changes.name), pid);
    }
    if (changes.relation !== undefined && changes.relation !== before.relation) {
      db.prepare("UPDATE entities SET relation = ?, context = CASE WHEN context = 'personal' THEN 'family' ELSE context END WHERE id = ?").run(changes.relation, pid);
      setRelation(db, pid, changes.relation, null, at, null);
    }
    if (changes.age !== undefined) db.prepare('UPDATE entities SET age = ?, age_as_of = ? WHERE id = ?').run(changes.age, at, pid);
    if (changes.gender !== undefined) db.prepare('UPDATE entities SET gender = ? WHERE id = ?').run(changes.gender, pid);
    if (changes.birthday !== undefined) db.prepare('UPDATE entities SET birthday = ? WHERE id = ?').run(changes.birthday, pid);
    const changed = Object.fromEntries(
      Object.entries(changes)
        .filter(([k, v]) => v !== undefined && before[k] !== v)
        .map(([k, v]) => [k, {from: before[k] ?? null, to: v}]),
    );
    if (id !== null && Object.keys(changed).length) recordPersonHistory(db, pid, 'edited', changed, at);
    return pid;
  });
}

/**
 * Folds OTHER into KEEP: OTHER's name and aliases become KEEP's aliases; its relationships,
 * checkups, events, tasks and memory links move; facts KEEP lacks (gender, age, relation,
 * birthday) are taken from OTHER. OTHER is then removed. Each moved memory's history says so.
 */
export function mergePeople(db: DB, keepId: number, otherId: number, at: string): {memories: number} {
  return writeTx(db, () => {
    const keep = db.prepare('SELECT * FROM entities WHERE id = ?').get(keepId) as Record<string, unknown>;
    const other = db.prepare('SELECT * FROM entities WHERE id = ?').get(otherId) as Record<string, unknown>;
    const aliases = db.prepare('SELECT alias, alias_key AS key FROM entity_aliases WHERE entity_id = ?').all(otherId) as Array<{alias: string; key: string}>;
    for (const a of [{alias: String(other.name), key: String(other.name_key)}, ...aliases]) {
      if (a.key) db.prepare('INSERT OR IGNORE INTO entity_aliases (entity_id, alias, alias_key) VALUES (?, ?, ?)').run(keepId, a.alias, a.key);
    }
    for (const col of ['gender', 'age', 'age_as_of', 'relation', 'birthday', 'title'] as const) {
      if (keep[col] == null && other[col] != null) db.prepare(`UPDATE entities SET ${col} = ? WHERE id = ?`).run(other[col], keepId);
    }
    if (String(other.last_mentioned) > String(keep.last_mentioned)) db.prepare('UPDATE entities SET last_mentioned = ? WHERE id = ?').run(other.last_mentioned, keepId);
    // Edges between the two become meaningless (a person is not their own sister): close them.
    db.prepare('UPDATE relationships SET valid_to = coalesce(valid_to, ?) WHERE (subject_id = ? AND object_id = ?) OR (subject_id = ? AND object_id = ?)').run(at, keepId, otherId, otherId, keepId);
    db.prepare('UPDATE relationships SET subject_id = ? WHERE subject_id = ?').run(keepId, otherId);
    db.prepare('UPDATE relationships SET object_id = ? WHERE object_id = ?').run(keepId, otherId);
    // Two open edges of the same relation to the user now say the same thing twice: keep the older.
    db.prepare(`UPDATE relationships SET valid_to = ? WHERE subject_id = ? AND valid_to IS NULL AND id NOT IN (
        SELECT min(id) FROM relationships WHERE subject_id = ? AND valid_to IS NULL GROUP BY relation, object_id)`).run(at, keepId, keepId);
    for (const table of ['checkups', 'events', 'tasks']) db.prepare(`UPDATE ${table} SET entity_id = ? WHERE entity_id = ?`).run(keepId, otherId);
    const memoryIds = db.prepare('SELECT memory_id FROM memory_entities WHERE entity_id = ?').pluck().all(otherId) as number[];
    for (const mid of memoryIds) {
      db.prepare('INSERT OR IGNORE INTO memory_entities (memory_id, entity_id) VALUES (?, ?)').run(mid, keepId);
      db.prepare('INSERT INTO memory_history (memory_id, action, detail, at) VALUES (?, ?, ?, ?)').run(mid, 'person-merged', JSON.stringify({from: other.name, into: keep.name}), at);
    }
    moveReminderStates(db, otherId, keepId);
    db.prepare('DELETE FROM entities WHERE id = ?').run(otherId);
    recordPersonHistory(db, keepId, 'merged', {from: other.name, fromId: otherId, memories: memoryIds.length}, at);
    return {memories: memoryIds.length};
  });
}

/** What forgetting a person removed. */
export interface ForgetReport {
  relationships: number;
  checkups: number;
  events: number;
  memories: number;
}

/**
 * Forgets a person: their record, aliases, relationships (both ends), checkups, events and
 * reminder state. Memories that mention them stay (unlinked) unless `memories` is set, when they
 * are deleted like `memories delete` does — quoted text scrubbed from replies and summaries.
 */
export function forgetPerson(db: DB, id: number, opts: {memories: boolean}, at: string): ForgetReport {
  const report = writeTx(db, () => {
    const name = db.prepare('SELECT name FROM entities WHERE id = ?').pluck().get(id) as string;
    const count = (sql: string) => db.prepare(sql).pluck().get(id, id) as number;
    const report: ForgetReport = {
      relationships: count('SELECT count(*) FROM relationships WHERE subject_id = ? OR object_id = ?'),
      checkups: count('SELECT count(*) FROM checkups WHERE entity_id = ? OR entity_id = ?'),
      events: count('SELECT count(*) FROM events WHERE entity_id = ? OR entity_id = ?'),
      memories: 0,
    };
    if (opts.memories) {
      const mids = db.prepare('SELECT memory_id FROM memory_entities WHERE entity_id = ?').pluck().all(id) as number[];
      report.memories = deleteMemories(db, mids, at);
      scrubName(db, [name, ...(db.prepare('SELECT alias FROM entity_aliases WHERE entity_id = ?').pluck().all(id) as string[])]);
    }
    // Their reminders' states ("dentist-p3-…"); the key made as text, since a bound number is a REAL ('-p3.0-').
    db.prepare('DELETE FROM reminder_state WHERE instr(item_key, ?) > 0').run(`-p${id}-`);
    // Foreign keys cascade: aliases, relationships, memory links, checkups and events go with the row.
    db.prepare('DELETE FROM entities WHERE id = ?').run(id);
    // Their name and facts are in the undo journal's rows too: forgetting leaves no copy there.
    clearJournal(db);
    recordPersonHistory(db, id, 'forgotten', {name: name.length > 0 ? '(forgotten)' : '', ...report}, at);
    return report;
  });
  if (opts.memories && !db.inTransaction) purgeForgotten(db, true);
  return report;
}
