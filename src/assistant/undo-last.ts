/**
 * `undo` as the user runs it — the chat's /undo and `magis undo` alike: the latest batch reverted
 * (store/undo.ts), and what lives outside the store with it. A calendar account an undone
 * `calendar add` takes away takes its password from keys.json too, as `calendar remove` does.
 */
import {setCalendarPassword} from '../calendar/keyring.js';
import type {Store} from '../store/store.js';
import {type Undone, undoLastMessage} from '../store/undo.js';

export function undoLast(store: Store): Undone {
  const u = undoLastMessage(store.db, store.nowIso());
  for (const name of u.calendars?.removed ?? []) setCalendarPassword(store.home, name, undefined);
  return u;
}
