import {localDay} from '../time/day.js';
import {searchMemories, type SearchHit} from '../retrieval/search.js';
import {listPeople} from '../store/learn.js';
import {recentMessages, type Conversation} from '../store/conversations.js';
import type {Store} from '../store/store.js';
import type {Extraction, Language} from '../domain/types.js';
import {describePerson} from './describe-person.js';
import {dueLines} from './due.js';
import type {ContextLayers} from './prompt.js';
import {fold, tokenize} from '../text/words.js';
import {readProfile} from '../store/profile.js';
import {profileLines} from './answers/profile.js';
import {agendaLines} from './agenda-data.js';

/**
 * How many memories a turn's context carries: seven hits fit the prompt's DATA section next to the
 * summary and recent turns and cover what a question usually needs (LoCoMo R@5–R@10 is where the
 * right memory is found); more adds noise the model has to skip.
 */
const MEMORY_HITS = 7;

/**
 * How many recent messages go verbatim into the prompt: twelve = six exchanges, enough for
 * pronouns and "what did I just say" while older turns live in the running summary. One more is
 * read because the current message, already stored, is dropped from the list.
 */
const RECENT_MESSAGES = 12;

export interface Gathered {
  layers: ContextLayers;
  hits: SearchHit[];
  due: string[];
}

/**
 * Reads what a turn needs from the store: people named in the message, the most relevant
 * memories (hybrid search), due items, the running summary and the recent messages.
 */
export async function gatherContext(
  store: Store,
  conv: Conversation,
  message: string,
  x: Extraction,
  lang: Language,
  opts: {excludeIds?: number[]; currentMessageId?: number; onlyConversation?: boolean} = {},
): Promise<Gathered> {
  return gatherWith(store, conv, message, x, lang, {...opts, queryVector: await queryVectorOf(store, message)});
}

/** The query's vector from a remote embedder, computed before a transaction (the offline embedder computes it in the search). */
export async function queryVectorOf(store: Store, message: string): Promise<Float32Array | null | undefined> {
  return store.embedder && !store.embedder.embedSync ? (await store.embedder.embed([message]).catch(() => [null]))[0] : undefined;
}

/** `gatherContext` with the query's vector given: synchronous, so a turn gathers inside its transaction. */
export function gatherWith(
  store: Store,
  conv: Conversation,
  message: string,
  x: Extraction,
  lang: Language,
  opts: {excludeIds?: number[]; currentMessageId?: number; onlyConversation?: boolean; queryVector: Float32Array | null | undefined},
): Gathered {
  const db = store.db;
  const queryVector = opts.queryVector;
  const exclude = new Set(opts.excludeIds ?? []);
  const hits = opts.onlyConversation
    ? []
    : searchMemories(db, message, {now: store.now, embedder: store.embedder, queryVector, limit: MEMORY_HITS + exclude.size})
        .filter(h => !(h.kind === 'memory' && exclude.has(h.id)))
        .slice(0, MEMORY_HITS);
  const words = new Set(tokenize(message));
  const named = new Set(x.people.map(p => fold(p.name)));
  const people = opts.onlyConversation
    ? []
    : listPeople(db, store.now).filter(p => named.has(fold(p.name)) || tokenize(p.name).some(t => words.has(t)) || p.aliases.some(a => tokenize(a).every(t => words.has(t))));
  const due = dueLines(store, lang);
  const recent = recentMessages(db, conv.id, RECENT_MESSAGES + 1)
    .filter(m => m.id !== opts.currentMessageId && m.role !== 'system')
    .slice(-RECENT_MESSAGES)
    .map(m => ({role: m.role as 'user' | 'assistant', content: m.content}));
  const profile = opts.onlyConversation ? [] : profileLines(readProfile(db));
  const layers: ContextLayers = {
    language: lang,
    mode: conv.context,
    today: localDay(store.now),
    profile,
    people: people.map(p => `${p.name} — ${describePerson(p, 'en')}`),
    memories: hits.map(h => ({id: h.id, date: localDay(h.occurredAt), text: h.content, kind: h.kind})),
    dueAndTasks: opts.onlyConversation ? [] : due,
    agenda: opts.onlyConversation ? [] : agendaLines(db, store.now, conv.context),
    summary: conv.summary,
    recent,
    question: message,
  };
  return {layers, hits, due: opts.onlyConversation ? [] : due};
}
