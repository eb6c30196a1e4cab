/**
 * `npm run bench:startup -- [--runs 25] [--memories 10000] [--json]`: whole-process start-up of the
 * cron and scripting paths against bare Node, on a store of 10k memories (plus a family's checkups
 * and tasks, as bench:remind builds it). Each round runs, interleaved so load from elsewhere hits
 * all alike: `node -e 0`, `magis remind` (cron's run: no terminal, nothing new to print after the
 * first), `magis memories search "QUERY" --json`. Reports medians and the ratios the issue sets
 * (remind ≤ 1.5×, search ≤ 2.0× bare node), and the machine's load while it ran.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {cpus, loadavg, tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {performance} from 'node:perf_hooks';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {buildStore} from './remind-startup.js';

const NOW = '2026-03-12T10:00:00Z';
const BIN = resolve(dirname(fileURLToPath(import.meta.url)), '../../bin/magis.js');
/** Queries of the kinds scripts send: a word, a person and a topic, a time phrase. */
const QUERIES = ['dentista', 'reunião com a equipe', 'o que fiz em fevereiro'];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const round = (x: number, d = 1) => Math.round(x * 10 ** d) / 10 ** d;

/** Wall-clock ms of one child process with a cron-like environment and stdin closed. */
function timeRun(args: string[], home: string): number {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, {env: {PATH: '/usr/bin:/bin', HOME: home, MAGIS_HOME: home, MAGIS_NOW: NOW}, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8'});
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return ms;
}

async function main(): Promise<void> {
  const {values} = parseArgs({options: {runs: {type: 'string', default: '25'}, memories: {type: 'string', default: '10000'}, json: {type: 'boolean'}}});
  const runs = Math.max(3, Number(values.runs));
  const memories = Math.max(1, Number(values.memories));
  const root = mkdtempSync(join(tmpdir(), 'magis-bench-startup-'));
  const home = join(root, 'home');
  try {
    const built = await buildStore(home, memories);
    const remindArgs = [BIN, 'remind'];
    // Warm the page cache and WAL, and let the first cron run print (later ones print nothing new).
    timeRun(remindArgs, home);
    for (const q of QUERIES) timeRun([BIN, 'memories', 'search', q, '--json'], home);
    const bare: number[] = [];
    const remind: number[] = [];
    const search: number[] = [];
    const load0 = loadavg()[0]!;
    for (let i = 0; i < runs; i++) {
      bare.push(timeRun(['-e', '0'], home));
      remind.push(timeRun(remindArgs, home));
      search.push(timeRun([BIN, 'memories', 'search', QUERIES[i % QUERIES.length]!, '--json'], home));
    }
    const load1 = loadavg()[0]!;
    const b = median(bare);
    const result = {
      memories, checkups: built.checkups, tasks: built.tasks, runs,
      bareNodeMedianMs: round(b), remindMedianMs: round(median(remind)), searchMedianMs: round(median(search)),
      remindRatio: round(median(remind) / b, 2), searchRatio: round(median(search) / b, 2),
      goals: {remind: 1.5, search: 2.0},
      machine: {nproc: cpus().length, cpu: cpus()[0]?.model.trim() ?? 'unknown', node: process.version, loadAverage: [round(load0, 2), round(load1, 2)]},
    };
    if (values.json) {
      process.stdout.write(JSON.stringify(result, null, 2) + '\n');
      return;
    }
    const verdict = (r: number, goal: number) => (r <= goal ? `≤ ${goal}× ✓` : `> ${goal}× ✗`);
    process.stdout.write([
      `start-up — ${memories} memories, ${built.checkups} checkups, ${built.tasks} tasks; ${runs} interleaved runs each, medians`,
      `  node -e 0               : ${result.bareNodeMedianMs} ms`,
      `  magis remind            : ${result.remindMedianMs} ms  = ${result.remindRatio}× node (${verdict(result.remindRatio, 1.5)})`,
      `  magis memories search   : ${result.searchMedianMs} ms  = ${result.searchRatio}× node (${verdict(result.searchRatio, 2.0)})`,
      `  machine: ${result.machine.nproc} cores, ${result.machine.cpu}, node ${result.machine.node}, load average ${result.machine.loadAverage.join(' → ')}`,
      '',
    ].join('\n'));
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
}

main().catch(error => {
  process.stderr.write(`bench:startup failed: ${(error as Error).message}\n`);
  process.exitCode = 1;
});
