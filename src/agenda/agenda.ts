// Minimal stand-in written by the integrations branch for `magis mcp`: the agenda branch replaces this file whole.
import type {AgendaItem} from '../domain/records.js';
import type {CheckupKind} from '../domain/checkup-kinds.js';
import type {Context, EventKind} from '../domain/types.js';
import type {DB} from '../store/db.js';

/**
 * What is coming between `from` and `to` (local YYYY-MM-DD, inclusive): scheduled checkups,
 * events that happen once, open tasks due in the window (and overdue ones), sorted by date and
 * time. Recurring events and birthdays are the agenda branch's.
 */
export function agendaBetween(db: DB, window: {from: string; to: string; now: Date; context?: Context}): AgendaItem[] {
  const {from, to, context} = window;
  const checkups = db.prepare(`SELECT c.date, c.time, c.kind, COALESCE(e.name, 'user') AS person, COALESCE(e.context, 'personal') AS context
      FROM checkups c LEFT JOIN entities e ON e.id = c.entity_id
      WHERE c.status = 'scheduled' AND c.date BETWEEN ? AND ?`).all(from, to) as Array<{date: string; time: string | null; kind: CheckupKind; person: string; context: Context}>;
  const events = db.prepare(`SELECT ev.date, ev.time, ev.kind, ev.title, COALESCE(e.name, 'user') AS person, ev.context
      FROM events ev LEFT JOIN entities e ON e.id = ev.entity_id
      WHERE ev.status = 'scheduled' AND ev.rrule IS NULL AND ev.date BETWEEN ? AND ?`).all(from, to) as Array<{date: string; time: string | null; kind: EventKind; title: string; person: string; context: Context}>;
  const tasks = db.prepare(`SELECT t.due AS date, t.description AS title, COALESCE(e.name, 'user') AS person, COALESCE(e.context, 'personal') AS context
      FROM tasks t LEFT JOIN entities e ON e.id = t.entity_id
      WHERE t.status = 'open' AND t.due IS NOT NULL AND t.due <= ?`).all(to) as Array<{date: string; title: string; person: string; context: Context}>;
  const items: AgendaItem[] = [
    ...checkups.map(c => ({date: c.date, time: c.time, kind: c.kind, title: c.kind.replace(/_/g, ' '), person: c.person, context: c.context, source: 'checkup' as const})),
    ...events.map(e => ({date: e.date, time: e.time, kind: e.kind, title: e.title, person: e.person, context: e.context, source: 'event' as const})),
    ...tasks.map(t => ({date: t.date, time: null, kind: 'task' as const, title: t.title, person: t.person, context: t.context, source: 'task' as const})),
  ];
  return items
    .filter(i => !context || i.context === context)
    .sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? ''));
}
