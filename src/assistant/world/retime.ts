/**
 * The move "its hour was wrong": "Corrigindo: o culto da Nair começa às 18h30, e não às 18h",
 * "corrigindo: a call c a fernanda segunda é as 11h, n 10h", "actually the call is at 4, not 3".
 * A correction word or the old hour denied, a booking named (grounded among what is coming) and a
 * new hour: the booking keeps its day and takes the hour. Nothing named, or two as likely: no move
 * (understanding reads the message as before).
 */
import type {Language} from '../../domain/types.js';
import type {DB} from '../../store/db.js';
import {knownPeople, openItems} from '../../store/world-items.js';
import {fold} from '../../text/words.js';
import {localDay} from '../../time/day.js';
import {findTimes} from '../../understanding/dates.js';
import {scanTokens} from '../../understanding/text.js';
import {ground} from './ground.js';
import {applyMove} from './move.js';
import type {WorldMove} from './types.js';

/** "corrigindo", "na verdade", "actually", "correction": what follows puts something right. */
const CORRECTING = /^(?:corrigindo|correcao|correção|na verdade|na vdd|errei|actually|correction|sorry|my bad)\b/;
/** The old hour denied after the new one: "e não às 19h", "n 15h", "not at 3". */
const NOT_OLD = /\b(?:e )?(?:nao|n|not|nope)\s+(?:as|a|at|às)?\s*\d/;
/** The verb that gives the hour: "vai ser às", "é as", "is at", "will be at", "fica às". */
const IS_AT = /\b(?:vai ser|sera|e|eh|fica|ficou|passa a ser|is|will be|it's|its|starts)\s+(?:as|a|at|às|pras|para as)?\s*\d/;

export function retimeMove(db: DB, message: string, now: Date, lang: Language): WorldMove | null {
  const text = fold(message).replace(/^\s+/, '');
  if (!IS_AT.test(text) || !(CORRECTING.test(text) || NOT_OLD.test(text))) return null;
  const times = findTimes(scanTokens(text));
  if (!times.length) return null;
  // The new hour is the first one said; the words before it name the booking.
  const tokens = scanTokens(text);
  const first = times[0]!;
  const ref = tokens
    .slice(0, first.start)
    .map(t => t.text)
    .join(' ');
  const found = ground(ref, openItems(db, localDay(now)), knownPeople(db), now, lang);
  const item = found.item;
  if (!item?.date || item.time === first.time) return null;
  return {said: applyMove(db, item, item.date, first.time, now, lang), handled: item};
}
