// Bundles the CLI into dist/magis/ with esbuild: one file for the start-up path (commander, the
// store, reminders, retrieval) and lazy chunks for each command's own code — chat UI, LLM, MCP,
// calendar import load only when their command runs. Module resolution and reading ~100 small
// files was most of `magis remind`'s start-up beyond Node's own (bench/RESULTS.md, "Start-up").
// Run by `npm run build` after tsc (tsc still emits dist/ for the benchmarks and type checks).
import {build} from 'esbuild';
import {readFileSync, rmSync, writeFileSync} from 'node:fs';
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
// The fast paths (src/cli/fast.ts: `remind` and `memories search`, what cron and scripts run) are
// one CommonJS file per command, remind.cjs and search.cjs, loaded by bin/magis.js (itself CommonJS
// through bin/package.json):
// - an ES module entry costs Node 20 its whole ESM loader (~7 ms of CPU before any of our code),
//   and every further ES file ~0.8 ms more (read through fs/promises, linked, evaluated);
// - no chunks: everything a command always runs is in its file, and nothing of the other command
//   (reading and deserialising the search's code was ~1 ms of every cron run);
// - what they load only sometimes (the calendar writer, notify-send, retention, date-fns
//   formatting for people, an endpoint embedder) is not copied in: a real import() of the full
//   build's own chunk for that module;
// - better-sqlite3's JavaScript (a dozen small CommonJS files, ~8 ms resolved one by one) is
//   bundled; its compiled addon stays in node_modules, found by store/db.ts.
/** The ES build's lazy chunks, by the source file each starts from; `keep` picks which. */
const chunksOf = keep =>
  new Map(
    Object.entries(result.metafile.outputs)
      .filter(([file, out]) => out.entryPoint && out.entryPoint !== 'src/cli/main.ts' && keep(file))
      .map(([file, out]) => [resolve(out.entryPoint), './' + file.replace(`${outdir}/`, '')]),
  );
/** An esbuild plugin that leaves each lazy import() of one of `chunks` to that ES chunk, unbundled. */
const lazyFrom = chunks => ({
  name: 'magis-lazy-chunks',
  setup(b) {
    b.onResolve({filter: /.*/}, async args => {
      if (args.kind !== 'dynamic-import' || args.pluginData === 'inner') return undefined;
      const r = await b.resolve(args.path, {kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'inner'});
      const chunk = chunks.get(r.path);
      return chunk ? {path: chunk, external: true} : undefined;
    });
  },
});
/** A CommonJS build of the CLI (no chunks), better-sqlite3's JavaScript inside. */
const commonJs = (entryPoints, plugin) =>
  build({
    ...common,
    entryPoints,
    splitting: false,
    format: 'cjs',
    outExtension: {'.js': '.cjs'},
    // CommonJS has no import.meta: the modules that locate things relative to themselves get this file's URL.
    banner: {js: "const __magisUrl = require('node:url').pathToFileURL(__filename).href;"},
    define: {'import.meta.url': '__magisUrl'},
    external: common.external.filter(e => e !== 'better-sqlite3'),
    plugins: [plugin],
  });
const fast = await commonJs({remind: 'src/cli/fast-remind.ts', search: 'src/cli/fast-search.ts'}, lazyFrom(chunksOf(() => true)));

// Every other command but the chat, as one CommonJS file too: dist/magis/cli.cjs, loaded by
// bin/magis.js with its code cache like the fast paths. As ES modules, Node 20 compiled the CLI's
// files afresh on every run and resolved and linked each chunk — ~200 ms of a 530 ms `magis ask`
// on this machine, more than the command's own work (bench/RESULTS.md, "Seventh day"). The chat
// stays on main.js: Ink is an ES module only, so what imports it (the UI) cannot be required; a
// lazy import() that reaches it here is served by the ES build's chunk, as the fast paths do.
const ESM_ONLY = new Set(['ink', 'ink-text-input', 'yoga-layout', 'react-devtools-core']);
/** Whether an output of the ES build, or one it imports (now or lazily), imports an ES-only package. */
const needsEsm = (file, seen = new Set()) => {
  if (seen.has(file)) return false;
  seen.add(file);
  return (result.metafile.outputs[file]?.imports ?? []).some(i => (i.external ? ESM_ONLY.has(i.path.split('/')[0]) : needsEsm(i.path, seen)));
};
const cli = await commonJs({cli: 'src/cli/main.ts'}, lazyFrom(chunksOf(file => needsEsm(file))));
const cliText = readFileSync(`${outdir}/cli.cjs`, 'utf8');
for (const name of ESM_ONLY) {
  if (cliText.includes(`require("${name}")`)) throw new Error(`${outdir}/cli.cjs requires ${name}, an ES module only: import it lazily from the module that needs it`);
}

for (const name of ['remind', 'search', 'cli']) {
  const file = `${outdir}/${name}.cjs`;
  // A script compiled by node:vm (bin/magis.js, for the code cache) has no import() of its own:
  // the lazy chunks are loaded through the launcher's __magisImport instead.
  // (and a package left outside the bundle, openai, through it too: the script has no import() at all).
  const rewritten = readFileSync(file, 'utf8').replace(/\bimport\(("(?:\.\/[^"]+\.js|[a-z@][^"]*)")\)/g, '__magisImport($1)');
  if (/\bimport\(\s*[^)\s]/.test(rewritten)) throw new Error(`${file}: an import() the fast-path loader cannot serve`);
  writeFileSync(file, rewritten);
}

// Which sources each output file holds: tests that check what a command loads (no Ink on the cron
// path, no openai in `magis mcp`) map the chunk files a run opened back to modules through this.
const inputs = Object.fromEntries(
  [...Object.entries(result.metafile.outputs), ...Object.entries(fast.metafile.outputs), ...Object.entries(cli.metafile.outputs)].map(([file, out]) => [
    file.replace(`${outdir}/`, ''),
    Object.keys(out.inputs),
  ]),
);
writeFileSync(`${outdir}/inputs.json`, JSON.stringify(inputs));
