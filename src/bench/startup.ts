/**
 * `npm run bench:startup -- [--runs 25] [--memories 10000] [--baseline OTHER/bin/magis.js] [--json]`: whole-process start-up of the
 * cron and scripting paths against bare Node, on a store of 10k memories (plus a family's checkups
 * and tasks, as bench:remind builds it). Each round runs, interleaved so load from elsewhere hits
 * all alike: `node -e 0`, `magis remind` (cron's run: no terminal, nothing new to print after the
 * first), the same right after a change to the data (no due list to reuse), `magis memories search
 * "QUERY" --json`. Reports medians and the ratios the issue sets
 * (remind ≤ 1.5×, search ≤ 2.0× bare node), and the machine's load while it ran. `--baseline`
 * times another build's bin (an older checkout) in the same rounds, for a before/after under the
 * same load.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {cpus, loadavg, tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {performance} from 'node:perf_hooks';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import Database from 'better-sqlite3';
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

/**
 * CPU ms (user + system) used so far by this process's waited-for children, from /proc (Linux; in
 * clock ticks of 10 ms, so per-run figures are coarse and their mean is reported). On a shared
 * machine wall time swings with the others' load; CPU time shows our own work.
 */
function childrenCpuMs(): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  const fields = readFileSync('/proc/self/stat', 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  // After the ")" field 3 is state; cutime and cstime are fields 16 and 17 (1-based) of the full line.
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

const cpu = new Map<string, number[]>();

/** Wall-clock ms of one child process with a cron-like environment and stdin closed; its CPU ms go to `cpu` under `label`. */
function timeRun(args: string[], home: string, label?: string): number {
  const c0 = childrenCpuMs();
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, {env: {PATH: '/usr/bin:/bin', HOME: home, MAGIS_HOME: home, MAGIS_NOW: NOW}, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8'});
  const ms = performance.now() - t0;
  const c1 = childrenCpuMs();
  if (label && c0 !== null && c1 !== null) cpu.set(label, [...(cpu.get(label) ?? []), c1 - c0]);
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return ms;
}
const meanCpu = (label: string) => {
  const xs = cpu.get(label) ?? [];
  return xs.length ? round(xs.reduce((a, b) => a + b, 0) / xs.length) : null;
};

async function main(): Promise<void> {
  const {values} = parseArgs({options: {runs: {type: 'string', default: '25'}, memories: {type: 'string', default: '10000'}, baseline: {type: 'string'}, json: {type: 'boolean'}}});
  const baseline = values.baseline ? resolve(values.baseline) : undefined;
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
    if (baseline) timeRun([baseline, 'remind'], home);
    // The same run right after a change to the data: no due list to reuse, the whole plan (and its
    // cache written again). What cron pays the hour after the user said something.
    const store = new Database(join(home, 'magis.db'));
    const touch = store.prepare("UPDATE meta SET value = value + 1 WHERE key = 'reminder_inputs'");
    const bare: number[] = [];
    const remind: number[] = [];
    const remindAfterChange: number[] = [];
    const search: number[] = [];
    const baseRemind: number[] = [];
    const baseSearch: number[] = [];
    const load0 = loadavg()[0]!;
    for (let i = 0; i < runs; i++) {
      bare.push(timeRun(['-e', '0'], home, 'node'));
      remind.push(timeRun(remindArgs, home, 'remind'));
      touch.run();
      remindAfterChange.push(timeRun(remindArgs, home, 'remindAfterChange'));
      search.push(timeRun([BIN, 'memories', 'search', QUERIES[i % QUERIES.length]!, '--json'], home, 'search'));
      if (baseline) {
        baseRemind.push(timeRun([baseline, 'remind'], home, 'baseRemind'));
        baseSearch.push(timeRun([baseline, 'memories', 'search', QUERIES[i % QUERIES.length]!, '--json'], home, 'baseSearch'));
      }
    }
    const load1 = loadavg()[0]!;
    store.close();
    const b = median(bare);
    const result = {
      memories,
      checkups: built.checkups,
      tasks: built.tasks,
      runs,
      bareNodeMedianMs: round(b),
      remindMedianMs: round(median(remind)),
      searchMedianMs: round(median(search)),
      remindRatio: round(median(remind) / b, 2),
      searchRatio: round(median(search) / b, 2),
      remindAfterChangeMedianMs: round(median(remindAfterChange)),
      remindAfterChangeRatio: round(median(remindAfterChange) / b, 2),
      goals: {remind: 1.5, search: 2.0},
      cpuMeanMs: {
        node: meanCpu('node'),
        remind: meanCpu('remind'),
        remindAfterChange: meanCpu('remindAfterChange'),
        search: meanCpu('search'),
        baselineRemind: meanCpu('baseRemind'),
        baselineSearch: meanCpu('baseSearch'),
      },
      baseline: baseline
        ? {
            bin: baseline,
            remindMedianMs: round(median(baseRemind)),
            searchMedianMs: round(median(baseSearch)),
            remindRatio: round(median(baseRemind) / b, 2),
            searchRatio: round(median(baseSearch) / b, 2),
          }
        : null,
      machine: {nproc: cpus().length, cpu: cpus()[0]?.model.trim() ?? 'unknown', node: process.version, loadAverage: [round(load0, 2), round(load1, 2)]},
    };
    if (values.json) {
      process.stdout.write(JSON.stringify(result, null, 2) + '\n');
      return;
    }
    const verdict = (r: number, goal: number) => (r <= goal ? `≤ ${goal}× ✓` : `> ${goal}× ✗`);
    process.stdout.write(
      [
        `start-up — ${memories} memories, ${built.checkups} checkups, ${built.tasks} tasks; ${runs} interleaved runs each, medians`,
        `  node -e 0               : ${result.bareNodeMedianMs} ms`,
        `  magis remind            : ${result.remindMedianMs} ms  = ${result.remindRatio}× node (${verdict(result.remindRatio, 1.5)})`,
        `  magis memories search   : ${result.searchMedianMs} ms  = ${result.searchRatio}× node (${verdict(result.searchRatio, 2.0)})`,
        `  remind after a change   : ${result.remindAfterChangeMedianMs} ms  = ${result.remindAfterChangeRatio}× node (plans afresh: the hour after new data)`,
        ...(result.baseline
          ? [
              `  baseline remind       : ${result.baseline.remindMedianMs} ms  = ${result.baseline.remindRatio}× node   (${result.baseline.bin})`,
              `  baseline search       : ${result.baseline.searchMedianMs} ms  = ${result.baseline.searchRatio}× node`,
            ]
          : []),
        `  CPU (user+sys, mean ms): node ${result.cpuMeanMs.node} · remind ${result.cpuMeanMs.remind} · after a change ${result.cpuMeanMs.remindAfterChange} · search ${result.cpuMeanMs.search}${result.baseline ? ` · baseline remind ${result.cpuMeanMs.baselineRemind} · baseline search ${result.cpuMeanMs.baselineSearch}` : ''}`,
        `  machine: ${result.machine.nproc} cores, ${result.machine.cpu}, node ${result.machine.node}, load average ${result.machine.loadAverage.join(' → ')}`,
        '',
      ].join('\n'),
    );
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
}

main().catch(error => {
  process.stderr.write(`bench:startup failed: ${(error as Error).message}\n`);
  process.exitCode = 1;
});
