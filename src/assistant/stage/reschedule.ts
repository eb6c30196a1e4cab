/**
 * "Na verdade o exame é na terça": the latest booking moves to that day, keeping its time unless
 * one is said. A correction of two things, a sentence each ("a festa da Nair é na sexta,
 * dia 20, e não na quinta. O jantar também passa pra sexta, às 20h."), moves each booking its
 * sentence names; a sentence naming none corrects the latest booking only when it is the first.
 */
import type {Language} from '../../domain/types.js';
import {lastFacts, latestBooking, moveBooking} from '../../store/dialogue-state.js';
import {checkupKindIn} from '../../understanding/checkups.js';
import {correctionSentences, isRescheduling} from '../../understanding/correction.js';
import {kindWords} from '../../reminders/kind-words.js';
import {joinList, ptArticle} from '../../text/phrases.js';
import {STOPWORDS, tokenize} from '../../text/words.js';
import {formatDay, say} from '../phrasing.js';
import {BIRTHDAY_WORDS, EVENT_KIND_WORDS, SURGERY_WORDS} from '../world/lexicon.js';
import {answered, type Ctx, dayAhead, type Stage} from './context.js';

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

/** `rest` is the message without its correction lead ("na verdade,"); `corrects` says whether it had one. */
export function reschedule(ctx: Ctx, rest: string, corrects: boolean): Stage | null {
  if (!isRescheduling(rest, corrects)) return null;
  const db = ctx.store.db;
  const facts = lastFacts(db, ctx.conversationId, ctx.messageId);
  const latest = latestBooking(db, ctx.conversationId);
  const bookings: Correctable[] = [
    ...(facts?.checkups ?? []).filter(c => c.status === 'scheduled' && c.date).map(c => ({table: 'checkups' as const, id: c.id, kind: c.kind, date: c.date!, time: c.time, title: c.label})),
    ...(facts?.events ?? []).filter(e => e.date).map(e => ({table: 'events' as const, id: e.id, kind: e.kind, date: e.date!, time: e.time, title: e.title})),
  ];
  if (latest && !bookings.some(b => b.table === latest.table && b.id === latest.id)) bookings.push({...latest, title: null});
  const moved: Array<{booking: Correctable; date: string; time: string | null}> = [];
  for (const [k, sentence] of correctionSentences(rest).entries()) {
    const when = dayAhead(ctx, sentence);
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
  return answered(rest, reply);
}
