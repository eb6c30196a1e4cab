/**
 * `magis agenda`, `magis tasks` and the event side of `magis remind` through the real binary, in
 * the zone the suite runs in (UTC, and America/Sao_Paulo: this file is a *.tz.test.ts), with
 * US daylight saving checked in America/New_York. Events are set up in the store directly (the
 * offline engine does not extract them yet); checkups and tasks through the CLI.
 */
import {spawnSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import Database from 'better-sqlite3';
import ICAL from 'ical.js';
import {describe, expect, it} from 'vitest';
import {BIN, json, homePerTest} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

const TZ = process.env.TZ ?? 'UTC';
const home = homePerTest();

const magis = (h: string, args: string[], env: NodeJS.ProcessEnv = {}) => magisIn(h, args, {env: {TZ, LANG: 'C.UTF-8', ...env}});

interface Ev {
  person?: string;
  kind: string;
  title: string;
  date: string;
  time?: string | null;
  rrule?: string | null;
  context?: string;
  status?: string;
}

/** Writes events (and people, with an optional birthday) straight into a store the CLI created. */
function seed(h: string, events: Ev[], people: Array<{name: string; gender?: string; birthday?: string; relation?: string}> = []): void {
  const db = new Database(join(h, 'magis.db'));
  try {
    const at = '2026-01-01T12:00:00.000Z';
    for (const p of people) {
      db.prepare(`INSERT INTO entities (kind, name, name_key, gender, relation, birthday, context, first_seen, last_mentioned)
          VALUES ('person', ?, lower(?), ?, ?, ?, 'family', ?, ?)`).run(p.name, p.name, p.gender ?? null, p.relation ?? null, p.birthday ?? null, at, at);
    }
    for (const e of events) {
      const entity = e.person ? (db.prepare('SELECT id FROM entities WHERE name = ?').pluck().get(e.person) as number) : null;
      db.prepare(`INSERT INTO events (entity_id, kind, title, date, time, rrule, status, context, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
        entity,
        e.kind,
        e.title,
        e.date,
        e.time ?? null,
        e.rrule ?? null,
        e.status ?? 'scheduled',
        e.context ?? 'personal',
        at,
        at,
      );
    }
  } finally {
    db.close();
  }
}

/** A store with a PT-speaking user (a memory in Portuguese decides the language). */
async function ptHome(): Promise<string> {
  const h = home();
  expect((await magis(h, ['memories', 'add', 'minha filha clara adora natação e eu trabalho muito', '--now', '2026-03-01T10:00'])).status).toBe(0);
  return h;
}

describe('magis agenda', () => {
  it('--json: checkups, recurring events, birthdays and tasks in the window, sorted by date then time', async () => {
    const h = await ptHome();
    expect((await magis(h, ['remind', 'add', 'dermatologist', '--status', 'scheduled', '--date', '2026-03-12', '--time', '10:00', '--now', '2026-03-05T09:00'])).status).toBe(0);
    expect((await magis(h, ['tasks', 'add', 'pagar o IPTU', '--due', '2026-03-09', '--now', '2026-03-05T09:00'])).status).toBe(0);
    expect((await magis(h, ['tasks', 'add', 'renovar a cnh', '--due', '2026-03-02', '--now', '2026-03-01T09:00'])).status).toBe(0);
    seed(
      h,
      [{person: 'Clara', kind: 'class', title: 'natação', date: '2026-03-07', time: '09:00', rrule: 'FREQ=WEEKLY;BYDAY=SA', context: 'family'}],
      [
        {name: 'Clara', gender: 'female', relation: 'daughter'},
        {name: 'Lourdes', gender: 'female', relation: 'mother', birthday: '--03-10'},
      ],
    );
    const items = json(await magis(h, ['agenda', '--json', '--now', '2026-03-06T08:00', '--within', '8d']));
    // Ids are stable and say what each item is; the rest is the contract's shape.
    expect(items.map((i: any) => i.id)).toEqual([
      expect.stringMatching(/^task-\d+$/),
      expect.stringMatching(/^event-\d+$/),
      expect.stringMatching(/^task-\d+$/),
      expect.stringMatching(/^birthday-\d+$/),
      expect.stringMatching(/^checkup-\d+$/),
      items[1].id,
    ]);
    expect(items.map(({id: _id, ...i}: any) => i)).toEqual([
      {date: '2026-03-02', endDate: null, time: null, kind: 'task', title: 'renovar a cnh', person: 'user', with: [], context: 'personal', source: 'task'},
      {date: '2026-03-07', endDate: null, time: '09:00', kind: 'class', title: 'natação', person: 'Clara', with: [], context: 'family', source: 'event'},
      {date: '2026-03-09', endDate: null, time: null, kind: 'task', title: 'pagar o IPTU', person: 'user', with: [], context: 'personal', source: 'task'},
      {date: '2026-03-10', endDate: null, time: null, kind: 'birthday', title: 'Aniversário da Lourdes', person: 'Lourdes', with: [], context: 'family', source: 'birthday'},
      {date: '2026-03-12', endDate: null, time: '10:00', kind: 'dermatologist', title: 'Dermatologista', person: 'user', with: [], context: 'personal', source: 'checkup'},
      {date: '2026-03-14', endDate: null, time: '09:00', kind: 'class', title: 'natação', person: 'Clara', with: [], context: 'family', source: 'event'},
    ]);
    const family = json(await magis(h, ['agenda', '--json', '--now', '2026-03-06T08:00', '--context', 'family', '--from', '2026-03-13', '--within', '1d']));
    expect(family.map((i: any) => i.date)).toEqual(['2026-03-14']);
    const tomorrow = json(await magis(h, ['agenda', '--json', '--now', '2026-03-06T08:00', '--from', 'amanhã', '--within', '0d']));
    expect(tomorrow.map((i: any) => [i.date, i.source])).toEqual([
      ['2026-03-02', 'task'],
      ['2026-03-07', 'event'],
    ]);
  });

  it("groups the human view by day in the user's language (PT from their messages, EN from LANG)", async () => {
    const h = await ptHome();
    seed(h, [
      {kind: 'meeting', title: 'reunião com o marketing', date: '2026-11-23', time: '10:00'},
      {kind: 'call', title: 'ligar pro banco', date: '2026-11-25', time: '15:30'},
    ]);
    const pt = await magis(h, ['agenda', '--now', '2026-11-22T20:00']);
    expect(pt.status).toBe(0);
    expect(pt.stdout).toBe('Amanhã\n  1. 10h — Reunião com o marketing\nQuarta, 25/11\n  2. 15h30 — Ligar pro banco\n');
    const en = home();
    expect((await magis(en, ['tasks', 'add', 'call the bank', '--due', '2026-11-22', '--now', '2026-11-20T09:00'])).status).toBe(0);
    seed(en, [{kind: 'meeting', title: 'Team meeting', date: '2026-11-24', time: '14:00'}]);
    const out = await magis(en, ['agenda', '--now', '2026-11-22T09:00'], {LANG: 'en_US.UTF-8'});
    expect(out.stdout).toBe('Today\n  1. Task: call the bank\nTuesday, Nov 24\n  2. 2 pm — Team meeting\n');
    expect((await magis(en, ['agenda', '--now', '2026-11-22T09:00', '--from', '2026-12-01'], {LANG: 'en_US.UTF-8'})).stdout).toBe('Nothing on your agenda from Tuesday, Dec 1.\n');
  });

  it('a new home has an empty agenda and no store is created; bad flags are one sentence and exit 2', async () => {
    const h = home();
    expect(await magis(h, ['agenda', '--json'])).toMatchObject({status: 0, stdout: '[]\n'});
    for (const args of [
      ['--within', 'soon'],
      ['--from', '2026-02-31'],
      ['--context', 'school'],
      ['--now', 'yesterday'],
      ['--within', '99y'],
    ]) {
      const r = await magis(h, ['agenda', ...args]);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stdout).toBe('');
    }
  });

  it('keeps wall-clock times across US daylight saving (America/New_York, 2026-03-08)', async () => {
    const h = home();
    expect((await magis(h, ['tasks', 'add', 'x', '--now', '2026-03-01T09:00'], {TZ: 'America/New_York'})).status).toBe(0);
    seed(h, [{kind: 'class', title: 'yoga', date: '2026-03-01', time: '09:00', rrule: 'FREQ=WEEKLY;BYDAY=SU'}]);
    const items = json(await magis(h, ['agenda', '--json', '--now', '2026-03-06T08:00', '--within', '10d'], {TZ: 'America/New_York'}));
    expect(items.filter((i: any) => i.kind === 'class').map((i: any) => `${i.date} ${i.time}`)).toEqual(['2026-03-08 09:00', '2026-03-15 09:00']);
    // 23:30 on Saturday in New York is already Sunday in UTC: the agenda's "today" is the local one.
    const late = json(await magis(h, ['agenda', '--json', '--now', '2026-03-07T23:30', '--within', '0d'], {TZ: 'America/New_York'}));
    expect(late.filter((i: any) => i.kind === 'class')).toEqual([]);
  });
});

describe('magis tasks', () => {
  it('add, list, done; --all keeps done ones; a bad id changes nothing and exits 2', async () => {
    const h = await ptHome();
    const added = json(await magis(h, ['tasks', 'add', 'renovar a cnh', '--due', 'amanhã', '--json', '--now', '2026-05-11T09:00']));
    expect(added).toMatchObject({description: 'renovar a cnh', status: 'open', due: '2026-05-12', doneAt: null});
    expect((await magis(h, ['tasks', 'add', 'pagar o IPTU', '--now', '2026-05-11T09:00'])).stdout).toBe(`Tarefa #${added.id + 1} anotada: pagar o IPTU\n`);
    expect((await magis(h, ['tasks', '--now', '2026-05-13T09:00'])).stdout).toBe(`• #${added.id} renovar a cnh — venceu 12/05\n• #${added.id + 1} pagar o IPTU\n`);
    for (const bad of ['99', 'abc', '-1']) {
      const r = await magis(h, ['tasks', 'done', bad]);
      expect(r.status, bad).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(json(await magis(h, ['tasks', '--json'])).map((t: any) => t.status)).toEqual(['open', 'open']);
    expect((await magis(h, ['tasks', 'done', String(added.id), '--now', '2026-05-13T10:00'])).status).toBe(0);
    expect(json(await magis(h, ['tasks', '--json'])).map((t: any) => t.description)).toEqual(['pagar o IPTU']);
    const all = json(await magis(h, ['tasks', '--json', '--all']));
    expect(all.find((t: any) => t.id === added.id)).toMatchObject({status: 'done', doneAt: new Date(2026, 4, 13, 10, 0).toISOString()});
    expect((await magis(h, ['tasks', 'add', '   '])).status).toBe(2);
    expect((await magis(h, ['tasks', 'add', 'x', '--due', 'someday'])).status).toBe(2);
    expect(json(await magis(h, ['tasks', '--json', '--all']))).toHaveLength(2);
  });

  it('a new home lists nothing, in English by LANG', async () => {
    const h = home();
    expect((await magis(h, ['tasks'], {LANG: 'en_US.UTF-8'})).stdout).toBe('No open tasks.\n');
    expect((await magis(h, ['tasks', '--json', '--all'])).stdout).toBe('[]\n');
  });
});

describe('magis remind with events', () => {
  it('the day before and the day of; after the time, a follow-up instead of "today"', async () => {
    const h = await ptHome();
    expect((await magis(h, ['remind', 'add', 'dentist', '--status', 'scheduled', '--date', '2026-04-17', '--time', '14:00', '--now', '2026-04-13T10:00'])).status).toBe(0);
    seed(h, [{kind: 'meeting', title: 'reunião com o marketing', date: '2026-04-17', time: '10:00'}]);
    const before = json(await magis(h, ['remind', '--json', '--all', '--now', '2026-04-16T09:00']));
    expect(before.map((i: any) => [i.kind, i.status, i.reason])).toEqual([
      ['dentist', 'scheduled', 'appointment_tomorrow'],
      ['meeting', 'scheduled', 'appointment_tomorrow'],
    ]);
    const late = json(await magis(h, ['remind', '--json', '--all', '--now', '2026-04-17T16:01']));
    expect(late.map((i: any) => i.message).sort()).toEqual(['Como foi a reunião com o marketing?', 'Como foi o dentista?']);
    expect(late.some((i: any) => /Hoje/.test(i.message))).toBe(false);
  });

  it('done and snooze work for events and birthdays; a one-off event done is done', async () => {
    const h = await ptHome();
    seed(h, [{kind: 'meeting', title: 'reunião com o marketing', date: '2026-04-17', time: '10:00'}], [{name: 'Lourdes', gender: 'female', relation: 'mother', birthday: '--04-18'}]);
    const items = json(await magis(h, ['remind', '--json', '--now', '2026-04-17T08:00']));
    const meeting = items.find((i: any) => i.kind === 'meeting');
    const bday = items.find((i: any) => i.kind === 'birthday');
    expect(bday).toMatchObject({person: 'Lourdes', status: 'scheduled', dueDate: '2026-04-18', message: 'Amanhã é aniversário da Lourdes (sua mãe)! Quer lembrar de mandar uma mensagem?'});
    expect((await magis(h, ['remind', 'done', meeting.id, '--now', '2026-04-17T08:05'])).status).toBe(0);
    expect((await magis(h, ['remind', 'snooze', bday.id, '1d', '--now', '2026-04-17T08:05'])).status).toBe(0);
    expect(json(await magis(h, ['remind', '--json', '--now', '2026-04-17T09:00']))).toEqual([]);
    // Done means done: no follow-up after its time either.
    expect(json(await magis(h, ['remind', '--json', '--now', '2026-04-17T18:00'])).filter((i: any) => i.kind === 'meeting')).toEqual([]);
    expect((await magis(h, ['remind', 'done', 'event-999-20260417'])).status).toBe(2);
    expect((await magis(h, ['remind', 'done', 'trip', '--now', '2026-04-17T09:00'])).status).toBe(2);
  });

  it('--ics exports events with their RRULE, and a parser reads them back', async () => {
    const h = await ptHome();
    seed(
      h,
      [{person: 'Clara', kind: 'class', title: 'natação', date: '2026-03-07', time: '09:00', rrule: 'FREQ=WEEKLY;BYDAY=SA'}],
      [{name: 'Clara', gender: 'female', relation: 'daughter', birthday: '2017-02-28'}],
    );
    const file = join(h, 'out.ics');
    expect((await magis(h, ['remind', '--ics', file, '--now', '2026-03-06T08:00'])).status).toBe(0);
    const cal = new ICAL.Component(ICAL.parse(readFileSync(file, 'utf8')));
    const events = cal.getAllSubcomponents('vevent').map(v => new ICAL.Event(v));
    const swim = events.find(e => e.summary === 'natação')!;
    expect(swim.isRecurring()).toBe(true);
    expect(String(swim.component.getFirstPropertyValue('rrule'))).toBe('FREQ=WEEKLY;BYDAY=SA');
    const it = swim.iterator();
    expect([it.next()!.toString(), it.next()!.toString()]).toEqual(['2026-03-07T09:00:00', '2026-03-14T09:00:00']);
    const bday = events.find(e => e.uid.startsWith('birthday-'))!;
    expect(bday.summary).toBe('Aniversário da Clara');
    expect(String(bday.component.getFirstPropertyValue('rrule'))).toBe('FREQ=YEARLY');
    expect(bday.startDate.toString()).toBe('2027-02-28');
  });
});

describe('start-up of magis remind', () => {
  it('loads rrule only when a recurring event or a birthday needs expanding', async () => {
    const h = await ptHome();
    // rrule is required lazily (CommonJS): log what Module._load is asked for.
    const log = join(h, 'required.txt');
    writeFileSync(
      join(h, 'spy.cjs'),
      `const M = require('module'); const fs = require('fs'); const load = M._load;
M._load = function (req, ...rest) { fs.appendFileSync(${JSON.stringify(log)}, req + '\\n'); return load.call(this, req, ...rest); };`,
    );
    const remind = () =>
      spawnSync(process.execPath, ['--require', join(h, 'spy.cjs'), BIN, 'remind', '--all', '--now', '2026-03-06T08:00'], {
        env: {PATH: '/usr/bin:/bin', HOME: h, MAGIS_HOME: h, TZ},
        stdio: ['ignore', 'pipe', 'pipe'],
        encoding: 'utf8',
      });
    seed(h, [{kind: 'meeting', title: 'reunião', date: '2026-03-07', time: '10:00'}]);
    writeFileSync(log, '');
    expect(remind().stdout).toContain('reunião');
    expect(readFileSync(log, 'utf8').split('\n')).not.toContain('rrule');
    seed(h, [{kind: 'class', title: 'natação', date: '2026-03-07', time: '09:00', rrule: 'FREQ=WEEKLY;BYDAY=SA'}]);
    expect(remind().stdout).toContain('natação');
    expect(readFileSync(log, 'utf8').split('\n')).toContain('rrule');
  });
});
