import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createMcpServer} from '../src/mcp/server.js';
import {homePerTest, json} from './helpers/cli.js';
import {inspect} from './helpers/db.js';
import {magisIn} from './helpers/in-process.js';
import {type Radicale, radicaleMissing, startRadicale} from './helpers/radicale.js';

/**
 * An export always imports back (issue 39, Measure: "an export of a store filled through every
 * entrance with boundary values imports back whole"). One home is filled through each way in —
 * the CLI's commands, a chat message, an MCP client, an .ics import, a memories file, a notes
 * folder and a CalDAV sync — each given the largest or most extreme value it accepts (the longest
 * text, the furthest day, the most guests, the highest importance). Its export, imported into an
 * empty home, is taken whole (exit 0, nothing said on stderr), and that home's export is the same
 * document, row for row.
 */
const newHome = homePerTest();
const NOW = '2026-11-24T10:00:00Z';
const ENV = {LANG: 'en_US.UTF-8', MAGIS_NOW: NOW};
const PASSWORD = 'lia-pass-77';
const run = async (home: string, args: string[], extra: {input?: string; env?: Record<string, string>} = {}) => {
  const r = await magisIn(home, args, {input: extra.input, env: {...ENV, ...extra.env}});
  expect([args.slice(0, 2).join(' '), r.status, r.stderr.length > 300 ? `${r.stderr.slice(0, 300)}…` : r.stderr]).toEqual([args.slice(0, 2).join(' '), 0, expect.any(String)]);
  return r;
};

let server: Radicale | undefined;
beforeAll(async () => {
  if (!radicaleMissing) server = await startRadicale({lia: PASSWORD});
});
afterAll(async () => server?.stop());

/** An MCP client's calls, through the SDK's client and the server in this process. */
async function mcp(home: string, calls: Array<[string, Record<string, unknown>]>): Promise<void> {
  const saved = {home: process.env.MAGIS_HOME, now: process.env.MAGIS_NOW};
  process.env.MAGIS_HOME = home;
  process.env.MAGIS_NOW = NOW;
  const client = new Client({name: 'magis-test', version: '0.0.0'});
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const mcpServer = createMcpServer('0.0.0');
  try {
    await mcpServer.connect(serverSide);
    await client.connect(clientSide);
    for (const [name, args] of calls) {
      const r = await client.callTool({name, arguments: args});
      expect([name, r.isError ? (r.content as Array<{text: string}>)[0]!.text : 'ok']).toEqual([name, 'ok']);
    }
  } finally {
    await client.close();
    await mcpServer.close();
    for (const [key, value] of Object.entries({MAGIS_HOME: saved.home, MAGIS_NOW: saved.now})) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

const ics = (events: string[][]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events.flatMap(e => ['BEGIN:VEVENT', ...e, 'END:VEVENT']), 'END:VCALENDAR', ''].join('\r\n');

/** The export's tables, without the moment it was made. */
const tablesOf = (text: string) => (JSON.parse(text) as {tables: Record<string, unknown[]>}).tables;

describe('an export of a store filled through every entrance imports back whole', () => {
  it('with the boundary values each entrance accepts', async () => {
    const home = newHome();
    const dir = join(home, '..');
    // The CLI: the longest task, memory and name it takes, the furthest due day, the top importance, the longest snooze.
    await run(home, ['tasks', 'add', `renew the passport ${'and the visa '.repeat(76)}`.trim(), '--due', '9999-12-31']);
    await run(home, ['memories', 'add', `The spare key is under the blue pot ${'by the gate '.repeat(800)}`.trim(), '--importance', '10']);
    await run(home, ['remind', 'add', 'dentist', '--status', 'scheduled', '--date', '9999-12-31', '--time', '23:59']);
    await run(home, ['remind', 'add', 'eye exam', '--status', 'done', '--date', '1000-01-01']);
    await run(home, ['tasks', 'add', 'pay the school trip', '--due', '2026-11-24']);
    expect((await run(home, ['remind', '--all'])).stdout).toMatch(/^2\. Due today: pay the school trip/m);
    await run(home, ['remind', 'snooze', '2', '366d']);
    // A chat message, as long as one is taken, teaching a person, a checkup and an event.
    await run(home, ['ask', `My daughter Zoe has the orthodontist on 31/12/2099 at 23:59. ${'We also talked about the garden. '.repeat(300)}`.trim()]);
    // An MCP client: the longest title, the most guests at the longest names, the furthest day, a daily rule.
    const guest = (i: number) => `Guest ${i} ${'x'.repeat(190)}`.slice(0, 200);
    await mcp(home, [
      ['add_event', {title: 'T'.repeat(300), date: '9999-12-31', time: '23:59', with: Array.from({length: 50}, (_, i) => guest(i)), rrule: 'FREQ=DAILY;INTERVAL=1000', context: 'family'}],
      ['add_event', {title: 'School trip', date: '1000-01-01', endDate: '1000-01-03', endTime: '18:00', time: '08:00', kind: 'trip'}],
      ['add_task', {text: `call the school ${'about the bus '.repeat(80)}`.slice(0, 1000)}],
      ['remember', {text: `Zoe is allergic to peanuts ${'and to cashews '.repeat(700)}`.slice(0, 10_000), importance: 10}],
    ]);
    // A calendar file: a title far over the cut, the last day a calendar can name, a weekly rule.
    const file = join(dir, 'family.ics');
    writeFileSync(
      file,
      ics([
        ['UID:long-1', 'DTSTAMP:20261101T000000Z', 'DTSTART:99991231T235900Z', `SUMMARY:Choir ${'la '.repeat(2000)}`],
        ['UID:weekly-1', 'DTSTAMP:20261101T000000Z', 'DTSTART:20261201T170000Z', 'RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=9999', 'EXDATE:20261208T170000Z', 'SUMMARY:Swimming'],
      ]),
    );
    await run(home, ['import', file]);
    // A memories file: a record of a megabyte, the earliest and the latest day a record may have.
    const records = join(dir, 'records.jsonl');
    writeFileSync(
      records,
      [
        {id: 'big-1', content: `a pasted log ${'line '.repeat(200_000)}`.slice(0, 1_048_576).trim(), importance: 10, occurredAt: '1000-01-01T00:00:00Z'},
        {id: 'late-1', content: 'The house insurance ends', occurredAt: '9999-12-31T23:59:59Z', context: 'work'},
      ]
        .map(r => JSON.stringify(r))
        .join('\n'),
    );
    await run(home, ['memories', 'import', records, '--no-learn']);
    // A notes folder: a paragraph over 64 KB (cut into memories) and a dated note.
    const notes = join(dir, 'notes');
    mkdirSync(notes, {recursive: true});
    writeFileSync(join(notes, '2026-03-14.md'), `My son Theo has judo on Saturday.\n\n${Array.from({length: 15_000}, (_, i) => `word${i}`).join(' ')}\n`);
    await run(home, ['import', notes]);
    // A calendar sync, when a CalDAV server is at hand: what a phone put there, with a long title and guests.
    if (server) {
      const auth = {authorization: `Basic ${Buffer.from(`lia:${PASSWORD}`).toString('base64')}`};
      const mk = await fetch(new URL('/lia/family/', server.url), {
        method: 'MKCALENDAR',
        headers: {...auth, 'content-type': 'application/xml'},
        body: '<?xml version="1.0"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"/>',
      });
      expect(mk.status).toBe(201);
      const put = await fetch(new URL('/lia/family/party.ics', server.url), {
        method: 'PUT',
        headers: {...auth, 'content-type': 'text/calendar'},
        body: ics([
          [
            'UID:party-1',
            'DTSTAMP:20261101T000000Z',
            'DTSTART;VALUE=DATE:29991231',
            `SUMMARY:Party ${'ha '.repeat(700)}`,
            ...Array.from({length: 60}, (_, i) => `ATTENDEE;CN=Friend ${i} ${'y'.repeat(250)}:mailto:f${i}@example.com`),
          ],
        ]),
      });
      expect(put.status, await put.text()).toBeLessThan(300);
      await run(home, ['calendar', 'add', server.url, '--user', 'lia', '--name', 'family'], {env: {MAGIS_CALDAV_PASSWORD: PASSWORD}});
      await run(home, ['calendar', 'sync']);
    }

    // Every entrance left something.
    const counts = inspect(home, db =>
      Object.fromEntries(['memories', 'entities', 'checkups', 'events', 'tasks', 'reminder_state'].map(t => [t, db.prepare(`SELECT count(*) FROM ${t}`).pluck().get()])),
    );
    for (const [table, n] of Object.entries(counts)) expect(n, table).toBeGreaterThan(0);

    const out = join(dir, 'export.json');
    await run(home, ['export', '-o', out]);
    const other = newHome();
    const back = await magisIn(other, ['import', out], {env: ENV});
    expect([back.status, back.stderr]).toEqual([0, '']);
    const again = join(dir, 'again.json');
    await run(other, ['export', '-o', again]);
    // Row for row the same document; compared here, said short (the rows are megabytes).
    const [a, b] = [tablesOf(readFileSync(out, 'utf8')), tablesOf(readFileSync(again, 'utf8'))];
    const differ = Object.keys({...a, ...b}).filter(t => JSON.stringify(a[t]) !== JSON.stringify(b[t]));
    expect(differ).toEqual([]);
    // And the imported home answers.
    expect(json(await run(other, ['agenda', '--json', '--within', '30d'])).length).toBeGreaterThan(0);
    await run(other, ['remind', '--all']);
  });
});
