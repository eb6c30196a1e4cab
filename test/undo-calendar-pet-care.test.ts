import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {connect} from '../src/calendar/caldav.js';
import {homePerTest, json} from './helpers/cli.js';
import {inspect} from './helpers/db.js';
import {magisIn} from './helpers/in-process.js';
import {type Radicale, radicaleMissing, startRadicale} from './helpers/radicale.js';

/**
 * Undo of `calendar remove` brings the account's links back (issue 39, item 2), each to the kind
 * of item it joins: a pet's vet visit or vaccine synced to the calendar is a pet-care link
 * (migration 023), and it comes back as one — it was looked for among the events, so a pet's visit
 * lost its link (the next sync sent it again, a second copy on the family's phone) or, had an
 * event of the same number existed, kept one to an item gone. In-process against Radicale, with a
 * user of its own.
 */
const PASSWORD = 'nina-pass-58';
const USER = 'nina';
const newHome = homePerTest();
let server: Radicale;
beforeAll(async () => {
  if (!radicaleMissing) server = await startRadicale({[USER]: PASSWORD});
});
afterAll(async () => server?.stop());

const ENV = {LANG: 'en_US.UTF-8', MAGIS_NOW: '2026-11-24T12:00:00Z'};
const run = (home: string, args: string[], env: Record<string, string> = {}) => magisIn(home, args, {env: {...ENV, ...env}});

async function serverSummaries(): Promise<string[]> {
  const cals = await (await connect(server.url, USER, PASSWORD)).calendars();
  return cals.flatMap(c => c.objects.map(o => /SUMMARY:(.*)/.exec(o.data)?.[1]?.trim() ?? '')).sort();
}

const links = (home: string) => inspect(home, db => db.prepare('SELECT item, item_id AS itemId, href FROM calendar_links ORDER BY id').all());

describe.skipIf(radicaleMissing)('undo of calendar remove with a pet-care item synced', () => {
  it("brings the pet's visit back linked as pet care; after login the sync sends no second copy", async () => {
    const home = newHome();
    expect((await run(home, ['ask', 'Rex is our dog, he has the vet on November 26 at 9am'])).status).toBe(0);
    expect((await run(home, ['calendar', 'add', server.url, '--user', USER, '--name', 'family'], {MAGIS_CALDAV_PASSWORD: PASSWORD})).status).toBe(0);
    expect(json(await run(home, ['calendar', 'sync', '--json'])).accounts[0].sent.added).toBe(1);
    const synced = links(home);
    expect(synced).toEqual([expect.objectContaining({item: 'pet'})]);
    const onServer = await serverSummaries();
    expect(onServer).toHaveLength(1);

    expect((await run(home, ['calendar', 'remove', 'family'])).status).toBe(0);
    expect(links(home)).toEqual([]);
    expect((await run(home, ['undo'])).status).toBe(0);
    expect(links(home)).toEqual(synced);

    expect((await magisIn(home, ['calendar', 'login', 'family', '--password-stdin'], {env: ENV, input: `${PASSWORD}\n`})).status).toBe(0);
    const again = json(await run(home, ['calendar', 'sync', '--json']));
    expect(again.accounts[0]).toMatchObject({sent: {added: 0, deleted: 0}, received: {added: 0, deleted: 0}});
    expect(await serverSummaries()).toEqual(onServer);
  });
});
