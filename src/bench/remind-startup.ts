import {writeTx} from '../store/db.js';
/**
 * `npm run bench:remind -- [--runs 30] [--memories 10000] [--json]`: start-up time of the real
 * `magis remind` (what cron pays every hour) on a store of 10k memories plus a family's checkups
 * and tasks. Each run is a fresh `node bin/magis.js remind --all` process with a cron-like
 * environment and stdin closed; reports p50/p95 wall-clock ms, next to `magis --version` and bare
 * `node` for scale.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {cpus, tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {performance} from 'node:perf_hooks';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {importRecords} from '../store/ingest.js';
import {upsertPerson} from '../store/learn.js';
import {Store} from '../store/store.js';
import {PEOPLE, rng, syntheticMemories} from './synthetic.js';

const NOW = new Date('2026-03-12T10:00:00Z');
const BIN = resolve(dirname(fileURLToPath(import.meta.url)), '../../bin/magis.js');
const KINDS = ['dentist', 'eye_exam', 'general_checkup', 'pediatrician', 'blood_test', 'dermatologist', 'vaccine', 'cardiologist'];
const STATUSES = ['done', 'done', 'done', 'scheduled', 'needed'] as const;

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const round = (x: number) => Math.round(x * 10) / 10;

/** 10k memories through the real ingest path, then ~300 checkup events and 50 tasks for 40 people. */
export async function buildStore(home: string, memories: number): Promise<{checkups: number; tasks: number}> {
  const store = await Store.open({home, now: NOW});
  try {
    const records = syntheticMemories(memories, NOW);
    for (let i = 0; i < records.length; i += 5000) await importRecords(store, records.slice(i, i + 5000));
    const rand = rng(11);
    const at = NOW.toISOString();
    const day = (offset: number) => new Date(NOW.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    let checkups = 0;
    let tasks = 0;
    writeTx(store.db, () => {
      const people = PEOPLE.slice(0, 40).map(name => upsertPerson(store.db, {name, gender: null, age: Math.floor(rand() * 70), relation: null}, at));
      const insert = store.db.prepare(`INSERT INTO checkups (entity_id, kind, status, date, time, every_months, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`);
      for (let i = 0; i < 300; i++) {
        const who = i % 8 === 0 ? null : people[Math.floor(rand() * people.length)]!;
        const status = STATUSES[Math.floor(rand() * STATUSES.length)]!;
        const offset = status === 'scheduled' ? Math.floor(rand() * 30) : -Math.floor(rand() * 700);
        insert.run(
          who,
          KINDS[Math.floor(rand() * KINDS.length)],
          status,
          status === 'needed' ? null : day(offset),
          rand() < 0.5 ? '14:00' : null,
          null,
          new Date(NOW.getTime() - Math.floor(rand() * 700) * 86_400_000).toISOString(),
        );
        checkups++;
      }
      const task = store.db.prepare(`INSERT INTO tasks (description, status, due, created_at) VALUES (?, 'open', ?, ?)`);
      for (let i = 0; i < 50; i++, tasks++) task.run(`tarefa ${i}`, day(Math.floor(rand() * 60) - 30), at);
    });
    return {checkups, tasks};
  } finally {
    store.close();
  }
}

/** Wall-clock ms of one child process, cron-like (tiny env, no stdin). */
function timeRun(args: string[], home: string): {ms: number; lines: number} {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, {
    env: {PATH: '/usr/bin:/bin', HOME: home, MAGIS_HOME: home},
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return {ms, lines: r.stdout ? r.stdout.trim().split('\n').length : 0};
}

async function main(): Promise<void> {
  const {values} = parseArgs({options: {runs: {type: 'string', default: '30'}, memories: {type: 'string', default: '10000'}, json: {type: 'boolean'}}});
  const runs = Math.max(3, Number(values.runs));
  const memories = Math.max(1, Number(values.memories));
  const root = mkdtempSync(join(tmpdir(), 'magis-bench-remind-'));
  const home = join(root, 'home');
  try {
    const t0 = performance.now();
    const built = await buildStore(home, memories);
    const buildMs = performance.now() - t0;
    const remindArgs = [BIN, 'remind', '--all', '--now', NOW.toISOString()];
    timeRun(remindArgs, home); // warm the page cache and the WAL once
    const remind: number[] = [];
    const bare: number[] = [];
    const version: number[] = [];
    let lines = 0;
    // Interleaved, so a burst of load from elsewhere hits all three alike.
    for (let i = 0; i < runs; i++) {
      const r = timeRun(remindArgs, home);
      remind.push(r.ms);
      lines = r.lines;
      bare.push(timeRun(['-e', ''], home).ms);
      version.push(timeRun([BIN, '--version'], home).ms);
    }
    const result = {
      memories,
      checkups: built.checkups,
      tasks: built.tasks,
      dueLines: lines,
      runs,
      remindP50Ms: round(percentile(remind, 50)),
      remindP95Ms: round(percentile(remind, 95)),
      bareNodeP50Ms: round(percentile(bare, 50)),
      bareNodeP95Ms: round(percentile(bare, 95)),
      versionP50Ms: round(percentile(version, 50)),
      versionP95Ms: round(percentile(version, 95)),
      storeBuildS: round(buildMs / 1000),
      machine: {nproc: cpus().length, cpu: cpus()[0]?.model.trim() ?? 'unknown', node: process.version},
    };
    if (values.json) {
      process.stdout.write(JSON.stringify(result, null, 2) + '\n');
      return;
    }
    process.stdout.write(
      [
        `magis remind start-up — ${memories} memories, ${built.checkups} checkup events, ${built.tasks} tasks (${lines} due lines), ${runs} runs`,
        `  magis remind --all : p50 ${result.remindP50Ms} ms, p95 ${result.remindP95Ms} ms`,
        `  magis --version    : p50 ${result.versionP50Ms} ms, p95 ${result.versionP95Ms} ms`,
        `  bare node -e ''    : p50 ${result.bareNodeP50Ms} ms, p95 ${result.bareNodeP95Ms} ms`,
        `  machine: ${result.machine.nproc} cores, ${result.machine.cpu}, node ${result.machine.node} (store built in ${result.storeBuildS} s)`,
        '',
      ].join('\n'),
    );
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
}

// Run only as a script: bench:startup imports buildStore from here.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch(error => {
    process.stderr.write(`bench:remind failed: ${(error as Error).message}\n`);
    process.exitCode = 1;
  });
}
