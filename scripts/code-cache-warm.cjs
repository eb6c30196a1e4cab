// Child of scripts/code-cache.mjs: loads the fast-path bundle as bin/magis.js does, runs the cron
// and scripting commands once on the small store in MAGIS_HOME (output discarded by the parent),
// then writes V8's code cache — which then holds every function those runs compiled.
'use strict';
const {writeFileSync} = require('node:fs');
const {loadFast, CACHE} = require('../bin/fast-loader.js');

(async () => {
  const {exports: {fast}, script} = loadFast();
  for (const args of [['remind'], ['remind', '--json'], ['memories', 'search', 'dentista', '--json'], ['memories', 'search', 'reunião com a equipe']]) {
    await fast(['node', 'magis', ...args]);
  }
  writeFileSync(CACHE, script.createCachedData());
})();
