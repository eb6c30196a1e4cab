import {spawnSync} from 'node:child_process';
import {chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import ICAL from 'ical.js';
import {describe, expect, it} from 'vitest';
import {BIN, json, magis, homePerTest} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';
import {withBundleInputs} from './helpers/bundle-inputs.js';

const home = homePerTest();

/** A fake program on a private PATH dir (crontab, notify-send) that logs what it was given. */
function fakeBin(dir: string, name: string, script: string): void {
  mkdirSync(dir, {recursive: true});
  writeFileSync(join(dir, name), `#!/bin/sh\n${script}\n`);
  chmodSync(join(dir, name), 0o755);
}

/** Runs bin/magis.js the way cron does: almost no environment, no terminal, stdin closed. */
function cron(h: string, args: string[], extraEnv: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    // The system's locale, which cron passes on (Debian's reads /etc/default/locale): a Brazilian one.
    env: {PATH: '/usr/bin:/bin', HOME: h, MAGIS_HOME: h, LANG: 'pt_BR.UTF-8', ...extraEnv},
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: 60_000,
  });
  return {status: r.status, stdout: r.stdout, stderr: r.stderr};
}

const NOW = '2026-03-12T10:00';

describe('magis remind', () => {
  it('learns from conversation: Ana needs the eye doctor now, the dentist comes back in ~6 months', async () => {
    const h = home();
    expect((await magisIn(h, ['memories', 'add', 'essa semana fui no dentista', '--now', NOW])).status).toBe(0);
    expect((await magisIn(h, ['memories', 'add', 'a Ana precisa ir no oftalmologista', '--now', NOW])).status).toBe(0);
    const now = json(await magisIn(h, ['remind', '--json', '--now', NOW]));
    expect(now).toHaveLength(1);
    expect(now[0]).toMatchObject({
      person: 'Ana',
      kind: 'eye_exam',
      status: 'needed',
      lastDate: null,
      dueDate: '2026-03-12',
      reason: 'needed',
      message: 'A Ana precisa ir ao oftalmologista — quer que eu lembre você de marcar?',
    });
    const plan = json(await magisIn(h, ['remind', '--json', '--within', '365d', '--now', NOW]));
    const dentist = plan.find((i: any) => i.kind === 'dentist');
    expect(dentist).toMatchObject({person: 'user', status: 'done', reason: 'interval_soon', intervalMonths: 6});
    expect(dentist.lastDate >= '2026-03-08' && dentist.lastDate <= '2026-03-12').toBe(true);
    expect(dentist.dueDate >= '2026-09-08' && dentist.dueDate <= '2026-09-12').toBe(true);
    const later = json(await magisIn(h, ['remind', '--json', '--now', `${dentist.dueDate}T09:00`]));
    expect(later.find((i: any) => i.kind === 'dentist')).toMatchObject({reason: 'interval_passed', message: 'Faz 6 meses desde o último dentista — quer marcar?'});
  });

  it('prints nothing, exits 0 and creates nothing when nothing is due', async () => {
    const h = home();
    const r = cron(h, ['remind', '--now', NOW]);
    expect(r).toMatchObject({status: 0, stdout: '', stderr: ''});
    expect(existsSync(h)).toBe(false);
    expect(json(await magisIn(h, ['remind', '--json', '--now', NOW]))).toEqual([]);
    await magisIn(h, ['remind', 'add', 'dentist', '--date', '2026-03-01', '--now', NOW]);
    expect(cron(h, ['remind', '--now', NOW])).toMatchObject({status: 0, stdout: '', stderr: ''});
  });

  it('under cron prints exactly the due lines, once a day, and catches up after a missed run', async () => {
    const h = home();
    expect((await magisIn(h, ['remind', 'add', 'dentist', '--date', '2025-09-01', '--now', NOW])).status).toBe(0);
    expect((await magisIn(h, ['remind', 'add', 'oftalmologista', '--person', 'Ana', '--status', 'needed', '--now', NOW])).status).toBe(0);
    expect((await magisIn(h, ['remind', 'add', 'pediatra', '--person', 'Ana', '--status', 'scheduled', '--date', '2026-03-13', '--time', '14:30', '--now', NOW])).status).toBe(0);
    const first = cron(h, ['remind', '--now', NOW]);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toBe(
      [
        '1. Faz 6 meses desde o último dentista — quer marcar? (responda “já marquei” ou `magis remind snooze 1 7d`)',
        '2. Ana precisa ir ao oftalmologista — quer que eu lembre você de marcar? (responda “já marquei” ou `magis remind snooze 2 7d`)',
        '3. Amanhã Ana tem pediatra às 14h30 — não esqueça!',
        '',
      ].join('\n'),
    );
    // An hour later cron stays quiet; the chat, a terminal or --all still show everything.
    expect(cron(h, ['remind', '--now', '2026-03-12T11:00']).stdout).toBe('');
    expect(cron(h, ['remind', '--all', '--now', '2026-03-12T11:00']).stdout.trim().split('\n')).toHaveLength(3);
    // Runs between were missed; the next one, a day later, says the appointment as "today" — its own
    // notice, under a number of its own — while the two nags wait for their third day.
    const nextDay = cron(h, ['remind', '--now', '2026-03-13T08:00']).stdout;
    expect(nextDay).toBe('4. Hoje Ana tem pediatra às 14h30 — não esqueça!\n');
    expect(
      cron(h, ['remind', '--now', '2026-03-15T08:00'])
        .stdout.trim()
        .split('\n')
        .map(l => l.slice(0, 3)),
    ).toEqual(['1. ', '2. ']);
  });

  it('done and snooze silence an item; bad ids and durations are usage errors', async () => {
    const h = home();
    await magisIn(h, ['remind', 'add', 'dentist', '--date', '2025-09-01', '--now', NOW]);
    await magisIn(h, ['remind', 'add', 'eye_exam', '--person', 'Ana', '--status', 'needed', '--now', NOW]);
    const due = json(await magisIn(h, ['remind', '--json', '--now', NOW]));
    expect(due.map((i: any) => i.id)).toEqual(['dentist-due-20260301', 'eye_exam-p1-need-20260312']);

    const snooze = await magisIn(h, ['remind', 'snooze', 'eye_exam-p1-need-20260312', '7d', '--now', NOW]);
    expect(snooze.status).toBe(0);
    expect(json(await magisIn(h, ['remind', '--json', '--now', NOW])).map((i: any) => i.id)).toEqual(['dentist-due-20260301']);
    expect(json(await magisIn(h, ['remind', '--json', '--now', '2026-03-19T11:00'])).map((i: any) => i.id)).toContain('eye_exam-p1-need-20260312');

    const done = await magisIn(h, ['remind', 'done', 'dentist', '--now', NOW]);
    expect(done.status).toBe(0);
    expect(done.stdout).toBe('Feito: dentista em 12/03/2026. Próximo lembrete: 12/09/2026.\n');
    expect(json(await magisIn(h, ['remind', '--json', '--now', NOW]))).toEqual([]);
    expect((await magisIn(h, ['remind', 'done', 'eye_exam', '--person', 'Ana', '--date', '2026-03-10', '--now', NOW])).status).toBe(0);
    expect(json(await magisIn(h, ['remind', '--json', '--now', '2026-03-20T10:00']))).toEqual([]);

    const bad = await magisIn(h, ['remind', 'snooze', 'nope-123', '7d', '--now', NOW]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^magis: Nenhum lembrete "nope-123"/);
    expect((await magisIn(h, ['remind', 'snooze', 'dentist-due-20260912', 'soon', '--now', NOW])).status).toBe(2);
    expect((await magisIn(h, ['remind', 'done', 'astrologer', '--now', NOW])).stderr).toMatch(/Tipo de consulta desconhecido "astrologer"/);
    expect((await magisIn(h, ['remind', 'done', 'astrologer', '--now', NOW], {env: {LANG: 'en_US.UTF-8'}})).stderr).toMatch(/Unknown checkup kind "astrologer"/);
    expect((await magisIn(h, ['remind', 'done', 'dentist', '--person', 'Zé Ninguém', '--now', NOW])).status).toBe(2);
    expect((await magisIn(h, ['remind', 'add', 'dentist', '--status', 'scheduled', '--now', NOW])).status).toBe(2);
    expect((await magisIn(h, ['remind', '--within', 'forever', '--now', NOW])).status).toBe(2);
  });

  it('a printed number is what done and snooze take; done on a need records no visit', async () => {
    const h = home();
    await magisIn(h, ['remind', 'add', 'eye_exam', '--status', 'needed', '--now', NOW]);
    await magisIn(h, ['remind', 'add', 'dentist', '--person', 'Bia', '--date', '2025-09-01', '--now', NOW]);
    const lines = cron(h, ['remind', '--now', NOW]).stdout.trim().split('\n');
    expect(lines).toEqual([
      '1. Faz 6 meses desde o último dentista de Bia — quer marcar? (responda “já marquei” ou `magis remind snooze 1 7d`)',
      '2. Você precisa ir ao oftalmologista — quer que eu lembre você de marcar? (responda “já marquei” ou `magis remind snooze 2 7d`)',
    ]);
    // --json keeps the stable id, and says the number the line carried.
    expect(json(await magisIn(h, ['remind', '--json', '--now', NOW])).map((i: any) => [i.id, i.ref])).toEqual([
      ['dentist-p1-due-20260301', 1],
      ['eye_exam-need-20260312', 2],
    ]);
    // Hours later the same numbers mean the same items.
    const done = await magisIn(h, ['remind', 'done', '2', '--json', '--now', '2026-03-12T15:00']);
    expect(json(done)).toEqual({acknowledged: ['eye_exam-need-20260312'], recorded: null, person: 'user', kind: 'eye_exam'});
    expect((await magisIn(h, ['remind', 'snooze', '1', '7d', '--now', '2026-03-12T15:00'])).stdout).toMatch(/^Adiado até 19\/03\/2026 às 15h: “Faz 6 meses/);
    expect(json(await magisIn(h, ['remind', '--json', '--now', '2026-03-13T09:00']))).toEqual([]);
    // Acknowledged, the need is quiet; no eye exam was recorded as done.
    const people = json(await magisIn(h, ['people', '--json', '--now', NOW]));
    expect(people[0].checkups.map((c: any) => c.kind)).toEqual(['dentist']);
    expect(JSON.stringify(json(await magisIn(h, ['remind', '--json', '--within', '3650d', '--now', '2027-06-01T09:00'])))).not.toContain('eye_exam-due');
    // A booking still ahead is not done; its "tomorrow" notice is only acknowledged.
    await magisIn(h, ['remind', 'add', 'dermatologist', '--status', 'scheduled', '--date', '2026-03-20', '--now', NOW]);
    expect(await magisIn(h, ['remind', 'done', 'dermatologist', '--now', NOW])).toMatchObject({status: 2, stderr: expect.stringContaining('está marcado para 20/03/2026')});
    expect(json(await magisIn(h, ['remind', 'done', 'dermatologist', '--json', '--now', '2026-03-19T09:00']))).toMatchObject({acknowledged: ['dermatologist-before-20260320'], recorded: null});
    expect(json(await magisIn(h, ['remind', '--json', '--now', '2026-03-20T08:00'])).map((i: any) => i.id)).toContain('dermatologist-appt-20260320');
    const unknown = await magisIn(h, ['remind', 'done', '9', '--now', NOW]);
    expect(unknown).toMatchObject({status: 2, stderr: 'magis: Nenhum lembrete com o número 9 agora: veja os números com "magis remind".\n'});
  });

  it('shows the habit after three Tuesday appointments', async () => {
    const h = home();
    // 2025-03-04, 2025-09-02, 2026-03-03: Tuesdays at 14:00.
    for (const [i, date] of ['2025-03-04', '2025-09-02'].entries()) {
      await magisIn(h, ['remind', 'add', 'dentist', '--date', date, '--time', '14:00', '--now', `${date}T18:0${i}`]);
    }
    const two = json(await magisIn(h, ['remind', '--json', '--now', '2026-03-05T10:00']));
    expect(two[0]).toMatchObject({kind: 'dentist', pattern: null});
    await magisIn(h, ['remind', 'add', 'dentist', '--date', '2026-03-03', '--time', '14:00', '--now', '2026-03-03T18:00']);
    const items = json(await magisIn(h, ['remind', '--json', '--now', '2026-08-25T10:00']));
    expect(items[0]).toMatchObject({kind: 'dentist', dueDate: '2026-09-03', pattern: 'Você costuma marcar dentista às terças, 14h.'});
    expect((await magisIn(h, ['remind', '--now', '2026-08-25T10:00'])).stdout).toBe(
      '1. Em 9 dias faz 6 meses desde o último dentista — quer marcar? Você costuma marcar dentista às terças, 14h. (responda “já marquei” ou `magis remind snooze 1 7d`)\n',
    );
  });

  it('honours checkupIntervals from config.json and refuses a bad one', async () => {
    const h = home();
    await magisIn(h, ['remind', 'add', 'dentist', '--date', '2025-11-01', '--now', NOW]);
    expect(json(await magisIn(h, ['remind', '--json', '--now', NOW]))).toEqual([]);
    writeFileSync(join(h, 'config.json'), JSON.stringify({checkupIntervals: {dentist: 4}}));
    expect(json(await magisIn(h, ['remind', '--json', '--now', NOW]))[0]).toMatchObject({dueDate: '2026-03-01', intervalMonths: 4});
    writeFileSync(join(h, 'config.json'), JSON.stringify({checkupIntervals: {dentista: 4}}));
    const bad = await magisIn(h, ['remind', '--now', NOW]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toBe(
      'magis: config.json checkupIntervals has an unknown kind "dentista": use dentist, eye_exam, general_checkup, pediatrician, gynecologist, dermatologist, cardiologist, orthopedist, blood_test, vaccine, mammogram, orthodontist, ent, other.\n',
    );
  });

  it('writes an iCalendar file that a parser reads back', async () => {
    const h = home();
    await magisIn(h, ['remind', 'add', 'dentist', '--date', '2025-09-01', '--now', NOW]);
    await magisIn(h, ['remind', 'add', 'eye_exam', '--person', 'Ana', '--status', 'scheduled', '--date', '2026-04-02', '--time', '09:15', '--now', NOW]);
    const file = join(h, 'magis.ics');
    expect((await magisIn(h, ['remind', '--json', '--ics', file, '--now', NOW])).status).toBe(0);
    const cal = new ICAL.Component(ICAL.parse(readFileSync(file, 'utf8')));
    expect(cal.name).toBe('vcalendar');
    const events = cal.getAllSubcomponents('vevent').map(v => new ICAL.Event(v));
    expect(events.map(e => e.summary)).toEqual(['Oftalmologista — Ana', 'Marcar dentista']);
    const [appt, due] = events;
    expect(appt!.startDate.toString()).toBe('2026-04-02T09:15:00');
    expect(appt!.duration.toSeconds()).toBe(3600);
    expect(appt!.uid).toBe('checkup-2@magis');
    expect(due!.startDate.isDate).toBe(true);
    expect(due!.startDate.toString()).toBe('2026-03-12');
    expect(due!.description).toBe('Faz 6 meses desde o último dentista — quer marcar?');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // "-" is standard output: the calendar alone, no lines, nothing recorded as said.
    const out = await magisIn(h, ['remind', '--ics', '-', '--now', NOW]);
    expect(out.stdout.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(existsSync(join(process.cwd(), '-'))).toBe(false);
    expect(cron(h, ['remind', '--now', NOW]).stdout).toContain('Faz 6 meses desde o último dentista');
    // An English user's calendar is in English.
    expect((await magisIn(h, ['profile', 'set', 'language', 'en', '--now', NOW])).status).toBe(0);
    const en = new ICAL.Component(ICAL.parse((await magisIn(h, ['remind', '--ics', '-', '--now', NOW])).stdout)).getAllSubcomponents('vevent').map(v => new ICAL.Event(v).summary);
    expect(en).toEqual(['Eye exam — Ana', 'Book dentist']);
    // An empty store still yields a valid, empty calendar.
    const empty = home();
    expect(await magisIn(empty, ['remind', '--ics', join(h, 'empty.ics'), '--now', NOW])).toMatchObject({status: 0, stdout: ''});
    expect(new ICAL.Component(ICAL.parse(readFileSync(join(h, 'empty.ics'), 'utf8'))).getAllSubcomponents('vevent')).toEqual([]);
  });

  it('--notify uses notify-send when present and says why not when absent', async () => {
    const h = home();
    await magisIn(h, ['remind', 'add', 'dentist', '--date', '2025-09-01', '--now', NOW]);
    const missing = cron(h, ['remind', '--notify', '--now', NOW], {PATH: join(h, 'no-bin')});
    expect(missing.status).toBe(0);
    expect(missing.stdout).toContain('Faz 6 meses desde o último dentista');
    expect(missing.stderr).toMatch(/notify-send is not installed/);
    const bin = join(h, 'bin');
    fakeBin(bin, 'notify-send', `printf '%s|' "$@" > "${join(h, 'notified')}"`);
    const sent = cron(h, ['remind', '--notify', '--all', '--now', NOW], {PATH: `${bin}:/usr/bin:/bin`});
    expect(sent).toMatchObject({status: 0, stderr: ''});
    expect(readFileSync(join(h, 'notified'), 'utf8')).toBe('--app-name=magis|Magis: lembrete|Faz 6 meses desde o último dentista — quer marcar?|');
  });

  it('install prints absolute paths and --apply edits the crontab once', () => {
    const h = home();
    const printed = magis(h, ['remind', 'install']);
    expect(printed.status).toBe(0);
    const line = printed.stdout.split('\n').find(l => l.startsWith('0 * * * * '))!;
    expect(line).toBe(`0 * * * * MAGIS_HOME=${h} ${process.execPath} ${BIN} remind # magis-remind`);
    expect(printed.stdout).toContain(`ExecStart=${process.execPath} ${BIN} remind`);
    expect(printed.stdout).toContain('Persistent=true');

    const bin = join(h, 'bin');
    mkdirSync(h, {recursive: true});
    const tab = join(h, 'crontab.txt');
    writeFileSync(tab, '0 3 * * * backup\n');
    fakeBin(bin, 'crontab', `if [ "$1" = "-l" ]; then cat "${tab}"; else cat > "${tab}"; fi`);
    const env = {PATH: `${bin}:/usr/bin:/bin`};
    expect(magis(h, ['remind', 'install', '--apply'], {env}).stdout).toContain('Acrescentado ao seu crontab');
    expect(magis(h, ['remind', 'install', '--apply'], {env: {...env, LANG: 'en_US.UTF-8'}}).stdout).toContain('Already installed');
    expect(readFileSync(tab, 'utf8')).toBe(`0 3 * * * backup\n${line}\n`);

    const none = magis(h, ['remind', 'install', '--apply'], {env: {PATH: join(h, 'empty')}});
    expect(none.status).toBe(1);
    expect(none.stderr).toMatch(/O crontab não está instalado aqui, então nada mudou/);
  });

  it('starts without loading UI, LLM or calendar modules', async () => {
    const h = home();
    await magisIn(h, ['remind', 'add', 'dentist', '--date', '2025-09-01', '--now', NOW]);
    // Every module the run loads, ES or CommonJS, is logged (test/helpers/trace-modules.mjs).
    const log = join(h, 'loaded.txt');
    const r = spawnSync(process.execPath, ['--import', pathToFileURL(resolve(__dirname, 'helpers/trace-modules.mjs')).href, BIN, 'remind', '--now', NOW], {
      env: {PATH: '/usr/bin:/bin', HOME: h, MAGIS_HOME: h, MAGIS_TRACE_MODULES: log},
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('dentist');
    const loaded = withBundleInputs(readFileSync(log, 'utf8'));
    expect(loaded).toContain('/src/reminders/index.ts');
    for (const pkg of ['ink', 'react', 'openai', 'ics', 'ical.js', 'tsdav']) expect(loaded).not.toContain(`/node_modules/${pkg}/`);
    // No calendar account: cron's run loads nothing of the CalDAV sync.
    expect(loaded).not.toContain('/src/calendar/sync.ts');
    expect(loaded).not.toContain('/src/cli/commands/remind/calendar-step.ts');
  });
});
