import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {connect} from '../src/calendar/caldav.js';
import {createMcpServer} from '../src/mcp/server.js';
import {homePerTest, json} from './helpers/cli.js';
import {inspect} from './helpers/db.js';
import {magisIn} from './helpers/in-process.js';
import {type Radicale, radicaleMissing, startRadicale} from './helpers/radicale.js';

/**
 * Issue 39, Build 1: what only Magis knows of an event — whose it is, with whom, its kind and
 * context — survives a round trip through the server. Before, a copy that came back (the local
 * one lost, as a bad answer once made Magis delete it) was a stranger's event: "Swimming — Bia"
 * with no Bia, a birthday of no one. Magis now writes them beside the event (X-MAGIS-*) and reads
 * them back while the title is still what it sent. Against Radicale on loopback: the events leave
 * the server and the agenda (deletions the user accepts), the server gets them back as they were
 * (a backup restored), and the next sync brings them back whole.
 */
const PASSWORD = 'una-pass-19';
const newHome = homePerTest();
let server: Radicale;
beforeAll(async () => {
  if (!radicaleMissing) server = await startRadicale({una: PASSWORD});
});
afterAll(async () => server?.stop());

const NOW = '2026-11-24T09:00:00Z';
const ENV = {env: {LANG: 'en_US.UTF-8', MAGIS_NOW: NOW, MAGIS_CALDAV_PASSWORD: PASSWORD}};
const auth = {authorization: `Basic ${Buffer.from(`una:${PASSWORD}`).toString('base64')}`};

/** An MCP client's add_event, through the SDK's client and the server in this process. */
async function addEventByMcp(home: string, args: Record<string, unknown>): Promise<void> {
  const saved = {home: process.env.MAGIS_HOME, now: process.env.MAGIS_NOW};
  process.env.MAGIS_HOME = home;
  process.env.MAGIS_NOW = NOW;
  const client = new Client({name: 'magis-test', version: '0.0.0'});
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const mcp = createMcpServer('0.0.0');
  try {
    await mcp.connect(serverSide);
    await client.connect(clientSide);
    expect((await client.callTool({name: 'add_event', arguments: args})).isError).toBeFalsy();
  } finally {
    await client.close();
    await mcp.close();
    for (const [key, value] of Object.entries({MAGIS_HOME: saved.home, MAGIS_NOW: saved.now})) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/** The events as the user knows them: title, kind, whose, with whom, context. */
const events = (home: string) =>
  inspect(home, db => db.prepare(`SELECT e.title, e.kind, x.name AS owner, e.with_names AS withNames, e.context FROM events e LEFT JOIN entities x ON x.id = e.entity_id ORDER BY e.title`).all());

/** Every object of the account on the server: its URL → its text. */
async function serverObjects(): Promise<Map<string, string>> {
  const cals = await (await connect(server.url, 'una', PASSWORD)).calendars();
  return new Map(cals.flatMap(c => c.objects.map(o => [o.url, o.data] as const)));
}

describe.skipIf(radicaleMissing)("an event's whose, with whom and kind survive a round trip through the server", () => {
  it('events that leave the agenda and come back from the server are whose they were', async () => {
    const home = newHome();
    for (const message of ['My daughter Bia has swimming on Friday at 5pm', "Bia's birthday is on 3 December"]) expect((await magisIn(home, ['ask', message], ENV)).status).toBe(0);
    await addEventByMcp(home, {title: 'Piano recital', date: '2026-12-12', time: '18:00', kind: 'social', person: 'Bia', with: ['Carol', 'Dan'], context: 'family'});
    const before = events(home);
    expect(before.filter(e => (e as {owner: string | null}).owner === 'Bia')).toHaveLength(3);
    const agenda = async () => (await magisIn(home, ['agenda', '--within', '30d'], ENV)).stdout;
    const shown = await agenda();
    expect(shown).toMatch(/Piano recital/);

    expect((await magisIn(home, ['calendar', 'add', server.url, '--user', 'una', '--name', 'family'], ENV)).status).toBe(0);
    expect(json(await magisIn(home, ['calendar', 'sync', '--json'], ENV)).accounts[0].sent.added).toBe(3);
    const objects = await serverObjects();
    expect(objects.size).toBe(3);

    // Gone from the server, and the user accepts it: gone from the agenda too.
    for (const href of objects.keys()) expect((await fetch(new URL(href, server.url), {method: 'DELETE', headers: auth})).status).toBeLessThan(300);
    expect(json(await magisIn(home, ['calendar', 'sync', '--json', '--accept-deletes'], ENV)).accounts[0].received.deleted).toBe(3);
    expect(events(home)).toEqual([]);

    // The server's backup restored: the same objects, as Magis sent them. The next sync brings them back whole.
    for (const [href, text] of objects) {
      const put = await fetch(new URL(href, server.url), {method: 'PUT', headers: {...auth, 'content-type': 'text/calendar'}, body: text});
      expect(put.status).toBeLessThan(300);
    }
    expect(json(await magisIn(home, ['calendar', 'sync', '--json'], ENV)).accounts[0].received.added).toBe(3);
    // Whose, with whom, kind and context as they were; the title is the one the calendar shows
    // (a title the chat lifted from a message comes back as Magis titled it: "Swimming — Bia").
    const omitTitle = (rows: unknown[]) => rows.map(r => ({...(r as object), title: undefined}));
    expect(omitTitle(events(home)).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual(omitTitle(before).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))));
    // The agenda reads as it did, but for the title the chat had lifted, now the calendar's own.
    expect(await agenda()).toBe(shown.replace('Swimming (Bia)', 'Swimming — Bia'));
    // And nothing is sent back changed: the titles are what the server holds.
    expect(json(await magisIn(home, ['calendar', 'sync', '--json'], ENV)).accounts[0].sent).toEqual({added: 0, updated: 0, deleted: 0});
  });

  it('an event renamed on a phone keeps the new title and claims no owner the old title named', async () => {
    const home = newHome();
    expect((await magisIn(home, ['ask', 'My son Leo has football on Saturday at 10am'], ENV)).status).toBe(0);
    expect((await magisIn(home, ['calendar', 'add', server.url, '--user', 'una', '--name', 'family'], ENV)).status).toBe(0);
    expect((await magisIn(home, ['calendar', 'sync'], ENV)).status).toBe(0);
    const objects = [...(await serverObjects())].filter(([, text]) => /SUMMARY:.*[Ff]ootball/.test(text));
    expect(objects).toHaveLength(1);
    const [href, text] = objects[0]!;
    expect(text).toMatch(/X-MAGIS-OWNER:Leo/);
    for (const h of (await serverObjects()).keys()) await fetch(new URL(h, server.url), {method: 'DELETE', headers: auth});
    expect((await magisIn(home, ['calendar', 'sync', '--accept-deletes'], ENV)).status).toBe(0);
    // Back on the server under another title someone gave it: the X-MAGIS-* lines stayed, but no longer hold.
    const renamed = text.replace(/SUMMARY:[^\r\n]*/, 'SUMMARY:Match at the park');
    expect((await fetch(new URL(href, server.url), {method: 'PUT', headers: {...auth, 'content-type': 'text/calendar'}, body: renamed})).status).toBeLessThan(300);
    expect((await magisIn(home, ['calendar', 'sync'], ENV)).status).toBe(0);
    expect(events(home)).toEqual([expect.objectContaining({title: 'Match at the park', owner: null})]);
  });
});
