import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {homePerTest, json} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

/**
 * Issue 39, item 7: text from outside (a calendar's title, a note, a restored export, an MCP
 * client's words) reaches no terminal with a control it would obey. JSON escapes C0 by itself but
 * wrote C1 raw (U+009B is a whole CSI to an 8-bit terminal) and the bidirectional overrides that
 * reorder what follows them on the line; `--json` now writes those as \u escapes, so the data
 * reads back whole and the screen is left alone, and the text outputs drop them.
 */
const newHome = homePerTest();
const NOW = ['--now', '2026-11-24T09:00'];
const ENV = {env: {LANG: 'en_US.UTF-8'}};
const ESC = '\u001b';

/** Clear screen, an 8-bit CSI, a bell, an OSC 8 hyperlink and a right-to-left override. */
const HOSTILE = `${ESC}[2J\u009b2J\u0007${ESC}]8;;https://evil.example/${ESC}\\link${ESC}]8;;${ESC}\\\u202eesrever\u2066`;
/** Any character a terminal acts on but newline and tab: C0, DEL, C1, bidi embeddings, overrides and isolates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe('--json and text outputs carry no raw terminal control', () => {
  it('a restored export with hostile titles, names and notes: agenda, people, log, memories search, tasks, undo', async () => {
    const src = newHome();
    for (const message of ['My daughter Maya has swimming on Friday at 5pm', 'I need to buy a new kettle']) {
      expect((await magisIn(src, ['ask', message, ...NOW], ENV)).status).toBe(0);
    }
    const file = join(src, '..', 'export.json');
    expect((await magisIn(src, ['export', '-o', file], ENV)).status).toBe(0);
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    // Every text a person reads back gets the hostile tail: the event, the person, the task, the notes, the conversation.
    for (const e of doc.tables.events) e.title = `Swimming ${HOSTILE}`;
    for (const p of doc.tables.entities) if (p.kind === 'person') p.name = `Maya${HOSTILE}`;
    for (const t of doc.tables.tasks) t.description = `buy a new kettle ${HOSTILE}`;
    for (const m of doc.tables.memories) m.content = `${m.content} ${HOSTILE}`;
    for (const c of doc.tables.conversations) c.title = `Family week ${HOSTILE}`;
    writeFileSync(file, JSON.stringify(doc));

    const home = newHome();
    const runs = new Map<string, Awaited<ReturnType<typeof magisIn>>>();
    for (const args of [
      ['import', file],
      ['agenda', '--within', '7d'],
      ['agenda', '--within', '7d', '--json'],
      ['people'],
      ['people', '--json'],
      ['log'],
      ['log', '--json'],
      ['memories', 'search', 'swimming'],
      ['memories', 'search', 'swimming', '--json'],
      ['tasks'],
      ['tasks', '--json'],
    ]) {
      const r = await magisIn(home, [...args, ...NOW], ENV);
      expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(0);
      runs.set(args.join(' '), r);
    }
    for (const [args, r] of runs) expect(RAW.test(r.stdout + r.stderr), `${args}: ${JSON.stringify(r.stdout + r.stderr)}`).toBe(false);

    // The text outputs still say what the items are.
    expect(runs.get('agenda --within 7d')!.stdout).toMatch(/Swimming .*link.*esrever/);
    expect(runs.get('people')!.stdout).toMatch(/Maya/);
    expect(runs.get('log')!.stdout).toMatch(/Family week/);
    expect(runs.get('memories search swimming')!.stdout).toMatch(/swimming/i);
    expect(runs.get('tasks')!.stdout).toMatch(/kettle/);
    // A JSON reader gets every character back: the escape is JSON's, the string is the same.
    const agenda = json(runs.get('agenda --within 7d --json')!);
    expect(JSON.stringify(agenda)).toContain(JSON.stringify(`Swimming ${HOSTILE}`).slice(1, -1));
    expect(json(runs.get('people --json')!).some((p: {name: string}) => p.name === `Maya${HOSTILE}`)).toBe(true);
    expect(json(runs.get('log --json')!).some((c: {title: string}) => c.title === `Family week ${HOSTILE}`)).toBe(true);
    expect(json(runs.get('tasks --json')!).some((t: {description: string}) => t.description === `buy a new kettle ${HOSTILE}`)).toBe(true);
    expect(json(runs.get('memories search swimming --json')!).some((m: {content: string}) => m.content.endsWith(HOSTILE))).toBe(true);
    // As written, the JSON names each control by its escape.
    expect(runs.get('agenda --within 7d --json')!.stdout).toContain('\\u009b2J');
    expect(runs.get('agenda --within 7d --json')!.stdout).toContain('\\u202eesrever');

    // Undo names what it leaves as it is, in the title it has: a hostile one, edited since the import.
    const keptUndo = async (h: string, flag: string[]) => {
      const hit = json(await magisIn(h, ['memories', 'search', 'swimming', '--json', ...NOW], ENV))[0];
      expect((await magisIn(h, ['memories', 'importance', String(hit.id), '9', ...NOW], ENV)).status).toBe(0);
      const r = await magisIn(h, ['undo', ...flag, ...NOW], ENV);
      expect(r.status, r.stderr).toBe(0);
      expect(RAW.test(r.stdout + r.stderr), JSON.stringify(r.stdout)).toBe(false);
      return r;
    };
    expect(json(await keptUndo(home, ['--json'])).kept[0].title).toMatch(/swimming .*\u009b2J/i);
    const other = newHome();
    expect((await magisIn(other, ['import', file, ...NOW], ENV)).status).toBe(0);
    expect((await keptUndo(other, [])).stdout).toMatch(/swimming .*\\u009b2J.*" was left as it is now/i);
  });
});
