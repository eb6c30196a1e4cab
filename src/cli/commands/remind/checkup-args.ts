import {parseUserDate} from '../../../config/clock.js';
import {localDay} from '../../../time/day.js';
import {UsageError, showValue} from '../../../config/errors.js';
import {fold} from '../../../text/words.js';
import type {DB} from '../../../store/db.js';
import {findPerson, upsertPerson} from '../../../store/learn.js';

const SELF = new Set(['me', 'eu', 'user', 'mim', 'i', 'myself', 'self', 'voce']);

/** The entity id of --person (null = the user). Unknown names are created only when `create`. */
export function resolvePerson(db: DB, name: string | undefined, opts: {create: boolean; at: string}): number | null {
  if (name === undefined || SELF.has(fold(name).trim())) return null;
  const clean = name.trim();
  if (!clean) throw new UsageError('Invalid --person "": give a name, or leave it out for yourself.');
  const known = findPerson(db, clean);
  if (known) return known.id;
  if (!opts.create) throw new UsageError(`No one called ${showValue(clean)} is known: check "magis people", or record the checkup with "magis remind add".`);
  return upsertPerson(db, {name: clean, gender: null, age: null, relation: null}, opts.at);
}

/** --date as the user's calendar day (YYYY-MM-DD), or the fallback. */
export function parseDay(value: string | undefined, fallback: string | null): string | null {
  return value === undefined ? fallback : localDay(parseUserDate(value, '--date'));
}

/** --time as HH:MM ("9:30" → "09:30"). */
export function parseTime(value: string | undefined): string | null {
  if (value === undefined) return null;
  const m = /^(\d{1,2})(?::|h)(\d{2})?$/i.exec(value.trim());
  const h = m ? Number(m[1]) : NaN;
  const min = m?.[2] ? Number(m[2]) : 0;
  if (!m || h > 23 || min > 59) throw new UsageError(`Invalid --time ${showValue(value)}: use HH:MM, like 14:30.`);
  return `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}

/** Inserts one checkup event unless the same one is already there; returns its id and whether it is new. */
export function insertCheckup(db: DB, c: {entityId: number | null; kind: string; status: string; date: string | null; time: string | null; everyMonths: number | null; at: string}): {id: number; added: boolean} {
  const dup = db.prepare('SELECT id FROM checkups WHERE entity_id IS ? AND kind = ? AND status = ? AND date IS ? AND time IS ?')
    .pluck().get(c.entityId, c.kind, c.status, c.date, c.time) as number | undefined;
  if (dup !== undefined) {
    if (c.everyMonths) db.prepare('UPDATE checkups SET every_months = ? WHERE id = ?').run(c.everyMonths, dup);
    return {id: dup, added: false};
  }
  const info = db.prepare(`INSERT INTO checkups (entity_id, kind, status, date, time, every_months, provider, source_memory_id, created_at)
      VALUES (?, ?, ?, ?, ?, ?, NULL, NULL, ?)`).run(c.entityId, c.kind, c.status, c.date, c.time, c.everyMonths, c.at);
  return {id: Number(info.lastInsertRowid), added: true};
}
