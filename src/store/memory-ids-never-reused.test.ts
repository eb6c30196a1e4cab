import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {homePerTest} from '../../test/helpers/cli.js';
import {type DB, openDatabase, openSqlite} from './db.js';
import {migrations} from './migrations.js';

/**
 * Issue 39: a memory's id is never given twice (021). Undo takes back a memory `memories add` or an
 * MCP `remember` stored; the next memory must not take its number, nor the number of a memory
 * deleted before the upgrade (its history line stays and would be told of the newer one).
 */
const newHome = homePerTest();
const AT = '2026-11-24T10:00:00.000Z';

/** A store as the magis before 021 left it: every earlier migration applied, nothing else. */
function storeBefore021(home: string): DB {
  mkdirSync(home, {recursive: true, mode: 0o700});
  const db = openSqlite(join(home, 'magis.db'));
  db.pragma('foreign_keys = ON');
  db.exec('CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  for (const m of migrations.slice(
    0,
    migrations.findIndex(m => m.name === '021_memory_ids_never_reused'),
  )) {
    m.up(db);
    db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(m.name, AT);
  }
  return db;
}

const addMemory = (db: DB, content: string) =>
  Number(db.prepare('INSERT INTO memories (content, occurred_at, created_at, content_hash) VALUES (?, ?, ?, ?)').run(content, AT, AT, content.length.toString(16)).lastInsertRowid);

describe('memory ids are never given twice', () => {
  it('in a new store, a deleted highest memory id is not handed to the next memory', () => {
    const db = openDatabase(newHome(), {now: new Date(AT)});
    try {
      expect(addMemory(db, 'the boiler was serviced')).toBe(1);
      db.prepare('DELETE FROM memories WHERE id = 1').run();
      expect(addMemory(db, 'the car passed its inspection')).toBe(2);
    } finally {
      db.close();
    }
  });

  it('an upgraded store keeps every memory, its links and indexes, and goes on past a deleted memory its history remembers', () => {
    const home = newHome();
    const old = storeBefore021(home);
    old.exec(`
      INSERT INTO entities (id, name, name_key, first_seen, last_mentioned) VALUES (1, 'Noor', 'noor', '${AT}', '${AT}');
      INSERT INTO memories (id, content, occurred_at, created_at, content_hash, external_id) VALUES
        (1, 'Noor starts school in March', '${AT}', '${AT}', 'a1', NULL), (2, 'the gym is closed on Mondays', '${AT}', '${AT}', 'b2', 'notes:gym');
      INSERT INTO memory_entities (memory_id, entity_id) VALUES (1, 1);
      INSERT INTO checkups (entity_id, kind, status, created_at, source_memory_id) VALUES (1, 'dentist', 'needed', '${AT}', 1);
      INSERT INTO memory_history (memory_id, action, at) VALUES (3, 'deleted', '${AT}');`);
    const rows = (db: DB) => ({
      memories: db.prepare('SELECT * FROM memories ORDER BY id').all(),
      links: db.prepare('SELECT * FROM memory_entities').all(),
      checkups: db.prepare('SELECT source_memory_id FROM checkups').all(),
    });
    const before = rows(old);
    old.close();

    const db = openDatabase(home, {now: new Date(AT)});
    try {
      expect(rows(db)).toEqual(before);
      expect(db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'memories'").pluck().get()).toMatch(/id INTEGER PRIMARY KEY AUTOINCREMENT/);
      expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'memories_external'").pluck().get()).toBe('memories_external');
      expect(db.pragma('foreign_key_check')).toEqual([]);
      // Memory 3 was deleted before the upgrade: the next one is #4.
      expect(addMemory(db, 'the water bill is due on the 5th')).toBe(4);
      // Links still follow a deleted memory: its people links go, its checkup stays unsourced.
      db.prepare('DELETE FROM memories WHERE id = 1').run();
      expect(db.prepare('SELECT count(*) FROM memory_entities').pluck().get()).toBe(0);
      expect(db.prepare('SELECT source_memory_id FROM checkups').pluck().get()).toBeNull();
    } finally {
      db.close();
    }
  });
});
