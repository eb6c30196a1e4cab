/**
 * What the chat reads about recent activity: the user's last messages (for the input
 * history) and what recent conversations left behind (open tasks, people), for the
 * greeting's suggestions. Read-only.
 */
import type {DB} from './db.js';

/** The user's last `n` messages across conversations, oldest first (the prompt's Up history). */
export function recentUserInputs(db: DB, n: number): string[] {
  return (db.prepare("SELECT content FROM messages WHERE role = 'user' ORDER BY id DESC LIMIT ?").pluck().all(n) as string[]).reverse();
}

/** Open tasks, newest first. */
export function recentOpenTasks(db: DB, n: number): Array<{id: number; description: string; due: string | null; createdAt: string}> {
  return db
    .prepare(`SELECT id, description, due, created_at AS createdAt FROM tasks WHERE status = 'open'
      ORDER BY created_at DESC, id DESC LIMIT ?`)
    .all(n) as Array<{id: number; description: string; due: string | null; createdAt: string}>;
}

/** Named people mentioned since `since` (ISO), most recent first. */
export function recentlyMentionedPeople(db: DB, since: string, n: number): Array<{name: string; relation: string | null; gender: 'female' | 'male' | null}> {
  return db
    .prepare(`SELECT name, relation, gender FROM entities WHERE kind = 'person' AND unnamed = 0 AND last_mentioned >= ?
      ORDER BY last_mentioned DESC, id DESC LIMIT ?`)
    .all(since, n) as Array<{name: string; relation: string | null; gender: 'female' | 'male' | null}>;
}
