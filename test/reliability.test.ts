import {spawn} from 'node:child_process';
import {chmodSync, copyFileSync, mkdirSync, statSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {BIN, json, magis, magisAsync, tempHome} from './helpers/cli.js';
import {count, integrity} from './helpers/db.js';
import {magisIn} from './helpers/in-process.js';

let home: string;
let cleanup: () => void;
beforeEach(() => ({home, cleanup} = tempHome()));
afterEach(() => cleanup());

const NOW = '2026-11-21T10:00:00';

function records(n: number, prefix: string): string {
  const lines: string[] = [];
  for (let i = 0; i < n; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    lines.push(JSON.stringify({content: `${prefix} ${i}: reunião sobre o projeto ${i % 17} com a equipe`, importance: 1 + (i % 7), occurredAt: `2026-0${1 + (i % 8)}-${day}T10:00:00.000Z`}));
  }
  return lines.join('\n');
}

/** Starts the CLI and SIGKILLs it after `ms`; resolves with its exit code (null when killed). */
function killAfter(args: string[], ms: number): Promise<number | null> {
  return new Promise(done => {
    const child = spawn(process.execPath, [BIN, ...args], {env: {PATH: process.env.PATH, MAGIS_HOME: home, NO_COLOR: '1', MAGIS_NOW: NOW}, stdio: 'ignore'});
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.on('exit', code => {
      clearTimeout(timer);
      done(code);
    });
  });
}

/** MAGIS_STRESS=1 (npm run test:stress) kills many more times and runs more processes at once. */
const STRESS = !!process.env.MAGIS_STRESS;
const KILLS = STRESS ? 25 : 3;
const WRITERS = STRESS ? 20 : 8;

/**
 * A test's time is the sum of its process runs' (a Node start and up to a few seconds of work each,
 * several times slower when the two cores are shared): one fixed 60 s for 25 kills and two full
 * imports timed out on a loaded machine with nothing wrong. No hang hides in it: each killed run
 * ends at its kill, and each awaited one has `magis`'s own 60 s.
 */
const PER_RUN_MS = 10_000;
const budget = (runs: number) => Math.max(60_000, runs * PER_RUN_MS);

// A deterministic sequence of kill moments spread over a run's life.
const moments = (n: number, max: number) => Array.from({length: n}, (_, i) => Math.round((((i * 7919) % 97) / 97) * max) + 40);

describe('crash safety (kill -9)', () => {
  it(
    'an interrupted import leaves a sound store with all or nothing, and re-running completes it exactly',
    async () => {
      const file = join(home, '..', 'big.jsonl');
      writeFileSync(file, records(3000, 'mem'));
      magis(home, ['memories', 'list']);
      for (const ms of moments(KILLS, 900)) {
        await killAfter(['memories', 'import', file], ms);
        expect(integrity(home)).toBe('ok');
        expect([0, 3000]).toContain(count(home, 'SELECT count(*) FROM memories'));
      }
      expect(magis(home, ['memories', 'import', file]).status).toBe(0);
      expect(magis(home, ['memories', 'import', file]).status).toBe(0);
      expect(count(home, 'SELECT count(*) FROM memories')).toBe(3000);
      expect(count(home, 'SELECT count(*) FROM memories_fts')).toBe(3000);
    },
    budget(KILLS + 3),
  );

  it(
    'an interrupted compress is all or nothing',
    async () => {
      const file = join(home, '..', 'old.jsonl');
      writeFileSync(file, records(1500, 'old'));
      expect(magis(home, ['memories', 'import', file]).status).toBe(0);
      const planned = json(magis(home, ['memories', 'compress', '--dry-run', '--json', '--now', NOW])).total;
      for (const ms of moments(KILLS, 700)) {
        await killAfter(['memories', 'compress'], ms);
        expect(integrity(home)).toBe('ok');
        const archived = count(home, 'SELECT count(*) FROM memories WHERE archived_in IS NOT NULL');
        const summaries = count(home, 'SELECT count(*) FROM memory_summaries');
        if (archived === 0) expect(summaries).toBe(0);
        else expect(archived).toBe(planned);
        expect(count(home, 'SELECT count(*) FROM memories')).toBe(1500);
      }
    },
    budget(KILLS + 2),
  );

  it(
    'a chat turn killed midway keeps every acknowledged turn',
    async () => {
      for (let i = 0; i < 3; i++) expect(magis(home, ['ask', `Minha tia Rosa ${i} mora em Recife`, '--now', NOW]).status).toBe(0);
      for (const ms of moments(KILLS, 400)) await killAfter(['ask', 'O Bento vem jantar amanhã'], ms);
      expect(integrity(home)).toBe('ok');
      expect(count(home, "SELECT count(*) FROM messages WHERE role = 'user' AND content LIKE 'Minha tia Rosa%'")).toBe(3);
      expect(count(home, "SELECT count(*) FROM memories WHERE content LIKE 'Minha tia Rosa%'")).toBe(3);
    },
    budget(KILLS + 3),
  );
});

describe('concurrency', () => {
  // All at once on two cores: each waits its turn at the store, so the time is the runs' sum.
  it(
    `${WRITERS + 4} processes writing and reading at once: no lock errors, nothing lost`,
    async () => {
      const env = {MAGIS_NOW: NOW};
      const jobs = [
        ...Array.from({length: WRITERS}, (_, i) => magisAsync(home, ['memories', 'add', `Nota paralela número ${i} sobre o orçamento`, '--json'], {env})),
        magisAsync(home, ['ask', 'A Ana precisa ir no oftalmologista', '--json'], {env}),
        magisAsync(home, ['ask', 'Meu filho Theo tem 9 anos', '--json', '--new'], {env}),
        magisAsync(home, ['remind', '--json'], {env}),
        magisAsync(home, ['remind'], {env}),
      ];
      const results = await Promise.all(jobs);
      for (const r of results) {
        expect(r.stderr).not.toMatch(/locked|busy/i);
        expect(r.status, r.stderr).toBe(0);
      }
      expect(count(home, "SELECT count(*) FROM memories WHERE content LIKE 'Nota paralela%'")).toBe(WRITERS);
      expect(count(home, 'SELECT count(*) FROM memories')).toBe(WRITERS + 2);
      expect(integrity(home)).toBe('ok');
    },
    budget(WRITERS + 4),
  );
});

describe('upgrades and damaged stores', () => {
  it.each(['schema-001.db', 'schema-002.db'])('upgrades a store of a released schema (%s) with nothing lost', async fixture => {
    mkdirSync(home, {recursive: true, mode: 0o700});
    copyFileSync(resolve(__dirname, '../fixtures', fixture), join(home, 'magis.db'));
    chmodSync(join(home, 'magis.db'), 0o600);
    const list = json(await magisIn(home, ['memories', 'list', '--json', '-n', '0']));
    expect(list.map((m: any) => m.content).sort()).toEqual(['A Susana minha filha precisa ir no oftalmologista', 'Fui no dentista semana passada', 'Reunião com o chefe sobre o projeto Atlas']);
    const people = json(await magisIn(home, ['people', '--json']));
    expect(people[0]).toMatchObject({name: 'Susana', relation: 'daughter'});
    const hits = json(await magisIn(home, ['memories', 'search', 'oftalmologista', '--json', '--now', NOW]));
    expect(hits[0].content).toMatch(/oftalmologista/);
    // 005: the offline vectors are dropped and the index is contentless, yet a typo still finds its memory.
    expect(count(home, "SELECT count(*) FROM sqlite_master WHERE name IN ('memories_vec', 'summaries_vec')")).toBe(0);
    expect(json(await magisIn(home, ['memories', 'search', 'ftalmologista', '--json', '--now', NOW]))[0].content).toMatch(/oftalmologista/);
    // Shortened content hashes still dedupe: the same memory imported again adds nothing.
    const {id: _id, ...atlas} = list.find((m: any) => /Atlas/.test(m.content));
    const again = await magisIn(home, ['memories', 'import', '-', '--json'], {input: JSON.stringify(atlas) + '\n'});
    expect(json(again)).toMatchObject({added: 0, present: 1});
    expect(count(home, 'SELECT count(*) FROM schema_migrations')).toBeGreaterThanOrEqual(1);
    expect(count(home, 'SELECT count(*) FROM checkups')).toBe(2);
  });

  it('refuses a SQLite database that is not a magis store', async () => {
    mkdirSync(home, {recursive: true});
    const Database = require('better-sqlite3');
    const other = new Database(join(home, 'magis.db'));
    other.exec('CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL); INSERT INTO invoices VALUES (1, 99.5);');
    other.close();
    const r = await magisIn(home, ['memories', 'list']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/not a magis store/);
    expect(count(home, 'SELECT total FROM invoices')).toBe(99.5);
  });

  it('gives one sentence for a truncated (corrupt) store', async () => {
    await magisIn(home, ['memories', 'add', 'Uma nota', '--now', NOW]);
    const db = join(home, 'magis.db');
    const size = statSync(db).size;
    writeFileSync(db, Buffer.concat([Buffer.from('SQLite format 3\0'), Buffer.alloc(Math.min(size, 4096) - 16, 7)]));
    const r = await magisIn(home, ['memories', 'list']);
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('privacy', () => {
  it('forget --all needs confirmation, then deletes everything and keeps the store private', async () => {
    await magisIn(home, ['ask', 'A Susana minha filha precisa ir no oftalmologista', '--now', NOW]);
    const refused = await magisIn(home, ['forget', '--all']);
    expect(refused.status).toBe(2);
    expect(count(home, 'SELECT count(*) FROM memories')).toBe(1);
    expect((await magisIn(home, ['forget', '--all', '--yes'])).status).toBe(0);
    for (const t of ['memories', 'entities', 'messages', 'checkups', 'memory_summaries', 'memory_history', 'memories_fts']) expect(count(home, `SELECT count(*) FROM ${t}`)).toBe(0);
    expect(statSync(join(home, 'magis.db')).mode & 0o777).toBe(0o600);
    expect(json(await magisIn(home, ['people', '--json']))).toEqual([]);
  });

  it('reads the key from a private keys.json only, and never prints it', async () => {
    mkdirSync(home, {recursive: true, mode: 0o700});
    const keys = join(home, 'keys.json');
    writeFileSync(keys, JSON.stringify({openai: 'sk-very-secret-key'}), {mode: 0o644});
    chmodSync(keys, 0o644);
    const r = await magisIn(home, ['ask', 'Oi', '--json'], {env: {OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', MAGIS_DEBUG: '1'}});
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/chmod 600/);
    expect(r.stdout + r.stderr).not.toContain('sk-very-secret-key');
  });
});
