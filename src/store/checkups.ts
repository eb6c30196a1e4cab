/**
 * Checkup rows: the one insert and the one duplicate key, shared by learning from conversation
 * (store/learn.ts) and the `magis remind add|done` commands, so a checkup said in chat and the same
 * one typed as a command never become two rows.
 */
import type {DB} from './db.js';

export interface NewCheckup {
  /** null = the user. */
  entityId: number | null;
  kind: string;
  status: string;
  date: string | null;
  time: string | null;
  everyMonths: number | null;
  provider?: string | null;
  label?: string | null;
  sourceMemoryId?: number | null;
  datePrecision?: 'day' | 'week' | 'month';
  /** The booking this need must come before (a deadline that moves with it). */
  beforeId?: number | null;
  at: string;
}

/**
 * Inserts a checkup unless the same one is there — same person, kind, status and day (the
 * duplicate key). A repeat fills in what the first one lacked (time, recurrence, provider): the
 * later statement is the more precise one.
 */
export function insertCheckup(db: DB, c: NewCheckup): {id: number; added: boolean} {
  const dup = db.prepare('SELECT id FROM checkups WHERE entity_id IS ? AND kind = ? AND status = ? AND date IS ? ORDER BY id LIMIT 1').pluck().get(c.entityId, c.kind, c.status, c.date) as
    | number
    | undefined;
  if (dup !== undefined) {
    db.prepare(`UPDATE checkups SET time = coalesce(?, time), every_months = coalesce(?, every_months), provider = coalesce(?, provider),
        label = coalesce(?, label), before_id = coalesce(?, before_id) WHERE id = ?`).run(c.time, c.everyMonths, c.provider ?? null, c.label ?? null, c.beforeId ?? null, dup);
    return {id: dup, added: false};
  }
  const info = db
    .prepare(`INSERT INTO checkups (entity_id, kind, status, date, time, every_months, provider, label, source_memory_id, date_precision, before_id, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(c.entityId, c.kind, c.status, c.date, c.time, c.everyMonths, c.provider ?? null, c.label ?? null, c.sourceMemoryId ?? null, c.datePrecision ?? 'day', c.beforeId ?? null, c.at);
  return {id: Number(info.lastInsertRowid), added: true};
}

/**
 * The booking a need must come before ("bloodwork before the surgery"): that person's next
 * scheduled visit of the kind named — for a visit of no specialty ("the surgery"), their next one
 * of no specialty, else their next visit at all. Null when nothing is booked ahead.
 */
export function bookingAhead(db: DB, entityId: number | null, kind: string, today: string): number | null {
  const row = db.prepare("SELECT id, kind FROM checkups WHERE entity_id IS ? AND status = 'scheduled' AND date >= ? ORDER BY kind = ? DESC, date, id LIMIT 1").get(entityId, today, kind) as
    | {id: number; kind: string}
    | undefined;
  // A specialty named ("before the dentist") is that specialty's booking or none.
  return row && (kind === 'other' || row.kind === kind) ? row.id : null;
}

/** A person's display name by entity id, or undefined when no person has it. */
export function personNameById(db: DB, id: number): string | undefined {
  return db.prepare("SELECT name FROM entities WHERE id = ? AND kind = 'person'").pluck().get(id) as string | undefined;
}
