/**
 * `undo` as the user runs it — the chat's /undo and `magis undo` alike: the latest batch reverted
 * (store/undo.ts), and what lives outside the store with it. A calendar account an undone
 * `calendar add` takes away takes its password from keys.json too, as `calendar remove` does.
 */
import {setCalendarPassword} from '../calendar/keyring.js';
import type {Store} from '../store/store.js';
import {type Undone, undoLastMessage} from '../store/undo.js';
import {type WorldItem, worldItem} from '../store/world-items.js';

/** What undo reverted, with the bookings a hand edit's undo put back as they are now (for its reply to name). */
export interface UndoneNamed extends Undone {
  /** After undoing an edit (`agenda move|cancel|delete`, `people checkup …`): each booking or event it put back. */
  restored?: WorldItem[];
}

export function undoLast(store: Store): UndoneNamed {
  const u = undoLastMessage(store.db, store.nowIso());
  for (const name of u.calendars?.removed ?? []) setCalendarPassword(store.home, name, undefined);
  if (u.message !== null || u.memories) return u;
  // "the last edit" alone leaves the user to guess which: the items it touched, as they stand again.
  const restored = u.changes
    .filter(c => c.what === 'checkup' || c.what === 'event')
    .map(c => worldItem(store.db, c.what === 'checkup' ? 'checkups' : 'events', c.id))
    .filter((i): i is WorldItem => i !== null);
  return restored.length ? {...u, restored} : u;
}
