/**
 * Public API of the agenda, for `magis agenda`, the chat's /agenda, answers ("o que tenho
 * segunda?"), the MCP `agenda` tool and the calendar import. Loads no UI, LLM or calendar code.
 */
import type {AgendaItem} from '../domain/records.js';
import type {Context, Language} from '../domain/types.js';
import type {DB} from '../store/db.js';
import {localDay} from '../time/day.js';
import {buildAgenda} from './build.js';
import {loadAgendaInput} from './store-io.js';
import {userLanguage} from '../store/user-language.js';

export {formatAgenda} from './format.js';

/**
 * What is on the agenda from `from` to `to` (local YYYY-MM-DD, both inclusive): scheduled checkups,
 * events with their recurrences expanded, birthdays and anniversaries, open tasks due in the
 * window, and overdue open tasks (due before `now`'s day); sorted by date then time. `context`
 * keeps only that context's items. Titles the agenda writes (birthdays, checkups) are in the
 * user's language, or `language` when given.
 */
export function agendaBetween(db: DB, window: {from: string; to: string; now: Date; context?: Context; language?: Language}): AgendaItem[] {
  const language = window.language ?? userLanguage(db);
  return buildAgenda(loadAgendaInput(db, language), {from: window.from, to: window.to, today: localDay(window.now), context: window.context});
}
