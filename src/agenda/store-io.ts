/**
 * The one agenda module that reads the database: events, birthdays, checkups, the pets' booked care,
 * dated open tasks and the user's language. Reads only.
 */
import type {Language} from '../domain/types.js';
import type {DB} from '../store/db.js';
import {birthdays, listEventRecords} from '../store/events.js';
import {bookedPetCare} from '../store/pets.js';
import {datedOpenTasks} from '../store/tasks.js';
import type {AgendaCheckup, AgendaInput} from './types.js';

/** Everything the agenda rules read. */
export function loadAgendaInput(db: DB, language: Language): AgendaInput {
  const checkups = (
    db
      .prepare(`SELECT c.id, c.entity_id AS entityId, coalesce(e.name, 'user') AS person, e.gender, coalesce(e.unnamed, 0) AS unnamed,
        c.kind, c.label, c.status, c.date, c.time, coalesce(m.context, e.context, 'personal') AS context, c.created_at AS createdAt
      FROM checkups c LEFT JOIN entities e ON e.id = c.entity_id LEFT JOIN memories m ON m.id = c.source_memory_id
      ORDER BY c.created_at, c.id`)
      .all() as Array<Omit<AgendaCheckup, 'unnamed'> & {unnamed: number}>
  ).map(r => ({...r, unnamed: r.unnamed === 1}));
  return {
    events: listEventRecords(db),
    birthdays: birthdays(db),
    checkups,
    tasks: datedOpenTasks(db),
    petCare: bookedPetCare(db),
    language,
  };
}
