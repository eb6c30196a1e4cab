import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {homePerTest, json} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

/**
 * A calendar title or a `remind add` word that is a name every JavaScript object inherits
 * ("Constructor review", "toString") was read as a checkup kind — the Object constructor — and the
 * .ics import, and `remind add`, ended in a raw SQLite error ("can only bind numbers, strings…").
 */
const home = homePerTest();
const NOW = ['--now', '2026-11-20T10:00'];
const ENV = {env: {LANG: 'en_US.UTF-8'}};

describe('words every object inherits are no checkup kind', () => {
  it('an .ics event titled "Constructor review" is imported as an event', async () => {
    const h = home();
    const file = join(h, '..', 'work.ics');
    writeFileSync(
      file,
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//t//EN',
        'BEGIN:VEVENT',
        'UID:c-1',
        'DTSTAMP:20261101T000000Z',
        'DTSTART:20261202T100000',
        'SUMMARY:Constructor review',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
    const r = await magisIn(h, ['import', file, '--json', ...NOW], ENV);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(json(r)).toMatchObject({events: {added: 1}, checkups: {added: 0}});
    expect((await magisIn(h, ['agenda', '--within', '30d', ...NOW], ENV)).stdout).toMatch(/Constructor review/);
  });

  it('remind add constructor is an unknown kind, said in one sentence (exit 2)', async () => {
    const r = await magisIn(home(), ['remind', 'add', 'constructor', ...NOW], ENV);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^magis: Unknown checkup kind "constructor": use one of /);
  });
});
