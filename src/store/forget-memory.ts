/**
 * Forgetting means forgotten: when a memory is deleted, the messages that carried or quoted it
 * (the user's message it came from, an assistant reply that repeated it) and the summaries that
 * quoted it lose that text too. What remains is a marker that something was forgotten, and the
 * memory's own "deleted" history line (which keeps no content).
 */
import {STOPWORDS, fold, indexBody, tokenize} from '../text/words.js';
import {forgetInJournal} from './journal.js';
import type {DB} from './db.js';

/** What replaces a message that carried or quoted a forgotten memory. */
export const FORGOTTEN_MARK = '[forgotten]';

/** Words of the memory that point at it: long, not a stop word, or holding a digit (a password, a number). */
export function tellingWords(content: string): string[] {
  return [...new Set(tokenize(content).filter(w => !STOPWORDS.has(w) && (w.length >= 4 || /\d/.test(w))))];
}

/** A token mixing letters and digits ("lucia1950", "ab12cd") is secret-like: one occurrence is a quote. */
const secretLike = (w: string) => /\d/.test(w) && /\p{L}/u.test(w) && w.length >= 5;

/**
 * Whether `text` quotes the memory: it holds the memory's whole text, a secret-like word of it, or
 * most (≥ 3/5, so a reply paraphrasing with a few words of its own still counts) of its telling words.
 */
export function quotes(text: string, content: string, words = tellingWords(content)): boolean {
  const t = fold(text).replace(/\s+/g, ' ');
  if (t.includes(fold(content).replace(/\s+/g, ' ').trim())) return true;
  const have = new Set(tokenize(text));
  if (words.some(w => secretLike(w) && have.has(w))) return true;
  if (words.length < 2) return false;
  return words.filter(w => have.has(w)).length / words.length >= 0.6;
}

/** Drops the sentences of `text` that quote the memory; null when nothing changed. */
export function dropQuotingSentences(text: string, content: string): string | null {
  const parts = text.split(/(?<=[.!?;\n])\s+/);
  const kept = parts.filter(p => !quotes(p, content));
  if (kept.length === parts.length) return null;
  return kept.join(' ').trim() || FORGOTTEN_MARK;
}

/**
 * Scrubs every trace of a memory's text outside the memories table. Call inside the delete's
 * transaction, before the row goes (it reads the source message id and archive link).
 */
export function scrubMemoryText(db: DB, memory: {id: number; content: string; sourceMessageId: number | null; archivedIn: number | null}): void {
  const words = tellingWords(memory.content);
  // Candidates by SQL: messages holding one of the memory's longest words, as written and folded
  // (LIKE ignores ASCII case only, so "Código" and "codigo" are both probed). A quote repeats the
  // rarest words, so a message without any of them is not one.
  const longest = [...words].sort((a, b) => b.length - a.length).slice(0, 3);
  const written = (memory.content.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(w => longest.includes(fold(w)));
  const probes = [...new Set([...longest, ...written])];
  const candidates = probes.length
    ? (db.prepare(`SELECT id, content FROM messages WHERE ${probes.map(() => 'lower(content) LIKE ?').join(' OR ')}`).all(...probes.map(p => `%${p}%`)) as Array<{id: number; content: string}>)
    : [];
  // A conversation's title is its first message's opening words: it goes with that message.
  const sourceText = memory.sourceMessageId === null ? null : (db.prepare('SELECT content FROM messages WHERE id = ?').pluck().get(memory.sourceMessageId) as string | undefined) ?? null;
  const titles = db.prepare('SELECT id, title FROM conversations WHERE title IS NOT NULL').all() as Array<{id: number; title: string}>;
  for (const c of titles) {
    if ((sourceText && sourceText.startsWith(c.title)) || quotes(c.title, memory.content, words)) db.prepare('UPDATE conversations SET title = ? WHERE id = ?').run(FORGOTTEN_MARK, c.id);
  }
  const mark = db.prepare('UPDATE messages SET content = ? WHERE id = ?');
  if (memory.sourceMessageId !== null) mark.run(FORGOTTEN_MARK, memory.sourceMessageId);
  for (const m of candidates) if (m.id !== memory.sourceMessageId && quotes(m.content, memory.content, words)) mark.run(FORGOTTEN_MARK, m.id);

  const convs = db.prepare('SELECT id, summary FROM conversations WHERE summary IS NOT NULL').all() as Array<{id: number; summary: string}>;
  for (const c of convs) {
    const next = dropQuotingSentences(c.summary, memory.content);
    if (next !== null) db.prepare('UPDATE conversations SET summary = ? WHERE id = ?').run(next, c.id);
  }
  scrubSummaries(db, memory);
  // The undo journal may hold what was learned from it (a task's words, an event's title).
  forgetInJournal(db, memory.id, memory.sourceMessageId);
}

function scrubSummaries(db: DB, memory: {id: number; content: string; archivedIn: number | null}): void {
  const rows = db.prepare('SELECT id, summary, key_insights AS keyInsights, important_events AS importantEvents, learned_preferences AS learnedPreferences, entities FROM memory_summaries').all() as Array<Record<string, string> & {id: number}>;
  for (const s of rows) {
    const summary = dropQuotingSentences(s.summary!, memory.content);
    const lists = (['keyInsights', 'importantEvents', 'learnedPreferences'] as const).map(k => {
      const items = JSON.parse(s[k] ?? '[]') as string[];
      const kept = items.filter(i => !quotes(i, memory.content));
      return kept.length === items.length ? null : JSON.stringify(kept);
    });
    const holds = memory.archivedIn === s.id;
    if (summary === null && lists.every(l => l === null) && !holds) continue;
    db.prepare(`UPDATE memory_summaries SET summary = coalesce(?, summary), key_insights = coalesce(?, key_insights), important_events = coalesce(?, important_events),
        learned_preferences = coalesce(?, learned_preferences), memory_count = memory_count - ? WHERE id = ?`).run(summary, lists[0], lists[1], lists[2], holds ? 1 : 0, s.id);
    // The summary's search text held its originals' words: rebuilt without the forgotten one.
    const others = db.prepare('SELECT content FROM memories WHERE archived_in = ? AND id != ?').pluck().all(s.id, memory.id) as string[];
    const body = indexBody([summary ?? s.summary, ...(JSON.parse(s.entities ?? '[]') as string[]), ...others]);
    db.prepare('DELETE FROM summaries_fts WHERE rowid = ?').run(s.id);
    db.prepare('INSERT INTO summaries_fts (rowid, body) VALUES (?, ?)').run(s.id, body);
  }
}
