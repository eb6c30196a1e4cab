import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {connect} from '../src/calendar/caldav.js';
import {homePerTest, json} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';
import {type Radicale, radicaleMissing, startRadicale} from './helpers/radicale.js';

/**
 * Issue 39, item 2: `calendar add` and `calendar remove` are batches of the undo journal. Undoing an
 * add takes the account away with its password; an account that has synced since stays (its links
 * to the server's items are newer than the add), and undo says how to remove it. Undoing a remove
 * brings the account back with its links, so the next sync neither duplicates nor deletes anything
 * — but never its password, which the remove took off this device: undo says to log in again.
 * `magis log` lists both. In-process against a real CalDAV server (Radicale).
 */
const PASSWORD = 'mia-pass-31';
const newHome = homePerTest();
let server: Radicale;
beforeAll(async () => {
  if (!radicaleMissing) server = await startRadicale({mia: PASSWORD});
});
afterAll(async () => server?.stop());

const ENV = {LANG: 'en_US.UTF-8', MAGIS_NOW: '2026-11-24T12:00:00Z'};
const run = (home: string, args: string[], env: Record<string, string> = {}) => magisIn(home, args, {env: {...ENV, ...env}});
const keys = (home: string) => (existsSync(join(home, 'keys.json')) ? JSON.parse(readFileSync(join(home, 'keys.json'), 'utf8')) : {});

async function serverTitles(): Promise<string[]> {
  const cals = await (await connect(server.url, 'mia', PASSWORD)).calendars();
  return cals.flatMap(c => c.objects.map(o => /SUMMARY:(.*)/.exec(o.data)?.[1]?.trim() ?? '')).sort();
}

describe.skipIf(radicaleMissing)('undo of calendar add and remove', () => {
  it('undo right after an add takes the account and its password away; after a sync it stays, and undo says so', async () => {
    const home = newHome();
    const add = () => run(home, ['calendar', 'add', server.url, '--user', 'mia', '--name', 'family'], {MAGIS_CALDAV_PASSWORD: PASSWORD});
    expect((await add()).status).toBe(0);
    expect((await run(home, ['log'])).stdout).toMatch(/Changes by commands and imports\n .*added calendar family/);

    const undo = await run(home, ['undo']);
    expect([undo.status, undo.stdout.trim()]).toEqual([0, 'Calendar family is taken away again, with its password.']);
    expect(json(await run(home, ['calendar', 'list', '--json']))).toEqual([]);
    expect(keys(home).caldav?.family).toBeUndefined();

    // Added again and synced: the add is older than what the sync keeps.
    expect((await add()).status).toBe(0);
    expect((await run(home, ['calendar', 'sync'])).status).toBe(0);
    const kept = json(await run(home, ['undo', '--json']));
    expect(kept.kept).toEqual([
      expect.objectContaining({
        what: 'calendar',
        why: 'synced',
        reason: 'Calendar family was left as it is: it has synced since; "magis calendar remove family" removes it (its items stay on the agenda).',
      }),
    ]);
    expect(json(await run(home, ['calendar', 'list', '--json']))).toEqual([expect.objectContaining({name: 'family'})]);
    expect(keys(home).caldav?.family).toBe(PASSWORD);
  });

  it('undo of a remove brings the account and its links back, not its password; after login the sync duplicates nothing', async () => {
    const home = newHome();
    expect((await run(home, ['remind', 'add', 'dentist', '--status', 'scheduled', '--date', '2026-11-26', '--time', '09:00'])).status).toBe(0);
    expect((await run(home, ['calendar', 'add', server.url, '--user', 'mia', '--name', 'family'], {MAGIS_CALDAV_PASSWORD: PASSWORD})).status).toBe(0);
    expect(json(await run(home, ['calendar', 'sync', '--json'])).accounts[0].sent.added).toBe(1);
    const before = json(await run(home, ['calendar', 'list', '--json']));
    expect(await serverTitles()).toEqual(['Dentist']);

    expect((await run(home, ['calendar', 'remove', 'family'])).status).toBe(0);
    expect(keys(home).caldav?.family).toBeUndefined();
    expect((await run(home, ['log'])).stdout).toMatch(/removed calendar family/);

    const undo = json(await run(home, ['undo', '--json']));
    expect(undo.calendars).toEqual({removed: [], restored: [{name: 'family', needsPassword: true}], needLogin: ['family']});
    expect(json(await run(home, ['calendar', 'list', '--json']))).toEqual(before);
    // The password is not brought back from anywhere: the sync says to log in, as after a restore.
    expect(keys(home).caldav?.family).toBeUndefined();
    const sync = await run(home, ['calendar', 'sync']);
    expect(sync.status).toBe(1);
    expect(sync.stderr).toMatch(/run "magis calendar login family"/);

    expect((await magisIn(home, ['calendar', 'login', 'family', '--password-stdin'], {env: ENV, input: `${PASSWORD}\n`})).status).toBe(0);
    const again = json(await run(home, ['calendar', 'sync', '--json']));
    expect(again.accounts[0]).toMatchObject({sent: {added: 0, deleted: 0}, received: {added: 0, deleted: 0}});
    expect(await serverTitles()).toEqual(['Dentist']);
    expect((json(await run(home, ['agenda', '--within', '7d', '--json'])) as unknown[]).length).toBe(1);
  });

  it('the text of undo after a remove says to log in again', async () => {
    const home = newHome();
    expect((await run(home, ['calendar', 'add', server.url, '--user', 'mia', '--name', 'family'], {MAGIS_CALDAV_PASSWORD: PASSWORD})).status).toBe(0);
    expect((await run(home, ['calendar', 'remove', 'family'])).status).toBe(0);
    const undo = await run(home, ['undo']);
    expect(undo.stdout.trim()).toBe('Calendar family is back, but its password left this device when it was removed: run "magis calendar login family" to give it again.');
    // Undo again: the add, as it was before the remove.
    expect((await run(home, ['undo'])).stdout.trim()).toBe('Calendar family is taken away again, with its password.');
    expect(json(await run(home, ['calendar', 'list', '--json']))).toEqual([]);
  });
});
