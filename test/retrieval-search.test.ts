import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {createOfflineEmbedder} from '../src/embedding/offline.js';
import {searchMemories} from '../src/retrieval/search.js';
import {rebuildSearchIndex} from '../src/store/search-index.js';
import {importRecords, type ImportRecord} from '../src/store/ingest.js';
import {deleteMemories} from '../src/store/memories.js';
import {Store} from '../src/store/store.js';

const NOW = new Date('2024-09-10T12:00:00Z');
const roots: string[] = [];

async function storeWith(records: Array<Partial<ImportRecord> & {content: string}>): Promise<Store> {
  const root = mkdtempSync(join(tmpdir(), 'magis-retrieval-'));
  roots.push(root);
  const store = await Store.open({home: join(root, 'home'), now: NOW, env: {}, embedder: createOfflineEmbedder()});
  await importRecords(
    store,
    records.map((r, i) => ({occurredAt: '2024-05-01T10:00:00.000Z', createdAt: '2024-05-01T10:00:00.000Z', sourceRef: `r${i}`, ...r})),
  );
  return store;
}

const refs = (store: Store, q: string, opts: Partial<Parameters<typeof searchMemories>[2]> = {}) =>
  searchMemories(store.db, q, {now: NOW, embedder: store.embedder, limit: 5, ...opts}).map(h => h.sourceRef);

afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, {recursive: true, force: true});
});

describe('searchMemories ranking', () => {
  it('prefers memories of the time a question names', async () => {
    const store = await storeWith([
      {content: 'Went hiking with the kids at the lake', occurredAt: '2024-03-02T10:00:00.000Z', sourceRef: 'march'},
      {content: 'Went hiking with the kids at the lake', occurredAt: '2024-07-20T10:00:00.000Z', sourceRef: 'july'},
    ]);
    expect(refs(store, 'Where did we go hiking in July 2024?')[0]).toBe('july');
    expect(refs(store, 'Onde fomos fazer trilha em março de 2024? hiking')[0]).toBe('march');
    store.close();
  });

  it('prefers, for a "when" question, the memory that states a time', async () => {
    const store = await storeWith([
      {content: 'The support group was so powerful, I loved the support group', sourceRef: 'no-time'},
      {content: 'I went to a support group yesterday', occurredAt: '2024-05-01T12:00:00.000Z', sourceRef: 'time'},
    ]);
    expect(refs(store, 'When did she go to the support group?')[0]).toBe('time');
    store.close();
  });

  it('still finds a memory through a misspelt or shortened word, and nothing for an unrelated one', async () => {
    const store = await storeWith([
      {content: 'A Susana precisa ir no oftalmologista', sourceRef: 'eye'},
      {content: 'Comprei ingressos para o show', occurredAt: '2024-05-03T10:00:00.000Z', sourceRef: 'show'},
    ]);
    expect(refs(store, 'oftalmologsta')).toEqual(['eye']);
    expect(refs(store, 'oftalmo')).toEqual(['eye']);
    expect(refs(store, 'xylofone')).toEqual([]);
    store.close();
  });

  it('finds a misspelt memory among 10,000, though the offline store keeps no vectors', async () => {
    const {syntheticMemories} = await import('../src/bench/synthetic.js');
    const store = await storeWith([...syntheticMemories(10_000, NOW), {content: 'A Susana precisa ir no otorrinolaringologista', occurredAt: '2024-05-01T10:00:00.000Z', sourceRef: 'ent'}]);
    expect(store.db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'memories_vec'").pluck().get()).toBe(0);
    // A typo inside the word: spelling help maps it to the indexed word.
    expect(refs(store, 'otorrinolaringologsta')[0]).toBe('ent');
    // The first letter lost: no indexed word shares its start, so the on-demand vector fallback finds it.
    expect(refs(store, 'torrinolaringologista')[0]).toBe('ent');
    store.close();
  }, 60_000);

  it('ignores accents and case', async () => {
    const store = await storeWith([
      {content: 'Reunião de orçamento com a diretoria', sourceRef: 'pt'},
      {content: 'Lunch with friends downtown', occurredAt: '2024-05-02T10:00:00.000Z', sourceRef: 'other'},
    ]);
    expect(refs(store, 'REUNIAO ORCAMENTO')[0]).toBe('pt');
    expect(refs(store, 'reunião orçamento')[0]).toBe('pt');
    store.close();
  });

  it('prefers memories about the person the question names', async () => {
    const store = await storeWith([
      {content: 'I started a pottery class and love it', speaker: 'Melanie', occurredAt: '2024-05-01T10:00:00.000Z', sourceRef: 'mel'},
      {content: 'I started a pottery class and love it', speaker: 'Caroline', occurredAt: '2024-05-03T10:00:00.000Z', sourceRef: 'car'},
      {content: 'Pottery class again today', occurredAt: '2024-06-03T10:00:00.000Z', entities: ['Ana'], sourceRef: 'ana'},
    ]);
    expect(refs(store, 'What class did Melanie start?')[0]).toBe('mel');
    expect(refs(store, 'What class did Caroline start?')[0]).toBe('car');
    expect(refs(store, 'pottery with Ana')[0]).toBe('ana');
    store.close();
  });

  it('finds a reply through the question that prompted it', async () => {
    const store = await storeWith([
      {content: 'Got any favourite styles of dance?', speaker: 'Gina', occurredAt: '2024-05-01T10:00:00.000Z'},
      {content: 'Contemporary is my top pick, so expressive!', speaker: 'Jon', occurredAt: '2024-05-01T10:01:00.000Z', sourceRef: 'answer'},
      {content: 'Weekend plans: groceries and laundry', occurredAt: '2024-05-09T10:00:00.000Z'},
    ]);
    const hits = refs(store, 'What is the favourite dance style?');
    expect(hits).toContain('answer');
    // Memories far apart in time lend each other nothing.
    expect(refs(store, 'groceries dance')[0]).not.toBe('answer');
    store.close();
  });

  it("forgets a deleted memory's words in its neighbours too", async () => {
    const store = await storeWith([
      {content: 'My secret codeword is pineapple', occurredAt: '2024-05-01T10:00:00.000Z', sourceRef: 'secret'},
      {content: 'Noted, I will remember that', occurredAt: '2024-05-01T10:01:00.000Z', sourceRef: 'reply'},
    ]);
    expect(refs(store, 'pineapple')).toEqual(['secret', 'reply']);
    const id = searchMemories(store.db, 'pineapple', {now: NOW, embedder: null, limit: 1})[0]!.id;
    deleteMemories(store.db, [id], NOW.toISOString());
    expect(refs(store, 'pineapple')).toEqual([]);
    store.close();
  });

  it('indexes a batch exactly as one memory at a time (neighbours’ context included)', async () => {
    const {syntheticMemories} = await import('../src/bench/synthetic.js');
    const records = syntheticMemories(60, NOW, 5);
    const batch = await storeWith(records);
    const single = await storeWith([]);
    for (const r of records) await importRecords(single, [r]);
    for (const q of ['consulta dentista', 'Ana viagem', 'budget review feedback', 'aniversário flores']) {
      expect(refs(single, q)).toEqual(refs(batch, q));
    }
    rebuildSearchIndex(batch.db);
    expect(refs(batch, 'Ana viagem')).toEqual(refs(single, 'Ana viagem'));
    batch.close();
    single.close();
  });

  it('scores exactly as a fresh index after deletes and edits (the index keeps no text, its totals stay right)', async () => {
    const {syntheticMemories} = await import('../src/bench/synthetic.js');
    const records = syntheticMemories(80, NOW, 7).map((r, i) => ({...r, externalId: `x${i}`}));
    const store = await storeWith([]);
    for (const r of records) await importRecords(store, [r]);
    const ids = store.db.prepare('SELECT id FROM memories ORDER BY id').pluck().all() as number[];
    deleteMemories(
      store.db,
      ids.filter((_, i) => i % 7 === 3),
      NOW.toISOString(),
    );
    await importRecords(
      store,
      records.filter((_, i) => i % 11 === 5).map(r => ({...r, content: `${r.content} dentista Ana viagem`})),
    );
    const scores = (q: string) => searchMemories(store.db, q, {now: NOW, embedder: store.embedder, limit: 10}).map(h => [h.id, h.explain.bm25]);
    const queries = ['consulta dentista', 'Ana viagem', 'budget review feedback', 'aniversário flores'];
    const before = queries.map(scores);
    rebuildSearchIndex(store.db);
    expect(queries.map(scores)).toEqual(before);
    store.close();
  });

  it('rebuilds the whole index rather than mis-delete a row whose words changed unseen', async () => {
    const store = await storeWith([
      {content: 'Dentist appointment for Ana', sourceRef: 'a'},
      {content: 'Bought flowers for the party', sourceRef: 'b'},
    ]);
    // A change behind the index's back (no keepIndexedWords): the row's old words cannot be rebuilt.
    store.db.prepare("UPDATE memories SET content = 'Piano lesson on Friday' WHERE source_ref = 'a'").run();
    await importRecords(store, [{content: 'Dentist said the piano can wait', occurredAt: '2024-05-01T10:00:00.000Z', createdAt: '2024-05-01T10:00:00.000Z', sourceRef: 'c'}]);
    expect(refs(store, 'dentist', {strict: true})).toEqual(['c']);
    expect(refs(store, 'lesson friday')).toContain('a');
    store.close();
  });

  it('rebuilds the index from the memories with the same results', async () => {
    const store = await storeWith([
      {content: 'Dentist appointment for Ana', entities: ['Ana'], sourceRef: 'a'},
      {content: 'Bought flowers', occurredAt: '2024-05-04T10:00:00.000Z', sourceRef: 'b'},
    ]);
    const before = refs(store, 'dentista Ana dentist');
    rebuildSearchIndex(store.db);
    expect(refs(store, 'dentista Ana dentist')).toEqual(before);
    store.close();
  });

  it('explains the score by its parts', async () => {
    const store = await storeWith([{content: 'Consulta no dentista', speaker: 'Ana'}]);
    const [hit] = searchMemories(store.db, 'quando é a consulta da Ana em maio de 2024?', {now: NOW, embedder: store.embedder});
    expect(hit!.explain.bm25).toBeGreaterThan(0);
    expect(hit!.explain.entity).toBeGreaterThan(0);
    expect(hit!.explain.time).toBeGreaterThan(0);
    const sum = Object.values(hit!.explain).reduce((a, b) => a + b, 0);
    expect(Math.abs(sum - hit!.score)).toBeLessThan(0.001);
    store.close();
  });
});
