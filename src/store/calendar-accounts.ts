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
