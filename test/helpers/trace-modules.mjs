// Preloaded with `node --import` by tests that check what a command loads: every module resolved
// in the process is appended to the file named by MAGIS_TRACE_MODULES — ES modules through a
// resolve hook (their URLs), CommonJS ones (bin/magis.js and the fast-path bundles,
// dist/magis/remind.cjs and search.cjs, are CommonJS; Node 20's hooks do not see require())
// through the CommonJS resolver (their paths).
import {appendFileSync} from 'node:fs';
import Module, {register} from 'node:module';

register('./trace-modules-hook.mjs', import.meta.url);

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (...args) {
  const file = resolveFilename.apply(this, args);
  if (process.env.MAGIS_TRACE_MODULES) appendFileSync(process.env.MAGIS_TRACE_MODULES, `${file}\n`);
  return file;
};
