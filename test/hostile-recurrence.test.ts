import Database from 'better-sqlite3';
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {describe, expect, it} from 'vitest';
import {BIN, homePerTest, json} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';
import {inspect} from './helpers/db.js';

/**
 * Issue 24: one calendar event `RRULE:FREQ=SECONDLY;COUNT=100000000` with a past start froze
 * `remind` (cron), `agenda`, every chat turn and MCP's agenda tool. Import now refuses such a
 * rule (the event kept once, with a warning), and a store that already holds one (an older magis
 * imported it) still answers: expansion is bounded by the window, whatever the rule.
 * The spawn's own 60 s timeout is the hang guard; how fast they answer is measured in the stress
 * suite and bench/RESULTS.md, not here.
 */
const home = homePerTest();
const NOW = '2026-11-24T09:00:00Z';

const ics = (rules: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    ...rules.flatMap((rule, i) => [
      'BEGIN:VEVENT',
      `UID:hostile-${i}@test`,
      'DTSTAMP:20200101T000000Z',
      'DTSTART:20200101T100000Z',
      'DTEND:20200101T100100Z',
      `SUMMARY:Ping ${rule.split(';')[0]}`,
      `RRULE:${rule}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

const HOSTILE = ['FREQ=SECONDLY;COUNT=100000000', 'FREQ=MINUTELY;COUNT=100000000', 'FREQ=HOURLY;COUNT=100000000'];

describe('hostile recurrences', () => {
  it('import keeps such an event once and says why, on stderr and in --json', async () => {
    const h = home();
    const file = join(h, '..', 'hostile.ics');
    writeFileSync(file, ics([...HOSTILE, 'FREQ=WEEKLY;BYDAY=TU']));
    const r = await magisIn(h, ['import', file, '--now', NOW], {env: {LANG: 'en_US.UTF-8'}});
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`Imported 4 events and 0 checkups from ${file}.\n`);
    const warnings = r.stderr.trim().split('\n');
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toBe('magis: warning: "Ping FREQ=SECONDLY" (2020-01-01): it repeats more often than once a day, so it was kept once, on its first day.');
    const rules = inspect(h, db => db.prepare('SELECT title, rrule FROM events ORDER BY id').all());
    expect(rules).toEqual([
      {title: 'Ping FREQ=SECONDLY', rrule: null},
      {title: 'Ping FREQ=MINUTELY', rrule: null},
      {title: 'Ping FREQ=HOURLY', rrule: null},
      {title: 'Ping FREQ=WEEKLY', rrule: 'FREQ=WEEKLY;BYDAY=TU'},
    ]);
    const again = json(await magisIn(h, ['import', file, '--json', '--now', NOW]));
    expect(again.warnings).toHaveLength(3);
    expect(again.events).toEqual({added: 0, skipped: 4});
  });

  it('a store that already holds them still answers agenda, remind, ask and MCP agenda', async () => {
    const h = home();
    const file = join(h, '..', 'plain.ics');
    writeFileSync(file, ics(['FREQ=DAILY', 'FREQ=DAILY', 'FREQ=DAILY']));
    await magisIn(h, ['import', file, '--now', NOW]);
    // What an older magis stored: the rules themselves, as the calendar had them.
    const db = new Database(join(h, 'magis.db'));
    HOSTILE.forEach((rule, i) => {
      db.prepare('UPDATE events SET rrule = ?, title = ? WHERE external_uid = ?').run(rule, `Ping ${i}`, `hostile-${i}@test`);
    });
    db.close();

    // MINUTELY and HOURLY with 10^8 occurrences since 2020 still run in 2026; SECONDLY ended in 2023.
    const agenda = json(await magisIn(h, ['agenda', '--json', '--within', '2d', '--now', NOW]));
    const titles = (agenda as Array<{title: string; date: string}>).map(a => `${a.date} ${a.title}`).sort();
    expect(titles).toEqual(['2026-11-24 Ping 1', '2026-11-24 Ping 2', '2026-11-25 Ping 1', '2026-11-25 Ping 2', '2026-11-26 Ping 1', '2026-11-26 Ping 2']);
    expect((await magisIn(h, ['remind', '--now', NOW])).status).toBe(0);
    const ask = await magisIn(h, ['ask', 'o que tenho amanhã?', '--now', NOW]);
    expect(ask.status).toBe(0);
    expect(ask.stdout).toMatch(/Ping 1/);

    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BIN, 'mcp'],
      env: {PATH: process.env.PATH ?? '', MAGIS_HOME: h, MAGIS_NOW: NOW, TZ: 'UTC', NO_COLOR: '1'},
      stderr: 'pipe',
    });
    const client = new Client({name: 'hostile-test', version: '0.0.0'});
    await client.connect(transport);
    try {
      const r = await client.callTool({name: 'agenda', arguments: {within: '1d'}});
      expect(r.isError).toBeFalsy();
      expect(JSON.stringify(r.structuredContent)).toMatch(/Ping 2/);
      await client.ping();
    } finally {
      await client.close();
    }
  }, 60_000);
});

describe('hostile recurrences in an export document', () => {
  it('are kept once, with a warning, and the agenda answers', async () => {
    const src = home();
    const file = join(src, '..', 'plain.ics');
    writeFileSync(file, ics(['FREQ=DAILY']));
    await magisIn(src, ['import', file, '--now', NOW]);
    const out = join(src, '..', 'export.json');
    expect((await magisIn(src, ['export', '-o', out])).status).toBe(0);
    const doc = JSON.parse(readFileSync(out, 'utf8'));
    doc.tables.events[0].rrule = 'FREQ=SECONDLY;COUNT=100000000';
    writeFileSync(out, JSON.stringify(doc));
    const h = home();
    const r = await magisIn(h, ['import', out, '--now', NOW]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toBe('magis: warning: "Ping FREQ=DAILY" (2020-01-01): it repeats more often than once a day, so it was kept once, on its first day.\n');
    expect(inspect(h, db => db.prepare('SELECT rrule FROM events').pluck().all())).toEqual([null]);
    expect((await magisIn(h, ['agenda', '--now', NOW])).status).toBe(0);
  });
});
