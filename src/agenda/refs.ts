/**
 * What `agenda move|cancel|delete REF` names: the short number the human agenda shows on that run
 * (its position in the listing, from 1), or an item's stable `id` from `--json` ("event-12",
 * "checkup-3", "task-7"). Pure.
 */
import type {AgendaItem} from '../domain/records.js';

export type AgendaTarget = {table: 'checkups' | 'events' | 'tasks'; id: number; item: AgendaItem | null} | {table: 'birthday'; id: number; item: AgendaItem | null};

const ID = /^(checkup|event|task|birthday)-(\d+)$/;
const TABLE = {checkup: 'checkups', event: 'events', task: 'tasks', birthday: 'birthday'} as const;

/** The numbers the human agenda prints beside its items: their place in the listing. */
export function agendaNumber(items: AgendaItem[], item: AgendaItem): number {
  return items.indexOf(item) + 1;
}

/** The item a REF names among this run's listing, or null. */
export function resolveAgendaRef(items: AgendaItem[], ref: string): AgendaTarget | null {
  const r = ref.trim().toLowerCase();
  if (/^\d+$/.test(r)) {
    const item = items[Number(r) - 1];
    return item ? resolveAgendaRef([item], item.id) && {...resolveAgendaRef([item], item.id)!, item} : null;
  }
  const m = ID.exec(r);
  if (!m) return null;
  const table = TABLE[m[1] as keyof typeof TABLE];
  return {table, id: Number(m[2]), item: items.find(i => i.id === r) ?? null} as AgendaTarget;
}
