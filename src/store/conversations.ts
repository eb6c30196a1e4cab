import type {Context} from '../domain/types.js';
import type {DB} from './db.js';

export interface Conversation {
  id: number;
  title: string | null;
  context: Context;
  summary: string | null;
  summaryUpto: number;
  createdAt: string;
  updatedAt: string;
}

export interface Message {
  id: number;
  conversationId: number;
  role: 'user' | 'assistant' | 'system';
  content: string;
  createdAt: string;
}

const CONV = 'id, title, context, summary, summary_upto AS summaryUpto, created_at AS createdAt, updated_at AS updatedAt';

export function getConversation(db: DB, id: number): Conversation | undefined {
  return db.prepare(`SELECT ${CONV} FROM conversations WHERE id = ?`).get(id) as Conversation | undefined;
}

export function latestConversation(db: DB): Conversation | undefined {
  return db.prepare(`SELECT ${CONV} FROM conversations ORDER BY updated_at DESC, id DESC LIMIT 1`).get() as Conversation | undefined;
}

export function newConversation(db: DB, context: Context, at: string): Conversation {
  const info = db.prepare('INSERT INTO conversations (context, created_at, updated_at) VALUES (?, ?, ?)').run(context, at, at);
  return getConversation(db, Number(info.lastInsertRowid))!;
}

export function addMessage(db: DB, conversationId: number, role: Message['role'], content: string, at: string, meta?: unknown): number {
  const info = db
    .prepare('INSERT INTO messages (conversation_id, role, content, created_at, meta) VALUES (?, ?, ?, ?, ?)')
    .run(conversationId, role, content, at, meta === undefined ? null : JSON.stringify(meta));
  db.prepare('UPDATE conversations SET updated_at = ?, title = coalesce(title, ?) WHERE id = ?').run(at, role === 'user' ? content.slice(0, 60) : null, conversationId);
  return Number(info.lastInsertRowid);
}

/** The last `n` messages of a conversation, oldest first. */
export function recentMessages(db: DB, conversationId: number, n: number): Message[] {
  const rows = db
    .prepare(`SELECT id, conversation_id AS conversationId, role, content, created_at AS createdAt FROM messages
      WHERE conversation_id = ? ORDER BY id DESC LIMIT ?`)
    .all(conversationId, n) as Message[];
  return rows.reverse();
}

/** Messages after `afterId` (those the running summary has not folded in yet). */
export function messagesAfter(db: DB, conversationId: number, afterId: number): Message[] {
  return db
    .prepare(`SELECT id, conversation_id AS conversationId, role, content, created_at AS createdAt FROM messages
      WHERE conversation_id = ? AND id > ? ORDER BY id`)
    .all(conversationId, afterId) as Message[];
}

export function setSummary(db: DB, conversationId: number, summary: string, uptoMessageId: number): void {
  db.prepare('UPDATE conversations SET summary = ?, summary_upto = ? WHERE id = ?').run(summary, uptoMessageId, conversationId);
}

export function setConversationContext(db: DB, conversationId: number, context: Context): void {
  db.prepare('UPDATE conversations SET context = ? WHERE id = ?').run(context, conversationId);
}
