#!/usr/bin/env node
// Thin launcher: the CLI is bundled into dist/magis/ (esbuild, lazy chunks per command), built by
// `npm install` through the prepare script. `magis remind` and `magis memories search` (cron and
// scripts) are read by the small fast-path entry first; everything else, and any argument it does
// not take, goes to the full commander CLI (src/cli/fast.ts).
import {fast} from '../dist/magis/fast.js';

if (!(await fast(process.argv))) {
  const {main} = await import('../dist/magis/main.js');
  await main(process.argv);
}
