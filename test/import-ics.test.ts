import {copyFileSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {json, tempHome} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';
import {count, inspect} from './helpers/db.js';

let home: string;
let cleanup: () => void;
beforeEach(() => ({home, cleanup} = tempHome()));
afterEach(() => cleanup());

const NOW = '2026-11-21T10:00:00-03:00';
const FIXTURE = resolve(__dirname, 'fixtures-ics/google-export.ics');

describe('magis import FILE.ics', () => {
  it('brings events into the agenda and health visits in as checkups; twice adds nothing', async () => {
    const first = json(await magisIn(home, ['import', FIXTURE, '--json', '--now', NOW]));
    // The moved English class (RECURRENCE-ID) is an event of its own, on its new day; its series skips the old one.
    expect(first).toEqual({events: {added: 6, skipped: 0}, checkups: {added: 3, skipped: 0}, ignored: 0, warnings: [], changes: expect.any(Array)});
    // What it changed, as `ask --json` lists a message's changes: each event and checkup added.
    expect(first.changes.filter((c: {op: string; what: string}) => c.op === 'add' && (c.what === 'event' || c.what === 'checkup'))).toHaveLength(9);
    const again = json(await magisIn(home, ['import', FIXTURE, '--json', '--now', '2026-12-01T10:00:00Z']));
    expect(again).toEqual({events: {added: 0, skipped: 6}, checkups: {added: 0, skipped: 3}, ignored: 0, warnings: []});
    expect(count(home, 'SELECT count(*) FROM events')).toBe(6);
    expect(count(home, 'SELECT count(*) FROM checkups')).toBe(3);
    const rows = inspect(home, db => db.prepare('SELECT kind, title, rrule, entity_id AS entityId FROM events ORDER BY id').all());
    expect(rows).toContainEqual({kind: 'class', title: 'Aula de inglês', rrule: 'FREQ=WEEKLY;BYDAY=MO,WE', entityId: null});
  });

  it('the upcoming dentist visit shows in magis remind; the yearly eye exam is counted from its last visit', async () => {
    await magisIn(home, ['import', FIXTURE, '--now', NOW]);
    expect((await magisIn(home, ['remind', '--all', '--now', '2026-11-24T10:00:00Z'])).stdout).toMatch(/^\d+\. Amanhã você tem dentista às \d\dh30/m);
    const due = json(await magisIn(home, ['remind', '--json', '--all', '--now', '2027-03-01T10:00:00Z']));
    expect(due).toContainEqual(expect.objectContaining({kind: 'eye_exam', lastDate: '2026-03-10', dueDate: '2027-03-10', intervalMonths: 12}));
    const human = await magisIn(home, ['import', FIXTURE, '--now', NOW]);
    // A fresh home speaks its locale's language (Portuguese unless the locale says English).
    expect(human.stdout).toBe(`Importados 0 eventos e 0 consultas de ${FIXTURE}; 9 já estavam aqui.\n`);
  });

  it('a calendar without the .ics name is recognised by its contents; other files are refused with a pointer', async () => {
    const plain = join(home, '..', 'calendar-export');
    copyFileSync(FIXTURE, plain);
    expect(json(await magisIn(home, ['import', plain, '--json', '--now', NOW])).events.added).toBe(6);
    const notes = join(home, '..', 'notes.txt');
    writeFileSync(notes, 'hello');
    const r = await magisIn(home, ['import', notes]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/magis memories import/);
    const broken = join(home, '..', 'broken.ics');
    writeFileSync(broken, 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:x\r\n');
    const b = await magisIn(home, ['import', broken]);
    expect(b.status).toBe(1);
    expect(b.stderr.trim().split('\n')).toHaveLength(1);
  });
});
