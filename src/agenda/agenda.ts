/**
 * REPLACED BY THE AGENDA BRANCH — a minimal stand-in so question answering can be built and tested
 * in parallel (#12 item 5). It keeps the agenda branch's exact signature; the integrator takes
 * theirs (recurrences expanded, anniversaries, titles in the user's language).
 *
 * What it covers: scheduled checkups, one-off events, birthdays (yearly), open tasks due in the
 * window and overdue ones — sorted by date then time.
 */
import {addDays} from 'date-fns/addDays';
import type {AgendaItem} from '../domain/records.js';
import type {Context} from '../domain/types.js';
import type {DB} from '../store/db.js';
import {startOfLocalDay} from '../time/day.js';
import {localDay} from '../time/day.js';

interface Row {
  date: string | null;
  time: string | null;
  kind: string;
  title: string | null;
  person: string | null;
  context: string | null;
}

/** The agenda between two local days (YYYY-MM-DD, inclusive). */
export function agendaBetween(db: DB, window: {from: string; to: string; now: Date; context?: Context}): AgendaItem[] {
  const {from, to} = window;
  const items: AgendaItem[] = [];
  const push = (r: Row, source: AgendaItem['source'], date: string) => {
    const context = (r.context ?? 'personal') as Context;
    if (window.context && context !== window.context) return;
    items.push({date, time: r.time, kind: r.kind as AgendaItem['kind'], title: r.title ?? r.kind, person: r.person ?? 'user', context, source});
  };
  const checkups = db.prepare(`SELECT c.date, c.time, c.kind, NULL AS title, e.name AS person, e.context FROM checkups c LEFT JOIN entities e ON e.id = c.entity_id
      WHERE c.status = 'scheduled' AND c.date BETWEEN ? AND ?`).all(from, to) as Row[];
  for (const r of checkups) push(r, 'checkup', r.date!);
  const events = db.prepare(`SELECT v.date, v.time, v.kind, v.title, e.name AS person, v.context FROM events v LEFT JOIN entities e ON e.id = v.entity_id
      WHERE v.status = 'scheduled' AND v.rrule IS NULL AND v.date BETWEEN ? AND ?`).all(from, to) as Row[];
  for (const r of events) push(r, 'event', r.date!);
  const tasks = db.prepare(`SELECT t.due AS date, NULL AS time, 'task' AS kind, t.description AS title, e.name AS person, 'personal' AS context
      FROM tasks t LEFT JOIN entities e ON e.id = t.entity_id WHERE t.status = 'open' AND t.due IS NOT NULL AND t.due <= ?`).all(to) as Row[];
  for (const r of tasks) push(r, 'task', r.date!.slice(0, 10));
  const birthdays = db.prepare(`SELECT birthday AS date, NULL AS time, 'birthday' AS kind, name AS title, name AS person, context
      FROM entities WHERE birthday IS NOT NULL`).all() as Row[];
  for (const r of birthdays) {
    const monthDay = r.date!.slice(-5);
    for (let d = startOfLocalDay(from); localDay(d) <= to; d = addDays(d, 1)) {
      if (localDay(d).slice(5) === monthDay) push(r, 'birthday', localDay(d));
    }
  }
  // Within a day, timed items in time order, then the ones with no time.
  return items.sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? '99').localeCompare(b.time ?? '99'));
}
