/** Turns texts into unit-length vectors. One interface for the offline and the OpenAI-compatible embedder. */
export interface Embedder {
  /** Stable identity recorded in the store ("offline-hash-v1", "openai:text-embedding-3-small"). */
  readonly id: string;
  readonly dim: number;
  embed(texts: string[]): Promise<Float32Array[]>;
  /** Present when embedding needs no IO, letting hot paths (search, ingest) stay synchronous. */
  embedSync?(texts: string[]): Float32Array[];
}
