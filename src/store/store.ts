import {loadSettings, type Settings} from '../config/settings.js';
import type {Embedder} from '../embedding/embedder.js';
import {createOfflineEmbedder} from '../embedding/offline.js';
import {openDatabase, type DB} from './db.js';
import {initVectors, vectorInfo} from './vectors.js';

export interface StoreOptions {
  home: string;
  now: Date;
  /**
   * Where each turn reads the time (`tick`). A chat left open for hours must not keep its start-up
   * time; absent = `now` forever (one-shot commands, pinned --now / MAGIS_NOW).
   */
  clock?: () => Date;
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
    private current: Date,
    readonly settings: Settings,
    public embedder: Embedder | null,
    private readonly clock: () => Date,
  ) {}

  /** The moment the current turn (or command) happens: read once per turn, so a turn is consistent with itself. */
  get now(): Date {
    return this.current;
  }

  /** Reads the clock again (start of a chat turn) and returns the new time. */
  tick(): Date {
    this.current = this.clock();
    return this.current;
  }

  static async open(opts: StoreOptions): Promise<Store> {
    const settings = opts.settings ?? loadSettings(opts.home, opts.env);
    const db = openDatabase(opts.home, {now: opts.now, vectors: 'when-stored'});
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
      const fixed = opts.now;
      const store = new Store(db, opts.home, opts.now, settings, embedder, opts.clock ?? (() => fixed));
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
