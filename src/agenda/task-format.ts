/**
 * A task as one line, for `magis tasks` and the chat's /tasks, in the user's language. Pure.
 */
import type {TaskRecord} from '../domain/records.js';
import type {Language} from '../domain/types.js';
import {dayText} from '../text/phrases.js';

/** "2026-05-15" → "15/05" / "May 15" (British order: "15 May"). */
const shortDay = (day: string, lang: Language): string => dayText(day, lang);

/** "• #3 renovar a cnh — até 15/05" / "✓ #2 entregar o relatório" / "• #4 call the bank — was due May 2" / "• #5 fly to Chicago (Eric) — due Nov 23". */
export function taskLine(t: TaskRecord, lang: Language, today: string): string {
  const late = t.due !== null && t.due < today;
  const due = t.due && t.status === 'open' ? (lang === 'pt' ? ` — ${late ? 'venceu' : 'até'} ${shortDay(t.due, lang)}` : ` — ${late ? 'was due' : 'due'} ${shortDay(t.due, lang)}`) : '';
  return `${t.status === 'done' ? '✓' : '•'} #${t.id} ${t.description}${t.person ? ` (${t.person})` : ''}${due}`;
}

/** What /tasks and `magis tasks` say when there is nothing open. */
export const noTasks = (lang: Language) => (lang === 'pt' ? 'Nenhuma tarefa aberta.' : 'No open tasks.');
