// Preloaded with `node --require` by the launcher's test: the full CLI bundle (dist/magis/cli.cjs,
// which bin/magis.js reads and compiles itself) is replaced by a main whose promise never settles
// and that holds nothing open, the shape of a command waiting on something that never comes — Node
// would end it with status 0 and no output.
'use strict';
const fs = require('node:fs');

const readFileSync = fs.readFileSync;
fs.readFileSync = function (file, ...rest) {
  if (String(file).endsWith('/dist/magis/cli.cjs')) return 'exports.main = () => new Promise(() => {});';
  return readFileSync.call(this, file, ...rest);
};
