/**
 * The agenda as data for the LLM: the prompt's "DATA: agenda" section and the `agenda` tool the
 * model may call for other days. Lines are plain records; the prompt quotes them.
 */
import {addDays} from 'date-fns/addDays';
import {agendaBetween} from '../agenda/agenda.js';
import type {AgendaItem} from '../domain/records.js';
import type {Context} from '../domain/types.js';
import type {DB} from '../store/db.js';
import {localDay, startOfLocalDay} from '../time/day.js';
import {passedToday, workFirst} from './answers/agenda-day.js';
import {UPCOMING_DAYS} from './answers/day-words.js';
import type {Tool} from './llm.js';

const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** The model asks for a window; a year is the most any question needs, and it bounds the tool's output. */
const MAX_TOOL_DAYS = 366;
/** Lines the tool returns at most: enough for a busy month, small enough for the context budget. */
const MAX_TOOL_LINES = 40;

/** "2026-03-06 Fri 09:00 — gynecologist (Fernanda) [checkup]", with overdue and passed-today marked. */
export function agendaLine(item: AgendaItem, now: Date): string {
  const day = `${item.date} ${WEEKDAY[startOfLocalDay(item.date).getDay()]}`;
  const who = item.person === 'user' ? '' : ` (${item.person})`;
  const late = item.source === 'task' && item.date < localDay(now) ? ' — overdue' : passedToday(item, now) ? ' — time already passed' : '';
  return `${day}${item.time ? ` ${item.time}` : ''} — ${item.title}${who} [${item.source}${item.context === 'work' ? ', work' : ''}]${late}`;
}

/** The next days' agenda (overdue tasks included) as DATA lines; work first in work mode. */
export function agendaLines(db: DB, now: Date, mode: Context): string[] {
  const items = agendaBetween(db, {from: localDay(now), to: localDay(addDays(now, UPCOMING_DAYS - 1)), now});
  return workFirst(items, mode).map(i => agendaLine(i, now));
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The `agenda` tool: what is scheduled between two days (default: the next week). */
export function agendaTool(db: DB, now: Date, mode: Context): Tool {
  return {
    name: 'agenda',
    description: "The user's agenda between two local days (inclusive): appointments, events, birthdays, tasks due and overdue. Returns quoted records.",
    parameters: {type: 'object', properties: {from: {type: 'string', description: 'YYYY-MM-DD, default today'}, to: {type: 'string', description: 'YYYY-MM-DD, default 6 days after from'}}},
    run: args => {
      const from = typeof args.from === 'string' && DAY.test(args.from) ? args.from : localDay(now);
      const maxTo = localDay(addDays(startOfLocalDay(from), MAX_TOOL_DAYS));
      let to = typeof args.to === 'string' && DAY.test(args.to) ? args.to : localDay(addDays(startOfLocalDay(from), UPCOMING_DAYS - 1));
      if (to > maxTo) to = maxTo;
      if (to < from) return 'invalid window: "to" is before "from"';
      const items = workFirst(agendaBetween(db, {from, to, now}), mode);
      if (!items.length) return `nothing scheduled between ${from} and ${to}`;
      return items.slice(0, MAX_TOOL_LINES).map(i => `- ${JSON.stringify(agendaLine(i, now))}`).join('\n');
    },
  };
}
