import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {json, tempHome} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

let home: string;
let cleanup: () => void;
beforeEach(() => ({home, cleanup} = tempHome()));
afterEach(() => cleanup());

const NOW = '2026-11-21T10:00:00';
const file = (name: string, text: string) => {
  const path = join(home, '..', name);
  writeFileSync(path, text);
  return path;
};
const importJson = async (path: string, now = NOW) => json(await magisIn(home, ['memories', 'import', path, '--json', '--now', now]));
const all = async () => json<Array<{id: number; content: string; occurredAt: string}>>(await magisIn(home, ['memories', 'list', '--limit', '0', '--json', '--now', NOW]));

describe("memories import of other tools' files", () => {
  it('string ids ("rel-0", UUIDs) are kept as external keys: the second import adds nothing', async () => {
    const path = file(
      'locomo.jsonl',
      [
        {id: 'rel-0', content: 'Caroline went to an LGBTQ support group', occurredAt: '2023-05-07T13:56:00Z'},
        {id: 'rel-1', content: 'Melanie painted a sunrise', occurredAt: '2023-05-08T10:00:00Z'},
        {id: '5b2f7c1e-0c7a-4f5e-9d1e-8f3e2a1b0c9d', content: 'Caroline is researching adoption agencies'},
      ]
        .map(r => JSON.stringify(r))
        .join('\n'),
    );
    // Caroline and Melanie are learned as people, as if the user had told them.
    const add = (what: string) => ({op: 'add', what, id: expect.any(Number)});
    // What it changed in the user's world, as `ask --json` lists a message's changes.
    expect(await importJson(path)).toEqual({added: 3, updated: 0, present: 0, learned: {people: 2, checkups: 0, events: 0, tasks: 0}, changes: [add('person'), add('person')]});
    // Another day, another clock: still nothing new.
    expect(await importJson(path, '2026-12-01T10:00:00')).toEqual({added: 0, updated: 0, present: 3});
    expect(await all()).toHaveLength(3);
    // An edited record of the same tool updates its memory in place.
    writeFileSync(path, JSON.stringify({id: 'rel-1', content: 'Melanie painted a sunset', occurredAt: '2023-05-08T10:00:00Z'}));
    expect(await importJson(path)).toEqual({added: 0, updated: 1, present: 0});
    expect((await all()).map(m => m.content)).toContain('Melanie painted a sunset');
    expect(await all()).toHaveLength(3);
  });

  it('a mem0 export, list or {results}, lands once', async () => {
    const mem0 = [
      {id: '892db2ae-06d9-49e5-8b3e-585ef9b85b8e', memory: 'Is allergic to peanuts', created_at: '2024-07-20T22:14:03.123456-07:00', updated_at: null, metadata: null, user_id: 'alex'},
      {id: 'c0ffee00-0000-4000-8000-000000000001', memory: 'Prefers window seats', created_at: '2024-08-01T09:00:00Z', updated_at: null, metadata: {}},
    ];
    expect(await importJson(file('mem0.json', JSON.stringify(mem0, null, 2)))).toEqual({added: 2, updated: 0, present: 0});
    expect(await importJson(file('mem0-all.json', JSON.stringify({results: mem0})))).toEqual({added: 0, updated: 0, present: 2});
    const found = json(await magisIn(home, ['memories', 'search', 'peanuts', '--json', '--now', NOW]));
    expect(found[0].content).toBe('Is allergic to peanuts');
    expect(found[0].occurredAt).toBe('2024-07-21T05:14:03.123Z');
  });

  it('Markdown notes: a memory per paragraph, dated by headings; twice adds nothing', async () => {
    const path = file(
      'journal.md',
      '---\ntitle: diario\n---\n# 2026-03-14\nalmoco com a ana, ela comeca no hospital em maio\n\nliguei pra mae\n\n# 2026-03-15\n- comprei as passagens pra recife\n- paguei a escola\n',
    );
    const add = (what: string) => ({op: 'add', what, id: expect.any(Number)});
    const first = await importJson(path);
    expect(first).toEqual({added: 4, updated: 0, present: 0, learned: {people: 1, checkups: 0, events: 1, tasks: 1}, changes: expect.any(Array)});
    expect(first.changes).toHaveLength(3);
    expect(first.changes).toEqual(expect.arrayContaining([add('person'), add('event'), add('task')]));
    expect(await importJson(path, '2026-12-24T10:00:00')).toEqual({added: 0, updated: 0, present: 4});
    const march15 = json(await magisIn(home, ['memories', 'list', '--since', '2026-03-15', '--until', '2026-03-15', '--json', '--now', NOW]));
    expect(march15.map((m: {content: string}) => m.content).sort()).toEqual(['comprei as passagens pra recife', 'paguei a escola']);
  });

  it('plain text without dates, read from a .txt file', async () => {
    const path = file('notes.txt', 'O carro precisa de revisao em dezembro.\n\nA senha do wifi do escritorio mudou.\n');
    expect(await importJson(path)).toEqual({added: 2, updated: 0, present: 0});
    expect(await importJson(path)).toEqual({added: 0, updated: 0, present: 2});
  });

  it("a foreign file's empty record is named by its line and nothing of the file is written", async () => {
    const path = file('bad.jsonl', '{"id":"a","content":"fine"}\n{"id":"b","content":""}\n');
    const r = await magisIn(home, ['memories', 'import', path, '--now', NOW]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/line 2: content is empty; nothing was imported/);
    expect(await all()).toEqual([]);
  });
});
