import {parseUserDate} from '../../../config/clock.js';
import {localDay} from '../../../time/day.js';
import {UsageError, showValue} from '../../../config/errors.js';
import {cliStrings} from '../../strings.js';
import {fold} from '../../../text/words.js';
import type {DB} from '../../../store/db.js';
import {findPerson, upsertPerson} from '../../../store/learn.js';

const SELF = new Set(['me', 'eu', 'user', 'mim', 'i', 'myself', 'self', 'voce']);

/** The entity id of --person (null = the user). Unknown names are created only when `create`. */
export function resolvePerson(db: DB, name: string | undefined, opts: {create: boolean; at: string}): number | null {
  if (name === undefined || SELF.has(fold(name).trim())) return null;
  const clean = name.trim();
  if (!clean) throw new UsageError(cliStrings().emptyPerson);
  const known = findPerson(db, clean);
  if (known) return known.id;
  if (!opts.create) throw new UsageError(cliStrings().unknownPerson(showValue(clean)));
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
  if (!m || h > 23 || min > 59) throw new UsageError(cliStrings().badTime(showValue(value)));
  return `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}
