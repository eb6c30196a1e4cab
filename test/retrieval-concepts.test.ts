import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createOfflineEmbedder} from '../src/embedding/offline.js';
import {conceptGroups} from '../src/retrieval/concepts.js';
import {searchMemories} from '../src/retrieval/search.js';
import {importRecords} from '../src/store/ingest.js';
import {Store} from '../src/store/store.js';

const NOW = new Date('2025-03-20T12:00:00Z');
let root: string;
let store: Store;

/**
 * Notes that say the thing, never the kind: a question asks by the kind ("pets", "desportos",
 * "instruments") or by another word for the thing ("kids" for "children", "gf" for "girlfriend").
 * Filler notes make the words of each question rarer than in a store of ten lines.
 */
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'magis-concepts-'));
  store = await Store.open({home: join(root, 'home'), now: NOW, env: {}, embedder: createOfflineEmbedder()});
  const notes: Array<[string, string]> = [
    ['puppy', 'Lena brought home a beagle puppy called Biscuit'],
    ['gato', 'O Duarte adotou um gatinho preto no abrigo'],
    ['tennis', 'O Rui joga ténis às terças com o cunhado'],
    ['cello', 'Tom has been practising the cello for his grade exam'],
    ['children', 'Our children start the new school in September'],
    ['girlfriend', "Sam's girlfriend is moving in after the summer"],
    ['lisbon', 'Nina spent a long weekend in Lisbon with her sister'],
    ['gp', 'Mum saw the GP about her knee on Tuesday'],
    ['bolo', 'A Bia fez um bolo de cenoura para o lanche'],
    ['car', 'The car needs new tyres before the trip'],
    ...Array.from({length: 40}, (_, i): [string, string] => [`filler-${i}`, `Reminder number ${i}: water the plants and check the post`]),
  ];
  await importRecords(
    store,
    notes.map(([ref, content], i) => ({content, sourceRef: ref, occurredAt: new Date(Date.UTC(2025, 1, 1 + (i % 28), 9)).toISOString(), createdAt: '2025-03-01T09:00:00.000Z'})),
  );
});

afterAll(() => {
  store.close();
  rmSync(root, {recursive: true, force: true});
});

const top = (q: string, n = 3) => searchMemories(store.db, q, {now: NOW, embedder: store.embedder, limit: n, strict: true}).map(h => h.sourceRef);

describe('a question naming a kind finds the memory naming the thing', () => {
  it.each([
    ['en-US', 'who got a new pet?', 'puppy'],
    ['en-GB', 'any news about the dog?', 'puppy'],
    ['pt-BR', 'quem tem bichinho de estimação?', 'gato'],
    ['pt-PT', 'alguém adotou um animal de estimação?', 'gato'],
    ['pt-PT', 'quem pratica desporto?', 'tennis'],
    ['pt-BR', 'alguém faz esporte?', 'tennis'],
    ['en-US', 'who plays an instrument?', 'cello'],
    ['en-GB', 'musical instruments being practised', 'cello'],
    ['en-GB', 'kids and the new term', 'children'],
    ['en-US', 'news about the gf', 'girlfriend'],
    ['en-US', 'which cities were visited?', 'lisbon'],
    ['pt-BR', 'que cidades foram visitadas?', 'lisbon'],
    ['en-GB', 'last doctor appointment', 'gp'],
    ['pt-BR', 'que comida foi feita?', 'bolo'],
  ])('%s: %s', (_variety, q, ref) => {
    expect(top(q)).toContain(ref);
  });
});

describe('a kind brings only its own things', () => {
  it.each([
    ['who got a new pet?', ['puppy', 'gato']],
    ['who plays an instrument?', ['cello']],
    ['quem pratica desporto?', ['tennis']],
    ['what food was made?', ['bolo']],
  ])('%s', (q, only) => {
    const brought = searchMemories(store.db, q, {now: NOW, embedder: store.embedder, limit: 20})
      .filter(h => h.explain.concept > 0)
      .map(h => h.sourceRef);
    expect(brought.sort()).toEqual([...only].sort());
  });

  it('expands nothing for a question without a kind or another word for a thing', () => {
    expect(conceptGroups('when is the plumber coming?')).toEqual([]);
    expect(conceptGroups('onde deixei as chaves?')).toEqual([]);
  });

  it('reads the longest kind, not its last word ("martial arts" is no art)', () => {
    const terms = conceptGroups('which martial arts does she do?').flatMap(g => g.terms);
    expect(terms).toContain('karat');
    expect(terms).not.toContain('paint');
  });
});
