#!/usr/bin/env node
// Thin launcher, CommonJS (bin/package.json): `magis remind` and `magis memories search` (cron and
// scripts) are read by the fast-path bundle, dist/magis/fast.cjs (loaded with its code cache by
// fast-loader.js), without Node's ES module loader; everything else, and any argument it does not
// take, goes to the full commander CLI, dist/magis/main.js (src/cli/fast.ts). Both are built by
// `npm install` through the prepare script.
'use strict';
const {fast} = require('./fast-loader.js').loadFast().exports;

fast(process.argv).then(done => {
  if (!done) return import('../dist/magis/main.js').then(({main}) => main(process.argv));
});
