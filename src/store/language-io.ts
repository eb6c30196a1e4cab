/** What the user-language choice reads from the store: the profile's setting and recent messages. */
import type {DB} from './db.js';
import {parseLocale, type Locale, withLocale} from '../text/language.js';
import {FORGOTTEN_MARK} from './forgotten-mark.js';

/** The `language` profile key ("pt", "en", "português"…), or null when unset. */
export function profileLanguage(db: DB): string | null {
  return (db.prepare("SELECT value FROM profile WHERE key = 'language'").pluck().get() as string | undefined) ?? null;
}

/** The `locale` profile key (en-GB, en-US, pt-PT, pt-BR), or null when unset. */
export function profileLocale(db: DB): Locale | null {
  return parseLocale(db.prepare("SELECT value FROM profile WHERE key = 'locale'").pluck().get() as string | undefined);
}

/** The environment with the profile's locale in place of the system's, when the user set one. */
export function userEnv<E extends {LANG?: string; LC_ALL?: string}>(db: DB, env: E): E {
  return withLocale(env, profileLocale(db));
}

/**
 * The user's latest words, newest first: their chat messages (never the assistant's replies), or,
 * for someone who only uses `memories add`/`import`, the memories they wrote. A message whose text
 * was forgotten (an undo, a deleted memory) is no longer their words: its marker, read as
 * Portuguese, turned an English user's next `undo` reply into Portuguese.
 */
export function recentUserMessages(db: DB, limit: number): string[] {
  const messages = db.prepare("SELECT content FROM messages WHERE role = 'user' AND content <> ? ORDER BY id DESC LIMIT ?").pluck().all(FORGOTTEN_MARK, limit) as string[];
  if (messages.length) return messages;
  return db.prepare('SELECT content FROM memories ORDER BY id DESC LIMIT ?').pluck().all(limit) as string[];
}
