import Database from 'better-sqlite3';
import * as sqliteVec from 'sqlite-vec';
import {createHash} from 'node:crypto';
import {chmodSync, cpSync, statSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {json, tempHome} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

/** These tests read English output: a user whose terminal is English and who has typed nothing else. */
const magis = (h: string, args: string[], opts: {env?: NodeJS.ProcessEnv} = {}) => magisIn(h, args, {...opts, env: {LANG: 'en_US.UTF-8', ...opts.env}});
import {inspect} from './helpers/db.js';

let root: {home: string; cleanup: () => void};
let home: string;
beforeEach(() => {
  root = tempHome();
  home = join(root.home, 'a');
});
afterEach(() => root.cleanup());

const NOW = '2026-11-21T10:00:00';
const ok = async (h: string, args: string[]) => {
  const r = await magis(h, args.includes('--now') ? args : [...args, '--now', NOW]);
  expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(0);
  return r;
};

/** Every table of user data (search index and vectors are derived and rebuilt). */
const DATA_TABLES = [
  'conversations',
  'messages',
  'memory_summaries',
  'memories',
  'memory_history',
  'entities',
  'entity_aliases',
  'relationships',
  'memory_entities',
  'checkups',
  'events',
  'tasks',
  'profile',
  'reminder_state',
  'person_history',
];

function dump(file: string, tables: string[]): Record<string, unknown[]> {
  const db = new Database(file, {readonly: true, fileMustExist: true});
  sqliteVec.load(db);
  try {
    // Shadow tables of sqlite-vec are WITHOUT ROWID: ordered by their first column instead.
    const rows = (t: string) => {
      try {
        return db.prepare(`SELECT * FROM "${t}" ORDER BY rowid`).all();
      } catch {
        return db.prepare(`SELECT * FROM "${t}" ORDER BY 1`).all();
      }
    };
    // Blobs (vectors) compared by digest: deep equality byte by byte takes most of a minute.
    const digest = (r: any) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Buffer.isBuffer(v) ? createHash('sha256').update(v).digest('hex') : v]));
    return Object.fromEntries(tables.map(t => [t, rows(t).map(digest)]));
  } finally {
    db.close();
  }
}

/** A store holding every kind of record magis keeps. */
async function fillStore(h: string): Promise<void> {
  await ok(h, ['ask', 'Minha filha Clara tem 5 anos e precisa ir ao dentista']);
  await ok(h, ['ask', 'Preciso renovar o passaporte até sexta']);
  await ok(h, ['memories', 'add', 'Reunião com a Renata sobre o projeto', '--now', '2026-08-03T10:00:00']);
  await ok(h, ['memories', 'add', 'Comprei pão na padaria', '--now', '2026-08-04T10:00:00', '--importance', '2']);
  await ok(h, ['memories', 'add', 'Meu irmão Pedro casou com a Carla']);
  await ok(h, ['memories', 'add', 'apagar isto depois']);
  await ok(h, ['memories', 'compress', '--older-than', '30d', '--keep-importance', '5']);
  const mems = json(await magis(h, ['memories', 'list', '--json', '--limit', '0']));
  await ok(h, ['memories', 'importance', String(mems[0].id), '9']);
  await ok(h, ['memories', 'delete', String(mems.find((m: any) => /apagar/.test(m.content)).id)]);
  await ok(h, ['people', 'set', 'Clara', '--birthday', '2021-04-09']);
  await ok(h, ['remind', 'add', 'eye_exam', '--person', 'Clara', '--status', 'scheduled', '--date', '2026-12-01', '--time', '14:00']);
  await ok(h, ['remind', 'add', 'dentist', '--date', '2026-01-10']);
  await ok(h, ['profile', 'set', 'city', 'Curitiba']);
  await ok(h, ['profile', 'set', 'appointment-days', 'segunda']);
  const due = json(await magis(h, ['remind', '--json', '--now', NOW]));
  if (due.length) await ok(h, ['remind', 'snooze', due[0].id ?? 'x', '7d']);
  // No command writes events on this branch yet (the agenda's): one written as the agenda would.
  const db = new Database(join(h, 'magis.db'));
  db.prepare(`INSERT INTO events (entity_id, kind, title, with_names, date, time, rrule, status, context, created_at, updated_at)
      VALUES ((SELECT id FROM entities WHERE name = 'Clara'), 'class', 'natação', '[]', '2026-11-28', '09:00', 'FREQ=WEEKLY;BYDAY=SA', 'scheduled', 'family', ?, ?)`).run(NOW, NOW);
  db.prepare(`INSERT INTO tasks (description, status, due, created_at, done_at) VALUES ('ligar pro seguro', 'done', NULL, ?, ?)`).run(NOW, NOW);
  db.close();
}

/**
 * The filled store, built once through the CLI (~15 commands) and copied into each test's home: the
 * tests compare, merge and back it up, and filling it again for each was most of their time.
 */
let filled: {home: string; cleanup: () => void};
beforeAll(async () => {
  filled = tempHome();
  await fillStore(filled.home);
});
afterAll(() => filled.cleanup());
function fillStoreCopy(h: string): void {
  cpSync(filled.home, h, {recursive: true});
  chmodSync(h, 0o700);
}

describe('magis export / import / backup', () => {
  it('round-trips a store holding every kind of record into a fresh home, table by table', async () => {
    fillStoreCopy(home);
    const a = dump(join(home, 'magis.db'), DATA_TABLES);
    for (const t of DATA_TABLES.filter(t => t !== 'reminder_state')) expect(a[t]!.length, `${t} is filled`).toBeGreaterThan(0);
    const file = join(root.home, 'all.json');
    await ok(home, ['export', '-o', file]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const doc = JSON.parse(require('node:fs').readFileSync(file, 'utf8'));
    expect(doc).toMatchObject({format: 'magis-export', version: 1});

    const fresh = join(root.home, 'b');
    await ok(fresh, ['import', file]);
    expect(dump(join(fresh, 'magis.db'), DATA_TABLES)).toEqual(a);
    // What is derived is rebuilt: search finds the same memories, archived ones through their summary.
    const q = async (h: string) => json(await magis(h, ['memories', 'search', 'Clara dentista', '--json', '--now', NOW])).map((m: any) => m.id);
    expect(await q(fresh)).toEqual(await q(home));
    expect(json(await magis(fresh, ['people', '--json', '--now', NOW]))).toEqual(json(await magis(home, ['people', '--json', '--now', NOW])));

    const again = await ok(fresh, ['import', file]);
    expect(again.stdout).toMatch(/already present|já presentes|já estava aqui/);
    expect(dump(join(fresh, 'magis.db'), DATA_TABLES)).toEqual(a);
  });

  it('merges into a store that has its own data without duplicates', async () => {
    fillStoreCopy(home);
    const file = join(root.home, 'all.json');
    await ok(home, ['export', '-o', file]);
    const other = join(root.home, 'c');
    await ok(other, ['memories', 'add', 'Meu filho Lucas tem 7 anos']);
    await ok(other, ['people', 'set', 'Clara', '--relation', 'daughter']);
    const before = dump(join(other, 'magis.db'), ['memories', 'entities']);
    await ok(other, ['import', file]);
    const after = dump(join(other, 'magis.db'), DATA_TABLES);
    const source = dump(join(home, 'magis.db'), DATA_TABLES);
    expect(after.memories!.length).toBe(before.memories!.length + source.memories!.length);
    // Clara was already known: one Clara, holding the imported checkups.
    const claras = (after.entities as any[]).filter(e => e.name === 'Clara');
    expect(claras).toHaveLength(1);
    expect((after.checkups as any[]).filter(c => c.entity_id === claras[0].id).length).toBeGreaterThan(0);
    const counts = DATA_TABLES.map(t => after[t]!.length);
    const second = await ok(other, ['import', file, '--json']);
    expect(Object.values(json(second)).every((c: any) => c.added === 0)).toBe(true);
    expect(DATA_TABLES.map(t => dump(join(other, 'magis.db'), [t])[t]!.length)).toEqual(counts);
  });

  it('refuses what is not a magis export, changing nothing', async () => {
    await ok(home, ['memories', 'add', 'algo']);
    const before = dump(join(home, 'magis.db'), DATA_TABLES);
    const bad = join(root.home, 'bad.json');
    for (const [text, pattern] of [
      ['not json', /neither a magis export/],
      ['[{"content": "x"}]', /is not a magis export/],
      ['{"format": "magis-export", "version": 99, "tables": {}}', /newer than this magis reads/],
      ['{"format": "magis-export", "version": 1, "tables": {"memories": 3}}', /table "memories" is not a list of rows/],
    ] as Array<[string, RegExp]>) {
      writeFileSync(bad, text);
      const r = await magis(home, ['import', bad]);
      expect(r.status).not.toBe(0);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(pattern);
      expect(dump(join(home, 'magis.db'), DATA_TABLES)).toEqual(before);
    }
    // An export whose one row the store refuses: that row is named and skipped (exit 1), nothing changes.
    writeFileSync(bad, '{"format": "magis-export", "version": 1, "tables": {"memories": [{"id": 1, "content": null}]}}');
    const row = await magis(home, ['import', bad]);
    expect(row.status).toBe(1);
    expect(row.stderr.split('\n')[0]).toMatch(/^magis: .*: skipped tables\.memories\[0\] \(id 1\): is not a row this store can hold \(NOT NULL constraint failed: memories\.content\)$/);
    expect(dump(join(home, 'magis.db'), DATA_TABLES)).toEqual(before);
    expect((await magis(home, ['import', join(root.home, 'missing.json')])).status).toBe(2);
    // A calendar goes to the calendar importer (the integrations' hook), never to the JSON reader.
    const ics = join(root.home, 'cal.txt');
    writeFileSync(ics, 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n');
    expect((await magis(home, ['import', ics])).stderr).not.toMatch(/not JSON/);
    expect(dump(join(home, 'magis.db'), DATA_TABLES)).toEqual(before);
  });

  it('backs up a consistent copy, private, that opens with everything in it', async () => {
    fillStoreCopy(home);
    const file = join(root.home, 'copy.db');
    await ok(home, ['backup', file]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const all = inspect(home, db => db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%'").pluck().all() as string[]);
    expect(dump(file, all)).toEqual(dump(join(home, 'magis.db'), all));
    // The copy is a working home.
    const restored = join(root.home, 'r');
    require('node:fs').mkdirSync(restored, {recursive: true});
    require('node:fs').copyFileSync(file, join(restored, 'magis.db'));
    expect(json(await magis(restored, ['memories', 'list', '--json', '--limit', '0']))).toEqual(json(await magis(home, ['memories', 'list', '--json', '--limit', '0'])));
    // Overwriting a former backup is fine; another kind of file is refused.
    await ok(home, ['backup', file]);
    const notes = join(root.home, 'notes.txt');
    writeFileSync(notes, 'my notes');
    const r = await magis(home, ['backup', notes]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/exists and was not written by magis/);
    expect(require('node:fs').readFileSync(notes, 'utf8')).toBe('my notes');
  });
});
