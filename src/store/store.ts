import {loadSettings, type Settings} from '../config/settings.js';
import type {Embedder} from '../embedding/embedder.js';
import {createOfflineEmbedder} from '../embedding/offline.js';
import {openDatabase, type DB} from './db.js';
import {initVectors, vectorInfo} from './vectors.js';

export interface StoreOptions {
  home: string;
  now: Date;
  env?: NodeJS.ProcessEnv;
  settings?: Settings;
  /** Overrides the embedder choice (tests, benchmarks). */
  embedder?: Embedder;
}

/** The embedder the settings ask for: OpenAI-compatible when an embedding model is configured, else offline. */
export async function configuredEmbedder(settings: Settings, dimHint?: number): Promise<Embedder> {
  const llm = settings.llm;
  if (llm?.embeddingModel) {
    const {createOpenAiEmbedder} = await import('../embedding/openai.js');
    return createOpenAiEmbedder({...llm, embeddingModel: llm.embeddingModel}, dimHint);
  }
  return createOfflineEmbedder();
}

/**
 * An open memory store: the database, the clock it runs on, and the embedder that matches
 * the vectors already stored. `embedder` is null only when the store was built by an endpoint
 * that is not configured now; search then runs on text and names alone.
 */
export class Store {
  /** Set when the configured embedder differs from the store's: `magis memories reembed` switches. */
  embedderMismatch: string | null = null;

  private constructor(
    readonly db: DB,
    readonly home: string,
    readonly now: Date,
    readonly settings: Settings,
    public embedder: Embedder | null,
  ) {}

  static async open(opts: StoreOptions): Promise<Store> {
    const settings = opts.settings ?? loadSettings(opts.home, opts.env);
    const db = openDatabase(opts.home, {now: opts.now});
    try {
      const info = vectorInfo(db);
      let embedder: Embedder | null = opts.embedder ?? null;
      let mismatch: string | null = null;
      if (!embedder) {
        const wanted = settings.llm?.embeddingModel ? `openai:${settings.llm.embeddingModel}` : createOfflineEmbedder().id;
        if (!info || info.embedder === wanted) {
          embedder = await configuredEmbedder(settings, info?.dim).catch(() => createOfflineEmbedder());
        } else if (info.embedder.startsWith('offline')) {
          embedder = createOfflineEmbedder(info.dim);
          mismatch = wanted;
        } else {
          mismatch = wanted;
        }
      }
      if (embedder && !info) initVectors(db, embedder);
      const store = new Store(db, opts.home, opts.now, settings, embedder);
      store.embedderMismatch = mismatch;
      return store;
    } catch (error) {
      db.close();
      throw error;
    }
  }

  nowIso(): string {
    return this.now.toISOString();
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
