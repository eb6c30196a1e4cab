/**
 * The stance a clause takes toward a thing it names — called off or moved — whatever verb says it:
 * "a terapia de hoje foi cancelada", "a Lu não vai mais ao oftalmo", "friday's standup is off",
 * "adiaram o pediatra p/ quinta 9h", "o oftalmo da Lu agora é terça às 11h", "it's now Monday at 4",
 * "não, dia 9, não 10". For each clause that takes one: the words that name the thing (grounding
 * finds it among what Magis holds), the new day and hour of a move, a day or hour denied, and
 * whether one occurrence of a series or the series is meant. Pure: no store, no clock but `now`.
 */
import type {Scope} from '../../domain/plan.js';
import type {Language} from '../../domain/types.js';
import {readOwners} from './owner.js';
import {phrasesOf} from '../varieties.js';
import {findDates, findTimes, resolveDate} from '../dates.js';
import {firstPhraseAt, isWord, scanTokens, type Token} from '../text.js';
import {STOPWORDS, tokenize} from '../../text/words.js';
import {CLAUSE_FINAL_CANCEL, MOVE_NEEDS_TARGET, PHRASES, PLAN_OBJECT_CANCEL, PLAN_SUBJECT_CANCEL, TAKEN_AT_A_VISIT} from './lexicon.js';
import {EVENT_WORDS} from '../events/lexicon.js';
import {findCheckupMentions} from '../checkups.js';

type StanceKind = 'cancel' | 'move' | 'happened';

interface NewWhen {
  /** The new day, when the clause says one (null: the day stays, only the hour changes). */
  date: string | null;
  time: string | null;
  /** "mesmo horário", "same time", or no hour said: the hour stays. */
  keepTime: boolean;
  /** "pushed a week", "adiaram uma semana", "brought forward two days": days from the thing's own day. */
  byDays?: number;
}

export interface ClauseStance {
  kind: StanceKind;
  /**
   * Which reading found it: a word of calling off, a negated plan, a verb of moving, a new day said
   * of the thing, a day denied, or a day said after a correction's lead ("na verdade, é na sexta").
   */
  reading: 'cancel-word' | 'negated-plan' | 'move-word' | 'now-on' | 'denied' | 'corrected' | 'verdict';
  /** The clause as written. */
  clause: string;
  /** The words that name the thing: the clause without the stance's own words and the new day. */
  ref: string;
  /** For a move: where the thing goes. */
  to: NewWhen | null;
  /** A day or hour said and denied ("não 15", "not at 3", "instead of Thursday"): the thing's old one. */
  denied: {date: string | null; time: string | null; weekday?: number} | null;
  scope: Scope;
}

/** Words that move a thing earlier: "brought forward", "moved up", "antecipou". */
const EARLIER = /\b(?:forward|up|antecip\w*|earlier|mais cedo)\b/;
/** Stretches of days a move is by: "a week", "two days", "uma semana", "a fortnight", "quinze dias". */
const STRETCH_UNITS: Record<string, number> = {week: 7, weeks: 7, semana: 7, semanas: 7, day: 1, days: 1, dia: 1, dias: 1, fortnight: 14, quinzena: 14};
const STRETCH_COUNTS: Record<string, number> = {a: 1, an: 1, one: 1, um: 1, uma: 1, '1': 1, two: 2, dois: 2, duas: 2, '2': 2, three: 3, tres: 3, '3': 3};

/** A stretch of days within tokens from..to: "(by) a week", "uma semana", "2 days", "a fortnight"; null when none. */
function stretchAfter(tokens: Token[], from: number, to: number): {days: number; start: number; end: number} | null {
  for (let k = from; k < to; k++) {
    // "to the week after", "pra semana seguinte", "to the day after": the stretch counted from the thing's own day.
    const after = firstPhraseAt(tokens, k, PHRASES.weekAfter);
    if (after) return {days: 7, start: k, end: k + after};
    const dayAfter = firstPhraseAt(tokens, k, PHRASES.dayAfter);
    if (dayAfter) return {days: 1, start: k, end: k + dayAfter};
    const count = STRETCH_COUNTS[tokens[k]?.fold ?? ''];
    const unit = STRETCH_UNITS[tokens[k + 1]?.fold ?? ''];
    if (count !== undefined && unit !== undefined) return {days: count * unit, start: k, end: k + 2};
  }
  return null;
}

/** Verbs of moving that take their particle after the thing moved: "put X back", "bring X forward", "push X back". */
const SEPARABLE_MOVERS: ReadonlySet<string> = new Set([
  'put',
  'puts',
  'putting',
  'bring',
  'brought',
  'bringing',
  'push',
  'pushed',
  'pull',
  'pulled',
  'shove',
  'shoved',
  'move',
  'moved',
  'bump',
  'bumped',
  'shift',
  'shifted',
]);
/** Their particles: "back" is later, "forward"/"up" earlier (EARLIER). */
const MOVE_PARTICLES: ReadonlySet<string> = new Set(['back', 'forward', 'forwards', 'up']);
/** How many words the thing moved may take between verb and particle: "mum's appointment" (3), "the kids' dentist thing" (4). */
const SEPARATED_REACH = 5;

/** The particle of a separated phrasal move at verb i ("put [mum's appointment] back"), or -1. */
function separatedParticle(tokens: Token[], i: number, end: number): number {
  if (!SEPARABLE_MOVERS.has(tokens[i]?.fold ?? '')) return -1;
  for (let k = i + 2; k < Math.min(end, i + 2 + SEPARATED_REACH); k++) {
    if (tokens[k]!.kind === 'punct' && tokens[k]!.text !== "'") return -1;
    if (MOVE_PARTICLES.has(tokens[k]!.fold)) return k;
  }
  return -1;
}

/** How far after a verb of moving its new day may start: "pra quinta-feira, dia 2" (0), "to next thurs" (1), "it to the 5th" (3). */
const TARGET_REACH = 5;
/** How far after "para"/"to" a move's new day may start: "pra quinta" (0), "para o dia 9" (2 with its article and "dia"). */
const MARKER_REACH = 2;
/** How close a negation must be before the verb it denies: "não vai", "não foi cancelada", "won't be going". */
const NEGATION_REACH = 3;

const SAME_TIME = /\b(?:mesmo horario|msm horario|mesma hora|msm hora|same time|mesmo horário)\b/;
/** The same, as words a clause may say after its new day: "à mesma hora", "no mesmo horário", "at the same time". */
const SAME_TIME_PHRASES = phrasesOf({
  pt: 'a mesma hora, na mesma hora, mesma hora, msm hora, no mesmo horario, mesmo horario, msm horario, ao mesmo horario, com o mesmo horario',
  en: 'at the same time, same time, the same time, same time as before, same hour',
});

/** A negation phrase ending within `reach` words before token i (no punctuation between). */
function negatedBefore(tokens: Token[], i: number, negations: readonly string[], reach = NEGATION_REACH): boolean {
  for (let k = i - 1; k >= 0 && k >= i - reach - 1; k--) {
    if (!isWord(tokens[k])) return false;
    const n = firstPhraseAt(tokens, k, negations);
    if (n && k + n <= i) return true;
  }
  return false;
}

/**
 * Sentences (ended by ".", "!", "?", ";", ":" or a new line), and within each the clauses between
 * commas and joining words ("…, he's on pto", "…, mas a do Davi continua"). A stance is read in a
 * clause; its new day may run to the sentence's end ("pra sexta, 10h") and its thing may be named
 * anywhere in the sentence ("a reunião não foi cancelada, só adiada").
 */
const JOINERS = new Set(['mas', 'but', 'so', 'entao', 'porque', 'pq', 'because', 'since', 'pois']);

function sentencesOf(tokens: Token[]): Array<{span: [number, number]; clauses: Array<[number, number]>}> {
  const out: Array<{span: [number, number]; clauses: Array<[number, number]>}> = [];
  let start = 0;
  const close = (end: number) => {
    if (end > start && tokens.slice(start, end).some(isWord)) {
      const clauses: Array<[number, number]> = [];
      let c = start;
      for (let i = start; i < end; i++) {
        const t = tokens[i]!;
        // "cancelei o jantar e desmarquei a cardiologia": "e"/"and" before a second verb of calling off or moving opens a clause.
        const secondVerb = (t.fold === 'e' || t.fold === 'and') && i > c && (firstPhraseAt(tokens, i + 1, PHRASES.cancel) > 0 || firstPhraseAt(tokens, i + 1, PHRASES.move) > 0);
        const cut = t.text === ',' || (JOINERS.has(t.fold) && i > c) || secondVerb;
        if (!cut) continue;
        if (i > c) clauses.push([c, i]);
        c = t.text === ',' ? i + 1 : i;
      }
      if (c < end) clauses.push([c, end]);
      out.push({span: [start, end], clauses: clauses.filter(([a, b]) => tokens.slice(a, b).some(isWord))});
    }
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // A dot or colon glued to the words on both sides ("9.15", "7.30pm", "6.ª feira") joins them: no end.
    const glued = (t.text === '.' || t.text === ':') && tokens[i - 1]?.end === t.start && tokens[i + 1]?.start === t.end;
    if (t.kind === 'punct' ? /^[.!?;:\n]$/.test(t.text) && !glued : t.sentStart && i > start) {
      close(i);
      start = t.kind === 'punct' ? i + 1 : i;
    }
  }
  close(tokens.length);
  return out;
}

const textOf = (tokens: Token[], a: number, b: number, source: string) => (a < b ? source.slice(tokens[a]!.start, tokens[b - 1]!.end) : '');

/** The day and hour said in a stretch of tokens, read forward from now (a new day is ahead). */
function whenIn(tokens: Token[], a: number, b: number, source: string, now: Date, lang: Language): {date: string | null; time: string | null; start: number; end: number} | null {
  // Up to two words before the stretch are read with it, as a date's lead: Portugal's "é a 16" is a day, "a 16" alone is not.
  let lead = 0;
  while (lead < 2 && a - lead > 0 && tokens[a - lead - 1]!.kind === 'word') lead++;
  const slice = tokens.slice(a - lead, b);
  // A date or hour that begins at the lead ("de quinta") is read from the stretch's first word.
  const within = <T extends {start: number; end: number}>(xs: T[]) => xs.filter(x => x.end > lead).map(x => ({...x, start: Math.max(x.start, lead)}));
  const dates = within(findDates(slice, lang));
  const times = within(findTimes(slice));
  if (!dates.length && !times.length) return null;
  const start = Math.min(dates[0]?.start ?? Infinity, times[0]?.start ?? Infinity) + a - lead;
  const end = Math.max(dates[0]?.end ?? -1, times[0]?.end ?? -1) + a - lead;
  // The lead goes with the words resolved only when the date needs it ("é a 16"; "is 3:45" reads as "3:45").
  const needsLead = dates.length > 0 && !findDates(tokens.slice(start, end), lang).length;
  let from = start;
  while (needsLead && from > Math.max(0, start - 2) && tokens[from - 1]!.kind === 'word') from--;
  const r = resolveDate(textOf(tokens, from, end, source), now, {tense: 'future', language: lang});
  if (!r) return null;
  // The clock as the tokens read it ("9.15", "7.30pm"), the resolver's own hour only when none is said.
  return {date: dates.length ? r.date : null, time: times[0]?.time ?? r.time ?? null, start, end};
}

/** The words of one occurrence ("hoje", "this week") or of the whole series ("de vez", "for good") in a clause. */
function scopeOf(tokens: Token[], a: number, b: number, named: boolean): Scope {
  for (let i = a; i < b; i++) if (firstPhraseAt(tokens, i, PHRASES.wholeSeries)) return 'series';
  for (let i = a; i < b; i++) if (firstPhraseAt(tokens, i, PHRASES.thisTime)) return 'occurrence';
  return named ? 'occurrence' : 'auto';
}

/** English "going to" before a verb is the future ("not going to forget"), before a thing it is going there. */
const GOING_TO_PLACE = new Set(['the', 'a', 'an', 'my', 'his', 'her', 'their', 'our', 'your', 'that', 'this', 'happen', 'make', 'be', 'have', 'attend']);
/** Verbs after "going to" that make it a future, not a place: "not going to forget saturday". */
const GOING_TO_VERBS = new Set('forget miss let tell say do get see call ring pay try stop eat sleep wait worry text email remember complain cancel move book work lie pretend risk leave'.split(' '));
/** Portuguese "vou"/"vai" before an infinitive is the future ("não vou esquecer"); these infinitives are still going or taking place. */
const TAKES_PLACE_INFINITIVES = new Set(['ir', 'ter', 'haver', 'fazer', 'rolar', 'acontecer', 'dar']);
/** Where a negated going goes nowhere: "not going anywhere", "não vou a lado nenhum", "não vou a nenhum lado", "pra lugar nenhum". */
const NOWHERE = /^(?:anywhere|out anywhere|(?:(?:a|pra|para|pro|ao) )?(?:lado nenhum|nenhum lado|lugar nenhum|nenhum lugar|sitio nenhum|nenhum sitio))\b/;
/** What a negated having has when it has nothing: "o Rafa não tem nada", "Alfie doesn't have anything", "não temos nenhum plano" — no plan named, none to call off. */
const NOTHING = /^(?:nada|nothing|anything|nenhum|nenhuma|none|no plans|planos nenhuns)\b/;
/** …and the plans that are themselves a verb: "já não vamos jantar com os sogros", "não vamos viajar no feriado". */
const PLAN_INFINITIVES = new Set(['jantar', 'almocar', 'lanchar', 'viajar', 'passear', 'visitar', 'acampar', 'churrasquear']);

/** Whether the verb after a negation is a plan taking place (not the future of another verb). */
/** Words between "there" and a negation that are the verb "is": "there's not", "there is no". */
const THERE = new Set(['there', 'theres']);
const BE_AHEAD = [['be'], ['going', 'to', 'be'], ['gonna', 'be']];

/**
 * "there won't be a team lunch", "there isn't going to be a party", "there's not gonna be any drinks":
 * a negation after "there" (with "'s"/"is" between) followed by "be" says the plan is off. Returns the
 * length of the "be" words at `j` and where the existential starts, so its words are not the thing's name.
 */
function existentialBe(tokens: Token[], i: number, j: number, b: number): {len: number; from: number} | null {
  let from = i - 1;
  if (["'s", 'is'].includes(tokens[from]?.fold ?? '')) from--;
  if (from < 0 || !THERE.has(tokens[from]!.fold)) return null;
  for (const words of BE_AHEAD) {
    const len = words.length;
    // …and only of a plan: "there won't be any problem with the car" calls nothing off.
    if (j + len <= b && words.every((w, k) => tokens[j + k]?.fold === w) && namesAPlan(tokens, j + len, b)) return {len, from};
  }
  return null;
}

function takesPlace(tokens: Token[], i: number): number {
  const n = firstPhraseAt(tokens, i, PHRASES.takesPlace);
  if (!n) return 0;
  const next = tokens[i + n];
  const verb = tokens[i + n - 1]!.fold;
  // "não tenho inglês hoje" is the class off; "não tenho consulta marcada" says it is still to book, "não tenho tempo" nothing.
  if (['tenho', 'temos'].includes(verb) && (!namesAPlan(tokens, i + n, i + n + 3) || tokens.slice(i + n, i + n + 5).some(t => /^(?:marcad|agendad)/.test(t.fold)))) return 0;
  // "I'm not going anywhere this weekend", "não vou a lado nenhum": staying put names no plan to call off.
  const ahead = tokens
    .slice(i + n, i + n + 4)
    .map(t => t.fold)
    .join(' ');
  if (NOWHERE.test(ahead) || NOTHING.test(ahead)) return 0;
  if (['vai', 'vou', 'vamos', 'vao', 'going', 'go'].includes(verb) && next && isWord(next)) {
    // "not going to the dinner", "not going to yoga": a place or a plan after "to"; "not going to forget": a verb.
    // "won't be going to carbone saturday": a place with its day is a plan too.
    if (verb === 'going' && next.fold === 'to')
      // "not going to forget the party" is a future of another verb, whatever plan it names after it.
      return !GOING_TO_VERBS.has(tokens[i + n + 1]?.fold ?? '') &&
        (GOING_TO_PLACE.has(tokens[i + n + 1]?.fold ?? '') || namesAPlan(tokens, i + n + 1, i + n + 5) || findDates(tokens.slice(i + n + 1, i + n + 5), 'en').length > 0)
        ? n
        : 0;
    if (/^\p{L}{2,}r$/u.test(next.fold) && !TAKES_PLACE_INFINITIVES.has(next.fold)) return PLAN_INFINITIVES.has(next.fold) ? n : 0;
  }
  return n;
}

/** The words of tokens from..to left when `own` are taken out, with the spacing the user typed between neighbours. */
function spliced(tokens: Token[], from: number, to: number, own: Set<number>, source: string): string {
  let out = '';
  let last = -2;
  for (let i = from; i < to; i++) {
    if (own.has(i)) continue;
    const t = tokens[i]!;
    out += last === i - 1 ? source.slice(tokens[last]!.end, t.start) + t.text : `${out ? ' ' : ''}${t.text}`;
    last = i;
  }
  return out.replace(/\s+([,.;!?])/g, '$1').trim();
}

/**
 * A verb with a clitic after it, as European Portuguese writes it ("passaram-me", "desmarcaram-na",
 * "marcaram-lhe"): read as the verb, the clitic its object.
 */
const CLITIC = /^(\p{L}{3,})-(?:me|te|se|lhe|lhes|nos|vos|o|a|os|as|lo|la|los|las|no|na|nas)$/u;
/** The person a clitic stands for, said as a word grounding reads: "-lhe" (to him or her), "-la" (her), "-me" (me). */
const CLITIC_PERSON: Readonly<Record<string, string>> = {lhe: 'lhe', lhes: 'lhe', la: 'ela', na: 'ela', lo: 'ele', no: 'ele', a: 'ela', o: 'ele', me: 'eu'};
/**
 * A cancelling verb mistyped ("cancld", "canceld", "cancelarm", "canclled"): read as the word meant,
 * since a typo in the one verb that says what happened must not hide it.
 */
const CANCEL_TYPO = /^canc(?:e?l{1,2}|le)(?:d|ed|ld|arm|aram|ram|ou|ei|ado|ada|ing)?$/;
const CANCEL_SPELT = new Set(['cancel', 'cancels', 'cancelled', 'canceled', 'cancelling', 'canceling', 'cancela', 'cancelo', 'cancelou', 'cancelaram', 'cancelei', 'cancelado', 'cancelada']);

function withoutClitics(tokens: Token[]): Token[] {
  return tokens.map(t => {
    if (CANCEL_TYPO.test(t.fold) && !CANCEL_SPELT.has(t.fold)) return {...t, fold: 'cancelled', lower: 'cancelled'};
    const m = CLITIC.exec(t.fold);
    return m ? {...t, fold: m[1]!, lower: t.lower.slice(0, m[1]!.length)} : t;
  });
}

/** A class, a meeting, a visit named right after "no"/"sem" ("no swimming today"); "no cavities" names none. */
function namesAPlan(tokens: Token[], from: number, to: number): boolean {
  // Three words on, a possessive's "'s" not counted: "to Dan's work party" names the party.
  const near = tokens
    .slice(from, to)
    .filter(t => t.fold !== "'s")
    .slice(0, 3);
  if (EVENT_WORDS.scan(near).length > 0) return true;
  // A visit's words are read with what follows them ("as análises da minha mãe" are her blood tests,
  // "análises de mercado" none), but must start within those three words.
  const wide = tokens.slice(from, Math.min(tokens.length, from + near.length + 4));
  const first = near.length ? wide.indexOf(near.at(-1)!) : -1;
  return findCheckupMentions(wide, new Set()).some(m => m.start <= first && !wide.slice(m.start, m.end).some(t => FINDINGS.has(t.fold)));
}

/** What a visit finds, not a visit: "no cavities", "sem cáries", "no fillings". */
const FINDINGS = new Set(['cavity', 'cavities', 'carie', 'caries', 'filling', 'fillings', 'obturacao', 'obturacoes', 'siso']);

/** Forms of "to be" and "to get" before a participle: "foi cancelada", "was moved", "got pushed", "ficou adiada". */
const PASSIVE_AUX = new Set([
  'foi',
  'foram',
  'e',
  'esta',
  'estao',
  'ta',
  'tao',
  'ficou',
  'ficaram',
  'sera',
  'vai',
  'was',
  'were',
  'is',
  'are',
  'been',
  'be',
  'got',
  'gets',
  'get',
  "'s",
  's',
  'has',
  'have',
]);

/** A verb in the active voice, with its subject before it: not a participle nor after "foi", "was", "got". */
function isActive(tokens: Token[], i: number, n: number): boolean {
  const verb = tokens[i + n - 1]!.fold;
  if (n > 1 || /(?:ad[oa]s?|id[oa]s?|-(?:na|no|nas|nos|lhe|lhes))$/.test(verb)) return false;
  const before = [tokens[i - 1]?.fold, tokens[i - 2]?.fold];
  return !before.some(w => w !== undefined && PASSIVE_AUX.has(w));
}

/** A span of time since something last happened: "faz um ano que", "há meses que", "desde", "in two years", "for ages". */
const SINCE = ['faz', 'fazem', 'ha', 'há', 'desde', 'since', 'for ages', 'in ages', 'in years', 'for years', 'for months', 'in months'];
function sinceSaid(tokens: Token[], a: number, b: number): boolean {
  for (let i = a; i < b; i++) {
    const n = firstPhraseAt(tokens, i, SINCE);
    if (!n) continue;
    // "faz um ano", "há 2 meses", "in 2 yrs": a span said right after.
    const next = tokens.slice(i + n, i + n + 4).map(t => t.fold);
    if (n > 1 || next.some(w => /^(?:ano|anos|mes|meses|semana|semanas|year|years|yrs|yr|month|months|week|weeks|tempo|seculos|ages)$/.test(w))) return true;
  }
  return false;
}

/** Whether words name anything beyond function words ("só", "they", "it"): a thing to find. */
/** Words that own up to a slip ("enganei-me", "my bad", "sorry"): they name no thing. */
const SLIP =
  /(?:^|[\s,;.!])(?:enganei-me|enganei me|me enganei|enganei|enganaste-te|te enganaste|enganou-se|se enganou|errei|erraste|errou|foi mal|desculpa|desculpe|perdão|perdao|espera|pera|peraí|perai|sorry|my bad|my mistake|i was wrong|you're wrong|no wait|wait|hang on|oops|whoops)(?=$|[\s,;.!])/giu;
export const withoutSlip = (words: string) => words.replace(SLIP, ' ').replace(/^[\s,;.!]+|[\s,;.!]+$/g, '');
/** Words of the clock: "her 4 o'clock" names a time, not a thing. */
const CLOCK_ONLY = new Set(["o'clock", 'oclock', 'clock', 'horas', 'hrs', 'hours']);
const namesSomething = (words: string) => tokenize(withoutSlip(words)).some(w => w.length > 2 && !STOPWORDS.has(w) && !CLOCK_ONLY.has(w));

/** A bare number denied beside a day or an hour ("não 15", "not 3"): the same kind of thing as the one said. */
function deniedNumber(tokens: Token[], i: number): number | null {
  const t = tokens[i];
  return t && t.kind === 'num' && Number(t.fold) >= 0 && Number(t.fold) <= 31 ? Number(t.fold) : null;
}

/**
 * The stance of one clause (`c`) of a sentence (`s`), or null when it takes none. The new day of a
 * move may run to the sentence's end; the words naming the thing are the clause's, or — when the
 * clause names nothing ("…, só adiada pra quinta") — the rest of the sentence's.
 */
function readClause(tokens: Token[], c: [number, number], s: [number, number], source: string, now: Date, lang: Language, corrects: boolean): ClauseStance | null {
  const [a, b] = c;
  const clause = textOf(tokens, a, b, source);
  const negations = lang === 'en' ? PHRASES.negation.filter(n => n !== 'n' && n !== 'num') : PHRASES.negation.filter(n => n !== 'no');
  const own = new Set<number>();
  // An active verb with an object ("o Fábio cancelou o dentista", "the clinic moved her appointment"):
  // the object names the thing; the subject is who did it, not whose it is.
  let objectFrom = -1;
  const refOf = () => {
    const words = (from: number, to: number) => spliced(tokens, from, to, own, source);
    if (objectFrom >= 0) {
      // "remarcaram-lhe o dentista": the pronoun written on the verb says whose the object is.
      const clitic = CLITIC.exec(tokens[objectFrom - 1]?.text.toLowerCase() ?? '')?.[0]
        ?.split('-')
        .pop();
      const whose = clitic ? CLITIC_PERSON[clitic] : undefined;
      const object = withoutSlip(words(objectFrom, b));
      if (namesSomething(object)) return whose ? `${whose} ${object}` : object;
    }
    const inClause = withoutSlip(words(a, b));
    // "a consulta do Tomás? desmarquei-a, …": an object pronoun on the verb is the thing said before,
    // never the words of the rest of its sentence.
    const itOnVerb = objectFrom >= 0 && /-(?:o|a|os|as|lo|la|los|las)$/i.test(tokens[objectFrom - 1]?.text ?? '');
    return namesSomething(inClause) || itOnVerb ? inClause : withoutSlip(words(s[0], s[1]));
  };
  const mark = (from: number, to: number) => {
    for (let k = from; k < to; k++) own.add(k);
  };
  const sentence = textOf(tokens, s[0], s[1], source).toLowerCase();
  // "à mesma hora", "at the same time", "mesmo horário": the hour kept, never the words of the thing moved.
  for (let i = s[0]; i < s[1]; i++) {
    const n = firstPhraseAt(tokens, i, SAME_TIME_PHRASES);
    if (n) mark(i, i + n);
  }
  // A move to the day and hour `w` said, the hour kept when none is said or "same time" is.
  const movedTo = (reading: ClauseStance['reading'], w: {date: string | null; time: string | null}, scope: Scope): ClauseStance => {
    const keepTime = SAME_TIME.test(sentence) || w.time === null;
    return {kind: 'move', reading, clause, ref: refOf(), to: {date: w.date, time: keepTime ? null : w.time, keepTime}, denied: withBare(denied, deniedBare, w), scope};
  };
  // A day named in the sentence ("a natação de quinta", "dinner on friday"): the day of a series meant.
  const datedSentence = findDates(tokens.slice(s[0], s[1]), lang).length > 0;

  // A day or hour denied: "não 15", "not at 3", "e não às 19h", "instead of thursday".
  let denied: ClauseStance['denied'] = null;
  let deniedBare: number | null = null;
  for (let i = s[0]; i < s[1] && !denied && deniedBare === null; i++) {
    const n = firstPhraseAt(tokens, i, PHRASES.denyLead);
    if (!n) continue;
    // "não, dia 9": a "não" before a comma leads the correction; it denies nothing ("not 3" denies the 3).
    const next = tokens[i + n];
    if (!next || next.kind === 'punct') continue;
    const from = i + n;
    const w = whenIn(tokens, from, Math.min(s[1], from + 5), source, now, lang);
    if (w && w.start <= from + 2) {
      denied = {date: w.date, time: w.time};
      mark(i, w.end);
    } else if ((deniedBare = deniedNumber(tokens, from + (['dia', 'the', 'on', 'at', 'as', 'às', 'a'].includes(tokens[from]?.fold ?? '') ? 1 : 0))) !== null) {
      mark(i, from + (['dia', 'the', 'on', 'at', 'as', 'às', 'a'].includes(tokens[from]?.fold ?? '') ? 2 : 1));
    }
  }

  for (let i = a; i < b; i++) {
    // Called off: a word of cancelling that is not itself denied ("não foi cancelada" calls nothing off).
    const n = firstPhraseAt(tokens, i, PHRASES.cancel);
    const said = n
      ? tokens
          .slice(i, i + n)
          .map(t => t.fold)
          .join(' ')
      : '';
    if (n && CLAUSE_FINAL_CANCEL.has(said) && isWord(tokens[i + n] ?? {kind: 'punct'})) continue;
    if (n && PLAN_SUBJECT_CANCEL.has(said) && !tokens.slice(Math.max(a, i - 6), i).some((_, d) => namesAPlan(tokens, Math.max(a, i - 6) + d, i))) continue;
    if (n && PLAN_OBJECT_CANCEL.has(said) && !(namesAPlan(tokens, i + n, Math.min(b, i + n + 4)) && !tokens.slice(i + n, i + n + 3).some(t => TAKEN_AT_A_VISIT.has(t.fold)))) continue;
    if (n && !negatedBefore(tokens, i, negations)) {
      mark(i, i + n);
      if (isActive(tokens, i, n)) objectFrom = i + n;
      return {kind: 'cancel', reading: 'cancel-word', clause, ref: refOf(), to: null, denied, scope: scopeOf(tokens, s[0], s[1], datedSentence)};
    }
  }
  for (let i = a; i < b; i++) {
    // A verdict on the thing, or its being over: "a festa correu muito bem", "the 1:1 went fine", "já foi".
    const n = firstPhraseAt(tokens, i, PHRASES.happened);
    // "já foi remarcada", "was moved": a verb of moving after it says what happened to the booking.
    const moves = () => [...Array(s[1] - s[0]).keys()].some(d => firstPhraseAt(tokens, s[0] + d, PHRASES.move) > 0 || firstPhraseAt(tokens, s[0] + d, PHRASES.nowOn) > 0);
    if (n && !negatedBefore(tokens, i, negations) && !moves()) {
      mark(i, i + n);
      return {kind: 'happened', reading: 'verdict', clause, ref: refOf(), to: null, denied: null, scope: 'occurrence'};
    }
  }
  for (let i = a; i < b; i++) {
    // A plan negated: "não vai mais", "não vamos ao jantar", "não vai haver aula", "not going", "won't be having".
    const n = firstPhraseAt(tokens, i, negations);
    if (!n) continue;
    let j = i + n;
    // "já não", "não vai mais", "won't be": a word may stand between the negation and the verb.
    let p = 0;
    // "there won't be a lunch", "there's not gonna be a party": English denies a plan with an existential "there … be".
    const there = existentialBe(tokens, i, j, b);
    if (there) p = there.len;
    for (let k = j; k < Math.min(b, j + 2) && !p; k++) if ((p = takesPlace(tokens, k))) j = k;
    // "no swimming today", "sem natação hoje": a thing with "no" and a day is that day's called off.
    const noThing = (tokens[i]!.fold === 'no' || tokens[i]!.fold === 'sem') && namesAPlan(tokens, i + 1, b) && scopeOf(tokens, s[0], s[1], false) === 'occurrence';
    if (!p && !noThing) continue;
    // A need given up is said with "mais"/"anymore": "não precisa mais do dentista"; "não precisa marcar" is no cancel.
    const verb = tokens[j + p - 1]?.fold ?? '';
    // "mais"/"anymore" right after the verb ("não vai mais", "not going anymore"), not "faz mais de um ano".
    const anyMore =
      tokens.slice(j + p, Math.min(b, j + p + 2)).some(t => firstPhraseAt(tokens, t.i, PHRASES.anyMore) > 0) ||
      tokens.slice(a, b).some(t => ['anymore', 'afinal'].includes(t.fold) || (t.fold === 'any' && tokens[t.i + 1]?.fold === 'more'));
    // …never with "afinal"/"after all" alone: "afinal o joelho não precisa de ser operado" is what a visit found.
    const needGivenUp =
      tokens.slice(j + p, Math.min(b, j + p + 2)).some(t => firstPhraseAt(tokens, t.i, PHRASES.needGivenUp) > 0) ||
      tokens.slice(a, b).some(t => t.fold === 'anymore' || (t.fold === 'any' && tokens[t.i + 1]?.fold === 'more')) ||
      // "a vacina afinal não é precisa, …": the thing itself not needed after all — nothing after the verb names another.
      (tokens.slice(a, b).some(t => t.fold === 'afinal') && (!isWord(tokens[j + p]) || j + p >= b));
    if (/^(?:precisa|need|needs)/.test(verb) && !needGivenUp) continue;
    // "faz mais de um ano que ela não vai", "hasn't been in two years": a habit not kept, no plan called off.
    if (!anyMore && !noThing && sinceSaid(tokens, s[0], s[1])) continue;
    mark(there ? there.from : i, noThing ? i + n : j + p);
    for (let k = a; k < b; k++) {
      const m = firstPhraseAt(tokens, k, PHRASES.anyMore);
      if (m) mark(k, k + m);
    }
    // "o Duda não vai mais ao judô": a plan given up with no day named is the series, not its next day.
    const scope = scopeOf(tokens, s[0], s[1], datedSentence);
    return {kind: 'cancel', reading: noThing ? 'cancel-word' : 'negated-plan', clause, ref: refOf(), to: null, denied, scope: scope === 'auto' && anyMore && !noThing ? 'series' : scope};
  }

  // Moved: a verb of moving (not denied), the new day after it ("pra sexta", "to friday").
  for (let i = a; i < b; i++) {
    // "put mum's appointment back a fortnight", "bring Leo's physio forward to Monday": the thing sits between verb and particle.
    const p = separatedParticle(tokens, i, b);
    if (p > 0 && !negatedBefore(tokens, i, negations)) {
      const by = stretchAfter(tokens, p + 1, Math.min(s[1], p + 1 + TARGET_REACH));
      const marker = by ? 0 : firstPhraseAt(tokens, p + 1, PHRASES.toDay);
      const w = by ? null : whenIn(tokens, p + 1 + marker, s[1], source, now, lang);
      // A new day after the particle only with "to" ("back to Friday"): "bring the car back on Friday" moves nothing.
      if (by || (w && marker && w.start <= p + 1 + marker + MARKER_REACH)) {
        mark(i, i + 1);
        mark(p, p + 1);
        objectFrom = i + 1;
        if (by) {
          mark(by.start, by.end);
          const days = EARLIER.test(tokens[p]!.fold) ? -by.days : by.days;
          return {kind: 'move', reading: 'move-word', clause, ref: refOf(), to: {date: null, time: null, keepTime: true, byDays: days}, denied, scope: 'occurrence'};
        }
        mark(p + 1, w!.end);
        return movedTo('move-word', w!, scopeOf(tokens, s[0], s[1], false));
      }
    }
    const m = firstPhraseAt(tokens, i, PHRASES.move);
    if (!m || negatedBefore(tokens, i, negations)) continue;
    let k = i + m;
    // "moved it to", "passaram a consulta dela pra": the new day follows a marker within reach.
    let marker = 0;
    for (let d = 0; d <= TARGET_REACH + 4 && k + d < s[1]; d++) {
      marker = firstPhraseAt(tokens, k + d, PHRASES.toDay);
      if (marker) {
        k += d;
        break;
      }
    }
    const from = marker ? k + marker : i + m;
    const w = whenIn(tokens, from, s[1], source, now, lang);
    const needsTarget = MOVE_NEEDS_TARGET.has(tokens[i + m - 1]!.fold);
    // "got pushed a week", "adiaram uma semana", "put back a fortnight": a move by a stretch of days, from its own day.
    // "to the following week" is a week from the thing's own day, not the calendar's next week.
    const fromItsDay = firstPhraseAt(tokens, from, PHRASES.weekAfter) > 0 || firstPhraseAt(tokens, from, PHRASES.dayAfter) > 0;
    const by = !w || w.start > from + TARGET_REACH || fromItsDay ? stretchAfter(tokens, i + m, Math.min(s[1], i + m + TARGET_REACH + 3)) : null;
    if (by) {
      mark(i, i + m);
      mark(by.start, by.end);
      // "… to the week after": the marker before the stretch is no word of the thing.
      if (firstPhraseAt(tokens, by.start - 1, PHRASES.toDay)) mark(by.start - 1, by.start);
      if (isActive(tokens, i, m)) objectFrom = i + m;
      const earlier = EARLIER.test(
        tokens
          .slice(i, by.end)
          .map(t => t.fold)
          .join(' '),
      );
      return {kind: 'move', reading: 'move-word', clause, ref: refOf(), to: {date: null, time: null, keepTime: true, byDays: earlier ? -by.days : by.days}, denied, scope: 'occurrence'};
    }
    // After "para"/"to" the new day comes at once ("passou pra quinta", "to the 5th"); "passou para me ver às 5" is a visit.
    if (!w || w.start > from + (marker ? MARKER_REACH : TARGET_REACH) || (needsTarget && !marker)) continue;
    mark(i, i + m);
    mark(marker ? k : i + m, w.end);
    if (isActive(tokens, i, m)) objectFrom = i + m;
    return movedTo('move-word', w, scopeOf(tokens, s[0], s[1], false));
  }

  // Given another day, whatever the verb: "marcaram-lhe as análises para outro dia, é a 16", "booked her in for a different day, the 9th".
  for (let i = a; i < b; i++) {
    const n = firstPhraseAt(tokens, i, PHRASES.anotherDay);
    if (!n || negatedBefore(tokens, i, negations)) continue;
    const w = whenIn(tokens, i + n, s[1], source, now, lang);
    if (!w) continue;
    mark(i, i + n);
    mark(w.start, w.end);
    objectFrom = -1;
    return movedTo('move-word', w, scopeOf(tokens, s[0], s[1], false));
  }

  // A new day said of the thing: "agora é sexta", "ficou pra sexta", "is now friday at 10", "… on friday instead".
  for (let i = a; i < b; i++) {
    const m = firstPhraseAt(tokens, i, PHRASES.nowOn);
    if (!m || negatedBefore(tokens, i, negations)) continue;
    const instead = tokens[i]!.fold === 'instead' && m === 1;
    // "on friday instead": the day is before the word; "instead of thursday" is the old day, denied above.
    const w = instead ? whenIn(tokens, a, i, source, now, lang) : whenIn(tokens, i + m, s[1], source, now, lang);
    if (!w || (!instead && w.start > i + m + TARGET_REACH)) continue;
    mark(i, i + m);
    mark(w.start, w.end);
    return movedTo('now-on', w, scopeOf(tokens, s[0], s[1], false));
  }

  // "so it's the 15th now", "é dia 15 agora", "…, so noon now": what a thing is, with "now" after its new day.
  const bare = whenIn(tokens, a, b, source, now, lang);
  if (bare && NOW_AFTER.has(tokens[bare.end]?.fold ?? '') && tokens.slice(a, bare.start).every(t => LEADS_OF_NOW.has(t.fold))) {
    mark(a, bare.end + 1);
    return movedTo('now-on', bare, scopeOf(tokens, s[0], s[1], false));
  }
  for (let i = a; i < b; i++) {
    const m = firstPhraseAt(tokens, i, PHRASES.states);
    if (!m || negatedBefore(tokens, i, negations)) continue;
    const w = whenIn(tokens, i + m, b, source, now, lang);
    if (!w || w.start > i + m + 2 || !NOW_AFTER.has(tokens[w.end]?.fold ?? '')) continue;
    mark(i, i + m);
    mark(w.start, w.end + 1);
    return movedTo('now-on', w, scopeOf(tokens, s[0], s[1], false));
  }

  // "a partir de agora o futebol é às 18h", "swimming's at 5 from now on", "daqui pra frente a terapia vai
  // ser às quintas": what a thing is from now on, said anywhere in the sentence, is its series moved.
  // "afinal o oftalmo da Ju é às 15h", "turns out the party's on the 19th": what a thing is after all, said
  // anywhere in the sentence, is the held one corrected to that day or hour.
  const series = tokens.slice(s[0], s[1]).some(t => firstPhraseAt(tokens, t.i, PHRASES.wholeSeries) > 0);
  const afterAll = tokens.slice(s[0], s[1]).some(t => firstPhraseAt(tokens, t.i, PHRASES.afterAll) > 0);
  // "actually the optician on friday is Tom's": a sentence that says whose a thing is keeps its day — the day names the thing.
  const saysWhose = !series && (afterAll || corrects) && readOwners(source.slice(tokens[s[0]]!.start, tokens[s[1] - 1]!.end)).length > 0;
  if ((series || afterAll) && !saysWhose) {
    for (let i = a; i < b; i++) {
      const m = firstPhraseAt(tokens, i, PHRASES.states);
      if (!m || negatedBefore(tokens, i, negations)) continue;
      // The hour may follow past a comma: "afinal é a 16, às 8h15".
      const w = whenIn(tokens, i + m, Math.min(s[1], i + m + TARGET_REACH + 2), source, now, lang);
      if (!w || w.start > i + m + 2) continue;
      mark(i, i + m);
      mark(w.start, w.end);
      for (let k = s[0]; k < s[1]; k++) {
        const n = firstPhraseAt(tokens, k, PHRASES.wholeSeries) || firstPhraseAt(tokens, k, PHRASES.afterAll);
        if (n) mark(k, k + n);
      }
      return series ? movedTo('now-on', w, 'series') : movedTo('corrected', w, 'auto');
    }
  }

  // A day or hour denied and another said: "não, dia 9, não 10", "é às 8h30 e não às 8h", "friday, not thursday".
  if ((denied || deniedBare !== null) && c[0] === firstClauseWith(tokens, s)) {
    const free = [...Array(s[1] - s[0]).keys()].map(d => s[0] + d).filter(t => !own.has(t));
    const first = free.find(t => findDates(tokens.slice(t, t + 6), lang).some(d => d.start === 0) || findTimes(tokens.slice(t, t + 4)).some(x => x.start === 0));
    const stop = free.find(t => t > (first ?? Infinity) && own.has(t - 1)) ?? s[1];
    const w =
      (first === undefined ? null : whenIn(tokens, first, Math.min(stop, [...own].filter(t => t > first).sort((x, y) => x - y)[0] ?? s[1]), source, now, lang)) ??
      bareHour(tokens, s[0], s[1], own, lang);
    const was = withBare(denied, deniedBare, w);
    if (w && was && (w.date !== was.date || w.time !== was.time)) {
      mark(w.start, w.end);
      // Only an hour corrected, no day said ("a natação é às 17h30, não às 16h"): what it always is — the
      // series of a recurring thing; a day said ("a de hoje", "friday's") is that day's.
      const scope = !w.date && !datedSentence ? 'auto' : 'occurrence';
      return {kind: 'move', reading: 'denied', clause: textOf(tokens, s[0], s[1], source), ref: refOf(), to: {date: w.date, time: w.time, keepTime: w.time === null}, denied: was, scope};
    }
  }
  // After a correction's lead ("na verdade", "não,", "actually", "sorry, I meant"), a short sentence that
  // says a day or an hour gives the thing meant that day: "é na sexta", "it's at 4", "I meant 10.30".
  const words = tokens.slice(s[0], s[1]).filter(isWord).length;
  if (corrects && !saysWhose && c[0] === firstClauseWith(tokens, s) && words <= SHORT_CORRECTION_WORDS) {
    const w = whenIn(tokens, s[0], s[1], source, now, lang);
    if (w) {
      mark(w.start, w.end);
      for (let i = s[0]; i < s[1]; i++) if (STATE_VERBS.has(tokens[i]!.fold)) mark(i, i + 1);
      return {
        kind: 'move',
        reading: 'corrected',
        clause: textOf(tokens, s[0], s[1], source),
        ref: refOf(),
        to: {date: w.date, time: w.time, keepTime: w.time === null},
        denied: withBare(denied, deniedBare, w),
        scope: 'auto',
      };
    }
  }
  return null;
}

/** What may open a clause that is only a new day and "now": "so noon now", "então sexta agora". */
const LEADS_OF_NOW: ReadonlySet<string> = new Set(['so', 'then', 'entao', 'logo', 'it', "'s", 'its', 'is', 'e', 'fica', 'ficou']);
/** "now" said after a thing's day: "it's the 15th now", "é dia 15 agora". */
const NOW_AFTER: ReadonlySet<string> = new Set(['now', 'agora']);

/** A correction this short is only the new day ("na verdade, o exame é na terça"); a longer one says something new. */
const SHORT_CORRECTION_WORDS = 10;
/** The verbs of a correction that only say where a thing stands: "é", "fica", "será", "is", "meant". */
const STATE_VERBS = new Set(['e', 'eh', 'sera', 'fica', 'ficou', 'is', "it's", 'its', 'meant', 'quis', 'dizer', 'was', 'be', 'vai', 'ser']);

/**
 * "the call is at 4, not 3", "é às 4, não às 3": an hour said as a bare number after "at"/"às" beside a
 * denial. Said in English, 1 to 7 is the afternoon (a working day's hours); in Portuguese, as written.
 */
function bareHour(tokens: Token[], a: number, b: number, own: Set<number>, lang: Language): {date: null; time: string; start: number; end: number} | null {
  for (let i = a; i < b - 1; i++) {
    if (own.has(i) || !['at', 'as', 'às', 'a'].includes(tokens[i]!.fold)) continue;
    const n = tokens[i + 1]!;
    if (n.kind !== 'num' || own.has(i + 1)) continue;
    const h = Number(n.fold);
    if (h < 1 || h > 23) continue;
    const hour = lang === 'en' && h <= 7 ? h + 12 : h;
    return {date: null, time: `${String(hour).padStart(2, '0')}:00`, start: i, end: i + 2};
  }
  return null;
}

/** The first clause of a sentence that has a word: a denial is read once per sentence. */
const firstClauseWith = (tokens: Token[], s: [number, number]) => {
  for (let i = s[0]; i < s[1]; i++) if (isWord(tokens[i])) return i;
  return s[0];
};

/** A bare number denied ("não 15") read as what the other value is: a day of the same month, or an hour. */
function withBare(denied: ClauseStance['denied'], bare: number | null, w: {date: string | null; time: string | null} | null): ClauseStance['denied'] {
  if (denied || bare === null || !w) return denied;
  if (w.date && !w.time && bare >= 1 && bare <= 31) return {date: `${w.date.slice(0, 8)}${String(bare).padStart(2, '0')}`, time: null};
  // "at 4, not 3": the hour denied is in the same half of the day as the one said.
  if (w.time && bare <= 23) {
    const hour = bare < 12 && Number(w.time.slice(0, 2)) >= 12 ? bare + 12 : bare;
    // A bare number is an hour on the hour: "3:45 not 3" denies 15:00.
    return {date: null, time: `${String(hour).padStart(2, '0')}:00`};
  }
  return null;
}

/** Every clause of the text that calls a thing off or moves it, one stance a clause. */
export function readStances(text: string, now: Date, lang: Language, opts: {corrects?: boolean} = {}): ClauseStance[] {
  const tokens = withoutClitics(scanTokens(text));
  const out: ClauseStance[] = [];
  const sentences = sentencesOf(tokens);
  const sentenceOf = new Map<ClauseStance, number>();
  sentences.forEach(({span, clauses}, k) => {
    for (const c of clauses) {
      const s = readClause(tokens, c, span, text, now, lang, opts.corrects ?? false);
      if (!s || out.some(o => o.kind === s.kind && o.clause === s.clause)) continue;
      // "a mãe já não vai à cardiologia, cancelou": a clause with no thing of its own (its words fell back to
      // the whole sentence) is the thing a clause before it in the sentence already named.
      if (out.some(o => o.kind === s.kind && sentenceOf.get(o) === k) && !namesSomething(withoutPointers(ownWords(s.clause)))) continue;
      // "mom's not going to the eye doctor wed, she called and canceled it herself": "it" is the thing
      // this message already called off (or moved), never another item of hers.
      if (!namesSomething(withoutPointers(s.ref)) && out.some(o => o.kind === s.kind && namesSomething(withoutPointers(o.ref))) && !s.to) continue;
      // "mia's ortho office left a voicemail, so they canceled her 4 o'clock": a clause that names nothing
      // is about what its sentence named before it; "the pharmacy had no more jabs. rebooked him for
      // friday": a sentence that names nothing is about the one before.
      const first = clauses[0]![0];
      if (!namesSomething(withoutPointers(s.ref)) && c[0] > first && namesSomething(withoutPointers(textOf(tokens, first, c[0], text)))) s.ref = `${textOf(tokens, first, c[0], text)} ${s.ref}`.trim();
      else if (!namesSomething(withoutPointers(s.ref)) && k > 0) {
        const [a, b] = sentences[k - 1]!.span;
        s.ref = `${textOf(tokens, a, b, text)} ${s.ref}`.trim();
      }
      out.push(s);
      sentenceOf.set(s, k);
    }
  });
  // "a Bia não consegue na quinta, por isso passei o dentista para sexta": the sentence read as a move
  // and its clause read as one, to the same day, are one move — of the thing the clause names, whose
  // the sentence says.
  for (const whole of [...out]) {
    const part = out.find(o => o !== whole && o.kind === 'move' && whole.kind === 'move' && whole.clause.includes(o.clause) && o.to?.date === whole.to?.date && o.to?.time === whole.to?.time);
    if (!part) continue;
    if (!part.ref.includes(whole.ref)) part.ref = `${whole.ref} ${part.ref}`;
    part.denied ??= whole.denied;
    out.splice(out.indexOf(whole), 1);
  }
  // "não vai dar dia 9, remarquei o cardio dela pra dia 16", "can't do Thursday — moved it to Monday":
  // calling a day off, then moving the thing to another day, is one move. A cancel of another kind
  // of thing than the move's ("the dentist is off and the physio moved to Friday") stays.
  const move = out.find(o => o.kind === 'move' && o.to);
  if (!move) return out;
  const kindsOf = (ref: string) => {
    const t = scanTokens(ref);
    return new Set([...findCheckupMentions(t, new Set()).map(m => String(m.kind)), ...EVENT_WORDS.scan(t).map(m => String(m.value))]);
  };
  const moved = kindsOf(move.ref);
  const kept = out.filter(o => {
    if (o.kind !== 'cancel' || out.indexOf(o) > out.indexOf(move)) return true;
    const called = kindsOf(o.ref);
    return called.size > 0 && moved.size > 0 && ![...called].some(k => moved.has(k));
  });
  // "can't do monday now, so I've swapped mine to the 17th": the day called off is the old day of the one moved.
  const dropped = out.find(o => o.kind === 'cancel' && !kept.includes(o));
  if (dropped && !move.denied) {
    const day = resolveDate(dropped.ref, now, {tense: null, language: lang});
    if (day && day.precision === 'day') move.denied = {date: day.date, time: null};
  }
  cantMakeBefore(tokens, text, move, now, lang);
  return kept;
}

/**
 * "freya cant make tues so the brace appt is now thurs", "não consigo amanhã, passei o ortopedista
 * para 2.ª": a day said not to work, before the move, is the old day; the name before it is whose,
 * when the move's own words name nobody.
 */
function cantMakeBefore(tokens: Token[], text: string, move: ClauseStance, now: Date, lang: Language): void {
  const at = text.indexOf(move.clause);
  for (let i = 0; i < tokens.length && (at < 0 || tokens[i]!.start < at); i++) {
    const n = firstPhraseAt(tokens, i, PHRASES.cantMake);
    if (!n) continue;
    const w = whenIn(tokens, i + n, Math.min(tokens.length, i + n + 4), text, now, lang);
    if (!w?.date || w.start > i + n + 1) continue;
    // A weekday said alone ("can't make tues") is that weekday of the held thing, the coming one or after.
    const bareWeekday = scanTokens(textOf(tokens, w.start, w.end, text)).length === 1 && WEEKDAY_ALONE.test(tokens[w.start]!.fold);
    move.denied ??= bareWeekday ? {date: null, time: null, weekday: new Date(`${w.date}T12:00:00Z`).getUTCDay()} : {date: w.date, time: null};
    // The one who can't: the clause's first words, a name with its article ("a Bia não consegue na quinta").
    const lead = ['a', 'o', 'the'].includes(tokens[i - 2]?.fold ?? '') ? i - 2 : i - 1;
    const who = tokens[i - 1];
    if (who && isWord(who) && !namesSomeone(move.ref) && (lead === 0 || tokens[lead - 1]!.kind === 'punct')) move.ref = `${who.text} ${move.ref}`;
    return;
  }
}

/** A weekday's name, whole or short, in either language. */
const WEEKDAY_ALONE = /^(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day)?s?$|^(?:segunda|terca|quarta|quinta|sexta|sabado|domingo|seg|ter|qua|qui|sex|sab|dom)(?:-feira)?$/;

/** Whether a ref has a word that may be a person's name (a capital, or "mine"/"my"). */
const namesSomeone = (ref: string) => scanTokens(ref).some(t => t.cap || ['my', 'mine', 'meu', 'minha', 'his', 'her', 'dele', 'dela'].includes(t.fold) || t.fold === "'s");

/** A clause's words without its words of calling off or moving: what it names of its own. */
function ownWords(clause: string): string {
  const t = scanTokens(clause);
  const skip = new Set<number>();
  t.forEach((_, i) => {
    const n = firstPhraseAt(t, i, PHRASES.cancel) || firstPhraseAt(t, i, PHRASES.move);
    for (let k = i; k < i + n; k++) skip.add(k);
  });
  return t
    .filter((x, i) => !skip.has(i) && isWord(x))
    .map(x => x.text)
    .join(' ');
}

/** The words that only point at a thing or a person ("her", "it", "same time"): they name nothing by themselves. */
const POINTING = new Set([
  // "liguei e cancelei-o", "called and cancelled it": how it was done names nothing.
  'liguei',
  'telefonei',
  'called',
  'rang',
  'phoned',
  'and',
  'herself',
  'himself',
  'itself',
  'themselves',
  'myself',
  'ourselves',
  'her',
  'him',
  'it',
  'them',
  'ela',
  'ele',
  'elas',
  'eles',
  'isso',
  'isto',
  'that',
  'this',
  'same',
  'time',
  'mesmo',
  'mesma',
  'horario',
  'hora',
  'msm',
]);
const withoutPointers = (ref: string) =>
  tokenize(ref)
    .filter(w => !POINTING.has(w))
    .join(' ');
