import {mkdirSync, symlinkSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {homePerTest, json} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

/**
 * Imports that keep meaning: another tool's dates and deleted state, a note's subject and day, a
 * folder of notes, and what the text teaches (people, checkups, events) dated by the record.
 */
const newHome = homePerTest();
const NOW = '2026-11-21T10:00:00';
const localNoon = (day: string) => new Date(`${day}T12:00:00`).toISOString();

function write(root: string, rel: string, text: string): string {
  const path = join(root, rel);
  mkdirSync(dirname(path), {recursive: true});
  writeFileSync(path, text);
  return path;
}
const run = (home: string, args: string[], now = NOW) => magisIn(home, [...args, '--now', now]);

/** OpenMemory's backup (memories.json inside its export zip), trimmed to what matters here. */
const openMemoryBackup = (secondState: 'active' | 'deleted') =>
  JSON.stringify(
    {
      user: {id: 'u1', user_id: 'ana'},
      apps: [{id: 'a1', name: 'cursor'}],
      categories: [],
      memories: [
        {
          id: '11111111-1111-4111-8111-111111111111',
          user_id: 'u1',
          app_id: 'a1',
          content: 'Prefere reuniões de manhã',
          metadata: {},
          state: 'active',
          created_at: '2025-06-01T09:00:00+00:00',
          updated_at: '2025-06-20T18:30:00+00:00',
          archived_at: null,
          deleted_at: null,
          category_ids: [],
        },
        {
          id: '22222222-2222-4222-8222-222222222222',
          user_id: 'u1',
          app_id: 'a1',
          content: 'O código do cofre é 4471',
          metadata: {},
          state: secondState,
          created_at: '2025-07-02T10:00:00+00:00',
          updated_at: '2025-07-03T10:00:00+00:00',
          archived_at: null,
          deleted_at: secondState === 'deleted' ? '2025-07-03T10:00:00+00:00' : null,
          category_ids: [],
        },
        {
          id: '33333333-3333-4333-8333-333333333333',
          user_id: 'u1',
          app_id: 'a1',
          content: 'Usa o Cursor para programar',
          metadata: {},
          state: 'archived',
          created_at: '2025-05-01T08:00:00+00:00',
          updated_at: '2025-05-01T08:00:00+00:00',
          archived_at: '2025-08-01T08:00:00+00:00',
          deleted_at: null,
          category_ids: [],
        },
      ],
      memory_categories: [],
      status_history: [],
      access_controls: [],
      export_meta: {version: '1'},
    },
    null,
    2,
  );

describe('OpenMemory exports', () => {
  it('keeps created and updated dates, and never imports a deleted memory as active', async () => {
    const home = newHome();
    const file = write(join(home, '..'), 'memories.json', openMemoryBackup('deleted'));
    expect(json(await run(home, ['memories', 'import', file, '--json']))).toMatchObject({added: 2, updated: 0, present: 0, deleted: 1, forgotten: 0});
    const list = json(await run(home, ['memories', 'list', '--json']));
    expect(list.map((m: {content: string; occurredAt: string; createdAt: string}) => [m.content, m.occurredAt, m.createdAt])).toEqual([
      ['Prefere reuniões de manhã', '2025-06-01T09:00:00.000Z', '2025-06-01T09:00:00.000Z'],
      ['Usa o Cursor para programar', '2025-05-01T08:00:00.000Z', '2025-05-01T08:00:00.000Z'],
    ]);
    const shown = json(await run(home, ['memories', 'show', String(list[0].id), '--json']));
    expect(shown.history).toEqual(expect.arrayContaining([expect.objectContaining({action: 'updated', at: '2025-06-20T18:30:00.000Z'})]));
    expect(json(await run(home, ['memories', 'search', 'cofre', '--json']))).toEqual([]);
  });

  it('a memory deleted there after an earlier import is forgotten here, as `memories delete` forgets', async () => {
    const home = newHome();
    const file = write(join(home, '..'), 'memories.json', openMemoryBackup('active'));
    expect(json(await run(home, ['memories', 'import', file, '--json']))).toMatchObject({added: 3});
    expect(json(await run(home, ['memories', 'search', 'cofre', '--json']))).toHaveLength(1);
    writeFileSync(file, openMemoryBackup('deleted'));
    expect(json(await run(home, ['memories', 'import', file, '--json']))).toMatchObject({added: 0, present: 2, deleted: 1, forgotten: 1});
    expect(json(await run(home, ['memories', 'search', 'cofre', '--json']))).toEqual([]);
    expect(JSON.stringify(json(await run(home, ['export'])).tables.memories)).not.toMatch(/4471/);
    const human = await run(home, ['memories', 'import', file]);
    expect(human.stdout).toMatch(/Nada novo[\s\S]*1 apagadas na origem não foram importadas\./);
  });

  it("reads the API's list with Unix times and `memory` text", async () => {
    const home = newHome();
    const file = write(
      join(home, '..'),
      'list.json',
      JSON.stringify({
        items: null,
        results: [
          {id: 'm-1', memory: 'Mora em Lisboa', created_at: 1710417600, state: 'active', app_name: 'claude', categories: ['personal']},
          {id: 'm-2', memory: 'Gosta de jazz', created_at: 1710504000, state: 'deleted', app_name: 'claude', categories: []},
        ],
      }),
    );
    expect(json(await run(home, ['memories', 'import', file, '--json']))).toMatchObject({added: 1, deleted: 1});
    expect(json(await run(home, ['memories', 'list', '--json']))).toEqual([expect.objectContaining({content: 'Mora em Lisboa', occurredAt: '2024-03-14T12:00:00.000Z'})]);
  });
});

describe('a folder of notes', () => {
  function vault(root: string): string {
    const dir = join(root, 'vault');
    write(dir, 'Daily/2026-03-14.md', 'Levei a Bia, minha filha, no dentista hoje.\n\nA consulta do Léo no pediatra é amanhã às 10h.\n');
    write(dir, 'Daily/2026/2026-03-20.md', '- Reunião com o banco amanhã às 15h\n');
    write(dir, 'People/Ana Souza.md', '---\ntitle: Ana Souza\ntype: person\n---\n# Ana Souza\n## Observations\n- [work] Trabalha no hospital #trabalho\n- [preference] Prefere chá a café\n');
    write(dir, '.obsidian/workspace.md', 'app state, not a note');
    write(dir, '.trash/old.md', 'deleted note');
    write(dir, 'attachments/photo.png', 'not text');
    symlinkSync(join(root, 'elsewhere'), join(dir, 'link'), 'dir');
    write(root, 'elsewhere/secret.md', 'outside the vault');
    return dir;
  }

  it("imports every note below it, dated by the daily notes' names, keeping subjects", async () => {
    const home = newHome();
    const dir = vault(join(home, '..'));
    const res = json(await run(home, ['import', dir, '--json']));
    expect(res).toMatchObject({added: 5, updated: 0, present: 0, files: 3});
    const list = json(await run(home, ['memories', 'list', '--limit', '0', '--json']));
    const byContent = Object.fromEntries(list.map((m: {content: string; occurredAt: string}) => [m.content, m.occurredAt]));
    expect(byContent['Levei a Bia, minha filha, no dentista hoje.']).toBe(localNoon('2026-03-14'));
    expect(byContent['Reunião com o banco amanhã às 15h']).toBe(localNoon('2026-03-20'));
    expect(Object.keys(byContent)).toEqual(expect.arrayContaining(['Ana Souza: Trabalha no hospital', 'Ana Souza: Prefere chá a café']));
    expect(JSON.stringify(list)).not.toMatch(/app state|deleted note|outside the vault/);
    // The same folder again adds nothing and learns nothing twice.
    expect(json(await run(home, ['import', dir, '--json'], '2026-12-01T10:00:00'))).toEqual({added: 0, updated: 0, present: 5, files: 3});
    expect(json(await run(home, ['people', '--json'])).find((p: {name: string}) => p.name === 'Bia').checkups).toHaveLength(1);
  });

  it('learns people, checkups and events from the notes, each as of its own day', async () => {
    const home = newHome();
    const res = json(await run(home, ['memories', 'import', vault(join(home, '..')), '--json']));
    expect(res.learned).toMatchObject({checkups: 2, events: 1});
    const people = json(await run(home, ['people', '--json']));
    expect(people.find((p: {name: string}) => p.name === 'Bia')).toMatchObject({relation: 'daughter', checkups: [expect.objectContaining({kind: 'dentist', status: 'done', date: '2026-03-14'})]});
    // "amanhã" in a note of 14/03 is 15/03, not the day of the import.
    expect(people.find((p: {name: string}) => p.name === 'Léo').checkups).toEqual([expect.objectContaining({kind: 'pediatrician', date: '2026-03-15', time: '10:00'})]);
    // A note's subject is a person; the word after its colon is not.
    expect(people.map((p: {name: string}) => p.name).sort()).toEqual(['Ana Souza', 'Bia', 'Léo']);
    // "amanhã" in the note of 20/03: the meeting is on 21/03.
    expect(json(await run(home, ['agenda', '--from', '2026-03-21', '--within', '1d', '--json']))).toEqual([
      expect.objectContaining({date: '2026-03-21', time: '15:00', kind: 'meeting', title: 'Reunião com o banco'}),
    ]);
    // The dentist visit of March makes the next one due by November (6 months).
    expect(json(await run(home, ['remind', '--json']))).toEqual(expect.arrayContaining([expect.objectContaining({person: 'Bia', kind: 'dentist', lastDate: '2026-03-14'})]));
  });

  it('learns nothing with --no-learn', async () => {
    const home = newHome();
    expect(json(await run(home, ['memories', 'import', vault(join(home, '..')), '--no-learn', '--json']))).toEqual({added: 5, updated: 0, present: 0, files: 3});
    expect(json(await run(home, ['people', '--json']))).toEqual([]);
  });

  it('refuses a folder without notes in one sentence, writing nothing', async () => {
    const home = newHome();
    const empty = join(home, '..', 'empty');
    write(empty, 'photo.jpg', 'x');
    const r = await run(home, ['memories', 'import', empty]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/holds no notes/);
  });
});
