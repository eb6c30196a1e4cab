/**
 * The answer to "Qual foi cancelado? 1) … 2) …" / "Qual mudou de data?": a number, "o primeiro",
 * or words that ground one of the candidates ("o da bia"). Applies the move that was asked about.
 */
import type {Language} from '../../domain/types.js';
import type {DB} from '../../store/db.js';
import {cancelItem, knownPeople, openItems} from '../../store/world-items.js';
import {tokenize} from '../../text/words.js';
import {localDay} from '../../time/day.js';
import {say} from '../phrasing.js';
import type {Pending} from '../pending.js';
import {ground} from './ground.js';
import {applyMove} from './move.js';
import {sayItem, sayWhen} from './say-item.js';
import {addDays} from '../../time/arithmetic.js';
import {ORDINALS} from './lexicon.js';

export function answerWhichItem(db: DB, pending: Extract<Pending, {kind: 'which-item'}>, message: string, now: Date, lang: Language): string | null {
  const open = openItems(db, addDays(localDay(now), -1));
  const candidates = pending.items.map(p => open.find(o => o.table === p.table && o.id === p.id)).filter(o => o !== undefined);
  if (!candidates.length) return null;
  const words = tokenize(message);
  const n = words.length <= 3 ? words.map(w => ORDINALS[w]).find(i => i !== undefined) : undefined;
  const item = n !== undefined ? candidates[n] : ground(message, candidates, knownPeople(db), now, lang).item;
  if (!item) return null;
  if (pending.op === 'cancel') {
    cancelItem(db, item, now.toISOString());
    return say(
      lang,
      `Cancelei ${sayItem(item, lang)}${item.date ? ` (${sayWhen(item.date, null, lang)})` : ''}.`,
      `I cancelled ${sayItem(item, lang)}${item.date ? ` (${sayWhen(item.date, null, lang)})` : ''}.`,
    );
  }
  if (!pending.date) return null;
  return applyMove(db, item, pending.date, pending.time ?? item.time, now, lang);
}
