import {describe, expect, it} from 'vitest';
import {parseImport, skippedRecordLine} from './import-parse.js';
import {dayInText, parseNotes} from './import-notes.js';

const NOW = '2026-11-21T10:00:00.000Z';
const localNoon = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12).toISOString();

describe("another tool's ids", () => {
  it("keeps a string id as the external key and a number as magis's own", () => {
    const [a, b, c] = parseImport(
      [
        JSON.stringify({id: 'rel-0', content: 'Caroline went to the support group'}),
        JSON.stringify({id: '3f1c2a9e-7d7b-4a51-9a3e-2b1f1f0c9d11', content: 'Melanie paints'}),
        JSON.stringify({id: 7, content: 'magis own'}),
      ].join('\n'),
      NOW,
      'x.jsonl',
    ).records;
    expect([a!.externalId, a!.id]).toEqual(['rel-0', undefined]);
    expect(b!.externalId).toBe('3f1c2a9e-7d7b-4a51-9a3e-2b1f1f0c9d11');
    expect([c!.id, c!.externalId]).toEqual([7, undefined]);
  });

  it('leaves a bad record out, naming its line and field, and keeps the good ones', () => {
    const {records, skipped} = parseImport('{"id":"a","content":"ok"}\n{"id":"","content":"x"}\n{"id":-1,"content":"y"}', NOW, 'f.jsonl');
    expect(records.map(r => r.content)).toEqual(['ok']);
    expect(skipped.map(s => skippedRecordLine('f.jsonl', s))).toEqual(['f.jsonl: skipped line 2: id is empty', expect.stringMatching(/^f\.jsonl: skipped line 3: id /)]);
  });

  it('leaves a line that is no JSON out, but refuses a file with no JSON line at all (exit 2)', () => {
    const {records, skipped} = parseImport('{"content":"ok"}\n{"content": "cut\n\n{"content":"fine"}', NOW, 'f.jsonl');
    expect(records.map(r => r.content)).toEqual(['ok', 'fine']);
    expect(skipped).toEqual([{line: 2, column: null, why: expect.stringMatching(/^is not JSON/)}]);
    for (const whole of ['{"content": "cut\n{"content": "also cut', '[{"content":"a"},', '   '])
      expect(() => parseImport(whole, NOW, 'f.jsonl')).toThrow(expect.objectContaining({exitCode: 2, message: expect.stringMatching(/^f\.jsonl .*nothing (was imported|to import)/)}));
  });

  it('names a bad element of a JSON list by the line it starts on, however the list is laid out', () => {
    const one = parseImport('[{"content":"a"}, 5, {"content":""}, {"content":"b"}]', NOW, 'one-line.json');
    expect(one.records.map(r => r.content)).toEqual(['a', 'b']);
    expect(one.skipped).toEqual([
      {line: 1, column: null, why: 'is not a record (a JSON object)'},
      {line: 1, column: 'content', why: 'is empty'},
    ]);
    // Pretty-printed, with an object nested in a record and an element that is no object.
    const pretty = JSON.stringify({notes: ['x'], results: [{memory: 'tea', metadata: {tags: [{a: 1}]}}, 'stray', {memory: ' '}, {memory: 'coffee'}]}, null, 2);
    const lineOf = (needle: string) => pretty.split('\n').findIndex(l => l.includes(needle)) + 1;
    expect(parseImport(pretty, NOW, 'mem0.json').skipped).toEqual([
      {line: lineOf('"stray"'), column: null, why: 'is not a record (a JSON object)'},
      {line: lineOf('"memory": " "') - 1, column: 'content', why: 'is empty'},
    ]);
  });

  it('reads one JSON object written over several lines as one record', () => {
    expect(parseImport('{\n  "content": "the bike lock code is 4312"\n}', NOW, 'one.json').records.map(r => r.content)).toEqual(['the bike lock code is 4312']);
  });
});

describe('mem0 exports', () => {
  const mem0 = [
    {
      id: '892db2ae-06d9-49e5-8b3e-585ef9b85b8e',
      memory: 'Is a vegetarian',
      created_at: '2024-07-20T22:14:03.123456-07:00',
      updated_at: null,
      metadata: {category: 'food'},
      user_id: 'alex',
      hash: 'abc',
    },
    {id: 'a1b2', memory: 'Works at Acme as a nurse', created_at: '2024-07-21T09:00:00Z', updated_at: '2024-07-22T09:00:00Z', metadata: {context: 'work', importance: 8}},
  ];

  it('reads a bare list: memory as content, created_at as when, the id as external key', () => {
    const [a, b] = parseImport(JSON.stringify(mem0, null, 2), NOW, 'mem0.json').records;
    expect(a).toMatchObject({externalId: mem0[0]!.id, content: 'Is a vegetarian', occurredAt: '2024-07-21T05:14:03.123Z', context: 'personal'});
    expect(b).toMatchObject({externalId: 'a1b2', context: 'work', importance: 8, occurredAt: '2024-07-21T09:00:00.000Z'});
  });

  it('reads the {results: [...]} envelope of get_all and JSON Lines', () => {
    expect(parseImport(JSON.stringify({results: mem0}), NOW, 'm.json').records.map(r => r.content)).toEqual(['Is a vegetarian', 'Works at Acme as a nurse']);
    expect(parseImport(mem0.map(m => JSON.stringify(m)).join('\n'), NOW, 'm.jsonl').records).toHaveLength(2);
  });

  it('rejects an empty memory with its line', () => {
    expect(
      parseImport(
        JSON.stringify([
          {id: 'x', memory: '  '},
          {id: 'y', memory: 'Likes tea'},
        ]),
        NOW,
        'm.json',
      ),
    ).toMatchObject({
      records: [{content: 'Likes tea'}],
      skipped: [{line: 1, column: 'content', why: 'is empty'}],
    });
  });
});

describe('text and Markdown notes', () => {
  it('one memory per paragraph, dated by the heading above it', () => {
    const md = [
      '# Journal',
      '',
      '## 2026-03-14',
      'Lunch with **Ana** at the [new place](http://x).',
      'She starts at the hospital in May.',
      '',
      'Called mom.',
      '',
      '## 15/03/2026',
      '- bought the tickets to Recife',
      '- [x] paid the school',
      '',
      '## Sunday, March 22, 2026',
      'Rested.',
    ].join('\n');
    const recs = parseImport(md, NOW, 'journal.md').records;
    expect(recs.map(r => r.content)).toEqual(['Lunch with Ana at the new place. She starts at the hospital in May.', 'Called mom.', 'bought the tickets to Recife', 'paid the school', 'Rested.']);
    expect(recs.map(r => r.occurredAt)).toEqual([localNoon(2026, 3, 14), localNoon(2026, 3, 14), localNoon(2026, 3, 15), localNoon(2026, 3, 15), localNoon(2026, 3, 22)]);
    expect(new Set(recs.map(r => r.externalId)).size).toBe(5);
  });

  it('front matter dates the file; undated plain text is dated now', () => {
    const recs = parseNotes('---\ntitle: Dia\ndate: 2026-02-01\n---\nfui ao dentista com o joao\n\nchoveu muito', NOW);
    expect(recs.map(r => r.occurredAt)).toEqual([localNoon(2026, 2, 1), localNoon(2026, 2, 1)]);
    expect(parseImport('comprei pao\n\nliguei pra mae', NOW, 'notes.txt').records.map(r => [r.content, r.occurredAt])).toEqual([
      ['comprei pao', NOW],
      ['liguei pra mae', NOW],
    ]);
  });

  it('the same text on another day is another memory; the same note twice has the same key', () => {
    const a = parseNotes('## 2026-01-01\nran 5k\n\n## 2026-01-02\nran 5k', NOW);
    expect(a[0]!.externalId).not.toBe(a[1]!.externalId);
    expect(parseNotes('## 2026-01-01\nran 5k', '2030-01-01T00:00:00Z')[0]!.externalId).toBe(a[0]!.externalId);
  });

  it('reads dates the way people write them in headings', () => {
    expect(dayInText('14 de março de 2026')).toEqual([2026, 3, 14]);
    expect(dayInText('3 de marco, 2026')).toEqual([2026, 3, 3]);
    expect(dayInText('Mar 5th, 2026')).toEqual([2026, 3, 5]);
    expect(dayInText('12/25/2026')).toEqual([2026, 12, 25]);
    expect(dayInText('2026-02-30')).toBeNull();
    expect(dayInText('Morning')).toBeNull();
  });
});

describe('notes that keep their meaning', () => {
  const basicMemory = [
    '---',
    'title: Coffee Brewing Methods',
    'type: note',
    'permalink: coffee/coffee-brewing-methods',
    'tags:',
    "- '#coffee'",
    '---',
    '',
    '# Coffee Brewing Methods',
    '',
    '## Observations',
    '- [method] Pour over gives more clarity than French press #technique',
    '- [tip] Water at 96°C extracts best (based on experiment)',
    '- [ ] buy filters',
    '',
    '## Relations',
    '- relates_to [[Coffee Bean Origins]]',
    '- requires [[Burr Grinder]] (for consistency)',
    '',
    'A free paragraph stays as written.',
  ].join('\n');

  it("a basic-memory observation or relation keeps its note's subject; tags go, task boxes stay tasks", () => {
    expect(parseNotes(basicMemory, NOW, 'coffee.md').map(r => r.content)).toEqual([
      'Coffee Brewing Methods: Pour over gives more clarity than French press',
      'Coffee Brewing Methods: Water at 96°C extracts best (based on experiment)',
      'buy filters',
      'Coffee Brewing Methods relates to Coffee Bean Origins',
      'Coffee Brewing Methods requires Burr Grinder (for consistency)',
      'A free paragraph stays as written.',
    ]);
  });

  it('without a title, the first heading or the file name is the subject', () => {
    expect(parseNotes('# Ana\n- [preference] Prefere chá #bebidas', NOW, 'x.md')[0]!.content).toBe('Ana: Prefere chá');
    expect(parseNotes('- [health] Alergia a amendoim', NOW, 'people/Bia.md')[0]!.content).toBe('Bia: Alergia a amendoim');
  });

  it('a daily note is dated by its file name when nothing inside dates it', () => {
    const recs = parseNotes('fui ao dentista com a Bia\n\n- comprei pão', NOW, 'Daily/2026-03-14.md');
    expect(recs.map(r => [r.content, r.occurredAt, r.undated])).toEqual([
      ['fui ao dentista com a Bia', localNoon(2026, 3, 14), undefined],
      ['comprei pão', localNoon(2026, 3, 14), undefined],
    ]);
    // A date inside wins over the file name; a name that is no date dates nothing.
    expect(parseNotes('---\ndate: 2026-01-02\n---\nx', NOW, '2026-03-14.md')[0]!.occurredAt).toBe(localNoon(2026, 1, 2));
    expect(parseNotes('x', NOW, 'ideas.md')[0]!.undated).toBe(true);
    expect(parseImport('comprei pão', NOW, 'vault/2026-03-15.md').records[0]!.occurredAt).toBe(localNoon(2026, 3, 15));
  });
});

describe('OpenMemory records', () => {
  it("reads snake_case dates, Unix times and the state, keeping the record's own fields", () => {
    const [a, b, c] = parseImport(
      [
        JSON.stringify({id: 'om-1', content: 'Mora em Lisboa', created_at: '2025-06-01T09:00:00+00:00', updated_at: '2025-06-20T18:30:00+00:00', state: 'active', importance: 8, context: 'family'}),
        JSON.stringify({id: 'om-2', content: 'Gosta de jazz', created_at: 1710417600, state: 'deleted'}),
        JSON.stringify({id: 'om-3', content: 'Usa o Cursor', created_at: '2025-05-01T08:00:00Z', state: 'archived', deleted_at: null}),
      ].join('\n'),
      NOW,
      'memories.jsonl',
    ).records;
    expect(a).toMatchObject({
      externalId: 'om-1',
      occurredAt: '2025-06-01T09:00:00.000Z',
      createdAt: '2025-06-01T09:00:00.000Z',
      updatedAt: '2025-06-20T18:30:00.000Z',
      importance: 8,
      context: 'family',
    });
    expect(a!.deleted).toBeUndefined();
    expect(b).toMatchObject({occurredAt: '2024-03-14T12:00:00.000Z', deleted: true});
    expect(c!.deleted).toBeUndefined();
    expect(parseImport(JSON.stringify({id: 'x', content: 'y', state: 'gone'}), NOW, 'm.jsonl')).toMatchObject({records: [], skipped: [{line: 1, column: 'state'}]});
  });
});
