import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {homePerTest} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

/**
 * Issue 39: terminal escape sequences in a calendar's, an .ics's or a note's text reached the
 * screen raw — a title could clear the screen, set the window title or write the clipboard. What
 * the CLI prints of them (the import's report, the agenda, memories, people, the chat's answer)
 * carries no control character but newline and tab. In process: what is printed is the point, not
 * the process.
 */
const newHome = homePerTest();
const NOW = ['--now', '2026-11-24T09:00'];
const ENV = {env: {LANG: 'en_US.UTF-8'}};
const ESC = '\u001b';
/** Any control character a terminal acts on (newline and tab are text). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

const ics = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//test//EN',
  'BEGIN:VEVENT',
  'UID:hostile-1',
  'DTSTAMP:20261101T000000Z',
  'DTSTART:20261125T170000Z',
  `SUMMARY:${ESC}]52;c;cm0gLXJmIH4=${ESC}\\${ESC}[2JBallet recital`,
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:hostile-2',
  'DTSTAMP:20261101T000000Z',
  'DTSTART:20261126T090000Z',
  `SUMMARY:Dentist\r${ESC}]0;pwned\u0007 check-up\u009b1A`,
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\n');

describe('text from outside reaches the terminal without control sequences', () => {
  it('import, agenda, memories, people and ask print none', async () => {
    const home = newHome();
    const file = join(home, '..', 'family.ics');
    writeFileSync(file, ics);
    const notes = join(home, '..', 'notes');
    mkdirSync(notes, {recursive: true});
    writeFileSync(join(notes, 'week.md'), `My daughter Alice has swimming on Friday.${ESC}[8m hidden${ESC}[28m\n`);
    const runs = [];
    for (const args of [['import', file], ['import', notes], ['agenda', '--within', '7d'], ['memories', 'list'], ['people'], ['ask', 'when is the ballet recital?']]) {
      runs.push(await magisIn(home, [...args, ...NOW], ENV));
    }
    for (const r of runs) expect(r.status, r.stderr).toBe(0);
    // What the titles and notes say still reaches the screen, as plain text.
    expect(runs[2]!.stdout).toMatch(/Ballet recital/);
    expect(runs[2]!.stdout).toMatch(/Dentist/);
    expect(runs[3]!.stdout).toMatch(/swimming on Friday\. hidden/);
    for (const r of runs) expect(CONTROL.test(r.stdout + r.stderr), JSON.stringify(r.stdout + r.stderr)).toBe(false);
  });
});
