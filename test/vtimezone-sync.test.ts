import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {homePerTest} from './helpers/cli.js';
import {inspect} from './helpers/db.js';
import {magisIn} from './helpers/in-process.js';
import {type Radicale, radicaleMissing, startRadicale} from './helpers/radicale.js';

/**
 * Issue 39, item 5, through the commands that met it: a VTIMEZONE whose rule repeats every second,
 * served by a CalDAV server, held a cron run until it was killed at 300 s with 4.5 GB resident
 * (vtimezone-bounds.test.ts checks the parser and `magis import`). A phone puts such an object on
 * the family's calendar (Radicale on loopback) beside a good one: `calendar sync` and cron's
 * `remind` end in seconds, the good event arrives, and the bad one is named, not stored.
 */
const PASSWORD = 'rio-pass-24';
const newHome = homePerTest();
let server: Radicale;
beforeAll(async () => {
  if (!radicaleMissing) server = await startRadicale({rio: PASSWORD});
});
afterAll(async () => server?.stop());

const auth = {authorization: `Basic ${Buffer.from(`rio:${PASSWORD}`).toString('base64')}`};
const vcal = (lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//phone//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');

async function phonePut(name: string, body: string): Promise<void> {
  const res = await fetch(new URL(`/rio/family/${name}`, server.url), {method: 'PUT', headers: {...auth, 'content-type': 'text/calendar'}, body});
  expect(res.status, await res.text()).toBeLessThan(300);
}

describe.skipIf(radicaleMissing)('a hostile VTIMEZONE served by a CalDAV server', () => {
  it('calendar sync and cron end in seconds; the good event arrives, the bad one is named and not stored', async () => {
    const mk = await fetch(new URL('/rio/family/', server.url), {
      method: 'MKCALENDAR',
      headers: {...auth, 'content-type': 'application/xml'},
      body: '<?xml version="1.0"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"/>',
    });
    expect(mk.status).toBe(201);
    await phonePut(
      'harbour.ics',
      vcal([
        'BEGIN:VTIMEZONE',
        'TZID:Custom/Harbour',
        'BEGIN:STANDARD',
        'DTSTART:16010101T030000',
        'TZOFFSETFROM:+0100',
        'TZOFFSETTO:+0000',
        'RRULE:FREQ=SECONDLY',
        'END:STANDARD',
        'END:VTIMEZONE',
        'BEGIN:VEVENT',
        'UID:harbour-1',
        'DTSTAMP:20261101T000000Z',
        'DTSTART;TZID=Custom/Harbour:20261203T180000',
        'SUMMARY:Harbour walk',
        'END:VEVENT',
      ]),
    );
    await phonePut('choir.ics', vcal(['BEGIN:VEVENT', 'UID:choir-1', 'DTSTAMP:20261101T000000Z', 'DTSTART:20261202T190000Z', 'SUMMARY:Choir practice', 'END:VEVENT']));

    const home = newHome();
    const env = {env: {LANG: 'en_US.UTF-8', MAGIS_NOW: '2026-11-24T09:00:00Z', MAGIS_CALDAV_PASSWORD: PASSWORD}, timeoutMs: 60_000};
    expect((await magisIn(home, ['calendar', 'add', server.url, '--user', 'rio', '--name', 'family'], env)).status).toBe(0);
    const runs = [];
    for (const args of [
      ['calendar', 'sync'],
      ['remind', '--all'],
      ['calendar', 'sync'],
    ]) {
      const r = await magisIn(home, args, env);
      // Seconds, not the 300 s and gigabytes of before (a busy machine's start-up included).
      expect(r.ms, args.join(' ')).toBeLessThan(15_000);
      expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(0);
      runs.push(r);
    }
    // The good event arrives; the bad object is named in one warning, each sync, and nothing of it is stored.
    expect(runs[0]!.stdout).toMatch(/^family: sent 0 .*received 1 \(1 new/);
    for (const r of [runs[0]!, runs[2]!])
      expect(r.stderr).toMatch(
        /^magis: warning: http:\/\/127\.0\.0\.1:\d+\/rio\/family\/harbour\.ics: the time zone Custom\/Harbour cannot be used \(its rule repeats secondly\); nothing was imported\.\n$/,
      );
    expect(inspect(home, db => db.prepare('SELECT title FROM events ORDER BY title').pluck().all())).toEqual(['Choir practice']);
  });
});
