/**
 * Events that are not health checkups: meetings, calls, deadlines, classes, trips, social plans,
 * birthdays and anniversaries, each with its date (the next occurrence when it recurs), time,
 * RRULE, whose it is and who else takes part.
 */
import type {EventKind, ExtractedEvent} from '../../domain/types.js';
import {resolveSpec, type DateMention, type TimeMention} from '../dates.js';
import {livePersons, type PeopleResult} from '../people/index.js';
import {isFirstPerson, type Segment} from '../clauses.js';
import {awayDays, closures, ownVisits} from './outings.js';
import {runIsWeekly} from './day-runs.js';
import {isWord, readNumber, type Token} from '../text.js';
import {PAST_VERBS, WEEKDAYS} from '../dates/lexicon.js';
import {
  ABSENCE,
  AGE_UNITS,
  AGE_VERBS,
  ARRIVAL_AUXILIARIES,
  ARRIVING,
  GETTING,
  ARTICLES,
  BACK_WORDS,
  BARE_DAYS,
  BIRTHDAY_YEARS,
  BROUGHT,
  CANCEL_WORDS,
  CARRIERS,
  CO_OWNER_LINKS,
  COMING,
  DAYPART_LEADS,
  DAYPARTS,
  DAY_LIST_JOINERS,
  DESTINATION_ENDS,
  DUE_VERBS,
  DUE_ADVERBS,
  OWED_TO,
  EMPTY_DUE,
  EN_HEADS,
  EN_LOOSE_TAIL,
  ENDING,
  ENGLISH_INITIALS,
  ERRAND_VERBS,
  EVENT_WORDS,
  CHRISTMAS_SUPPERS,
  FEAST_LINKS,
  FEAST_NAMES,
  GIFT_WORDS,
  BE_BEFORE_OFF,
  FLIGHT_WORDS,
  GOING,
  GOING_OFF,
  NAMED_BE_BEFORE_OFF,
  GOING_TO,
  GOING_TO_NAMED,
  TRIP_LANDSCAPES,
  HABITUAL_PARTS,
  HAVE_DO,
  HOLDER_FILLERS,
  HOLDER_VERBS,
  HOLIDAY_LEADS,
  HOLDING_VERBS,
  HOME_OWNERS,
  JOINERS,
  LANDMARK_LEADS,
  LANDMARK_OWNERS,
  LIMIT_WORDS,
  NEGATIONS,
  NOT_MODIFIERS,
  NOT_TRIPS,
  OPENERS,
  OWNER_PRONOUNS_AFTER,
  PLACE_ADVERBS,
  POSSESSIVE_MARKS,
  PT_LOOSE_TAIL,
  REASON,
  RECURRENCE_LEAD,
  ROLES,
  CALL_VERB_LEADS,
  CALL_VERB_OBJECTS,
  SCORE_LEADS,
  SHOPPING_ERRANDS,
  SPAN_MARKERS,
  STAY_VERBS,
  STAY_WORDS,
  SUBJECT_DETERMINERS,
  SUBJECT_ENDS,
  SUBJECT_KINDS,
  TITLE_ARTICLES,
  THERAPY_WORDS,
  TIME_OFF_WORDS,
  VACATION_WORDS,
  TITLE_ENDS,
  TRAVELLER_FILLERS,
  TRIP_PLACES,
  TO_DO_PREPS,
  TURNS,
  VERB_NOUNS,
  VISIT_FILLERS,
  VISITOR_AUXILIARIES,
  WEEKDAY_SHORT,
  WHEN_LEADS,
} from './lexicon.js';
import {activitySessions} from './sessions.js';
import {findRules, firstDayOf, rruleText, type RuleMention} from './rrule.js';
import {localDay} from '../../time/day.js';
import {OWNER_LINKS, RELATIVE_PRONOUNS, SPEAKER_SUBJECTS} from '../lexicon.js';

export interface EventContext {
  tokens: Token[];
  sentences: [number, number][];
  segments: Segment[];
  dates: DateMention[];
  times: TimeMention[];
  people: PeopleResult;
  /** Token ranges of health checkup mentions: a "consulta" is a checkup, never an event. */
  checkupSpans: [number, number][];
  now: Date;
  /** The message's language: a title's added "com"/"with" is said in it. */
  lang?: 'pt' | 'en';
}

/** How far before an event word the verb of taking someone may be: "I take my son Ben to football". */
const CARRY_REACH = 6;
/** Words of a title at most: enough for "reunião com a Renata sobre o projeto do app". */
const TITLE_WORDS = 10;
/** Verbs of the past: an event told as gone ("fui no show sábado") is on the last such day. */
const PAST_CUES = PAST_VERBS;

interface Trigger {
  kind: EventKind;
  start: number;
  end: number;
  /** A title read with the trigger (a visit's: "olhar o carro", "técnico"). */
  title?: string;
  /** A stay over days ("Pat is coming to stay from Thursday to Sunday"): a run of days is its span, as a trip's. */
  stay?: true;
  /** A closure's place ("the gym is closed"): off for the days said. */
  place?: number;
  /** Days away or off ("estou fora de 2.ª a 4.ª"): whoever is away has them, as time off. */
  away?: true;
}

/**
 * "carla needs the slides by fri 10am, before the standup", "antes da reunião": an event named as a
 * point in time is one already held, never a new one.
 */
export function isLandmark(tokens: Token[], i: number): boolean {
  return landmarkLead(tokens, i) !== null;
}

/** Leads that name the day before a thing only with its link: "eve of", "véspera da". */
const EVE_LEADS: ReadonlySet<string> = new Set(['eve', 'vespera']);

/** The word that makes the item at i a point in time ("before", "depois"), or null. */
export function landmarkLead(tokens: Token[], i: number): string | null {
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
    if (tokens[k]!.kind === 'punct') return null;
    const lead = tokens[k]!.fold;
    if (!LANDMARK_LEADS.has(lead)) continue;
    // "the eve of the wedding", "véspera da cirurgia" mark a point by what follows; "Christmas Eve
    // dinner" is a dinner on the feast's eve, no point before one.
    if (EVE_LEADS.has(lead)) return ['of', ...LANDMARK_OWNERS].includes(tokens[k + 1]?.fold ?? '') ? lead : null;
    return k === i - 1 || ARTICLES.has(tokens[k + 1]!.fold) || LANDMARK_OWNERS.has(tokens[k + 1]!.fold) ? lead : null;
  }
  return null;
}

/**
 * "Uma moça que viu a placa vem ver o apartamento sábado, às 9h", "o encanador vem segunda as 8h",
 * "the plumber is coming tomorrow at 9": a visit with its day and hour, in a clause no other event
 * word claims, is on the agenda — titled by what they come to do, else by who comes.
 */
function visits(ctx: EventContext, taken: Trigger[]): Trigger[] {
  const {tokens} = ctx;
  const out: Trigger[] = [];
  for (const seg of ctx.segments) {
    if (taken.some(t => t.start >= seg.start && t.start < seg.end)) continue;
    // The day and hour may sit in the next clause of the sentence ("vem ver o apartamento sábado, às 9h").
    const [sa, sb] = ctx.sentences[seg.sentence] ?? [seg.start, seg.end];
    const inSentence = <T extends {start: number}>(xs: T[]) => xs.some(x => x.start >= seg.start && x.start < sb && x.start >= sa);
    if (!inSentence(ctx.dates) || !inSentence(ctx.times)) continue;
    const when = (k: number) => [...ctx.dates, ...ctx.times].some(d => k >= d.start && k < d.end);
    // "quinta q vem", "semana que vem": a day said, nobody coming.
    const at = tokens.findIndex((t, k) => k >= seg.start && k < seg.end && COMING.has(t.fold) && !when(k) && !['que', 'q'].includes(tokens[k - 1]?.fold ?? ''));
    if (at < 0) continue;
    const after: string[] = [];
    // What they come to do, up to the words of when ("comes on Monday…", "vem toda terça").
    for (let k = at + 1; k < seg.end && !when(k) && tokens[k]!.kind !== 'punct' && !WHEN_LEADS.has(tokens[k]!.fold); k++) if (!VISIT_FILLERS.has(tokens[k]!.fold)) after.push(tokens[k]!.text);
    let title = after.join(' ');
    if (!title || BARE_DAYS.has(fold1(title))) {
      const before = tokens.slice(seg.start, at).filter(t => t.kind !== 'punct' && !ARTICLES.has(t.fold) && !VISITOR_AUXILIARIES.has(t.fold));
      // "uma moça que viu a placa vem": who comes is the words before "que".
      const cut = before.findIndex(t => RELATIVE_PRONOUNS.has(t.fold));
      title = (cut > 0 ? before.slice(0, cut) : before)
        .slice(0, 4)
        .map(t => t.text)
        .join(' ');
    }
    if (title) out.push({kind: 'other', start: at, end: at + 1, title});
  }
  return out;
}

/**
 * "Tom's mum Pat is coming to stay from Thursday to Sunday", "a sogra vem de quinta a domingo",
 * "my parents are visiting from the 10th to the 14th": someone the message names comes for days —
 * a stay over a span of days, or said as a stay ("to stay", "passar uns dias"). No hour needed, as
 * a service visit needs one ("the plumber is coming at 9": `visits`). Titled by who comes.
 */
/** Who, after "visita": "a sogra" → "da sogra", "minha mãe" → "da minha mãe", "os meus pais" → "dos meus pais", "Pat" → "de Pat". */
/** The words "de" contracts with: "do forno", "da minha mãe". */
const CONTRACTED: ReadonlySet<string> = new Set(['a', 'as', 'o', 'os', 'minha', 'minhas', 'meu', 'meus']);

function ofWho(words: string[]): string {
  const first = fold1(words[0] ?? '');
  if (!CONTRACTED.has(first)) return `de ${words.join(' ')}`;
  const article = first.length <= 2;
  const of = `${/^(?:a|as|minhas?)$/.test(first) ? 'da' : 'do'}${first.endsWith('s') ? 's' : ''}`;
  return `${of} ${(article ? words.slice(1) : words).join(' ')}`;
}

function stays(ctx: EventContext, taken: Trigger[]): Trigger[] {
  const {tokens, people} = ctx;
  const out: Trigger[] = [];
  const guests = people.mentions.filter(m => m.person !== 'user');
  for (const seg of ctx.segments) {
    if (taken.some(t => t.start >= seg.start && t.start < seg.end)) continue;
    const [sa, sb] = ctx.sentences[seg.sentence] ?? [seg.start, seg.end];
    const at = tokens.findIndex((t, k) => k >= seg.start && k < seg.end && STAY_VERBS.has(t.fold) && !RELATIVE_PRONOUNS.has(tokens[k - 1]?.fold ?? ''));
    if (at < 0) continue;
    const dates = ctx.dates.filter(d => d.start > at && d.start >= sa && d.start < sb);
    if (!dates.length) continue;
    const said = tokens
      .slice(at + 1, Math.min(sb, at + 5))
      .map(t => t.fold)
      .join(' ');
    const span = dates.some(d => d.spec.kind === 'span' || d.spec.kind === 'weekend' || d.spec.kind === 'week');
    if (!span && !STAY_WORDS.some(w => said.startsWith(w) || said.includes(` ${w}`))) continue;
    // Who comes: the person said right before the verb ("a sogra vem", "my parents are visiting"),
    // an apposition between commas too ("minha sogra, dona cida, vem").
    const who = [...guests].reverse().find(m => m.end <= at && m.end >= at - 3 && m.start >= sa);
    if (!who) continue;
    const guest = people.persons[who.person as number]!;
    // A name says who ("Pat staying"); someone known by kinship is said as the message says it ("visita da minha sogra").
    const words = guest.unnamed ? tokens.slice(who.start, who.end).map(t => t.text) : [guest.name];
    const title = ctx.lang === 'en' ? `${words.join(' ')} staying` : `visita ${ofWho(words)}`;
    // "minha mãe vem passar o natal com a gente, chega dia 22": the stay starts on the day she arrives.
    const arrives = tokens.findIndex((x, k) => k > at && k < sb && ARRIVING.has(x.fold) && dates.some(d => d.start > k));
    const from = arrives > 0 ? arrives : at;
    out.push({kind: 'other', start: from, end: from + 1, title, stay: true});
  }
  return out;
}

/**
 * "a geladeira nova chega terça dia 7 de tarde", "a Rosa chega no sábado de manhã", "the new sofa
 * arrives Friday": a delivery or an arrival with its day, in a clause no other event word claims,
 * is on the agenda — "Chegada do forno novo" / "New sofa arrives".
 */
function arrivals(ctx: EventContext, taken: Trigger[]): Trigger[] {
  const {tokens} = ctx;
  const out: Trigger[] = [];
  for (const seg of ctx.segments) {
    if (taken.some(t => t.start >= seg.start && t.start < seg.end)) continue;
    // "arrives", "chega", "lands", and "gets in" ("pat's train gets in at 4pm").
    const at = tokens.findIndex((t, k) => k >= seg.start && k < seg.end && (ARRIVING.has(t.fold) || (GETTING.has(t.fold) && tokens[k + 1]?.fold === 'in')));
    if (at < 0 || !ctx.dates.some(d => d.start > at && d.start < seg.end)) continue;
    const subject = tokens.slice(seg.start, at).filter(t => t.kind !== 'punct' && !ARRIVAL_AUXILIARIES.has(t.fold));
    // "I get in late on Friday", "chego quinta": the speaker's own arrival is no item to remind of.
    if (!subject.length || subject.length > 4 || subject.some(t => SPEAKER_SUBJECTS.has(t.fold))) continue;
    const lead = subject[0]!.fold;
    const said = subject
      .map((t, k) => (k && t.lower !== "'s" ? ' ' : '') + t.text)
      .join('')
      .split(' ');
    // "the parcel arrives", "chegada do forno novo": English drops the article; ofWho contracts the Portuguese one.
    const words = ARTICLES.has(lead) ? said.slice(1) : said;
    if (!words.length) continue;
    const title = ctx.lang !== 'en' ? `chegada ${ofWho(ARTICLES.has(lead) && !CONTRACTED.has(lead) ? words : said)}` : `${words.join(' ')} arrives`;
    out.push({kind: 'other', start: at, end: at + 1, title});
  }
  return out;
}

const fold1 = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** What a birthday said with no noun ("faz anos a 10") is called, as "o aniversário da Carla" calls it. */
const BIRTHDAY_TITLE = 'aniversário';

/** Birthdays said as an age: "fez oitenta anos ontem", "faz 70 dia 14", "turns 40 on the 3rd". */
function ageBirthdays(tokens: Token[]): Trigger[] {
  const out: Trigger[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const f = tokens[i]!.fold;
    if (!AGE_VERBS.has(f)) continue;
    // "a Carla faz anos a 10 de dezembro", "o Zé fez anos ontem": Portugal's birthday said with no
    // age — "anos" right after the verb. "faz anos que não a vejo", "faz anos de casados" are spans.
    if (AGE_UNITS.has(tokens[i + 1]?.fold ?? '') && BIRTHDAY_YEARS.has(tokens[i + 1]!.fold)) {
      const next = tokens[i + 2]?.fold ?? '';
      if (!SPAN_MARKERS.has(next) && next !== 'de') out.push({kind: 'birthday', start: i, end: i + 2, title: BIRTHDAY_TITLE});
      continue;
    }
    const n = readNumber(tokens, i + 1);
    if (!n || n.value < 1 || n.value > 120) continue;
    const after = tokens[i + 1 + n.len]?.fold ?? '';
    // "faz dois anos q não vai", "faz três anos de namoro", "turned 40 years ago": a span, not an age.
    const span = tokens[i + 2 + n.len]?.fold ?? '';
    if (SPAN_MARKERS.has(span) || (span === 'de' && tokens[i + 3 + n.len]?.fold !== 'idade')) continue;
    if (AGE_UNITS.has(after) || TURNS.has(f)) out.push({kind: 'birthday', start: i, end: i + 1 + n.len});
  }
  return out;
}

/** "vamos pra ubatuba de 4 a 6 de dezembro" → "Viagem para Ubatuba"; "we're going to denver" → "Trip to Denver". */
function tripTitle(ctx: EventContext, t: Trigger): string | null {
  const {tokens} = ctx;
  if (t.kind !== 'trip' || !(GOING.has(tokens[t.start]?.fold ?? '') || GOING_OFF.has(tokens[t.start]?.fold ?? '')) || t.end - t.start !== 3) return null;
  const words: string[] = [];
  for (let k = t.start + 2; k < tokens.length && words.length < 3; k++) {
    const tok = tokens[k]!;
    // "vamos à terra visitar os meus pais": what one goes there to do is no part of the place.
    if (words.length && (ERRAND_VERBS.has(tok.fold) || NOT_TRIPS.has(tok.fold))) break;
    if (!isWord(tok) || DESTINATION_ENDS.has(tok.fold) || ctx.dates.some(d => k >= d.start && k < d.end) || ctx.times.some(d => k >= d.start && k < d.end)) break;
    words.push(TRIP_PLACES.has(tok.fold) ? tok.text : tok.text.charAt(0).toUpperCase() + tok.text.slice(1));
  }
  if (!words.length) return null;
  // Portugal's "ir a" keeps its own preposition: "Viagem a Madrid", "Viagem ao Porto", "Viagem à terra".
  const prep = tokens[t.start + 1]!;
  const to = ctx.lang === 'en' ? 'Trip to' : GOING_TO_NAMED.has(prep.fold) ? `Viagem ${prep.lower}` : 'Viagem para';
  return `${to} ${words.join(' ')}`;
}

/** The "of" that ties an event to its host ("do ginásio", "of the club"), and what may stand beside it (a feast, an article). */
const HOST_OF: ReadonlySet<string> = new Set(['do', 'da', 'dos', 'das', 'of']);
const HOST_FILLERS: ReadonlySet<string> = new Set(['de', 'the', 'natal', 'christmas', 'xmas', 'pascoa', 'easter', 'fim', 'ano', 'end', 'year']);

/** Words that deny the going after them. */
const TRIP_DENIALS: ReadonlySet<string> = new Set(['not', "won't", 'wont', "isn't", "aren't", "wasn't", 'never', 'nao', 'n', 'nem', 'nunca']);

/** "vou pra floripa dia 12", "we're going to denver": going to a named place is a trip. */
function goingTo(tokens: Token[]): Trigger[] {
  const out: Trigger[] = [];
  for (let i = 0; i + 2 < tokens.length; i++) {
    const f = tokens[i]!.fold;
    // "I'm off to Chicago", "off to Leeds Friday": "off" goes only after a be or opening what is said ("sent it off to Dave" goes nowhere).
    const aName = (k: number) => !!tokens[k]?.cap && !['it', 'this', 'that', 'he', 'she', 'there'].includes(tokens[k]!.fold);
    const beOff = BE_BEFORE_OFF.has(tokens[i - 1]?.fold ?? '') || (NAMED_BE_BEFORE_OFF.has(tokens[i - 1]?.fold ?? '') && aName(i - 2));
    const off = GOING_OFF.has(f) && tokens[i + 1]?.fold === 'to' && (i === 0 || tokens[i]!.sentStart || beOff || tokens[i - 1]!.kind === 'punct');
    if (!GOING.has(f) && !off) continue;
    const prep = tokens[i + 1]!.fold;
    const dest = tokens[i + 2]!;
    // "vai a Madrid", "vamos à terra": Portugal's "a" leads a trip only to a named place or home region.
    // "vou ao Pingo Doce comprar pão": a shop (its name may be two words) one goes to for an errand is no trip.
    let after = i + 3;
    while (after < i + 6 && /^\p{Lu}/u.test(tokens[after]?.text ?? '')) after++;
    const named = GOING_TO_NAMED.has(prep) && dest.kind === 'word' && (/^\p{Lu}/u.test(dest.text) || TRIP_PLACES.has(dest.fold)) && !SHOPPING_ERRANDS.has(tokens[after]?.fold ?? '');
    if (!GOING_TO.has(prep) && !named) continue;
    // "off to the lake district", "heading to the coast": a landscape after "the" is a place to travel to.
    const landscape = dest.fold === 'the' && TRIP_LANDSCAPES.has(tokens[i + 3]?.fold ?? '');
    if (dest.kind !== 'word' || (NOT_TRIPS.has(dest.fold) && !landscape) || ERRAND_VERBS.has(dest.fold)) continue;
    // "going to her grandma's for Saturday dinner", "going to Ravi's": someone's home is a visit, not a trip.
    if (HOME_OWNERS.has(dest.fold) || POSSESSIVE_MARKS.has(tokens[i + 3]?.fold ?? '')) continue;
    // "not going to forget", "won't be going to Leeds", "não vou pra praia": a going denied is no trip to keep.
    if (tokens.slice(Math.max(0, i - 3), i).some(t => TRIP_DENIALS.has(t.fold))) continue;
    out.push({kind: 'trip', start: i, end: i + 3});
  }
  return out;
}

/** The day of a birthday told in the sentence before sentence s, or null. */
function birthdayDayBefore(ctx: EventContext, triggers: Trigger[], s: number): DateMention | null {
  if (s < 1 || !triggers.some(b => b.kind === 'birthday' && sentenceOf(ctx, b.start) === s - 1)) return null;
  const days = ctx.dates.filter(d => sentenceOf(ctx, d.start) === s - 1);
  return days.length === 1 ? days[0]! : null;
}

/** How far before an event word a mark and its link may sit: "10/12 on his spelling test" (3 words). */
const GRADE_REACH = 5;
/** After a mark, the words that link it to what it was got on: "9 na prova", "A on the test", "10/12 in the quiz". */
const MARK_LINKS: ReadonlySet<string> = new Set(['on', 'in', 'na', 'no', 'em']);
/** Verbs of getting a mark: "got", "scored", "tirou", "teve". */
const MARK_VERBS: ReadonlySet<string> = new Set(['got', 'gets', 'scored', 'scores', 'tirou', 'tirei', 'tiraram', 'teve', 'tive', 'sacou', 'sacaram']);

/** The kinds a day said as a limit ("by Friday", "até sexta") dates: a meeting or class is never on it. */
const LIMITED_KINDS = new Set(['deadline', 'trip']);
/** How many words before an event word a gift word ("presente pro niver") may sit, within the clause. */
const GIFT_REACH = 6; // "gift for emma's birthday party"

/**
 * The event words of the tokens, read across a plural's possessive apostrophe: "parents' evening",
 * "parents’ evening" is the lexicon's "parents evening".
 */
export function eventWordsIn(tokens: Token[]): {value: EventKind; start: number; end: number}[] {
  const apostrophe = (k: number) => {
    const t = tokens[k]!;
    const prev = tokens[k - 1];
    return t.kind === 'punct' && t.fold === "'" && !!prev && /s$/i.test(prev.text) && prev.end === t.start && isWord(tokens[k + 1]);
  };
  const kept = tokens.map((_, k) => k).filter(k => !apostrophe(k));
  return EVENT_WORDS.scan(kept.map(k => tokens[k]!)).map(m => ({value: m.value, start: kept[m.start]!, end: kept[m.end - 1]! + 1}));
}

/** "we're on holiday next week", "our holiday to Crete in June": British going away is a trip; "bank holiday", "the holidays" are days, not trips. */
function holidays(tokens: Token[]): {value: EventKind; start: number; end: number}[] {
  const out: {value: EventKind; start: number; end: number}[] = [];
  tokens.forEach((t, k) => {
    if ((t.fold === 'holiday' || t.fold === 'holidays') && HOLIDAY_LEADS.has(tokens[k - 1]?.fold ?? '')) out.push({value: 'trip', start: k, end: k + 1});
  });
  return out;
}

/** The Christmas supper ("ceia de Natal") is eaten the night of the 24th: dated by the feast alone, it is that night. */
function supperEve(tokens: Token[], t: Trigger, feast: DateMention): DateMention {
  const s = feast.spec;
  const supper = tokens.slice(t.start, t.end).some(x => CHRISTMAS_SUPPERS.has(x.fold));
  return supper && s.kind === 'day-month' && s.day === 25 && s.month === 12 ? {...feast, spec: {...s, day: 24}} : feast;
}

/**
 * "jantar de Natal", "ceia de Natal", "Christmas lunch", "festa de Ano Novo", "New Year's party":
 * a feast said right beside an event word is part of the event's name — the date mention it also
 * is, or null.
 */
function feastNaming(ctx: EventContext, t: Trigger): DateMention | null {
  const {tokens} = ctx;
  const feast = (d: DateMention) => {
    const said = ` ${tokens
      .slice(d.start, d.end)
      .map(x => x.fold)
      .join(' ')} `;
    return FEAST_NAMES.some(p => said.includes(` ${p} `));
  };
  // "the Christmas do": a feast inside the event's own words names it too.
  return (
    ctx.dates.find(d => feast(d) && (d.end === t.start || d.start === t.end || (d.start >= t.start && d.end <= t.end) || (d.start === t.end + 1 && FEAST_LINKS.has(tokens[t.end]?.fold ?? '')))) ?? null
  );
}

/** An event as read; `toDo` marks a one-off thing due whose title came from the clause before ("sign the slip, its due tmrw"): a to-do, not an agenda item. */
export type FoundEvent = ExtractedEvent & {toDo?: true};

export function extractEvents(given: EventContext): FoundEvent[] {
  // "treina as 4.as": a weekday typed as its ordinal is the rule's day, never a clock ("as 4").
  const dayRules = findRules(given.tokens);
  // Only the clock that is the ordinal's digit ("as 4" of "as 4.as"): "todo dia as 9:30" keeps its hour.
  const ordinalDigit = (x: {end: number}) => /^[2-7]$/.test(given.tokens[x.end - 1]?.fold ?? '') && ['.', 'ª', 'ªs', 'a', 'as'].includes(given.tokens[x.end]?.fold ?? '');
  const ctx: EventContext = {...given, times: given.times.filter(x => !(ordinalDigit(x) && dayRules.some(r => x.start < r.end && x.end > r.start)))};
  const {tokens} = ctx;
  const inCheckup = (i: number) => ctx.checkupSpans.some(([a, b]) => i >= a && i < b);
  // "comprar presente pro niver da sogra até domingo": an event a gift is for is not on that day.
  const giftFor = (i: number) => {
    for (let k = i - 1; k >= Math.max(0, i - GIFT_REACH); k--) {
      if (tokens[k]!.kind === 'punct' && tokens[k]!.text !== "'") return false;
      if (GIFT_WORDS.has(tokens[k]!.fold)) return true;
    }
    return false;
  };
  // "a bia não foi na natação hj", "missed practice": an absence from a plan is no new event.
  const absent = (i: number) => {
    const before = tokens.slice(Math.max(0, i - 4), i).map(t => t.fold);
    return before.some((w, k) => ABSENCE.has(w) || (NEGATIONS.has(w) && PAST_CUES.has(before[k + 1] ?? '')));
  };
  const landmark = (i: number) => isLandmark(tokens, i);
  // "the game ended 1:1", "empatou em 1x1": a "1:1" after words of a result is a score, not a meeting.
  const score = (i: number) => /^\d/.test(tokens[i]!.fold) && [i - 1, i - 2].some(k => SCORE_LEADS.has(tokens[k]?.fold ?? ''));
  // "got 10/12 on his spelling test", "tirou 9 na prova": a mark got on a thing says it is behind, no event to come.
  const graded = (i: number) => {
    for (let k = i - 1; k >= Math.max(0, i - GRADE_REACH); k--) {
      if (tokens[k]!.kind === 'punct' && tokens[k]!.text !== '/') return false;
      // A mark is a number got: "got 10/12 on", "scored 9 in", "tirou 9 na" ("at 7 for dinner" is an hour).
      if (MARK_LINKS.has(tokens[k]!.fold) && /^\d/.test(tokens[k - 1]?.fold ?? '') && [k - 2, k - 3, k - 4].some(j => MARK_VERBS.has(tokens[j]?.fold ?? ''))) return true;
    }
    return false;
  };
  // "jantar de Natal do ginásio", "the school's carol concert of the choir": an event word after "do"/"of"
  // that names whose the event before it is, the host, not an event of its own.
  const words = eventWordsIn(tokens);
  const host = (m: {start: number}) =>
    words.some(o => {
      const between = tokens.slice(o.end, m.start);
      return o.end <= m.start && between.length <= 3 && between.some(t => HOST_OF.has(t.fold)) && between.every(t => HOST_OF.has(t.fold) || HOST_FILLERS.has(t.fold));
    });
  const triggers: Trigger[] = [...words, ...holidays(tokens)]
    // "férias no fim, segunda já volto pro plantão": a thing ending now is no event to come; "the
    // practice nurse", "o gerente da reunião": an event word naming someone's job is no event.
    .filter(
      m =>
        !(ctx.lang !== 'en' && ENGLISH_INITIALS.has(tokens[m.start]!.fold)) &&
        !inCheckup(m.start) &&
        !giftFor(m.start) &&
        !absent(m.start) &&
        !landmark(m.start) &&
        !ENDING.has(tokens[m.end]?.fold ?? '') &&
        !ROLES.has(tokens[m.end]?.fold ?? '') &&
        // "hearing aids": the event word names a thing, no court hearing.
        !(tokens[m.end - 1]?.fold === 'hearing' && ['aid', 'aids', 'test', 'tests', 'loss', 'check'].includes(tokens[m.end]?.fold ?? '')) &&
        !score(m.start) &&
        !graded(m.start) &&
        !callVerb(tokens, m) &&
        !host(m),
    )
    .map(m => ({kind: m.value, start: m.start, end: m.end}));
  for (const g of goingTo(tokens)) {
    const sameSentence = (t: Trigger) => t.kind === 'trip' && sentenceOf(ctx, t.start) === sentenceOf(ctx, g.start);
    // "vou pra Floripa de 9 a 11, voo sai 6h40": a flight said after a going in its sentence is the
    // trip's way there — the going names the trip, and the flight's hour is when it starts.
    const flights = triggers.filter(t => sameSentence(t) && t.start > g.start && t.end - t.start === 1 && FLIGHT_WORDS.has(tokens[t.start]!.fold));
    if (flights.length && !FLIGHT_WORDS.has(tokens[g.start]!.fold)) for (const f of flights) triggers.splice(triggers.indexOf(f), 1);
    if (!triggers.some(sameSentence)) triggers.push(g);
  }
  for (const b of ageBirthdays(tokens)) if (!triggers.some(t => t.kind === 'birthday' && sentenceOf(ctx, t.start) === sentenceOf(ctx, b.start))) triggers.push(b);
  triggers.push(...visits(ctx, triggers));
  triggers.push(...stays(ctx, triggers));
  triggers.push(...arrivals(ctx, triggers));
  triggers.push(...ownVisits(ctx, triggers));
  triggers.push(...awayDays(ctx, triggers));
  for (const c of closures(ctx, triggers)) {
    const own = triggers.findIndex(t => t.start === c.place);
    if (own >= 0) triggers.splice(own, 1);
    triggers.push(c);
  }
  // "faz um ano de namoro": the anniversary phrase wins over the words inside it.
  const rules = dayRules;
  // "entrou no futebol: treina às 4.ªs e joga ao sábado": each session of an activity named once is a plan of its own.
  const clauseOf = (i: number): [number, number] => {
    const seg = ctx.segments.find(x => i >= x.start && i < x.end);
    return seg ? [seg.start, seg.end] : (ctx.sentences[sentenceOf(ctx, i)] ?? [0, tokens.length]);
  };
  const sessions = activitySessions(
    tokens,
    triggers,
    rules,
    clauseOf,
    i => sentenceOf(ctx, i),
    (a, b) => ctx.dates.some(d => d.start >= a && d.start < b),
    ctx.lang ?? 'pt',
  );
  for (const d of sessions.drop) triggers.splice(triggers.indexOf(d as Trigger), 1);
  triggers.push(...sessions.add);
  triggers.sort((a, b) => a.start - b.start);
  const spans = clauseSpans(ctx, triggers);
  const out: FoundEvent[] = [];
  const usedDates = new Set<DateMention>();
  const usedRules = new Set<RuleMention>();
  for (const t of triggers) {
    const s = sentenceOf(ctx, t.start);
    const seg = ctx.segments.find(x => t.start >= x.start && t.start < x.end);
    const inSentence = <T extends {start: number}>(xs: T[]) => xs.filter(x => sentenceOf(ctx, x.start) === s);
    // The date and rule of the trigger's clause, else the nearest free one in its sentence
    // ("sprint review na quarta … e entrega do módulo na sexta": each clause its own date).
    const pick = <T extends {start: number}>(xs: T[], used: Set<T>, clauseOnly = false): T | null => {
      const cands = inSentence(xs).filter(x => !used.has(x));
      const inSeg = seg ? cands.filter(x => x.start >= seg.start && x.start < seg.end) : [];
      const pool = inSeg.length || clauseOnly ? inSeg : cands.filter(x => !triggers.some(o => o !== t && sentenceOf(ctx, o.start) === s && Math.abs(o.start - x.start) < Math.abs(t.start - x.start)));
      return pool.sort((a, b) => Math.abs(a.start - t.start) - Math.abs(b.start - t.start))[0] ?? null;
    };
    // "viajo de segunda a sexta": a run of days is a trip's span, never a weekly trip; "congresso de
    // terça a quarta" is the congress's span, "ginásio de 2.ª a 6.ª" a weekly routine (day-runs.ts);
    // "natação terça e quinta" is a weekly class, while "jantar sexta e sábado" is two dinners.
    const habitual = tokens.some(x => HABITUAL_PARTS.has(x.fold) && sentenceOf(ctx, tokens.indexOf(x)) === s);
    const sentence = ctx.sentences[s] ?? [0, tokens.length];
    const clause: [number, number] = seg ? [seg.start, seg.end] : sentence;
    const weeklyRun = (r: RuleMention) => !(t.kind === 'trip' || t.stay) && runIsWeekly(tokens, r, t, sentence, clause, ctx.times);
    const own = rules.filter(r => !(r.run && !weeklyRun(r)) && !(r.list && t.kind !== 'class' && !habitual));
    const rule = pick(own, usedRules);
    // A weekday inside the rule ("toda terça e quinta") is the rule's, not a date of its own.
    // A recurring event takes a first day only from its own clause: "natação toda quarta … e o
    // Pedro vem almoçar sábado" — Saturday is the lunch's.
    // "jantar de Natal … dia 24": the feast names the dinner; it dates it only when no other day is said.
    const feast = feastNaming(ctx, t);
    // "vamos à terra este fim-de-semana, voltamos domingo à noite": the day back ends a trip, never starts it.
    const backOn = t.kind === 'trip' ? (inSentence(ctx.dates).find(d => d.start > t.start && !usedDates.has(d) && saidBack(tokens, d.start)) ?? null) : null;
    let date =
      pick(
        ctx.dates.filter(d => d !== feast && d !== backOn && !own.some(r => d.start < r.end && d.end > r.start)),
        usedDates,
        rule !== null,
      ) ?? (feast && !rule && !usedDates.has(feast) ? supperEve(tokens, t, feast) : null);
    // "the stag weekend is in Bath, from Friday 12 June to Sunday 14 June": the span says the days exactly.
    const daySpan = ctx.dates.find(d => d.spec.kind === 'span' && !usedDates.has(d) && sentenceOf(ctx, d.start) === s);
    if (date && daySpan && date !== daySpan && !rule && ['weekend', 'week', 'month', 'weekday'].includes(date.spec.kind)) date = daySpan;
    // "Sunday lunch this weekend": the weekday says which day of the weekend.
    const weekendDay =
      date?.spec.kind === 'weekend' ? ctx.dates.find(d => d !== backOn && d.spec.kind === 'weekday' && (d.spec.dow === 0 || d.spec.dow === 6) && sentenceOf(ctx, d.start) === s) : undefined;
    if (weekendDay && !rule) date = weekendDay;
    // "No dia 22 faz cinco anos que meu irmão partiu… Encomendei uma missa nesse dia, às 16h": "that day" is the day said before.
    const [sa] = ctx.sentences[s] ?? [0, 0];
    if (!rule && !date && thatDay(tokens, sa, ctx.sentences[s]?.[1] ?? tokens.length)) date = [...ctx.dates].reverse().find(d => d.end <= sa) ?? null;
    // "No domingo, dia 8, o seu Aurélio faz 90 anos. As netas vão organizar um jantar": a party
    // said right after a birthday, with no day of its own, celebrates it, on its day.
    if (!rule && !date && t.kind === 'social') date = birthdayDayBefore(ctx, triggers, s);
    const yearly = t.kind === 'birthday' || t.kind === 'anniversary';
    if (!rule && !date && !(yearly && t.end - t.start > 1 && ageBirthdays(tokens).some(b => b.start === t.start))) continue;
    if (!rule && !date) continue;
    // "Helen wants the planning drawings submitted by Friday 24 April": a day said as a limit is
    // when something is due, never the day a meeting or class happens.
    if (date && !rule && !LIMITED_KINDS.has(t.kind) && [date.start - 1, date.start].some(k => LIMIT_WORDS.has(tokens[k]?.fold ?? ''))) continue;
    // "coffee w/ dana went well, shes signing the contract next wk": an event told as past takes no coming day
    // from another clause — it is a report of one held, not a new one.
    const toldPast = seg !== undefined && t.kind !== 'birthday' && tokens.slice(seg.start, seg.end).some(x => PAST_CUES.has(x.fold));
    if (toldPast && date && !rule && (date.start < seg!.start || date.start >= seg!.end) && resolveSpec(date.spec, ctx.now, 'past').date > localDay(ctx.now)) continue;
    if (rule) usedRules.add(rule);
    if (date) usedDates.add(date);
    // "shifts Tue, Wed and Sat this week", "jantar sexta e sábado": the other days of a list are this event's too.
    const alsoOn = date && !rule && !yearly ? listedAfter(ctx, date).filter(d => !usedDates.has(d)) : [];
    for (const d of alsoOn) usedDates.add(d);
    const span = spans.get(t)!;
    const segWords = seg ? tokens.slice(seg.start, seg.end).map(x => x.fold) : [];
    const past = segWords.some(w => PAST_CUES.has(w)) && t.kind !== 'birthday';
    const resolved = date ? resolveSpec(date.spec, ctx.now, past ? 'past' : 'future') : null;
    // "reunião daqui 2 horas": a duration in hours lands on a clock time when none is said.
    // "Tuesday 9am to Wednesday 5pm": the clock said with a span's last day is when it ends, not when it starts.
    const endClock = date && !rule ? spanEndClock(ctx, date) : undefined;
    const hours = date && !rule && !endClock ? spanHours(ctx, date) : undefined;
    const time = hours?.time ?? nearestTime(ctx, t, s, span, endClock) ?? resolved?.time ?? null;
    const endTime = endClock?.time ?? hours?.endTime;
    let iso: string | null = null;
    if (resolved) iso = resolved.date;
    else if (rule) iso = firstDayOf(rule, ctx.now, time);
    // "vamos pra ubatuba de 4 a 6 de dezembro": a span said with its two ends is one event to its last
    // day; a trip or a stay over "next weekend" lasts the weekend.
    // Time off or a holiday said over a week ("PTO next week", "férias na semana que vem") is that whole week away.
    const said = tokens
      .slice(t.start, t.end)
      .map(x => x.fold)
      .join(' ');
    // A place closed ("the gym is closed next week") is off the whole week, as time off is.
    const off = TIME_OFF_WORDS.has(said) || VACATION_WORDS.has(said) || t.place !== undefined || t.away === true;
    const weekend = (t.kind === 'trip' || t.stay || off) && (date?.spec.kind === 'weekend' || (date?.spec.kind === 'week' && off)) ? resolved?.end : null;
    const back = backOn && resolved && !resolved.until ? resolveSpec(backOn.spec, ctx.now, 'future').date : null;
    if (backOn && back) usedDates.add(backOn);
    const endDate = resolved?.until && !rule ? resolved.until.end : (back ?? weekend ?? null);
    let rrule: string | null = rule ? rruleText(rule) : null;
    if (yearly) rrule = 'FREQ=YEARLY';
    // With another event in another clause of the sentence, people are looked for in this clause.
    const bounds: [number, number] =
      seg && triggers.some(o => o !== t && sentenceOf(ctx, o.start) === s && (o.start < seg.start || o.start >= seg.end)) ? [seg.start, seg.end] : (ctx.sentences[s] ?? [0, tokens.length]);
    // A class, a birthday, a therapy session are whoever has them ("o Jorge faz fisioterapia").
    // …and time off is whoever is on it ("Sarah is on holiday next week", "a Ana está de férias").
    const offWord = TIME_OFF_WORDS.has(tokens[t.start]!.fold) || VACATION_WORDS.has(tokens[t.start]!.fold) || t.away === true;
    const personal = SUBJECT_KINDS.has(t.kind) || (t.kind === 'other' && THERAPY_WORDS.has(tokens[t.start]!.fold)) || offWord;
    // "a pediatra está de férias até dia 10", "the GP is on leave": a doctor's time off is why a visit waits, not the family's plan.
    if (offWord && ctx.checkupSpans.some(([a, b]) => b <= t.start && a >= bounds[0]) && !ctx.people.mentions.some(m => m.person !== 'user' && m.end <= t.start && m.start >= bounds[0])) continue;
    const person = personal ? ownerOf(ctx, t, bounds) : (holder(ctx, t, bounds) ?? traveller(ctx, t, bounds) ?? 'user');
    // "natação da bia e do pedro": a class two people share is both's — the second goes with it.
    // A stay is with whom it names ("Pat staying"), not with whose mum she is ("Tom's mum Pat").
    const withNames = personal ? coOwners(ctx, t, person) : companions(ctx, bounds).filter(n => n !== person && (!t.stay || (t.title ?? '').includes(n)));
    const cancelled = segWords.some(w => CANCEL_WORDS.has(w));
    const today = localDay(ctx.now);
    const title = withWhom(t.title ?? tripTitle(ctx, t) ?? titleOf(ctx, t, seg, span, rules, feast), t.kind, withNames, ctx.lang);
    const owed = t.kind === 'deadline' ? thingToDo(ctx, t) : null;
    const due = owed ?? (t.kind === 'deadline' ? dueThing(ctx, seg, title) : title);
    out.push({
      ...((due !== title || owed) && !rule && !time ? {toDo: true as const} : {}),
      kind: t.kind,
      title: due,
      person,
      with: withNames,
      date: iso,
      ...(endDate && iso && endDate > iso ? {endDate, ...(time && endTime ? {endTime} : {})} : {}),
      time,
      rrule,
      status: cancelled ? 'cancelled' : !rrule && iso && iso < today ? 'done' : 'scheduled',
    });
    const first = out[out.length - 1]!;
    for (const d of alsoOn) {
      const day = resolveSpec(d.spec, ctx.now, past ? 'past' : 'future').date;
      out.push({...first, with: [...first.with], date: day, status: cancelled ? 'cancelled' : day < today ? 'done' : 'scheduled'});
    }
  }
  // One event per kind and date: "judô … o treino é toda segunda" is one class; "sábado tenho
  // plantão. faço plantão sempre às quartas e sábados" is the series, the day one of its own.
  return out.filter(e => {
    const same = out.filter(o => o.kind === e.kind && o.date === e.date && o.person === e.person);
    return (same.find(o => o.rrule) ?? same[0]) === e;
  });
}

/** Whether the date at k is said as the day back: "voltamos domingo", "back on Sunday", "regressa a 5". */
function saidBack(tokens: Token[], k: number): boolean {
  for (let j = k - 1; j >= Math.max(0, k - 3); j--) {
    if (BACK_WORDS.has(tokens[j]!.fold)) return true;
    if (tokens[j]!.kind === 'punct') return false;
  }
  return false;
}

/** Dates that name one day each, which a list may join. */
const ONE_DAY_KINDS = new Set(['weekday', 'day', 'day-month', 'offset-days']);

/** The days listed right after `date`, joined by a comma or "e"/"and" ("Tue, Wed and Sat"), in order. */
function listedAfter(ctx: EventContext, date: DateMention): DateMention[] {
  if (!ONE_DAY_KINDS.has(date.spec.kind)) return [];
  const out: DateMention[] = [];
  let last = date;
  for (;;) {
    // A list is of one kind of day ("Tue, Wed and Sat", "dia 3 e dia 10"); "no dia 25, quarta-feira" is
    // the same day named twice.
    const next = ctx.dates.find(d => d.start > last.end - 1 && d.start <= last.end + 2 && d.spec.kind === date.spec.kind);
    if (!next || next.start === last.end || !ctx.tokens.slice(last.end, next.start).every(t => DAY_LIST_JOINERS.has(t.fold))) return out;
    out.push(next);
    last = next;
  }
}

/** Kinds whose title names who it is with: a meeting is "with Rodrigo", a class is not. */
const WITH_KINDS = new Set<EventKind>(['meeting', 'call']);
const SAYS_WITH = /(?:^|\s)(?:com|c\/|with|w\/?)(?:\s|$)/iu;

/**
 * "a contadora, fernanda, marcou reunião comigo segunda": a meeting's title says who it is with
 * ("Reunião com Fernanda no escritório…"), so the agenda and every reply name her; "comigo"/"with me"
 * says nothing there.
 */
function withWhom(title: string, kind: EventKind, names: string[], lang: 'pt' | 'en' = 'pt'): string {
  const bare = title.replace(/\s+(?:comigo|with me)\b/giu, '').trim();
  if (!WITH_KINDS.has(kind) || !names.length || SAYS_WITH.test(bare)) return bare || title;
  const folded = fold1(bare);
  const missing = names.filter(n => !folded.includes(fold1(n).split(/\s+/)[0]!));
  if (missing.length !== names.length) return bare;
  const [head, ...rest] = bare.split(/\s+/);
  const joined = missing.length > 1 ? `${missing.slice(0, -1).join(', ')} ${lang === 'en' ? 'and' : 'e'} ${missing[missing.length - 1]}` : missing[0];
  return [head, lang === 'en' ? 'with' : 'com', joined, ...rest].join(' ');
}

/**
 * "dia 5 tem o condomínio pra pagar", "I have the essay to hand in by monday": a thing held "to" a verb
 * is that verb's to-do ("pagar o condomínio"), not a deadline called "pagar".
 */
function thingToDo(ctx: EventContext, t: Trigger): string | null {
  const {tokens} = ctx;
  if (!TO_DO_PREPS.has(tokens[t.start - 1]?.fold ?? '')) return null;
  const verb = tokens[t.start]!;
  let k = t.start - 2;
  const words: string[] = [];
  while (k >= 0 && words.length < 5 && tokens[k]!.kind !== 'punct' && !HOLDING_VERBS.has(tokens[k]!.fold)) {
    if (ctx.dates.some(d => k >= d.start && k < d.end)) return null;
    words.unshift(tokens[k]!.text);
    k--;
  }
  if (k < 0 || !HOLDING_VERBS.has(tokens[k]!.fold) || !words.length) return null;
  return `${verb.text} ${words.join(' ')}`;
}

/**
 * What falls due when the deadline's own clause names nothing: the clause before it in the
 * sentence — "oh and sign grace's permission slip, its due tmrw" is the signing; "a gráfica do
 * bairro mandou a fatura, vence dia 25" is the fatura (what was brought, not who brought it).
 */
function dueThing(ctx: EventContext, seg: Segment | undefined, title: string): string {
  if (!seg || !EMPTY_DUE.has(title.toLowerCase())) return title;
  const prev = [...ctx.segments].reverse().find(x => x.sentence === seg.sentence && x.end <= seg.start);
  if (!prev) return title;
  const words = ctx.tokens.slice(prev.start, prev.end).filter(x => x.kind !== 'punct' || x.text === "'");
  const brought = words.findIndex(x => BROUGHT.has(x.fold));
  let kept = brought >= 0 ? words.slice(brought + 1) : words;
  while (kept.length && OPENERS.has(kept[0]!.fold)) kept = kept.slice(1);
  const text = kept
    .map(x => x.text)
    .join(' ')
    .replace(/ (['’]s)\b/g, '$1')
    .replace(/ ' s\b/g, "'s");
  return text || title;
}

/** "nesse dia", "no mesmo dia", "that day", "the same day": the day the message said before. */
function thatDay(tokens: Token[], from: number, to: number): boolean {
  const words = tokens
    .slice(from, to)
    .map(t => t.fold)
    .join(' ');
  return /\b(?:nesse|neste|naquele|no mesmo|nesse mesmo) dia\b|\b(?:on )?(?:that|the same) day\b/.test(words);
}

function sentenceOf(ctx: EventContext, i: number): number {
  return ctx.sentences.findIndex(([a, b]) => i >= a && i < b);
}

/**
 * The stretch of its sentence each trigger owns: two events said in one breath ("sprint review on
 * wednesday at 3pm and the payments module is due friday") part at the last "and"/"e"/comma
 * between their triggers, so each keeps its own title and time.
 */
interface Span {
  from: number;
  to: number;
  /** Whether another event shares the sentence (then times and titles stay inside the span). */
  shared: boolean;
}

function clauseSpans(ctx: EventContext, triggers: Trigger[]): Map<Trigger, Span> {
  const out = new Map<Trigger, Span>();
  /** The last joiner between two triggers, or -1: with none they are one phrase ("piano lessons"). */
  const joinerBetween = (left: Trigger, right: Trigger) => {
    for (let i = right.start - 1; i >= left.end; i--) if (JOINERS.has(ctx.tokens[i]!.text.toLowerCase())) return i;
    return -1;
  };
  for (const t of triggers) {
    const s = sentenceOf(ctx, t.start);
    const [a, b] = ctx.sentences[s] ?? [0, ctx.tokens.length];
    const same = triggers.filter(o => sentenceOf(ctx, o.start) === s);
    const k = same.indexOf(t);
    let from = a;
    let to = b;
    for (let j = k - 1; j >= 0; j--) {
      const cut = joinerBetween(same[j]!, same[j + 1]!);
      if (cut >= 0) {
        from = cut + 1;
        break;
      }
    }
    for (let j = k + 1; j < same.length; j++) {
      const cut = joinerBetween(same[j - 1]!, same[j]!);
      if (cut >= 0) {
        to = cut;
        break;
      }
    }
    out.set(t, {from, to, shared: from > a || to < b});
  }
  return out;
}

function nearestTime(ctx: EventContext, t: Trigger, s: number, span: Span, skip?: TimeMention): string | null {
  const cands = ctx.times.filter(x => x !== skip && sentenceOf(ctx, x.start) === s && (!span.shared || (x.start >= span.from && x.start < span.to)));
  const after = cands.filter(x => x.start >= t.start).sort((a, b) => a.start - b.start)[0];
  return (after ?? cands[cands.length - 1])?.time ?? null;
}

/**
 * The clock said with a span's last day, right after it or within it: "… to Wednesday 5pm", "… até
 * 4.ª às 17h", "… a quarta 18h". A span of days has none.
 */
function spanEndClock(ctx: EventContext, date: DateMention): TimeMention | undefined {
  if (date.spec.kind !== 'span' || date.split === undefined) return undefined;
  const after = date.end + (ctx.tokens[date.end]?.text === ',' ? 1 : 0);
  const clock = ctx.times.find(x => x.start >= date.split! && x.start <= after);
  // A range of hours after the span is its days' hours, not its end's (spanHours).
  return clock && !(clock.endTime && clock.start >= date.end) ? clock : undefined;
}

/**
 * "conferência de terça a quinta, das 9h às 17h", "seminar Mon to Wed 9am-6pm": a range of hours
 * said right after a span of days is when it starts on its first day and ends on its last.
 */
function spanHours(ctx: EventContext, date: DateMention): TimeMention | undefined {
  if (date.spec.kind !== 'span') return undefined;
  const after = date.end + (ctx.tokens[date.end]?.text === ',' ? 1 : 0);
  return ctx.times.find(x => x.endTime && x.start >= date.end && x.start <= after);
}

/**
 * Whose class or birthday it is: the person right after the trigger ("niver do meu pai"), the
 * possessor before it ("hubby's bday"), else the first person of the sentence before it ("a
 * clara faz natação", "minha mãe faz aniversário"); the speaker when there is none.
 */
function ownerOf(ctx: EventContext, t: Trigger, bounds: [number, number]): string {
  const {people, tokens} = ctx;
  const live = new Set(livePersons(people).map(p => p.id));
  const nameOf = (id: number) => people.persons[id]!.name;
  const ms = people.mentions.filter(m => m.person !== 'user' && live.has(m.person as number));
  const f = (i: number) => tokens[i]?.fold ?? '';
  const k = t.end;
  if (OWNER_LINKS.has(f(k))) {
    const m = ms.find(x => x.start >= k + 1 && x.start <= k + 3);
    if (m) return nameOf(m.person as number);
  }
  if (f(t.start - 1) === "'s") {
    const m = ms.find(x => x.end === t.start - 1 || x.end === t.start);
    if (m) return nameOf(m.person as number);
  }
  // "niver dela": the last woman before.
  if (OWNER_PRONOUNS_AFTER.has(f(t.end)) || ['her', 'his'].includes(f(t.start - 1))) {
    const m = [...ms].reverse().find(x => x.end <= t.start);
    if (m) return nameOf(m.person as number);
  }
  // "levo o Duda no judô", "I take Ben to football": whoever is taken has the class; the speaker only takes them.
  for (let k = t.start - 1; k >= Math.max(bounds[0], t.start - CARRY_REACH); k--) {
    if (!CARRIERS.has(f(k))) continue;
    const m = ms.find(x => x.start > k && x.start <= k + 3 && x.end <= t.start);
    if (m) return nameOf(m.person as number);
    break;
  }
  const s = sentenceOf(ctx, t.start);
  // The subject: the leftmost, widest mention ("a neta da minha vizinha, a Bia" is Bia) of the
  // clause, else of the sentence ("meu sobrinho caio … entrou no judô, o treino é toda segunda").
  const subjectFrom = (from: number) => ms.filter(x => x.start >= from && x.start < t.start).sort((x, y) => x.start - y.start || y.end - x.end)[0];
  let a = bounds[0];
  let subj = subjectFrom(a);
  if (!subj && a !== (ctx.sentences[s]?.[0] ?? 0)) {
    a = ctx.sentences[s]?.[0] ?? 0;
    subj = subjectFrom(a);
  }
  // "falei com o Jorge, tenho fisio às terças": a first-person verb after the person makes the plan the speaker's.
  if (subj && !tokens.slice(a, t.start).some(x => ['eu', 'i'].includes(x.fold)) && !tokens.slice(subj.end, t.start).some(x => isFirstPerson(x))) return nameOf(subj.person as number);
  // "faço pilates às 2.ªs": the speaker's own, whoever the sentence before was about.
  const [sa] = ctx.sentences[s] ?? [0];
  if (tokens.slice(Math.max(a, sa), t.start).some(x => isFirstPerson(x))) return 'user';
  // "minha filha manu … a aula é toda quarta": the previous sentence's subject.
  const prevSubj = people.mentions.filter(x => x.person !== 'user' && live.has(x.person as number) && x.start < sa).sort((x, y) => x.start - y.start || y.end - x.end)[0];
  if (prevSubj && s > 0) return nameOf(prevSubj.person as number);
  return 'user';
}

/**
 * Whose a plan is that is not the speaker's: "a Bia tem festa no sábado", "Maya has a party on
 * Saturday", "Arjun's got a sleepover" — someone else as the subject of "tem"/"has" right before it
 * (a few determiners between). Plans are the speaker's otherwise ("jantar com a Ana": Ana comes
 * along), and so is what "we" have ("a Bia e eu temos jantar").
 */
function holder(ctx: EventContext, t: Trigger, [a, b]: [number, number]): string | null {
  const {people, tokens} = ctx;
  // "o Marcelo tem jantar com a gente": a plan shared with the speaker stays the speaker's.
  const clause = tokens
    .slice(t.end, b)
    .map(x => x.fold)
    .join(' ');
  if (/\b(?:com a gente|com nos|conosco|with us|with me|comigo)\b/.test(clause)) return null;
  let v = t.start - 1;
  while (v > a && HOLDER_FILLERS.has(tokens[v]!.fold) && t.start - v <= 3) v--;
  if (!HOLDER_VERBS.has(tokens[v]?.fold ?? '')) return null;
  // "Arjun's got": the clitic between the subject and "got".
  const end = tokens[v - 1]?.fold === "'s" ? v - 1 : v;
  const live = new Set(livePersons(people).map(p => p.id));
  const m = people.mentions.find(x => x.person !== 'user' && live.has(x.person as number) && x.end === end && x.start >= a);
  return m ? people.persons[m.person as number]!.name : null;
}

/**
 * Who goes on a trip said with a verb of going: its subject — "o Rui vai a Madrid", "Mike is going
 * to Denver", "os meus pais vão para o Algarve". "vamos"/"vou" and no one named is the speaker.
 */
function traveller(ctx: EventContext, t: Trigger, [a]: [number, number]): string | null {
  const {people, tokens} = ctx;
  if (t.kind !== 'trip' || !(GOING.has(tokens[t.start]?.fold ?? '') || GOING_OFF.has(tokens[t.start]?.fold ?? ''))) return null;
  let v = t.start - 1;
  while (v > a && TRAVELLER_FILLERS.has(tokens[v]!.fold)) v--;
  const live = new Set(livePersons(people).map(p => p.id));
  const m = people.mentions.find(x => x.person !== 'user' && live.has(x.person as number) && x.end === v + 1 && x.start >= a);
  return m ? people.persons[m.person as number]!.name : null;
}

/** "natação da Bia e do Pedro", "Emma and Jake's soccer": the other owners named beside the first. */
function coOwners(ctx: EventContext, t: Trigger, owner: string): string[] {
  if (t.kind === 'birthday' || owner === 'user') return [];
  const {people, tokens} = ctx;
  const f = (i: number) => tokens[i]?.fold ?? '';
  const first = people.mentions.find(m => m.person !== 'user' && people.persons[m.person as number]!.name === owner && Math.abs(m.start - t.end) <= 3);
  if (!first) return [];
  let k = first.end;
  if (!['e', 'and'].includes(f(k))) return [];
  k++;
  if (CO_OWNER_LINKS.has(f(k))) k++;
  const next = people.mentions.find(m => m.person !== 'user' && m.start === k);
  return next ? [people.persons[next.person as number]!.name] : [];
}

/** The people named with the trigger ("reunião com a Renata", "call with Sarah"). */
function companions(ctx: EventContext, [a, b]: [number, number]): string[] {
  const {people} = ctx;
  const live = new Set(livePersons(people).map(p => p.id));
  const out: string[] = [];
  for (const m of people.mentions) {
    if (m.person === 'user' || !live.has(m.person) || m.start < a || m.start >= b) continue;
    const p = people.persons[m.person]!;
    const name = p.name;
    if (!out.includes(name)) out.push(name);
  }
  return out;
}

/** The trigger and the rest of its clause, without dates and times: "reunião com a Renata sobre o projeto do app". */
function titleOf(ctx: EventContext, t: Trigger, seg: Segment | undefined, span: Span, rules: RuleMention[] = [], feast: DateMention | null = null): string {
  const {tokens} = ctx;
  const skip = new Set<number>();
  // "natação da duda toda terça": the rule is the event's recurrence, not its name.
  for (const r of rules) for (let k = r.start; k < r.end; k++) skip.add(k);
  for (const d of ctx.dates) for (let k = d.start; k < d.end; k++) skip.add(k);
  for (const x of ctx.times) for (let k = x.start; k < x.end; k++) skip.add(k);
  // "todo sábado", "every other Friday": the recurrence words go with the day, not into the title.
  for (let k = tokens.length - 1; k >= 0; k--) {
    const f = tokens[k]!.fold;
    if (f === 'other' && skip.has(k + 1) && tokens[k - 1]?.fold === 'every') skip.add(k);
    if (RECURRENCE_LEAD.has(f) && skip.has(k + 1)) skip.add(k);
  }
  // "school play fri the 23rd", "vistoria terça dia 16 de manhã": a weekday beside the date and a part
  // of the day are when, not what.
  for (let k = 0; k < tokens.length; k++) {
    const fk = tokens[k]!.fold;
    if ((WEEKDAYS[fk] !== undefined || WEEKDAY_SHORT.has(fk)) && (skip.has(k + 1) || skip.has(k - 1) || skip.has(k + 2))) skip.add(k);
    if (DAYPARTS.has(fk)) {
      skip.add(k);
      for (let j = k - 1; j >= k - 2 && DAYPART_LEADS.has(tokens[j]?.fold ?? ''); j--) skip.add(j);
    }
  }
  // "parents evening": a part of the day inside the event's own name is its name; so is the feast
  // it is held for ("jantar de Natal", "Christmas lunch").
  for (let k = t.start; k < t.end; k++) skip.delete(k);
  if (feast) for (let k = feast.start; k < feast.end; k++) skip.delete(k);
  const end = Math.min(seg ? seg.end : tokens.length, span.shared ? span.to : tokens.length);
  // A trigger that ends its clause ("the payments module is due") takes the words before it.
  const tail = tokens.slice(t.end, end).filter((x, k) => !skip.has(t.end + k) && x.kind !== 'punct');
  let from = feast && feast.end === t.start ? feast.start : t.start;
  // …but not a subject and its verb: "a bia tem natação toda quarta" is "natação".
  // (Portuguese "do" is "of the": "o IPVA do carro vence" has no verb before its "vence".)
  const subjectVerb = tokens.slice(span.from, t.start).some(x => HAVE_DO.has(x.fold) && !(x.fold === 'do' && ctx.lang !== 'en'));
  // "passport renewal due again", "o IPVA vence de novo": words of when after the verb leave it at the end;
  // "rent due to Tom": whom it is owed to stays in the title, with its verb.
  const whenWord = (x: Token, k: number) => DUE_ADVERBS.has(x.fold) || (x.fold === 'de' && tail[k + 1]?.fold === 'novo');
  const owedTo = OWED_TO.has(tail[0]?.fold ?? '') && tail.length <= 3 && ctx.people.mentions.some(m => m.person !== 'user' && tokens[m.start] === tail[1]);
  const dueTail = DUE_VERBS.has(tokens[t.start]!.fold) ? (owedTo ? [] : tail.filter((x, k) => !whenWord(x, k))) : tail;
  const dueAtEnd = DUE_VERBS.has(tokens[t.start]!.fold) && dueTail.length === 0 && seg !== undefined && t.start > seg.start;
  if ((span.shared || dueAtEnd) && dueTail.length === 0 && t.start > span.from && !subjectVerb) {
    from = dueAtEnd ? Math.max(span.from, seg!.start) : span.from;
    while (from < t.start && TITLE_ARTICLES.has(tokens[from]!.fold)) from++;
  }
  // "budget sheet tem que ir pro Marcos até quarta 3pm, deadline": a closing "deadline" names the
  // clause's subject, up to its verb.
  if (['deadline', 'prazo'].includes(tokens[t.start]!.fold) && tail.length === 0 && t.start > span.from) {
    const subject: string[] = [];
    for (let k = span.from; k < t.start && subject.length < TITLE_WORDS; k++) {
      const tok = tokens[k]!;
      if (tok.kind === 'punct' || SUBJECT_ENDS.has(tok.fold)) break;
      if (!skip.has(k) && !SUBJECT_DETERMINERS.has(tok.fold)) subject.push(tok.text);
    }
    if (subject.length) return subject.join(' ');
  }
  // "pipeline call", "client lunch", "team dinner": a noun right before the event word names it; two
  // of them too ("CPR recertification class", "first aid course").
  const modifier = (k: number) => {
    const before = tokens[k];
    return (
      k >= span.from &&
      isWord(before) &&
      !skip.has(k) &&
      // …or an acronym: "PTA meeting", "HR call".
      /^(?:\p{Ll}[\p{Ll}-]{2,}|\p{Lu}{2,5})$/u.test(before!.text) &&
      !NOT_MODIFIERS.has(before!.fold) &&
      !HAVE_DO.has(before!.fold) &&
      !TITLE_ARTICLES.has(before!.fold) &&
      !ctx.people.mentions.some(m => k >= m.start && k < m.end)
    );
  };
  if (from === t.start && EN_HEADS.has(tokens[t.start]!.fold) && modifier(from - 1)) {
    from--;
    if (modifier(from - 1)) from--;
  }
  const words: string[] = [];
  for (let k = from; k < end && words.length < TITLE_WORDS; k++) {
    const tok = tokens[k]!;
    if (skip.has(k)) continue;
    if (tok.kind === 'punct') {
      if (tok.text === ',' && k > t.end) break;
      continue;
    }
    if (REASON.has(tok.fold) && k > t.end) break;
    // "férias na semana que vem e o dentista dela…": after its day, "e"/"and" starts another thing, and a visit is never in a title.
    if (k > t.end && ((CLAUSE_JOINERS.has(tok.fold) && skip.has(k - 1)) || ctx.checkupSpans.some(([a, b]) => k >= a && k < b))) break;
    // "o coral da paróquia foi lindo demais": what is said of it is not its name.
    if (k >= t.end && TITLE_ENDS.has(tok.text.toLowerCase())) break;
    // "o condomínio vence": the thing due is the title; its verb is not, nor when it comes again.
    if (dueAtEnd && !owedTo && (k === t.start || (k > t.start && (DUE_ADVERBS.has(tok.fold) || (tok.fold === 'de' && tokens[k + 1]?.fold === 'novo'))))) continue;
    // "mom's": the possessive stays on its word.
    if (/^['’]s$/i.test(tok.text) && words.length) words[words.length - 1] += tok.text;
    // "vem almoçar aqui": the event's noun, not the verb; "here"/"aqui" say nothing of it.
    else if (k === t.start && VERB_NOUNS[tok.fold]) words.push(VERB_NOUNS[tok.fold]!);
    else if (!PLACE_ADVERBS.has(tok.fold)) words.push(tok.text);
  }
  while (words.length > 1 && DUE_VERBS.has(words[words.length - 1]!.toLowerCase())) words.pop();
  // Loose words at the end, in the message's language: "hen do" keeps its "do" in English.
  const loose = ctx.lang === 'en' ? EN_LOOSE_TAIL : PT_LOOSE_TAIL;
  while (words.length > 1 && loose.has(words[words.length - 1]!.toLowerCase())) words.pop();
  // "fisioterapia duas vezes por semana", "yoga twice a week": how often is the rule's, not the name's.
  return words.join(' ').replace(HOW_OFTEN, '').replace(THAT_DAY_WORDS, '').trim();
}

/** Words that join a second clause after a title's day: "… next week and her dentist…". */
const CLAUSE_JOINERS: ReadonlySet<string> = new Set(['e', 'and', 'mas', 'but', 'while', 'enquanto']);

const THAT_DAY_WORDS = /\s+(?:(?:nesse|neste|naquele|no mesmo|nesse mesmo) dia|(?:on )?(?:that|the same) day)\b/giu;
const HOW_OFTEN =
  /\s+(?:(?:\d+|uma|duas|tres|três|quatro|cinco) vez(?:es)? (?:por|na|ao|a) (?:semana|m[eê]s|dia)|(?:once|twice|thrice|\d+ times|two times|three times) (?:a|per|every) (?:week|month|day))\b/giu;

/** "I need to call them", "call the school": the English "call" as a verb is something to do, not a call booked. */
function callVerb(tokens: Token[], m: {start: number; end: number}): boolean {
  if (m.end - m.start !== 1 || tokens[m.start]!.fold !== 'call') return false;
  return CALL_VERB_LEADS.has(tokens[m.start - 1]?.fold ?? '') || CALL_VERB_OBJECTS.has(tokens[m.end]?.fold ?? '');
}
