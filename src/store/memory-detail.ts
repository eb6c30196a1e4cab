/** What `memories show` and `memories delete` read beyond a memory's own row. */
import type {DB} from './db.js';
import {getMemory, memoryEntityNames, memoryHistory, toJson} from './memories.js';

export interface SourceMessage {
  id: number;
  conversationId: number;
  role: string;
  content: string;
  createdAt: string;
}

/** The chat message a memory was learned from, if it still exists. */
function sourceMessage(db: DB, messageId: number): SourceMessage | null {
  return (db.prepare('SELECT id, conversation_id AS conversationId, role, content, created_at AS createdAt FROM messages WHERE id = ?').get(messageId) as SourceMessage | undefined) ?? null;
}

export interface SummaryDetail {
  id: number;
  periodStart: string;
  periodEnd: string;
  summary: string;
  keyInsights: string[];
  importantEvents: string[];
  learnedPreferences: string[];
  entities: string[];
  context: string;
  memoryCount: number;
  method: string;
  createdAt: string;
  /** The archived memories it holds, oldest first. */
  memories: Array<{id: number; content: string; occurredAt: string; importance: number}>;
}

/** A weekly summary with the memories it holds, or null. */
export function summaryDetail(db: DB, id: number): SummaryDetail | null {
  const s = db
    .prepare(`SELECT id, period_start AS periodStart, period_end AS periodEnd, summary, key_insights AS keyInsights, important_events AS importantEvents,
      learned_preferences AS learnedPreferences, entities, context, memory_count AS memoryCount, method, created_at AS createdAt FROM memory_summaries WHERE id = ?`)
    .get(id) as Record<string, unknown> | undefined;
  if (!s) return null;
  const memories = db.prepare('SELECT id, content, occurred_at AS occurredAt, importance FROM memories WHERE archived_in = ? ORDER BY occurred_at, id').all(id) as SummaryDetail['memories'];
  const list = (v: unknown) => JSON.parse(String(v ?? '[]')) as string[];
  return {
    ...(s as unknown as SummaryDetail),
    keyInsights: list(s.keyInsights),
    importantEvents: list(s.importantEvents),
    learnedPreferences: list(s.learnedPreferences),
    entities: list(s.entities),
    memories,
  };
}

/** Active memories that happened before `iso` (for `memories delete --before`). */
export function activeMemoryIdsBefore(db: DB, iso: string): number[] {
  return db.prepare('SELECT id FROM memories WHERE occurred_at < ? AND archived_in IS NULL').pluck().all(iso) as number[];
}

/** `memories show --json` of a memory (and MCP's `get_memory`): its row, people, source message and history; null when there is no such memory. */
export function memoryDetail(db: DB, id: number) {
  const m = getMemory(db, id);
  if (!m) return null;
  const source = m.sourceMessageId ? sourceMessage(db, m.sourceMessageId) : null;
  return {
    ...toJson(m, memoryEntityNames(db, id)),
    sentiment: m.sentiment,
    lastAccessed: m.lastAccessed,
    accessCount: m.accessCount,
    sourceRef: m.sourceRef,
    speaker: m.speaker,
    archivedIn: m.archivedIn,
    source,
    history: memoryHistory(db, id),
  };
}

/** When a memory that no longer exists was deleted (its history keeps that line), else null. */
export function deletedAt(db: DB, id: number): string | null {
  return memoryHistory(db, id).find(h => h.action === 'deleted')?.at ?? null;
}
