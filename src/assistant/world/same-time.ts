/**
 * "next visit is dec 2 same time", "a próxima é dia 10, mesmo horário": a booking said without its
 * hour takes the hour of that person's last visit or booking of the same kind, which the world
 * holds. Pure over the store's checkups.
 */
import type {Extraction} from '../../domain/types.js';
import type {DB} from '../../store/db.js';
import {lastCheckupTime} from '../../store/world-items.js';
import {fold} from '../../text/words.js';
import {SAME_TIME} from './lexicon.js';

export function sameTimeFromWorld(db: DB, x: Extraction, text: string): Extraction {
  if (!SAME_TIME.test(fold(text)) || !x.checkups.some(c => c.status === 'scheduled' && !c.time)) return x;
  return {...x, checkups: x.checkups.map(c => (c.status === 'scheduled' && !c.time ? {...c, time: lastCheckupTime(db, c.person, c.kind) ?? null} : c))};
}
