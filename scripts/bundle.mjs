// Bundles the CLI into dist/magis/ with esbuild: one file for the start-up path (commander, the
// store, reminders, retrieval) and lazy chunks for each command's own code — chat UI, LLM, MCP,
// calendar import load only when their command runs. Module resolution and reading ~100 small
// files was most of `magis remind`'s start-up beyond Node's own (bench/RESULTS.md, "Start-up").
// Run by `npm run build` after tsc (tsc still emits dist/ for the benchmarks and type checks).
import {build} from 'esbuild';
import {rmSync, writeFileSync} from 'node:fs';

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
// The fast path (src/cli/fast.ts: `remind`, `memories search`) is built on its own so that each
// of its commands is one file with everything it needs, not the dozen chunks it shares with the
// other commands in the full build; its files are prefixed `fast-` beside main.js.
// better-sqlite3's JavaScript (a dozen small CommonJS files, ~8 ms to resolve and load one by one)
// is bundled here too; its compiled addon stays in node_modules, found by store/db.ts.
const fast = await build({
  ...common,
  entryPoints: {fast: 'src/cli/fast.ts'},
  chunkNames: 'fast-[name]-[hash]',
  external: common.external.filter(e => e !== 'better-sqlite3'),
});

// Which sources each output file holds: tests that check what a command loads (no Ink on the cron
// path, no openai in `magis mcp`) map the chunk files a run opened back to modules through this.
const inputs = Object.fromEntries([...Object.entries(result.metafile.outputs), ...Object.entries(fast.metafile.outputs)].map(([file, out]) => [file.replace(`${outdir}/`, ''), Object.keys(out.inputs)]));
writeFileSync(`${outdir}/inputs.json`, JSON.stringify(inputs));
