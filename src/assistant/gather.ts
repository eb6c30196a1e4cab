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

export interface Gathered {
  layers: ContextLayers;
  hits: SearchHit[];
  due: string[];
}

/**
 * Reads what a turn needs from the store: people named in the message, the most relevant
 * memories (hybrid search), due items, the running summary and the recent messages.
 */
export async function gatherContext(store: Store, conv: Conversation, message: string, x: Extraction, lang: Language, opts: {excludeIds?: number[]; currentMessageId?: number} = {}): Promise<Gathered> {
  const db = store.db;
  const queryVector = store.embedder && !store.embedder.embedSync ? (await store.embedder.embed([message]).catch(() => [null]))[0] : undefined;
  const exclude = new Set(opts.excludeIds ?? []);
  const hits = searchMemories(db, message, {now: store.now, embedder: store.embedder, queryVector, limit: 7 + exclude.size})
    .filter(h => !(h.kind === 'memory' && exclude.has(h.id)))
    .slice(0, 7);
  const words = new Set(tokenize(message));
  const named = new Set(x.people.map(p => fold(p.name)));
  const people = listPeople(db, store.now).filter(p => named.has(fold(p.name)) || tokenize(p.name).some(t => words.has(t)) || p.aliases.some(a => tokenize(a).every(t => words.has(t))));
  const due = dueLines(store, lang);
  const recent = recentMessages(db, conv.id, 13)
    .filter(m => m.id !== opts.currentMessageId && m.role !== 'system')
    .slice(-12)
    .map(m => ({role: m.role as 'user' | 'assistant', content: m.content}));
  const profile = profileLines(readProfile(db));
  const layers: ContextLayers = {
    language: lang,
    mode: conv.context,
    today: localDay(store.now),
    profile,
    people: people.map(p => `${p.name} — ${describePerson(p, 'en')}`),
    memories: hits.map(h => ({id: h.id, date: h.occurredAt.slice(0, 10), text: h.content, kind: h.kind})),
    dueAndTasks: due,
    agenda: agendaLines(db, store.now, conv.context),
    summary: conv.summary,
    recent,
    question: message,
  };
  return {layers, hits, due};
}
