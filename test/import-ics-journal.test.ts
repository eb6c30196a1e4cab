import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import Database from 'better-sqlite3';
import {describe, expect, it} from 'vitest';
import {homePerTest, json} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';
import {inspect} from './helpers/db.js';

/**
 * A calendar import records its new events and checkups in the undo journal all at once, not by a
 * trigger per row (a 20,000-event import spent most of its time there): what it lists as `changes`,
 * what undo takes back and what undo leaves when a row was edited since must be as before.
 */
const newHome = homePerTest();
const NOW = ['--now', '2026-11-24T10:00'];
const ENV = {env: {LANG: 'en_US.UTF-8'}};

function calendar(n: number): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//EN'];
  for (let i = 0; i < n; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    lines.push('BEGIN:VEVENT', `UID:club-${i}`, 'DTSTAMP:20261101T000000Z', `DTSTART:202612${day}T180000Z`, `SUMMARY:Book club ${i}`, 'END:VEVENT');
  }
  lines.push('BEGIN:VEVENT', 'UID:dent-1', 'DTSTAMP:20261101T000000Z', 'DTSTART:20261215T090000Z', 'SUMMARY:Dentist', 'END:VEVENT');
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

describe('a calendar import in the undo journal', () => {
  it('lists every row it added, and undo takes them all back but one edited since', async () => {
    const home = newHome();
    const file = join(home, '..', 'club.ics');
    writeFileSync(file, calendar(30));
    const imported = json(await magisIn(home, ['import', file, '--json', ...NOW], ENV));
    expect([imported.events.added, imported.checkups.added]).toEqual([30, 1]);
    const changes = imported.changes as Array<{op: string; what: string; id: number}>;
    expect(changes.filter(c => c.op === 'add' && c.what === 'event')).toHaveLength(30);
    expect(changes.filter(c => c.op === 'add' && c.what === 'checkup')).toHaveLength(1);
    // The journal holds each row whole, as the row triggers keep one.
    const kept = inspect(home, db => db.prepare("SELECT new FROM world_changes WHERE tbl = 'events' ORDER BY id LIMIT 1").pluck().get() as string);
    expect(JSON.parse(kept)).toMatchObject({rowid: changes[0]!.id, id: changes[0]!.id, title: 'Book club 0', date: '2026-12-01', time: '18:00'});

    // An edit no batch recorded (as a sync writes it) keeps that row when the import is undone.
    const db = new Database(join(home, 'magis.db'));
    db.prepare("UPDATE events SET title = 'Book club (moved room)' WHERE external_uid = 'club-3'").run();
    db.close();
    const undo = json(await magisIn(home, ['undo', '--json', ...NOW], ENV));
    expect(undo.kept).toEqual([expect.objectContaining({what: 'event', title: 'Book club (moved room)', why: 'changed'})]);
    expect(inspect(home, d => d.prepare('SELECT title FROM events').pluck().all())).toEqual(['Book club (moved room)']);
    expect(inspect(home, d => d.prepare('SELECT count(*) FROM checkups').pluck().get())).toBe(0);

    // The file again brings back what undo took, and nothing twice.
    const again = json(await magisIn(home, ['import', file, '--json', ...NOW], ENV));
    expect([again.events, again.checkups]).toEqual([
      {added: 29, skipped: 1},
      {added: 1, skipped: 0},
    ]);
  });
});
