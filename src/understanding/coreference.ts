/**
 * "Minha filha Susana tem 16 anos." … "Ela precisa ir no dentista." A message that opens with a
 * pronoun speaks of the person the conversation was just about. Understanding reads one message
 * at a time, so the turn substitutes the name before reading it. Pure.
 */
import {capitalise} from '../text/names.js';

export interface RecentPerson {
  name: string;
  gender: 'female' | 'male' | null;
  /** Known only by kinship ("filha"): said back as "minha filha" / "my daughter". */
  unnamed?: boolean;
  /** The message that last spoke of them; people of one message are equally recent. */
  at?: number;
}

const OPENING = /^(\s*(?:e|and|mas|but|também|tambem|also|ai|aí|so|então|entao)?\s*)(ela|ele|she|he)(?:(?:'s|’s)\b|\b)/i;

/** Without message marks: how many of the latest people a pronoun may skip over to find its gender. */
const REACH = 3;

/** The words that stand for a person in a sentence: the name, or "minha filha" / "my daughter" for kinship only. */
export function mention(p: RecentPerson, lang: 'pt' | 'en'): string {
  if (!p.unnamed) return p.name;
  if (lang === 'en') return `my ${p.name}`;
  return `${p.gender === 'female' ? 'minha' : 'meu'} ${p.name}`;
}

/** The single recent person a pronoun of that gender can mean, or null (nobody, or two candidates). */
export function personForPronoun<T extends RecentPerson>(gender: 'female' | 'male', recent: T[]): T | null {
  const latest = recent.find(p => p.gender === gender);
  if (!latest) return null;
  // A rival is someone of that gender spoken of as recently: in the same message ("a Bia e a Lara…"),
  // or, without message marks, among the next few people. An older message's person is not a rival.
  const near = latest.at !== undefined ? recent.filter(p => p.at === latest.at) : recent.slice(0, recent.indexOf(latest) + REACH);
  const rivals = near.filter(p => p.gender === gender && p.name !== latest.name);
  return rivals.length ? null : latest;
}

/**
 * Replaces an opening "ela/ele/she/he" (and "she's" → "Mia is") with the most recent person of
 * that gender, when there is exactly one candidate among the last people mentioned (no guess between two).
 */
export function resolveOpeningPronoun(message: string, recent: RecentPerson[]): string {
  const m = OPENING.exec(message);
  if (!m) return message;
  const pronoun = m[2]!.toLowerCase();
  const gender = pronoun === 'ela' || pronoun === 'she' ? 'female' : 'male';
  const person = personForPronoun(gender, recent);
  if (!person) return message;
  const lang = pronoun === 'she' || pronoun === 'he' ? 'en' : 'pt';
  let who = mention(person, lang);
  if (m.index === 0 && m[1]!.trim() === '') who = capitalise(who);
  const contracted = /['’]s$/.test(m[0]);
  return message.slice(0, m[1]!.length) + who + (contracted ? ' is' : '') + message.slice(m[0].length);
}

/** "levar ela no pediatra", "pra ele", "take her to the dentist", "they'd like to see him": a pronoun as the object of taking, seeing or of "for". */
const OBJECT = /\b(lev(?:ar|ei|o|a|amos)|busc(?:ar|uei|o|a)|marc(?:ar|uei|o|a)\s+(?:pra|para)|pra|para|take|took|taking|bring|brought|pick(?:ed)?\s+up|for|see|ver)\s+(ela|ele|her|him)\b/i;

/**
 * Replaces the pronoun of "levei ela no dentista" / "took her to the dentist" with the one recent
 * person of that gender — only when the message names nobody itself (then "ela" may be that person).
 */
export function resolveObjectPronoun(message: string, recent: RecentPerson[], namesInMessage: boolean): string {
  if (namesInMessage) return message;
  const m = OBJECT.exec(message);
  if (!m) return message;
  const pronoun = m[2]!.toLowerCase();
  const person = personForPronoun(pronoun === 'ela' || pronoun === 'her' ? 'female' : 'male', recent);
  if (!person) return message;
  const who = mention(person, pronoun === 'her' || pronoun === 'him' ? 'en' : 'pt');
  const at = m.index + m[0].length - m[2]!.length;
  return message.slice(0, at) + who + message.slice(at + m[2]!.length);
}

/**
 * A pronoun after the verb, joined by a hyphen as European Portuguese writes it — "levei-o ao
 * dentista", "vou levá-la à consulta", "fui buscá-lo", "levaram-na às urgências" — is the verb's
 * object: the one recent person of that gender, written after the verb as Brazilian Portuguese says
 * it ("levei o Pedro ao dentista", "vou levar a Bia à consulta"), so every reader sees the verb and
 * whom. Only when the message names nobody itself, and never a guess between two.
 */
const CLITIC = /(?<![\p{L}-])(\p{L}{2,})-(o|a|lo|la|no|na)(?![\p{L}-])/giu;
/** The verb's own ending before "-o"/"-a": a past ("levei", "levaram"), a present ("leva"). */
const VERB_END = /(?:ei|ou|amos|aram|eram|iram|am|em|a|e)$/i;
/** Before "-lo"/"-la" the infinitive lost its r: "levá-la" is "levar", "fazê-lo" "fazer", "parti-lo" "partir". */
const INFINITIVE: Record<string, string> = {á: 'ar', ê: 'er', ô: 'or', i: 'ir'};

export function resolveClitic(message: string, recent: RecentPerson[], namesInMessage: boolean): string {
  if (namesInMessage) return message;
  return message.replace(CLITIC, (whole, stem: string, pronoun: string) => {
    const lost = INFINITIVE[stem.slice(-1).toLowerCase()];
    const verb = /^l/i.test(pronoun) ? (lost ? `${stem.slice(0, -1)}${lost}` : null) : VERB_END.test(stem) ? stem : null;
    if (!verb) return whole;
    const gender = /a$/i.test(pronoun) ? 'female' : 'male';
    const person = personForPronoun(gender, recent);
    if (!person) return whole;
    const article = person.unnamed ? '' : `${gender === 'female' ? 'a' : 'o'} `;
    return `${verb} ${article}${mention(person, 'pt')}`;
  });
}

/**
 * "marquei-lhe o dentista", "já lhe marquei as análises", "marcaram-lhe oftalmologista": the dative
 * "lhe" of a verb of booking or taking is for whom it was done — the one person the conversation was
 * just about (of either gender: "lhe" has none), written "para" them as every reader understands
 * ("marquei para a minha mãe o dentista"). Only when the message names nobody itself, and with no
 * rival spoken of as recently.
 */
const DATIVE_AFTER = /(?<![\p{L}-])(\p{L}{3,})-lhe(?![\p{L}-])/giu;
const DATIVE_BEFORE = /(?<![\p{L}-])lhe\s+(\p{L}{3,})(?![\p{L}-])/giu;
/** Verbs whose "lhe" is for whom a visit was booked or a thing done ("marcar", "agendar", "remarcar", "desmarcar", "fazer"). */
const DATIVE_VERBS = /^(?:(?:re|des)?mar[cq]|(?:re)?agend|cancel|adi|arranj|consegu)/i;

export function resolveDative(message: string, recent: RecentPerson[], namesInMessage: boolean): string {
  if (namesInMessage) return message;
  const latest = recent[0];
  if (!latest) return message;
  const rivals = latest.at !== undefined ? recent.filter(p => p.at === latest.at && p.name !== latest.name) : [];
  if (rivals.length) return message;
  const article = latest.unnamed ? '' : `${latest.gender === 'male' ? 'o' : 'a'} `;
  const forWhom = `para ${article}${mention(latest, 'pt')}`;
  return message
    .replace(DATIVE_AFTER, (whole, verb: string) => (DATIVE_VERBS.test(verb) ? `${verb} ${forWhom}` : whole))
    .replace(DATIVE_BEFORE, (whole, verb: string) => (DATIVE_VERBS.test(verb) ? `${verb} ${forWhom}` : whole));
}

/**
 * Portuguese leaves the subject out when it is who was just spoken of: "O Salvador tem de levar
 * vacinas." … "E tem de ir à consulta de pediatria." / "Também precisa de ir ao oftalmologista." —
 * the verb with no subject speaks of the one person of the last message. With two people in it, or
 * none, no guess. `previous` is the user message just before this one (when recent enough): the
 * person must be of it.
 */
const DROPPED_SUBJECT = /^(\s*(?:e|mas|também|tambem|tb|tbm|ah|ai|aí)?[\s,]*(?:também|tambem|tb|tbm)?\s*)(?=(?:precisa|precisava|tem|tinha|vai|faz|fez|foi|está|esta|tá|ta|anda|deve)\b)/i;

export function resolveDroppedSubject(message: string, recent: RecentPerson[], previous: number | null): string {
  const m = DROPPED_SUBJECT.exec(message);
  const latest = recent[0];
  if (!m || !latest || latest.at === undefined) return message;
  // The person must be of the message just before, a moment ago; a question ("tem aniversário
  // amanhã?") asks whether there is one, of nobody in particular.
  if (latest.at !== previous || /\?\s*$/.test(message)) return message;
  // Only one person in the last message that spoke of anyone: "ela e a irmã…" leaves it open.
  if (recent.filter(p => p.at === latest.at).length !== 1) return message;
  const who = mention(latest, 'pt');
  const article = latest.unnamed ? '' : `${latest.gender === 'male' ? 'o' : 'a'} `;
  return `${m[1]}${article}${who} ${message.slice(m[0].length)}`;
}
