/** "e o João também", "and Leo too": the last message's checkups hold for that person as well. */
import {hasCheckup, lastFacts} from '../../store/dialogue-state.js';
import {meansTheUser, parseAlso} from '../../understanding/correction.js';
import {kindWords} from '../../text/kind-words.js';
import {say} from '../phrasing.js';
import {answered, type Ctx, personNamed, type Stage, step} from './context.js';

export function alsoFor(ctx: Ctx, message: string): Stage | null {
  const who = parseAlso(message);
  if (!who) return null;
  const db = ctx.store.db;
  const facts = lastFacts(db, ctx.conversationId, ctx.messageId);
  if (!facts?.checkups.length) return null;
  // "e eu também": the user's own, held by no person.
  const person = meansTheUser(who) ? null : personNamed(ctx, who);
  const entityId = person ? person.id : null;
  const name = person?.name ?? say(ctx.lang, 'você', 'you');
  // A person known who already has each of them: nothing to copy, so no move here.
  const added = person !== null && entityId === null;
  const copies = facts.checkups.filter(c => added || !hasCheckup(db, entityId, c));
  if (!copies.length) return null;
  const kinds = facts.checkups.map(c => kindWords(c.kind, ctx.lang).noun).join(', ');
  return answered(name, say(ctx.lang, `Anotado: ${name} também — ${kinds}.`, `Noted: ${name} too — ${kinds}.`), entityId === null ? [] : [entityId], [
    step('also-for', {op: 'copy-checkups', ids: copies.map(c => c.id), to: person?.to ?? {id: null}}),
  ]);
}
