/**
 * What a conversation carries from one turn to the next, read from the store so that `magis ask`
 * run turn by turn (separate processes) carries it as well as the chat: the assistant's pending
 * question (kept in its message's `meta`), the people recently spoken of, and the facts the last
 * user message taught (what "não é pra mim" or "na verdade é na sexta" corrects).
 */
import {cachedStatement, type DB} from './db.js';
import {fold, tokenize} from '../text/words.js';
import {indexMemory, linkEntity} from './memories.js';

/** People of this conversation's recent messages, most recent first (named and kinship-only). */
export interface RecentPersonRow {
  id: number;
  name: string;
  gender: 'female' | 'male' | null;
  relation: string | null;
  unnamed: boolean;
  /** The message that last spoke of them: people of one message are equally recent. */
  at: number;
}

/**
 * How many recent person mentions a pronoun looks back over: "Ela" reaches the last few people
 * said, not the whole conversation (six ≈ the last two or three messages of a family chat).
 */
const RECENT_PEOPLE = 6;

/** People linked to the memories of this conversation's messages, most recent message first. */
export function recentPeople(db: DB, conversationId: number): RecentPersonRow[] {
  const rows = db
    .prepare(`SELECT e.id, e.name, e.gender, e.relation, e.unnamed, g.id AS at FROM memory_entities me JOIN memories m ON m.id = me.memory_id
      JOIN messages g ON g.id = m.source_message_id JOIN entities e ON e.id = me.entity_id
      WHERE g.conversation_id = ? AND e.kind = 'person' ORDER BY g.id DESC, e.last_mentioned DESC LIMIT ?`)
    .all(conversationId, RECENT_PEOPLE * 2) as Array<Omit<RecentPersonRow, 'unnamed'> & {unnamed: number}>;
  const seen = new Set<number>();
  const out: RecentPersonRow[] = [];
  for (const r of [...askedAbout(db, conversationId, rows[0]?.at ?? 0), ...rows]) {
    if (seen.has(r.id)) continue;
    seen.add(r.id);
    out.push({...r, unnamed: r.unnamed === 1});
  }
  return out.slice(0, RECENT_PEOPLE);
}

/**
 * A subject left out reaches back one message, told a moment ago: past this many minutes a new
 * message starts afresh (a chat pauses; a question hours later is not about whom the last one named).
 */
const CARRY_MINUTES = 30;

/** The user message before `messageId`, when it was sent within CARRY_MINUTES of `now`; null otherwise. */
export function previousUserMessage(db: DB, conversationId: number, messageId: number, now: Date): number | null {
  const row = db.prepare("SELECT id, created_at AS at FROM messages WHERE conversation_id = ? AND role = 'user' AND id < ? ORDER BY id DESC LIMIT 1").get(conversationId, messageId) as
    | {id: number; at: string}
    | undefined;
  if (!row) return null;
  return now.getTime() - Date.parse(row.at) <= CARRY_MINUTES * 60_000 ? row.id : null;
}

/** How many of the latest user messages a question's person is read from. */
const ASKED_MESSAGES = 3;

/**
 * People the user asked about since the last remembered message: a question is kept as a message,
 * not a memory, yet "quando o caio foi no oculista da última vez?" puts Caio in focus for the
 * next "marquei o retorno dele", and "When did Mum last see the GP?" puts Leela in focus for "And
 * her next physio session?". Known names and aliases, read as whole words; most
 * recent first.
 */
function askedAbout(db: DB, conversationId: number, after: number): RecentPersonRow[] {
  const asked = db
    .prepare("SELECT id, content FROM messages WHERE conversation_id = ? AND role = 'user' AND id > ? ORDER BY id DESC LIMIT ?")
    .all(conversationId, after, ASKED_MESSAGES + 1)
    // The newest is the message being read now: whom it names is its own business, not the focus.
    .slice(1) as Array<{id: number; content: string}>;
  if (!asked.length) return [];
  const people = db.prepare("SELECT id, name, gender, relation FROM entities WHERE kind = 'person' AND coalesce(unnamed, 0) = 0").all() as Array<Omit<RecentPersonRow, 'unnamed' | 'at'>>;
  const aliases = db.prepare('SELECT entity_id AS id, alias FROM entity_aliases').all() as Array<{id: number; alias: string}>;
  // Each person's words: the first word of the name, and every alias ("dad", "vó Cida") as its words.
  const callings = people.map(p => ({p, said: [[fold(p.name).split(/\s+/)[0]!], ...aliases.filter(a => a.id === p.id).map(a => tokenize(a.alias))]}));
  const out: RecentPersonRow[] = [];
  for (const m of asked) {
    const words = tokenize(m.content);
    const at = (phrase: string[]) => phrase.length > 0 && words.some((_, i) => phrase.every((w, d) => words[i + d] === w));
    for (const {p, said} of callings) if (said.some(at)) out.push({...p, unnamed: false, at: m.id});
  }
  return out;
}

/** Names (and aliases) of everyone the store knows: understanding stops asking "Quem é X?" about them. */
export function knownPeopleNames(db: DB): string[] {
  // Cached: learning reads this for every message, and `memories import` for every line of a file.
  return cachedStatement(
    db,
    "SELECT name FROM entities WHERE kind = 'person' AND unnamed = 0 UNION SELECT a.alias FROM entity_aliases a JOIN entities e ON e.id = a.entity_id WHERE e.kind = 'person' AND e.unnamed = 0",
  )
    .pluck()
    .all() as string[];
}

/** The `meta` of the conversation's last assistant message (engine, pending question…), parsed. */
export function lastAssistantMeta(db: DB, conversationId: number): Record<string, unknown> | null {
  const raw = db.prepare("SELECT meta FROM messages WHERE conversation_id = ? AND role = 'assistant' ORDER BY id DESC LIMIT 1").pluck().get(conversationId) as string | null | undefined;
  if (!raw) return null;
  try {
    const meta = JSON.parse(raw) as unknown;
    return meta && typeof meta === 'object' ? (meta as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** What a recent user message taught: its memory and the checkups, events and tasks made from it. */
export interface LastFacts {
  memoryId: number;
  checkups: Array<{id: number; entityId: number | null; kind: string; date: string | null; time: string | null; status: string; label: string | null}>;
  events: Array<{id: number; entityId: number | null; kind: string; date: string | null; time: string | null; title: string}>;
  tasks: Array<{id: number; entityId: number | null; description: string}>;
}

/**
 * How many recent user messages a "não é pra mim" looks back over for the fact it corrects: the
 * fact is usually in the message just before, sometimes one or two earlier ("marquei dentista
 * amanhã" / "a bia é minha filha" / "não é meu, é da bia").
 */
const FACT_LOOKBACK = 3;

export function lastFacts(db: DB, conversationId: number, beforeMessageId: number): LastFacts | null {
  const memories = db
    .prepare(`SELECT m.id FROM memories m JOIN messages g ON g.id = m.source_message_id
      WHERE g.conversation_id = ? AND g.id < ? ORDER BY g.id DESC, m.id DESC LIMIT ?`)
    .pluck()
    .all(conversationId, beforeMessageId, FACT_LOOKBACK) as number[];
  for (const memoryId of memories) {
    const facts: LastFacts = {
      memoryId,
      checkups: db.prepare('SELECT id, entity_id AS entityId, kind, date, time, status, label FROM checkups WHERE source_memory_id = ? ORDER BY id').all(memoryId) as LastFacts['checkups'],
      events: db.prepare('SELECT id, entity_id AS entityId, kind, date, time, title FROM events WHERE source_memory_id = ? ORDER BY id').all(memoryId) as LastFacts['events'],
      tasks: db.prepare('SELECT id, entity_id AS entityId, description FROM tasks WHERE source_memory_id = ? ORDER BY id').all(memoryId) as LastFacts['tasks'],
    };
    if (facts.checkups.length || facts.events.length || facts.tasks.length) return facts;
  }
  return null;
}

/** Moves a booking to another day (and time, when one was said); the row keeps its id and history. */
export function moveBooking(db: DB, table: 'checkups' | 'events', id: number, date: string, time: string | null, at: string): void {
  if (table === 'checkups') {
    db.prepare('UPDATE checkups SET date = ?, time = ? WHERE id = ?').run(date, time, id);
    return;
  }
  // "o aniversário do Caio é na terça, dia 9, não na quarta": a birthday has a day, never an hour,
  // and the day is its person's birthday too.
  const ev = db.prepare('SELECT kind, entity_id AS entityId FROM events WHERE id = ?').get(id) as {kind: string; entityId: number | null} | undefined;
  const birthday = ev?.kind === 'birthday';
  db.prepare('UPDATE events SET date = ?, time = ?, updated_at = ? WHERE id = ?').run(date, birthday ? null : time, at, id);
  if (birthday && ev.entityId !== null) db.prepare('UPDATE entities SET birthday = ? WHERE id = ?').run(`--${date.slice(5)}`, ev.entityId);
}

/** Gives checkups, events and tasks to another person ("não é meu, é da Bia"); null = the user. */
export function reassignFacts(db: DB, facts: {checkups: number[]; events: number[]; tasks: number[]}, entityId: number | null): void {
  for (const id of facts.checkups) db.prepare('UPDATE checkups SET entity_id = ? WHERE id = ?').run(entityId, id);
  for (const id of facts.events) db.prepare('UPDATE events SET entity_id = ? WHERE id = ?').run(entityId, id);
  for (const id of facts.tasks) db.prepare('UPDATE tasks SET entity_id = ? WHERE id = ?').run(entityId, id);
}

/** Links a memory to people the conversation says it is about (a pronoun's person, a newly named one). */
export function linkPeople(db: DB, memoryId: number, people: number[]): void {
  if (!people.length) return;
  for (const id of people) linkEntity(db, memoryId, id);
  indexMemory(db, memoryId);
}

/**
 * "Quem é Honda?" — "é meu carro": whether the record made for a name may go as no person — not
 * when it already holds facts a person has (a relation, an age, a checkup).
 */
export function mayDropNotAPerson(db: DB, id: number): boolean {
  const row = db.prepare("SELECT relation, age FROM entities WHERE id = ? AND kind = 'person'").get(id) as {relation: string | null; age: number | null} | undefined;
  return !!row && !row.relation && row.age === null && !db.prepare('SELECT 1 FROM checkups WHERE entity_id = ? LIMIT 1').get(id);
}

/** The record of a name that is not a person goes (when `mayDropNotAPerson`). Returns whether it went. */
export function dropNotAPerson(db: DB, id: number): boolean {
  if (!mayDropNotAPerson(db, id)) return false;
  const memories = db.prepare('SELECT memory_id FROM memory_entities WHERE entity_id = ?').pluck().all(id) as number[];
  db.prepare('DELETE FROM entities WHERE id = ?').run(id);
  for (const m of memories) indexMemory(db, m);
  return true;
}

/** Whether someone (null: the user) already has a checkup of that kind, status and day: a copy of it would add nothing. */
export function hasCheckup(db: DB, entityId: number | null, c: {kind: string; status: string; date: string | null}): boolean {
  return !!db.prepare('SELECT 1 FROM checkups WHERE entity_id IS ? AND kind = ? AND status = ? AND date IS ?').get(entityId, c.kind, c.status, c.date);
}

/** Copies checkups to another person ("e o João também"): same kind, status, day and time; returns the new ids. */
export function copyCheckups(db: DB, ids: number[], entityId: number | null, memoryId: number | null, at: string): number[] {
  const out: number[] = [];
  for (const id of ids) {
    const c = db.prepare('SELECT kind, status, date, time, every_months AS everyMonths FROM checkups WHERE id = ?').get(id) as
      | {kind: string; status: string; date: string | null; time: string | null; everyMonths: number | null}
      | undefined;
    if (!c) continue;
    if (db.prepare('SELECT 1 FROM checkups WHERE entity_id IS ? AND kind = ? AND status = ? AND date IS ?').get(entityId, c.kind, c.status, c.date)) continue;
    out.push(
      Number(
        db
          .prepare('INSERT INTO checkups (entity_id, kind, status, date, time, every_months, source_memory_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
          .run(entityId, c.kind, c.status, c.date, c.time, c.everyMonths, memoryId, at).lastInsertRowid,
      ),
    );
  }
  return out;
}
