import {writeTx} from '../../../store/db.js';
import {counted} from '../../../text/phrases.js';
import {inUserLanguage, MagisError} from '../../../config/errors.js';
import {embedAll, embedText} from '../../../store/ingest.js';
import {configuredEmbedder} from '../../../store/store.js';
import type {Embedder} from '../../../embedding/embedder.js';
import {embeddableRows, keepsVectors, putAllVectors, resetVectors} from '../../../store/vectors.js';
import {withStore} from '../../context.js';
import {printJson, println, progress} from '../../output.js';

/**
 * `magis memories reembed`: rebuilds every vector with the configured embedder, in one transaction.
 * Switching to the offline embedder drops the stored vectors (it keeps none; see `keepsVectors`).
 */
export async function run(flags: {json?: boolean; now?: string}): Promise<void> {
  await withStore(flags, async store => {
    let embedder: Embedder;
    try {
      embedder = await configuredEmbedder(store.settings);
    } catch (error) {
      throw new MagisError(`The embedding endpoint did not answer (${(error as Error).message.split('\n')[0]}); nothing was changed.`);
    }
    store.embedder = embedder;
    const db = store.db;
    const {memories: rows, summaries} = embeddableRows(db);
    const keep = keepsVectors(embedder.id);
    const tick = progress('Re-embedding');
    const vectors: Array<Float32Array | null> = [];
    for (let i = 0; keep && i < rows.length; i += 256) {
      vectors.push(...(await embedAll(store, rows.slice(i, i + 256).map(embedText))));
      tick(Math.min(i + 256, rows.length), rows.length);
    }
    if (vectors.some(v => v === null)) throw new MagisError('The embedding endpoint failed midway; nothing was changed.');
    const sv = keep
      ? await embedAll(
          store,
          summaries.map(s => s.summary),
        )
      : [];
    writeTx(db, () => {
      resetVectors(db, embedder);
      putAllVectors(
        db,
        'memories_vec',
        rows.map((r, i) => ({id: r.id, vector: vectors[i]!})).filter(r => r.vector),
      );
      putAllVectors(
        db,
        'summaries_vec',
        summaries.map((s, i) => ({id: s.id, vector: sv[i]!})).filter(s => s.vector),
      );
    });
    if (flags.json) printJson({embedder: embedder.id, dim: embedder.dim, memories: rows.length, summaries: summaries.length});
    else
      println(
        inUserLanguage(
          `${counted(rows.length, 'memória', 'memórias', 'pt')} e ${counted(summaries.length, 'resumo', 'resumos', 'pt')} com vetores novos de ${embedder.id} (${embedder.dim} dimensões).`,
          `Re-embedded ${counted(rows.length, 'memory', 'memories')} and ${counted(summaries.length, 'summary', 'summaries')} with ${embedder.id} (${embedder.dim} dimensions).`,
        ),
      );
  });
}
