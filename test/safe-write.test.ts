import Database from 'better-sqlite3';
import {spawnSync} from 'node:child_process';
import {chmodSync, existsSync, lstatSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {homePerTest, magis} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

/**
 * Issue 24: `export -o` overwrote any file, followed symlinks and kept a 0644 mode; `backup` replaced
 * device files and other programs' databases and left temp files when killed. Every file Magis
 * writes for the user now goes through src/store/safe-write.ts.
 */
const home = homePerTest();
const NOW = '2026-11-24T09:00:00Z';

async function filled(): Promise<{h: string; dir: string}> {
  const h = home();
  expect((await magisIn(h, ['memories', 'add', 'A consulta do dentista é na sexta', '--now', NOW])).status).toBe(0);
  return {h, dir: join(h, '..')};
}

// Each writer, with the words a refusal names.
const WRITERS: Array<[string, (file: string) => string[]]> = [
  ['export', file => ['export', '-o', file]],
  ['memories export', file => ['memories', 'export', '--format', 'jsonl', '-o', file]],
  ['backup', file => ['backup', file]],
  ['remind --ics', file => ['remind', '--ics', file, '--now', NOW]],
];

describe.each(WRITERS)('%s writes only its own files', (_name, args) => {
  it('a new file is 0600, and writing it again replaces it', async () => {
    const {h, dir} = await filled();
    const file = join(dir, 'out');
    expect(magis(h, args(file)).status).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    chmodSync(file, 0o644); // a copy the user widened: the next write is private again
    expect(magis(h, args(file)).status).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir).filter(n => n.includes('magis-tmp'))).toEqual([]);
  });

  it("refuses another program's file, a symlink, a device or pipe, and leaves them as they were", async () => {
    const {h, dir} = await filled();
    const notes = join(dir, 'notes.txt');
    writeFileSync(notes, 'my notes');
    const other = join(dir, 'other.sqlite');
    const db = new Database(other);
    db.exec('CREATE TABLE t (x); INSERT INTO t VALUES (1)');
    db.close();
    const link = join(dir, 'link');
    symlinkSync(notes, link);
    const fifo = join(dir, 'fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    for (const [target, why] of [
      [notes, /was not written by magis/],
      [other, /was not written by magis/],
      [link, /symbolic link/],
      [fifo, /not a regular file/],
      ['/dev/null', /not a regular file/],
      [dir, /is a folder/],
    ] as const) {
      // A writer that opened the pipe would block on it: in a child process that is a timeout, in-process a hung worker.
      const r = target === fifo ? magis(h, args(target)) : await magisIn(h, args(target));
      expect(r.status, target).toBe(2);
      expect(r.stderr.trim().split('\n'), target).toHaveLength(1);
      expect(r.stderr).toMatch(why);
    }
    expect(readFileSync(notes, 'utf8')).toBe('my notes');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(lstatSync(fifo).isFIFO()).toBe(true);
    expect(statSync('/dev/null').isCharacterDevice()).toBe(true);
  });

  it('removes a temporary file a killed run left behind', async () => {
    const {h, dir} = await filled();
    // What a run killed mid-write leaves: its pid is long gone (pids are below 2^22 on Linux).
    const stale = join(dir, '.out.magis-tmp-4194999-abc123');
    writeFileSync(stale, 'half');
    expect((await magisIn(h, args(join(dir, 'out')))).status).toBe(0);
    expect(existsSync(stale)).toBe(false);
  });
});

it('backup refuses the live database itself', async () => {
  const {h} = await filled();
  const r = await magisIn(h, ['backup', join(h, 'magis.db')]);
  expect(r.status).toBe(2);
  expect(r.stderr).toMatch(/live database/);
});
