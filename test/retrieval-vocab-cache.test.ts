import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {createOfflineEmbedder} from '../src/embedding/offline.js';
import {searchMemories} from '../src/retrieval/search.js';
import {importRecords} from '../src/store/ingest.js';
import {Store} from '../src/store/store.js';

const NOW = new Date('2025-04-02T12:00:00Z');
const roots: string[] = [];

afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, {recursive: true, force: true});
});

const open = (home: string) => Store.open({home, now: NOW, env: {}, embedder: createOfflineEmbedder()});

/**
 * A store past the size where a word matching nothing is looked for by vectors (search.ts,
 * FUZZY_MAX_MEMORIES): there a misspelt word is found only through the vocabulary it is read against.
 */
async function bigStore(home: string): Promise<Store> {
  const {syntheticMemories} = await import('../src/bench/synthetic.js');
  const store = await open(home);
  await importRecords(store, syntheticMemories(2_100, NOW));
  return store;
}
const note = (content: string, sourceRef: string) => ({content, sourceRef, occurredAt: '2025-04-01T09:00:00.000Z', createdAt: '2025-04-01T09:00:00.000Z'});
const refs = (store: Store, q: string) => searchMemories(store.db, q, {now: NOW, embedder: store.embedder, limit: 5, strict: true}).map(h => h.sourceRef);

/** Search keeps what it read of the vocabulary between questions: a word learnt since must still be found. */
describe('words added after a search are found by the next one', () => {
  it.each([
    ['en', 'saxophone lessons', 'Signed Leo up for saxophone lessons on Thursdays', 'saxophone lessons'],
    ['en, misspelt', 'saxophone lessons', 'Signed Leo up for saxophone lessons on Thursdays', 'saxofone lesons'],
    ['pt', 'aulas de violoncelo', 'A Bia começou aulas de violoncelo na escola de música', 'violoncelo'],
    ['pt, misspelt', 'aulas de violoncelo', 'A Bia começou aulas de violoncelo na escola de música', 'violoncello'],
  ])(
    '%s: asked before and after it is said, in this connection',
    async (_case, _topic, said, asked) => {
      const root = mkdtempSync(join(tmpdir(), 'magis-vocab-'));
      roots.push(root);
      const store = await bigStore(join(root, 'home'));
      expect(refs(store, asked)).toEqual([]);
      await importRecords(store, [note(said, 'new')]);
      expect(refs(store, asked)).toEqual(['new']);
      store.close();
    },
    60_000,
  );

  it('when another process adds it (the chat while a script searches), misspelt', async () => {
    const root = mkdtempSync(join(tmpdir(), 'magis-vocab-'));
    roots.push(root);
    const home = join(root, 'home');
    const reader = await bigStore(home);
    // "Ana" is in the store already, so the first pass finds something and the typo is read
    // against the vocabulary this connection knows, never the whole one afresh.
    expect(refs(reader, 'tronbone da Ana')).not.toContain('recital');
    const writer = await open(home);
    await importRecords(writer, [note('Ana has a trombone recital on Friday evening', 'recital')]);
    writer.close();
    expect(refs(reader, 'tronbone da Ana')[0]).toBe('recital');
    reader.close();
  }, 60_000);
});
