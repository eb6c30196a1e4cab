/**
 * What a conversation was just about, for grounding: the bookings the last messages made or changed
 * ("marquei o ortodontista pro dia 15" then "não, dia 14" means that one), read from the world
 * journal, so it holds across `magis ask` processes as in the chat.
 */
import type {ItemKey} from '../domain/plan.js';
import type {DB} from './db.js';

/** How many of the conversation's latest messages that changed a booking count as "just said". */
const FOCUS_MESSAGES = 2;

/**
 * Checkups and events the conversation's latest messages (before `beforeMessageId`) made or changed,
 * newest first; `latest` marks those of the very last such message (what "não, dia 9" corrects).
 */
export function focusItems(db: DB, conversationId: number, beforeMessageId: number): Array<ItemKey & {latest: boolean}> {
  const rows = db
    .prepare(`SELECT c.tbl, c.row_id AS id, b.id AS batch FROM world_changes c JOIN world_batches b ON b.id = c.batch_id
      JOIN messages m ON m.id = b.message_id
      WHERE m.conversation_id = ? AND m.id < ? AND b.undone_at IS NULL AND c.tbl IN ('checkups', 'events')
      ORDER BY b.id DESC, c.id DESC LIMIT 50`)
    .all(conversationId, beforeMessageId) as Array<{tbl: 'checkups' | 'events'; id: number; batch: number}>;
  const batches = [...new Set(rows.map(r => r.batch))].slice(0, FOCUS_MESSAGES);
  const out: Array<ItemKey & {latest: boolean}> = [];
  for (const r of rows) if (batches.includes(r.batch) && !out.some(k => k.table === r.tbl && k.id === r.id)) out.push({table: r.tbl, id: r.id, latest: r.batch === batches[0]});
  return out;
}
