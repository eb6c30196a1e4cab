import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {openDatabase} from '../src/store/db.js';
import {undoLastMessage} from '../src/store/undo.js';
import {homePerTest, json} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

/**
 * Issue 24: after `memories delete` or `/forget` the conversation's title still held the message,
 * FTS blocks and free pages kept the words even after `forget --all`, and `people forget
 * --memories` left the name in weekly summaries. Here each way of forgetting is followed by a
 * search of every byte of the database file, its WAL, an export and a backup made afterwards.
 */
const home = homePerTest();
const NOW = '2026-11-24T09:00:00Z';

/** Where a word is still found, case-folded (the search index keeps words in lower case). */
async function tracesOf(h: string, word: string): Promise<string[]> {
  const dir = join(h, '..');
  expect((await magisIn(h, ['export', '-o', join(dir, 'after.json')])).status).toBe(0);
  expect((await magisIn(h, ['backup', join(dir, 'after.db')])).status).toBe(0);
  const files = [join(h, 'magis.db'), join(h, 'magis.db-wal'), join(dir, 'after.json'), join(dir, 'after.db')];
  const needle = word.toLowerCase();
  return files.filter(f => existsSync(f) && readFileSync(f).toString('latin1').toLowerCase().includes(needle)).map(f => f.slice(dir.length + 1));
}

const ok = async (h: string, args: string[], now: string | null = NOW) => {
  const r = await magisIn(h, [...args, ...(now ? ['--now', now] : [])]);
  expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(0);
  return r;
};

describe('forgetting leaves no byte behind', () => {
  it('memories delete: the message, the conversation title, the index and free pages', async () => {
    const h = home();
    await ok(h, ['ask', 'Minha senha do banco é ZEBRA7731QX']);
    await ok(h, ['ask', 'A Bia, minha filha, faz natação na terça']);
    expect((await tracesOf(h, 'ZEBRA7731QX')).length).toBeGreaterThan(0); // the check can see it
    const id = (json(await ok(h, ['memories', 'list', '--json'])) as Array<{id: number; content: string}>).find(m => /ZEBRA/.test(m.content))!.id;
    await ok(h, ['memories', 'delete', String(id)]);
    expect(await tracesOf(h, 'ZEBRA7731QX')).toEqual([]);
    // What else was said is still there.
    expect((await ok(h, ['memories', 'search', 'natação'])).stdout).toMatch(/Bia/);
  });

  it("undo (the chat's /undo, in process): the last message and what it taught", async () => {
    const h = home();
    await ok(h, ['ask', 'O código do cofre é YAK4420PLM']);
    const db = openDatabase(h);
    try {
      expect(undoLastMessage(db, NOW).memories).toBe(1);
    } finally {
      db.close();
    }
    expect(await tracesOf(h, 'YAK4420PLM')).toEqual([]);
  });

  it('people forget --memories: the name leaves memories, weekly summaries and conversation titles', async () => {
    const h = home();
    for (const [i, text] of ['Minha irmã Quirinalda mora em Porto Alegre', 'A Quirinalda adora jardinagem', 'Fui ao mercado comprar pão'].entries()) {
      await ok(h, ['memories', 'add', text, '--importance', '3', '--now', `2026-0${i + 3}-10T10:00:00Z`]);
    }
    await ok(h, ['ask', 'A Quirinalda vem jantar no sábado']);
    await ok(h, ['memories', 'compress', '--older-than', '30d']);
    expect((await tracesOf(h, 'Quirinalda')).length).toBeGreaterThan(0);
    await ok(h, ['people', 'forget', 'Quirinalda', '--memories', '--yes']);
    expect(await tracesOf(h, 'Quirinalda')).toEqual([]);
  });

  it('forget --all: nothing left in the file, its WAL, nor in a backup or export made afterwards', async () => {
    const h = home();
    await ok(h, ['ask', 'Minha senha do wifi é QUOKKA5512ZT']);
    await ok(h, ['memories', 'add', 'O PIN do cartão é WOMBAT9981']);
    await ok(h, ['forget', '--all', '--yes'], null);
    expect(await tracesOf(h, 'QUOKKA5512ZT')).toEqual([]);
    expect(await tracesOf(h, 'WOMBAT9981')).toEqual([]);
  });
});
