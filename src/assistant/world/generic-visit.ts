/**
 * A visit said only as an appointment — "marcaram a consulta da Margarida para 6.ª", "her appt is
 * on Friday at 9", "ligaram do centro de saúde" — says when, not what. For someone with exactly one
 * visit still to book, it is that one: the booking answers the need, it is not a new check-up.
 * With no need, or two, it stays as read. Pure over the reading and the open needs.
 */
import type {Extraction} from '../../domain/types.js';
import type {WorldItem} from '../../store/world-items.js';
import {fold} from '../../text/words.js';
import {findCheckupMentions} from '../../understanding/checkups.js';
import {scanTokens} from '../../understanding/text.js';

/** Mentions that say where or that there is a visit, never what kind: "consulta", "appointment", "centro de saúde", "the surgery". */
const SAY_NO_KIND = new Set(['generic', 'practice']);

const OTHERS = new Set(['her', 'him', 'them', 'she', 'he', 'they', 'ela', 'ele', 'eles', 'elas', 'lhe', 'dela', 'dele']);

export function genericVisitsFromWorld(x: Extraction, text: string, needs: readonly WorldItem[]): Extraction {
  if (!needs.length || !x.checkups.some(c => c.status === 'scheduled' && c.date)) return x;
  const tokens = scanTokens(text);
  const mentions = findCheckupMentions(tokens, new Set());
  if (!mentions.length || mentions.some(m => !SAY_NO_KIND.has(m.kind as string))) return x;
  const first = (n: string) => fold(n).split(/\s+/)[0]!;
  const needsOf = (person: string) => needs.filter(n => (person === 'user' ? n.personId === null : !!n.person && first(n.person) === first(person)));
  // "got her in", "marcaram-lhe": a visit read as the user's while the words point at someone else is no need of the user's.
  const someoneElse = tokens.some(t => OTHERS.has(t.fold) || /-(?:lhe|la|lo)$/.test(t.fold));
  const checkups = x.checkups.map(c => {
    if (c.status !== 'scheduled' || !c.date || c.label || !['general_checkup', 'other'].includes(c.kind)) return c;
    if (c.person === 'user' && someoneElse) return c;
    const open = needsOf(c.person);
    return open.length === 1 ? {...c, kind: open[0]!.kind as typeof c.kind, ...(open[0]!.title ? {label: open[0]!.title} : {})} : c;
  });
  return checkups.some((c, k) => c !== x.checkups[k]) ? {...x, checkups} : x;
}
