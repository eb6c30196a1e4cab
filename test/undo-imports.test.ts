import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {homePerTest, json} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

/**
 * Issue 39, item 2: every writer journals. `magis import` of an export and of a notes folder is one
 * batch of the undo journal: `magis undo` right after takes back exactly what it added — the world
 * (people, events, tasks) and what lies outside it (memories, conversations, summaries) — and
 * leaves, saying why, what was changed since; `magis log` lists it with the other commands.
 */
const newHome = homePerTest();
const NOW = ['--now', '2026-11-24T10:00'];
const EN = {env: {LANG: 'en_US.UTF-8'}};
const run = (home: string, args: string[]) => magisIn(home, [...args, ...NOW], EN);

/** An export of a home where the user told Magis about her family and kept a note. */
async function exported(): Promise<string> {
  const src = newHome();
  for (const message of ['My daughter Maya has swimming on Friday at 5pm', 'I need to renew the car insurance', 'My brother Theo lives in Leeds']) {
    expect((await run(src, ['ask', message])).status).toBe(0);
  }
  expect((await run(src, ['memories', 'add', 'The spare key is under the blue pot'])).status).toBe(0);
  const file = join(src, '..', 'family-export.json');
  expect((await run(src, ['export', '-o', file])).status).toBe(0);
  return file;
}

/** What a person sees of a home: memories, people, agenda, tasks, conversations. */
async function snapshot(home: string) {
  return {
    memories: (json(await run(home, ['memories', 'list', '--limit', '0', '--json'])) as Array<{content: string}>).map(m => m.content).sort(),
    people: (json(await run(home, ['people', '--json'])) as Array<{name: string}>).map(p => p.name).sort(),
    agenda: (json(await run(home, ['agenda', '--within', '30d', '--json'])) as Array<{title: string}>).map(a => a.title).sort(),
    tasks: (json(await run(home, ['tasks', '--all', '--json'])) as Array<{description: string; status: string}>).map(t => `${t.description}:${t.status}`).sort(),
    conversations: (json(await run(home, ['log', '--json'])) as unknown[]).length,
  };
}

describe('undo takes back an import, and only what it added', () => {
  it('an export imported into a home with its own data: undo leaves that home as it was', async () => {
    const file = await exported();
    const home = newHome();
    expect((await run(home, ['tasks', 'add', 'water the tomatoes'])).status).toBe(0);
    expect((await run(home, ['ask', 'My friend Ines is vegetarian'])).status).toBe(0);
    const before = await snapshot(home);

    const imported = json(await run(home, ['import', file, '--json']));
    expect(imported.memories.added).toBeGreaterThan(3);
    // What it changed in the user's world, as `ask --json` says a message's changes.
    expect(imported.changes).toEqual(expect.arrayContaining([expect.objectContaining({op: 'add', what: 'person'}), expect.objectContaining({op: 'add', what: 'event'})]));
    const after = await snapshot(home);
    expect(after.people).toEqual(expect.arrayContaining(['Maya', 'Theo']));
    expect(after.memories).toContain('The spare key is under the blue pot');

    // `magis log` lists the import beside the other commands, with what it added.
    const log = await run(home, ['log']);
    expect(log.stdout).toMatch(/Changes by commands and imports\n.*added .*\d+ memories, .*\d+ people/);

    const undo = await run(home, ['undo']);
    expect(undo.status).toBe(0);
    expect(undo.stdout).toMatch(/^Undone: the last import \(\d+ memories, \d+ changes\)/);
    expect(await snapshot(home)).toEqual(before);
    // Search no longer finds what went (its index rows went too).
    expect(json(await run(home, ['memories', 'search', 'spare key', '--json']))).toEqual([]);
    expect((await run(home, ['log'])).stdout).toMatch(/\(undone\) added .*\d+ memories/);
    // The same file again brings it all back: nothing of it was left behind as "already present".
    expect(json(await run(home, ['import', file, '--json'])).memories.added).toBe(imported.memories.added);
  });

  it('what was changed since the import stays, and undo says why', async () => {
    const file = await exported();
    const home = newHome();
    expect((await run(home, ['import', file])).status).toBe(0);
    const memories = json(await run(home, ['memories', 'list', '--limit', '0', '--json'])) as Array<{id: number; content: string}>;
    const key = memories.find(m => m.content === 'The spare key is under the blue pot')!;
    // An edit no batch records: the importance of an imported memory.
    expect((await run(home, ['memories', 'importance', String(key.id), '9'])).status).toBe(0);

    const undo = json(await run(home, ['undo', '--json']));
    expect(undo.kept).toEqual([
      expect.objectContaining({
        what: 'memory',
        id: key.id,
        why: 'changed',
        reason: expect.stringMatching(/^"The spare key is under the blue pot" was left as it is now: it was edited after that \(its importance or its text\)/),
      }),
    ]);
    const left = await snapshot(home);
    expect(left.memories).toEqual(['The spare key is under the blue pot']);
    expect(left.people).toEqual([]);
    expect(left.agenda).toEqual([]);
  });

  it('a conversation the user went on with after the import stays, with its messages', async () => {
    const file = await exported();
    const home = newHome();
    expect((await run(home, ['import', file])).status).toBe(0);
    // ask continues the latest conversation: the imported one.
    expect((await run(home, ['ask', 'Theo is coming to visit next week'])).status).toBe(0);
    expect((await run(home, ['undo'])).status).toBe(0); // the message's lessons
    const undo = await run(home, ['undo']); // the import
    expect(undo.stdout).toMatch(/The conversation .* was left as it is: it went on after that/);
    const conversations = json(await run(home, ['log', '--json'])) as Array<{id: number; messages: number}>;
    expect(conversations).toHaveLength(1);
    // The imported messages and the new ones (whose lessons the first undo forgot, marking them so).
    const messages = json(await run(home, ['log', '--conversation', String(conversations[0]!.id), '-n', '0', '--json'])).messages as Array<{content: string}>;
    expect(messages).toHaveLength(8);
    expect(messages.map(m => m.content)).toEqual(expect.arrayContaining(['My daughter Maya has swimming on Friday at 5pm', 'My brother Theo lives in Leeds']));
  });

  it('a notes folder: undo takes back its memories and what they taught', async () => {
    const home = newHome();
    expect((await run(home, ['memories', 'add', 'My bike lock code is 4471'])).status).toBe(0);
    const before = await snapshot(home);
    const vault = join(home, '..', 'vault');
    mkdirSync(vault, {recursive: true});
    writeFileSync(join(vault, '2026-11-20.md'), '- Lunch with Priya, my sister, on Saturday\n- [ ] Book the boiler service\n');
    const res = json(await run(home, ['import', vault, '--json']));
    expect(res.added).toBe(2);
    expect(res.changes.length).toBeGreaterThan(0);
    const undo = json(await run(home, ['undo', '--json']));
    expect(undo.memories).toBe(2);
    expect(undo.reverted).toEqual(res.changes);
    expect(await snapshot(home)).toEqual(before);
    expect(readFileSync(join(vault, '2026-11-20.md'), 'utf8')).toMatch(/Priya/); // the notes themselves are the user's
  });
});
