import type {IcsCalendar} from '../calendar/ics-parse.js';
import {type DB, writeTx} from './db.js';

/**
 * Writes a parsed calendar into the agenda: events and checkups keyed by the calendar's UID
 * (`external_uid`, unique), so importing the same file twice adds nothing. The user's own calendar,
 * so entity_id stays NULL (the user).
 */

export interface Counts {
  added: number;
  skipped: number;
}

export interface CalendarImportResult {
  events: Counts;
  checkups: Counts;
}

/** Saves every event and checkup not already imported, in one transaction. */
export function saveCalendar(db: DB, cal: IcsCalendar, at: string): CalendarImportResult {
  const result: CalendarImportResult = {events: {added: 0, skipped: 0}, checkups: {added: 0, skipped: 0}};
  const eventKnown = db.prepare('SELECT 1 FROM events WHERE external_uid = ?').pluck();
  const checkupKnown = db.prepare('SELECT 1 FROM checkups WHERE external_uid = ?').pluck();
  const addEvent = db.prepare(`INSERT INTO events (entity_id, kind, title, with_names, date, time, rrule, status, context, external_uid, exdates, created_at, updated_at)
    VALUES (NULL, @kind, @title, @withNames, @date, @time, @rrule, @status, 'personal', @uid, @exdates, @at, @at)`);
  const addCheckup = db.prepare(`INSERT INTO checkups (entity_id, kind, status, date, time, every_months, provider, created_at, external_uid)
    VALUES (NULL, @kind, @status, @date, @time, @everyMonths, NULL, @at, @uid)`);
  writeTx(db, () => {
    for (const e of cal.events) {
      if (eventKnown.get(e.uid)) result.events.skipped++;
      else {
        addEvent.run({...e, withNames: JSON.stringify(e.withNames), exdates: e.exdates.length ? JSON.stringify(e.exdates) : null, at});
        result.events.added++;
      }
    }
    for (const c of cal.checkups) {
      if (checkupKnown.get(c.uid)) result.checkups.skipped++;
      else {
        addCheckup.run({...c, at});
        result.checkups.added++;
      }
    }
  });
  return result;
}
