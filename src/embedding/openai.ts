import type {LlmSettings} from '../config/settings.js';
import {openAiClient} from '../config/llm-client.js';
import type {Embedder} from './embedder.js';

/**
 * Embeddings from any OpenAI-compatible endpoint (client from config/llm-client.ts, imported
 * lazily). The dimension is learned from the first answer.
 */
export async function createOpenAiEmbedder(settings: LlmSettings & {embeddingModel: string}, dimHint?: number): Promise<Embedder> {
  const client = await openAiClient(settings, 2);
  let dim = dimHint ?? 0;
  const embed = async (texts: string[]) => {
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += 64) {
      const batch = texts.slice(i, i + 64).map(t => t || ' ');
      // Ask for plain floats: some OpenAI-compatible servers ignore the client's default base64 encoding.
      const res = await client.embeddings.create({model: settings.embeddingModel, input: batch, encoding_format: 'float'});
      for (const row of [...res.data].sort((a, b) => a.index - b.index)) {
        const v = Float32Array.from(row.embedding as number[]);
        let n = 0;
        for (const x of v) n += x * x;
        n = Math.sqrt(n) || 1;
        for (let k = 0; k < v.length; k++) v[k]! /= n;
        out.push(v);
      }
    }
    if (out[0]) dim = out[0].length;
    return out;
  };
  if (!dim) dim = (await embed(['dimension probe']))[0]!.length;
  return {
    id: `openai:${settings.embeddingModel}`,
    get dim() {
      return dim;
    },
    embed,
  };
}
