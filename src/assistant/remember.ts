import {writeTx} from '../store/db.js';
import {importRecords} from '../store/ingest.js';
import {learn} from '../store/learn.js';
import type {Store} from '../store/store.js';
import {extract} from '../understanding/index.js';
import type {Context, MemoryType} from '../domain/types.js';

/**
 * Remembers a text the user asked to keep (`magis memories add`, `/remember`): stored even when the
 * funnel would drop it, with the people, checkups and tasks understanding finds in it.
 * Returns the new memory's id, or null when the same text at the same time is already stored.
 */
export async function rememberExplicitly(store: Store, text: string, opts: {importance?: number; context?: Context; type?: MemoryType; sourceMessageId?: number} = {}): Promise<number | null> {
  const x = extract(text, {now: store.now});
  const at = store.nowIso();
  const res = await importRecords(store, [
    {
      content: text,
      // Said on purpose, so at least middling importance even when the rules would drop it.
      importance: opts.importance ?? Math.max(x.importance, 5),
      context: opts.context ?? x.context,
      type: opts.type ?? (x.keep ? x.type : 'personal_info'),
      sentiment: x.sentiment ?? null,
      occurredAt: at,
      createdAt: at,
      sourceMessageId: opts.sourceMessageId ?? null,
    },
  ]);
  const id = res.ids[0];
  if (id === undefined) return null;
  writeTx(store.db, () => learn(store.db, id, x, store.now));
  return id;
}
