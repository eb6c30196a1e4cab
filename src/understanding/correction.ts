/**
 * Reading a message as a move in the conversation rather than a fresh statement: a correction
 * ("não, a Sueli é minha prima", "na verdade é na sexta", "não é meu, é do Caio"), an answer
 * to the assistant's "Quem é Bento?" ("é meu sobrinho"), a name for someone known only by kinship
 * ("o nome dela é Clara"). Pure: the conversation stage applies what these return.
 */
import {fold} from '../text/words.js';
import {capitalise} from '../text/names.js';

/** A leading "não,", "na verdade", "actually"…: what follows replaces what was said before. */
const LEAD =
  /^\s*(?:(?:n[aã]o|nao|nope|no|ops|oops|errei|opa)\s*[,.!;:-]+\s*|(?:na verdade|aliás|alias|actually|correction|corre[cç][aã]o|quer dizer|i mean|sorry|desculpa)\s*[,.!;:-]*\s*|(?:corrigindo|correcting)(?:\s+(?:o que|what)\s+(?:eu\s+|i\s+)?(?:disse|falei|escrevi|te disse|said|told you|wrote)[^:,.!;]*)?\s*[,.!;:-]*\s*)+/i;

/** Strips a correction lead; `corrects` says whether there was one. */
export function stripCorrectionLead(text: string): {rest: string; corrects: boolean} {
  const m = LEAD.exec(text);
  if (!m || m[0].length === text.length) return {rest: text, corrects: false};
  return {rest: text.slice(m[0].length), corrects: true};
}

const NAME_TAIL = /[\s,.;!?]+(?:kkk+|rs+|haha\w*|lol|btw|tb|tbm|too|ok)?[\s,.;!?]*$/i;

/** "é pra Lia", "for Lia": whom the fact is for — `'user'` for "mim"/"me". */
function target(words: string): string | null {
  const w = words
    .replace(NAME_TAIL, '')
    .replace(/^(?:o|a|the)\s+/i, '')
    .trim();
  if (!w) return null;
  if (/^(?:mim|eu|me|myself)$/i.test(w)) return 'user';
  return w;
}

const NOT_FOR_PT = /\bn[aã]o\s+(?:e|é|eh|era|foi)\s+(?:pra|para|pro|p\/)\s+(mim|eu|[\p{L} ]+?)\s*[,;.]?\s*(?:e|é|eh|mas|mas sim|sim)?\s*(?:(?:e|é|eh)\s+)?(?:pra|para|pro|p\/)\s+(.+)$/iu;
const FOR_NOT_PT = /^(?:(?:e|é|eh)\s+)?(?:pra|para|pro)\s+(.+?)\s*[,;]?\s*n[aã]o\s+(?:pra|para|pro)\s+(mim|eu|[\p{L} ]+?)[\s.!]*$/iu;
const NOT_FOR_EN = /\b(?:it'?s|its|that'?s|it is|that is)?\s*not\s+for\s+(me|[\p{L} ]+?)\s*[,;.]?\s*(?:it'?s|its|it is|but)?\s*for\s+(.+)$/iu;

/** "…mas não sou eu, era a bia", "not me, it's for lily": the user's, said to be someone else's. */
const NOT_ME_PT = /\bn[aã]o\s+(?:sou\s+eu|(?:e|é|eh|era)\s+(?:eu|meu|minha|pra\s+mim))\s*[,;.]?\s*(?:(?:e|é|eh|era|mas|foi)\s+)*(?:a|o|da|do|pra|para)?\s*([\p{L} ]+?)[\s.!]*$/iu;
const NOT_ME_EN = /\bnot\s+(?:me|mine|for\s+me)\s*[,;.]?\s*(?:(?:it'?s|its|it\s+was|but|it\s+is)\s+)*(?:for\s+)?([\p{L} ]+?)[\s.!]*$/iu;

/** "não é meu, é do Caio" → the facts move from `from` to `to` (`'user'` = the speaker). */
export function parseWhoseCorrection(text: string): {from: string | null; to: string} | null {
  const t = text.trim();
  const me = NOT_ME_PT.exec(t) ?? NOT_ME_EN.exec(t);
  if (me) {
    const to = target(me[1]!);
    if (to && to !== 'user') return {from: 'user', to};
  }
  const m = NOT_FOR_PT.exec(t) ?? NOT_FOR_EN.exec(t);
  if (m) {
    const to = target(m[2]!);
    return to ? {from: target(m[1]!), to} : null;
  }
  const r = FOR_NOT_PT.exec(t);
  if (r) {
    const to = target(r[1]!);
    return to ? {from: target(r[2]!), to} : null;
  }
  // "opa, errei, é da lara", "sorry, it's Lily's": after a correction lead, whose it really is.
  const {rest, corrects} = stripCorrectionLead(t);
  const o = corrects ? (OWNER_PT.exec(rest) ?? OWNER_EN.exec(rest)) : null;
  if (o) {
    const to = target(o[1]!);
    return to && to !== 'user' ? {from: null, to} : null;
  }
  return null;
}

const OWNER_PT = /^(?:(?:e|é|eh|era)\s+)?(?:da|do|pra|para|pro)\s+(\p{L}+)(?=[\s.,!;]|$)/iu;
const OWNER_EN = /^(?:it'?s|its|it was)\s+(?:for\s+)?(\p{L}+?)(?:'s)?(?=[\s.,!;]|$)/iu;

/** A subject-less answer: "é meu sobrinho", "meu sobrinho", "ele é meu sobrinho", "He's my coworker." */
const ANSWER_PT = /^(?:(?:ele|ela)\s+)?(?:e|é|eh|era)\s+(.+)$/iu;
const ANSWER_POSSESSIVE = /^((?:o\s+|a\s+)?(?:meu|minha|nosso|nossa)\s+.+|(?:my|our)\s+.+)$/iu;
const ANSWER_EN = /^(?:(?:he|she|they)\s*(?:'s|’s|is|are)|(?:it'?s|its))\s+(.+)$/iu;

/** A predicate that says when or where ("no sábado", "às 15h", "on friday", "at 4", "dia 9", "tomorrow"): no answer about a person. */
const WHEN_OR_WHERE = /^(?:(?:no|na|nos|nas|em|ao|dia|para|pra|on|at|in|by|next|this|tomorrow|today|tonight|amanha|hoje)\b|(?:as|a)\s+\d|\d)/;

/** Longest possessive noun phrase read as an answer: "o meu colega de trabalho" (five words). */
const ANSWER_PHRASE_WORDS = 5;

/** A verb makes "minha filha precisa de óculos" a new statement, not an answer naming a relation. */
const CLAUSE_VERB = /\b(?:precis\w*|tem|teve|vai|vou|foi|fez|fiz|esta|ta|estava|marc\w*|quer|pode|faz|mora|trabalha|needs?|has|had|is|was|will|wants?|got|did|went|lives?|works?)\b/;

/** One-word replies that are not an answer about a person. */
const SHORT_REPLY = /^(?:sim|nao|yes|no|nope|ok|okay|obrigad[oa]|valeu|thanks|thx|quem|who|what|que|oi|hey|hi|hello|ola|nada|nobody|ninguem|sei|dunno|idk|kkk+|rs+|haha\w*|lol)$/;

/**
 * Rewrites an answer to "Quem é Bento?" so it says whom it is about: "é meu sobrinho" →
 * "Bento é meu sobrinho", "He's my coworker." → "Tom is my coworker.". Null when the message is not
 * such an answer (it names someone else, or says something new).
 */
export function bindAnswer(text: string, subject: string, lang: 'pt' | 'en'): string | null {
  const t = text.trim();
  const folded = fold(t);
  if (folded.includes(fold(subject))) return null; // "Mike is my husband": already says whom
  let m = ANSWER_EN.exec(t);
  // "é no sábado", "it's at 4": a day, an hour or a place is said of a thing, not of the person.
  if (m && !WHEN_OR_WHERE.test(fold(m[1]!))) return `${subject} is ${m[1]}`;
  m = ANSWER_PT.exec(t);
  if (m && !WHEN_OR_WHERE.test(fold(m[1]!))) return `${subject} é ${m[1]}`;
  m = ANSWER_POSSESSIVE.exec(t);
  // "meu sobrinho", "minha colega de trabalho, a filha da Ana" — a noun phrase, not "meu filho tem que ir ao dentista".
  const phrase = m ? m[1]!.split(/[,;.!?]/)[0]!.trim() : undefined;
  if (m && phrase && phrase.split(/\s+/).length <= ANSWER_PHRASE_WORDS && !CLAUSE_VERB.test(fold(phrase))) {
    return lang === 'en' || /^(?:my|our)\b/i.test(t) ? `${subject} is ${m[1]}` : `${subject} é ${m[1]}`;
  }
  // A bare kinship word: "sobrinho", "nephew kkk" (never a yes, a no or a thanks).
  const bare = /^([\p{L}-]{3,})(?:[\s!.,]+(?:kkk+|rs+|haha\w*|lol))?[\s!.]*$/u.exec(t);
  if (bare && !SHORT_REPLY.test(fold(bare[1]!))) {
    const word = bare[1]!.toLowerCase();
    return lang === 'en' ? `${subject} is my ${word}` : `${subject} é ${/a$/.test(fold(word)) ? 'minha' : 'meu'} ${word}`;
  }
  return null;
}

const NAMING = [
  /^(?:e\s+)?o\s+nome\s+(dela|dele)\s+(?:e|é|eh)\s+(.+)$/iu,
  /^(?:e\s+)?(ela|ele)\s+se\s+chama\s+(.+)$/iu,
  /^(?:and\s+)?(her|his)\s+name(?:'s|’s|\s+is)\s+(.+)$/iu,
  /^(?:and\s+)?(she|he)(?:'s|’s|\s+is)\s+(?:called|named)\s+(.+)$/iu,
];

/**
 * "O nome dela é Clara.", "shes called ivy btw, shes 9": the name given to someone the
 * conversation spoke of by pronoun, that person's gender, and what the message says after the name.
 */
export function parseNaming(text: string): {gender: 'female' | 'male'; name: string; rest: string} | null {
  for (const re of NAMING) {
    const m = re.exec(text.trim());
    if (!m) continue;
    const gender = /^(dela|ela|her|she)$/i.test(m[1]!) ? 'female' : 'male';
    const words = /^([\p{L}'-]+(?:\s+(?!e\b|and\b|btw\b|tb\b|mas\b|but\b)[\p{Lu}][\p{L}'-]+)?)(.*)$/u.exec(m[2]!.trim());
    if (!words) return null;
    const raw = words[1]!;
    if (/^(?:kkk+|rs+|haha\w*|lol)$/i.test(raw)) return null;
    const name = raw.split(/\s+/).map(capitalise).join(' ');
    const rest = words[2]!.replace(/^[\s,.;!]*(?:btw|tb|tbm|by the way|alias|aliás)?[\s,.;!]*/i, '').trim();
    return {gender, name, rest};
  }
  return null;
}

/** Things people name like persons: a car, a pet, a company, a place. */
const THINGS = `carro|carrinho|moto|bicicleta|bike|cachorr[oa]|cadel[ao]|gat[oa]|gatinh[oa]|pet|bicho|peixe|passaro|papagaio|vira-?lata|empresa|firma|loja|marca|time|banco|cidade|bairro|rua|predio|condominio|escola|restaurante|car|truck|van|motorbike|motorcycle|dog|puppy|cat|kitty|pet|fish|bird|parrot|company|firm|shop|store|brand|team|bank|city|town|street|building|school|restaurant|band|app|game`;
const NOT_A_PERSON = new RegExp(
  String.raw`^(?:(?:it'?s|its|it is|that'?s|e|eh|é|era)\s+)?(?:(?:o|a|the)\s+)?(?:(?:meu|minha|nosso|nossa|my|our|um|uma|a|an)\s+)(?:novo\s+|nova\s+|new\s+|old\s+|velho\s+)?(?:${THINGS})\b`,
  'i',
);

/** "é meu carro", "it's my dog", "uma empresa": the one asked about is not a person. */
export function saysNotAPerson(text: string): boolean {
  return NOT_A_PERSON.test(fold(text).trim());
}

const ALSO = /^(?:e|and|ah|oh)\s+(?:(?:o|a|the)\s+)?(.+?)\s+(?:tb|tbm|também|tambem|too|also|as well)\s*[.!?]*(?:\s*(?:kkk+|rs+|haha\w*))?$/iu;

/** "e o João também", "and Leo too": the last fact holds for someone else as well. Returns who. */
export function parseAlso(text: string): string | null {
  const m = ALSO.exec(text.trim());
  if (!m) return null;
  const who = m[1]!.trim();
  return who.split(/\s+/).length <= 3 ? who : null;
}

/** "e eu também", "and me too": the one `parseAlso` returns is the user. */
export const meansTheUser = (who: string): boolean => /^(?:eu|mim|me|i|myself)$/i.test(who);
