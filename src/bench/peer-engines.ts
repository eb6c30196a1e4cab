/**
 * The search libraries a developer would pick instead of Magis, behind one small interface, so
 * the peers benchmark feeds them the same documents and questions: SQLite FTS5 (porter stemmer,
 * the product's PT/EN stop words) and MiniSearch (a dev dependency). Each keeps its own index in
 * memory; this module is the peers' own IO, not the product's store.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import Database from 'better-sqlite3';
import MiniSearch from 'minisearch';
import {createOfflineEmbedder} from '../embedding/offline.js';
import {searchMemories} from '../retrieval/search.js';
import {importRecords, type ImportRecord} from '../store/ingest.js';
import {Store} from '../store/store.js';
import {STOPWORDS, tokenize} from '../text/words.js';

export interface PeerEngine {
  readonly name: string;
  /** Indexes the records (each found by its `sourceRef`). */
  add(records: ImportRecord[]): Promise<void>;
  /** The `sourceRef`s of the best `k` records for the question, best first. */
  search(question: string, k: number): string[];
  close(): void;
}

/** The words a peer is queried with: folded, no stop words (the variant that gained both speed and recall). */
const contentWords = (text: string) => tokenize(text).filter(w => !STOPWORDS.has(w));
/** The text a peer indexes for a record: who said it and what was said, as Magis indexes it. */
const docText = (r: ImportRecord) => [r.speaker ?? '', r.content].join(' ');

/** Magis itself, through the product path (`importRecords`, `searchMemories`). */
export async function magisEngine(now: Date): Promise<PeerEngine> {
  const root = mkdtempSync(join(tmpdir(), 'magis-peers-'));
  const store = await Store.open({home: join(root, 'home'), now, env: {}, embedder: createOfflineEmbedder()});
  return {
    name: 'magis',
    add: async records => void (await importRecords(store, records)),
    search: (q, k) => searchMemories(store.db, q, {now, embedder: store.embedder, limit: k}).map(h => h.sourceRef ?? ''),
    close: () => (store.close(), rmSync(root, {recursive: true, force: true})),
  };
}

/** SQLite FTS5 with the porter tokenizer, ranked by bm25, queried by content words OR-ed. */
export function fts5Engine(): PeerEngine {
  const db = new Database(':memory:');
  db.exec("CREATE VIRTUAL TABLE docs USING fts5(ref UNINDEXED, text, tokenize = 'porter unicode61 remove_diacritics 2')");
  const ins = db.prepare('INSERT INTO docs (ref, text) VALUES (?, ?)');
  const find = db.prepare('SELECT ref FROM docs WHERE docs MATCH ? ORDER BY bm25(docs) LIMIT ?').pluck();
  return {
    name: 'fts5-porter',
    add: async records =>
      void db.transaction(() =>
        records.forEach(r => {
          ins.run(r.sourceRef ?? '', docText(r));
        }),
      )(),
    search: (q, k) => {
      const words = [...new Set(contentWords(q))];
      return words.length ? (find.all(words.map(w => `"${w}"`).join(' OR '), k) as string[]) : [];
    },
    close: () => db.close(),
  };
}

/** MiniSearch with its defaults (OR of terms, BM25+), the same folding and stop words. */
export function miniSearchEngine(): PeerEngine {
  const index = new MiniSearch<{id: string; text: string}>({
    fields: ['text'],
    tokenize: text => tokenize(text),
    processTerm: term => (STOPWORDS.has(term) ? null : term),
  });
  return {
    name: 'minisearch',
    add: async records => index.addAll(records.map(r => ({id: r.sourceRef ?? '', text: docText(r)}))),
    search: (q, k) =>
      index
        .search(q)
        .slice(0, k)
        .map(h => String(h.id)),
    close: () => index.removeAll(),
  };
}
