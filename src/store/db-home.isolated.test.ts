import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it, vi} from 'vitest';

// A full disk injected at the write path: the database refuses its first write with SQLITE_FULL,
// as it does on a real full disk (test/homes.test.ts fills a real tmpfs where it may mount one).
vi.mock('better-sqlite3', () => ({
  default: class {
    constructor() {
      throw Object.assign(new Error('database or disk is full'), {code: 'SQLITE_FULL'});
    }
  },
}));

const root = mkdtempSync(join(tmpdir(), 'magis-full-'));
afterAll(() => rmSync(root, {recursive: true, force: true}));

describe('openDatabase on a full disk', () => {
  it('names the home and what to do', async () => {
    const {openDatabase} = await import('./db.js');
    const home = join(root, 'home');
    expect(() => openDatabase(home)).toThrow(`the disk holding ${home} is full; free some space there or set MAGIS_HOME to a folder you can write to; nothing was changed.`);
  });
});
