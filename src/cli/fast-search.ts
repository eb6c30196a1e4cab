/** The fast-path bundle of `magis memories search` (dist/magis/search.cjs, loaded by bin/magis.js); see fast.ts. */
import {run} from './commands/memories/search.js';
import {route, runFast} from './fast.js';

/** Runs `magis memories search QUERY` when `argv` is one the fast path reads; false (nothing done) for the full CLI. */
export async function fast(argv: string[]): Promise<boolean> {
  const r = route(argv);
  return r?.command === 'search' ? runFast(() => run(r.query, r.flags)) : false;
}
