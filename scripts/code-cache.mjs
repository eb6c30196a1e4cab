// Writes dist/magis/remind.cjs.cache and search.cjs.cache, V8's code caches for the fast-path bundles (bin/magis.js):
// builds a small store (bench:remind's builder: checkups, tasks, memories) in a temporary home and
// has scripts/code-cache-warm.cjs run `remind` and `memories search` on it, so the cache holds the
// functions those commands compile, not only the bundle's top level. Run by `npm run build` after
// tsc and the bundle. Without the cache the CLI works the same, only ~8 ms slower to start.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {buildStore} from '../dist/bench/remind-startup.js';

const root = mkdtempSync(join(tmpdir(), 'magis-code-cache-'));
try {
  const home = join(root, 'home');
  await buildStore(home, 300);
  const r = spawnSync(process.execPath, ['scripts/code-cache-warm.cjs'], {
    env: {PATH: process.env.PATH ?? '', HOME: home, MAGIS_HOME: home, MAGIS_NOW: '2026-03-12T10:00:00Z'},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`code cache warm-up exited ${r.status}`);
} finally {
  rmSync(root, {recursive: true, force: true});
}
