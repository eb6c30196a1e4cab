import {isoWeek} from '../time/arithmetic.js';
import {indexBody} from '../text/words.js';
import {removeSearchRow} from './search-index.js';
import {type DB, writeTx} from './db.js';
import {embedAll, embedText} from './ingest.js';
import {entityNamesFor, getMemory, indexMemory, recordHistory, type Memory} from './memories.js';
import type {Store} from './store.js';
import {deleteVector, hasTable, putVector} from './vectors.js';
import {MONTH_NAMES_EN, MONTH_NAMES_PT} from '../text/months.js';

interface WeekPlan {
  week: string;
  periodStart: string;
  periodEnd: string;
  memoryIds: number[];
  context: Memory['context'];
}

export interface CompressPlan {
  weeks: WeekPlan[];
  total: number;
  kept: number;
}

/** Which memories a compression would fold, grouped by ISO week (pure over the rows given). */
export function planCompression(rows: Memory[], cutoff: string, keepImportance: number): CompressPlan {
  const weeks = new Map<string, WeekPlan>();
  let kept = 0;
  for (const m of rows) {
    if (m.occurredAt >= cutoff || m.archivedIn !== null) continue;
    if (m.importance >= keepImportance) {
      kept++;
      continue;
    }
    const iso = isoWeek(new Date(m.occurredAt));
    const week = iso.key;
    let w = weeks.get(week);
    if (!w) {
      w = {week, periodStart: iso.start.toISOString(), periodEnd: iso.end.toISOString(), memoryIds: [], context: m.context};
      weeks.set(week, w);
    }
    w.memoryIds.push(m.id);
  }
  const list = [...weeks.values()].sort((a, b) => a.periodStart.localeCompare(b.periodStart));
  return {weeks: list, total: list.reduce((n, w) => n + w.memoryIds.length, 0), kept};
}

const DECISION = /\b(decid|escolh|prefir|prefer|vou |will |marquei|agendei|scheduled|booked|comprei|bought|mudei|moved|comecei|started)/i;
const DATEISH = new RegExp(
  `\\b(\\d{1,2}[/:h]\\d{0,2}|segunda|terça|quarta|quinta|sexta|sábado|domingo|monday|tuesday|wednesday|thursday|friday|saturday|sunday|${[...MONTH_NAMES_PT, ...MONTH_NAMES_EN].join('|')})\\b`,
  'i',
);

/**
 * An extractive weekly summary: the sentences that carry names, dates and decisions, most
 * important first, within a length budget. No model needed, nothing invented.
 */
function extractiveSummary(
  memories: Array<Pick<Memory, 'content' | 'importance'> & {entities: string[]}>,
  budget = 700,
): {summary: string; keyInsights: string[]; importantEvents: string[]; learnedPreferences: string[]; entities: string[]} {
  const scored = memories
    .map((m, i) => {
      let s = m.importance;
      if (m.entities.length) s += 2;
      if (DECISION.test(m.content)) s += 2;
      if (DATEISH.test(m.content)) s += 1;
      return {m, s, i};
    })
    .sort((a, b) => b.s - a.s || a.i - b.i);
  const picked: typeof scored = [];
  let used = 0;
  for (const x of scored) {
    const text = x.m.content.replace(/\s+/g, ' ').trim();
    const cost = Math.min(text.length, 200) + 3;
    if (used + cost > budget && picked.length > 0) continue;
    picked.push(x);
    used += cost;
  }
  picked.sort((a, b) => a.i - b.i);
  const clip = (t: string) => (t.length > 200 ? t.slice(0, 197) + '…' : t);
  const lines = picked.map(x => clip(x.m.content.replace(/\s+/g, ' ').trim()));
  const entities = [...new Set(memories.flatMap(m => m.entities))];
  const omitted = memories.length - picked.length;
  const summary = lines.join(' · ') + (omitted > 0 ? ` (+${omitted} more)` : '');
  return {
    summary,
    keyInsights: picked.filter(x => x.m.importance >= 6).map(x => clip(x.m.content)),
    importantEvents: picked.filter(x => DATEISH.test(x.m.content)).map(x => clip(x.m.content)),
    learnedPreferences: memories.filter(m => /\b(prefir|prefer|gosto|like|love|adoro|odeio|hate)/i.test(m.content)).map(m => clip(m.content)),
    entities,
  };
}

export type Summarizer = (memories: Array<{content: string; occurredAt: string; entities: string[]}>) => Promise<string | null>;

/**
 * Folds each planned week into one summary. The originals leave the active store (no FTS row, no
 * vector) but stay in the table as an archive; the summary's index carries their words so their
 * content stays findable. One transaction for the whole operation.
 */
export async function compress(store: Store, plan: CompressPlan, summarize?: Summarizer, onProgress?: (done: number, total: number) => void): Promise<number[]> {
  const db = store.db;
  const at = store.nowIso();
  const prepared = [] as Array<{week: WeekPlan; text: ReturnType<typeof extractiveSummary>; body: string; method: string}>;
  for (const week of plan.weeks) {
    const rows = week.memoryIds.map(id => getMemory(db, id)!).filter(Boolean);
    const names = entityNamesFor(db, week.memoryIds);
    const items = rows.map(m => ({content: m.content, importance: m.importance, occurredAt: m.occurredAt, entities: names.get(m.id) ?? []}));
    const text = extractiveSummary(items);
    let method = 'extractive';
    if (summarize) {
      const abstractive = await summarize(items).catch(() => null);
      if (abstractive) (text.summary = abstractive), (method = 'llm');
    }
    const body = indexBody([text.summary, ...text.entities, ...rows.map(m => m.content)]);
    prepared.push({week, text, body, method});
    onProgress?.(prepared.length, plan.weeks.length);
  }
  const vectors = await embedAll(
    store,
    prepared.map(p => embedText({content: p.text.summary})),
  );
  const ids: number[] = [];
  writeTx(db, () => {
    prepared.forEach(({week, text, body, method}, i) => {
      const info = db
        .prepare(`INSERT INTO memory_summaries (period_start, period_end, summary, key_insights, important_events, learned_preferences,
          entities, context, memory_count, method, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
        .run(
          week.periodStart,
          week.periodEnd,
          text.summary,
          JSON.stringify(text.keyInsights),
          JSON.stringify(text.importantEvents),
          JSON.stringify(text.learnedPreferences),
          JSON.stringify(text.entities),
          week.context,
          week.memoryIds.length,
          method,
          at,
        );
      const sid = Number(info.lastInsertRowid);
      db.prepare('INSERT INTO summaries_fts (rowid, body) VALUES (?, ?)').run(sid, body);
      const v = vectors[i];
      if (v && hasTable(db, 'summaries_vec')) putVector(db, 'summaries_vec', sid, v);
      for (const id of week.memoryIds) {
        db.prepare('UPDATE memories SET archived_in = ? WHERE id = ?').run(sid, id);
        removeSearchRow(db, id);
        deleteVector(db, 'memories_vec', id);
        recordHistory(db, id, 'compressed', {summaryId: sid, week: week.week}, at);
      }
      ids.push(sid);
    });
  });
  return ids;
}

/** Restores a summary's memories to the active store and removes the summary. */
export async function uncompress(store: Store, summaryId: number): Promise<number[] | null> {
  const db: DB = store.db;
  const exists = db.prepare('SELECT id FROM memory_summaries WHERE id = ?').get(summaryId);
  if (!exists) return null;
  const ids = db.prepare('SELECT id FROM memories WHERE archived_in = ? ORDER BY id').pluck().all(summaryId) as number[];
  const rows = ids.map(id => getMemory(db, id)!);
  const vectors = await embedAll(store, rows.map(embedText));
  const at = store.nowIso();
  writeTx(db, () => {
    rows.forEach((m, i) => {
      db.prepare('UPDATE memories SET archived_in = NULL WHERE id = ?').run(m.id);
      indexMemory(db, m.id);
      const v = vectors[i];
      if (v && hasTable(db, 'memories_vec')) putVector(db, 'memories_vec', m.id, v);
      recordHistory(db, m.id, 'uncompressed', {summaryId}, at);
    });
    db.prepare('DELETE FROM summaries_fts WHERE rowid = ?').run(summaryId);
    deleteVector(db, 'summaries_vec', summaryId);
    db.prepare('DELETE FROM memory_summaries WHERE id = ?').run(summaryId);
  });
  return ids;
}
