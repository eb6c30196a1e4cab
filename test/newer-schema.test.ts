import Database from 'better-sqlite3';
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {homePerTest} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';
import {count} from './helpers/db.js';

/** Issue 24: a store or export of a newer schema was used without a word, its unknown rows dropped. */
const home = homePerTest();
const NOW = '2026-11-24T09:00:00Z';

describe("a newer magis's store or export", () => {
  it('a store with a migration this magis does not know is refused by every command, in one sentence', async () => {
    const h = home();
    expect((await magisIn(h, ['memories', 'add', 'A consulta do dentista é na sexta', '--now', NOW])).status).toBe(0);
    const db = new Database(join(h, 'magis.db'));
    db.prepare("INSERT INTO schema_migrations (name, applied_at) VALUES ('099_future_things', ?)").run(NOW);
    db.close();
    for (const args of [['memories', 'list'], ['remind'], ['agenda'], ['ask', 'oi'], ['memories', 'add', 'outra coisa']]) {
      const r = await magisIn(h, [...args, '--now', NOW]);
      expect(r.status, args.join(' ')).toBe(1);
      expect(r.stderr).toBe('magis: this store was written by a newer magis: it has 099_future_things; update magis to use it.\n');
    }
    expect(count(h, 'SELECT count(*) FROM memories')).toBe(1);
  });

  it('an export listing a newer migration is refused, nothing imported', async () => {
    const src = home();
    await magisIn(src, ['memories', 'add', 'A consulta do dentista é na sexta', '--now', NOW]);
    const file = join(src, '..', 'export.json');
    expect((await magisIn(src, ['export', '-o', file])).status).toBe(0);
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    doc.schema.push('099_future_things');
    writeFileSync(file, JSON.stringify(doc));
    const h = home();
    const r = await magisIn(h, ['import', file, '--now', NOW]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^magis: this store was written by a newer magis: .* has 099_future_things; update magis to import it\. Nothing was imported\.\n$/);
    expect((await magisIn(h, ['memories', 'list', '--json'])).stdout).toBe('[]\n');
  });
});
