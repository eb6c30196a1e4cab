import type {Store} from '../store/store.js';
import type {Language} from '../understanding/types.js';
import {dueItems, formatDueLine} from '../reminders/index.js';

/** Due checkups, follow-ups and overdue tasks as one sentence each, in the user's language. */
export function dueLines(store: Store, lang: Language): string[] {
  return dueItems(store.db, store.now, {config: store.settings.config, language: lang}).map(item => formatDueLine(item));
}
