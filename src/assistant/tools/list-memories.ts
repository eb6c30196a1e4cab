import {z} from 'zod';
import {entityNamesFor, listMemories, toJson} from '../../store/memories.js';
import {READ_ONLY, defineTool} from './define.js';
import {filters, toFilters} from './memory-args.js';

export const listMemoriesTool = defineTool({
  name: 'list_memories',
  title: 'List memories',
  key: 'memories',
  annotations: READ_ONLY,
  description: 'Memories newest first, with the filters of `magis memories list` (context, type, minImportance, since, until).',
  input: {...filters, limit: z.number().int().min(0).max(1_000_000).optional().describe('how many (default 20; 0 = all)')},
  run: (store, {limit, ...rest}) => {
    const rows = listMemories(store.db, toFilters(rest, limit ?? 20));
    const names = entityNamesFor(
      store.db,
      rows.map(r => r.id),
    );
    return rows.map(r => toJson(r, names.get(r.id) ?? []));
  },
});
