// Child of scripts/code-cache.mjs: loads each fast-path bundle as bin/magis.js does, runs its
// command on the small store in MAGIS_HOME (output discarded by the parent), then writes V8's code
// cache beside it — which then holds every function those runs compiled.
'use strict';
const {writeFileSync} = require('node:fs');
const {loadFast} = require('../bin/magis.js');

const RUNS = {
  remind: [['remind'], ['remind', '--json']],
  search: [
    ['memories', 'search', 'dentista', '--json'],
    ['memories', 'search', 'reunião com a equipe'],
  ],
};

(async () => {
  for (const [name, runs] of Object.entries(RUNS)) {
    const {
      exports: {fast},
      script,
    } = loadFast(name);
    for (const args of runs) await fast(['node', 'magis', ...args]);
    writeFileSync(`${require.resolve(`../dist/magis/${name}.cjs`)}.cache`, script.createCachedData());
  }
})();
