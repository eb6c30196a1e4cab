import Database from 'better-sqlite3';
import {chmodSync, copyFileSync, mkdirSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {homePerTest} from '../../test/helpers/cli.js';
import {searchMemories} from '../retrieval/search.js';
import {migrations} from './migrations.js';
import * as searchIndex from './search-index.js';
import {Store} from './store.js';

// Counts the rebuilds while keeping what they do.
vi.mock('./search-index.js', async importOriginal => {
  const real = await importOriginal<typeof import('./search-index.js')>();
  return {...real, rebuildSearchIndex: vi.fn(real.rebuildSearchIndex)};
});

const newHome = homePerTest();
const AT = '2026-11-03T12:00:00.000Z';

/** fixtures/schema-001.db: a store as the first released schema left it, a little of everything. */
function storeAt001(home: string): void {
  mkdirSync(home, {recursive: true, mode: 0o700});
  copyFileSync(resolve(import.meta.dirname, '../../fixtures/schema-001.db'), join(home, 'magis.db'));
  chmodSync(join(home, 'magis.db'), 0o600);
}

/** Every row of every table 001 made, in the columns 001 gave it (content hashes aside: 006 recomputes them). */
function dataOf(db: Database.Database): Record<string, unknown[]> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '%fts%' AND name NOT LIKE '%vec%' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations' ORDER BY name")
    .pluck()
    .all() as string[];
  return Object.fromEntries(
    tables.map(t => {
      const cols = (db.prepare(`SELECT name FROM pragma_table_info('${t}')`).pluck().all() as string[]).filter(c => c !== 'content_hash');
      return [t, db.prepare(`SELECT ${cols.join(', ')} FROM ${t} ORDER BY rowid`).all()];
    }),
  );
}

const rows = (db: Database.Database, sql: string) => db.prepare(sql).all();

describe('upgrading a store from schema 001', () => {
  it('runs every migration, rebuilds the search index once, and keeps every row', async () => {
    const home = newHome();
    storeAt001(home);
    const before = new Database(join(home, 'magis.db'), {readonly: true});
    const kept = dataOf(before);
    before.close();
    expect(kept.memories).toHaveLength(3);
    const rebuild = vi.mocked(searchIndex.rebuildSearchIndex);
    rebuild.mockClear();

    const store = await Store.open({home, now: new Date(AT), env: {}});
    try {
      const db = store.db;
      expect(rebuild).toHaveBeenCalledTimes(1);
      expect(rows(db, 'SELECT name FROM schema_migrations ORDER BY name').map(r => (r as {name: string}).name)).toEqual(migrations.map(m => m.name));
      const now = dataOf(db);
      for (const [table, data] of Object.entries(kept)) {
        // Later migrations add columns (with their defaults) and meta keys; what 001 held is unchanged.
        const projected = now[table]!.map(r => Object.fromEntries(Object.keys(data[0] ?? {}).map(k => [k, (r as Record<string, unknown>)[k]])));
        if (table === 'meta') expect(projected, table).toEqual(expect.arrayContaining(data));
        else expect(projected, table).toEqual(data);
      }
      // 006 recomputed the hashes with the rule that dedupes today (64 bits).
      expect(rows(db, 'SELECT content_hash FROM memories').every(r => /^[0-9a-f]{16}$/.test((r as {content_hash: string}).content_hash))).toBe(true);
      // The index holds every memory as a rebuild today makes it, and finds them.
      const indexed = rows(db, 'SELECT * FROM memories_fts_words ORDER BY id');
      expect(indexed).toHaveLength(3);
      rebuild.getMockImplementation()!(db);
      expect(rows(db, 'SELECT * FROM memories_fts_words ORDER BY id')).toEqual(indexed);
      expect(searchMemories(db, 'oftalmologista', {now: store.now, embedder: null, strict: true}).map(h => h.id)).toEqual([1]);
      expect(searchMemories(db, 'atlas', {now: store.now, embedder: null, strict: true}).map(h => h.id)).toEqual([3]);
    } finally {
      store.close();
    }
  });

  it('rebuilds nothing when the pending migrations leave the index alone', async () => {
    const home = newHome();
    (await Store.open({home, now: new Date(AT), env: {}})).close();
    const db = new Database(join(home, 'magis.db'));
    db.prepare("DELETE FROM schema_migrations WHERE name = '010_reminder_first_notified_ref'").run();
    db.exec('ALTER TABLE reminder_state DROP COLUMN first_notified; ALTER TABLE reminder_state DROP COLUMN ref;');
    db.close();
    const rebuild = vi.mocked(searchIndex.rebuildSearchIndex);
    rebuild.mockClear();
    const store = await Store.open({home, now: new Date(AT), env: {}});
    store.close();
    expect(rebuild).not.toHaveBeenCalled();
  });
});
