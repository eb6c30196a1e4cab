import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {homePerTest} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';
import {type Radicale, radicaleMissing, startRadicale} from './helpers/radicale.js';

/**
 * Issue 39, Build 7, for text that arrives by a calendar sync (terminal-escapes.test.ts covers an
 * .ics file and notes): a phone puts events on the family's CalDAV server (Radicale on loopback)
 * whose titles carry escape sequences — clear the screen, set the window title, write the
 * clipboard, an 8-bit CSI. What `calendar sync` says of them (its warning names the event), the
 * agenda, the reminders, the timeline and the chat's answer print no control character but newline
 * and tab; the words of the titles still show.
 */
const PASSWORD = 'ivo-pass-62';
const newHome = homePerTest();
let server: Radicale;
beforeAll(async () => {
  if (!radicaleMissing) server = await startRadicale({ivo: PASSWORD});
});
afterAll(async () => server?.stop());

const ESC = '\u001b';
/** Any control character a terminal acts on (newline and tab are text). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
const auth = {authorization: `Basic ${Buffer.from(`ivo:${PASSWORD}`).toString('base64')}`};

async function phonePut(name: string, lines: string[]): Promise<void> {
  const body = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//phone//EN', 'BEGIN:VEVENT', ...lines, 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
  const res = await fetch(new URL(`/ivo/family/${name}`, server.url), {method: 'PUT', headers: {...auth, 'content-type': 'text/calendar'}, body});
  expect(res.status, await res.text()).toBeLessThan(300);
}

describe.skipIf(radicaleMissing)('text from a calendar sync reaches the terminal without control sequences', () => {
  it('calendar sync, agenda, remind, timeline and ask print none', async () => {
    const mk = await fetch(new URL('/ivo/family/', server.url), {
      method: 'MKCALENDAR',
      headers: {...auth, 'content-type': 'application/xml'},
      body: '<?xml version="1.0"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"/>',
    });
    expect(mk.status).toBe(201);
    // iCalendar text carries ESC and BEL as themselves; a server keeps them.
    await phonePut('recital.ics', ['UID:esc-1', 'DTSTAMP:20261101T000000Z', 'DTSTART:20261125T170000Z', `SUMMARY:${ESC}]52;c;cm0gLXJmIH4=${ESC}\\${ESC}[2JBallet recital`]);
    await phonePut('dentist.ics', ['UID:esc-2', 'DTSTAMP:20261101T000000Z', 'DTSTART:20261125T090000Z', `SUMMARY:Dentist${ESC}]0;pwned\u0007 for Ivo\u009b1A`]);
    // A rule Magis refuses: the sync's warning names the event by its title.
    await phonePut('spam.ics', ['UID:esc-3', 'DTSTAMP:20261101T000000Z', 'DTSTART:20261125T120000Z', 'RRULE:FREQ=SECONDLY', `SUMMARY:${ESC}[8mStand-up${ESC}[28m`]);
    // The server keeps them: what the sync receives carries them (else this test proves nothing).
    const held = await (await fetch(new URL('/ivo/family/recital.ics', server.url), {headers: auth})).text();
    expect(held).toContain(`${ESC}[2J`);

    const home = newHome();
    const env = {env: {LANG: 'en_US.UTF-8', MAGIS_NOW: '2026-11-24T09:00:00Z', MAGIS_CALDAV_PASSWORD: PASSWORD}};
    expect((await magisIn(home, ['calendar', 'add', server.url, '--user', 'ivo', '--name', 'family'], env)).status).toBe(0);
    const runs = [];
    for (const args of [['calendar', 'sync'], ['agenda', '--within', '7d'], ['remind', '--all'], ['timeline'], ['ask', 'what do I have on wednesday?'], ['calendar', 'sync', '--json']]) {
      runs.push({args, ...(await magisIn(home, args, env))});
    }
    for (const r of runs) expect(r.status, `${r.args.join(' ')}: ${r.stderr}`).toBe(0);
    // The sync's warning named the refused rule's event; the agenda shows the titles as plain text.
    expect(runs[0]!.stderr).toMatch(/Stand-up/);
    expect(runs[1]!.stdout).toMatch(/Ballet recital/);
    expect(runs[1]!.stdout).toMatch(/Dentist/);
    for (const r of runs) expect(CONTROL.test(r.stdout + r.stderr), `${r.args.join(' ')}: ${JSON.stringify(r.stdout + r.stderr)}`).toBe(false);
  });
});
