/**
 * The latest numbered agenda the user saw: what each number pointed at (an item and, for a series,
 * the day it showed). `agenda move|cancel|delete N` acts on what that listing showed — never on
 * whatever sits at N after an edit moved things around — and refuses a number that no longer points
 * at it. Kept in the store's meta table: a listing printed by one process is read by the next.
 */
import type {AgendaItem} from '../domain/records.js';
import {type DB, getMeta, setMeta} from '../store/db.js';

const KEY = 'agenda_listing';

export interface Listing {
  from: string;
  days: number;
  context: string | null;
  items: Array<{id: string; date: string}>;
}

export function rememberListing(db: DB, l: {from: string; days: number; context: string | null; items: AgendaItem[]}): void {
  setMeta(db, KEY, JSON.stringify({from: l.from, days: l.days, context: l.context, items: l.items.map(i => ({id: i.id, date: i.date}))} satisfies Listing));
}

/** The latest listing, or null when none was printed (or what is stored is not one). */
export function lastListing(db: DB): Listing | null {
  try {
    const l = JSON.parse(getMeta(db, KEY) ?? 'null') as Listing | null;
    return l && typeof l.from === 'string' && Array.isArray(l.items) ? l : null;
  } catch {
    return null;
  }
}
