import {agendaBetween} from '../agenda/agenda.js';
import {rememberExplicitly} from '../assistant/remember.js';
import {parseDuration, resolveNow} from '../config/clock.js';
import {magisHome} from '../config/paths.js';
import type {AgendaItem, ProfileRecord} from '../domain/records.js';
import {dueItems, type DueItem} from '../reminders/index.js';
import {searchMemories, type SearchHit} from '../retrieval/search.js';
import {listPeople, type PersonView} from '../store/learn.js';
import {readProfile} from '../store/profile.js';
import {Store} from '../store/store.js';
import {localDay} from '../time/day.js';
import {addDays} from 'date-fns/addDays';

/**
 * What the MCP tools and resources do, over the same store and code as the CLI. Each call opens
 * the store and closes it again: the server lives for hours beside cron and the chat, so it holds
 * no lock between calls and reads the clock (or MAGIS_NOW) afresh every time.
 */
export async function withMcpStore<T>(fn: (store: Store) => Promise<T> | T): Promise<T> {
  const store = await Store.open({home: magisHome(), now: resolveNow()});
  try {
    return await fn(store);
  } finally {
    store.close();
  }
}

export type MemoryHit = Omit<SearchHit, 'explain'>;

/** `search_memories`: the CLI's hybrid search, best first. */
export const searchTool = (query: string, limit = 10): Promise<MemoryHit[]> => withMcpStore(async store => {
  const queryVector = store.embedder && !store.embedder.embedSync ? (await store.embedder.embed([query]).catch(() => [null]))[0] : undefined;
  return searchMemories(store.db, query, {limit, now: store.now, embedder: store.embedder, queryVector}).map(({explain: _e, ...hit}) => hit);
});

/** `remember`: as `magis memories add`, with what understanding finds in the text (people, checkups, tasks). */
export const rememberTool = (text: string): Promise<{id: number | null; duplicate: boolean}> => withMcpStore(async store => {
  const id = await rememberExplicitly(store, text);
  return {id, duplicate: id === null};
});

export type PersonJson = Omit<PersonView, 'id' | 'relationships'>;

/** `list_people` and the people resource: `magis people --json`. */
export const peopleTool = (): Promise<PersonJson[]> => withMcpStore(store =>
  listPeople(store.db, store.now).map(({id: _id, relationships: _r, ...p}) => p));

/** `agenda`: what is coming from today through `within` ("7d", "2w"; default a week). */
export const agendaTool = (within = '7d'): Promise<AgendaItem[]> => {
  const days = Math.ceil(parseDuration(within, 'within').days);
  return withMcpStore(store => {
    const from = localDay(store.now);
    return agendaBetween(store.db, {from, to: localDay(addDays(store.now, days)), now: store.now});
  });
};

/** `due_reminders`: `magis remind --json`, without marking anything as notified (cron's state is cron's). */
export const dueTool = (): Promise<DueItem[]> => withMcpStore(store => dueItems(store.db, store.now, {config: store.settings.config}));

/** The profile resource: `magis profile --json`. */
export const profileResource = (): Promise<ProfileRecord> => withMcpStore(store => readProfile(store.db));
