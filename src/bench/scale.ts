/**
 * `npm run bench -- [--json] [--sizes 10000,100000] [--million]`: at each size, the ingest rate
 * through `importRecords`, hybrid search latency through `searchMemories`, the file size after
 * VACUUM (with the largest tables and indexes) and the peak memory of the process; at 10k also the
 * time to build a chat turn's context; what `magis timeline`, `people --graph` and `magis stats` take.
 * Each size runs in its own child process (so its peak memory
 * is its own) on a fresh store in a temp MAGIS_HOME, offline embedder. `--million` adds 1,000,000
 * memories (minutes, ~0.6 GB of temp disk).
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {performance} from 'node:perf_hooks';
import {parseArgs} from 'node:util';
import {execFileSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import {diskUsage} from '../store/disk-usage.js';
import {createOfflineEmbedder} from '../embedding/offline.js';
import {searchMemories} from '../retrieval/search.js';
import {tokenize} from '../text/words.js';
import {importRecords} from '../store/ingest.js';
import {listPeople} from '../store/learn.js';
import {Store} from '../store/store.js';
import {PEOPLE, syntheticMemories, syntheticQueries} from './synthetic.js';
import {buildTimeline, weekStart} from '../agenda/timeline.js';
import {buildGraph, graphDot, graphText} from '../cli/commands/people-graph.js';
import {addDays} from '../time/arithmetic.js';
import {insertEvent} from '../store/events.js';
import {setRelation} from '../store/learn.js';
import {graphNodes, openEdges} from '../store/people-read.js';
import {readStats} from '../store/stats.js';
import {timelineRows} from '../store/timeline.js';
import {localDay, startOfLocalDay} from '../time/day.js';

const NOW = new Date('2025-06-15T12:00:00Z');
const BATCH = 5000;

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const ms = (x: number) => Math.round(x * 100) / 100;

interface ContextTiming {
  p50Ms: number;
  p95Ms: number;
  /** What was timed: the assistant's own context builder, or (when it cannot run) search + people lookup. */
  measured: string;
}

/**
 * A chat turn's context: the assistant's `gatherContext` when it loads, else what a turn's
 * retrieval does (search for the message + the people it names), labelled as such.
 */
async function timeContext(store: Store, messages: string[]): Promise<ContextTiming> {
  const times: number[] = [];
  let measured = 'gatherContext (src/assistant/gather.ts)';
  type Gather = (store: Store, conv: unknown, message: string, x: unknown, lang: string) => Promise<unknown>;
  let gather: Gather | null = null;
  let conv: unknown = null;
  try {
    const mod = (await import('../assistant/gather.js')) as {gatherContext?: Gather};
    const convs = await import('../store/conversations.js');
    if (typeof mod.gatherContext === 'function') {
      conv = convs.newConversation(store.db, 'personal', store.nowIso());
      gather = mod.gatherContext;
      await gather(store, conv, messages[0]!, extraction(messages[0]!), 'pt');
    }
  } catch (error) {
    gather = null;
    measured = `search + people lookup (assistant context builder unavailable: ${String((error as Error).message).split('\n')[0]})`;
  }
  if (!gather && !measured.startsWith('search')) measured = 'search + people lookup (no assistant context builder found)';
  for (const message of messages) {
    const t0 = performance.now();
    if (gather) await gather(store, conv, message, extraction(message), 'pt');
    else {
      searchMemories(store.db, message, {now: store.now, embedder: store.embedder, limit: 7});
      const words = new Set(tokenize(message));
      listPeople(store.db, store.now).filter(p => tokenize(p.name).some(t => words.has(t)));
    }
    times.push(performance.now() - t0);
  }
  return {p50Ms: ms(percentile(times, 50)), p95Ms: ms(percentile(times, 95)), measured};
}

/** The minimal understanding result a turn passes to the context builder: the people the message names. */
function extraction(message: string): unknown {
  const words = new Set(tokenize(message));
  const people = PEOPLE.filter(p => tokenize(p).every(t => words.has(t))).map(name => ({name}));
  return {language: 'pt', keep: false, importance: 0, context: 'personal', type: 'conversation', people, relationships: [], places: [], organizations: [], checkups: [], tasks: [], questions: []};
}

interface OverviewTiming {
  /** Median of the runs, in ms: `magis timeline` (default 4 weeks, and one person's 12), `people --graph` (text and DOT), `magis stats`. */
  timelineMs: number;
  timelinePersonMs: number;
  graphMs: number;
  statsMs: number;
  graph: {people: number; edges: number};
}

/** The median of `runs` timed calls of `fn` (after one warm-up). */
function median(fn: () => unknown, runs = 7): number {
  fn();
  const times = Array.from({length: runs}, () => {
    const t = performance.now();
    fn();
    return performance.now() - t;
  });
  return ms(percentile(times, 50));
}

/**
 * What `timeline`, `people --graph` and `stats` do past start-up, on this store: the synthetic
 * memories plus each person's relation to the user, ties between neighbours in the list and a
 * weekly event per person (a family's shape at scale), so the graph and recurrences have work.
 */
function timeOverview(store: Store): OverviewTiming {
  const db = store.db;
  const at = store.nowIso();
  const relations = ['daughter', 'son', 'wife', 'mother', 'brother', 'friend', 'coworker', 'boss', 'neighbor', 'cousin'];
  const people = db.prepare("SELECT id FROM entities WHERE kind = 'person' ORDER BY id").pluck().all() as number[];
  const today = localDay(store.now);
  db.transaction(() => {
    people.forEach((id, i) => {
      setRelation(db, id, relations[i % relations.length]!, null, at, null);
      if (i > 0 && i % 3 === 0) setRelation(db, id, 'sister', people[i - 1]!, at, null);
      insertEvent(db, {entityId: id, kind: 'class', title: `aula ${i}`, date: addDays(today, -200 + i), time: '16:00', rrule: 'FREQ=WEEKLY;BYDAY=TU,TH'}, at);
    });
  })();
  const lang = 'pt' as const;
  const timeline = (from: string, personId?: number) => {
    const q = {from, to: today, fromInstant: startOfLocalDay(from).toISOString(), untilInstant: startOfLocalDay(addDays(today, 1)).toISOString(), personId, perWeek: 3};
    return buildTimeline(timelineRows(db, q), {from, to: today, personId, language: lang});
  };
  const weeks = Array.from({length: 12}, (_, i) => addDays(weekStart(today), -7 * (11 - i)));
  return {
    timelineMs: median(() => timeline(addDays(weekStart(today), -21))),
    timelinePersonMs: median(() => timeline(addDays(weekStart(today), -77), people[0])),
    graphMs: median(() => {
      const g = buildGraph(graphNodes(db), openEdges(db));
      return [graphText(g, lang, 100), graphDot(g, lang)];
    }),
    statsMs: median(() => readStats(db, weeks, startOfLocalDay(weeks[0]!).toISOString()), 5),
    graph: {people: people.length, edges: buildGraph(graphNodes(db), openEdges(db)).edges.length},
  };
}

async function measureSize(size: number, wantContext: boolean, log: (s: string) => void) {
  const root = mkdtempSync(join(tmpdir(), 'magis-bench-'));
  const store = await Store.open({home: join(root, 'home'), now: NOW, env: {}, embedder: createOfflineEmbedder()});
  try {
    const records = syntheticMemories(size, NOW);
    const t0 = performance.now();
    for (let i = 0; i < records.length; i += BATCH) await importRecords(store, records.slice(i, i + BATCH));
    const ingestMs = performance.now() - t0;
    log(`${size}: ingested in ${(ingestMs / 1000).toFixed(1)} s (${Math.round(size / (ingestMs / 1000))}/s)`);
    const queries = syntheticQueries(size >= 100_000 ? 200 : 300);
    for (const q of queries.slice(0, 20)) searchMemories(store.db, q, {now: NOW, embedder: store.embedder, limit: 10});
    const times = queries.map(q => {
      const t = performance.now();
      searchMemories(store.db, q, {now: NOW, embedder: store.embedder, limit: 10});
      return performance.now() - t;
    });
    const search = {p50Ms: ms(percentile(times, 50)), p95Ms: ms(percentile(times, 95))};
    log(`${size}: search p50 ${search.p50Ms} ms, p95 ${search.p95Ms} ms`);
    const context = wantContext ? await timeContext(store, syntheticQueries(200, 99)) : null;
    if (context) log(`${size}: context p50 ${context.p50Ms} ms, p95 ${context.p95Ms} ms — ${context.measured}`);
    const overview = timeOverview(store);
    log(
      `${size}: timeline ${overview.timelineMs} ms (one person, 12 weeks: ${overview.timelinePersonMs} ms), people --graph ${overview.graphMs} ms ` +
        `(${overview.graph.people} people, ${overview.graph.edges} ties), stats ${overview.statsMs} ms`,
    );
    const disk = diskUsage(store.db);
    const mb = (b: number) => Math.round(b / 1e4) / 100;
    log(
      `${size}: disk ${mb(disk.bytes)} MB after VACUUM — ${disk.parts
        .slice(0, 8)
        .map(p => `${p.name} ${mb(p.bytes)}`)
        .join(', ')}`,
    );
    const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
    log(`${size}: peak memory (max RSS) ${peakRssMb} MB`);
    return {
      memoriesPerSecond: Math.round(size / (ingestMs / 1000)),
      search,
      context,
      overview,
      diskMb: mb(disk.bytes),
      diskParts: disk.parts.slice(0, 12).map(p => ({name: p.name, mb: mb(p.bytes)})),
      peakRssMb,
    };
  } finally {
    store.close();
    rmSync(root, {recursive: true, force: true});
  }
}

type SizeResult = Awaited<ReturnType<typeof measureSize>>;

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      json: {type: 'boolean', default: false},
      sizes: {type: 'string', default: '10000,100000'},
      million: {type: 'boolean', default: false},
      one: {type: 'string'},
    },
  });
  const log = values.json ? () => {} : (s: string) => process.stdout.write(s + '\n');
  if (values.one) {
    // Child: one size, its figures as the last line of JSON.
    const size = Number(values.one);
    const r = await measureSize(size, size === 10_000, s => process.stderr.write(s + '\n'));
    process.stdout.write(JSON.stringify(r) + '\n');
    return;
  }
  const sizes = values
    .sizes!.split(',')
    .map(Number)
    .filter(n => n > 0);
  if (values.million && !sizes.includes(1_000_000)) sizes.push(1_000_000);
  const bySize: Record<string, SizeResult> = {};
  for (const size of sizes) {
    const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--one', String(size)], {
      encoding: 'utf8',
      maxBuffer: 1 << 24,
      stdio: ['ignore', 'pipe', values.json ? 'ignore' : 'inherit'],
    });
    bySize[String(size)] = JSON.parse(out.trim().split('\n').at(-1)!) as SizeResult;
  }
  const search = Object.fromEntries(Object.entries(bySize).map(([k, r]) => [k, r.search]));
  // The largest build is the headline ingest figure: the rate a big import sustains.
  const ingest = {memoriesPerSecond: bySize[String(Math.max(...sizes))]!.memoriesPerSecond, bySize: Object.fromEntries(Object.entries(bySize).map(([k, r]) => [k, r.memoriesPerSecond]))};
  const context = Object.values(bySize).find(r => r.context)?.context ?? null;
  const disk = Object.fromEntries(Object.entries(bySize).map(([k, r]) => [k, {mb: r.diskMb, parts: r.diskParts}]));
  const peakRssMb = Object.fromEntries(Object.entries(bySize).map(([k, r]) => [k, r.peakRssMb]));
  const overview = Object.fromEntries(Object.entries(bySize).map(([k, r]) => [k, r.overview]));
  log(`\n${'size'.padStart(9)} ${'ingest/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'disk MB'.padStart(8)} ${'peak MB'.padStart(8)}`);
  for (const [k, r] of Object.entries(bySize)) {
    log(
      `${k.padStart(9)} ${String(r.memoriesPerSecond).padStart(9)} ${String(r.search.p50Ms).padStart(7)} ${String(r.search.p95Ms).padStart(7)} ${String(r.diskMb).padStart(8)} ${String(r.peakRssMb).padStart(8)}`,
    );
  }
  if (values.json) process.stdout.write(JSON.stringify({ingest, search, context, overview, disk, peakRssMb}, null, 2) + '\n');
}

main().catch(error => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
