// Bundles the CLI into dist/magis/ with esbuild: one file for the start-up path (commander, the
// store, reminders, retrieval) and lazy chunks for each command's own code — chat UI, LLM, MCP,
// calendar import load only when their command runs. Module resolution and reading ~100 small
// files was most of `magis remind`'s start-up beyond Node's own (bench/RESULTS.md, "Start-up").
// Run by `npm run build` after tsc (tsc still emits dist/ for the benchmarks and type checks).
import {build} from 'esbuild';
import {rmSync, writeFileSync} from 'node:fs';
import {builtinModules} from 'node:module';
import {resolve} from 'node:path';

const outdir = 'dist/magis';
rmSync(outdir, {recursive: true, force: true});

const common = {
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Native code and its loaders stay in node_modules (they find their .node/.so files relative to
  // themselves); the UI and LLM stacks are loaded only by chat/ask, so bundling them gains nothing.
  external: ['better-sqlite3', 'sqlite-vec', 'ink', 'ink-text-input', 'react', 'react/*', 'openai', 'openai/*', 'react-devtools-core', 'yoga-layout'],
  // Bundled CommonJS (commander) calls require() for Node built-ins: give ESM a real require.
  banner: {js: "import {createRequire as __magisRequire} from 'node:module'; const require = __magisRequire(import.meta.url);"},
  // Chunks beside main.js: code that finds package.json or bin/ relative to itself keeps one depth.
  chunkNames: '[name]-[hash]',
  jsx: 'automatic',
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
};

const result = await build({...common, entryPoints: {main: 'src/cli/main.ts'}});
// The fast path (src/cli/fast.ts: `remind`, `memories search`, what cron and scripts run) is one
// file, fast.js: with Node 20's ESM loader every further file costs ~0.8 ms (read through
// fs/promises, linked, evaluated), and every `import … from 'node:fs'` builds an ES facade of the
// whole built-in module. So, in this build only:
// - no chunks: everything those two commands always run is in fast.js;
// - what they load only sometimes (the calendar writer, notify-send, retention, date-fns
//   formatting for people, an endpoint embedder) is not copied in: the dynamic import points at
//   the full build's own chunk for that module;
// - Node built-ins come through require() (the banner's), not ESM imports;
// - better-sqlite3's JavaScript (a dozen small CommonJS files, ~8 ms resolved one by one) is
//   bundled; its compiled addon stays in node_modules, found by store/db.ts.
const lazyChunks = new Map(Object.entries(result.metafile.outputs)
  .filter(([, out]) => out.entryPoint && out.entryPoint !== 'src/cli/main.ts')
  .map(([file, out]) => [resolve(out.entryPoint), './' + file.replace(`${outdir}/`, '')]));
const builtins = new Set(builtinModules);
const fastPlugin = {
  name: 'magis-fast-path',
  setup(b) {
    b.onResolve({filter: /.*/}, async args => {
      if (builtins.has(args.path.replace(/^node:/, ''))) {
        // The shim's own require() is the real one (external); everyone else's import gets the shim.
        return args.namespace === 'cjs-builtin' ? {path: args.path, external: true} : {path: args.path, namespace: 'cjs-builtin'};
      }
      if (args.kind !== 'dynamic-import' || args.pluginData === 'inner') return undefined;
      const r = await b.resolve(args.path, {kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'inner'});
      const chunk = lazyChunks.get(r.path);
      return chunk ? {path: chunk, external: true} : undefined;
    });
    b.onLoad({filter: /.*/, namespace: 'cjs-builtin'}, args => ({contents: `module.exports = require(${JSON.stringify(args.path)});`, loader: 'js'}));
  },
};
const fast = await build({
  ...common,
  entryPoints: {fast: 'src/cli/fast.ts'},
  splitting: false,
  external: common.external.filter(e => e !== 'better-sqlite3'),
  plugins: [fastPlugin],
});

// Which sources each output file holds: tests that check what a command loads (no Ink on the cron
// path, no openai in `magis mcp`) map the chunk files a run opened back to modules through this.
const inputs = Object.fromEntries([...Object.entries(result.metafile.outputs), ...Object.entries(fast.metafile.outputs)].map(([file, out]) => [file.replace(`${outdir}/`, ''), Object.keys(out.inputs)]));
writeFileSync(`${outdir}/inputs.json`, JSON.stringify(inputs));
