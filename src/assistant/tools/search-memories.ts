import {z} from 'zod';
import {searchMemories} from '../../retrieval/search.js';
import {READ_ONLY, defineTool} from './define.js';
import {filters, toFilters} from './memory-args.js';

export const searchMemoriesTool = defineTool({
  name: 'search_memories',
  title: 'Search memories',
  key: 'memories',
  annotations: READ_ONLY,
  description:
    'Hybrid search (words, meaning, people, time) over everything the user told Magis, best first. Portuguese or English; "o que a Ana disse em junho" works. With explain, each hit carries the part of its score each signal gave.',
  input: {
    query: z.string().trim().min(1, 'say what to look for').max(1000),
    limit: z.number().int().min(1).max(100).optional().describe('how many results (default 10)'),
    explain: z.boolean().optional().describe("add each signal's part of the score (as `magis memories search --explain`)"),
    ...filters,
  },
  run: async (store, {query, limit, explain, ...rest}) => {
    const f = toFilters(rest, limit ?? 10);
    const queryVector = store.embedder && !store.embedder.embedSync ? (await store.embedder.embed([query]).catch(() => [null]))[0] : undefined;
    return searchMemories(store.db, query, {...f, now: store.now, embedder: store.embedder, queryVector, strict: true}).map(({explain: parts, ...hit}) => (explain ? {...hit, explain: parts} : hit));
  },
});
