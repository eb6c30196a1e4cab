import {writeTx} from '../../../store/db.js';
import {MagisError} from '../../../config/errors.js';
import {embedAll, embedText} from '../../../store/ingest.js';
import {configuredEmbedder} from '../../../store/store.js';
import {hasTable, putVector, resetVectors} from '../../../store/vectors.js';
import type {Memory} from '../../../store/memories.js';
import {withStore} from '../../context.js';
import {printJson, println, progress} from '../../output.js';

/** `magis memories reembed`: rebuilds every vector with the configured embedder, in one transaction. */
export async function run(flags: {json?: boolean; now?: string}): Promise<void> {
  await withStore(flags, async store => {
    let embedder;
    try {
      embedder = await configuredEmbedder(store.settings);
    } catch (error) {
      throw new MagisError(`The embedding endpoint did not answer (${(error as Error).message.split('\n')[0]}); nothing was changed.`);
    }
    store.embedder = embedder;
    const db = store.db;
    const rows = db.prepare("SELECT id, content, speaker, summary FROM memories WHERE archived_in IS NULL ORDER BY id").all() as Array<Pick<Memory, 'id' | 'content' | 'speaker' | 'summary'>>;
    const summaries = db.prepare('SELECT id, summary FROM memory_summaries ORDER BY id').all() as Array<{id: number; summary: string}>;
    const tick = progress('Re-embedding');
    const vectors: Array<Float32Array | null> = [];
    for (let i = 0; i < rows.length; i += 256) {
      vectors.push(...(await embedAll(store, rows.slice(i, i + 256).map(embedText))));
      tick(Math.min(i + 256, rows.length), rows.length);
    }
    if (vectors.some(v => v === null)) throw new MagisError('The embedding endpoint failed midway; nothing was changed.');
    const sv = await embedAll(store, summaries.map(s => s.summary));
    writeTx(db, () => {
      resetVectors(db, embedder);
      rows.forEach((r, i) => putVector(db, 'memories_vec', r.id, vectors[i]!));
      summaries.forEach((s, i) => sv[i] && hasTable(db, 'summaries_vec') && putVector(db, 'summaries_vec', s.id, sv[i]!));
    });
    if (flags.json) printJson({embedder: embedder.id, dim: embedder.dim, memories: rows.length, summaries: summaries.length});
    else println(`Re-embedded ${rows.length} memories and ${summaries.length} summaries with ${embedder.id} (${embedder.dim} dimensions).`);
  });
}
