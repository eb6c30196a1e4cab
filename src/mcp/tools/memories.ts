import {hasVisibleText} from '../../text/words.js';
/** The memory tools: search, list, get, remember, update, delete — the CLI's `memories` verbs. */
import {z} from 'zod';
import {parseUntil, parseUserDate} from '../../config/clock.js';
import {inUserLanguage, UsageError} from '../../config/errors.js';
import {rememberExplicitly} from '../../assistant/remember.js';
import {searchMemories} from '../../retrieval/search.js';
import {embedAll} from '../../store/ingest.js';
import {CONTEXTS, MEMORY_TYPES, deleteMemories, entityNamesFor, listMemories, memoryEntityNames, toJson, type MemoryFilters} from '../../store/memories.js';
import {deletedAt, memoryDetail} from '../../store/memory-detail.js';
import {editMemory, sameTextBetween} from '../../store/memory-edit.js';
import type {Store} from '../../store/store.js';
import {localDay, startOfLocalDay} from '../../time/day.js';
import {addDays} from '../../reminders/dates.js';
import {READ_ONLY, defineTool} from './define.js';

const id = z.number().int().positive().describe('a memory id, as search_memories and list_memories give it');
// Zero-width spaces and direction marks alone are no text (issue 24: they were stored).
const text = (what: string) => z.string().trim().min(1, `give the text ${what}`).max(10_000).refine(hasVisibleText, `give the text ${what} (it has no visible character)`);

/** The filters of `magis memories list/search`. */
const filters = {
  context: z.enum(CONTEXTS as [string, ...string[]]).optional().describe('work, personal or family'),
  type: z.enum(MEMORY_TYPES as [string, ...string[]]).optional().describe('a memory type'),
  minImportance: z.number().int().min(1).max(10).optional().describe('only memories at least this important (1–10)'),
  since: z.string().optional().describe('only memories that happened from this date (ISO, e.g. 2026-03-01)'),
  until: z.string().optional().describe('only memories that happened until this date (ISO; a bare date includes the whole day)'),
};

type FilterArgs = {context?: string; type?: string; minImportance?: number; since?: string; until?: string};

/** The filters, checked as the CLI checks its flags: a date that does not exist is refused by name. */
function toFilters(a: FilterArgs, limit: number): MemoryFilters {
  const until = a.until === undefined ? undefined : parseUntil(a.until, 'until').toISOString();
  return {
    context: a.context as MemoryFilters['context'], type: a.type as MemoryFilters['type'], minImportance: a.minImportance,
    since: a.since === undefined ? undefined : parseUserDate(a.since, 'since').toISOString(), until, limit,
  };
}

/** A memory that is not there: deleted (its history says when) or never was. */
function missing(store: Store, memoryId: number): never {
  const at = deletedAt(store.db, memoryId);
  throw new UsageError(at
    ? inUserLanguage(`A memória ${memoryId} foi apagada em ${localDay(at)}.`, `Memory ${memoryId} was deleted on ${localDay(at)}.`)
    : inUserLanguage(`Nenhuma memória com id ${memoryId}; list_memories ou search_memories dão os ids.`, `No memory with id ${memoryId}; list_memories or search_memories give the ids.`));
}

export const searchMemoriesTool = defineTool({
  name: 'search_memories', title: 'Search memories', key: 'memories', annotations: READ_ONLY,
  description: 'Hybrid search (words, meaning, people, time) over everything the user told Magis, best first. Portuguese or English; "o que a Ana disse em junho" works. With explain, each hit carries the part of its score each signal gave.',
  input: {
    query: z.string().trim().min(1, 'say what to look for').max(1000),
    limit: z.number().int().min(1).max(100).optional().describe('how many results (default 10)'),
    explain: z.boolean().optional().describe('add each signal\'s part of the score (as `magis memories search --explain`)'),
    ...filters,
  },
  run: async (store, {query, limit, explain, ...rest}) => {
    const f = toFilters(rest, limit ?? 10);
    const queryVector = store.embedder && !store.embedder.embedSync ? (await store.embedder.embed([query]).catch(() => [null]))[0] : undefined;
    return searchMemories(store.db, query, {...f, now: store.now, embedder: store.embedder, queryVector, strict: true})
      .map(({explain: parts, ...hit}) => (explain ? {...hit, explain: parts} : hit));
  },
});

export const listMemoriesTool = defineTool({
  name: 'list_memories', title: 'List memories', key: 'memories', annotations: READ_ONLY,
  description: 'Memories newest first, with the filters of `magis memories list` (context, type, minImportance, since, until).',
  input: {...filters, limit: z.number().int().min(0).max(1_000_000).optional().describe('how many (default 20; 0 = all)')},
  run: (store, {limit, ...rest}) => {
    const rows = listMemories(store.db, toFilters(rest, limit ?? 20));
    const names = entityNamesFor(store.db, rows.map(r => r.id));
    return rows.map(r => toJson(r, names.get(r.id) ?? []));
  },
});

export const getMemoryTool = defineTool({
  name: 'get_memory', title: 'Get a memory', key: 'memory', annotations: READ_ONLY,
  description: 'One memory with its people, the message it came from and the history of its changes (as `magis memories show ID --json`).',
  input: {id},
  run: (store, a) => memoryDetail(store.db, a.id) ?? missing(store, a.id),
});

export const rememberTool = defineTool({
  name: 'remember', title: 'Remember', key: 'result',
  annotations: {readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false},
  description: 'Store a memory for the user, as if they had said it; people, checkups, events and tasks in it are learned too. The same text again on the same day is not stored twice: the answer gives the first one\'s id with duplicate: true.',
  input: {text: text('to remember')},
  run: async (store, a) => {
    const today = localDay(store.now);
    const same = sameTextBetween(store.db, a.text, startOfLocalDay(today).toISOString(), startOfLocalDay(addDays(today, 1)).toISOString());
    if (same !== undefined) return {id: same, duplicate: true};
    const stored = await rememberExplicitly(store, a.text);
    return {id: stored, duplicate: stored === null};
  },
});

export const updateMemoryTool = defineTool({
  name: 'update_memory', title: 'Update a memory', key: 'memory',
  annotations: {readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false},
  description: 'Correct a memory: its text, importance (1–10), context or type. Give at least one. The change is kept in the memory\'s history (the former text is not).',
  input: {
    id, text: text('of the memory').optional(), importance: z.number().int().min(1).max(10).optional(),
    context: filters.context, type: filters.type,
  },
  run: async (store, a) => {
    if (a.text === undefined && a.importance === undefined && a.context === undefined && a.type === undefined) {
      throw new UsageError(inUserLanguage('Nada a mudar: dê text, importance, context ou type.', 'Nothing to change: give text, importance, context or type.'));
    }
    const [vector] = a.text === undefined ? [null] : await embedAll(store, [a.text]);
    const m = editMemory(store.db, a.id, {content: a.text, importance: a.importance, context: a.context as never, type: a.type as never}, vector ?? null, store.nowIso());
    return m ? toJson(m, memoryEntityNames(store.db, m.id)) : missing(store, a.id);
  },
});

export const deleteMemoryTool = defineTool({
  name: 'delete_memory', title: 'Delete a memory', key: 'result',
  annotations: {readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false},
  description: 'Forget a memory as `magis memories delete` does: the message it came from, replies that quoted it and summary sentences that held it lose that text too; only a history line that a deletion happened remains.',
  input: {id},
  run: (store, a) => {
    if (deleteMemories(store.db, [a.id], store.nowIso()) === 0) missing(store, a.id);
    return {deleted: a.id};
  },
});

export const memoryTools = [searchMemoriesTool, listMemoriesTool, getMemoryTool, rememberTool, updateMemoryTool, deleteMemoryTool];
