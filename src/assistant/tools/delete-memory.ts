import {deleteMemories} from '../../store/memories.js';
import {defineTool} from './define.js';
import {memoryId, missing} from './memory-args.js';

export const deleteMemoryTool = defineTool({
  name: 'delete_memory',
  title: 'Delete a memory',
  key: 'result',
  annotations: {readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false},
  description:
    'Forget a memory as `magis memories delete` does: the message it came from, replies that quoted it and summary sentences that held it lose that text too; only a history line that a deletion happened remains.',
  input: {id: memoryId},
  run: (store, a) => {
    if (deleteMemories(store.db, [a.id], store.nowIso()) === 0) missing(store, a.id);
    return {deleted: a.id};
  },
});
