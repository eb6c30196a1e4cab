#!/usr/bin/env node
// The launcher, CommonJS (bin/package.json). `magis remind` and `magis memories search` — what cron
// and scripts run — are read by their own fast-path bundle, dist/magis/remind.cjs or search.cjs,
// compiled with V8's code cache and without Node's ES module loader; everything else, and any
// argument a fast path does not take (src/cli/fast.ts), goes to the full commander CLI,
// dist/magis/main.js. All are built by `npm install` through the prepare script.
//
// The loader is here rather than in a module of its own: each file Node resolves, reads and
// compiles costs a cron run ~0.5 ms (bench/RESULTS.md, "Start-up, third pass").
'use strict';
const {readFileSync} = require('node:fs');
const {Script} = require('node:vm');

/** The command word → its fast-path bundle. */
const FAST = {remind: 'remind', memories: 'search'};

/**
 * Loads dist/magis/NAME.cjs with V8's code cache, NAME.cjs.cache, written by `npm run build`
 * (scripts/code-cache.mjs) after a warm-up run of the command: compiling the bundle's functions was
 * ~8 ms of each cron run, and Node 20 has no compile cache of its own for modules
 * (module.enableCompileCache came in Node 22). The cache sits beside the code it was made from, so
 * it is as trusted as that code; V8 checks it against the source and its own version and flags,
 * and compiles afresh when it does not match. Returns the bundle's exports and its compiled script
 * (for the cache writer). A script compiled by node:vm has no import() of its own, so the bundle's
 * lazy chunks come through `__magisImport` (scripts/bundle.mjs rewrites its import() calls),
 * resolved beside the bundle.
 */
function loadFast(name) {
  // Through the module resolver, like a require(): tools that trace what loads (the tests) see it.
  const file = require.resolve(`../dist/magis/${name}.cjs`);
  let cachedData;
  try {
    cachedData = readFileSync(`${file}.cache`);
  } catch {
    // no cache (not built, or removed): compile as usual
  }
  const source = readFileSync(file, 'utf8');
  const script = new Script(`(function (exports, require, module, __filename, __dirname, __magisImport) {${source}\n})`, {filename: file, cachedData});
  const module = {exports: {}};
  const {createRequire} = require('node:module');
  const {dirname} = require('node:path');
  const {pathToFileURL} = require('node:url');
  const base = pathToFileURL(file);
  // A chunk of the ES build is beside the bundle; a package (openai) is found from here, in node_modules.
  const lazyImport = specifier => import(specifier.startsWith('.') ? new URL(specifier, base).href : specifier);
  script.runInThisContext().call(module.exports, module.exports, createRequire(file), module, file, dirname(file), lazyImport);
  return {exports: module.exports, script};
}

if (require.main === module) {
  const name = FAST[process.argv[2]];
  const ran = name ? loadFast(name).exports.fast(process.argv) : Promise.resolve(false);
  let settled = false;
  ran
    .then(done => {
      if (done) return;
      // The chat (the default command) needs Ink, an ES module: it runs from main.js, the rest from cli.cjs.
      const word = process.argv[2];
      const chat = word === undefined || word === 'chat' || (word.startsWith('-') && !['-h', '--help', '-V', '--version'].includes(word));
      if (chat) return import('../dist/magis/main.js').then(({main}) => main(process.argv));
      return loadFast('cli').exports.main(process.argv);
    })
    .finally(() => {
      settled = true;
    });
  // Node ends a process whose event loop is empty with status 0, even while a promise is still
  // pending: a command that waits on something that never comes would print nothing and "succeed",
  // and a script reading `magis people --json` would take that for no people. Said, and a runtime
  // error (1, CONTRACTS.md) instead. An explicit exit (Ctrl-C, a closed pipe) emits no beforeExit.
  process.on('beforeExit', () => {
    if (settled) return;
    settled = true;
    process.exitCode = 1;
    process.stderr.write(`magis: ${process.argv[2] ?? 'chat'} stopped before it finished (an internal error); run it again, and report it if it repeats.\n`);
  });
}

module.exports = {loadFast};
