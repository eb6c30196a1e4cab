/**
 * Reads of checkups for direct answers: the visits of one kind for one person (the user when the
 * entity is null), oldest first, with how precise each date was.
 */
import type {DB} from './db.js';

export interface CheckupVisit {
  kind: string;
  status: 'needed' | 'scheduled' | 'done';
  date: string | null;
  time: string | null;
  /** 'day', 'week' or 'month': "essa semana fui" is a visit that week, not on its Monday. */
  precision: 'day' | 'week' | 'month';
  everyMonths: number | null;
  createdAt: string;
  /** A visit of no specialty in the user's words ("memory clinic"), else null. */
  label: string | null;
}

/** Every checkup of a person (null = the user), optionally of one kind, oldest first. */
export function checkupVisits(db: DB, entityId: number | null, kind?: string): CheckupVisit[] {
  return db
    .prepare(`SELECT kind, status, date, time, date_precision AS precision, every_months AS everyMonths, created_at AS createdAt, label
      FROM checkups WHERE entity_id IS ? AND (? IS NULL OR kind = ?) ORDER BY coalesce(date, substr(created_at, 1, 10)), id`)
    .all(entityId, kind ?? null, kind ?? null) as CheckupVisit[];
}

/** Birthdays known for people: entity id → YYYY-MM-DD or --MM-DD. */
export function birthdays(db: DB): Map<number, string> {
  const rows = db.prepare("SELECT id, birthday FROM entities WHERE kind = 'person' AND birthday IS NOT NULL").all() as Array<{id: number; birthday: string}>;
  return new Map(rows.map(r => [r.id, r.birthday]));
}

/** Who provides a kind of checkup ("Dra. Marta" for the pediatrician), most recently named first. */
export function providersOf(db: DB, kind: string): string[] {
  return db.prepare(`SELECT provider FROM checkups WHERE kind = ? AND provider IS NOT NULL AND provider != '' GROUP BY provider ORDER BY max(id) DESC`).pluck().all(kind) as string[];
}
