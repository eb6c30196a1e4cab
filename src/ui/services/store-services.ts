import {agendaBetween, formatAgenda} from '../../agenda/agenda.js';
import {taskLine} from '../../agenda/task-format.js';
import {describePerson} from '../../assistant/describe-person.js';
import {dueLines} from '../../assistant/due.js';
import {greeting} from '../../assistant/greeting.js';
import {userLanguage} from '../../store/user-language.js';
import {rememberExplicitly} from '../../assistant/remember.js';
import {undoLast} from '../../assistant/undo-last.js';
import {runTurnShown} from '../../assistant/shown-turn.js';
import {screenWordsOf} from '../../store/user-variety.js';
import {bindScreenWords, screenText} from '../../text/screen.js';
import {searchMemories} from '../../retrieval/search.js';
import {latestConversation, newConversation} from '../../store/conversations.js';
import {readFullProfile} from '../../store/profile-keys.js';
import {journaled} from '../../store/journal.js';
import {recentUserInputs} from '../../store/recent-activity.js';
import {listPeople} from '../../store/learn.js';
import {deleteMemories, getMemory} from '../../store/memories.js';
import {listTasks} from '../../store/tasks.js';
import {addDays} from '../../time/arithmetic.js';
import {localDay} from '../../time/day.js';
import type {Store} from '../../store/store.js';
import type {Context, Language} from '../../domain/types.js';
import {HISTORY_LIMIT} from '../state/input-history.js';
import type {ChatServices, GreetingInfo} from './types.js';

/** How long quitting waits for after-answer work (summaries, LLM extraction) before closing the store. */
const SETTLE_MS = 15_000;
/** /agenda shows a week ahead, as `magis agenda` does by default. */
const AGENDA_DAYS = 7;

export interface StoreServices extends ChatServices {
  /** Waits (bounded) for the background work of finished turns; call before closing the store. */
  settle(): Promise<void>;
}

/** The chat's services on a real store: the one place the UI reaches the assistant and the store. */
export function createStoreServices(store: Store): StoreServices {
  // The chat's printed lines and greeting in the user's Portuguese (text/screen.ts), as the command line's.
  bindScreenWords(() => screenWordsOf(store.db));
  const pending = new Set<Promise<void>>();
  const track = (work: Promise<unknown>) => {
    const done = work.then(
      () => undefined,
      () => undefined,
    );
    pending.add(done);
    void done.finally(() => pending.delete(done));
  };
  const llm = store.settings.llm;

  return {
    engine: () => (llm ? {kind: 'llm', model: llm.model} : {kind: 'offline'}),

    async language(): Promise<Language> {
      return userLanguage(store.db);
    },

    // Continuing the latest conversation keeps its mode unless the user picks another.
    initialMode: (): Context => latestConversation(store.db)?.context ?? 'personal',

    recentInputs: () => recentUserInputs(store.db, HISTORY_LIMIT),

    async greeting(opts): Promise<GreetingInfo> {
      return shownGreeting(await greeting(store, {seen: !opts?.again}));
    },

    async runTurn(input, events) {
      const turn = runTurnShown(store, input, events);
      // The turn and its after-answer work both count as pending: a turn cancelled or left by
      // quitting may still be writing, and the store must stay open until it is done.
      track(turn.then(r => r.background));
      return turn;
    },

    async newConversation(context) {
      return newConversation(store.db, context, store.nowIso()).id;
    },

    async search(query) {
      const e = store.embedder;
      // Async embedders (remote endpoints) need the query vector up front; a failure falls back to words.
      const queryVector = e && !e.embedSync ? (await e.embed([query]).catch(() => [null]))[0] : undefined;
      const hits = searchMemories(store.db, query, {now: store.now, embedder: e, queryVector, limit: 8});
      return hits.map(h => ({
        ref: h.kind === 'summary' ? `S${h.id}` : `#${h.id}`,
        date: localDay(h.occurredAt),
        content: h.content,
        entities: h.entities,
      }));
    },

    async remember(text, context) {
      // A batch of its own, as `memories add`: /undo takes the memory back with what it taught.
      return {id: await journaled(store.db, 'cli', store.nowIso(), () => rememberExplicitly(store, text, {context}))};
    },

    async forget(id) {
      if (!getMemory(store.db, id)) return false;
      return deleteMemories(store.db, [id], store.nowIso()) > 0;
    },

    async people(language) {
      return listPeople(store.db, store.now).map(p => ({name: p.name, description: describePerson(p, language)}));
    },

    async due(language) {
      return dueLines(store, language);
    },

    async profile() {
      // Every key the profile holds (age, preferred times…), as `magis profile` reads it.
      return readFullProfile(store.db);
    },

    async undo() {
      return undoLast(store);
    },

    async agenda(language) {
      const today = localDay(store.now);
      const items = agendaBetween(store.db, {from: today, to: addDays(today, AGENDA_DAYS), now: store.now, language});
      return formatAgenda(items, {today, from: today, days: AGENDA_DAYS, language, numbered: true});
    },

    async tasks(language) {
      const today = localDay(store.now);
      return listTasks(store.db).map(t => taskLine(t, language, today));
    },

    async settle() {
      if (pending.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>(resolve => (timer = setTimeout(resolve, SETTLE_MS)));
      await Promise.race([Promise.all(pending), timeout]);
      clearTimeout(timer);
    },
  };
}

/** The greeting's lines as the user is shown them (text/screen.ts). */
const shownGreeting = (g: GreetingInfo): GreetingInfo => ({
  ...g,
  text: screenText(g.text),
  due: g.due.map(screenText),
  agenda: g.agenda?.map(screenText),
  suggestions: g.suggestions.map(screenText),
});
