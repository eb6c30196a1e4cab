import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {connect} from '../src/calendar/caldav.js';
import {homePerTest, json, magis} from './helpers/cli.js';
import {radicaleMissing, startRadicale, type Radicale} from './helpers/radicale.js';

/**
 * A change a sync drops is one the user can see (issue 38, item 4), through the built CLI against a
 * real Radicale: a phone moves a weekly series while Magis moves it elsewhere — the later change
 * stays, and the other is said in `calendar sync`'s text, in `magis log` (above the conversations)
 * and in `magis stats` (text, and `--json`'s `calendar.latest`), in the user's language, the
 * repetition in words. `log --json` stays the array of conversations scripts read. A phone's
 * rename against Magis's move is no conflict: both stay and nothing is noted.
 */
// One user a test: a calendar another test left objects in would give the phone two to edit, in the server's order.
const USERS = {bia: 'bia-pass-31', max: 'max-pass-47', ray: 'ray-pass-53'} as const;
type User = keyof typeof USERS;
const newHome = homePerTest();
let server: Radicale;
beforeAll(async () => {
  if (!radicaleMissing) server = await startRadicale({...USERS});
});
afterAll(async () => server?.stop());

const at = (iso: string, lang: string) => ({MAGIS_NOW: iso, LANG: lang});

/** The phone: the one object of the user's Magis calendar, read and written back with a change. */
async function phoneEdit(user: User, edit: (ics: string) => string): Promise<void> {
  const cals = await (await connect(server.url, user, USERS[user])).calendars();
  const [obj] = cals.flatMap(c => c.objects);
  const res = await fetch(new URL(obj!.url, server.url), {
    method: 'PUT',
    headers: {authorization: `Basic ${Buffer.from(`${user}:${USERS[user]}`).toString('base64')}`, 'content-type': 'text/calendar'},
    body: edit(obj!.data.replace(/\r\n[ \t]/g, '')),
  });
  expect(res.status).toBeLessThan(300);
}

async function serverEvent(user: User): Promise<string> {
  const cals = await (await connect(server.url, user, USERS[user])).calendars();
  return cals.flatMap(c => c.objects)[0]!.data.replace(/\r\n[ \t]/g, '');
}

/** A home with one weekly plan told in the chat, synced to `user`'s calendar at 09:00. */
function homeWith(user: User, plan: string, lang: string): string {
  const home = newHome();
  const env = at('2026-11-23T09:00:00Z', lang);
  expect(magis(home, ['ask', plan], {env}).status).toBe(0);
  expect(magis(home, ['calendar', 'add', server.url, '--user', user, '--name', 'casa'], {env: {...env, MAGIS_CALDAV_PASSWORD: USERS[user]}}).status).toBe(0);
  expect(magis(home, ['calendar', 'sync'], {env}).status).toBe(0);
  return home;
}

describe.skipIf(radicaleMissing)('a change dropped in a sync is said where the user looks (CLI, against Radicale)', () => {
  it.each([
    {
      lang: 'pt_BR.UTF-8',
      user: 'bia' as User,
      plan: 'natação da Bia toda terça às 17h',
      move: 'quinta 18h',
      sync: /^casa: enviados 1 \(0 novos, 1 mudado, 0 apagados\), recebidos 0 \(0 novos, 0 mudados, 0 apagados\); 1 com uma mudança descartada/,
      note: '“Natação da Bia” mudou no Magis e na agenda casa ao mesmo tempo: ficou o dia e a hora do Magis (quinta, 26/11, 18h); a mudança da agenda (quarta, 25/11, 16h) foi descartada; ficou a repetição do Magis (toda quinta); a mudança da agenda (toda quarta) foi descartada.',
      log: 'Sincronização das agendas',
      stats: /Agendas sincronizadas: 1; 1 mudança descartada por mudar dos dois lados/,
    },
    {
      lang: 'en_GB.UTF-8',
      user: 'max' as User,
      plan: 'my son Max has swimming every Tuesday at 5pm',
      move: 'thursday 6pm',
      sync: /^casa: sent 1 \(0 new, 1 changed, 0 deleted\), received 0 \(0 new, 0 changed, 0 deleted\); 1 with a change dropped/,
      note: "“Swimming — Max” was changed both in Magis and on the calendar casa: kept Magis's day and time (Thursday 26 Nov, 6 pm); the calendar's (Wednesday 25 Nov, 4 pm) was dropped; kept Magis's repetition (every Thursday); the calendar's (every Wednesday) was dropped.",
      log: 'Calendar sync',
      stats: /Synced calendars: 1; 1 change dropped for being changed on both sides/,
    },
  ])('$lang: the phone moves the series at 09:30, Magis at 10:00 — Magis’s stays and the phone’s is said', async ({lang, user, plan, move, sync, note, log, stats}) => {
    const home = homeWith(user, plan, lang);
    await phoneEdit(user, ics =>
      ics
        .replace(/DTSTART:\d{8}T\d{6}/, 'DTSTART:20261125T160000')
        .replace(/DTEND:\d{8}T\d{6}/, 'DTEND:20261125T170000')
        .replace('BYDAY=TU', 'BYDAY=WE')
        .replace(/LAST-MODIFIED:[^\r\n]*/, 'LAST-MODIFIED:20261123T093000Z'),
    );
    const env = at('2026-11-23T10:00:00Z', lang);
    expect(magis(home, ['agenda'], {env}).status).toBe(0);
    expect(magis(home, ['agenda', 'move', '1', move, '--series'], {env}).status).toBe(0);
    const out = magis(home, ['calendar', 'sync'], {env});
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(sync);
    expect(out.stdout).toContain(note);
    expect(await serverEvent(user)).toMatch(/RRULE:FREQ=WEEKLY;BYDAY=TH/);

    const text = magis(home, ['log'], {env}).stdout;
    expect(text.startsWith(`${log}\n`)).toBe(true);
    expect(text).toContain(note);
    const conversations = json(magis(home, ['log', '--json'], {env}));
    expect(Array.isArray(conversations)).toBe(true);
    expect(conversations).toEqual([expect.objectContaining({id: expect.any(Number), messages: 2})]);
    expect(magis(home, ['stats'], {env}).stdout).toMatch(stats);
    expect(json(magis(home, ['stats', '--json'], {env})).calendar).toMatchObject({accounts: 1, conflicts: 1, latest: [{account: 'casa', kind: 'conflict', text: expect.stringContaining(note)}]});
  });

  it("a phone's rename and Magis's move of one series both stay, and nothing is said as dropped", async () => {
    const lang = 'en_US.UTF-8';
    const home = homeWith('ray', 'piano lesson every Monday at 4pm', lang);
    await phoneEdit('ray', ics => ics.replace(/SUMMARY:[^\r\n]*/, 'SUMMARY:Piano with Ms. Reyes').replace(/LAST-MODIFIED:[^\r\n]*/, 'LAST-MODIFIED:20261123T093000Z'));
    const env = at('2026-11-23T10:00:00Z', lang);
    magis(home, ['agenda'], {env});
    expect(magis(home, ['agenda', 'move', '1', 'tuesday 5pm', '--series'], {env}).status).toBe(0);
    const out = magis(home, ['calendar', 'sync'], {env}).stdout;
    expect(out).toMatch(/; 1 changed on both sides, both changes kept\.\n?$/);
    expect(out).not.toMatch(/dropped/);
    const phone = await serverEvent('ray');
    expect(phone).toContain('SUMMARY:Piano with Ms. Reyes');
    expect(phone).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU');
    expect(magis(home, ['agenda', '--within', '3d'], {env}).stdout).toMatch(/Tomorrow\n {2}1\. 5 pm — Piano with Ms\. Reyes/);
    expect(magis(home, ['log'], {env}).stdout).not.toMatch(/Calendar sync/);
    expect(json(magis(home, ['stats', '--json'], {env})).calendar).toMatchObject({conflicts: 0, latest: []});
  });
});
