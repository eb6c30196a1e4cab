import type {IcsCalendar, IcsEvent} from './ics-parse.js';
import {localStart} from '../agenda/occurrences.js';
import {kindWords} from '../text/kind-words.js';
import {fold, tokenize} from '../text/words.js';
import {type DB, writeTx} from '../store/db.js';
import {insertMany} from '../store/journal.js';

/**
 * Writes a parsed calendar into the agenda: events and checkups keyed by the calendar's UID
 * (`external_uid`, unique), so importing the same file twice adds nothing. A health visit whose
 * title names one person Magis knows ("Dentist – Will", "Pediatra da Bia") is that person's;
 * anything else is the user's (entity_id NULL).
 *
 * An event a Magis before zones (migration 013) imported is on the user's wall clock; the same
 * file imported again gives it its zone, when its row still starts where the file says (nobody
 * moved it since). In the same way its end follows the file's DTEND: the one a Magis before spans
 * (issue 38) did not keep, and one changed at the source since the last import (a trip made longer,
 * a conference that now ends a day earlier or on its first day). A row whose start was moved in Magis
 * keeps its own end: the file no longer says where that event is.
 *
 * A moved occurrence (uid `UID#RECURRENCE-ID`) is tied to its series (`series_id`, `occurrence`), as
 * one moved in Magis is: the sync writes it back as the same RECURRENCE-ID override.
 */

interface Counts {
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
  const eventKnown = db.prepare('SELECT id, date, time, tzid, end_date AS endDate, end_time AS endTime FROM events WHERE external_uid = ?');
  const checkupKnown = db.prepare('SELECT 1 FROM checkups WHERE external_uid = ?').pluck();
  const addEvent = db.prepare(`INSERT INTO events (entity_id, kind, title, with_names, date, time, rrule, status, context, external_uid, exdates, tzid, end_date, end_time,
      series_id, occurrence, created_at, updated_at)
    VALUES (@entityId, @kind, @title, @withNames, @date, @time, @rrule, @status, @context, @uid, @exdates, @tzid, @endDate, @endTime,
      (SELECT id FROM events WHERE external_uid = @seriesUid), @occurrence, @at, @at)`);
  const zoneEvent = db.prepare('UPDATE events SET date = @date, time = @time, exdates = @exdates, tzid = @tzid, updated_at = @at WHERE id = @id');
  const endEvent = db.prepare('UPDATE events SET end_date = @endDate, end_time = @endTime, updated_at = @at WHERE id = @id');
  const exdates = (e: IcsEvent) => (e.exdates.length ? JSON.stringify(e.exdates) : null);
  const addCheckup = db.prepare(`INSERT INTO checkups (entity_id, kind, status, date, time, every_months, provider, created_at, external_uid, label)
    VALUES (@entityId, @kind, @status, @date, @time, @everyMonths, NULL, @at, @uid, @label)`);
  const people = db
    .prepare(`SELECT e.id, e.name FROM entities e WHERE e.kind = 'person' AND coalesce(e.unnamed, 0) = 0
      UNION SELECT a.entity_id, a.alias FROM entity_aliases a JOIN entities e ON e.id = a.entity_id WHERE e.kind = 'person'`)
    .all() as Array<{id: number; name: string}>;
  const whose = (title: string): number | null => {
    const words = new Set(tokenize(title));
    const ids = new Set(
      people
        .filter(p => {
          const first = tokenize(p.name)[0];
          return first !== undefined && first.length >= 2 && words.has(first);
        })
        .map(p => p.id),
    );
    return ids.size === 1 ? [...ids][0]! : null;
  };
  const nameOf = (id: number | null) => (id === null ? null : (people.find(p => p.id === id)?.name ?? null));
  // Whose an event is, as a Magis that sent it named them (X-MAGIS-OWNER): a person known here by that name.
  const named = (owner: string | null | undefined): number | null => {
    if (!owner) return null;
    const ids = new Set(people.filter(p => fold(p.name) === fold(owner)).map(p => p.id));
    return ids.size === 1 ? [...ids][0]! : null;
  };
  writeTx(db, () => {
    // Rows already here first (the file again: counted, and given the zone or end an older Magis
    // did not keep, recorded row by row); the new ones after, recorded all at once (insertMany).
    const fresh: IcsEvent[] = [];
    const inFile = new Set<string>();
    for (const e of cal.events) {
      const known = eventKnown.get(e.uid) as {id: number; date: string | null; time: string | null; tzid: string | null; endDate: string | null; endTime: string | null} | undefined;
      if (known || inFile.has(e.uid)) {
        result.events.skipped++;
        if (!known) continue; // the same UID twice in one file: the first is the one added
        const start = e.tzid && !known.tzid ? localStart(e) : null;
        if (start && known.date === start.date && known.time === start.time) zoneEvent.run({date: e.date, time: e.time, exdates: exdates(e), tzid: e.tzid, at, id: known.id});
        const unmoved = (known.date === e.date && known.time === e.time) || (start && known.date === start.date && known.time === start.time);
        const endChanged = known.endDate !== e.endDate || (known.endTime ?? null) !== (e.endTime ?? null);
        if (unmoved && endChanged) endEvent.run({endDate: e.endDate, endTime: e.endTime, at, id: known.id});
      } else {
        inFile.add(e.uid);
        fresh.push(e);
      }
    }
    insertMany(db, 'events', fresh, e => {
      const info = addEvent.run({
        ...e,
        entityId: named(e.own?.owner),
        context: e.own?.context ?? 'personal',
        withNames: JSON.stringify(e.withNames),
        exdates: exdates(e),
        seriesUid: e.seriesUid ?? null,
        occurrence: e.seriesUid ? (e.occurrence ?? null) : null,
        at,
      });
      result.events.added++;
      return Number(info.lastInsertRowid);
    });
    const newCheckups: IcsCalendar['checkups'] = [];
    const checkupsInFile = new Set<string>();
    for (const c of cal.checkups) {
      if (checkupKnown.get(c.uid) || checkupsInFile.has(c.uid)) result.checkups.skipped++;
      else {
        checkupsInFile.add(c.uid);
        newCheckups.push(c);
      }
    }
    insertMany(db, 'checkups', newCheckups, c => {
      const entityId = whose(c.title);
      const info = addCheckup.run({...c, entityId, label: c.kind === 'other' ? visitLabel(c.title, nameOf(entityId)) : null, at});
      result.checkups.added++;
      return Number(info.lastInsertRowid);
    });
  });
  return result;
}

/**
 * What a visit of no specialty is called on the calendar, its label ("Dr. Souza", "Allergy clinic"):
 * the title without whose it is ("— Will", "da Bia"), else it would read "Consulta" / "Appointment".
 * A title that says only that ("Consulta — Bia") gives none.
 */
export function visitLabel(title: string, person: string | null): string | null {
  let t = title;
  const first = person?.trim().split(/\s+/)[0];
  if (first) {
    const name = first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // The name with what ties it to the title: a dash or colon, "da/do/de", "for", "with", "'s".
    const whose = new RegExp(`(?:\\s*[—–:-]\\s*|\\s+(?:d[aoe]s?|for|with|com)\\s+)?(?<!\\p{L})${name}(?:'s)?(?!\\p{L})(?:\\s*[—–:-]\\s*)?`, 'iu');
    t = t.replace(whose, ' ');
  }
  const label = t.replace(/\s+/g, ' ').replace(/^[\s—–:-]+|[\s—–:-]+$/g, '');
  const generic = new Set(['pt', 'en'].map(l => fold(kindWords('other', l as 'pt' | 'en').noun)));
  return label && !generic.has(fold(label)) ? label : null;
}
