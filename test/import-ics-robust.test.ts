/**
 * Calendars other programs wrote: one unreadable event is skipped and named while the rest is
 * imported; a Windows-1252 file reads as written. Through the CLI: what is printed and the exit
 * code are what the user sees.
 */
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {json, tempHome} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';
import {inspect} from './helpers/db.js';

let home: string;
let cleanup: () => void;
beforeEach(() => ({home, cleanup} = tempHome()));
afterEach(() => cleanup());

const NOW = '2026-11-21T10:00:00Z';
const ics = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
const vevent = (uid: string, summary: string, start: string) => ['BEGIN:VEVENT', `UID:${uid}`, `SUMMARY:${summary}`, start, 'END:VEVENT'].join('\r\n');

describe('a calendar with an event that cannot be read', () => {
  it('imports the rest, names the skipped one in plain words, and counts it', async () => {
    const file = join(home, '..', 'mixed.ics');
    writeFileSync(
      file,
      ics(vevent('ok-1', 'Parents evening', 'DTSTART:20261203T180000'), vevent('bad-1', 'Office party', 'DTSTART:2026-13-45T99:99:99'), vevent('ok-2', 'Book club', 'DTSTART;VALUE=DATE:20261210')),
    );
    const r = await magisIn(home, ['import', file, '--now', NOW], {env: {LANG: 'en_US.UTF-8'}});
    const pt = await magisIn(home, ['import', file, '--now', NOW], {env: {LANG: 'pt_BR.UTF-8'}});
    expect(pt.stdout).toMatch(/Importados 0 eventos .*; 2 já estavam aqui; 1 não pôde ser lido e foi pulado\./);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Imported 2 events .*; 1 could not be read and was skipped\./);
    expect(r.stderr).toMatch(/"Office party" \(UID bad-1\)/);
    expect(r.stderr).not.toMatch(/Neither a timezone|TypeError|at .*\.js/);
    const titles = inspect(home, db => db.prepare('SELECT title FROM events ORDER BY id').pluck().all());
    expect(titles).toEqual(['Parents evening', 'Book club']);
    const again = json(await magisIn(home, ['import', file, '--json', '--now', NOW]));
    expect(again).toMatchObject({ignored: 1, warnings: [expect.stringMatching(/Office party/)]});
  });
});

describe('a calendar written in Windows-1252', () => {
  it('reads its accents as written', async () => {
    const file = join(home, '..', 'outlook.ics');
    writeFileSync(file, Buffer.from(ics(vevent('w-1', 'Reunião no café', 'DTSTART:20261203T180000')), 'latin1'));
    expect((await magisIn(home, ['import', file, '--now', NOW])).status).toBe(0);
    expect(inspect(home, db => db.prepare('SELECT title FROM events').pluck().all())).toEqual(['Reunião no café']);
  });
  it('and UTF-8 with a byte-order mark as UTF-8', async () => {
    const file = join(home, '..', 'bom.ics');
    writeFileSync(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(ics(vevent('u-1', 'Almoço', 'DTSTART:20261203T120000')), 'utf8')]));
    expect((await magisIn(home, ['import', file, '--now', NOW])).status).toBe(0);
    expect(inspect(home, db => db.prepare('SELECT title FROM events').pluck().all())).toEqual(['Almoço']);
  });
});

describe('health visits of the family in an imported calendar', () => {
  it("go to the person the title names, when Magis knows them; the rest are the user's", async () => {
    await magisIn(home, ['ask', '--now', NOW, 'my son Will is 10 and my daughter Bia is 7']);
    const file = join(home, '..', 'family.ics');
    writeFileSync(
      file,
      ics(vevent('h-1', 'Dentist – Will', 'DTSTART:20261203T100000'), vevent('h-2', 'Pediatra da Bia', 'DTSTART:20261204T100000'), vevent('h-3', 'Eye exam', 'DTSTART:20261205T100000')),
    );
    expect((await magisIn(home, ['import', file, '--now', NOW])).status).toBe(0);
    const rows = inspect(home, db => db.prepare("SELECT c.kind, coalesce(e.name, 'user') AS who FROM checkups c LEFT JOIN entities e ON e.id = c.entity_id ORDER BY c.id").all());
    expect(rows).toEqual([
      {kind: 'dentist', who: 'Will'},
      {kind: 'pediatrician', who: 'Bia'},
      {kind: 'eye_exam', who: 'user'},
    ]);
  });
});
