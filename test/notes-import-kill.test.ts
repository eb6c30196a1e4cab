import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import Database from 'better-sqlite3';
import {describe, expect, it} from 'vitest';
import {BIN, cliEnv, homePerTest, magis} from './helpers/cli.js';
import {inspect} from './helpers/db.js';

/**
 * Issue 39: a notes-folder import killed with -9 left memories that were never learned from — the
 * memories were committed, what they teach was not, and a re-run found them "already present".
 * Killed at any point, then run again, every note's memory has what it teaches.
 */
const newHome = homePerTest();
const NOW = '2026-11-21T10:00:00';
const NAMES = ['Marta', 'Tiago', 'Helena', 'Rafael', 'Clara', 'Vasco', 'Inês', 'Duarte', 'Beatriz', 'Gustavo', 'Lívia', 'Otávio'];
const KINDS = ['dentista', 'pediatra', 'oftalmologista', 'dermatologista', 'cardiologista'];
const NOTES = 150;

/** A vault of one-note files, each a booking of its own (a person, a kind of visit, a day). */
function vault(root: string, notes: number): string {
  const dir = join(root, 'vault');
  mkdirSync(dir, {recursive: true});
  for (let i = 0; i < notes; i++) {
    const name = NAMES[i % NAMES.length]!;
    const kind = KINDS[Math.floor(i / NAMES.length) % KINDS.length]!;
    const day = 1 + (Math.floor(i / (NAMES.length * KINDS.length)) % 28);
    const month = 1 + (Math.floor(i / (NAMES.length * KINDS.length * 28)) % 12);
    writeFileSync(join(dir, `note-${String(i).padStart(4, '0')}.md`), `A ${name} tem ${kind} no dia ${day}/${month}/2027 às 10h.\n`);
  }
  return dir;
}

const memories = (home: string): number => {
  if (!existsSync(join(home, 'magis.db'))) return 0;
  try {
    const db = new Database(join(home, 'magis.db'), {readonly: true, fileMustExist: true});
    try {
      return (db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'memories'").pluck().get() as number) ? (db.prepare('SELECT count(*) FROM memories').pluck().get() as number) : 0;
    } finally {
      db.close();
    }
  } catch {
    return 0; // the store is being created
  }
};

const storeMade = (home: string) => {
  try {
    return inspect(home, db => db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'memories'").pluck().get() === 1);
  } catch {
    return false;
  }
};

/**
 * Runs the import and kills it with -9 when `when` says (polled every few ms); resolves with
 * whether it was killed before it ended.
 */
function importKilled(home: string, dir: string, when: (elapsedSinceStore: number) => boolean): Promise<boolean> {
  return new Promise(resolve => {
    const child = spawn(process.execPath, [BIN, 'import', dir, '--now', NOW], {env: cliEnv(home), stdio: 'ignore'});
    let store: number | null = null;
    const poll = setInterval(() => {
      store ??= storeMade(home) ? Date.now() : null;
      if (store !== null && when(Date.now() - store)) child.kill('SIGKILL');
    }, 2);
    child.on('close', (_code, signal) => {
      clearInterval(poll);
      resolve(signal === 'SIGKILL');
    });
  });
}

/** Memories with nothing learned from them (a note's booking is a checkup pointing at its memory). */
const unlearned = (home: string) =>
  inspect(home, db => db.prepare('SELECT count(*) FROM memories m WHERE NOT EXISTS (SELECT 1 FROM checkups c WHERE c.source_memory_id = m.id)').pluck().get() as number);

describe('a notes-folder import killed with -9', () => {
  it('run again, every note is learned from', async () => {
    const home = newHome();
    const dir = vault(join(home, '..'), NOTES);
    // Killed mid-import (its store open, its notes being read and written), then at the first
    // memory a reader can see (the moment between storing and learning); after each, nothing is
    // stored without its lessons.
    for (const [what, when] of [
      ['mid-import', (ms: number) => ms >= 150],
      ['at its first memory', () => memories(home) > 0],
    ] as const) {
      const killed = await importKilled(home, dir, when);
      // The first kill must land (150 notes take seconds to learn from): a test whose import ended
      // before its kill would prove nothing.
      if (what === 'mid-import') expect(killed, 'the import ended before it was killed').toBe(true);
      if (killed) expect(memories(home) === 0 || unlearned(home) === 0, `killed ${what}: memories stored without their lessons`).toBe(true);
    }
    const r = magis(home, ['import', dir, '--now', NOW]);
    expect(r.status, r.stderr).toBe(0);
    expect(memories(home)).toBe(NOTES);
    expect(unlearned(home)).toBe(0);
  });
});
