import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {agendaBetween} from '../agenda/agenda.js';
import type {Extraction} from '../domain/types.js';
import {openDatabase, type DB} from './db.js';
import {insertEvent, listEvents} from './events.js';
import {learn, listPeople} from './learn.js';
import {insertMemory} from './memories.js';

const NOW = new Date('2026-11-20T13:00:00.000Z');
const open: Array<{db: DB; root: string}> = [];
afterEach(() => {
  for (const o of open.splice(0)) {
    o.db.close();
    rmSync(o.root, {recursive: true, force: true});
  }
});

function store(): DB {
  const root = mkdtempSync(join(tmpdir(), 'magis-events-'));
  const db = openDatabase(join(root, 'home'), {now: NOW});
  open.push({db, root});
  return db;
}

const memory = (db: DB, content: string) =>
  insertMemory(db, {content, summary: null, type: 'personal_info', context: 'family', importance: 7, sentiment: null, occurredAt: NOW.toISOString(), createdAt: NOW.toISOString()}, null);

const extraction = (over: Partial<Extraction>): Extraction => ({
  language: 'pt',
  keep: true,
  importance: 7,
  context: 'family',
  type: 'personal_info',
  people: [],
  relationships: [],
  places: [],
  organizations: [],
  checkups: [],
  tasks: [],
  events: [],
  questions: [],
  ...over,
});

/** learn(), which stores the message's events through learnEvents; the new event ids. */
function learnAll(db: DB, memoryId: number, x: Extraction) {
  return learn(db, memoryId, x, NOW).events;
}

describe('learnEvents', () => {
  it('stores a birthday with its memory and puts the day on the person (year unknown: --MM-DD)', () => {
    const db = store();
    const m = memory(db, 'Minha mãe Lourdes faz aniversário dia 3 de dezembro.');
    const ids = learnAll(
      db,
      m,
      extraction({
        people: [{name: 'Lourdes', gender: 'female', age: null, relation: 'mother'}],
        events: [{kind: 'birthday', title: 'aniversário da Lourdes', person: 'Lourdes', with: [], date: '2026-12-03', time: null, rrule: 'FREQ=YEARLY', status: 'scheduled'}],
      }),
    );
    expect(ids).toHaveLength(1);
    expect(listEvents(db)[0]).toMatchObject({kind: 'birthday', person: 'Lourdes', sourceMemoryId: m, rrule: 'FREQ=YEARLY', context: 'family'});
    expect(listPeople(db, NOW).find(p => p.name === 'Lourdes')?.birthday).toBe('--12-03');
    // On the agenda once (as the birthday), every year.
    const items = agendaBetween(db, {from: '2026-12-01', to: '2027-12-31', now: NOW});
    expect(items.map(i => [i.date, i.kind, i.person, i.source])).toEqual([
      ['2026-12-03', 'birthday', 'Lourdes', 'birthday'],
      ['2027-12-03', 'birthday', 'Lourdes', 'birthday'],
    ]);
  });

  it('a weekly class for a person, with the user as default owner elsewhere; saying it twice stores it once', () => {
    const db = store();
    const m = memory(db, 'a clara faz natacao todo sabado as 9h');
    const x = extraction({
      people: [{name: 'Clara', gender: 'female', age: null, relation: null}],
      events: [
        {kind: 'class', title: 'natação', person: 'Clara', with: [], date: '2026-11-21', time: '09:00', rrule: 'FREQ=WEEKLY;BYDAY=SA', status: 'scheduled'},
        {kind: 'meeting', title: 'reunião com o marketing', person: 'user', with: ['Ana'], date: '2026-11-23', time: '10:00', rrule: null, status: 'scheduled'},
        {kind: 'other', title: 'sem data', person: 'user', with: [], date: null, time: null, rrule: null, status: 'scheduled'},
        {kind: 'class', title: 'inglês', person: 'user', with: [], date: null, time: '7:30', rrule: 'FREQ=WEEKLY;BYDAY=TU', status: 'scheduled'},
      ],
    });
    expect(learnAll(db, m, x)).toHaveLength(3);
    expect(learnAll(db, m, x)).toHaveLength(0);
    // A recurrence with no day named starts on the day it was said (2026-11-20).
    const items = agendaBetween(db, {from: '2026-11-16', to: '2026-11-29', now: NOW});
    expect(items.map(i => `${i.date} ${i.time} ${i.kind} ${i.person}`)).toEqual([
      '2026-11-21 09:00 class Clara',
      '2026-11-23 10:00 meeting user',
      '2026-11-24 07:30 class user',
      '2026-11-28 09:00 class Clara',
    ]);
    expect(listEvents(db).find(e => e.kind === 'meeting')?.with).toEqual(['Ana']);
  });

  it('an external UID updates in place (a calendar imported twice adds nothing)', () => {
    const db = store();
    const e = {entityId: null, kind: 'meeting' as const, title: 'Standup', date: '2026-11-23', time: '09:00', rrule: 'FREQ=DAILY;COUNT=5', externalUid: 'abc@cal'};
    expect(insertEvent(db, e, NOW.toISOString()).added).toBe(true);
    expect(insertEvent(db, {...e, time: '09:30'}, NOW.toISOString()).added).toBe(false);
    expect(listEvents(db)).toHaveLength(1);
    expect(listEvents(db)[0]!.time).toBe('09:30');
  });

  it('a recurrence refused at import (more often than daily, an absurd interval) is refused from the chat too: the event is kept once', () => {
    const db = store();
    const m = memory(db, 'tomar água toda hora a partir de amanhã');
    const ev = (title: string, rrule: string) => ({kind: 'other' as const, title, person: 'user', with: [], date: '2026-11-21', time: '08:00', rrule, status: 'scheduled' as const});
    learnAll(
      db,
      m,
      extraction({
        events: [ev('beber água', 'FREQ=HOURLY'), ev('alongar', 'FREQ=MINUTELY;INTERVAL=30'), ev('piscar', 'FREQ=SECONDLY'), ev('regar', 'FREQ=DAILY;INTERVAL=5000'), ev('yoga', 'FREQ=DAILY')],
      }),
    );
    expect(listEvents(db).map(e => [e.title, e.rrule])).toEqual([
      ['beber água', null],
      ['alongar', null],
      ['piscar', null],
      ['regar', null],
      ['yoga', 'FREQ=DAILY'],
    ]);
    const items = agendaBetween(db, {from: '2026-11-21', to: '2026-11-23', now: NOW});
    expect(items.filter(i => i.title === 'beber água').map(i => i.date)).toEqual(['2026-11-21']);
  });
});
