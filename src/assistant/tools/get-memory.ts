import {memoryDetail} from '../../store/memory-detail.js';
import {READ_ONLY, defineTool} from './define.js';
import {memoryId, missing} from './memory-args.js';

export const getMemoryTool = defineTool({
  name: 'get_memory',
  title: 'Get a memory',
  key: 'memory',
  annotations: READ_ONLY,
  description: 'One memory with its people, the message it came from and the history of its changes (as `magis memories show ID --json`).',
  input: {id: memoryId},
  run: (store, a) => memoryDetail(store.db, a.id) ?? missing(store, a.id),
});
