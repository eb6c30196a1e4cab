/** What the user-language choice reads from the store: the profile's setting and recent messages. */
import type {DB} from './db.js';

/** The `language` profile key ("pt", "en", "português"…), or null when unset. */
export function profileLanguage(db: DB): string | null {
  return (db.prepare("SELECT value FROM profile WHERE key = 'language'").pluck().get() as string | undefined) ?? null;
}

/**
 * The user's latest words, newest first: their chat messages (never the assistant's replies), or,
 * for someone who only uses `memories add`/`import`, the memories they wrote.
 */
export function recentUserMessages(db: DB, limit: number): string[] {
  const messages = db.prepare("SELECT content FROM messages WHERE role = 'user' ORDER BY id DESC LIMIT ?").pluck().all(limit) as string[];
  if (messages.length) return messages;
  return db.prepare('SELECT content FROM memories ORDER BY id DESC LIMIT ?').pluck().all(limit) as string[];
}
