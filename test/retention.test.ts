import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {json, tempHome} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

let home: string;
let cleanup: () => void;
beforeEach(() => ({home, cleanup} = tempHome()));
afterEach(() => cleanup());

const config = (value: unknown) => {
  mkdirSync(home, {recursive: true});
  writeFileSync(join(home, 'config.json'), JSON.stringify(value));
};
const active = async () =>
  json(await magisIn(home, ['memories', 'list', '--json', '--limit', '0']))
    .map((m: any) => m.content)
    .sort();

describe('retention settings, applied by the cron run', () => {
  it('compresses old, less important memories per context, once a day, and leaves the rest', async () => {
    const add = async (text: string, at: string, context: string, importance: number) =>
      expect((await magisIn(home, ['memories', 'add', text, '--now', at, '--context', context, '--importance', String(importance)])).status).toBe(0);
    await add('old work note', '2026-01-05T10:00:00', 'work', 3);
    await add('old important work decision', '2026-01-06T10:00:00', 'work', 8);
    await add('old family note', '2026-01-07T10:00:00', 'family', 3);
    await add('recent work note', '2026-10-01T10:00:00', 'work', 3);
    config({retention: {compressOlderThanMonths: 24, belowImportance: 5, work: {compressOlderThanMonths: 6}}});
    expect((await magisIn(home, ['remind', '--now', '2026-11-21T10:00:00'])).status).toBe(0);
    expect(await active()).toEqual(['old family note', 'old important work decision', 'recent work note']);
    const summaries = json(await magisIn(home, ['memories', 'search', 'old work note', '--json'])).filter((h: any) => h.kind === 'summary');
    expect(summaries).toHaveLength(1);
    // Undo works as for any compression.
    expect((await magisIn(home, ['memories', 'uncompress', `S${summaries[0].id}`])).status).toBe(0);
    // A second cron run the same day does nothing.
    expect((await magisIn(home, ['remind', '--now', '2026-11-21T11:00:00'])).status).toBe(0);
    expect(await active()).toContain('old work note');
  });

  it('refuses a bad retention setting with one sentence naming it', async () => {
    expect((await magisIn(home, ['memories', 'add', 'x'])).status).toBe(0);
    config({retention: {compressOlderThanMonths: 0}});
    const r = await magisIn(home, ['remind']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/retention\.compressOlderThanMonths must be a whole number of months/);
  });
});
