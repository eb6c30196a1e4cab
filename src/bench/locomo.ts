/**
 * `npm run bench:locomo -- --data FILE [--k 1,5,10,20] [--json]`: retrieval recall on LoCoMo
 * through the product's own ingestion (`importRecords`) and ranking (`searchMemories`).
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {searchMemories} from '../retrieval/search.js';
import {DEFAULT_WEIGHTS, type Weights} from '../retrieval/rank.js';
import {createOfflineEmbedder} from '../embedding/offline.js';
import type {Embedder} from '../embedding/embedder.js';
import {importRecords} from '../store/ingest.js';
import {Store} from '../store/store.js';
import {loadLocomo, turnRecords, type Conversation} from './locomo-data.js';
import {emptyTally, addQuestion, summarise, type Summary} from './recall.js';

const CATEGORY_NAMES: Record<number, string> = {1: 'multi-hop', 2: 'temporal', 3: 'open-domain', 4: 'single-hop'};

interface RunOptions {
  ks: number[];
  /** Builds the embedder for a fresh store; null = the offline default. */
  embedder: () => Promise<Embedder>;
  /** Ranking weights to try instead of the product's (tuning aid; the product always uses its defaults). */
  weights?: Weights;
  /** Print the questions whose evidence is not in the top 10 (tuning aid). */
  misses?: boolean;
}

/** Recall of one conversation set with one embedder. */
export async function runLocomo(convs: Conversation[], opts: RunOptions): Promise<Summary> {
  const maxK = Math.max(...opts.ks, 10);
  const overall = emptyTally(opts.ks);
  const byCategory = new Map<number, ReturnType<typeof emptyTally>>();
  for (const conv of convs) {
    const root = mkdtempSync(join(tmpdir(), 'magis-locomo-'));
    try {
      const last = conv.turns.reduce((a, t) => (t.at > a ? t.at : a), conv.turns[0]!.at);
      // "Now" is the day after the conversation ends, as if the user asked right afterwards.
      const now = new Date(Date.parse(last) + 86_400_000);
      const store = await Store.open({home: join(root, 'home'), now, env: {}, embedder: await opts.embedder()});
      try {
        await importRecords(store, turnRecords(conv));
        for (const q of conv.questions) {
          const e = store.embedder;
          const queryVector = e && !e.embedSync ? (await e.embed([q.question]))[0] : undefined;
          const hits = searchMemories(store.db, q.question, {now, embedder: e, queryVector, limit: maxK, weights: opts.weights});
          const ranked = hits.map(h => h.sourceRef).filter((r): r is string => !!r);
          addQuestion(overall, ranked, q.gold);
          let cat = byCategory.get(q.category);
          if (!cat) byCategory.set(q.category, (cat = emptyTally(opts.ks)));
          addQuestion(cat, ranked, q.gold);
          if (opts.misses && !q.gold.every(g => ranked.slice(0, 10).includes(g))) {
            const pos = q.gold.map(g => `${g}@${ranked.indexOf(g) + 1 || '-'}`).join(' ');
            process.stderr.write(`[${conv.id} c${q.category}] ${q.question}  → ${pos}\n`);
          }
        }
      } finally {
        store.close();
      }
    } finally {
      rmSync(root, {recursive: true, force: true});
    }
  }
  const cats: Record<string, Record<string, number>> = {};
  for (const [c, t] of [...byCategory].sort((a, b) => a[0] - b[0])) cats[CATEGORY_NAMES[c] ?? String(c)] = {n: t.n, ...summarise(t).overall};
  return {...summarise(overall), byCategory: cats};
}

function table(title: string, s: Summary, ks: number[]): string {
  const cols = [...ks.map(k => `R@${k}`), 'any@10', 'all@10'];
  const rows: Array<[string, number, Record<string, number>]> = [['overall', s.questions, s.overall]];
  for (const [name, r] of Object.entries(s.byCategory)) rows.push([name, r.n ?? 0, r]);
  const fmt = (x: number | undefined) => (x === undefined ? '' : x.toFixed(3)).padStart(7);
  const lines = [title, `${'category'.padEnd(12)}${'n'.padStart(5)}${cols.map(c => c.padStart(7)).join('')}`];
  for (const [name, n, r] of rows) lines.push(`${name.padEnd(12)}${String(n).padStart(5)}${cols.map(c => fmt(r[c])).join('')}`);
  return lines.join('\n');
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      data: {type: 'string', default: '/work/shared/bench/locomo-dev.json'},
      k: {type: 'string', default: '1,5,10,20'},
      json: {type: 'boolean', default: false},
      conv: {type: 'string'},
      misses: {type: 'boolean', default: false},
      weights: {type: 'string'},
    },
  });
  const ks = values
    .k!.split(',')
    .map(Number)
    .filter(n => Number.isInteger(n) && n > 0);
  let convs = loadLocomo(values.data!);
  if (values.conv) {
    const only = new Set(values.conv.split(','));
    convs = convs.filter(c => only.has(c.id));
  }
  const weights = values.weights ? {...DEFAULT_WEIGHTS, ...(JSON.parse(values.weights) as Partial<Weights>)} : undefined;
  const results: Record<string, Summary> = {};
  results.offline = await runLocomo(convs, {ks, embedder: async () => createOfflineEmbedder(), misses: values.misses, weights});
  const model = (process.env.MAGIS_EMBEDDING_MODEL ?? '').trim();
  if (model && (process.env.OPENAI_BASE_URL ?? '').trim()) {
    const {configuredEmbedder} = await import('../store/store.js');
    const {loadSettings} = await import('../config/settings.js');
    const settings = loadSettings(mkdtempSync(join(tmpdir(), 'magis-locomo-cfg-')), process.env);
    results[`endpoint:${model}`] = await runLocomo(convs, {ks, embedder: () => configuredEmbedder(settings), weights});
  }
  if (values.json) {
    const {offline, ...others} = results;
    const out: Record<string, unknown> = {...offline};
    if (Object.keys(others).length) out.endpoints = others;
    process.stdout.write(JSON.stringify(out, null, 2) + '\n');
  } else {
    for (const [name, s] of Object.entries(results)) process.stdout.write(table(`LoCoMo retrieval (${name} embedder), ${s.questions} questions`, s, ks) + '\n\n');
  }
}

main().catch(error => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
