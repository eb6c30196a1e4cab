import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {openDatabase} from '../src/store/db.js';
import {homePerTest, json} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';
import {inspect} from './helpers/db.js';

/**
 * An export always imports back (issue 39): values an older magis let in — a birthday in year 0000,
 * a 100k-character task, a 200 KB calendar title, a long `with` list, a snooze of 99999 years —
 * made `import` refuse the whole file. Entry now bounds them (snooze, .ics text) and import reads
 * what older versions stored; an event whose `exdates` is broken is skipped at import, naming its cell.
 */
const newHome = homePerTest();
const NOW = ['--now', '2026-11-24T10:00'];
const ENV = {env: {LANG: 'en_US.UTF-8'}};
const LONG_TASK = `call the plumber ${'and the roofer '.repeat(6_250)}`.slice(0, 100_000);
const LONG_TITLE = `School fair ${'x'.repeat(200_000)}`;
const WITH = JSON.stringify(Array.from({length: 8_000}, (_, i) => `Guest number ${i}`));

describe('export → import with the boundary values an older magis stored', () => {
  it('imports back whole into a fresh home', async () => {
    const src = newHome();
    expect((await magisIn(src, ['tasks', 'add', LONG_TASK, ...NOW], ENV)).status).toBe(0);
    // What older versions wrote and this one no longer lets in, written as they wrote it.
    const db = openDatabase(src);
    db.prepare(`INSERT INTO entities (kind, name, name_key, context, first_seen, last_mentioned, birthday)
      VALUES ('person', 'Ines', 'ines', 'family', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z', '0000-05-10')`).run();
    db.prepare(`INSERT INTO events (kind, title, with_names, date, time, status, context, created_at, updated_at)
      VALUES ('social', ?, ?, '2026-12-12', '10:00', 'scheduled', 'family', '2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z')`).run(LONG_TITLE, WITH);
    db.prepare(`INSERT INTO reminder_state (item_key, snoozed_until) VALUES ('task-1', '+101024-09-06T10:00:00.000Z')`).run();
    db.close();
    // The task as `tasks add` stored it (tidied), far over the 64 KB an import used to allow.
    const storedTask = inspect(src, d => d.prepare('SELECT description FROM tasks').pluck().get() as string);
    expect(storedTask.length).toBeGreaterThan(65_536);
    const file = join(src, '..', 'export.json');
    expect((await magisIn(src, ['export', '-o', file, ...NOW], ENV)).status).toBe(0);

    const dst = newHome();
    const r = await magisIn(dst, ['import', file, ...NOW], ENV);
    expect([r.status, r.stderr]).toEqual([0, '']);
    // Compared whole, said short: a failure must not print 300 KB.
    const back = inspect(dst, d => {
      const event = d.prepare('SELECT title, with_names AS withNames FROM events').get() as {title: string; withNames: string};
      return {
        task: d.prepare('SELECT description FROM tasks').pluck().get() === storedTask,
        birthday: d.prepare("SELECT birthday FROM entities WHERE name = 'Ines'").pluck().get(),
        title: event.title === LONG_TITLE,
        with: event.withNames === WITH,
        snooze: d.prepare('SELECT snoozed_until FROM reminder_state').pluck().get(),
      };
    });
    expect(back).toEqual({task: true, birthday: '--05-10', title: true, with: true, snooze: '9999-12-31T23:59:59.000Z'});
    // And the imported store answers: the snoozed task stays hidden, the person's birthday has its day.
    expect(json(await magisIn(dst, ['people', 'Ines', '--json', ...NOW], ENV))).toMatchObject([{name: 'Ines', birthday: '--05-10'}]);
  });

  it('a snooze longer than a year is refused in one sentence, exit 2; a year is fine', async () => {
    const home = newHome();
    expect((await magisIn(home, ['tasks', 'add', 'renew the passport', '--due', '2026-11-24', ...NOW], ENV)).status).toBe(0);
    expect((await magisIn(home, ['remind', '--all', ...NOW], ENV)).stdout).toBe('1. Due today: renew the passport.\n');
    const long = await magisIn(home, ['remind', 'snooze', '1', '99999y', ...NOW], ENV);
    expect([long.status, long.stderr]).toEqual([2, 'magis: Snooze too long "99999y": snooze for a year (366d) at most; to stop being reminded, use "magis remind done".\n']);
    expect(inspect(home, d => d.prepare('SELECT count(*) FROM reminder_state WHERE snoozed_until IS NOT NULL').pluck().get())).toBe(0);
    const year = json(await magisIn(home, ['remind', 'snooze', '1', '1y', '--json', ...NOW], ENV));
    expect(year.snoozedUntil).toMatch(/^2027-11-24T/);
  });

  it('a calendar title of 200 KB is cut at entry, and that is said once', async () => {
    const home = newHome();
    const ics = join(home, '..', 'fair.ics');
    writeFileSync(
      ics,
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//t//EN',
        'BEGIN:VEVENT',
        'UID:fair-1',
        'DTSTAMP:20261101T000000Z',
        'DTSTART:20261212T100000Z',
        `SUMMARY:${LONG_TITLE}`,
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
    const r = await magisIn(home, ['import', ics, ...NOW], ENV);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe(`magis: warning: "${LONG_TITLE.slice(0, 60)}…": its title is over 1000 characters, so it was cut there.\n`);
    expect(inspect(home, d => d.prepare('SELECT length(title) FROM events').pluck().get())).toBe(1000);
  });

  it('an event whose exdates is not a list of days is skipped, naming the cell; the rest is imported and the store keeps answering', async () => {
    const src = newHome();
    const ics = join(src, '..', 'weekly.ics');
    writeFileSync(
      ics,
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//t//EN',
        'BEGIN:VEVENT',
        'UID:w-1',
        'DTSTAMP:20261101T000000Z',
        'DTSTART:20261125T180000Z',
        'RRULE:FREQ=WEEKLY',
        'EXDATE:20261202T180000Z',
        'SUMMARY:Choir practice',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
    expect((await magisIn(src, ['import', ics, ...NOW], ENV)).status).toBe(0);
    const file = join(src, '..', 'export.json');
    expect((await magisIn(src, ['export', '-o', file, ...NOW], ENV)).status).toBe(0);
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    expect(doc.tables.events[0].exdates).toBe('["2026-12-02"]');
    doc.tables.events[0].exdates = 'not json at all';
    writeFileSync(file, JSON.stringify(doc));
    const dst = newHome();
    const r = await magisIn(dst, ['import', file, ...NOW], ENV);
    expect(r.status).toBe(1);
    expect(r.stderr.split('\n').filter(Boolean)).toEqual([
      `magis: ${file}: skipped tables.events[0] (id ${doc.tables.events[0].id}): exdates is not a list of days (a JSON array of YYYY-MM-DD) ("not json at all")`,
      `magis: 1 row of ${file} was skipped (named above); the rest was imported.`,
    ]);
    expect(inspect(dst, d => d.prepare('SELECT count(*) FROM events').pluck().get())).toBe(0);
    expect((await magisIn(dst, ['remind', '--all', ...NOW], ENV)).status).toBe(0);
  });

  it('a notes paragraph over 64 KB becomes memories small enough to export and import back, every word kept', async () => {
    const home = newHome();
    const note = join(home, '..', 'garden.md');
    const words = Array.from({length: 20_000}, (_, i) => `fence${i}`);
    writeFileSync(note, `## 2026-03-14\n\n${words.join(' ')}\n`);
    const r = await magisIn(home, ['memories', 'import', note, '--no-learn', ...NOW], ENV);
    expect([r.status, r.stderr]).toEqual([0, '']);
    const stored = inspect(home, d => d.prepare('SELECT content FROM memories ORDER BY id').pluck().all() as string[]);
    expect(stored.length).toBeGreaterThan(1);
    for (const m of stored) expect(m.length).toBeLessThanOrEqual(65_536);
    expect(stored.join(' ').split(' ')).toEqual(words);
    // Both exports import back whole into a fresh home.
    const file = join(home, '..', 'all.json');
    expect((await magisIn(home, ['export', '-o', file, ...NOW], ENV)).status).toBe(0);
    const jsonl = join(home, '..', 'memories.jsonl');
    expect((await magisIn(home, ['memories', 'export', '--format', 'jsonl', '-o', jsonl, ...NOW], ENV)).status).toBe(0);
    for (const [args, what] of [
      [['import', file], 'import'],
      [['memories', 'import', jsonl, '--no-learn'], 'memories import'],
    ] as const) {
      const other = newHome();
      const back = await magisIn(other, [...args, ...NOW], ENV);
      expect([what, back.status, back.stderr]).toEqual([what, 0, '']);
      expect(inspect(other, d => d.prepare('SELECT content FROM memories ORDER BY id').pluck().all())).toEqual(stored);
    }
  });

  it('a memory an older magis kept whole (over 64 KB) leaves through memories export and comes back', async () => {
    const src = newHome();
    expect((await magisIn(src, ['memories', 'add', 'the gate code is 4471', ...NOW], ENV)).status).toBe(0);
    const db = openDatabase(src);
    db.prepare('UPDATE memories SET content = ?').run(`a pasted log ${'line '.repeat(40_000)}`.trim());
    db.close();
    const jsonl = join(src, '..', 'memories.jsonl');
    expect((await magisIn(src, ['memories', 'export', '--format', 'jsonl', '-o', jsonl, ...NOW], ENV)).status).toBe(0);
    const dst = newHome();
    const back = await magisIn(dst, ['memories', 'import', jsonl, '--no-learn', ...NOW], ENV);
    expect([back.status, back.stderr]).toEqual([0, '']);
    expect(inspect(dst, d => d.prepare('SELECT length(content) FROM memories').pluck().get())).toBeGreaterThan(65_536);
  });
});
