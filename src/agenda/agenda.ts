// Minimal stand-in written on the `ui` branch so the chat's greeting can show today's agenda: the agenda branch replaces this file (the integrator keeps theirs).
import type {AgendaItem} from '../domain/records.js';
import type {Context} from '../domain/types.js';
import type {DB} from '../store/db.js';

/**
 * What is on the agenda between two local days (YYYY-MM-DD, both included): scheduled checkups
 * and open tasks with a due date only (no events, recurrences or birthdays here), sorted by
 * date then time.
 */
export function agendaBetween(db: DB, window: {from: string; to: string; now: Date; context?: Context}): AgendaItem[] {
  const from = window.from.slice(0, 10);
  const to = window.to.slice(0, 10);
  const checkups = db
    .prepare(`SELECT c.date, c.time, c.kind, c.kind AS title, coalesce(e.name, 'user') AS person, coalesce(e.context, 'personal') AS context
        FROM checkups c LEFT JOIN entities e ON e.id = c.entity_id
        WHERE c.status = 'scheduled' AND c.date BETWEEN ? AND ?`)
    .all(from, to) as Array<Omit<AgendaItem, 'source'>>;
  const tasks = db
    .prepare(`SELECT t.due AS date, NULL AS time, 'task' AS kind, t.description AS title, coalesce(e.name, 'user') AS person, coalesce(e.context, 'personal') AS context
        FROM tasks t LEFT JOIN entities e ON e.id = t.entity_id
        WHERE t.status = 'open' AND t.due BETWEEN ? AND ?`)
    .all(from, to) as Array<Omit<AgendaItem, 'source'>>;
  const items: AgendaItem[] = [
    ...checkups.map(c => ({...c, source: 'checkup' as const})),
    ...tasks.map(t => ({...t, source: 'task' as const})),
  ].filter(i => !window.context || i.context === window.context);
  return items.sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? '99').localeCompare(b.time ?? '99'));
}
