/**
 * The agenda as data for the LLM: the prompt's "DATA: agenda" section (the model asks for other
 * days through the `agenda` tool, tools/agenda.ts). Lines are plain records; the prompt quotes them.
 */
import {agendaBetween} from '../agenda/agenda.js';
import type {AgendaItem} from '../domain/records.js';
import type {Context} from '../domain/types.js';
import type {DB} from '../store/db.js';
import {localDay, startOfLocalDay} from '../time/day.js';
import {passedToday, workFirst} from './answers/agenda-day.js';
import {UPCOMING_DAYS} from '../understanding/day-words.js';
import {weekdayShort} from '../text/phrases.js';
import {addDays} from '../time/arithmetic.js';

/** "2026-03-06 Fri 09:00 — gynecologist (Fernanda) [checkup]", with overdue and passed-today marked. */
function agendaLine(item: AgendaItem, now: Date): string {
  const day = `${item.date} ${weekdayShort(startOfLocalDay(item.date).getDay(), 'en')}`;
  const who = item.person === 'user' ? '' : ` (${item.person})`;
  const late = item.source === 'task' && item.date < localDay(now) ? ' — overdue' : passedToday(item, now) ? ' — time already passed' : '';
  return `${day}${item.time ? ` ${item.time}` : ''} — ${item.title}${who} [${item.source}${item.context === 'work' ? ', work' : ''}]${late}`;
}

/** The next days' agenda (overdue tasks included) as DATA lines; work first in work mode. */
export function agendaLines(db: DB, now: Date, mode: Context): string[] {
  const items = agendaBetween(db, {from: localDay(now), to: localDay(addDays(now, UPCOMING_DAYS - 1)), now});
  return workFirst(items, mode).map(i => agendaLine(i, now));
}
