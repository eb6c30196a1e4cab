import {parseRetention} from '../../../config/retention.js';

/**
 * The cron run's retention step: nothing at all unless config.json has `retention` (so `magis
 * remind` stays as light as before); then the store is opened and the rules applied once a day.
 */
export async function retentionStep(config: Record<string, unknown>, flags: {now?: string}): Promise<void> {
  const rules = parseRetention(config);
  if (!rules || Object.keys(rules).length === 0) return;
  const [{withStore}, {applyRetention}] = await Promise.all([import('../../context.js'), import('../../../store/retention-run.js')]);
  await withStore(flags, store => applyRetention(store, rules));
}
