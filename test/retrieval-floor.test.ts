import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {createOfflineEmbedder} from '../src/embedding/offline.js';
import {searchMemories} from '../src/retrieval/search.js';
import {importRecords} from '../src/store/ingest.js';
import {Store} from '../src/store/store.js';
import {json, magis, tempHome} from './helpers/cli.js';

const NOW = new Date('2026-03-10T12:00:00Z');
const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, {recursive: true, force: true});
});

async function storeWith(contents: string[]): Promise<Store> {
  const root = mkdtempSync(join(tmpdir(), 'magis-floor-'));
  roots.push(root);
  const store = await Store.open({home: join(root, 'home'), now: NOW, env: {}, embedder: createOfflineEmbedder()});
  // Consecutive turns: each memory's neighbours are indexed as its context.
  await importRecords(
    store,
    contents.map((content, i) => ({content, occurredAt: `2026-03-0${i + 1}T10:00:00.000Z`, createdAt: `2026-03-0${i + 1}T10:00:00.000Z`, sourceRef: `m${i}`})),
  );
  return store;
}

const search = (store: Store, q: string, strict = true) => searchMemories(store.db, q, {now: NOW, embedder: store.embedder, limit: 5, strict}).map(h => h.content);

describe('search shows only matches, in either language', () => {
  it('never fills the list with unrelated memories', async () => {
    const store = await storeWith(['We decided to sell the old car', 'Dentist appointment for Ana on Friday', 'My mother needs to see the cardiologist']);
    expect(search(store, 'doctor')).toEqual([]);
    expect(search(store, 'doctor', false)).toEqual([]);
    // "car" is only a neighbour's word for the dentist memory: strict search shows the car alone.
    expect(search(store, 'car')).toEqual(['We decided to sell the old car']);
    expect(search(store, 'cardiolgist')).toEqual(['My mother needs to see the cardiologist']);
    store.close();
  });

  it('finds Portuguese memories from English questions and the reverse', async () => {
    const store = await storeWith(['Levei o João no pediatra, ele estava com tosse', 'Mom has bloodwork tomorrow at 9', 'Paguei o IPTU e a conta de luz', 'There is a leak in the bathroom']);
    expect(search(store, 'pediatrician')[0]).toMatch(/pediatra/);
    expect(search(store, 'exame de sangue da minha mãe')[0]).toMatch(/bloodwork/);
    expect(search(store, 'property tax')[0]).toMatch(/IPTU/);
    expect(search(store, 'vazamento no banheiro')[0]).toMatch(/leak/);
    expect(searchMemories(store.db, 'pediatrician', {now: NOW, embedder: store.embedder, limit: 5, crossLanguage: false})).toEqual([]);
    store.close();
  });

  it('through the CLI: memories search doctor does not return the car', () => {
    const {home, cleanup} = tempHome();
    try {
      for (const m of ['We decided to sell the old car', 'A consulta com o médico da Clara foi ótima']) expect(magis(home, ['memories', 'add', m]).status).toBe(0);
      const hits = json(magis(home, ['memories', 'search', 'doctor', '--json']));
      expect(hits.map((h: any) => h.content)).toEqual(['A consulta com o médico da Clara foi ótima']);
    } finally {
      cleanup();
    }
  });
});
