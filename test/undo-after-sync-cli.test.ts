import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {homePerTest, json} from './helpers/cli.js';
import {inspect} from './helpers/db.js';
import {magisIn} from './helpers/in-process.js';
import {type Radicale, radicaleMissing, startRadicale} from './helpers/radicale.js';

/**
 * Issue 39, item 3, through the commands a user runs: `undo` after a sync discarded another
 * device's edit locally, and the next sync pushed the old version over the phone's. Against a real
 * CalDAV server (Radicale on loopback): an event moved here and sent, then edited on the phone and
 * brought in by a sync; `magis undo` leaves the phone's version and says why, and the next
 * `calendar sync` leaves it on the server.
 */
const PASSWORD = 'eva-pass-58';
const newHome = homePerTest();
let server: Radicale;
beforeAll(async () => {
  if (!radicaleMissing) server = await startRadicale({eva: PASSWORD});
});
afterAll(async () => server?.stop());

const auth = {authorization: `Basic ${Buffer.from(`eva:${PASSWORD}`).toString('base64')}`};
/** Each step at its own moment, as the day goes on. */
const run = (home: string, at: string, args: string[]) => magisIn(home, args, {env: {LANG: 'en_US.UTF-8', MAGIS_NOW: at, MAGIS_CALDAV_PASSWORD: PASSWORD}});

/** What a phone does: plain HTTP on the family calendar. */
async function phonePut(name: string, lines: string[]): Promise<void> {
  const body = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//phone//EN', 'BEGIN:VEVENT', ...lines, 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
  const res = await fetch(new URL(`/eva/family/${name}`, server.url), {method: 'PUT', headers: {...auth, 'content-type': 'text/calendar'}, body});
  expect(res.status).toBeLessThan(300);
}
const phoneGet = async (name: string) => (await (await fetch(new URL(`/eva/family/${name}`, server.url), {headers: auth})).text()).replace(/\r\n[ \t]/g, '');

describe.skipIf(radicaleMissing)('undo after a sync, through the CLI', () => {
  it("leaves the phone's later edit here and on the server, and says why", async () => {
    const mk = await fetch(new URL('/eva/family/', server.url), {
      method: 'MKCALENDAR',
      headers: {...auth, 'content-type': 'application/xml'},
      body: '<?xml version="1.0"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop><D:displayname>Family</D:displayname></D:prop></D:set></C:mkcalendar>',
    });
    expect(mk.status).toBe(201);
    await phonePut('play.ics', ['UID:play-1', 'DTSTAMP:20261101T000000Z', 'DTSTART:20261210T170000Z', 'SUMMARY:School play']);

    const home = newHome();
    expect((await run(home, '2026-11-24T10:00:00Z', ['calendar', 'add', server.url, '--user', 'eva', '--name', 'family'])).status).toBe(0);
    expect(json(await run(home, '2026-11-24T10:00:00Z', ['calendar', 'sync', '--json'])).accounts[0].received.added).toBe(1);
    const id = inspect(home, db => db.prepare("SELECT id FROM events WHERE external_uid = 'play-1'").pluck().get() as number);

    // Moved here (a journalled edit), and sent.
    const move = await run(home, '2026-11-24T10:05:00Z', ['agenda', 'move', `event-${id}`, '2026-12-11 17:00']);
    expect([move.status, move.stderr]).toEqual([0, '']);
    expect(json(await run(home, '2026-11-24T10:10:00Z', ['calendar', 'sync', '--json'])).accounts[0].sent.updated).toBe(1);
    expect(await phoneGet('play.ics')).toMatch(/DTSTART[^:\r\n]*:20261211T/);

    // Later, on the phone: renamed and moved again. A sync brings that in.
    await phonePut('play.ics', ['UID:play-1', 'DTSTAMP:20261124T110000Z', 'LAST-MODIFIED:20261124T110000Z', 'DTSTART:20261212T160000Z', 'SUMMARY:School play (dress rehearsal)']);
    expect(json(await run(home, '2026-11-24T11:30:00Z', ['calendar', 'sync', '--json'])).accounts[0].received.updated).toBe(1);
    const play = () => inspect(home, db => db.prepare('SELECT title, date FROM events WHERE id = ?').get(id));
    expect(play()).toEqual({title: 'School play (dress rehearsal)', date: '2026-12-12'});

    // Undo steps past the sync to the move: the sync changed the play since, so it stays, and why is said.
    const undo = await run(home, '2026-11-24T12:00:00Z', ['undo']);
    expect(undo.status).toBe(0);
    expect(undo.stdout).toBe('"School play (dress rehearsal)" was left as it is now: a calendar sync brought a newer version after that, and undoing would lose it.\n');
    expect(play()).toEqual({title: 'School play (dress rehearsal)', date: '2026-12-12'});

    // The next sync sends nothing old: the phone's version stays on the server.
    const after = json(await run(home, '2026-11-24T12:10:00Z', ['calendar', 'sync', '--json']));
    expect(after.accounts[0].sent).toEqual({added: 0, updated: 0, deleted: 0});
    const onServer = await phoneGet('play.ics');
    expect(onServer).toContain('SUMMARY:School play (dress rehearsal)');
    expect(onServer).toContain('DTSTART:20261212T160000Z');
    expect(play()).toEqual({title: 'School play (dress rehearsal)', date: '2026-12-12'});
  });
});
