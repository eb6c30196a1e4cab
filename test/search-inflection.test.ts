/**
 * Portuguese search that finds inflected words: memories indexed by Snowball's Portuguese stems,
 * queries searched by both languages' stems. Through the product's ingestion and search.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {createOfflineEmbedder} from '../src/embedding/offline.js';
import {searchMemories} from '../src/retrieval/search.js';
import {importRecords} from '../src/store/ingest.js';
import {Store} from '../src/store/store.js';
import {tempHome} from './helpers/cli.js';

const NOW = new Date('2026-03-10T12:00:00Z');
let done: (() => void) | undefined;
afterEach(() => done?.());

async function storeWith(contents: string[]) {
  const {home, cleanup} = tempHome();
  const store = await Store.open({home, now: NOW, env: {}, embedder: createOfflineEmbedder()});
  done = () => {
    store.close();
    cleanup();
  };
  await importRecords(
    store,
    contents.map((content, i) => {
      const at = new Date(Date.parse('2026-01-01T10:00:00Z') + i * 86_400_000).toISOString();
      return {content, occurredAt: at, createdAt: at, sourceRef: String(i)};
    }),
  );
  return (q: string) => searchMemories(store.db, q, {now: NOW, embedder: store.embedder, limit: 3}).map(h => h.sourceRef);
}

describe('inflected Portuguese words', () => {
  it('find the memory in another inflection (plural, tense, noun of the verb)', async () => {
    const pairs: Array<[string, string]> = [
      ['A consulta da Bia no dentista foi remarcada', 'consultas'],
      ['O Pedro tomou a vacina da gripe no posto', 'vacinou'],
      ['Fiz o pagamento do condomínio pelo app', 'pagamentos'],
      ['A reunião de pais da escola é na terça', 'reuniões'],
      ['Comprei os presentes de Natal das crianças', 'presente'],
      ['A professora elogiou o desenho do Davi', 'elogios'],
      ['O gato vomitou no tapete da sala', 'vômito'],
      ['As aulas de inglês do Lucas voltaram', 'aula'],
      ['Cancelei a assinatura da academia', 'cancelamento'],
      ['O mecânico consertou os freios do carro', 'conserto'],
    ];
    const search = await storeWith(pairs.map(p => p[0]));
    const found = pairs.filter(([, q], i) => search(q)[0] === String(i));
    expect(
      found.length,
      `missed: ${pairs
        .filter(([, q], i) => search(q)[0] !== String(i))
        .map(p => p[1])
        .join(', ')}`,
    ).toBeGreaterThanOrEqual(9);
  });

  it('keep English search as it was', async () => {
    const search = await storeWith(['Meeting with the marketing team on Wednesday', 'Mom has bloodwork tomorrow at 9']);
    expect(search('meetings')[0]).toBe('0');
    expect(search('What meetings do I have with marketing?')[0]).toBe('0');
  });
});
