import {join} from 'node:path';
import Database from 'better-sqlite3';
import stringWidth from 'string-width';
import {describe, expect, it} from 'vitest';
import {homePerTest} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

/**
 * A calendar event whose title is 70,000 characters (a store or an export may hold one: issue 39
 * bounds what comes in, not what an older magis kept) is shown on one line cut to the width: each
 * line of `timeline` took 90 s, measuring the whole title to cut it.
 */
const home = homePerTest();
const NOW = ['--now', '2026-11-24T10:00'];
const ENV = {env: {LANG: 'en_US.UTF-8'}};

describe('a 70,000-character event title', () => {
  it('timeline, agenda and people --tree answer, each line within the width', async () => {
    const h = home();
    expect((await magisIn(h, ['ask', 'Lia has swimming every Tuesday at 5pm', ...NOW], ENV)).status).toBe(0);
    // Written as an older magis (or a hand-edited store) kept it.
    const db = new Database(join(h, 'magis.db'));
    db.prepare('UPDATE events SET title = ?').run(`Natação — ${'x'.repeat(70_000)}`);
    db.close();
    for (const args of [['timeline'], ['agenda', '--within', '30d'], ['people', '--tree']]) {
      const r = await magisIn(h, [...args, ...NOW], ENV);
      expect([r.status, r.stderr], args.join(' ')).toEqual([0, '']);
      if (args[0] === 'timeline') expect(r.stdout).toMatch(/Natação — x+…\n/);
      if (args[0] === 'timeline') for (const line of r.stdout.split('\n')) expect(stringWidth(line), line.slice(0, 40)).toBeLessThanOrEqual(100);
    }
  });
});
