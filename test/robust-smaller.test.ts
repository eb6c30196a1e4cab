import {spawnSync} from 'node:child_process';
import {chmodSync, mkdirSync, statSync, symlinkSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {BIN, homePerTest, magis} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

/** Issue 24's smaller defects, each as the attack found it. */
const home = homePerTest();
const NOW = '2026-11-24T09:00:00Z';

describe('smaller defects', () => {
  it('remind --within 99999y is a usage error', async () => {
    const h = home();
    const r = await magisIn(h, ['remind', '--within', '99999y', '--now', NOW]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('magis: Invalid --within "99999y": look at most 10 years (3660d) ahead.\n');
    expect((await magisIn(h, ['remind', '--within', '3660d', '--now', NOW])).status).toBe(0);
  });

  it("a MAGIS_HOME that is a symlink to a shared folder keeps that folder's mode; the store is still 0600", () => {
    const h = home();
    const shared = join(h, '..', 'shared');
    mkdirSync(shared);
    chmodSync(shared, 0o755);
    const link = join(h, '..', 'link-home');
    symlinkSync(shared, link);
    expect(magis(link, ['memories', 'add', 'Uma coisa', '--now', NOW]).status).toBe(0);
    expect(statSync(shared).mode & 0o777).toBe(0o755);
    expect(statSync(join(shared, 'magis.db')).mode & 0o777).toBe(0o600);
  });

  it('an existing 0644 database is made 0600 on the next run', () => {
    const h = home();
    magis(h, ['memories', 'add', 'Uma coisa', '--now', NOW]);
    chmodSync(join(h, 'magis.db'), 0o644);
    expect(magis(h, ['memories', 'list', '--now', NOW]).status).toBe(0);
    expect(statSync(join(h, 'magis.db')).mode & 0o777).toBe(0o600);
  });

  it('MCP answers a message over 10 MiB with a JSON-RPC error and exits 1 with one sentence', () => {
    const h = home();
    const big = `${JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping', params: {x: 'a'.repeat(11 * 1024 * 1024)}})}\n`;
    const r = spawnSync(process.execPath, [BIN, 'mcp'], {env: {PATH: process.env.PATH, MAGIS_HOME: h}, input: big, encoding: 'utf8', timeout: 60_000, maxBuffer: 1 << 20});
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout.trim().split('\n')[0]!)).toMatchObject({jsonrpc: '2.0', id: null, error: {code: -32600}});
    expect(r.stderr).toBe('magis: an MCP message over 10 MiB was refused and the server stopped; the client must send smaller messages.\n');
  });

  it('invisible-only text (zero-width spaces, joiners, direction marks) is not stored', async () => {
    const h = home();
    for (const args of [
      ['memories', 'add', '\u200b\u200d\u2060'],
      ['ask', '\u200e\u200f\u00ad'],
    ]) {
      const r = await magisIn(h, [...args, '--now', NOW]);
      expect(r.status, args[0]).toBe(2);
      expect(r.stderr).toMatch(/^magis: (O texto está vazio|The text is empty)/);
    }
    expect((await magisIn(h, ['memories', 'list', '--json', '--now', NOW])).stdout).toBe('[]\n');
  });

  it("a calendar event ical.js cannot read is skipped and named in one plain sentence, never with ical.js's own words", async () => {
    const h = home();
    const file = join(h, '..', 'bad.ics');
    writeFileSync(file, 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTART:2026AB01T100000Z\r\nSUMMARY:x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n');
    const r = await magisIn(h, ['import', file, '--now', NOW], {env: {LANG: 'en_US.UTF-8'}});
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('magis: warning: "x" (UID a): its date or repetition could not be read, so it was skipped.\n');
    expect(r.stdout).toMatch(/^Imported 0 events and 0 checkups from .*; 1 could not be read and was skipped\.\n$/);
  });
});
