import {z} from 'zod';
import type {Context} from '../../domain/types.js';
import {addDays} from '../../time/arithmetic.js';
import {CONTEXTS} from '../../store/memories.js';
import {sameTextBetween} from '../../store/memory-edit.js';
import {localDay, startOfLocalDay} from '../../time/day.js';
import {rememberExplicitly} from '../remember.js';
import {defineTool} from './define.js';
import {memoryText} from './memory-args.js';

/** A model's importance is capped: 9 and 10 are the user's own word (`memories add --importance`). */
const MAX_MODEL_IMPORTANCE = 8;

export const rememberTool = defineTool({
  name: 'remember',
  title: 'Remember',
  key: 'result',
  annotations: {readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false},
  description:
    "Store a memory for the user, as if they had said it; people, checkups, events and tasks in it are learned too. The same text again on the same day is not stored twice: the answer gives the first one's id with duplicate: true.",
  input: {
    text: memoryText('to remember'),
    importance: z.number().int().min(1).max(10).optional().describe(`how important, 1–10 (at most ${MAX_MODEL_IMPORTANCE} is kept: 9 and 10 are for what the user marks)`),
    context: z
      .enum(CONTEXTS as [Context, ...Context[]])
      .optional()
      .describe('work, personal or family (default: read from the text)'),
  },
  run: async (store, a, caller) => {
    const today = localDay(store.now);
    const same = sameTextBetween(store.db, a.text, startOfLocalDay(today).toISOString(), startOfLocalDay(addDays(today, 1)).toISOString());
    if (same !== undefined) return {id: same, duplicate: true};
    const stored = await rememberExplicitly(store, a.text, {
      importance: a.importance === undefined ? undefined : Math.min(a.importance, MAX_MODEL_IMPORTANCE),
      context: a.context ?? caller?.context,
      sourceMessageId: caller?.sourceMessageId,
    });
    return {id: stored, duplicate: stored === null};
  },
});
