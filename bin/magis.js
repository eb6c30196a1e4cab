#!/usr/bin/env node
// Thin launcher, CommonJS (bin/package.json): `magis remind` and `magis memories search` (cron and
// scripts) are read by the fast-path bundle, dist/magis/fast.cjs, without Node's ES module loader;
// everything else, and any argument it does not take, goes to the full commander CLI,
// dist/magis/main.js (src/cli/fast.ts). Both are built by `npm install` through the prepare script.
'use strict';
const {fast} = require('../dist/magis/fast.cjs');

fast(process.argv).then(done => {
  if (!done) return import('../dist/magis/main.js').then(({main}) => main(process.argv));
});
