/**
 * Whom a pronoun at a visit means: "took him to the pediatrician this morning", "levei-o ao
 * oftalmologista", "she was seen by the derm" — the one person of that gender who holds a booking of
 * that kind around today, before whoever the conversation named last (the husband who just rang has
 * no pediatrician booking; the son has one today). With two such people of one gender, or none, the
 * conversation decides as before. Pure over the store's bookings.
 */
import type {DB} from '../../store/db.js';
import type {RecentPersonRow} from '../../store/dialogue-state.js';
import {openItems} from '../../store/world-items.js';
import {checkupKindIn} from '../../understanding/checkups.js';
import {CARRIED} from '../../understanding/checkups/lexicon.js';
import {seenAt} from '../../understanding/checkups/seen.js';
import {scanTokens} from '../../understanding/text.js';
import {addDays} from '../../time/arithmetic.js';

/** A visit told a week late or a day early is that booking (as world/owners.ts). */
const AFTER_DAYS = 7;
const BEFORE_DAYS = 1;

/** The visit told as had by its verb: someone taken ("took him", "levei-o", "levou-a") or seen ("she was seen", "ele foi atendido"). */
function toldAsHad(text: string): boolean {
  const tokens = scanTokens(text).map(t => ({...t, fold: t.fold.replace(/-(?:o|a|os|as|lo|la|los|las)$/, '')}));
  return tokens.some((t, i) => CARRIED.has(t.fold) || seenAt(tokens, i));
}

/**
 * The conversation's people, with the one holder of the visit named (per gender) first, as if just said —
 * only for a visit told as had: "he needs the dentist" is still whoever was just spoken of.
 */
export function visitHolderFirst(db: DB, text: string, recent: RecentPersonRow[], today: string): RecentPersonRow[] {
  const kind = checkupKindIn(text);
  if (!kind || kind === 'other' || !toldAsHad(text)) return recent;
  const held = openItems(db, addDays(today, -AFTER_DAYS)).filter(i => i.table === 'checkups' && i.kind === kind && i.personId !== null && i.date !== null && i.date <= addDays(today, BEFORE_DAYS));
  const first: RecentPersonRow[] = [];
  for (const gender of ['female', 'male'] as const) {
    const holders = [...new Set(held.filter(i => i.gender === gender).map(i => i.personId!))];
    if (holders.length !== 1) continue;
    const item = held.find(i => i.personId === holders[0])!;
    // A message of its own: no one else of that gender is as recent, so no rival.
    first.push({id: item.personId!, name: item.person!, gender, relation: item.relation, unnamed: item.unnamed, at: Number.MAX_SAFE_INTEGER - first.length});
  }
  return first.length ? [...first, ...recent.filter(p => !first.some(f => f.id === p.id))] : recent;
}
