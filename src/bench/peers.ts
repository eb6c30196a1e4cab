/**
 * `npm run bench:peers -- [--data FILE] [--size 10000] [--json]`: Magis beside the search
 * libraries a developer would pick instead (peer-engines.ts), in one run, on the same documents
 * and questions: the LoCoMo dev set of `bench:locomo` (recall, ingest time, search latency) and
 * the synthetic store and questions of `bench` (ingest time, search latency). Ratios are to Magis
 * measured in the same run, so load from elsewhere hits every engine alike.
 */
import {performance} from 'node:perf_hooks';
import {parseArgs} from 'node:util';
import {fts5Engine, magisEngine, miniSearchEngine, type PeerEngine} from './peer-engines.js';
import {loadLocomo, turnRecords} from './locomo-data.js';
import {addQuestion, emptyTally, summarise, type Tally} from './recall.js';
import {syntheticMemories, syntheticQueries} from './synthetic.js';

const ENGINES: Array<{name: string; make: (now: Date) => Promise<PeerEngine> | PeerEngine}> = [
  {name: 'magis', make: now => magisEngine(now)},
  {name: 'fts5-porter', make: () => fts5Engine()},
  {name: 'minisearch', make: () => miniSearchEngine()},
];

interface Figures {
  ingestMs: number;
  times: number[];
  tally?: Tally;
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const r2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Every engine indexes the same records, then each question is asked of every engine in turn
 * (the order rotating per question), so a burst of load from elsewhere on this shared machine
 * lands on all engines alike instead of on whichever block of questions it overlapped.
 */
async function timeEngines(
  engines: Array<{name: string; make: () => Promise<PeerEngine> | PeerEngine}>,
  records: Parameters<PeerEngine['add']>[0],
  questions: Array<{q: string; gold?: string[]}>,
  figures: Map<string, Figures>,
): Promise<void> {
  const open: Array<{engine: PeerEngine; into: Figures}> = [];
  try {
    for (const e of engines) {
      const engine = await e.make();
      const into = figures.get(e.name)!;
      open.push({engine, into});
      const t0 = performance.now();
      await engine.add(records);
      into.ingestMs += performance.now() - t0;
      for (const {q} of questions.slice(0, 10)) engine.search(q, 10); // warm-up
    }
    questions.forEach(({q, gold}, i) => {
      for (let j = 0; j < open.length; j++) {
        const {engine, into} = open[(i + j) % open.length]!;
        const t = performance.now();
        const ranked = engine.search(q, 10);
        into.times.push(performance.now() - t);
        if (gold && into.tally) addQuestion(into.tally, ranked, gold);
      }
    });
  } finally {
    for (const {engine} of open) engine.close();
  }
}

function report(title: string, figures: Map<string, Figures>, withRecall: boolean) {
  const base = figures.get('magis')!;
  const rows = [...figures].map(([name, f]) => {
    const recall = f.tally ? summarise(f.tally).overall : {};
    return {
      engine: name,
      ...(withRecall ? {'R@5': recall['R@5'] ?? 0, 'R@10': recall['R@10'] ?? 0} : {}),
      ingestMs: Math.round(f.ingestMs),
      ingestRatio: r2(f.ingestMs / base.ingestMs),
      p50Ms: r2(percentile(f.times, 50)),
      p95Ms: r2(percentile(f.times, 95)),
      p50Ratio: r2(percentile(f.times, 50) / percentile(base.times, 50)),
      p95Ratio: r2(percentile(f.times, 95) / percentile(base.times, 95)),
    };
  });
  return {title, rows};
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      data: {type: 'string', default: '/work/shared/bench/locomo-dev.json'},
      size: {type: 'string', default: '10000'},
      json: {type: 'boolean', default: false},
    },
  });
  const locomo = new Map<string, Figures>(ENGINES.map(e => [e.name, {ingestMs: 0, times: [], tally: emptyTally([5, 10])}]));
  for (const conv of loadLocomo(values.data!)) {
    const last = conv.turns.reduce((a, t) => (t.at > a ? t.at : a), conv.turns[0]!.at);
    const now = new Date(Date.parse(last) + 86_400_000);
    const questions = conv.questions.map(q => ({q: q.question, gold: q.gold}));
    await timeEngines(
      ENGINES.map(e => ({name: e.name, make: () => e.make(now)})),
      turnRecords(conv),
      questions,
      locomo,
    );
  }
  const size = Number(values.size);
  const now = new Date('2025-06-15T12:00:00Z');
  const records = syntheticMemories(size, now);
  const queries = syntheticQueries(300).map(q => ({q}));
  const synthetic = new Map<string, Figures>(ENGINES.map(e => [e.name, {ingestMs: 0, times: []}]));
  await timeEngines(
    ENGINES.map(e => ({name: e.name, make: () => e.make(now)})),
    records,
    queries,
    synthetic,
  );

  const out = [report('LoCoMo dev (bench:locomo data), recall and time', locomo, true), report(`synthetic ${size} memories (bench data)`, synthetic, false)];
  if (values.json) return void process.stdout.write(JSON.stringify(out, null, 2) + '\n');
  for (const t of out) {
    process.stdout.write(`\n${t.title}\n`);
    const cols = Object.keys(t.rows[0]!);
    process.stdout.write(cols.map(c => c.padStart(12)).join('') + '\n');
    for (const r of t.rows) process.stdout.write(cols.map(c => String((r as Record<string, unknown>)[c]).padStart(12)).join('') + '\n');
  }
}

main().catch(error => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
