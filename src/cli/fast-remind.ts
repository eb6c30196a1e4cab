/** The fast-path bundle of `magis remind` (dist/magis/remind.cjs, loaded by bin/magis.js); see fast.ts. */
import {run} from './commands/remind/due.js';
import {route, runFast} from './fast.js';

/** Runs `magis remind` when `argv` is one the fast path reads; false (nothing done) for the full CLI. */
export async function fast(argv: string[]): Promise<boolean> {
  const r = route(argv);
  return r?.command === 'remind' ? runFast(() => run(r.flags)) : false;
}
