import {spawnSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import Database from 'better-sqlite3';
import {describe, expect, it} from 'vitest';
import {BIN, homePerTest} from './helpers/cli.js';
import {inspect} from './helpers/db.js';
import {magisIn} from './helpers/in-process.js';

// Cron's hourly run reuses the due list of the last full run while nothing it depends on changed
// (src/reminders/due-cache.ts). These runs check that it never says less than planning afresh would.

const home = homePerTest();

/** bin/magis.js as cron runs it: no terminal, stdin closed, almost no environment; in São Paulo. */
function cron(h: string, at: string, extra: string[] = []): string {
  const r = spawnSync(process.execPath, [BIN, 'remind', '--now', at, ...extra], {
    // The system's locale, which cron passes on (Debian's reads /etc/default/locale): a Brazilian one.
    env: {PATH: '/usr/bin:/bin', HOME: h, MAGIS_HOME: h, TZ: 'America/Sao_Paulo', LANG: 'pt_BR.UTF-8'},
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return r.stdout;
}

/** A change between cron runs, made as a command would (in-process: it is cron's run that is under test). */
const ok = async (h: string, args: string[]) => expect((await magisIn(h, args, {env: {TZ: 'America/Sao_Paulo'}})).status).toBe(0);
const cached = (h: string) => inspect(h, db => db.prepare("SELECT value FROM meta WHERE key = 'reminder_due_cache'").pluck().get() as string | undefined);

describe('cron between changes', () => {
  it('says what a change to people, checkups, tasks or events made due at the next hourly run', async () => {
    const h = home();
    await ok(h, ['remind', 'add', 'dentist', '--date', '2025-09-01', '--now', '2026-03-12T07:00']);
    expect(cron(h, '2026-03-12T08:00')).toContain('1. Faz 6 meses desde o último dentista');
    expect(cached(h)).toContain('dentist-due-20260301');
    expect(cron(h, '2026-03-12T09:00')).toBe('');

    await ok(h, ['memories', 'add', 'o bruno precisa ir no oftalmologista', '--now', '2026-03-12T09:10']);
    expect(cron(h, '2026-03-12T10:00')).toBe('2. O Bruno precisa ir ao oftalmologista — quer que eu lembre você de marcar? (responda “já marquei” ou `magis remind snooze 2 7d`)\n');
    expect(cron(h, '2026-03-12T11:00')).toBe('');

    await ok(h, ['people', 'set', 'bruno', '--birthday', '2015-03-13', '--now', '2026-03-12T11:10']);
    expect(cron(h, '2026-03-12T12:00')).toMatch(/^3\. Amanhã é aniversário do Bruno — 11 anos!.*\n$/);

    await ok(h, ['tasks', 'add', 'renovar a cnh', '--due', '2026-03-10', '--now', '2026-03-12T12:10']);
    expect(cron(h, '2026-03-12T13:00')).toContain('4. A tarefa “renovar a cnh” venceu há 2 dias');

    await ok(h, ['memories', 'add', 'reunião com o banco amanhã às 10h', '--now', '2026-03-12T13:10']);
    expect(cron(h, '2026-03-12T14:00')).toContain('reunião com o banco');
    expect(cron(h, '2026-03-12T15:00')).toBe('');
  });

  it('turns a booking into "how did it go?" once its hour has passed, and starts each day afresh', async () => {
    const h = home();
    await ok(h, ['remind', 'add', 'dentist', '--status', 'scheduled', '--date', '2026-03-12', '--time', '14:00', '--now', '2026-03-10T09:00']);
    expect(cron(h, '2026-03-12T08:00')).toBe('1. Hoje você tem dentista às 14h — não esqueça!\n');
    expect(cron(h, '2026-03-12T13:59')).toBe('');
    expect(cron(h, '2026-03-12T14:00')).toBe('2. Como foi o dentista?\n');
    expect(cron(h, '2026-03-12T15:00')).toBe('');
    // The follow-up stays for a day; past 20 hours cron says it once more, the next day.
    expect(cron(h, '2026-03-13T11:00')).toBe('2. Como foi o dentista?\n');
  });

  it('follows config.json and --within, and a damaged cache only costs a full run', async () => {
    const h = home();
    await ok(h, ['remind', 'add', 'dentist', '--date', '2025-10-20', '--now', '2026-03-10T09:00']);
    expect(cron(h, '2026-03-12T08:00')).toBe('');
    expect(cron(h, '2026-03-12T09:00', ['--within', '60d'])).toContain('Em 39 dias faz 6 meses');
    writeFileSync(join(h, 'config.json'), JSON.stringify({checkupIntervals: {dentist: 4}}));
    expect(cron(h, '2026-03-12T10:00')).toContain('Faz 4 meses desde o último dentista');
    const db = new Database(join(h, 'magis.db'));
    db.prepare("UPDATE meta SET value = '{not json' WHERE key = 'reminder_due_cache'").run();
    db.close();
    expect(cron(h, '2026-03-12T11:00')).toBe('');
    expect(JSON.parse(cached(h)!).ids).toEqual(['dentist-due-20260220']);
  });
});
