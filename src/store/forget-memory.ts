/**
 * Forgetting means forgotten: when a memory is deleted, the messages that carried or quoted it
 * (the user's message it came from, an assistant reply that repeated it) and the summaries that
 * quoted it lose that text too. What remains is a marker that something was forgotten, and the
 * memory's own "deleted" history line (which keeps no content).
 */
import {kindWords} from '../text/kind-words.js';
import {STOPWORDS, fold, indexBody, tokenize} from '../text/words.js';
import {forgetInJournal} from './journal.js';
import type {DB} from './db.js';
import {deleteVector} from './vectors.js';
import {FORGOTTEN_MARK} from './forgotten-mark.js';

/** Words of the memory that point at it: long, not a stop word, or holding a digit (a password, a number). */
function tellingWords(content: string): string[] {
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
  const sourceText = memory.sourceMessageId === null ? null : ((db.prepare('SELECT content FROM messages WHERE id = ?').pluck().get(memory.sourceMessageId) as string | undefined) ?? null);
  const titles = db.prepare('SELECT id, title FROM conversations WHERE title IS NOT NULL').all() as Array<{id: number; title: string}>;
  for (const c of titles) {
    if (sourceText?.startsWith(c.title) || quotes(c.title, memory.content, words)) db.prepare('UPDATE conversations SET title = ? WHERE id = ?').run(FORGOTTEN_MARK, c.id);
  }
  // A marked message keeps who answered it (stats), not the question it left pending (names, kinds).
  const mark = db.prepare("UPDATE messages SET content = ?, meta = json_remove(meta, '$.pending') WHERE id = ?");
  const marked: Array<{id: number; content: string}> = [];
  if (memory.sourceMessageId !== null) {
    const source = db.prepare('SELECT id, content FROM messages WHERE id = ?').get(memory.sourceMessageId) as {id: number; content: string} | undefined;
    if (source) marked.push(source);
    mark.run(FORGOTTEN_MARK, memory.sourceMessageId);
    // The answer to that message restates it in words of its own ("Anotado: Bia (filha) tem
    // psiquiatra…"), which no quote test can be sure to catch: it goes with the message.
    for (const reply of repliesTo(db, memory.sourceMessageId)) {
      mark.run(FORGOTTEN_MARK, reply.id);
      marked.push(reply);
    }
  }
  for (const m of candidates) {
    if (m.id !== memory.sourceMessageId && quotes(m.content, memory.content, words)) {
      mark.run(FORGOTTEN_MARK, m.id);
      marked.push(m);
    }
  }
  scrubTitles(db, memory.content, marked);

  const convs = db.prepare('SELECT id, summary FROM conversations WHERE summary IS NOT NULL').all() as Array<{id: number; summary: string}>;
  for (const c of convs) {
    const next = dropQuotingSentences(c.summary, memory.content);
    if (next !== null) db.prepare('UPDATE conversations SET summary = ? WHERE id = ?').run(next, c.id);
  }
  scrubSummaries(db, memory);
  // The undo journal may hold what was learned from it (a task's words, an event's title).
  forgetInJournal(db, memory.id, memory.sourceMessageId);
}

/** The assistant's messages that answered a user message: those after it, up to the user's next one. */
function repliesTo(db: DB, messageId: number): Array<{id: number; content: string}> {
  return db
    .prepare(`SELECT r.id, r.content FROM messages m JOIN messages r ON r.conversation_id = m.conversation_id AND r.id > m.id AND r.role = 'assistant'
      WHERE m.id = ? AND NOT EXISTS (SELECT 1 FROM messages u WHERE u.conversation_id = m.conversation_id AND u.role = 'user' AND u.id > m.id AND u.id < r.id)`)
    .all(messageId) as Array<{id: number; content: string}>;
}

/**
 * What memories taught, as the words a message restating it would use: a checkup is its person
 * and its kind (as either language says it), an event its title, a task its description, a pet's
 * care the pet and the care. Read before those rows go (`memories delete --learned`).
 */
export function learnedPhrases(db: DB, memoryIds: number[]): string[] {
  const list = JSON.stringify(memoryIds);
  const inList = 'IN (SELECT value FROM json_each(?))';
  const out: string[] = [];
  const checkups = db.prepare(`SELECT e.name, c.kind, c.label FROM checkups c LEFT JOIN entities e ON e.id = c.entity_id WHERE c.source_memory_id ${inList}`).all(list) as Array<{
    name: string | null;
    kind: string;
    label: string | null;
  }>;
  for (const c of checkups) for (const lang of ['pt', 'en'] as const) out.push(`${c.name ?? ''} ${kindWords(c.kind, lang, c.label).noun}`.trim());
  const care = db.prepare(`SELECT p.name, c.kind FROM pet_care c JOIN pets p ON p.id = c.pet_id WHERE c.source_memory_id ${inList}`).all(list) as Array<{name: string; kind: string}>;
  for (const c of care) for (const lang of ['pt', 'en'] as const) out.push(`${c.name} ${kindWords(c.kind, lang).noun}`);
  out.push(...(db.prepare(`SELECT title FROM events WHERE source_memory_id ${inList}`).pluck().all(list) as string[]));
  out.push(...(db.prepare(`SELECT description FROM tasks WHERE source_memory_id ${inList}`).pluck().all(list) as string[]));
  return [...new Set(out.filter(p => p.trim()))];
}

/**
 * Every sentence that restates one of `phrases` (see `quotes`) leaves the conversation: messages,
 * either side's, the conversations' running summaries, and the weekly summaries.
 */
export function scrubRestated(db: DB, phrases: string[]): void {
  if (!phrases.length) return;
  const drop = (text: string) => {
    let next: string | null = null;
    for (const p of phrases) next = dropQuotingSentences(next ?? text, p) ?? next;
    return next;
  };
  const setMessage = db.prepare("UPDATE messages SET content = ?, meta = json_remove(meta, '$.pending') WHERE id = ?");
  for (const m of db.prepare('SELECT id, content FROM messages WHERE content != ?').all(FORGOTTEN_MARK) as Array<{id: number; content: string}>) {
    const next = drop(m.content);
    if (next !== null) setMessage.run(next, m.id);
  }
  for (const c of db.prepare('SELECT id, summary, title FROM conversations WHERE summary IS NOT NULL OR title IS NOT NULL').all() as Array<{
    id: number;
    summary: string | null;
    title: string | null;
  }>) {
    const summary = c.summary === null ? null : drop(c.summary);
    const title = c.title !== null && phrases.some(p => quotes(c.title!, p)) ? FORGOTTEN_MARK : null;
    if (summary !== null || title !== null) db.prepare('UPDATE conversations SET summary = coalesce(?, summary), title = coalesce(?, title) WHERE id = ?').run(summary, title, c.id);
  }
  for (const s of db.prepare('SELECT id, summary FROM memory_summaries').all() as Array<{id: number; summary: string}>) {
    const next = drop(s.summary);
    if (next !== null) rewriteSummary(db, s.id, next);
  }
}

/**
 * A weekly summary's text after a forgetting: its search row rebuilt without the forgotten words,
 * and its vector dropped (it was the embedding of the old text; search finds it by its words
 * until `memories reembed` gives it one again).
 */
function rewriteSummary(db: DB, id: number, summary: string): void {
  db.prepare('UPDATE memory_summaries SET summary = ? WHERE id = ?').run(summary, id);
  const s = db.prepare('SELECT entities FROM memory_summaries WHERE id = ?').get(id) as {entities: string};
  const others = db.prepare('SELECT content FROM memories WHERE archived_in = ?').pluck().all(id) as string[];
  db.prepare('DELETE FROM summaries_fts WHERE rowid = ?').run(id);
  db.prepare('INSERT INTO summaries_fts (rowid, body) VALUES (?, ?)').run(id, indexBody([summary, ...(JSON.parse(s.entities ?? '[]') as string[]), ...others]));
  deleteVector(db, 'summaries_vec', id);
}

/**
 * A conversation is titled with the start of its first message (store/conversations.ts): when that
 * message is forgotten, or the title quotes the memory, the title goes too (it held the whole
 * "Minha senha do banco é …").
 */
function scrubTitles(db: DB, content: string, marked: Array<{id: number; content: string}>): void {
  const rows = db.prepare(`SELECT c.id, c.title FROM conversations c WHERE c.title IS NOT NULL AND c.title != ?`).all(FORGOTTEN_MARK) as Array<{id: number; title: string}>;
  const starts = new Set(marked.map(m => m.content.slice(0, 60)));
  const set = db.prepare('UPDATE conversations SET title = ? WHERE id = ?');
  for (const c of rows) if (starts.has(c.title) || quotes(c.title, content)) set.run(FORGOTTEN_MARK, c.id);
}

/**
 * After a forgetting: the full-text indexes merged into fresh segments, so no block of them still
 * lists the forgotten words (FTS5 only marks a deleted row until its segments merge), and, outside
 * a transaction, the WAL checkpointed and truncated (its frames held the old pages); `bulk` also
 * vacuums, so the file is rewritten without the freed pages at all. secure_delete (db.ts) already
 * zeroes freed pages.
 */
export function purgeForgotten(db: DB, bulk: boolean): void {
  const fts = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%USING fts5(%'").pluck().all() as string[];
  for (const t of fts) db.prepare(`INSERT INTO "${t}" ("${t}") VALUES ('optimize')`).run();
  if (db.inTransaction) return;
  if (bulk) db.exec('VACUUM');
  db.pragma('wal_checkpoint(TRUNCATE)');
}

/**
 * `people forget NAME --memories`: the person's name leaves the weekly summaries (their entity
 * lists, and every sentence naming them), the conversations' summaries and titles, and the plans
 * shared with them.
 */
export function scrubName(db: DB, names: string[]): void {
  const keys = names.map(n => tokenize(n)).filter(t => t.length > 0);
  if (!keys.length) return;
  const names_ = (text: string) => {
    const have = tokenize(text);
    return keys.some(k => have.some((_, i) => k.every((w, j) => have[i + j] === w)));
  };
  const dropNaming = (text: string) => {
    const parts = text.split(/(?<=[.!?;\n])\s+/);
    const kept = parts.filter(p => !names_(p));
    return kept.length === parts.length ? null : kept.join(' ').trim() || FORGOTTEN_MARK;
  };
  // Messages, either side's: every sentence naming them ("Anotado: Bia (filha) tem psiquiatra…"),
  // and a question left pending about them.
  const setMessage = db.prepare("UPDATE messages SET content = ?, meta = json_remove(meta, '$.pending') WHERE id = ?");
  for (const m of db.prepare('SELECT id, content, meta FROM messages WHERE content != ?').all(FORGOTTEN_MARK) as Array<{id: number; content: string; meta: string | null}>) {
    const next = dropNaming(m.content);
    if (next !== null || (m.meta !== null && names_(m.meta))) setMessage.run(next ?? m.content, m.id);
  }
  for (const c of db.prepare('SELECT id, summary, title FROM conversations').all() as Array<{id: number; summary: string | null; title: string | null}>) {
    const summary = c.summary === null ? null : dropNaming(c.summary);
    const title = c.title !== null && names_(c.title) ? FORGOTTEN_MARK : null;
    if (summary !== null || title !== null) db.prepare('UPDATE conversations SET summary = coalesce(?, summary), title = coalesce(?, title) WHERE id = ?').run(summary, title, c.id);
  }
  // Plans shared with them: their name leaves the company list; a plan named after them goes.
  for (const e of db.prepare('SELECT id, title, with_names AS withNames FROM events').all() as Array<{id: number; title: string; withNames: string | null}>) {
    if (names_(e.title)) {
      db.prepare('DELETE FROM events WHERE id = ?').run(e.id);
      continue;
    }
    const company = JSON.parse(e.withNames ?? '[]') as string[];
    const kept = company.filter(n => !names_(n));
    if (kept.length !== company.length) db.prepare('UPDATE events SET with_names = ? WHERE id = ?').run(JSON.stringify(kept), e.id);
  }
  const rows = db
    .prepare('SELECT id, summary, key_insights AS keyInsights, important_events AS importantEvents, learned_preferences AS learnedPreferences, entities FROM memory_summaries')
    .all() as Array<Record<string, string> & {id: number}>;
  for (const s of rows) {
    const summary = dropNaming(s.summary!);
    const lists = (['keyInsights', 'importantEvents', 'learnedPreferences', 'entities'] as const).map(k => {
      const items = JSON.parse(s[k] ?? '[]') as string[];
      const kept = items.filter(i => !names_(i));
      return kept.length === items.length ? null : JSON.stringify(kept);
    });
    if (summary === null && lists.every(l => l === null)) continue;
    db.prepare(`UPDATE memory_summaries SET summary = coalesce(?, summary), key_insights = coalesce(?, key_insights), important_events = coalesce(?, important_events),
        learned_preferences = coalesce(?, learned_preferences), entities = coalesce(?, entities) WHERE id = ?`).run(summary, lists[0], lists[1], lists[2], lists[3], s.id);
    const others = db.prepare('SELECT content FROM memories WHERE archived_in = ?').pluck().all(s.id) as string[];
    const body = indexBody([summary ?? s.summary, ...(JSON.parse(lists[3] ?? s.entities ?? '[]') as string[]), ...others]);
    db.prepare('DELETE FROM summaries_fts WHERE rowid = ?').run(s.id);
    db.prepare('INSERT INTO summaries_fts (rowid, body) VALUES (?, ?)').run(s.id, body);
    deleteVector(db, 'summaries_vec', s.id); // the embedding of the text as it was
  }
}

function scrubSummaries(db: DB, memory: {id: number; content: string; archivedIn: number | null}): void {
  const rows = db
    .prepare('SELECT id, summary, key_insights AS keyInsights, important_events AS importantEvents, learned_preferences AS learnedPreferences, entities FROM memory_summaries')
    .all() as Array<Record<string, string> & {id: number}>;
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
    deleteVector(db, 'summaries_vec', s.id); // the embedding of the text as it was
  }
}
