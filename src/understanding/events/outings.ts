/**
 * Plans of the user's household that name no event word, read from their verb:
 * - the user's own visit to someone, on a day or a run of days ("we're visiting grandma from dec 19
 *   to jan 3", "vamos visitar a vó no sábado") → "Visit grandma" / "Visita à vó";
 * - a place of the family's week that closes ("the office is closed from Nov 27 to Nov 28", "a
 *   escola está fechada na sexta", "o escritório fecha dias 27 e 28") → "Office closed" /
 *   "Escola fechada".
 * - someone away or off over days ("estou fora de 2.ª a 4.ª", "I'm off Thursday to Monday", "o Rui
 *   vai estar fora na semana que vem") → "ausência" / "time away" / "time off", theirs.
 * Others coming to stay are `stays` (extract.ts); the user going somewhere is `goingTo`.
 */
import type {DateMention, TimeMention} from '../dates.js';
import type {Segment} from '../clauses.js';
import type {Token} from '../text.js';
import {phrasesOf, wordsOf} from '../varieties.js';

/** What extract.ts needs of a trigger: where, what, and its title. */
export interface OutingTrigger {
  kind: 'other';
  start: number;
  end: number;
  title: string;
  /** Over a run of days ("next weekend", "from the 19th to the 3rd") it lasts them, as a stay does. */
  stay: true;
  /** A closure's place, whose own event word ("gym", "piscina") it replaces. */
  place?: number;
  /** Days away or off: whoever is away has them, as time off is whoever's is on it. */
  away?: true;
}

interface OutingContext {
  tokens: Token[];
  sentences: [number, number][];
  segments: Segment[];
  dates: DateMention[];
  times: TimeMention[];
  lang?: 'pt' | 'en';
}

/** The user's visiting verbs: "visit", "visitar", "visitamos". */
const VISIT_VERBS: ReadonlySet<string> = wordsOf({
  pt: 'visitar, visito, visitamos, visitaremos',
  en: 'visit, visiting',
});
/** Before the verb, the user as its subject: "we visit", "we're visiting", "vamos visitar", "vou visitar". */
const VISITORS: ReadonlySet<string> = wordsOf({
  pt: 'vou, vamos, iremos, eu, nós, gente, quero, queremos, precisamos, preciso',
  en: "i, we, i'm, we're, 'm, 're, we'll, i'll, 'll, to, gonna, going, are, am, will",
});
/** The end of whom one visits: "grandma [from…]", "a vó [no sábado]". */
const VISIT_STOPS: ReadonlySet<string> = wordsOf({
  pt: 'de, do, da, no, na, em, pra, para, por, e, que, com, dia, entre, até, amanhã, hoje',
  en: 'from, on, at, for, in, this, next, and, over, with, between, until, till, tomorrow, today, tonight',
});

/** Places of the family's week that close for a day or a run of days, with their Portuguese gender. */
const CLOSING_PLACES: ReadonlyMap<string, 'f' | 'm' | null> = new Map([
  ...phrasesOf({en: 'office, school, nursery, daycare, preschool, gym, library, pool, surgery, clinic, creche, bank, shop, store, plant, factory, warehouse'}).map(w => [w, null] as const),
  ...phrasesOf({pt: 'escola, creche, academia, clínica, biblioteca, piscina, loja, faculdade, empresa, fábrica, firma'}).map(w => [w, 'f'] as const),
  ...phrasesOf({pt: 'escritório, colégio, consultório, banco, posto, ginásio, infantário'}).map(w => [w, 'm'] as const),
]);
/** Said of a place that closes: "closed", "shut", "fechado", "fecha", "encerra" (Portugal). */
const CLOSED_WORDS: ReadonlySet<string> = wordsOf({
  pt: 'fechado, fechada, fechados, fechadas, fecha, fecham, fechar, fechará',
  'pt-PT': 'encerrado, encerrada, encerra, encerrar',
  en: 'closed, shut, closes, closing, shuts',
});
/** Between the place and that word: "is closed", "will be shut", "vai estar fechada", "fica fechado". */
const CLOSED_LINKS: ReadonlySet<string> = wordsOf({
  pt: 'está, estará, vai, vão, estar, fica, ficará, ficar, é, também, já',
  'pt-PT': 'estão',
  en: "is, 's, are, will, be, 'll, also, still, gonna",
});

const inSentence = (ctx: OutingContext, seg: Segment, xs: {start: number}[]) => {
  const [sa, sb] = ctx.sentences[seg.sentence] ?? [seg.start, seg.end];
  return xs.some(x => x.start >= sa && x.start < sb);
};
const isWhen = (ctx: OutingContext, k: number) => [...ctx.dates, ...ctx.times].some(d => k >= d.start && k < d.end);

/** "a vó" → "à vó", "o avô" → "ao avô", "minha mãe" → "à minha mãe", "Ana" → "a Ana". */
function toWhom(words: string[]): string {
  const first = words[0]!.toLowerCase();
  if (first === 'a') return `à ${words.slice(1).join(' ')}`;
  if (first === 'as') return `às ${words.slice(1).join(' ')}`;
  if (first === 'o') return `ao ${words.slice(1).join(' ')}`;
  if (first === 'os') return `aos ${words.slice(1).join(' ')}`;
  if (first === 'minha' || first === 'nossa') return `à ${words.join(' ')}`;
  if (first === 'meu' || first === 'nosso') return `ao ${words.join(' ')}`;
  return `a ${words.join(' ')}`;
}

/** The user's own visit to someone, on the day the sentence says. */
export function ownVisits(ctx: OutingContext, taken: {start: number}[]): OutingTrigger[] {
  const {tokens} = ctx;
  const out: OutingTrigger[] = [];
  for (const seg of ctx.segments) {
    if (taken.some(t => t.start >= seg.start && t.start < seg.end) || !inSentence(ctx, seg, ctx.dates)) continue;
    const at = tokens.findIndex((t, k) => k >= seg.start && k < seg.end && VISIT_VERBS.has(t.fold));
    if (at < 0) continue;
    // The user goes: "we're visiting", "vamos visitar", "visitamos"; "the nurse is visiting Mum" is not.
    const lead = tokens[at - 1]?.fold ?? '';
    const own = at === seg.start || VISITORS.has(lead) || tokens[at]!.fold.endsWith('mos') || (lead === 'to' && VISITORS.has(tokens[at - 2]?.fold ?? ''));
    if (!own) continue;
    const whom: string[] = [];
    for (let k = at + 1; k < seg.end && whom.length < 4 && !isWhen(ctx, k) && tokens[k]!.kind !== 'punct' && !VISIT_STOPS.has(tokens[k]!.fold); k++) whom.push(tokens[k]!.text);
    // "visit the new house", "visitar a obra": a place is no one to see, but it is still a plan of the day.
    if (!whom.length || (whom.length === 1 && ['a', 'o', 'the', 'my', 'our'].includes(whom[0]!.toLowerCase()))) continue;
    const title = ctx.lang === 'en' ? `Visit ${whom.join(' ')}` : `Visita ${toWhom(whom)}`;
    out.push({kind: 'other', start: at, end: at + 1, title, stay: true});
  }
  return out;
}

/** A place of the family's week that is closed on the day (or days) the sentence says. */
export function closures(ctx: OutingContext, taken: {start: number}[]): OutingTrigger[] {
  const {tokens} = ctx;
  const out: OutingTrigger[] = [];
  for (const seg of ctx.segments) {
    if (!inSentence(ctx, seg, ctx.dates)) continue;
    const at = tokens.findIndex((t, k) => k >= seg.start && k < seg.end && CLOSED_WORDS.has(t.fold));
    if (at < 0) continue;
    let k = at - 1;
    while (k >= seg.start && CLOSED_LINKS.has(tokens[k]!.fold)) k--;
    const place = tokens[k];
    if (!place || !CLOSING_PLACES.has(place.fold) || isWhen(ctx, k)) continue;
    // "the gym is closed": the place's own event word is the closure; another event in the clause keeps it.
    if (taken.some(t => t.start >= seg.start && t.start < seg.end && t.start !== k)) continue;
    // "closed the deal", "fechou a conta": the word must be said of the place, not done to a thing.
    const gender = CLOSING_PLACES.get(place.fold);
    const noun = place.text.charAt(0).toUpperCase() + place.text.slice(1).toLowerCase();
    const title = ctx.lang === 'en' ? `${noun} closed` : `${noun} ${gender === 'f' ? 'fechada' : 'fechado'}`;
    out.push({kind: 'other', start: at, end: at + 1, title, stay: true, place: k});
  }
  return out;
}

/**
 * Being away, with its title in the message's language — a noun, as replies say it ("Cancelei a
 * ausência", "I cancelled the time away"): "ausência", "time away", and "time off" for "off".
 */
const AWAY_WORDS: ReadonlyMap<string, string> = new Map([
  ...phrasesOf({pt: 'fora, ausente, ausentes'}).map(w => [w, 'ausência'] as const),
  ...phrasesOf({en: 'away'}).map(w => [w, 'time away'] as const),
  ...phrasesOf({en: 'off'}).map(w => [w, 'time off'] as const),
]);
/** Before that word, someone being it: "estou fora", "vou estar fora", "fico fora", "I'm off", "Tom's away", "we'll be away". */
const BEING: ReadonlySet<string> = wordsOf({
  pt: 'estou, está, esta, estamos, estão, estao, estarei, estará, estara, estaremos, estar, fico, fica, ficamos, ficam, ficar, tô, to, tou, tá',
  'pt-PT': 'estou, estás, estas',
  en: "i'm, 'm, am, is, 's, are, 're, we're, they're, you're, he's, she's, be, was, were",
});
/** Between the being and the day: "fora de 2.ª a 4.ª", "off from Thursday", "away on Friday", "fora na semana que vem". */
const AWAY_TO_DAY: ReadonlySet<string> = wordsOf({pt: 'de, da, do, na, no, entre, esta, este, essa, esse', en: 'from, on, this, next, all, between, for, the, work'});
/** Dates that are a stretch of days; a single day is one only for "fora"/"away" ("off on Friday" may be leaving). */
const STRETCHES: ReadonlySet<string> = new Set(['span', 'week', 'weekend']);

/** Someone away or off for the days said right after it. */
export function awayDays(ctx: OutingContext, taken: {start: number}[]): OutingTrigger[] {
  const {tokens} = ctx;
  const out: OutingTrigger[] = [];
  for (const seg of ctx.segments) {
    if (taken.some(t => t.start >= seg.start && t.start < seg.end) || !inSentence(ctx, seg, ctx.dates)) continue;
    // Said of someone ("estou fora", "Tom's away"), or as a note's first word ("off Thursday to Monday").
    const at = tokens.findIndex((t, k) => k >= seg.start && k < seg.end && AWAY_WORDS.has(t.fold) && (BEING.has(tokens[k - 1]?.fold ?? '') || k === ctx.sentences[seg.sentence]?.[0]));
    if (at < 0) continue;
    // The days come right after: "fora de 2.ª a 4.ª", "off Thursday to Monday" (a span keeps its "de"/"from").
    let k = at + 1;
    if (!ctx.dates.some(d => d.start === k) && AWAY_TO_DAY.has(tokens[k]?.fold ?? '')) k++;
    const date = ctx.dates.find(d => d.start === k || d.start === at + 1);
    const title = AWAY_WORDS.get(tokens[at]!.fold)!;
    if (!date || (!STRETCHES.has(date.spec.kind) && title === 'time off')) continue;
    out.push({kind: 'other', start: at, end: at + 1, title, stay: true, away: true});
  }
  return out;
}
