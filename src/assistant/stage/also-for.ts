/** "e o João também", "and Leo too": the last message's checkups hold for that person as well. */
import {copyCheckups, lastFacts} from '../../store/dialogue-state.js';
import {meansTheUser, parseAlso} from '../../understanding/correction.js';
import {kindWords} from '../../reminders/kind-words.js';
import {say} from '../phrasing.js';
import {answered, type Ctx, personNamed, type Stage} from './context.js';

export function alsoFor(ctx: Ctx, message: string): Stage | null {
  const who = parseAlso(message);
  if (!who) return null;
  const db = ctx.store.db;
  const facts = lastFacts(db, ctx.conversationId, ctx.messageId);
  if (!facts?.checkups.length) return null;
  const at = ctx.store.nowIso();
  // "e eu também": the user's own, held by no person.
  const person = meansTheUser(who) ? null : personNamed(ctx, who, at);
  const entityId = person?.id ?? null;
  const name = person?.name ?? say(ctx.lang, 'você', 'you');
  const made = copyCheckups(
    db,
    facts.checkups.map(c => c.id),
    entityId,
    null,
    at,
  );
  if (!made.length) return null;
  const kinds = facts.checkups.map(c => kindWords(c.kind, ctx.lang).noun).join(', ');
  return answered(name, say(ctx.lang, `Anotado: ${name} também — ${kinds}.`, `Noted: ${name} too — ${kinds}.`), entityId === null ? [] : [entityId]);
}
