/**
 * Past conversations as `magis log` shows them: each with its messages and, for the assistant's,
 * the engine and model that answered (kept in the message's `meta` by the turn).
 */
import type {Context} from '../domain/types.js';
import type {DB} from './db.js';

export interface LoggedMessage {
  id: number;
  role: 'user' | 'assistant' | 'system';
  content: string;
  createdAt: string;
  /** `offline` or `llm` for the assistant's messages; null for the user's. */
  engine: string | null;
  model: string | null;
}

export interface ConversationEntry {
  id: number;
  title: string | null;
  context: Context;
  createdAt: string;
  updatedAt: string;
  messages: number;
  /** Who answered in it: engines and models, each once, in the order they first answered. */
  engines: string[];
  models: string[];
}

interface Meta {
  engine?: unknown;
  model?: unknown;
}

function readMeta(text: string | null): {engine: string | null; model: string | null} {
  if (!text) return {engine: null, model: null};
  try {
    const m = JSON.parse(text) as Meta;
    return {engine: typeof m.engine === 'string' ? m.engine : null, model: typeof m.model === 'string' ? m.model : null};
  } catch {
    return {engine: null, model: null};
  }
}

/** Conversations, most recently active first; `limit` 0 = all. */
export function conversationLog(db: DB, limit: number): ConversationEntry[] {
  const rows = db
    .prepare(`SELECT c.id, c.title, c.context, c.created_at AS createdAt, c.updated_at AS updatedAt,
        (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id) AS messages
      FROM conversations c ORDER BY c.updated_at DESC, c.id DESC${limit > 0 ? ' LIMIT ?' : ''}`)
    .all(...(limit > 0 ? [limit] : [])) as Array<Omit<ConversationEntry, 'engines' | 'models'>>;
  const metas = db.prepare("SELECT meta FROM messages WHERE conversation_id = ? AND role = 'assistant' AND meta IS NOT NULL ORDER BY id").pluck();
  return rows.map(r => {
    const seen = (metas.all(r.id) as string[]).map(readMeta);
    return {...r, engines: unique(seen.map(s => s.engine)), models: unique(seen.map(s => s.model))};
  });
}

const unique = (xs: Array<string | null>) => [...new Set(xs.filter((x): x is string => x !== null))];

/** One conversation with its messages (the last `limit`, oldest first; 0 = all), or null. */
export function conversationMessages(db: DB, id: number, limit: number): {conversation: Omit<ConversationEntry, 'engines' | 'models'> & {summary: string | null}; messages: LoggedMessage[]} | null {
  const conversation = db
    .prepare(`SELECT id, title, context, summary, created_at AS createdAt, updated_at AS updatedAt,
      (SELECT count(*) FROM messages m WHERE m.conversation_id = conversations.id) AS messages FROM conversations WHERE id = ?`)
    .get(id) as (Omit<ConversationEntry, 'engines' | 'models'> & {summary: string | null}) | undefined;
  if (!conversation) return null;
  const rows = db
    .prepare(`SELECT id, role, content, created_at AS createdAt, meta FROM messages WHERE conversation_id = ? ORDER BY id DESC${limit > 0 ? ' LIMIT ?' : ''}`)
    .all(...(limit > 0 ? [id, limit] : [id])) as Array<Omit<LoggedMessage, 'engine' | 'model'> & {meta: string | null}>;
  const messages = rows.reverse().map(({meta, ...m}) => ({...m, ...(m.role === 'assistant' ? readMeta(meta) : {engine: null, model: null})}));
  return {conversation, messages};
}
