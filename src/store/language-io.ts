/** What the user-language choice reads from the store: the profile's setting and recent messages. */
import type {DB} from './db.js';

/** The `language` profile key ("pt", "en", "português"…), or null when unset. */
export function profileLanguage(db: DB): string | null {
  return (db.prepare("SELECT value FROM profile WHERE key = 'language'").pluck().get() as string | undefined) ?? null;
}

/** The user's latest messages, newest first (what they typed, never the assistant's replies). */
export function recentUserMessages(db: DB, limit: number): string[] {
  return db.prepare("SELECT content FROM messages WHERE role = 'user' ORDER BY id DESC LIMIT ?").pluck().all(limit) as string[];
}
