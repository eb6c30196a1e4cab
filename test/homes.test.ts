import {spawnSync} from 'node:child_process';
import {chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {magisAsync} from './helpers/cli.js';

/**
 * Homes that cannot be used: one sentence naming the path and what to do, exit 1, at once — never
 * a spinning process (Node's recursive mkdir loops forever under /proc) or a raw ENOTDIR.
 */
const root = mkdtempSync(join(tmpdir(), 'magis-homes-'));
afterAll(() => rmSync(root, {recursive: true, force: true}));

/** Mounting a tiny tmpfs needs root; elsewhere the read-only case uses permissions and the full disk an injected ENOSPC (src/store/db-home.isolated.test.ts). */
const isRoot = process.getuid?.() === 0;
function mount(dir: string, options: string): boolean {
  mkdirSync(dir, {recursive: true});
  return spawnSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir]).status === 0;
}
const unmount = (dir: string) => spawnSync('umount', [dir]);
/** Whether this machine lets us mount (root with the capability); decided once, before the tests are collected. */
const canMount = isRoot && mount(join(root, 'probe'), 'size=16k') && unmount(join(root, 'probe')).status === 0;

async function refused(home: string) {
  const r = await magisAsync(home, ['memories', 'list'], {timeoutMs: 20_000});
  expect(r.status).toBe(1);
  const lines = r.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(home);
  expect(lines[0]).toMatch(/MAGIS_HOME/);
  expect(lines[0]).not.toMatch(/ENOTDIR|ENOENT|EROFS|EACCES| {4}at /);
  // One second of magis's own work; the bound leaves room for Node's start-up on a loaded machine.
  expect(r.ms).toBeLessThan(5000);
  return lines[0]!;
}

describe('a home that cannot be used', () => {
  it('under /proc: answers at once instead of spinning', async () => {
    expect(await refused('/proc/magis-nope')).toMatch(/does not accept new folders/);
  });

  it('below a regular file: names the file', async () => {
    const file = join(root, 'a-file');
    writeFileSync(file, 'x');
    expect(await refused(join(file, 'home'))).toContain(`${file} is a file, not a folder`);
  });

  it('a file where the folder should be', async () => {
    const file = join(root, 'plain-file');
    writeFileSync(file, 'x');
    expect(await refused(file)).toMatch(/is a file, not a folder/);
  });

  describe('read-only', () => {
    const dir = join(root, 'ro');
    let mounted = false;
    beforeAll(() => {
      mounted = canMount && mount(dir, 'size=1m,ro');
      if (!mounted) {
        mkdirSync(dir, {recursive: true});
        chmodSync(dir, 0o500);
      }
    });
    afterAll(() => (mounted ? unmount(dir) : chmodSync(dir, 0o700)));

    it.runIf(canMount || !isRoot)('the home itself, and a new home inside it', async () => {
      expect(await refused(dir)).toMatch(/read-only|not allowed to write/);
      expect(await refused(join(dir, 'sub'))).toMatch(/read-only|not allowed to write/);
    });
  });

  describe('on a full disk', () => {
    const dir = join(root, 'full');
    let mounted = false;
    beforeAll(() => {
      mounted = canMount && mount(dir, 'size=64k');
      if (mounted) spawnSync('sh', ['-c', `dd if=/dev/zero of=${join(dir, 'fill')} bs=4k`]);
    });
    afterAll(() => mounted && unmount(dir));

    it.runIf(canMount)('a tiny tmpfs filled up: nothing half-made, one sentence', async () => {
      expect(mounted).toBe(true);
      expect(await refused(join(dir, 'home'))).toMatch(/disk holding .* is full/);
    });
  });
});
