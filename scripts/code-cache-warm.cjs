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
  // The full CLI (cli.cjs): what people and scripts run most, reading and telling.
  cli: [['ask', 'o que tenho amanhã?', '--json'], ['ask', 'what do I have this week?'], ['people', '--json'], ['agenda'], ['tasks'], ['profile'], ['memories', 'list']],
};

// The CLI's main adds its Ctrl-C and closed-pipe handlers on each run; here it runs several times.
process.setMaxListeners(0);
process.stdout.setMaxListeners(0);
process.stderr.setMaxListeners(0);

(async () => {
  for (const [name, runs] of Object.entries(RUNS)) {
    const {exports, script} = loadFast(name);
    for (const args of runs) await (exports.fast ?? exports.main)(['node', 'magis', ...args]);
    writeFileSync(`${require.resolve(`../dist/magis/${name}.cjs`)}.cache`, script.createCachedData());
  }
})();
