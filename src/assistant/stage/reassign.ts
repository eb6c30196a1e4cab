/**
 * Whose it is: "não é meu, é da Bia", "vc ta me lembrando de ir no oftalmo mas não sou eu, era a
 * bia" — the last message's checkups, events and tasks (or the user's open checkup of the kind
 * named) go to that person.
 */
import {findPerson} from '../../store/learn.js';
import {lastFacts} from '../../store/dialogue-state.js';
import {userOpenCheckups} from '../../store/world-items.js';
import {checkupKindIn} from '../../understanding/checkups.js';
import {parseWhoseCorrection} from '../../understanding/correction.js';
import {namesAnItem} from '../../understanding/people-of.js';
import {readOwners} from '../../understanding/stance/owner.js';
import {kindWords} from '../../text/kind-words.js';
import {capitalise} from '../../text/names.js';
import {whose as whoseThing} from '../../text/phrases.js';
import {say} from '../phrasing.js';
import {answered, type Ctx, personNamed, ptThe, type Stage, step} from './context.js';

/** What the memory of a "não é meu, é da Bia" message is about, for search: the person it now belongs to. */
const aboutWhom = (ctx: Ctx, toName: string) => say(ctx.lang, `é pra ${toName}`, `it is for ${toName}`);

export function reassign(ctx: Ctx, message: string): Stage | null {
  const whose = parseWhoseCorrection(message);
  if (!whose) return null;
  // A message that names the thing ("o dentista de quinta é do Pedro") is the plan's to ground (said-owner);
  // this move is for the bare "não é meu, é do Caio" about what was just said.
  if (readOwners(message).some(o => namesAnItem(o.ref))) return null;
  const db = ctx.store.db;
  // "…o oftalmo mas não sou eu, era a bia": the user's open checkup of the kind named, whenever it
  // was said; otherwise the last message's facts.
  const namedKind = whose.from === 'user' ? checkupKindIn(message) : null;
  const named = namedKind && namedKind !== 'other' ? userOpenCheckups(db, namedKind) : [];
  const facts = named.length ? {memoryId: 0, checkups: named, events: [], tasks: []} : lastFacts(db, ctx.conversationId, ctx.messageId);
  if (!facts) return null;
  const fromId = whose.from === 'user' ? null : whose.from ? findPerson(db, whose.from)?.id : undefined;
  const mine = <T extends {entityId: number | null}>(rows: T[]) => rows.filter(r => fromId === undefined || r.entityId === fromId);
  const moved = {checkups: mine(facts.checkups).map(c => c.id), events: mine(facts.events).map(e => e.id), tasks: mine(facts.tasks).map(t => t.id)};
  if (!moved.checkups.length && !moved.events.length && !moved.tasks.length) return null;
  const to = whose.to === 'user' ? null : personNamed(ctx, whose.to);
  const toName = to?.name ?? say(ctx.lang, 'você', 'you');
  const change = step('reassign', {
    op: 'reassign',
    items: [...moved.checkups.map(id => ({table: 'checkups' as const, id})), ...moved.events.map(id => ({table: 'events' as const, id}))],
    tasks: moved.tasks,
    to: to?.to ?? {id: null},
  });
  const kind = facts.checkups.find(c => moved.checkups.includes(c.id))?.kind;
  const words = kind ? kindWords(kind, ctx.lang) : null;
  // "o dentista", "a vacina" / "the dentist visit"; a task or an event is "isso" / "that".
  const what = words ? say(ctx.lang, ptThe(words), `the ${words.noun}`) : say(ctx.lang, 'isso', 'that');
  const ofWhom = (who: string, gender: string | null | undefined) => (who === 'user' ? say(ctx.lang, 'seu', 'yours') : whoseThing({name: who, gender}, ctx.lang));
  const toGender = to?.gender ?? null;
  const from = whose.from === 'user' ? 'user' : whose.from ? (findPerson(db, whose.from)?.name ?? whose.from) : null;
  const fromGender = from && from !== 'user' ? findPerson(db, from)?.gender : null;
  const reply =
    `${say(ctx.lang, 'Corrigido', 'Fixed')}: ${what} ${say(ctx.lang, 'é', 'is')} ${ofWhom(whose.to === 'user' ? 'user' : toName, toGender)}` +
    (from ? `, ${say(ctx.lang, 'não', 'not')} ${ofWhom(from, fromGender)}.` : '.');
  return answered(aboutWhom(ctx, toName), capitalise(reply), to?.id == null ? [] : [to.id], [change]);
}
