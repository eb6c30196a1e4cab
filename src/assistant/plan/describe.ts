/**
 * What a message's words say of a thing Magis may hold — "o oftalmo da Lu de terça", "friday's
 * one-on-one with Priya", "a terapia da avó", "mum's appointment" — read into an `ItemRef`: whose (known people
 * by name or alias, kinship words, the user's own), what (a checkup kind, event kinds, title words,
 * or any appointment), and the day and hour the words give it. Grounding scores held items against
 * it. Pure: the known people are passed in.
 */
import type {ItemRef} from '../../domain/plan.js';
import type {Language} from '../../domain/types.js';
import type {KnownPerson} from '../../store/world-items.js';
import {STOPWORDS, fold, stem, tokenize} from '../../text/words.js';
import {isShortFormOf, SHORT_FORM_MAX} from '../../text/short-names.js';
import {findCheckupMentions} from '../../understanding/checkups.js';
import {resolveDate} from '../../understanding/index.js';
import {KINSHIP, relationWord} from '../../understanding/kinship.js';
import {scanTokens} from '../../understanding/text.js';
import {EVENT_KIND_WORDS, GENERIC_APPOINTMENT, MOVE_NOISE, POLITE, partOfDayOnly, SURGERY_WORDS} from '../world/lexicon.js';

/** A feast that names a thing rather than its day: "Christmas do", "Xmas party", "jantar de Natal", "festa de Natal". */
const FEAST_AS_NAME =
  /\b(?:(?:christmas|xmas)\s+(?:do|dos|party|parties|dinner|lunch|concert|fair|market|show|play|drinks|meal|jumper day|panto)|(?:jantar|almoco|festa|concerto|ceia|feira|amigo secreto|confraternizacao|almocarada|jantarada)\s+de\s+natal)\b/;

/** The user's own, said with a possessive of the first person: "minha consulta", "my appt", "meu dentista". */
const MINE = new Set(['meu', 'minha', 'my', 'mine', 'eu', 'i', "i'm", 'im']);
/** Words that point at a thing already said: "it", "that one" ("ela", "her" are people, bound elsewhere). */
const POINTERS = new Set(['it', 'that', 'isso', 'isto', 'this', 'aquilo']);
/** "with", "com", "w/" (read "with"), "c/" (read "com"): who is with it follows. */
const WITH = new Set(['with', 'com', 'w']);
/** The words that keep a thing's hour in a move. */
const KEEP_HOUR = /\b(?:(?:at\s+)?the\s+same\s+time|same\s+time|(?:no|ao|à|a)\s+mesmo\s+hor[aá]rio|mesmo\s+hor[aá]rio|(?:à|a|na)\s+mesma\s+hora|mesma\s+hora|msm\s+hor[aá]rio|msm\s+hora)\b/giu;
/** Words that stand for a person: whose, not what. */
const PRONOUN_WORDS = new Set(['ele', 'ela', 'eles', 'elas', 'dele', 'dela', 'deles', 'delas', 'him', 'her', 'hers', 'his', 'she', 'they', 'them', 'their', 'lhe']);
const DETERMINERS = new Set(['a', 'o', 'the', 'my', 'meu', 'minha', 'our', 'nosso', 'nossa', 'seu', 'sua']);
const TITLES = new Set(['dr', 'dra', 'doctor', 'doutor', 'doutora', 'mr', 'mrs', 'ms', 'dona', 'seu', 'sr', 'sra']);
/** A specialty's word that only names the kind of a checkup: its kind compares, not its words. */
const CHECKUP_KINDS = new Set([
  'dentist',
  'eye_exam',
  'general_checkup',
  'pediatrician',
  'gynecologist',
  'dermatologist',
  'cardiologist',
  'orthopedist',
  'blood_test',
  'vaccine',
  'mammogram',
  'orthodontist',
  'ent',
]);

/** A day's name with a chat possessive "s" before a noun ("mondays cardiology thing"), never after "on"/"every" (a habit). */
const DAY_POSSESSIVE = /(?<!\b(?:on|every|all|most|some)\s)\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|yesterday)s(?=\s+\p{L})/giu;

/** "now", "agora", "right now": when the news is told, never when the thing is. */
const NOW_WORDS = /\b(?:(?:right |just )?now|agora(?: mesmo)?)(?![\p{L}])/giu;

/**
 * When someone rang: "called the office this morning and had them take me off for thursday", "liguei
 * hoje de manhã e desmarquei a de sexta" — the time of the call is not the thing's day.
 */
const CALL_TIME =
  /(\b(?:called|rang|phoned|liguei|ligaram|ligou|telefonei|telefonou|telefonaram)\b)([^,.;!?]*?)\s(?:this morning|this afternoon|earlier today|earlier|hoje de manh[aã]|hoje cedo|hoje [àa] tarde|hj de manh[aã]|hj cedo|esta manh[aã]|de manh[aã]|agora de manh[aã])(?![\p{L}])/giu;

/** "3.ª", "5ª feira", "2a": a weekday written as Portugal writes it, its digit no day of the month. */
const ORDINAL_WEEKDAY = /\b[2-6]\s*\.?\s*[ªºa](?=\s|$|[,.;!?-])(?:\s*-?\s*feira)?/giu;

export function describe(said: string, people: KnownPerson[], now: Date, lang: Language): ItemRef {
  // "same time", "mesmo horário" keep the hour: they say nothing of which thing it is.
  // "mondays cardiology thing", "tomorrows lunch": chat's possessive without its apostrophe, before a noun.
  const text = said.replace(KEEP_HOUR, ' ').replace(DAY_POSSESSIVE, "$1's").replace(/\s+/g, ' ');
  const tokens = tokenize(text);
  const set = new Set(tokens);
  const scanned = scanTokens(text);
  const mentions = findCheckupMentions(scanned, new Set());
  const specific = mentions.find(m => CHECKUP_KINDS.has(m.kind as string));
  // "a fisio", "the physio", "raio-x": a visit of no contract kind is named by its own words.
  // A surgery or a procedure is a visit of its own ("a cirurgia de catarata"), never any appointment.
  // "the surgery's bumped Mum" (read with its verb taken out: "the surgery's Mum"): a practice that acts on someone, no operation.
  const acting = (m: {start: number; end: number}) => scanned[m.end]?.fold === "'s" && KINSHIP.match(scanned, m.end + 1) !== null;
  const surgery = (m: {start: number; end: number}) => scanned.slice(m.start, m.end).some(t => SURGERY_WORDS.has(t.fold)) && !acting(m);
  const otherWords = mentions
    .filter(m => (m.kind === 'other' && !acting(m)) || (m.kind === 'generic' && surgery(m)))
    .flatMap(m => scanned.slice(m.start, m.end).map(t => t.fold))
    .filter(w => w.length > 2 && !STOPWORDS.has(w));
  const generic =
    mentions.some(m => (m.kind === 'generic' && !surgery(m)) || m.kind === 'followup' || m.kind === 'doctor' || m.kind === 'practice' || acting(m)) ||
    tokens.some(t => (GENERIC_APPOINTMENT.has(t) && !SURGERY_WORDS.has(t)) || POINTERS.has(t));
  // The scanner's words: "1:1" stays one word, chat spellings read as the words they stand for.
  const folds = scanned.map(t => t.fold);
  const eventKinds = Object.entries(EVENT_KIND_WORDS)
    .filter(([, words]) => tokens.some(t => words.has(t)) || folds.some(t => words.has(t)))
    .map(([kind]) => kind);
  const named = new Set<number>();
  for (const p of people) {
    const names = [p.name, ...p.aliases]
      .filter(n => !p.unnamed || n !== p.name)
      .map(n => fold(n).split(/\s+/)[0]!)
      .filter(n => n.length > 1);
    // "lucas's", "moms": a possessive 's sticks to the name in chat.
    if (names.some(n => set.has(n) || set.has(`${n}s`))) named.add(p.id);
  }
  // "o oftalmo da ju": a short form that begins one known first name only ("Ju" for Júlia) names her.
  if (!named.size) {
    for (const t of scanned) {
      if (t.kind !== 'word' || t.fold.length < 2 || t.fold.length > SHORT_FORM_MAX || STOPWORDS.has(t.fold)) continue;
      const fits = people.filter(p => !p.unnamed && isShortFormOf(t.fold, fold(p.name).split(/\s+/)[0]!));
      if (fits.length === 1 && !people.some(p => fold(p.name).split(/\s+/)[0] === t.fold)) named.add(fits[0]!.id);
    }
  }
  const relations = new Set<string>();
  for (let i = 0; i < scanned.length; i++) {
    const m = KINSHIP.match(scanned, i);
    // "reunião de pais" names no one's parent: only a single relative grounds an item.
    // "a gineco", "the dentist": a doctor's word names the visit's kind, not whose it is.
    if (m && !m.value.plural && m.value.base !== 'doctor') relations.add(relationWord(m.value.base, m.value.gender ?? 'female')).add(relationWord(m.value.base, m.value.gender ?? 'male'));
  }
  // "moms surgery": a kinship word with a possessive s.
  for (const t of tokens) {
    if (!t.endsWith('s') || KINSHIP.match(scanTokens(t), 0)) continue;
    const m = KINSHIP.match(scanTokens(t.slice(0, -1)), 0);
    if (m && !m.value.plural && m.value.lang === 'en') relations.add(relationWord(m.value.base, m.value.gender ?? 'female'));
  }
  // "com a Rita", "w/ Kenji", "with Dr Shah": who is with it, said by name.
  const companions: string[] = [];
  for (let i = 0; i < scanned.length - 1; i++) {
    if (!WITH.has(scanned[i]!.fold)) continue;
    let k = i + 1;
    while (k < scanned.length && (DETERMINERS.has(scanned[k]!.fold) || TITLES.has(scanned[k]!.fold.replace(/\.$/, '')))) k++;
    const name = scanned[k];
    // "com o clínico", "with the GP": a doctor's word says whom the visit is with, no companion.
    const doctor = mentions.some(m => k >= m.start && k < m.end);
    if (name && name.kind === 'word' && name.fold.length > 1 && !STOPWORDS.has(name.fold) && !KINSHIP.match(scanned, k) && !WITH.has(name.fold) && !doctor) companions.push(name.fold);
  }
  // No tense: "a consulta que foi marcada pra terça" names the coming Tuesday's item, whatever its verb.
  // "we won't be going to the panto now", "agora já não": "now" says the news is new, not the thing's day or hour.
  const read = resolveDate(text.replace(NOW_WORDS, ' ').replace(CALL_TIME, '$1$2'), now, {tense: null, language: lang});
  // "the Christmas do", "o jantar de Natal": the feast names the thing, not its day (the works do is on the 11th).
  const when = read && FEAST_AS_NAME.test(fold(text)) && /^(?:on |no |na )?(?:christmas|xmas|natal)$/i.test(fold(read.text).trim()) ? null : read;
  const dayWords = when && when.text !== text.trim() && !partOfDayOnly(when.text);
  // "tuesday", "de quinta": a weekday alone, no day of the month.
  // Portugal's ordinal weekdays ("3.ª", "5ª feira") are weekdays too: their digit is no day of the month.
  const weekdayOnly = dayWords && when.weekday !== null && !/\d/.test(when.text.replace(ORDINAL_WEEKDAY, '')) && when.precision === 'day' ? when.weekday : null;
  const content = tokens.filter(t => t.length > 2 && !STOPWORDS.has(t) && !MOVE_NOISE.has(t) && !POLITE.has(t) && !MINE.has(t));
  // The words left when whose, when and what kind are taken out: what the words say the thing is
  // ("pra casa" in "ele foi pra casa às 18h"), which a held item must then fit.
  const taken = new Set<string>();
  for (const m of mentions) for (const t of scanned.slice(m.start, m.end)) taken.add(t.fold).add(`${t.fold}s`).add(`${t.fold}'s`);
  for (let i = 0; i < scanned.length; i++) {
    const k = KINSHIP.match(scanned, i);
    if (k) for (const t of scanned.slice(i, i + k.len)) taken.add(t.fold);
  }
  for (const p of people) for (const n of [p.name, ...p.aliases]) for (const w of tokenize(n)) taken.add(w).add(`${w}s`);
  if (when) for (const w of tokenize(when.text)) taken.add(w);
  for (const words of Object.values(EVENT_KIND_WORDS)) for (const w of words) taken.add(w);
  const unplaced = content.filter(t => !taken.has(t) && !GENERIC_APPOINTMENT.has(t) && !PRONOUN_WORDS.has(t) && !(t.length <= SHORT_FORM_MAX && named.size));
  return {
    ...(unplaced.length ? {unplaced: unplaced.map(stem)} : {}),
    text: text.trim(),
    people: [...named],
    ...(named.size ? {boundNames: [...named].map(id => fold(people.find(p => p.id === id)!.name).split(/\s+/)[0]!)} : {}),
    relations: [...relations],
    mine: tokens.some(t => MINE.has(t)) && !named.size && !relations.size,
    companions,
    checkupKind: specific ? (specific.kind as string) : otherWords.length ? 'other' : null,
    eventKinds,
    generic: generic && !specific,
    words: [...new Set([...content, ...otherWords].map(stem))],
    day: dayWords && weekdayOnly === null && when.precision === 'day' ? when.date : null,
    // "as consultas desta semana", "this week's appointments": a week or a month said holds the item.
    ...(dayWords && when.precision !== 'day' && when.end !== when.date ? {within: [when.date, when.end] as [string, string]} : {}),
    ...(weekdayOnly !== null ? {weekday: weekdayOnly} : {}),
    time: dayWords || when?.time ? (when?.time ?? null) : null,
  };
}

/** Whether a reference says anything that can pick an item: a kind, title words, whose, a day. */
export const saysSomething = (ref: ItemRef): boolean =>
  ref.checkupKind !== null ||
  ref.eventKinds.length > 0 ||
  ref.generic ||
  ref.words.length > 0 ||
  ref.people.length > 0 ||
  ref.relations.length > 0 ||
  ref.day !== null ||
  // "swapped mine to the 17th", "o meu ainda não": the user's own, beside someone else's just said.
  ref.mine;

/** A pronoun that stands for whose a thing is, and the gender it asks for ("hers", "dela", "-la"; "lhe" either). */
const PRONOUNS: ReadonlyArray<[RegExp, 'female' | 'male' | null]> = [
  [/(?:^|[^\p{L}'’-])(?:her|hers|she|dela|ela)(?=$|[^\p{L}])/iu, 'female'],
  [/(?:^|[^\p{L}'’-])(?:him|his|he|dele|ele)(?=$|[^\p{L}])/iu, 'male'],
  [/\p{L}-(?:la|las|na|nas)(?=$|[^\p{L}])/iu, 'female'],
  [/\p{L}-(?:lo|los|no|nos)(?=$|[^\p{L}])/iu, 'male'],
  [/\p{L}-lhe(?=$|[^\p{L}])|(?:^|\s)lhe(?=$|[^\p{L}])/iu, null],
];
/** How many of the conversation's latest people a pronoun looks through for its gender, as coreference does. */
const PRONOUN_REACH = 3;

/**
 * A thing named by a pronoun of whose it is ("switched hers to monday", "rescheduled her", "marcaram-lhe
 * as análises", "a consulta dela"): the one person of that gender the message names elsewhere, else the
 * latest the conversation spoke of — with a rival of the same gender as near, both (a question, no guess).
 */
export function bindPronoun(ref: ItemRef, message: string, people: KnownPerson[], recent: number[], now: Date, lang: Language): ItemRef {
  if (ref.people.length || ref.relations.length || ref.mine) return ref;
  const said = PRONOUNS.find(([re]) => re.test(ref.text));
  if (!said) return ref;
  const gender = said[1];
  const fits = (id: number) => {
    const p = people.find(x => x.id === id);
    return p !== undefined && (gender === null || p.gender === gender);
  };
  const whole = describe(message, people, now, lang);
  const inMessage = [...whole.people, ...people.filter(p => p.relation !== null && whole.relations.includes(p.relation)).map(p => p.id)];
  // Two who could be meant are both kept: grounding then asks between their items rather than guess.
  const named = [...new Set(inMessage)].filter(fits);
  // The names go with the ids: "his work party" is also a plan he is with ("Christmas party with Dan").
  const bound = (ids: number[]): ItemRef => ({...ref, people: ids, boundNames: ids.map(id => fold(people.find(x => x.id === id)!.name).split(/\s+/)[0]!)});
  if (named.length) return bound(named);
  const near = recent.slice(0, PRONOUN_REACH).filter(fits);
  if (near.length > 1 && gender !== null && recent.indexOf(near[0]!) === 0 && recent.indexOf(near[1]!) > 1) return bound([near[0]!]);
  return near.length ? bound(near) : ref;
}
