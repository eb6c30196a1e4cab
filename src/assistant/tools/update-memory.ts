import {z} from 'zod';
import {inUserLanguage, UsageError} from '../../config/errors.js';
import {embedAll} from '../../store/ingest.js';
import {memoryEntityNames, toJson} from '../../store/memories.js';
import {editMemory} from '../../store/memory-edit.js';
import {defineTool} from './define.js';
import {filters, memoryId, memoryText, missing} from './memory-args.js';

export const updateMemoryTool = defineTool({
  name: 'update_memory',
  title: 'Update a memory',
  key: 'memory',
  annotations: {readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false},
  description: "Correct a memory: its text, importance (1–10), context or type. Give at least one. The change is kept in the memory's history (the former text is not).",
  input: {
    id: memoryId,
    text: memoryText('of the memory').optional(),
    importance: z.number().int().min(1).max(10).optional(),
    context: filters.context,
    type: filters.type,
  },
  run: async (store, a) => {
    if (a.text === undefined && a.importance === undefined && a.context === undefined && a.type === undefined) {
      throw new UsageError(inUserLanguage('Nada a mudar: dê text, importance, context ou type.', 'Nothing to change: give text, importance, context or type.'));
    }
    const [vector] = a.text === undefined ? [null] : await embedAll(store, [a.text]);
    const m = editMemory(store.db, a.id, {content: a.text, importance: a.importance, context: a.context as never, type: a.type as never}, vector ?? null, store.nowIso());
    return m ? toJson(m, memoryEntityNames(store.db, m.id)) : missing(store, a.id);
  },
});
