/**
 * The move "it was moved": "passaram o oculista da bia pra terça dia 22 as 15h", "o exame
 * ficou para segunda, dia 9 de junho, no mesmo horário", "o judô do caio passou pra
 * sexta, msm horario", "they pushed Ella's checkup to monday, same time". The part before
 * the new day names the booking (grounded among what is coming), the part after is the new day and
 * time; a weekly class follows to the new weekday. Two as likely: ask which.
 */
import type {Language} from '../../domain/types.js';
import type {DB} from '../../store/db.js';
import {knownPeople, moveItem, openItems, type WorldItem} from '../../store/world-items.js';
import {fold} from '../../text/words.js';
import {localDay} from '../../time/day.js';
import {resolveDate} from '../../understanding/index.js';
import {say} from '../phrasing.js';
import {joinList} from '../../text/phrases.js';
import {ground} from './ground.js';
import {MOVE, MOVE_TARGET, partOfDayOnly, SAME_TIME} from './lexicon.js';
import {sayItem, sayWhen} from './say-item.js';
import type {WorldMove} from './types.js';
import {addDays} from '../../time/arithmetic.js';

const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
/** How far into the words after "pra"/"to" the new day may start: "pra segunda-feira, dia 9 de junho" (0), "to next thurs" (5). */
const MAX_TARGET_GAP = 12;

/** A weekly rule moved to the weekday of `date`; other rules stay. */
function ruleFor(item: WorldItem, date: string): string | null {
  if (!item.rrule || !/FREQ=WEEKLY/.test(item.rrule)) return null;
  const day = BYDAY[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
  return /BYDAY=[A-Z,]+/.test(item.rrule) ? item.rrule.replace(/BYDAY=[A-Z,]+/, `BYDAY=${day}`) : `${item.rrule};BYDAY=${day}`;
}

/** Applies a move to a grounded item and says it. */
export function applyMove(db: DB, item: WorldItem, date: string, time: string | null, now: Date, lang: Language): string {
  moveItem(db, item, date, time, ruleFor(item, date), now.toISOString());
  const every = item.rrule && /FREQ=WEEKLY/.test(item.rrule) ? say(lang, 'a partir de ', 'from ') : '';
  return say(lang, `Movi ${sayItem(item, lang)} para ${every}${sayWhen(date, time, lang)}.`, `I moved ${sayItem(item, lang)} to ${every}${sayWhen(date, time, lang)}.`);
}

export function moveMove(db: DB, message: string, now: Date, lang: Language): WorldMove | null {
  const text = fold(message);
  const verb = MOVE.exec(text);
  if (!verb) return null;
  // The new day comes after "pra/para/to" following the verb; the booking is named around the verb.
  const after = text.slice(verb.index + verb[0].length);
  const target = MOVE_TARGET.exec(after);
  if (!target) return null;
  const newPart = after.slice(target.index + target[0].length);
  const refPart = text.slice(0, verb.index + verb[0].length) + after.slice(0, target.index);
  const when = resolveDate(newPart, now, {tense: 'future', language: lang});
  if (!when) return null;
  // "her pills got switched to the evening": a part of the day alone moves no booking.
  if (partOfDayOnly(when.text)) return null;
  // The new day follows the move ("pra sexta", "to thurs the 5th"); "moved his tablets to the morning
  // and … in three months" moves no booking.
  // The reader joins its tokens with spaces ("quinta-feira , dia 2"): compare without them before punctuation.
  const plain = (s: string) => fold(s).replace(/\s+([,.;:!?])/g, '$1');
  const at = when.text === newPart.trim() ? 0 : plain(newPart).indexOf(plain(when.text));
  if (at < 0 || at > MAX_TARGET_GAP) return null;
  const dayGiven = when.text !== newPart.trim() || !when.time;
  const yesterday = addDays(localDay(now), -1);
  const found = ground(refPart, openItems(db, yesterday), knownPeople(db), now, lang);
  const keepTime = SAME_TIME.test(newPart) || !when.time;
  if (found.item) {
    const item = found.item;
    const date = dayGiven ? when.date : (item.date ?? when.date);
    const time = keepTime ? item.time : when.time;
    if (date === item.date && time === item.time) return null;
    return {said: applyMove(db, item, date, time, now, lang), handled: item};
  }
  // "pushed Ella's checkup to monday": a pediatrician visit and vaccines booked for the same
  // person at the same hour are one appointment — they move together.
  const [first, ...others] = found.candidates;
  if (
    first &&
    others.length &&
    first.table === 'checkups' &&
    first.personId !== null &&
    others.every(c => c.table === 'checkups' && c.personId === first.personId && c.date === first.date && c.time === first.time)
  ) {
    const date = dayGiven ? when.date : (first.date ?? when.date);
    const time = keepTime ? first.time : when.time;
    for (const c of found.candidates) moveItem(db, c, date, time, null, now.toISOString());
    const what = joinList(
      found.candidates.map(c => sayItem(c, lang)),
      lang,
    );
    return {said: say(lang, `Movi ${what} para ${sayWhen(date, time, lang)}.`, `I moved ${what} to ${sayWhen(date, time, lang)}.`), handled: first};
  }
  if (found.candidates.length > 1) {
    const options = found.candidates.slice(0, 3);
    const list = options.map((c, i) => `${i + 1}) ${sayItem(c, lang)}${c.date ? ` (${sayWhen(c.date, c.time, lang)})` : ''}`).join('; ');
    return {
      said: say(lang, `Qual mudou de data? ${list}`, `Which one moved? ${list}`),
      handled: null,
      pending: {kind: 'which-item', op: 'move', items: options.map(c => ({table: c.table, id: c.id})), date: when.date, time: keepTime ? null : when.time},
    };
  }
  return null;
}
