/**
 * What every move of the conversation stage shares: the stage's result (`Stage`), the conversation
 * a message is read in (`Ctx`: the store, the question the assistant left open, the people just
 * spoken of), and the few helpers more than one move needs — "Combinado: vou lembrar você amanhã…",
 * a person found or added by name, the day a message asks for.
 */
import type {Language} from '../../domain/types.js';
import {findPerson} from '../../store/learn.js';
import {lastAssistantMeta, recentPeople, type RecentPersonRow} from '../../store/dialogue-state.js';
import type {Store} from '../../store/store.js';
import {resolveDate} from '../../understanding/index.js';
import {readPeople} from '../../understanding/people-of.js';
import type {Change, PersonTarget, Step} from '../../domain/plan.js';
import {genderOfName} from '../../understanding/names.js';
import {mention} from '../../understanding/coreference.js';
import {capitalise} from '../../text/names.js';
import type {KindWords} from '../../text/kind-words.js';
import {readPending, type Pending} from '../pending.js';
import {formatDay, relativeDay, say} from '../phrasing.js';

export interface Stage {
  /** What understanding reads: the message with its subject bound, pronouns and known names resolved. */
  text: string;
  /** Set when the message was a move this stage answered (a correction, a "which one?"): the turn's reply. */
  reply?: string;
  /** Questions this stage leaves open (which task?, or those it did not answer yet). */
  pending?: Pending[];
  /** The move was applied to stored facts: learn no new facts from the message (its memory is still kept). */
  applied: boolean;
  /** People the message's memory speaks of, beyond what understanding finds (a pronoun's person). */
  link: number[];
  /** Tasks this stage closes: the message's own "done" is them, no other to-do (the rest is still read when not `applied`). */
  closed?: number[];
  /** The changes the move makes, applied with the rest of the turn's plan in its one transaction. */
  steps?: Step[];
}

/** The conversation a message is read in. */
export interface Ctx {
  store: Store;
  conversationId: number;
  messageId: number;
  lang: Language;
  /** The questions the assistant's last message left open. */
  pending: Pending[];
  /** People the last turns spoke of, latest first; renamed when the message names one ("o nome dela é Clara"). */
  recent: RecentPersonRow[];
}

/** The conversation of a message just stored: the questions left open and the people just spoken of. */
export function readContext(store: Store, conversationId: number, messageId: number, lang: Language): Ctx {
  return {store, conversationId, messageId, lang, pending: readPending(lastAssistantMeta(store.db, conversationId)), recent: recentPeople(store.db, conversationId)};
}

/** The open question of that kind, if the assistant asked one. */
export const openQuestion = <K extends Pending['kind']>(ctx: Ctx, kind: K) => ctx.pending.find((p): p is Extract<Pending, {kind: K}> => p.kind === kind);

/** The questions still open once `answered` is: another asked with it ("Quem é Bento?") stays. */
export const othersOpen = (ctx: Ctx, answered: Pending): Pending[] => ctx.pending.filter(p => p !== answered);

/** A move fully answered: its reply is the turn's, its changes are applied with the turn, and no new fact is learned. */
export const answered = (text: string, reply: string, link: number[] = [], steps: Step[] = []): Stage => ({text, reply, applied: true, link, steps});

/** A change the conversation stage decided, as a step of the turn's plan. */
export const step = (rule: string, change: Change): Step => ({rule, change});

/** The day (and time) a text says, read forward from now: "amanhã", "na terça", "sexta às 15h". */
export const dayAhead = (ctx: Ctx, text: string) => resolveDate(text, ctx.store.now, {tense: 'future', language: ctx.lang});

/** The day a text says besides other words, or null: a text that is all date ("15h") says no day to be reminded on. */
export function daySaid(ctx: Ctx, text: string): string | null {
  const when = dayAhead(ctx, text);
  return when && when.text !== text.trim() ? when.date : null;
}

/** "Combinado: vou lembrar você amanhã (qui, 5 de dez) de renovar o passaporte." — without a day when none was said. */
export function willRemind(ctx: Ctx, due: string | null, what: string): string {
  const now = ctx.store.now;
  const when = due ? ` ${relativeDay(due, now, ctx.lang)} (${formatDay(due, ctx.lang)})` : '';
  return say(ctx.lang, `Combinado: vou lembrar você${when} de ${what}.`, `Will do: I'll remind you${when} to ${what}.`);
}

/** "o dentista", "a vacina": a checkup kind with its Portuguese article. */
export const ptThe = (words: KindWords): string => `${words.female ? 'a' : 'o'} ${words.noun}`;

/**
 * The person a correction names ("é pra Bia", "e a minha filha também"): the one the store knows by
 * that name, else one to add — a kinship phrase read by understanding, a bare name as it stands.
 * Returns whom the change targets, their id when known, and the name a reply says ("Bia", or "sua
 * filha" for someone known only by kinship). Reads only: the turn's apply adds the person.
 */
export function personNamed(ctx: Ctx, who: string): {to: PersonTarget; id: number | null; name: string; gender: string | null} {
  const db = ctx.store.db;
  const known = findPerson(db, who);
  if (known) return {to: {id: known.id}, id: known.id, name: known.name, gender: known.gender};
  const p = readPeople(who) ?? {name: capitalise(who), gender: genderOfName(who), age: null, relation: null};
  return {to: {add: p}, id: null, name: p.unnamed ? mention({name: p.name, gender: p.gender, unnamed: true}, ctx.lang) : p.name, gender: p.gender};
}
