import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {homePerTest} from '../../test/helpers/cli.js';
import {type DB, openDatabase, openSqlite} from './db.js';
import {endBatch, startBatch} from './journal.js';
import {migrations} from './migrations.js';
import {undoLastMessage} from './undo.js';

/**
 * Issue 39: SQLite hands a deleted highest id to the next insert, so an undone delete could come
 * back over the newer row that took its id. From 020 on, the world's ids are never given twice —
 * in a new store, and in one upgraded with every row, index, trigger and link kept.
 */
const newHome = homePerTest();
const AT = '2026-11-24T10:00:00.000Z';
const REBUILT = ['entities', 'relationships', 'pets', 'pet_care', 'checkups', 'events', 'tasks'];

const addTask = (db: DB, text: string) => Number(db.prepare("INSERT INTO tasks (description, created_at) VALUES (?, '2026-11-24')").run(text).lastInsertRowid);

/** A store as the magis before 020 left it: every earlier migration applied, nothing else. */
function storeBefore020(home: string): DB {
  mkdirSync(home, {recursive: true, mode: 0o700});
  const db = openSqlite(join(home, 'magis.db'));
  db.pragma('foreign_keys = ON');
  db.exec('CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  for (const m of migrations.slice(
    0,
    migrations.findIndex(m => m.name === '020_ids_never_reused'),
  )) {
    m.up(db);
    db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(m.name, AT);
  }
  return db;
}

/** Every row of the rebuilt tables and of the tables pointing at them, in id order. */
function rowsOf(db: DB): Record<string, Array<Record<string, unknown>>> {
  return Object.fromEntries([...REBUILT, 'entity_aliases', 'memory_entities'].map(t => [t, db.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all() as Array<Record<string, unknown>>]));
}

/** The rows with only the columns the old store had: a later migration adds columns of its own (023: `pet_care.external_uid`). */
function oldColumns(rows: ReturnType<typeof rowsOf>, before: ReturnType<typeof rowsOf>): ReturnType<typeof rowsOf> {
  return Object.fromEntries(Object.entries(rows).map(([t, list]) => [t, list.map(r => Object.fromEntries(Object.keys(before[t]?.[0] ?? r).map(k => [k, r[k]])))]));
}

describe('ids are never given twice', () => {
  it('in a new store, a deleted highest id is not handed to the next insert', () => {
    const db = openDatabase(newHome(), {now: new Date(AT)});
    try {
      expect(addTask(db, 'renew the passport')).toBe(1);
      db.prepare('DELETE FROM tasks WHERE id = 1').run();
      expect(addTask(db, 'pay the water bill')).toBe(2);
    } finally {
      db.close();
    }
  });

  it('an upgraded store keeps every row, id, index and trigger, and its ids go on past the ones the undo journal remembers', () => {
    const home = newHome();
    const old = storeBefore020(home);
    old.exec(`
      INSERT INTO entities (id, name, name_key, relation, first_seen, last_mentioned) VALUES (1, 'Ana', 'ana', 'daughter', '${AT}', '${AT}'), (2, 'Rui', 'rui', 'son', '${AT}', '${AT}');
      INSERT INTO entity_aliases (entity_id, alias, alias_key) VALUES (1, 'Aninha', 'aninha');
      INSERT INTO relationships (subject_id, relation, object_id, valid_from) VALUES (1, 'daughter', NULL, '${AT}'), (2, 'sibling', 1, '${AT}');
      INSERT INTO checkups (entity_id, kind, status, created_at) VALUES (1, 'dentist', 'needed', '${AT}');
      INSERT INTO events (id, entity_id, kind, title, date, rrule, created_at, updated_at, external_uid) VALUES (1, 2, 'class', 'Judo', '2026-12-01', 'FREQ=WEEKLY', '${AT}', '${AT}', 'judo-1');
      INSERT INTO events (id, entity_id, kind, title, date, series_id, occurrence, created_at, updated_at) VALUES (2, 2, 'class', 'Judo', '2026-12-09', 1, '2026-12-08', '${AT}', '${AT}');
      INSERT INTO pets (name, name_key, first_seen, last_mentioned) VALUES ('Farrusco', 'farrusco', '${AT}', '${AT}');
      INSERT INTO pet_care (pet_id, kind, status, created_at) VALUES (1, 'vaccine', 'needed', '${AT}');
      INSERT INTO tasks (description, created_at) VALUES ('renew the passport', '${AT}'), ('book the car service', '${AT}');`);
    // `agenda delete task-2`, journalled: the highest id is free, and the journal can bring it back.
    old.exec(`INSERT INTO world_batches (id, origin, at) VALUES (1, 'cli', '${AT}');
      INSERT INTO world_changes (batch_id, tbl, row_id, op, old, new)
        SELECT 1, 'tasks', id, 'delete', json_object('rowid', id, 'id', id, 'description', description, 'status', status, 'due', due, 'entity_id', entity_id,
          'source_memory_id', source_memory_id, 'created_at', created_at, 'done_at', done_at), NULL FROM tasks WHERE id = 2;
      DELETE FROM tasks WHERE id = 2;`);
    const before = rowsOf(old);
    const counter = Number(old.prepare("SELECT value FROM meta WHERE key = 'reminder_inputs'").pluck().get());
    old.close();

    const db = openDatabase(home, {now: new Date(AT)});
    try {
      expect(oldColumns(rowsOf(db), before)).toEqual(before);
      for (const t of REBUILT) expect(db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").pluck().get(t)).toMatch(/id INTEGER PRIMARY KEY AUTOINCREMENT/);
      expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'events_external'").pluck().get()).toBe('events_external');
      expect(db.pragma('foreign_keys', {simple: true})).toBe(1);
      expect(db.pragma('foreign_key_check')).toEqual([]);
      // The reminders' change counter still counts (its triggers came back with the tables).
      addTask(db, 'call the plumber');
      expect(Number(db.prepare("SELECT value FROM meta WHERE key = 'reminder_inputs'").pluck().get())).toBe(counter + 1);
      // The id the journal remembers is not handed out: the new task is #3, not #2.
      expect(db.prepare("SELECT id FROM tasks WHERE description = 'call the plumber'").pluck().get()).toBe(3);
      // So undo brings the deleted task back under its own id, beside the newer one.
      expect(undoLastMessage(db, AT).changes).toEqual([{op: 'delete', what: 'task', id: 2}]);
      expect(db.prepare('SELECT id, description FROM tasks ORDER BY id').all()).toEqual([
        {id: 1, description: 'renew the passport'},
        {id: 2, description: 'book the car service'},
        {id: 3, description: 'call the plumber'},
      ]);
      // Links still cascade: forgetting a person takes their alias, relationships and plans.
      db.prepare('DELETE FROM entities WHERE id = 2').run();
      expect(db.prepare('SELECT count(*) FROM events').pluck().get()).toBe(0);
      expect(db.prepare('SELECT count(*) FROM relationships').pluck().get()).toBe(1);
      db.prepare('DELETE FROM entities WHERE id = 1').run();
      expect(db.prepare('SELECT count(*) FROM entity_aliases').pluck().get()).toBe(0);
      // A person added after the upgrade does not take a forgotten one's id.
      const batch = startBatch(db, 'cli', null, AT);
      const id = db.prepare("INSERT INTO entities (name, name_key, first_seen, last_mentioned) VALUES ('Lia', 'lia', ?, ?)").run(AT, AT).lastInsertRowid;
      endBatch(db, batch);
      expect(Number(id)).toBe(3);
    } finally {
      db.close();
    }
  });
});
