import type {DB} from './db.js';

/**
 * Whether a CalDAV account was added (`magis calendar add`): cron's `magis remind` asks this before
 * loading anything of the calendar sync, so a home without calendars pays one indexed read.
 */
export function hasCalendarAccounts(db: DB): boolean {
  try {
    return db.prepare('SELECT 1 FROM calendar_accounts LIMIT 1').get() !== undefined;
  } catch {
    return false; // a store from before migration 011, opened without migrating
  }
}

/**
 * What a calendar sync could not do as both sides wanted (migration 019): 'conflict', a change one
 * side made that the other's change to the same thing replaced (the sentence says what was kept);
 * 'login', an account this device has no password for. `magis log` and `magis stats` read them.
 */
export interface CalendarNote {
  account: string;
  kind: 'conflict' | 'login';
  text: string;
  at: string;
}

/**
 * The table of the item a calendar link joins, by the link's kind (calendar_links.item): an event, a
 * person's checkup, or a pet's vet visit or vaccine (its care, migration 023).
 */
export const LINKED_TABLE: Readonly<Record<string, string>> = {event: 'events', checkup: 'checkups', pet: 'pet_care'};

/** The ids of an account's links to the server's items: `calendar remove` records them, so `undo` can bring them back. */
export function accountLinkIds(db: DB, accountId: number): number[] {
  return db.prepare('SELECT id FROM calendar_links WHERE account_id = ? ORDER BY id').pluck().all(accountId) as number[];
}

/** Notes kept: enough for months of a family's syncs, never a growing history. */
const KEEP_NOTES = 200;

export function addCalendarNote(db: DB, note: CalendarNote): void {
  db.prepare('INSERT INTO calendar_notes (account, kind, text, at) VALUES (?, ?, ?, ?)').run(note.account, note.kind, note.text, note.at);
  db.prepare('DELETE FROM calendar_notes WHERE id <= (SELECT max(id) FROM calendar_notes) - ?').run(KEEP_NOTES);
}

/** The latest notes, newest first; none on a store from before migration 019. */
export function calendarNotes(db: DB, limit = 20): CalendarNote[] {
  try {
    return db.prepare('SELECT account, kind, text, at FROM calendar_notes ORDER BY id DESC LIMIT ?').all(limit) as CalendarNote[];
  } catch {
    return [];
  }
}

/** The latest note about one account, if any: a login note is said once, not on every cron run. */
export function lastCalendarNote(db: DB, account: string): CalendarNote | null {
  try {
    return (db.prepare('SELECT account, kind, text, at FROM calendar_notes WHERE account = ? ORDER BY id DESC LIMIT 1').get(account) as CalendarNote | undefined) ?? null;
  } catch {
    return null;
  }
}

/** The account has its password again (`magis calendar login`): its login notes are done with. */
export function clearLoginNotes(db: DB, account: string): void {
  try {
    db.prepare("DELETE FROM calendar_notes WHERE account = ? AND kind = 'login'").run(account);
  } catch {
    /* a store from before migration 019 has none */
  }
}
