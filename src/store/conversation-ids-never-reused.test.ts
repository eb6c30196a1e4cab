import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {homePerTest} from '../../test/helpers/cli.js';
import {type DB, openDatabase, openSqlite} from './db.js';
import {migrations} from './migrations.js';

/**
 * Issue 39: conversations, messages and weekly summaries are never given an id twice (022). Undo of
 * an import takes them away; the next conversation must not take the number `magis log` showed for
 * the one undone, nor a message the id a conversation's summary counts up to.
 */
const newHome = homePerTest();
const AT = '2026-11-24T10:00:00.000Z';

/** A store as the magis before 022 left it: every earlier migration applied, nothing else. */
function storeBefore022(home: string): DB {
  mkdirSync(home, {recursive: true, mode: 0o700});
  const db = openSqlite(join(home, 'magis.db'));
  db.pragma('foreign_keys = ON');
  db.exec('CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  for (const m of migrations.slice(
    0,
    migrations.findIndex(m => m.name === '022_conversation_ids_never_reused'),
  )) {
    m.up(db);
    db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(m.name, AT);
  }
  return db;
}

const addConversation = (db: DB) => Number(db.prepare("INSERT INTO conversations (context, created_at, updated_at) VALUES ('family', ?, ?)").run(AT, AT).lastInsertRowid);
const addMessage = (db: DB, conversation: number, content: string) =>
  Number(db.prepare("INSERT INTO messages (conversation_id, role, content, created_at) VALUES (?, 'user', ?, ?)").run(conversation, content, AT).lastInsertRowid);
const addSummary = (db: DB) =>
  Number(db.prepare("INSERT INTO memory_summaries (period_start, period_end, summary, created_at) VALUES ('2026-11-16', '2026-11-22', 'a quiet week', ?)").run(AT).lastInsertRowid);

describe('conversation, message and summary ids are never given twice', () => {
  it('in a new store, a deleted highest id is not handed to the next row', () => {
    const db = openDatabase(newHome(), {now: new Date(AT)});
    try {
      const c = addConversation(db);
      expect(addMessage(db, c, 'the boiler makes a noise')).toBe(1);
      expect(addSummary(db)).toBe(1);
      db.prepare('DELETE FROM conversations WHERE id = ?').run(c);
      db.prepare('DELETE FROM memory_summaries WHERE id = 1').run();
      const next = addConversation(db);
      expect(next).toBe(c + 1);
      expect(addMessage(db, next, 'the plumber comes on Friday')).toBe(2);
      expect(addSummary(db)).toBe(2);
    } finally {
      db.close();
    }
  });

  it('an upgraded store keeps every row and its links, and goes on past ids its undo journal remembers', () => {
    const home = newHome();
    const old = storeBefore022(home);
    old.exec(`
      INSERT INTO conversations (id, title, context, summary, summary_upto, created_at, updated_at) VALUES (1, 'Boiler', 'family', 'about the boiler', 2, '${AT}', '${AT}');
      INSERT INTO messages (id, conversation_id, role, content, created_at) VALUES (1, 1, 'user', 'the boiler makes a noise', '${AT}'), (2, 1, 'assistant', 'Noted.', '${AT}');
      INSERT INTO memory_summaries (id, period_start, period_end, summary, created_at) VALUES (1, '2026-11-16', '2026-11-22', 'a quiet week', '${AT}');
      INSERT INTO memories (content, occurred_at, created_at, content_hash, source_message_id, archived_in) VALUES ('the boiler makes a noise', '${AT}', '${AT}', 'a1', 1, 1);
      INSERT INTO world_batches (id, origin, at) VALUES (1, 'cli', '${AT}');
      INSERT INTO world_changes (batch_id, tbl, row_id, op, new) VALUES (1, 'conversations', 4, 'insert', '{}'), (1, 'messages', 9, 'insert', '{}'), (1, 'memory_summaries', 3, 'insert', '{}');`);
    const rows = (db: DB) => ({
      conversations: db.prepare('SELECT * FROM conversations ORDER BY id').all(),
      messages: db.prepare('SELECT * FROM messages ORDER BY id').all(),
      summaries: db.prepare('SELECT * FROM memory_summaries ORDER BY id').all(),
      memories: db.prepare('SELECT source_message_id, archived_in FROM memories').all(),
    });
    const before = rows(old);
    old.close();

    const db = openDatabase(home, {now: new Date(AT)});
    try {
      expect(rows(db)).toEqual(before);
      for (const t of ['conversations', 'messages', 'memory_summaries']) {
        expect(db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").pluck().get(t)).toMatch(/id INTEGER PRIMARY KEY AUTOINCREMENT/);
      }
      expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'messages_conversation'").pluck().get()).toBe('messages_conversation');
      expect(db.pragma('foreign_key_check')).toEqual([]);
      // The journal remembers conversation 4, message 9 and summary 3 (an import undone): the next ones go past them.
      const c = addConversation(db);
      expect(c).toBe(5);
      expect(addMessage(db, c, 'the plumber comes on Friday')).toBe(10);
      expect(addSummary(db)).toBe(4);
      // Links still follow: a conversation deleted takes its messages; the memory keeps its text, unsourced.
      db.prepare('DELETE FROM conversations WHERE id = 1').run();
      expect(db.prepare('SELECT count(*) FROM messages WHERE conversation_id = 1').pluck().get()).toBe(0);
      expect(db.prepare('SELECT source_message_id FROM memories').pluck().get()).toBeNull();
    } finally {
      db.close();
    }
  });
});
