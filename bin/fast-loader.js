// Loads the fast-path bundle (dist/magis/fast.cjs) with V8's code cache, dist/magis/fast.cjs.cache,
// written by `npm run build` (scripts/code-cache.js) after a warm-up run of `remind` and
// `memories search`: compiling the bundle's functions was ~8 ms of each cron run, and Node 20 has
// no compile cache of its own for modules (module.enableCompileCache came in Node 22). The cache
// sits beside the code it was made from, so it is as trusted as that code; V8 checks it against
// the source and its own version and flags, and compiles afresh when it does not match.
'use strict';
const {readFileSync} = require('node:fs');
const {createRequire} = require('node:module');
const {dirname} = require('node:path');
const {pathToFileURL} = require('node:url');
const {Script} = require('node:vm');

// Through the module resolver, like a require(): tools that trace what loads (the tests) see it.
const FILE = require.resolve('../dist/magis/fast.cjs');
const CACHE = `${FILE}.cache`;

/**
 * The bundle's exports and its compiled script (for scripts/code-cache.js). A script compiled by
 * node:vm has no import() of its own, so the bundle's lazy chunks come through `__magisImport`
 * (scripts/bundle.mjs rewrites its import() calls), resolved beside the bundle.
 */
function loadFast() {
  let cachedData;
  try {
    cachedData = readFileSync(CACHE);
  } catch {
    // no cache (not built, or removed): compile as usual
  }
  const source = readFileSync(FILE, 'utf8');
  const script = new Script(`(function (exports, require, module, __filename, __dirname, __magisImport) {${source}\n})`, {filename: FILE, cachedData});
  const module = {exports: {}};
  const base = pathToFileURL(FILE);
  const lazyImport = specifier => import(new URL(specifier, base).href);
  script.runInThisContext().call(module.exports, module.exports, createRequire(FILE), module, FILE, dirname(FILE), lazyImport);
  return {exports: module.exports, script};
}

module.exports = {loadFast, CACHE};
