import {existsSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {connect} from '../src/calendar/caldav.js';
import {createServer} from 'node:http';
import {homePerTest, json, magis, magisAsync} from './helpers/cli.js';
import {radicaleMissing, startRadicale, type Radicale} from './helpers/radicale.js';

/**
 * `magis calendar` through the built CLI, where the process boundary matters: the password's path
 * (environment or standard input → keys.json, 0600, never printed), exit codes, and cron's
 * `magis remind` syncing without ever failing because of the server.
 */
const PASSWORD = 'Ana-s3cret-99';
const newHome = homePerTest();
let server: Radicale;
beforeAll(async () => {
  if (!radicaleMissing) server = await startRadicale({ana: PASSWORD, rui: 'rui-pass-77', sol: 'sol-pass-55'});
});
afterAll(async () => server?.stop());

const NOW = {MAGIS_NOW: '2026-11-24T12:00:00Z', LANG: 'en_US.UTF-8'};
const withPassword = (p: string) => ({...NOW, MAGIS_CALDAV_PASSWORD: p});

async function serverTitles(user: string, password: string): Promise<string[]> {
  const cals = await (await connect(server.url, user, password)).calendars();
  return cals.flatMap(c => c.objects.map(o => /SUMMARY:(.*)/.exec(o.data)?.[1]?.trim() ?? '')).sort();
}

describe.skipIf(radicaleMissing)('magis calendar (CLI, against Radicale)', () => {
  it('add sends the user and the password, keeps the password only in keys.json (0600), never prints it', async () => {
    const home = newHome();
    const wrong = magis(home, ['calendar', 'add', server.url, '--user', 'ana', '--name', 'family'], {env: withPassword('not-the-password')});
    expect(wrong.status).toBe(1);
    expect(wrong.stderr.trim().split('\n')).toHaveLength(1);
    expect(wrong.stderr).toMatch(/refused the user name or password/);
    expect(wrong.stderr + wrong.stdout).not.toContain('not-the-password');
    expect(json(magis(home, ['calendar', 'list', '--json'], {env: NOW}))).toEqual([]);

    const ok = magis(home, ['calendar', 'add', server.url, '--user', 'ana', '--name', 'family'], {env: withPassword(PASSWORD)});
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/Added calendar family/);
    const keys = join(home, 'keys.json');
    expect(statSync(keys).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(keys, 'utf8'))).toEqual({caldav: {family: PASSWORD}});
    const list = magis(home, ['calendar', 'list', '--json'], {env: NOW});
    expect(json(list)).toEqual([{name: 'family', url: server.url, user: 'ana', magisCalendar: `${server.url}ana/magis/`, lastSync: null}]);
    expect(list.stdout).not.toContain(PASSWORD);

    // A second account from standard input, beside the first key.
    const rui = magis(home, ['calendar', 'add', server.url, '--user', 'rui', '--name', 'rui', '--password-stdin', '--json'], {env: NOW, input: 'rui-pass-77\n'});
    expect(json(rui)).toMatchObject({name: 'rui', user: 'rui'});
    expect(JSON.parse(readFileSync(keys, 'utf8'))).toEqual({caldav: {family: PASSWORD, rui: 'rui-pass-77'}});

    // Removing forgets the password too.
    expect(magis(home, ['calendar', 'remove', 'rui'], {env: NOW}).status).toBe(0);
    expect(JSON.parse(readFileSync(keys, 'utf8'))).toEqual({caldav: {family: PASSWORD}});
    const unknown = magis(home, ['calendar', 'remove', 'rui'], {env: NOW});
    expect([unknown.status, unknown.stderr.trim()]).toEqual([2, 'magis: No calendar named "rui"; there is: family.']);

    // The accounts are this device's: an export leaves them out, forgetting everything forgets them.
    const exported = json(magis(home, ['export'], {env: NOW}));
    expect(Object.keys(exported.tables).filter((t: string) => t.startsWith('calendar'))).toEqual([]);
    expect(magis(home, ['forget', '--all', '--yes'], {env: NOW}).status).toBe(0);
    expect(json(magis(home, ['calendar', 'list', '--json'], {env: NOW}))).toEqual([]);
  });

  it('usage errors are one sentence with exit 2 and store nothing', () => {
    const home = newHome();
    const ftp = magis(home, ['calendar', 'add', 'ftp://example.com/dav'], {env: NOW});
    expect([ftp.status, ftp.stderr.trim()]).toEqual([2, 'magis: Invalid address "ftp://example.com/dav": CalDAV uses http:// or https://.']);
    const inUrl = magis(home, ['calendar', 'add', 'https://ana:pw123456@example.com/dav'], {env: NOW});
    expect(inUrl.status).toBe(2);
    expect(inUrl.stderr).not.toContain('pw123456');
    const none = magis(home, ['calendar', 'sync'], {env: NOW});
    expect([none.status, none.stderr.trim()]).toEqual([2, 'magis: No calendar added; use "magis calendar add URL --user NAME" first.']);
    expect(existsSync(join(home, 'keys.json'))).toBe(false);
  });

  it('a backup restored into a new home names the accounts that need their password; cron says it once; `calendar login` brings the sync back', async () => {
    const home = newHome();
    expect(magis(home, ['calendar', 'add', server.url, '--user', 'sol', '--name', 'family'], {env: withPassword('sol-pass-55')}).status).toBe(0);
    expect(magis(home, ['remind', 'add', 'dentist', '--status', 'scheduled', '--date', '2026-11-25', '--time', '09:00'], {env: NOW}).status).toBe(0);
    const backup = join(home, '..', 'family.db');
    expect(magis(home, ['backup', backup], {env: NOW}).status).toBe(0);

    // A new machine: the home does not exist yet; restore makes it (0700) and says what the sync needs.
    const fresh = join(home, '..', 'new-machine', 'magis');
    const restored = magis(fresh, ['restore', backup, '--yes'], {env: NOW});
    expect([restored.status, restored.stderr]).toEqual([0, '']);
    expect(restored.stdout).toContain('Calendar family needs its password again on this device: "magis calendar login family"');
    expect(statSync(fresh).mode & 0o777).toBe(0o700);

    // Cron: the reminders as ever; the account skipped, said in one line the first time, quietly after.
    const first = magis(fresh, ['remind'], {env: NOW});
    expect(first.stdout).toMatch(/dentist/i);
    expect(first.stderr.trim().split('\n')).toEqual(['magis: calendar sync: family: this device has no password for this calendar (a restored backup?); run "magis calendar login family".']);
    const again = magis(fresh, ['remind', '--all'], {env: NOW});
    expect([again.status, again.stderr]).toEqual([0, '']);
    expect(magis(fresh, ['log'], {env: NOW}).stdout).toMatch(/^Calendar sync\n .*family: this device has no password/);

    // The password again, checked with the server first.
    const wrong = magis(fresh, ['calendar', 'login', 'family', '--password-stdin'], {env: NOW, input: 'not-it\n'});
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toMatch(/refused the user name or password/);
    expect(existsSync(join(fresh, 'keys.json'))).toBe(false);
    const login = magis(fresh, ['calendar', 'login', 'family', '--password-stdin'], {env: NOW, input: 'sol-pass-55\n'});
    expect([login.status, login.stdout.trim()]).toEqual([0, 'Kept the password of calendar family on this device; run "magis calendar sync" to sync.']);
    expect(statSync(join(fresh, 'keys.json')).mode & 0o777).toBe(0o600);
    const synced = json(magis(fresh, ['calendar', 'sync', '--json'], {env: NOW}));
    expect(synced).toMatchObject({accounts: [{account: 'family'}], failures: [], needLogin: []});
    expect(magis(fresh, ['log'], {env: NOW}).stdout).not.toMatch(/no password/);
  });

  it("calendar sync --json says what went each way; cron's remind syncs too, and a server that is down costs one line on stderr, never the reminders", async () => {
    const home = newHome();
    expect(magis(home, ['calendar', 'add', server.url, '--user', 'rui', '--name', 'family'], {env: withPassword('rui-pass-77')}).status).toBe(0);
    expect(magis(home, ['remind', 'add', 'dentist', '--status', 'scheduled', '--date', '2026-11-25', '--time', '09:00'], {env: NOW}).status).toBe(0);
    const sync = json(magis(home, ['calendar', 'sync', '--json'], {env: NOW}));
    expect(sync).toMatchObject({accounts: [{account: 'family', calendars: ['Magis'], sent: {added: 1, updated: 0, deleted: 0}}], failures: []});
    expect(await serverTitles('rui', 'rui-pass-77')).toEqual(['Dentist']);

    // Cron: `magis remind` with no terminal prints what is due and syncs what changed since.
    expect(magis(home, ['ask', 'I have a school meeting on Thursday at 18:30'], {env: NOW}).status).toBe(0);
    const event = json<Array<{id: string; title: string}>>(magis(home, ['agenda', '--json'], {env: NOW})).find(i => i.id.startsWith('event-'))!;
    const cron = magis(home, ['remind'], {env: NOW});
    expect(cron.status).toBe(0);
    expect(cron.stdout).toMatch(/dentist/i);
    expect(cron.stderr).toBe('');
    // The chat's words ("school meeting") as a calendar title: capitalised (agenda/titles.ts).
    expect(event.title).toBe('school meeting');
    expect(await serverTitles('rui', 'rui-pass-77')).toEqual(['Dentist', 'School meeting']);

    await server.stop();
    const down = magis(home, ['remind', '--all'], {env: NOW});
    expect(down.status).toBe(0);
    expect(down.stdout).toMatch(/dentist/i);
    expect(down.stderr.trim().split('\n')).toHaveLength(1);
    expect(down.stderr).toMatch(/^magis: calendar sync: family: Could not reach http:\/\/127\.0\.0\.1:\d+\/: nothing answers there\./);
    expect(down.stderr).not.toContain('rui-pass-77');
  });
});

it('a server that answers with the credentials in its error text never gets the password printed', async () => {
  // Not CalDAV at all: every request is a 500 whose body repeats the user and password it was sent.
  const seen: string[] = [];
  const echo = createServer((req, res) => {
    const sent = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
    seen.push(sent);
    res.writeHead(500, {'content-type': 'text/plain'}).end(`internal error for ${sent}, password=${sent.split(':')[1]}`);
  });
  await new Promise<void>(r => echo.listen(0, '127.0.0.1', r));
  try {
    const url = `http://127.0.0.1:${(echo.address() as {port: number}).port}/`;
    const home = newHome();
    const r = await magisAsync(home, ['calendar', 'add', url, '--user', 'ana'], {env: withPassword('echo-this-secret')});
    expect(seen).toContain('ana:echo-this-secret'); // the user and password were sent
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr + r.stdout).not.toContain('echo-this-secret');
    expect(existsSync(join(home, 'keys.json'))).toBe(false);
  } finally {
    echo.close();
  }
});
