import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseIcs} from '../src/calendar/ics-parse.js';
import {applyRemote} from '../src/calendar/store-io.js';
import {openDatabase} from '../src/store/db.js';
import {endBatch, lastBatchKept, startBatch} from '../src/store/journal.js';
import {undoLastMessage} from '../src/store/undo.js';
import {moveItem} from '../src/store/world-items.js';
import {homePerTest, json, magis} from './helpers/cli.js';
import {inspect} from './helpers/db.js';

/**
 * `undo` never destroys newer data (issue 39): an undone delete does not come back over an id that
 * a later insert no journal recorded (an .ics import, `tasks add`, a sync) has reused, and an item a
 * sync changed since the batch is left as the sync left it, with a sentence saying why.
 */
const newHome = homePerTest();
const NOW = ['--now', '2026-11-24T10:00'];
const ENV = {env: {LANG: 'en_US.UTF-8'}};

const ics = (events: Array<[uid: string, title: string, start: string]>) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    ...events.flatMap(([uid, title, start]) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20261101T000000Z', `DTSTART:${start}`, `SUMMARY:${title}`, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

const titles = (home: string) => inspect(home, db => db.prepare('SELECT id, title FROM events ORDER BY id').all() as Array<{id: number; title: string}>);

describe('undo and newer data', () => {
  it('an undone delete comes back under a new id when a later import reused its id; the newer event stays', () => {
    const home = newHome();
    const first = join(home, '..', 'first.ics');
    const later = join(home, '..', 'later.ics');
    writeFileSync(
      first,
      ics([
        ['u1', 'Book club', '20261201T180000Z'],
        ['u2', 'Choir rehearsal', '20261202T190000Z'],
      ]),
    );
    writeFileSync(later, ics([['u3', 'Football final', '20261203T200000Z']]));
    expect(magis(home, ['import', first, ...NOW], ENV).status).toBe(0);
    expect(magis(home, ['agenda', 'delete', 'event-2', ...NOW], ENV).status).toBe(0);
    // The highest id was deleted: SQLite gives it to the next insert, which no journal records.
    expect(magis(home, ['import', later, ...NOW], ENV).status).toBe(0);
    expect(titles(home)).toEqual([
      {id: 1, title: 'Book club'},
      {id: 2, title: 'Football final'},
    ]);
    const undo = json(magis(home, ['undo', '--json', ...NOW], ENV));
    expect(undo.reverted).toEqual([{op: 'delete', what: 'event', id: 2}]);
    expect(titles(home)).toEqual([
      {id: 1, title: 'Book club'},
      {id: 2, title: 'Football final'},
      {id: 3, title: 'Choir rehearsal'},
    ]);
    // Run again: nothing newer is touched either (the import kept no journal).
    expect(magis(home, ['undo', ...NOW], ENV).status).toBe(0);
    expect(titles(home).map(r => r.title)).toEqual(['Book club', 'Football final', 'Choir rehearsal']);
  });

  it('an undone delete of a task comes back beside the task that took its id', () => {
    const home = newHome();
    expect(magis(home, ['tasks', 'add', 'renew the passport', ...NOW], ENV).status).toBe(0);
    expect(magis(home, ['agenda', 'delete', 'task-1', ...NOW], ENV).status).toBe(0);
    expect(magis(home, ['tasks', 'add', 'pay the water bill', ...NOW], ENV).status).toBe(0);
    const tasks = () => inspect(home, db => db.prepare('SELECT id, description FROM tasks ORDER BY id').all());
    expect(tasks()).toEqual([{id: 1, description: 'pay the water bill'}]);
    const r = magis(home, ['undo', ...NOW], ENV);
    expect(r.status).toBe(0);
    expect(tasks()).toEqual([
      {id: 1, description: 'pay the water bill'},
      {id: 2, description: 'renew the passport'},
    ]);
  });

  it("after a sync brought another device's edit, undo leaves that item as the sync left it and says why", () => {
    const home = newHome();
    const db = openDatabase(home, {now: new Date('2026-11-24T10:00:00Z')});
    try {
      const file = ics([['phone-1', 'Parents evening', '20261203T180000Z']]);
      const at = '2026-11-24T10:00:00.000Z';
      // The event came from the family calendar; on this device the user moves it (journalled, as `agenda move` does).
      db.prepare(`INSERT INTO events (kind, title, date, time, status, context, external_uid, created_at, updated_at)
        VALUES ('meeting', 'Parents evening', '2026-12-03', '18:00', 'scheduled', 'family', 'phone-1', ?, ?)`).run(at, at);
      const batch = startBatch(db, 'cli', null, at);
      moveItem(db, {table: 'events', id: 1}, '2026-12-04', '18:00', null, at);
      endBatch(db, batch);
      // Then a sync brings the phone's later edit of the same event (new title and day); no journal records it.
      const phone = parseIcs(file.replace('SUMMARY:Parents evening', 'SUMMARY:Parents evening (hall B)').replace('20261203T180000Z', '20261205T170000Z'), new Date(at));
      applyRemote(db, {item: 'event', id: 1}, 'phone-1', phone, '2026-11-24T11:00:00.000Z');

      expect(lastBatchKept(db)).toEqual([{what: 'event', id: 1, title: 'Parents evening (hall B)', why: 'changed'}]);
      const u = undoLastMessage(db, '2026-11-24T12:00:00.000Z');
      expect(u.changes).toEqual([]);
      expect(db.prepare('SELECT title, date, time FROM events WHERE id = 1').get()).toEqual({title: 'Parents evening (hall B)', date: '2026-12-05', time: '17:00'});
    } finally {
      db.close();
    }
  });

  it('the CLI says which item it left and why, in one line', () => {
    const home = newHome();
    const file = join(home, '..', 'one.ics');
    writeFileSync(file, ics([['s1', 'Swimming gala', '20261210T090000Z']]));
    expect(magis(home, ['import', file, ...NOW], ENV).status).toBe(0);
    expect(magis(home, ['agenda', 'move', 'event-1', '2026-12-11 09:00', ...NOW], ENV).status).toBe(0);
    // A later change no journal recorded (a sync's, here written as a sync writes it).
    const db = openDatabase(home);
    db.prepare("UPDATE events SET title = 'Swimming gala (finals)', updated_at = '2026-11-24T11:00:00.000Z' WHERE id = 1").run();
    db.close();
    const r = magis(home, ['undo', ...NOW], ENV);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('"Swimming gala (finals)" was left as it is now: it changed after that (a calendar sync or another edit), and undoing would lose the newer version.\n');
    expect(inspect(home, d => d.prepare('SELECT title, date FROM events').get())).toEqual({title: 'Swimming gala (finals)', date: '2026-12-11'});
  });
});
