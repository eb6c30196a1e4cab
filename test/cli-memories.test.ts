import {statSync, writeFileSync, readFileSync, mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {json, magis, tempHome} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

let home: string;
let cleanup: () => void;
beforeEach(() => ({home, cleanup} = tempHome()));
afterEach(() => cleanup());

const NOW = '2026-11-21T10:00:00Z';

async function seed(records: object[]): Promise<void> {
  const file = join(home, '..', 'seed.jsonl');
  writeFileSync(file, records.map(r => JSON.stringify(r)).join('\n'));
  const r = await magisIn(home, ['memories', 'import', file, '--now', NOW]);
  expect(r.status, r.stderr).toBe(0);
}

const SAMPLE = [
  {content: 'Fui no dentista com a Susana', importance: 6, context: 'family', occurredAt: '2026-05-10T10:00:00.000Z'},
  {content: 'Reunião com o chefe sobre o projeto Atlas', importance: 7, context: 'work', occurredAt: '2026-10-01T14:00:00.000Z'},
  {content: 'I prefer window seats on flights', importance: 5, type: 'preference_learned', occurredAt: '2026-09-01T08:00:00.000Z'},
  {content: 'Comprei um presente para a sogra', importance: 9, context: 'family', occurredAt: '2026-06-02T09:00:00.000Z'},
];

describe('magis CLI basics', () => {
  it('lists every command in --help and prints a version', async () => {
    const help = await magisIn(home, ['--help']);
    expect(help.status).toBe(0);
    for (const c of ['chat', 'ask', 'extract', 'memories', 'people', 'remind']) expect(help.stdout).toContain(c);
    expect((await magisIn(home, ['--version'])).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('answers a bad flag with exit 2 and one line', async () => {
    const r = await magisIn(home, ['memories', 'list', '--bogus']);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('creates the store private to the user', () => {
    magis(home, ['memories', 'list']);
    expect(statSync(home).mode & 0o777).toBe(0o700);
    expect(statSync(join(home, 'magis.db')).mode & 0o777).toBe(0o600);
  });

  it('refuses a file that is not a magis store instead of overwriting it', async () => {
    mkdirSync(home, {recursive: true});
    writeFileSync(join(home, 'magis.db'), 'this is my thesis, not a database');
    const r = await magisIn(home, ['memories', 'list']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/not a SQLite database/);
    expect(readFileSync(join(home, 'magis.db'), 'utf8')).toBe('this is my thesis, not a database');
  });
});

describe('magis memories', () => {
  it('adds and lists a memory with the contract fields', async () => {
    const add = json(await magisIn(home, ['memories', 'add', 'Minha filha Susana tem 16 anos', '--importance', '8', '--json', '--now', NOW]));
    expect(add.id).toBeGreaterThan(0);
    const list = json(await magisIn(home, ['memories', 'list', '--json']));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({id: add.id, content: 'Minha filha Susana tem 16 anos', importance: 8, occurredAt: '2026-11-21T10:00:00.000Z'});
    for (const k of ['summary', 'type', 'context', 'entities', 'createdAt']) expect(list[0]).toHaveProperty(k);
  });

  it('filters by context and limits with -n, 0 meaning all', async () => {
    await seed(SAMPLE);
    expect(json(await magisIn(home, ['memories', 'list', '--json', '--context', 'family'])).map((m: any) => m.context)).toEqual(['family', 'family']);
    expect(json(await magisIn(home, ['memories', 'list', '--json', '-n', '1']))).toHaveLength(1);
    expect(json(await magisIn(home, ['memories', 'list', '--json', '--limit', '0']))).toHaveLength(4);
    expect((await magisIn(home, ['memories', 'list', '--context', 'school'])).status).toBe(2);
  });

  it('searches regardless of accents and case, and ranks the matching memory first', async () => {
    await seed(SAMPLE);
    const hits = json(await magisIn(home, ['memories', 'search', 'REUNIAO', '--json', '--now', NOW]));
    expect(hits[0].content).toContain('Reunião');
    const pt = json(await magisIn(home, ['memories', 'search', 'dentista', '--json', '--explain', '--now', NOW]));
    expect(pt[0].content).toContain('dentista');
    expect(pt[0].explain.bm25).toBeGreaterThan(0);
  });

  it('treats FTS syntax in a query as plain words', async () => {
    await seed(SAMPLE);
    for (const q of ['"dentista', 'dentista*', 'dentista AND', 'NEAR(dentista', '(dentista))', 'content:dentista', 'dentista -', 'dentista OR NOT']) {
      const r = await magisIn(home, ['memories', 'search', q, '--json', '--now', NOW]);
      expect(r.status, `${q}: ${r.stderr}`).toBe(0);
      expect(JSON.parse(r.stdout)[0].content).toContain('dentista');
    }
    const empty = await magisIn(home, ['memories', 'search', '   ']);
    expect(empty.status).toBe(2);
    expect(empty.stderr).toMatch(/Busca vazia/);
  });

  it('sets importance 1-10 only, and records the change in history', async () => {
    await seed(SAMPLE);
    for (const bad of ['0', '11', 'x', '5.5']) {
      const r = await magisIn(home, ['memories', 'importance', '1', bad]);
      expect(r.status).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(json(await magisIn(home, ['memories', 'show', '1', '--json'])).importance).toBe(6);
    expect((await magisIn(home, ['memories', 'importance', '1', '9', '--now', NOW])).status).toBe(0);
    const shown = json(await magisIn(home, ['memories', 'show', '1', '--json']));
    expect(shown.importance).toBe(9);
    expect(shown.history.map((h: any) => h.action)).toEqual(['created', 'importance']);
    expect(shown.history[1].detail).toEqual({from: 6, to: 9});
  });

  it('rejects bad ids and bad dates without changing anything', async () => {
    await seed(SAMPLE);
    expect((await magisIn(home, ['memories', 'show', 'abc'])).status).toBe(2);
    expect((await magisIn(home, ['memories', 'delete', '1', '999'])).status).toBe(2);
    expect((await magisIn(home, ['memories', 'delete', '--before', '2026-02-31', '--yes'])).status).toBe(2);
    expect((await magisIn(home, ['memories', 'list', '--since', 'yesterday'])).status).toBe(2);
    expect(json(await magisIn(home, ['memories', 'list', '--json', '-n', '0']))).toHaveLength(4);
  });

  it('deletes by id, and bulk deletes only with --yes when there is no terminal', async () => {
    await seed(SAMPLE);
    expect((await magisIn(home, ['memories', 'delete', '2', '--now', NOW])).status).toBe(0);
    const refused = await magisIn(home, ['memories', 'delete', '--before', '2026-07-01']);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/--yes/);
    expect(json(await magisIn(home, ['memories', 'list', '--json', '-n', '0']))).toHaveLength(3);
    const r = json(await magisIn(home, ['memories', 'delete', '--before', '2026-07-01', '--yes', '--json']));
    expect(r.deleted).toBe(2);
    expect(json(await magisIn(home, ['memories', 'list', '--json', '-n', '0'])).map((m: any) => m.id)).toEqual([3]);
    expect((await magisIn(home, ['memories', 'show', '2'])).stderr).toMatch(/deleted/);
  });

  it('round-trips export → import into a fresh home with identical memories', async () => {
    await seed(SAMPLE);
    await magisIn(home, ['memories', 'add', 'Minha sogra Marta faz exame de sangue a cada 6 meses', '--now', NOW]);
    for (const format of ['json', 'jsonl']) {
      const out = join(home, '..', `export.${format}`);
      expect((await magisIn(home, ['memories', 'export', '--format', format, '-o', out])).status).toBe(0);
      const fresh = tempHome();
      try {
        expect((await magisIn(fresh.home, ['memories', 'import', out])).status).toBe(0);
        const pick = (list: any[]) => list.map(({content, importance, context, type, occurredAt, createdAt, entities}) => ({content, importance, context, type, occurredAt, createdAt, entities}));
        const a = pick(json(await magisIn(home, ['memories', 'list', '--json', '-n', '0'])));
        const b = pick(json(await magisIn(fresh.home, ['memories', 'list', '--json', '-n', '0'])));
        expect(b).toEqual(a);
        const again = json(await magisIn(fresh.home, ['memories', 'import', out, '--json']));
        expect(again).toMatchObject({added: 0, updated: 0, present: a.length});
        expect((await magisIn(fresh.home, ['memories', 'import', out])).stdout).toMatch(new RegExp(`Nada novo: as ${a.length} memórias já estavam guardadas`));
      } finally {
        fresh.cleanup();
      }
    }
  });

  it('imports the same file twice without duplicates', async () => {
    await seed(SAMPLE);
    await seed(SAMPLE);
    expect(json(await magisIn(home, ['memories', 'list', '--json', '-n', '0']))).toHaveLength(4);
  });

  it('a file with bad lines writes nothing (as the contract says), names every bad line and exits 1; fixed, it imports whole', async () => {
    const file = join(home, '..', 'bad.jsonl');
    writeFileSync(file, [JSON.stringify(SAMPLE[0]), '{"content": "broken', JSON.stringify({...SAMPLE[1], importance: 12}), JSON.stringify(SAMPLE[2])].join('\n'));
    const r = await magisIn(home, ['memories', 'import', file, '--no-learn', '--now', NOW], {env: {LANG: 'en_US.UTF-8'}});
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^magis: ${file}: skipped line 3: importance .*10`)),
      `magis: ${file} line 2: is not JSON (a record per line, each one JSON object); nothing was imported (2 bad lines, the others named above).`,
    ]);
    expect(json(await magisIn(home, ['memories', 'list', '--json', '-n', '0', '--now', NOW]))).toEqual([]);
    // Fixed, the same file imports whole.
    writeFileSync(file, [SAMPLE[0], SAMPLE[1], SAMPLE[2]].map(x => JSON.stringify(x)).join('\n'));
    const fixed = await magisIn(home, ['memories', 'import', file, '--json', '--no-learn', '--now', NOW]);
    expect(fixed.status).toBe(0);
    expect(JSON.parse(fixed.stdout)).toMatchObject({added: 3, updated: 0, present: 0});
  });

  it('refuses a file that is no list of memories whole, exit 2, and a missing one', async () => {
    const file = join(home, '..', 'cut.json');
    writeFileSync(file, '[' + JSON.stringify(SAMPLE[0]) + ',\n{"content": "cut');
    const r = await magisIn(home, ['memories', 'import', file]);
    expect([r.status, r.stderr]).toEqual([2, `magis: ${file} line 2: malformed JSON; nothing was imported.\n`]);
    expect(json(await magisIn(home, ['memories', 'list', '--json', '-n', '0']))).toHaveLength(0);
    expect((await magisIn(home, ['memories', 'import', join(home, 'nope.json')])).stderr).toMatch(/No such file/);
  });

  it('exports csv and a readable markdown grouped by week, and redacts on request', async () => {
    await seed([...SAMPLE, {content: 'Meu e-mail é ana@example.com e o telefone (11) 98765-4321, CPF 123.456.789-09', occurredAt: '2026-11-01T10:00:00Z'}]);
    const csv = (await magisIn(home, ['memories', 'export', '--format', 'csv'])).stdout;
    expect(csv.split('\n')[0]).toBe('id,occurredAt,createdAt,importance,context,type,content,summary,entities');
    const md = (await magisIn(home, ['memories', 'export', '--format', 'md'])).stdout;
    expect(md).toMatch(/## 2026-W19 \(week of 2026-05-04\)/);
    const red = (await magisIn(home, ['memories', 'export', '--format', 'jsonl', '--redact'])).stdout;
    expect(red).not.toMatch(/ana@example.com|98765|123\.456/);
    expect(red).toMatch(/\[email\].*\[phone\].*\[document\]/);
  });

  it('compresses old memories into weekly summaries, keeps important ones, and can undo it', async () => {
    await seed(SAMPLE);
    const before = json(await magisIn(home, ['memories', 'list', '--json', '-n', '0']));
    const dry = json(await magisIn(home, ['memories', 'compress', '--dry-run', '--json', '--now', NOW]));
    expect(dry.total).toBe(3);
    expect(json(await magisIn(home, ['memories', 'list', '--json', '-n', '0']))).toEqual(before);

    const res = json(await magisIn(home, ['memories', 'compress', '--json', '--now', NOW]));
    expect(res.summaryIds).toHaveLength(3);
    const active = json(await magisIn(home, ['memories', 'list', '--json', '-n', '0']));
    expect(active.map((m: any) => m.importance)).toEqual([9]);
    const found = json(await magisIn(home, ['memories', 'search', 'projeto Atlas', '--json', '--now', NOW]));
    expect(found[0].kind).toBe('summary');
    expect(found[0].content).toContain('Atlas');
    const shown = json(await magisIn(home, ['memories', 'show', '2', '--json']));
    expect(shown.history.at(-1).action).toBe('compressed');

    const sid = found[0].id;
    expect((await magisIn(home, ['memories', 'uncompress', String(sid), '--now', NOW])).status).toBe(0);
    expect(json(await magisIn(home, ['memories', 'search', 'projeto Atlas', '--json', '--now', NOW]))[0].kind).toBe('memory');
    expect((await magisIn(home, ['memories', 'uncompress', '999'])).status).toBe(2);
  });
});
