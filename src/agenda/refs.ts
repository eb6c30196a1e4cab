/**
 * The short numbers of the human agenda (`magis agenda`: "3. 10h — Dermatologista"), so
 * `magis agenda move 3 …` can name an item as it was read. A number is the item's position in that
 * listing — overdue tasks first, then by day — for the same window (`--from`/`--within`, `--now`):
 * listing the same window again gives the same numbers. Pure.
 */
import type {AgendaItem} from '../domain/records.js';

/** Overdue tasks (due before today and before the window), listed first under "Atrasado"/"Overdue". */
export const isOverdue = (i: AgendaItem, opts: {today: string; from: string}) => i.source === 'task' && i.date < opts.today && i.date < opts.from;

/** The items in the order `formatAgenda` lists them, each with its number (from 1). */
export function agendaRefs<T extends AgendaItem>(items: T[], opts: {today: string; from: string}): Array<{ref: number; item: T}> {
  const overdue = items.filter(i => isOverdue(i, opts));
  const rest = items.filter(i => !isOverdue(i, opts));
  return [...overdue, ...rest].map((item, k) => ({ref: k + 1, item}));
}

/** The item a typed number names in that listing ("3", "#3"), or undefined. */
export function itemByRef<T extends AgendaItem>(items: T[], opts: {today: string; from: string}, text: string): T | undefined {
  const m = /^#?(\d{1,6})$/.exec(text.trim());
  return m ? agendaRefs(items, opts).find(r => r.ref === Number(m[1]))?.item : undefined;
}
