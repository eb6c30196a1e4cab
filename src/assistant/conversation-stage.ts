/**
 * The conversation around a message, applied before understanding reads it: the answer to the
 * assistant's own question, corrections of the last fact, a name for someone known by kinship,
 * pronouns over the last turns, "já fiz" among open tasks, "sim, me lembra amanhã" after an offer.
 * It returns the text understanding should read, and — when the message was a conversational move
 * that it fully answered — the reply and what to leave open. All store access goes through store/.
 */
import type {Extraction, Language} from '../domain/types.js';
import {findPerson, upsertPerson} from '../store/learn.js';
import {petNames} from '../store/pets.js';
import {
  copyCheckups,
  dropNotAPerson,
  knownPeopleNames,
  lastAssistantMeta,
  lastFacts,
  latestBooking,
  latestNeed,
  moveBooking,
  reassignFacts,
  recentPeople,
  type RecentPersonRow,
} from '../store/dialogue-state.js';
import {namePerson} from '../store/merge-people.js';
import {addAgreedTask, closeTask, openTasks, openTasksById, setTaskDue, tasksById} from '../store/task-lifecycle.js';
import type {Store} from '../store/store.js';
import {extract, resolveDate} from '../understanding/index.js';
import {genderOfName} from '../understanding/names.js';
import {isVagueDone, matchDoneTask, readTaskPhrase, type OpenTask} from '../text/task-match.js';
import {fold, STOPWORDS, tokenize} from '../text/words.js';
import {kindWords} from '../reminders/kind-words.js';
import {bindAnswer, isRescheduling, parseAlso, parseNaming, parseWhoseCorrection, saysNotAPerson, stripCorrectionLead} from '../understanding/correction.js';
import {mention, personForPronoun, resolveObjectPronoun, resolveOpeningPronoun} from '../understanding/coreference.js';
import {readPending, type Pending} from './pending.js';
import {formatDay, relativeDay, say} from './phrasing.js';
import {cancelMove} from './world/cancel.js';
import {moveMove} from './world/move.js';
import {retimeMove} from './world/retime.js';
import {answerWhichItem} from './world/which-item.js';
import {type Focus, resolveInMessage} from './world/antecedent.js';
import {knownPeople, userOpenCheckups} from '../store/world-items.js';
import {checkupKindIn} from '../understanding/checkups.js';
import type {WorldMove} from './world/types.js';
import {capitalise} from '../text/names.js';
import {joinList, ptArticle, whose as whoseThing} from '../text/phrases.js';
import {BIRTHDAY_WORDS, EVENT_KIND_WORDS, ORDINALS, SURGERY_WORDS} from './world/lexicon.js';
import {ALL, BOOKED, NO, OTHER_REMINDER, REMIND, REMIND_ONLY, SAYS_A_DAY, TASK_WHEN, YES} from '../understanding/replies.js';

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
  /** A move on a booking Magis holds (cancelled, moved): said first in the reply; the rest of the message is still read. */
  world?: WorldMove;
  /** Tasks this stage closed: the message's own "done" is them, no other to-do (the rest is still read when not `applied`). */
  closed?: number[];
}

/** More words than a pick ("a primeira", "the flights!") and the answer tells more: "…comprei as passagens pra curitiba: 18 de dezembro". */
const SHORT_ANSWER_WORDS = 4;

interface Ctx {
  store: Store;
  conversationId: number;
  messageId: number;
  lang: Language;
  pending: Pending[];
  recent: RecentPersonRow[];
}

const quoteTask = (t: OpenTask) => `“${t.description}”`;

/** "Qual delas você já fez? 1) …; 2) …" — or, with one candidate, "Você terminou “…”?" */
function askWhich(tasks: OpenTask[], lang: Language): string {
  if (tasks.length === 1) return say(lang, `Você terminou ${quoteTask(tasks[0]!)}?`, `Did you finish ${quoteTask(tasks[0]!)}?`);
  const list = tasks.map((t, i) => `${i + 1}) ${t.description}`).join('; ');
  return say(lang, `Qual delas você já fez? ${list}`, `Which one did you finish? ${list}`);
}

function closedReply(tasks: OpenTask[], lang: Language): string {
  const names = tasks.map(quoteTask).join(', ');
  return tasks.length === 1 ? say(lang, `Feito: ${names} está concluída.`, `Done: ${names} is finished.`) : say(lang, `Feito: ${names} estão concluídas.`, `Done: ${names} are finished.`);
}

/** An answer to "Qual delas você já fez?": a number, "a primeira", "todas", "nenhuma", "sim", or the task's words. */
function answerWhich(ctx: Ctx, message: string, ids: number[]): Stage | null {
  const candidates = openTasksById(ctx.store.db, ids);
  if (!candidates.length) return null;
  const t = fold(message).trim();
  const at = ctx.store.nowIso();
  const close = (chosen: OpenTask[]): Stage => {
    for (const c of chosen) closeTask(ctx.store.db, c.id, at);
    const more = tokenize(t).length > SHORT_ANSWER_WORDS;
    return {text: message, reply: closedReply(chosen, ctx.lang), applied: !more, link: [], closed: chosen.map(c => c.id)};
  };
  if (ALL.test(t)) return close(candidates);
  if (candidates.length === 1 && YES.test(t)) return close(candidates);
  if (NO.test(t)) return {text: message, reply: say(ctx.lang, 'Tudo bem, nada foi fechado.', 'All right, nothing was closed.'), applied: true, link: []};
  const ordinal = tokenize(t)
    .map(w => ORDINALS[w])
    .find(i => i !== undefined);
  if (ordinal !== undefined && candidates[ordinal]) return close([candidates[ordinal]!]);
  const m = matchDoneTask(message, candidates);
  if (m.kind === 'close') return close(candidates.filter(c => c.id === m.id));
  // "the hotel lol. got the hyatt": an answer to "which one?" names its thing; the one option it shares a word with.
  const said = new Set(readTaskPhrase(message.split(/[.!;\n]/)[0] ?? message).objects);
  const named = candidates.filter(c => readTaskPhrase(c.description).objects.some(o => said.has(o)));
  if (named.length === 1) return close(named);
  return null;
}

/** "me lembra amanhã" after "Preciso renovar o passaporte": the task just said is due that day. */
function remindLastTask(ctx: Ctx, message: string): Stage | null {
  if (!REMIND_ONLY.test(fold(message).trim())) return null;
  const facts = lastFacts(ctx.store.db, ctx.conversationId, ctx.messageId);
  const task = facts?.tasks.at(-1);
  if (!task) return null;
  const when = resolveDate(message, ctx.store.now, {tense: 'future', language: ctx.lang});
  if (!when || when.text === message.trim()) return null;
  setTaskDue(ctx.store.db, task.id, when.date);
  return {
    text: message,
    reply: say(
      ctx.lang,
      `Combinado: vou lembrar você ${relativeDay(when.date, ctx.store.now, 'pt')} (${formatDay(when.date, 'pt')}) de ${task.description}.`,
      `Will do: I'll remind you ${relativeDay(when.date, ctx.store.now, 'en')} (${formatDay(when.date, 'en')}) to ${task.description}.`,
    ),
    applied: true,
    link: [],
  };
}

/** "remind me to X" / "me lembra de X" where X is not the booking just offered. */
// "me lembre amanhã de ligar para a Neide": a day may come between the ask and its thing.

/** "sim, me lembra amanhã" after "Quer que eu lembre você de marcar?": a task to book it, due that day. */
function answerOffer(ctx: Ctx, message: string, items: Array<{person: string; kind: string}>): Stage | null {
  const t = fold(message).trim();
  // "remind me to renew my passport by dec 15" asks for something else: a task of its own.
  if (OTHER_REMINDER.test(t)) return null;
  if (!REMIND.test(t) && !(YES.test(t) && SAYS_A_DAY.test(t))) return null;
  const now = ctx.store.now;
  const when = resolveDate(message, now, {tense: 'future', language: ctx.lang});
  const due = when && when.text !== message.trim() ? when.date : null;
  const at = ctx.store.nowIso();
  const made: string[] = [];
  for (const item of items) {
    const person = item.person === 'user' ? null : findPerson(ctx.store.db, item.person);
    const w = kindWords(item.kind, ctx.lang);
    const of = person ? ` ${whoseThing(person, 'pt')}` : '';
    const description = ctx.lang === 'pt' ? `marcar ${w.female ? 'a' : 'o'} ${w.noun}${of}` : `book ${w.book ?? w.noun}${person ? ` for ${person.name}` : ''}`;
    addAgreedTask(ctx.store.db, {description, due, entityId: person?.id ?? null, at});
    made.push(description);
  }
  const whenText = due ? ` ${relativeDay(due, now, ctx.lang)} (${formatDay(due, ctx.lang)})` : '';
  return {
    text: message,
    reply: say(ctx.lang, `Combinado: vou lembrar você${whenText} de ${joinList(made, 'pt')}.`, `Will do: I'll remind you${whenText} to ${joinList(made, 'en')}.`),
    applied: true,
    link: [],
  };
}

/** What the memory of a "não é pra mim, é pra Lia" message is about, for search: the person it now belongs to. */
const message = (ctx: Ctx, toName: string) => say(ctx.lang, `é pra ${toName}`, `it is for ${toName}`);

/** "nao é pra mim, é pra lia": the last message's checkups, events and tasks go to that person. */
function reassign(ctx: Ctx, whose: {from: string | null; to: string}, said: string): Stage | null {
  const db = ctx.store.db;
  // "vc ta me lembrando de ir no oftalmo mas não sou eu, era a bia": the user's open checkup of the kind
  // named, whenever it was said; otherwise the last message's facts.
  const namedKind = whose.from === 'user' ? checkupKindIn(said) : null;
  const named = namedKind && namedKind !== 'other' ? userOpenCheckups(db, namedKind) : [];
  const facts = named.length ? {memoryId: 0, checkups: named, events: [], tasks: []} : lastFacts(db, ctx.conversationId, ctx.messageId);
  if (!facts) return null;
  const at = ctx.store.nowIso();
  const fromId = whose.from === 'user' ? null : whose.from ? findPerson(db, whose.from)?.id : undefined;
  const mine = <T extends {entityId: number | null}>(rows: T[]) => rows.filter(r => fromId === undefined || r.entityId === fromId);
  const moved = {checkups: mine(facts.checkups).map(c => c.id), events: mine(facts.events).map(e => e.id), tasks: mine(facts.tasks).map(t => t.id)};
  if (!moved.checkups.length && !moved.events.length && !moved.tasks.length) return null;
  let toId: number | null = null;
  let toName = say(ctx.lang, 'você', 'you');
  if (whose.to !== 'user') {
    const named = findPerson(db, whose.to);
    if (named) {
      toId = named.id;
      toName = named.name;
    } else {
      // A kinship phrase ("minha filha") is read by understanding; a bare name becomes a new person.
      const p = extract(whose.to, {now: ctx.store.now}).people[0] ?? {name: capitalise(whose.to), gender: genderOfName(whose.to), age: null, relation: null};
      toId = upsertPerson(db, p, at);
      toName = p.unnamed ? mention({name: p.name, gender: p.gender, unnamed: true}, ctx.lang) : p.name;
    }
  }
  reassignFacts(db, moved, toId);
  const kind = facts.checkups.find(c => moved.checkups.includes(c.id))?.kind;
  const words = kind ? kindWords(kind, ctx.lang) : null;
  // "o dentista", "a vacina" / "the dentist visit"; a task or an event is "isso" / "that".
  const what = words ? say(ctx.lang, `${words.female ? 'a' : 'o'} ${words.noun}`, `the ${words.noun}`) : say(ctx.lang, 'isso', 'that');
  const ofWhom = (who: string, gender: string | null | undefined) => (who === 'user' ? say(ctx.lang, 'seu', 'yours') : whoseThing({name: who, gender}, ctx.lang));
  const toGender = toId === null ? null : findPerson(db, toName)?.gender;
  const from = whose.from === 'user' ? 'user' : whose.from ? (findPerson(db, whose.from)?.name ?? whose.from) : null;
  const fromGender = from && from !== 'user' ? findPerson(db, from)?.gender : null;
  const reply =
    `${say(ctx.lang, 'Corrigido', 'Fixed')}: ${what} ${say(ctx.lang, 'é', 'is')} ${ofWhom(whose.to === 'user' ? 'user' : toName, toGender)}` +
    (from ? `, ${say(ctx.lang, 'não', 'not')} ${ofWhom(from, fromGender)}.` : '.');
  return {
    text: message(ctx, toName),
    reply: capitalise(reply),
    applied: true,
    link: toId === null ? [] : [toId],
  };
}

/** "e o João também": the last message's checkups hold for that person too. */
function alsoFor(ctx: Ctx, who: string): Stage | null {
  const db = ctx.store.db;
  const facts = lastFacts(db, ctx.conversationId, ctx.messageId);
  if (!facts?.checkups.length) return null;
  const at = ctx.store.nowIso();
  let entityId: number | null = null;
  let name = say(ctx.lang, 'você', 'you');
  if (!/^(?:eu|mim|me|i|myself)$/i.test(who)) {
    const known = findPerson(db, who);
    const p = known ? null : (extract(who, {now: ctx.store.now}).people[0] ?? {name: capitalise(who), gender: genderOfName(who), age: null, relation: null});
    entityId = known?.id ?? upsertPerson(db, p!, at);
    name = known?.name ?? (p!.unnamed ? mention({name: p!.name, gender: p!.gender, unnamed: true}, ctx.lang) : p!.name);
  }
  const made = copyCheckups(
    db,
    facts.checkups.map(c => c.id),
    entityId,
    null,
    at,
  );
  if (!made.length) return null;
  const kinds = facts.checkups.map(c => kindWords(c.kind, ctx.lang).noun);
  return {text: name, reply: say(ctx.lang, `Anotado: ${name} também — ${kinds.join(', ')}.`, `Noted: ${name} too — ${kinds.join(', ')}.`), applied: true, link: entityId === null ? [] : [entityId]};
}

/**
 * "esqueci, a revisão é na terça" after "tenho q levar o carro na revisão semana q vem": the one
 * open task whose words the subject names is due that day.
 */
function retimeTask(ctx: Ctx, message: string): Stage | null {
  const m = TASK_WHEN.exec(
    fold(message)
      .trim()
      .replace(/[.!]+$/, ''),
  );
  if (!m) return null;
  const open = openTasks(ctx.store.db);
  const hit = matchDoneTask(m[1]!, open);
  if (hit.kind !== 'close') return null;
  const when = resolveDate(m[2]!, ctx.store.now, {tense: 'future', language: ctx.lang});
  if (!when) return null;
  const task = open.find(t => t.id === hit.id)!;
  setTaskDue(ctx.store.db, task.id, when.date);
  return {
    text: message,
    reply: say(ctx.lang, `Corrigido: ${task.description} até ${formatDay(when.date, 'pt')}.`, `Fixed: ${task.description} by ${formatDay(when.date, 'en')}.`),
    applied: true,
    link: [],
  };
}

/** A booking a correction may move: what the last message made, or the latest made here. */
interface Correctable {
  table: 'checkups' | 'events';
  id: number;
  kind: string;
  date: string;
  time: string | null;
  /** An event's title or a checkup's label, for saying which moved. */
  title: string | null;
}

/** The one booking a sentence names by its kind's or title's words, among those it may correct. */
function namedIn(sentence: string, bookings: Correctable[]): Correctable | null {
  const words = new Set(tokenize(sentence));
  const checkup = checkupKindIn(sentence);
  const names = (b: Correctable) =>
    b.table === 'checkups'
      ? checkup === b.kind
      : b.kind === 'birthday'
        ? [...words].some(w => BIRTHDAY_WORDS.has(w))
        : [...(EVENT_KIND_WORDS[b.kind] ?? [])].some(w => words.has(w)) || tokenize(b.title ?? '').some(w => w.length > 3 && !STOPWORDS.has(w) && words.has(w));
  const hits = bookings.filter(names);
  return hits.length === 1 ? hits[0]! : null;
}

/** Whether a sentence names a kind of thing (a specialty, a surgery, a lunch, a birthday), beyond "a consulta" / "it". */
function namesAThing(sentence: string): boolean {
  const words = tokenize(sentence);
  if (words.some(w => BIRTHDAY_WORDS.has(w) || SURGERY_WORDS.has(w) || Object.values(EVENT_KIND_WORDS).some(ws => ws.has(w)))) return true;
  const kind = checkupKindIn(sentence);
  return kind !== null && kind !== 'other';
}

/** "o aniversário" / "the birthday", "o almoço", "a consulta": what moved, said in the reply. */
function whatMoved(b: Correctable, lang: Language): string {
  if (b.kind === 'birthday') return say(lang, 'o aniversário', 'the birthday');
  const noun = b.table === 'events' && b.title ? b.title : kindWords(b.kind, lang, b.title).noun;
  return say(lang, `${ptArticle(noun)} ${noun}`, `the ${noun}`);
}

/**
 * "Na verdade a consulta é na sexta": the latest booking moves to that day, keeping its time unless
 * one is said. A correction of two things, a sentence each ("o aniversário da Zilá é no domingo,
 * dia 15, e não no sábado. O almoço também será no domingo, ao meio-dia."), moves each booking its
 * sentence names; a sentence naming none corrects the latest booking only when it is the first.
 */
function reschedule(ctx: Ctx, rest: string): Stage | null {
  const db = ctx.store.db;
  const facts = lastFacts(db, ctx.conversationId, ctx.messageId);
  const latest = latestBooking(db, ctx.conversationId);
  const bookings: Correctable[] = [
    ...(facts?.checkups ?? []).filter(c => c.status === 'scheduled' && c.date).map(c => ({table: 'checkups' as const, id: c.id, kind: c.kind, date: c.date!, time: c.time, title: c.label})),
    ...(facts?.events ?? []).filter(e => e.date).map(e => ({table: 'events' as const, id: e.id, kind: e.kind, date: e.date!, time: e.time, title: e.title})),
  ];
  if (latest && !bookings.some(b => b.table === latest.table && b.id === latest.id)) bookings.push({...latest, title: null});
  const sentences = rest.split(/(?<=[.!?])\s+(?=\p{Lu})/u).filter(x => x.trim());
  const moved: Array<{booking: Correctable; date: string; time: string | null}> = [];
  for (const [k, sentence] of sentences.entries()) {
    const when = resolveDate(sentence, ctx.store.now, {tense: 'future', language: ctx.lang});
    if (!when) continue;
    const named = namedIn(
      sentence,
      bookings.filter(b => !moved.some(m => m.booking === b)),
    );
    // "moms surgery got moved to friday" when no surgery is held: a sentence naming a thing of its
    // own never moves the latest booking instead.
    const booking = named ?? (k === 0 && latest && !namesAThing(sentence) ? bookings.find(b => b.table === latest.table && b.id === latest.id) : undefined);
    if (!booking) continue;
    const onlyTime = when.text === sentence.trim(); // no day said: "na verdade é às 15h"
    const date = onlyTime ? booking.date : when.date;
    const time = booking.kind === 'birthday' ? null : (when.time ?? booking.time);
    if (date === booking.date && time === booking.time) continue;
    moveBooking(db, booking.table, booking.id, date, time, ctx.store.nowIso());
    moved.push({booking, date, time});
  }
  if (!moved.length) return null;
  const at = (time: string | null) => (time ? say(ctx.lang, ` às ${time}`, ` at ${time}`) : '');
  const [one] = moved;
  const reply =
    moved.length === 1
      ? say(ctx.lang, `Corrigido: agora é em ${formatDay(one!.date, ctx.lang)}${at(one!.time)}.`, `Fixed: it's now on ${formatDay(one!.date, ctx.lang)}${at(one!.time)}.`)
      : say(ctx.lang, 'Corrigido: ', 'Fixed: ') +
        joinList(
          moved.map(m =>
            say(ctx.lang, `${whatMoved(m.booking, ctx.lang)} em ${formatDay(m.date, ctx.lang)}${at(m.time)}`, `${whatMoved(m.booking, ctx.lang)} on ${formatDay(m.date, ctx.lang)}${at(m.time)}`),
          ),
          ctx.lang,
        ) +
        '.';
  return {text: rest, reply, applied: true, link: []};
}

/** Known people typed in lower case ("a rita") are written as the store knows them ("a Rita"), so understanding sees a name. */
export function knownNamesCased(text: string, names: string[]): string {
  const byKey = new Map<string, string>();
  for (const n of names) {
    const k = fold(n);
    // Single-word names of three letters or more that are not everyday words ("ana" yes, "a" or "da" never).
    if (/^[\p{L}'-]{3,}$/u.test(k) && !STOPWORDS.has(k) && n !== n.toLowerCase()) byKey.set(k, n);
  }
  if (!byKey.size) return text;
  // Only where a name stands: first word, or after an article, preposition or "e" ("a rita", "pro joao",
  // "with mia") — never "a blusa rosa", where a known Rosa would be a colour.
  // "booked grace's eye exam": a known name with a possessive is the person anywhere.
  const possessive = text.replace(/(?<![\p{L}'])([\p{L}-]+)(['’]s)(?=\s)/gu, (all, w: string, s: string) => (w === w.toLowerCase() && byKey.has(fold(w)) ? byKey.get(fold(w))! + s : all));
  return possessive.replace(/((?:^|\s)(?:o|a|os|as|do|da|no|na|pro|pra|pela|pelo|com|de|e|que|the|and|with|for|to|tell|ask|call)\s+|^)([\p{L}'-]+)/giu, (all, lead: string, w: string) =>
    w === w.toLowerCase() && byKey.has(fold(w)) ? lead + byKey.get(fold(w))! : all,
  );
}

/**
 * Reads the message in the light of the conversation so far, applying the moves it recognises.
 * Call inside the turn, after the user's message is stored and before understanding reads it.
 */
export function conversationStage(store: Store, conversationId: number, messageId: number, message: string, lang: Language): Stage {
  const db = store.db;
  const ctx: Ctx = {store, conversationId, messageId, lang, pending: readPending(lastAssistantMeta(db, conversationId)), recent: recentPeople(db, conversationId)};
  const which = ctx.pending.find(p => p.kind === 'which-task');
  if (which) {
    const answered = answerWhich(ctx, message, which.ids);
    if (answered) return {...answered, pending: ctx.pending.filter(p => p !== which)};
  }
  const offer = ctx.pending.find(p => p.kind === 'offer');
  if (offer) {
    // "sim, me lembra amanhã" answers the offer; a "Quem é Bento?" asked with it stays open.
    const answered = answerOffer(ctx, message, offer.items);
    if (answered) return {...answered, pending: ctx.pending.filter(p => p !== offer)};
  }
  const whichItem = ctx.pending.find(p => p.kind === 'which-item');
  if (whichItem?.kind === 'which-item') {
    const said = answerWhichItem(db, whichItem, message, store.now, lang);
    if (said) return {text: message, reply: said, applied: true, link: [], pending: ctx.pending.filter(p => p !== whichItem)};
  }
  const reminded = remindLastTask(ctx, message);
  if (reminded) return reminded;
  // A booking Magis holds, cancelled or moved ("cancelaram a reunião de amanhã", "remarcaram o dentista do davi pra sexta").
  const world = cancelMove(db, message, store.now, lang) ?? moveMove(db, message, store.now, lang) ?? retimeMove(db, message, store.now, lang);
  if (world?.pending) return {text: message, reply: world.said, pending: [world.pending], applied: true, link: []};
  if (world) return {...conversationText(ctx, message, false, false), world};
  if (isVagueDone(message)) {
    const open = openTasks(db);
    if (open.length) return {text: message, reply: askWhich(open, lang), pending: [{kind: 'which-task', ids: open.map(t => t.id)}], applied: true, link: []};
  }
  const whose = parseWhoseCorrection(message);
  if (whose) {
    const moved = reassign(ctx, whose, message);
    if (moved) return moved;
  }
  const also = parseAlso(message);
  if (also) {
    const copied = alsoFor(ctx, also);
    if (copied) return copied;
  }
  const {rest, corrects} = stripCorrectionLead(message);
  if (isRescheduling(rest, corrects)) {
    const moved = reschedule(ctx, rest);
    if (moved) return moved;
  }
  const retimed = retimeTask(ctx, rest);
  if (retimed) return retimed;
  return conversationText(ctx, rest, corrects, true);
}

/** The message read in the light of the conversation: a name for a kinship-only person, answers bound, pronouns and known names resolved. */
function conversationText(ctx: Ctx, rest: string, corrects: boolean, answering: boolean): Stage {
  const db = ctx.store.db;
  const lang = ctx.lang;
  const link: number[] = [];
  let text = rest;
  const naming = parseNaming(rest);
  if (naming) {
    const person = personForPronoun(naming.gender, ctx.recent);
    if (person?.unnamed) {
      const id = namePerson(db, person.id, naming.name, name => findPerson(db, name));
      link.push(id);
      const rename = (p: RecentPersonRow) => (p.id === person.id ? {...p, id, name: naming.name, unnamed: false} : p);
      ctx.recent = ctx.recent.map(rename);
      if (!naming.rest) {
        const yours = say(lang, `${person.gender === 'female' ? 'sua' : 'seu'} ${person.name}`, `your ${person.name}`);
        return {text: naming.name, reply: say(lang, `Anotado: ${yours} se chama ${naming.name}.`, `Noted: ${yours}'s name is ${naming.name}.`), applied: false, link};
      }
      text = naming.rest;
    }
  }
  // A message that moved or cancelled something answers no question the assistant left open.
  const who = answering ? ctx.pending.find(p => p.kind === 'who') : undefined;
  if (who && saysNotAPerson(text)) {
    const record = findPerson(db, who.subject);
    if (record && dropNotAPerson(db, record.id)) {
      return {
        text,
        reply: say(lang, `Entendi: ${who.subject} não é uma pessoa — tirei da sua lista de pessoas.`, `Got it: ${who.subject} isn't a person — I took it off your people.`),
        applied: true,
        link: [],
      };
    }
  }
  if (who) {
    const bound = bindAnswer(text, who.subject, lang);
    if (bound) text = bound;
  } else if (corrects && ctx.recent[0]) {
    // "não, é minha cunhada": the correction is about whom we were just speaking of.
    const bound = bindAnswer(text, mention(ctx.recent[0], lang), lang);
    if (bound) text = bound;
  }
  text = bookingWithoutKind(ctx, text);
  const known = [...ctx.recent.filter(p => !p.unnamed).map(p => p.name), ...knownPeopleNames(db)];
  text = resolveOpeningPronoun(text, ctx.recent);
  text = knownNamesCased(text, known);
  // "…a Alice… preciso marcar oftalmo pra ela": a pronoun whose person this message named.
  // The people this message itself names, known or not yet ("my moms name is barbara"), count too.
  const read = extract(text, {now: ctx.store.now, knownPets: petNames(db)});
  const named = read.people.map(p => ({name: p.name, gender: p.gender}));
  // "a Mochi (nossa gata) vomitou… marquei vet pra ela": an animal named is whom "ela" may mean.
  const petNamed = (read.pets ?? []).length > 0;
  // Any capitalised word after the first, or a known name, may be whom "ela" means: then no guess.
  // Understanding's people, not any capital: "His next appointment is at St James's on Thursday" names nobody.
  const namesSomeone = named.length > 0 || petNamed || tokenize(text).some(w => known.some(n => fold(n) === w));
  // "tyler has soccer…" then "also his ortho appt is thurs": with nobody named, "his"/"dela" is the focus.
  // "marquei o retorno dele… dona socorro leva": a woman named is no "dele"; someone of that gender (or unknown) is.
  const namesOfGender = (gender: 'female' | 'male') =>
    named.some(p => p.gender === gender || p.gender === null) || petNamed || tokenize(text).some(w => known.some(n => fold(n) === w) && !named.some(p => fold(p.name) === w));
  const focus: Focus = gender => {
    const p = namesOfGender(gender) ? null : personForPronoun(gender, ctx.recent);
    return p ? {words: mention(p, lang), unnamed: !!p.unnamed, gender: p.gender} : null;
  };
  text = resolveInMessage(text, [...ctx.recent, ...knownPeople(db), ...named], focus);
  text = resolveObjectPronoun(text, ctx.recent, namesSomeone);
  return {text, applied: false, link};
}

/**
 * A booking that names no checkup ("marquei pra quinta às 10h") books the one this conversation
 * just said someone needs: read as "marquei o pediatra da Sofia pra quinta às 10h".
 */
function bookingWithoutKind(ctx: Ctx, text: string): string {
  const m = BOOKED.exec(fold(text).trim());
  if (!m) return text;
  const x = extract(text, {now: ctx.store.now});
  if (x.checkups.length || x.events.length) return text;
  const need = latestNeed(ctx.store.db, ctx.conversationId);
  if (!need) return text;
  const rest = text.trim().slice(m[0].length);
  const words = kindWords(need.kind, ctx.lang);
  if (ctx.lang === 'pt') {
    const whose = !need.name ? '' : need.unnamed ? ` ${need.gender === 'male' ? 'do meu' : 'da minha'} ${need.name}` : ` ${whoseThing({name: need.name, gender: need.gender}, 'pt')}`;
    return `marquei ${words.female ? 'a' : 'o'} ${words.noun}${whose} ${rest}`.trim();
  }
  const whose = !need.name ? 'my' : need.unnamed ? `my ${need.name}'s` : `${need.name}'s`;
  return `I booked ${whose} ${words.noun} ${rest}`.trim();
}

/** "Qual delas você já fez?" over these open tasks, with the pending question that goes with it. */
export function askWhichReply(db: Store['db'], ids: number[], lang: Language): {reply: string; pending: Pending} | null {
  const tasks = openTasksById(db, ids);
  return tasks.length ? {reply: askWhich(tasks, lang), pending: {kind: 'which-task', ids: tasks.map(t => t.id)}} : null;
}

/** "Feito: “entregar o relatório” está concluída." for tasks just closed. */
export function closedTasksReply(db: Store['db'], ids: number[], lang: Language): string | null {
  const tasks = tasksById(db, ids);
  return tasks.length ? closedReply(tasks, lang) : null;
}

/** An extraction with its facts removed: the message was a correction already applied, kept as a memory only. */
export function withoutFacts(x: Extraction): Extraction {
  return {...x, people: [], relationships: [], checkups: [], tasks: [], events: [], questions: [], user: undefined};
}
