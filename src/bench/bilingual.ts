/**
 * `npm run bench:bilingual [-- --json]`: cross-language recall on a small bilingual set
 * (bilingual-set.ts), through the product's ingestion and ranking, with the bilingual expansion
 * on and off; and how often a question nothing answers still gets a result (the relevance floor).
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {createOfflineEmbedder} from '../embedding/offline.js';
import {searchMemories} from '../retrieval/search.js';
import {lexiconSize} from '../retrieval/bilingual.js';
import {importRecords} from '../store/ingest.js';
import {Store} from '../store/store.js';
import {MEMORIES, QUERIES} from './bilingual-set.js';
import {INFLECTIONS} from './inflection-set.js';

const NOW = new Date('2026-03-10T12:00:00Z');
const KS = [1, 5] as const;

interface Row {
  setting: string;
  queries: number;
  'R@1': number;
  'R@5': number;
  crossR5: number;
  /** Share of the no-answer questions that still got a result (lower is better). */
  falseShown: number;
}

/** One-word Portuguese queries in another inflection than their memory ("consultas" → "consulta"). */
async function inflectionRecall(home: string): Promise<{queries: number; 'R@1': number; 'R@5': number}> {
  const store = await Store.open({home, now: NOW, env: {}, embedder: createOfflineEmbedder()});
  try {
    await importRecords(
      store,
      INFLECTIONS.map((c, i) => {
        const at = new Date(Date.parse('2026-01-01T10:00:00Z') + i * 86_400_000).toISOString();
        return {content: c.memory, occurredAt: at, createdAt: at, sourceRef: String(i)};
      }),
    );
    let r1 = 0;
    let r5 = 0;
    for (const [i, c] of INFLECTIONS.entries()) {
      const refs = searchMemories(store.db, c.query, {now: NOW, embedder: store.embedder, limit: 5}).map(h => h.sourceRef);
      if (refs[0] === String(i)) r1++;
      if (refs.includes(String(i))) r5++;
    }
    const r = (n: number) => Math.round((n / INFLECTIONS.length) * 1000) / 1000;
    return {queries: INFLECTIONS.length, 'R@1': r(r1), 'R@5': r(r5)};
  } finally {
    store.close();
  }
}

async function main(): Promise<void> {
  const {values} = parseArgs({options: {json: {type: 'boolean'}}});
  const root = mkdtempSync(join(tmpdir(), 'magis-bilingual-'));
  try {
    const store = await Store.open({home: join(root, 'home'), now: NOW, env: {}, embedder: createOfflineEmbedder()});
    // A day apart, so neighbouring-turn context does not join unrelated memories.
    await importRecords(
      store,
      MEMORIES.map((m, i) => {
        const at = new Date(Date.parse('2026-01-01T10:00:00Z') + i * 86_400_000).toISOString();
        return {content: m.content, occurredAt: at, createdAt: at, sourceRef: m.ref};
      }),
    );
    const rows: Row[] = [];
    for (const [setting, crossLanguage, strict] of [
      ['no expansion', false, false],
      ['bilingual expansion', true, false],
      ['bilingual + strict floor', true, true],
    ] as const) {
      const hits = {1: 0, 5: 0} as Record<number, number>;
      let cross = 0;
      let crossHits = 0;
      let answerable = 0;
      let empty = 0;
      let shown = 0;
      for (const q of QUERIES) {
        const refs = searchMemories(store.db, q.query, {now: NOW, embedder: store.embedder, limit: 5, crossLanguage, strict}).map(h => h.sourceRef);
        if (!q.expect.length) {
          empty++;
          if (refs.length) shown++;
          continue;
        }
        answerable++;
        for (const k of KS) if (refs.slice(0, k).some(r => r && q.expect.includes(r))) hits[k]!++;
        if (q.cross) {
          cross++;
          if (refs.slice(0, 5).some(r => r && q.expect.includes(r))) crossHits++;
        }
      }
      const r = (n: number, d: number) => Math.round((n / Math.max(1, d)) * 1000) / 1000;
      rows.push({setting, queries: QUERIES.length, 'R@1': r(hits[1]!, answerable), 'R@5': r(hits[5]!, answerable), crossR5: r(crossHits, cross), falseShown: r(shown, empty)});
    }
    store.close();
    const inflection = await inflectionRecall(join(root, 'inflection'));
    if (values.json) {
      console.log(JSON.stringify({lexiconPairs: lexiconSize(), memories: MEMORIES.length, rows, inflection}, null, 2));
      return;
    }
    console.log(`Bilingual recall: ${MEMORIES.length} memories, ${QUERIES.length} queries, lexicon of ${lexiconSize()} concept pairs`);
    console.log('setting                      R@1    R@5  cross R@5  no-answer shown');
    for (const row of rows) console.log(`${row.setting.padEnd(26)} ${row['R@1'].toFixed(3)}  ${row['R@5'].toFixed(3)}      ${row.crossR5.toFixed(3)}            ${row.falseShown.toFixed(3)}`);
    console.log(`\nPortuguese inflection (inflection-set.ts): ${inflection.queries} one-word queries, R@1 ${inflection['R@1'].toFixed(3)}, R@5 ${inflection['R@5'].toFixed(3)}`);
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
}

await main();
