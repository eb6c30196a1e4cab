/**
 * Applies the retention settings (config/retention.ts) once a day, from the cron run: memories
 * past their context's age and below its importance are compressed into weekly summaries, the
 * same way (and with the same undo) as `magis memories compress`. Extractive only — cron never
 * calls a model.
 */
import type {Context} from '../domain/types.js';
import type {RetentionRule} from '../config/retention.js';
import {compress, planCompression} from './compress.js';
import {getMeta, setMeta} from './db.js';
import {listMemories} from './memories.js';
import type {Store} from './store.js';
import {addMonths} from '../time/arithmetic.js';

const LAST_RUN = 'retention_last_run';
/** Once a day is enough for month-scale rules; cron calls remind hourly. */
const EVERY_MS = 24 * 60 * 60 * 1000;

/** Summary ids created, or null when the last run was less than a day ago. */
export async function applyRetention(store: Store, rules: Partial<Record<Context, RetentionRule>>): Promise<number[] | null> {
  const last = getMeta(store.db, LAST_RUN);
  if (last && store.now.getTime() - Date.parse(last) < EVERY_MS) return null;
  const ids: number[] = [];
  for (const [context, r] of Object.entries(rules) as Array<[Context, RetentionRule]>) {
    const cutoff = addMonths(store.now, -r.olderThanMonths).toISOString();
    const plan = planCompression(listMemories(store.db, {context, until: cutoff, limit: 0}), cutoff, r.belowImportance);
    if (plan.total > 0) ids.push(...(await compress(store, plan)));
  }
  setMeta(store.db, LAST_RUN, store.nowIso());
  return ids;
}
