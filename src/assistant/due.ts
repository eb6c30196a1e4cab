import type {Store} from '../store/store.js';
import type {Language} from '../domain/types.js';
import {dueItems, formatDueLine, markNotified} from '../reminders/index.js';

/**
 * Due checkups, follow-ups and overdue tasks as one sentence each, in the user's language.
 * `seen`: the user is being shown them now (the chat's greeting), so cron need not repeat them
 * within its quiet period.
 */
export function dueLines(store: Store, lang: Language, opts: {seen?: boolean} = {}): string[] {
  const items = dueItems(store.db, store.now, {config: store.settings.config, language: lang});
  if (opts.seen && items.length)
    markNotified(
      store.db,
      items.map(i => i.id),
      store.now,
    );
  return items.map(item => formatDueLine(item));
}
