// Preloaded with `node --import` by tests that check what a command loads: every module URL
// resolved in the process is appended to the file named by MAGIS_TRACE_MODULES.
import {register} from 'node:module';

register('./trace-modules-hook.mjs', import.meta.url);
