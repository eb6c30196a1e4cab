import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {homePerTest, json} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

/**
 * Issue 39: undo of an import takes its conversations away, and their numbers are never given
 * again — the conversation `ask --json` names next is a new number, so `magis log --conversation N`
 * never shows another conversation under a number the user saw for the one undone.
 */
const newHome = homePerTest();
const NOW = ['--now', '2026-11-24T10:00'];
const ENV = {env: {LANG: 'en_US.UTF-8'}};

describe('conversation numbers after undo of an import', () => {
  it('the next conversation gets a new number, not the one undone', async () => {
    const src = newHome();
    const said = json(await magisIn(src, ['ask', 'The boiler was serviced today', '--json', ...NOW], ENV));
    const file = join(src, '..', 'export.json');
    expect((await magisIn(src, ['export', '-o', file, ...NOW], ENV)).status).toBe(0);

    const home = newHome();
    expect((await magisIn(home, ['import', file, ...NOW], ENV)).status).toBe(0);
    const imported = json(await magisIn(home, ['log', '--json', ...NOW], ENV)) as Array<{id: number}>;
    expect(imported.map(c => c.id)).toEqual([said.conversationId]);
    expect((await magisIn(home, ['undo', ...NOW], ENV)).status).toBe(0);
    expect(json(await magisIn(home, ['log', '--json', ...NOW], ENV))).toEqual([]);

    const next = json(await magisIn(home, ['ask', 'The car goes in for its inspection on Friday', '--new', '--json', ...NOW], ENV));
    expect(next.conversationId).toBeGreaterThan(said.conversationId);
    const shown = await magisIn(home, ['log', '--conversation', String(said.conversationId), ...NOW], ENV);
    expect(shown.stdout).not.toMatch(/inspection/);
  });
});
