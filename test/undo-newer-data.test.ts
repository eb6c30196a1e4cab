import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseIcs} from '../src/calendar/ics-parse.js';
import type {CalendarServer, RemoteObject} from '../src/calendar/caldav.js';
import {addAccount, applyRemote, findAccount} from '../src/calendar/store-io.js';
import {syncAccount} from '../src/calendar/sync.js';
import {openDatabase} from '../src/store/db.js';
import {endBatch, journaled, lastBatchKept, startBatch} from '../src/store/journal.js';
import {undoLastMessage} from '../src/store/undo.js';
import {moveItem} from '../src/store/world-items.js';
import {homePerTest, json} from './helpers/cli.js';
import {magisIn as magis} from './helpers/in-process.js';
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

/** A CalDAV account in memory: the family calendar a phone edits, and the Magis calendar. */
function fakeServer() {
  const family = 'https://dav.example/cal/family/';
  const magisCal = 'https://dav.example/cal/magis/';
  const objects = new Map<string, RemoteObject & {cal: string}>();
  let tag = 0;
  const server: CalendarServer = {
    async calendars() {
      return [family, magisCal].map(url => ({url, name: url === family ? 'Family' : 'Magis', objects: [...objects.values()].filter(o => o.cal === url).map(({cal: _c, ...o}) => o)}));
    },
    async magisCalendar() {
      return magisCal;
    },
    async put(url, data, etag) {
      const had = objects.get(url);
      if ((etag === null && had) || (etag !== null && had?.etag !== etag)) return null;
      const next = `"e${++tag}"`;
      objects.set(url, {url, etag: next, data, cal: url.startsWith(family) ? family : magisCal});
      return {etag: next};
    },
    async remove(url) {
      return objects.delete(url);
    },
  };
  /** What a phone does: writes the object on the server, with a new ETag. */
  const phone = (name: string, data: string) => objects.set(family + name, {url: family + name, etag: `"p${++tag}"`, data, cal: family});
  return {server, phone};
}

const titles = (home: string) => inspect(home, db => db.prepare('SELECT id, title FROM events ORDER BY id').all() as Array<{id: number; title: string}>);

describe('undo and newer data', () => {
  it('each writer is a batch of its own: undo takes back the later import first, then the delete, each row under its own id', async () => {
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
    expect((await magis(home, ['import', first, ...NOW], ENV)).status).toBe(0);
    expect((await magis(home, ['agenda', 'delete', 'event-2', ...NOW], ENV)).status).toBe(0);
    // The highest id was deleted; the next insert does not get it (ids are never given twice).
    expect((await magis(home, ['import', later, ...NOW], ENV)).status).toBe(0);
    expect(titles(home)).toEqual([
      {id: 1, title: 'Book club'},
      {id: 3, title: 'Football final'},
    ]);
    // The import was journalled: undo takes it back, not the older delete.
    const undo = json(await magis(home, ['undo', '--json', ...NOW], ENV));
    expect(undo.reverted).toEqual([{op: 'add', what: 'event', id: 3}]);
    expect(titles(home)).toEqual([{id: 1, title: 'Book club'}]);
    // Run again: the delete, its row back under its own id.
    expect(json(await magis(home, ['undo', '--json', ...NOW], ENV)).reverted).toEqual([{op: 'delete', what: 'event', id: 2}]);
    expect(titles(home)).toEqual([
      {id: 1, title: 'Book club'},
      {id: 2, title: 'Choir rehearsal'},
    ]);
  });

  it('tasks add is undone as itself, and a deleted task comes back under its own id', async () => {
    const home = newHome();
    expect((await magis(home, ['tasks', 'add', 'renew the passport', ...NOW], ENV)).status).toBe(0);
    expect((await magis(home, ['agenda', 'delete', 'task-1', ...NOW], ENV)).status).toBe(0);
    expect((await magis(home, ['tasks', 'add', 'pay the water bill', ...NOW], ENV)).status).toBe(0);
    const tasks = () => inspect(home, db => db.prepare('SELECT id, description FROM tasks ORDER BY id').all());
    expect(tasks()).toEqual([{id: 2, description: 'pay the water bill'}]);
    expect((await magis(home, ['undo', ...NOW], ENV)).status).toBe(0);
    expect(tasks()).toEqual([]);
    expect((await magis(home, ['undo', ...NOW], ENV)).status).toBe(0);
    expect(tasks()).toEqual([{id: 1, description: 'renew the passport'}]);
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

  it('a sync is a batch undo steps past; an item it changed after the edit undo would revert is left, and undo says a sync changed it', async () => {
    const db = openDatabase(newHome(), {now: new Date('2026-11-24T10:00:00Z')});
    try {
      const {server, phone} = fakeServer();
      addAccount(db, {name: 'family', url: 'https://dav.example/', username: 'ana'}, '2026-11-24T10:00:00.000Z');
      const sync = (at: string) => syncAccount(db, findAccount(db, 'family')!, server, {now: new Date(at), language: 'en'});
      phone('school.ics', ics([['school-1', 'School play', '20261210T170000Z']]));
      await sync('2026-11-24T10:00:00Z');
      const id = db.prepare("SELECT id FROM events WHERE external_uid = 'school-1'").pluck().get() as number;
      // On this device, a hand edit (journalled, as `agenda move` is), sent by the next sync.
      journaled(db, 'cli', '2026-11-24T10:05:00.000Z', () => moveItem(db, {table: 'events', id}, '2026-12-11', '17:00', null, '2026-11-24T10:05:00.000Z'));
      await sync('2026-11-24T10:10:00Z');
      // A task added after: the newest thing the user did.
      journaled(db, 'cli', '2026-11-24T10:20:00.000Z', () => db.prepare("INSERT INTO tasks (description, created_at) VALUES ('buy the costume', '2026-11-24T10:20:00.000Z')").run());
      // Then the phone renames the play and moves it again; a sync brings that in.
      phone('school.ics', ics([['school-1', 'School play (dress rehearsal)', '20261212T160000Z']]).replace('DTSTAMP:20261101T000000Z', 'DTSTAMP:20261124T110000Z\r\nLAST-MODIFIED:20261124T110000Z'));
      await sync('2026-11-24T11:30:00Z');
      const play = () => db.prepare('SELECT title, date FROM events WHERE id = ?').get(id);
      expect(play()).toEqual({title: 'School play (dress rehearsal)', date: '2026-12-12'});

      // Undo steps past the sync: the task goes first.
      expect(undoLastMessage(db, '2026-11-24T12:00:00.000Z').changes).toEqual([{op: 'add', what: 'task', id: 1}]);
      // Then the move: the sync changed the play since, so it stays as the phone left it, and why is said.
      expect(lastBatchKept(db)).toEqual([{what: 'event', id, title: 'School play (dress rehearsal)', why: 'synced'}]);
      expect(undoLastMessage(db, '2026-11-24T12:01:00.000Z').changes).toEqual([]);
      expect(play()).toEqual({title: 'School play (dress rehearsal)', date: '2026-12-12'});
    } finally {
      db.close();
    }
  });

  it('the CLI says which item it left and why, in one line', async () => {
    const home = newHome();
    const file = join(home, '..', 'one.ics');
    writeFileSync(file, ics([['s1', 'Swimming gala', '20261210T090000Z']]));
    expect((await magis(home, ['import', file, ...NOW], ENV)).status).toBe(0);
    expect((await magis(home, ['agenda', 'move', 'event-1', '2026-12-11 09:00', ...NOW], ENV)).status).toBe(0);
    // A later change no journal recorded (a sync's, here written as a sync writes it).
    const db = openDatabase(home);
    db.prepare("UPDATE events SET title = 'Swimming gala (finals)', updated_at = '2026-11-24T11:00:00.000Z' WHERE id = 1").run();
    db.close();
    const r = await magis(home, ['undo', ...NOW], ENV);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('"Swimming gala (finals)" was left as it is now: it changed after that (a calendar sync or another edit), and undoing would lose the newer version.\n');
    expect(inspect(home, d => d.prepare('SELECT title, date FROM events').get())).toEqual({title: 'Swimming gala (finals)', date: '2026-12-11'});
  });
});
