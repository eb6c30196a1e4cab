/**
 * What a short reply to the assistant's own question says, and the other phrase rules the
 * conversation stage reads a message with (src/assistant/stage/ applies them): yes, no, all,
 * "remind me", "esqueci, a revisão é na terça", "marquei pra quinta", where a name stands. Pure.
 */
import {fold, STOPWORDS} from '../text/words.js';
import {findDates} from './dates.js';
import {scanTokens} from './text.js';

/** A short yes to the assistant's question: "sim", "pode", "yes", "sure". */
const YES = /^(?:sim|s|ss|claro|pode|pode ser|quero|isso|exato|yes|yeah|yep|yup|sure|ok|okay|please|por favor)\b/i;

/** A short no: "não", "nope", "nenhum". */
const NO = /^(?:nao|n|nope|no|nenhum|nenhuma|none|neither|nada)\b/i;

/** All of the choices offered: "todas", "as duas", "both", "all of them". */
const ALL = /\b(?:todas|todos|as duas|os dois|as tres|os tres|tudo|all|both|everything|all of them)\b/i;

/** Asking to be reminded: "me lembra", "lembre-me", "remind me". */
const REMIND = /\b(?:me lembr\w*|lembr[ae]-?me|lembra|lembre|remind me|reminder)\b/i;

/** "me lembra amanhã", "remind me on friday" with nothing else: only a when, for the task just said. */
const REMIND_ONLY =
  /^(?:(?:sim|yes|ok|pode|claro)[\s,!.]*)?(?:me lembr\w*|lembr[ae]-?me|remind me)(?:\s+(?:disso|disto|de novo|about it|of it|again))?\s+(?!(?:to|about|of|that|de|da|do|das|dos|sobre|que|pra|para)\b)(?:(?:na|no|em|on|at|dia|in)\s+)?[\p{L}\d\s:]{2,30}[\s!.]*$/iu;

/** A reminder of something else than the offer: "remind me to call mum", "me lembra de pagar a luz". */
const OTHER_REMINDER =
  /\b(?:remind me|me lembr\w*|lembr[ae]-?me)(?:\s+\S+){0,3}?\s+(?:to|de|da|do|pra|para)\s+(?!(?:it|this|that|isso|disso|marcar|agendar|book|schedule|a consulta|o dentista)\b)\p{L}/u;

/** "esqueci, a revisão é na terça", "the passport thing is due friday": subject, then the day. */
const TASK_WHEN =
  /^(?:(?:esqueci|ah|ops|opa|alias|oops|actually|btw|ok)[\s,!.]+)*(?:(?:o|a|os|as|the)\s+)?([\p{L}\s-]{3,40}?)\s+(?:e|eh|fica|ficou|vai ser|sera|is|it's|its|is due)\s+(?:(?:na|no|em|dia|pra|para|on|at|for|next|due)\s+)?(.{2,30})$/u;

/** "marquei", "agendei", "booked it", "made the appointment": a booking verb opening the message. */
/** A day in a yes ("sim, amanhã", "yes, next monday"): the yes also says when. */
const SAYS_A_DAY = /\b(?:amanha|hoje|depois|semana|segunda|terca|quarta|quinta|sexta|sabado|domingo|tomorrow|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next)\b/;

/** "sim", "pode", "yes": a yes to the assistant's question. */
export const isYes = (text: string): boolean => YES.test(fold(text).trim());

/** "não", "nenhuma", "nope": a no to the assistant's question. */
export const isNo = (text: string): boolean => NO.test(fold(text).trim());

/** "todas", "as duas", "both": every choice the assistant offered. */
export const picksAll = (text: string): boolean => ALL.test(fold(text).trim());

/**
 * "me lembra amanhã" after "Preciso renovar o passaporte": asks only for a day to be reminded on,
 * so the ask is about the task just said. "remind me to ring the GP tomorrow" names a thing of its
 * own after "to"/"de"/"about" and is no such ask.
 */
export const asksToRemindOn = (text: string): boolean => REMIND_ONLY.test(fold(text).trim());

/**
 * "sim, me lembra amanhã", "remind me", "yes, next monday" after "Quer que eu lembre você de marcar?":
 * takes up the offer to be reminded. "remind me to renew my passport by dec 15" asks for something
 * else — a task of its own — and does not.
 */
export function acceptsReminder(text: string): boolean {
  const t = fold(text).trim();
  if (OTHER_REMINDER.test(t)) return false;
  return REMIND.test(t) || (YES.test(t) && SAYS_A_DAY.test(t));
}

/** "esqueci, a revisão é na terça" → the task's words ("revisao") and the day said ("terca"), folded. */
export function readTaskWhen(text: string): {subject: string; when: string} | null {
  const m = TASK_WHEN.exec(
    fold(text)
      .trim()
      .replace(/[.!]+$/, ''),
  );
  // "the passport renewal is all set, mailed it off today": settled, not given a day.
  if (!m || SETTLED_WORDS.test(m[2]!)) return null;
  // "the gas bill is ridiculous this month": what follows "is" must open with its day, not say how it is.
  const t = scanTokens(m[2]!);
  if (!(['pt', 'en'] as const).some(lang => findDates(t, lang).some(d => d.start === 0))) return null;
  return {subject: m[1]!, when: m[2]!};
}

/** Words that say a thing is settled: what follows "is" is then no day it is due. */
const SETTLED_WORDS = /\b(?:all set|done|sorted|paid|ready|fine|over|feito|feita|pago|paga|resolvid[oa]|tratad[oa]|pront[oa]|entregue)\b/;

/** "the car lol. booked a rental at the airport" → "the car lol": the first clause of an answer, where it names its pick. */
export const firstClause = (text: string): string => text.split(/[.!;\n]/)[0] ?? text;

// ── Where a name stands (known people typed in lower case) ───────────────────

/** "grace's" in "booked grace's eye exam": a word with a possessive — a name wherever it stands. */
const POSSESSIVE = /(?<![\p{L}'])([\p{L}-]+)(['’]s)(?=\s)/gu;

/**
 * The first word, or a word after an article, preposition or "e" ("a rita", "pro joao", "with mia"):
 * where a name stands — never "a blusa rosa", where a known Rosa would be a colour.
 */
const AFTER_A_LEAD = /((?:^|\s)(?:o|a|os|as|do|da|no|na|pro|pra|pela|pelo|com|de|e|que|the|and|with|for|to|tell|ask|call)\s+|^)([\p{L}'-]+)/giu;

/**
 * The folded key under which a known name is recognised typed in lower case, or null: single-word
 * names of three letters or more that are not everyday words and that the store writes with a
 * capital ("Ana" yes; "a", "da" or "mãe" never).
 */
export function lowerCaseKey(name: string): string | null {
  const k = fold(name);
  return /^[\p{L}'-]{3,}$/u.test(k) && !STOPWORDS.has(k) && name !== name.toLowerCase() ? k : null;
}

/**
 * Each word where a name stands (before a possessive, first, or after a lead word), replaced by what
 * `rename` gives it; a word `rename` gives null is left as typed.
 */
export function renameWhereNamesStand(text: string, rename: (word: string) => string | null): string {
  const possessive = text.replace(POSSESSIVE, (all, w: string, s: string) => {
    const name = rename(w);
    return name === null ? all : name + s;
  });
  return possessive.replace(AFTER_A_LEAD, (all, lead: string, w: string) => {
    const name = rename(w);
    return name === null ? all : lead + name;
  });
}

/** Tags that ask for confirmation and say nothing of the task: "já paguei o ipva, né?", "did I pay it yet?". */
export const QUESTION_TAGS = /\b(?:ne|né|right|yet|already|ja|já)\b/g;

/** A question about what was decided: "o que decidimos sobre…", "what did we agree". */
export const ASKS_DECISION = /\b(decid|combin|resolv|agreed|settled)/;

/** "o que você sabe da Bia?", "what do you remember about Tom?": what is known of someone. */
export const ASKS_WHAT_IS_KNOWN = /\b(sabe|know|lembra|remember)\b/;

/** A question about birthdays only: "algum aniversário essa semana?", "any birthdays this month?". */
export const ASKS_BIRTHDAYS = /\b(aniversarios?|niver|birthdays?|bdays?)\b/;
