import Database from 'better-sqlite3';
import {spawnSync} from 'node:child_process';
import {copyFileSync, existsSync, statSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {homePerTest, json, magis} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';
import {integrity} from './helpers/db.js';

/** `magis restore FILE [--yes]` (issue 24): checked, locked, atomic, the old store kept beside it. */
const home = homePerTest();
const NOW = '2026-11-24T09:00:00Z';
const contents = async (h: string) => (json(await magisIn(h, ['memories', 'list', '--json', '--limit', '0', '--now', NOW])) as Array<{content: string}>).map(m => m.content).sort();

async function withBackup(): Promise<{h: string; backup: string}> {
  const h = home();
  expect((await magisIn(h, ['memories', 'add', 'A consulta do dentista é na sexta', '--now', NOW])).status).toBe(0);
  const backup = join(h, '..', 'backup.db');
  expect((await magisIn(h, ['backup', backup])).status).toBe(0);
  return {h, backup};
}

/** A writer killed right after committing: its pages are only in magis.db-wal, never checkpointed. */
function crashAfterWrite(h: string, text: string): void {
  const script = `const D = require(${JSON.stringify(resolve(__dirname, '../node_modules/better-sqlite3'))});
    const db = new D(${JSON.stringify(join(h, 'magis.db'))});
    db.pragma('wal_autocheckpoint = 0');
    db.prepare("INSERT INTO memories (content, content_hash, type, context, importance, created_at, occurred_at) VALUES (?, ?, 'conversation', 'personal', 5, ?, ?)").run(${JSON.stringify(text)}, ${JSON.stringify(text)}, '${NOW}', '${NOW}');
    process.kill(process.pid, 'SIGKILL');`;
  spawnSync(process.execPath, ['-e', script]);
  expect(statSync(join(h, 'magis.db-wal')).size).toBeGreaterThan(0);
}

describe('magis restore', () => {
  it('brings the backup back, keeps the replaced store beside it, private', async () => {
    const {h, backup} = await withBackup();
    await magisIn(h, ['memories', 'add', 'Comprei um carro novo', '--now', NOW]);
    const r = await magisIn(h, ['restore', backup, '--yes', '--json']);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({restored: backup, kept: join(h, 'magis.db.before-restore'), needLogin: []});
    expect(await contents(h)).toEqual(['A consulta do dentista é na sexta']);
    expect(statSync(join(h, 'magis.db')).mode & 0o777).toBe(0o600);
    // The replaced store is whole and holds what came after the backup.
    const old = new Database(join(h, 'magis.db.before-restore'), {readonly: true});
    expect(old.prepare('SELECT content FROM memories ORDER BY id').pluck().all()).toEqual(['A consulta do dentista é na sexta', 'Comprei um carro novo']);
    old.close();
  });

  it('with a WAL left from a crash: the restore holds, and the crashed write is in the kept store', async () => {
    const {h, backup} = await withBackup();
    crashAfterWrite(h, 'Escrito antes do crash');
    expect(await contents(h)).toContain('Escrito antes do crash');
    crashAfterWrite(h, 'Outro escrito antes de outro crash');
    expect((await magisIn(h, ['restore', backup, '--yes'])).status).toBe(0);
    expect(existsSync(join(h, 'magis.db-wal')) ? statSync(join(h, 'magis.db-wal')).size : 0).toBe(0);
    expect(await contents(h)).toEqual(['A consulta do dentista é na sexta']);
    expect(integrity(h)).toBe('ok');
    // Still right on the next writes and reads.
    await magisIn(h, ['memories', 'add', 'Depois da restauração', '--now', NOW]);
    expect(await contents(h)).toEqual(['A consulta do dentista é na sexta', 'Depois da restauração']);
    const old = new Database(join(h, 'magis.db.before-restore'), {readonly: true});
    expect(old.prepare('SELECT content FROM memories ORDER BY id').pluck().all()).toEqual(['A consulta do dentista é na sexta', 'Escrito antes do crash', 'Outro escrito antes de outro crash']);
    expect(old.pragma('integrity_check', {simple: true})).toBe('ok');
    old.close();
  });

  it('refuses what is not a whole magis backup of a known schema, in one sentence, changing nothing', async () => {
    const {h, backup} = await withBackup();
    await magisIn(h, ['memories', 'add', 'Comprei um carro novo', '--now', NOW]);
    const before = await contents(h);
    const dir = join(h, '..');
    const notes = join(dir, 'notes.txt');
    writeFileSync(notes, 'my notes');
    const other = join(dir, 'other.sqlite');
    new Database(other).exec('CREATE TABLE t (x)');
    const newer = join(dir, 'newer.db');
    copyFileSync(backup, newer);
    const n = new Database(newer);
    n.prepare("INSERT INTO schema_migrations (name, applied_at) VALUES ('099_future', ?)").run(NOW);
    n.close();
    const damaged = join(dir, 'damaged.db');
    const bytes = require('node:fs').readFileSync(backup) as Buffer;
    bytes.fill(0x41, 4096 * 2, 4096 * 6); // pages 3–6 overwritten
    writeFileSync(damaged, bytes);
    for (const [file, status, why] of [
      [join(dir, 'missing.db'), 2, /No such file/],
      [notes, 2, /not a magis backup/],
      [other, 2, /not a magis backup/],
      [newer, 1, /^magis: this store was written by a newer magis: .*099_future/],
      [damaged, 1, /damaged|cannot be opened/],
    ] as const) {
      const r = await magisIn(h, ['restore', file, '--yes']);
      expect(r.status, file).toBe(status);
      expect(r.stderr.trim().split('\n'), file).toHaveLength(1);
      expect(r.stderr, file).toMatch(why);
    }
    // Without --yes and no terminal to ask: refused.
    expect((await magisIn(h, ['restore', backup])).status).toBe(2);
    expect(await contents(h)).toEqual(before);
    expect(existsSync(join(h, 'magis.db.before-restore'))).toBe(false);
  });

  it('refuses while another magis has the store open', async () => {
    const {h, backup} = await withBackup();
    const db = new Database(join(h, 'magis.db'));
    db.prepare('SELECT count(*) FROM memories').get();
    try {
      const r = magis(h, ['restore', backup, '--yes']);
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/open in another magis/);
    } finally {
      db.close();
    }
    expect(existsSync(join(h, 'magis.db.before-restore'))).toBe(false);
  });
});
