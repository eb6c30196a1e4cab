import {readFileSync, truncateSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {homePerTest, json} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

/**
 * Issue 24: import trusted rows — "yesterday" as a date broke `memories list` for good,
 * "2026-02-30" became March 2nd, year 0000 was taken, a 200 MB record was accepted. Each bad row is
 * now named (table, index, column / line, field), skipped and the rest imported (issue 39), in an
 * export as in a memories file.
 */
const home = homePerTest();
const NOW = '2026-11-24T09:00:00Z';

async function exported(): Promise<{file: string; doc: any}> {
  const src = home();
  await magisIn(src, ['memories', 'add', 'A consulta do dentista é na sexta', '--now', NOW]);
  await magisIn(src, ['memories', 'add', 'Comprei pão', '--now', NOW]);
  const file = join(src, '..', 'export.json');
  expect((await magisIn(src, ['export', '-o', file])).status).toBe(0);
  return {file, doc: JSON.parse(readFileSync(file, 'utf8'))};
}

describe('import validates every row', () => {
  it('an export document: the bad row is named and skipped, the other memory imported, exit 1', async () => {
    const {file, doc} = await exported();
    const cases: Array<[(d: any) => void, number, RegExp]> = [
      [d => (d.tables.memories[1].occurred_at = 'yesterday'), 1, /skipped tables\.memories\[1\] \(id \d+\): occurred_at is not a real ISO date .*"yesterday"/],
      [d => (d.tables.memories[0].created_at = '2026-02-30T10:00:00Z'), 0, /skipped tables\.memories\[0\] \(id \d+\): created_at is not a real ISO date/],
      [d => (d.tables.memories[0].occurred_at = '0000-01-01T00:00:00Z'), 0, /skipped tables\.memories\[0\] \(id \d+\): occurred_at is not a real ISO date/],
      [d => (d.tables.memories[0].id = 'one'), 0, /skipped tables\.memories\[0\]: id is not a whole number/],
      [d => (d.tables.memories[1].content = 'x'.repeat(1_100_000)), 1, /skipped tables\.memories\[1\] \(id \d+\): content is over 1 MB/],
    ];
    for (const [spoil, bad, why] of cases) {
      const spoiled = structuredClone(doc);
      spoil(spoiled);
      writeFileSync(file, JSON.stringify(spoiled));
      const h = home();
      const r = await magisIn(h, ['import', file, '--now', NOW]);
      expect(r.status, String(why)).toBe(1);
      const lines = r.stderr.trim().split('\n');
      expect(lines[0]).toMatch(why);
      // What depended on the memory (its history lines) is named too, then one closing sentence, in the user's language.
      for (const line of lines.slice(1, -1)) expect(line).toMatch(/skipped tables\.memory_(history|entities)\[\d+\].*: memory_id points at tables\.memories\[/);
      expect(lines.at(-1)).toMatch(/^magis: \d registros? de .* (foi pulado|foram pulados) \((cada um )?dito acima\); o resto foi importado\.$/);
      const kept = doc.tables.memories[1 - bad].content;
      expect(json(await magisIn(h, ['memories', 'list', '--json', '--now', NOW])).map((m: any) => m.content)).toEqual([kept]);
    }
  });

  it('memories import: an impossible day or year 0000 names its line', async () => {
    const h = home();
    const file = join(h, '..', 'm.jsonl');
    for (const [date, line] of [
      ['2026-02-30', 2],
      ['0000-05-01', 2],
    ] as const) {
      writeFileSync(file, [JSON.stringify({content: 'ok', occurredAt: '2026-01-01'}), JSON.stringify({content: 'ruim', occurredAt: date})].join('\n'));
      const r = await magisIn(h, ['memories', 'import', file, '--now', NOW]);
      expect(r.status).toBe(1); // a bad record: its line named, nothing of the file written (the contract)
      expect(r.stderr).toMatch(new RegExp(`line ${line}: occurredAt not a real iso date.*nothing was imported`, 'i'));
    }
    expect(json(await magisIn(h, ['memories', 'list', '--json', '--now', NOW]))).toEqual([]);
  });

  it('a file over 256 MB is refused before it is read, in one sentence', async () => {
    const h = home();
    const file = join(h, '..', 'huge.json');
    // A sparse file: its size is what is checked, nothing is read.
    writeFileSync(file, '');
    truncateSync(file, 257 * 1024 * 1024);
    for (const args of [
      ['import', file],
      ['memories', 'import', file],
    ]) {
      const r = await magisIn(h, [...args, '--now', NOW]);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toBe(`magis: ${file} is over 256 MB, more than magis imports at once; split it into smaller files. Nothing was imported.\n`);
    }
  });
});
