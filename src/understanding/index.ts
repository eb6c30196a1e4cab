/**
 * The offline understanding engine: one chat message in, the `Extraction` of CONTRACTS.md out.
 * Pure logic — no IO, no clock (everything relative resolves against `options.now`).
 */
import {checkupKindIn, extractCheckups, findCheckupMentions} from './checkups.js';
import {doctorVisits, RETURN_TODO, withProvider} from './checkups/doctor-visits.js';
import {segments, startsPredicate} from './clauses.js';
import {findDates, findTimes} from './dates.js';
import {findEntities} from './entities.js';
import {hasValueKeyword, isTrivial, valueKeywords} from './funnel.js';
import {judgeContext, judgeImportance, judgeSentiment, judgeType} from './judge.js';
import {detectLanguage} from '../text/language.js';
import {findPeople, foldKey, toContract} from './people/index.js';
import {followUpQuestions} from './questions.js';
import {findRecurrences} from './recurrence.js';
import {extractTasks} from './tasks.js';
import {eventWordsIn, extractEvents, isLandmark} from './events/extract.js';
import {WEEKDAYS} from './dates/lexicon.js';
import {AGE_VERBS, EVENT_WORDS} from './events/lexicon.js';
import {aboutUser} from './self.js';
import {petsIn} from './pets.js';
import {petGender} from './pet-gender.js';
import {findRules} from './events/rrule.js';
import {displayName} from '../text/names.js';
import {isWord, scanTokens, type Token} from './text.js';
import {fold, foldedWords} from '../text/words.js';
import type {ExtractedEvent, Extraction, ExtractOptions, Language} from '../domain/types.js';
import {readTaskPhrase} from '../text/task-match.js';
import {ptArticle} from '../text/phrases.js';
import {CUES, DETERMINERS, PERSONAL, SESSION_WORDS, SUBJECT_VERBS, VET_WORDS, WHEN_OPENERS} from './lexicon.js';

// The engine's public surface: `extract`, plus what the assistant, the agenda and the people
// commands read from it (language, the LLM merge, free-text dates).
export {detectLanguage} from '../text/language.js';
export {mergeLlmExtraction} from './llm-merge.js';
export {resolveDate} from './dates.js';

/** A birthday's title that is only the age reached: an age verb, then the number ("turned 42", "fez 80 anos"). */
const AGE_TITLE = new RegExp(`^(?:${[...AGE_VERBS].join('|')})\\s+\\S+(?:\\s+\\S+){0,2}(?:\\s+(?:anos|years?(?:\\s+old)?))?$`, 'u');

/** A bill said by its paper: "o boleto", "the invoice". */
const BILL = /^(?:(?:o|a|the|my|meu|minha|o meu|a minha)\s+)?(?:boleto|fatura|conta|invoice|bill)\b/i;
/** Going to a visit in some manner: "va junto", "ir em jejum", "go along", "come with her". */
const GOING_ALONG = /^(?:ir|va|vá|vou|go|come)(?:\s+(?:junto|juntos|junta|em jejum|de jejum|along|together|with (?:her|him|them)|com (?:ela|ele|eles)))+$/i;

/** A bill named by what it is for: "daycare invoice", "school fee", "fatura do cartão". */
const OWED = /\b(?:invoice|bill|fee|fees|boleto|fatura|mensalidade)\b/i;
/** A to-do with a verb and no object ("preciso pagar sem falta", "pay it"): the thing due said beside it is what it means. */
const BARE_TODO = /^(?:pagar|pay|fazer|do|resolver|sort)(?:\s+(?:isso|it|that|sem falta|logo|hoje|today|asap|ja|já))*$/i;
/** "prob need to see the dentist soon", "tenho que ir no dentista": going to the visit the message names is that visit. */
const GO_TO_VISIT =
  /^(?:(?:prolly|probably|provavelmente|really|mesmo|also|tambem)\s+)*(?:go|get|see|ir|passar)\s+(?:to\s+|no\s+|na\s+|ao\s+|a\s+|pro\s+|pra\s+)?(?:the\s+|o\s+|a\s+|my\s+|meu\s+|minha\s+)?(\S+(?:\s\S+)?)(?:\s+(?:too|tb|tambem|also|logo|soon|asap))*$/;

/** How a to-do is introduced, not what it is: "(também) preciso (lembrar de)", "I need to (remember to)". */
const NEED_LEAD = /^(?:tamb[eé]m\s+)?(?:preciso|tenho que|tenho q|need to|i need to|have to|i have to)(?:\s+(?:lembrar\s+de|remember\s+to))?\s+/i;

const BOOK_IT = /^(?:book|schedule|make|marcar|agendar|ver)(?:\s+(?:it|that|one|an appointment|isso|ela|ele|logo|hoje|today|asap|soon))+$/i;

function empty(language: Language, reason: string): Extraction {
  return {
    language,
    keep: false,
    importance: 0,
    context: 'personal',
    type: 'conversation',
    people: [],
    relationships: [],
    places: [],
    organizations: [],
    checkups: [],
    tasks: [],
    events: [],
    questions: [],
    sentiment: 0,
    reason,
  };
}

/**
 * Chat drops the apostrophe of a relative's possessive: "my moms name is barbara", "dads surgery",
 * "her sisters wedding". Before a noun a plural kin word is read so only with a possessive before
 * it ("my", "her", "our") or at the start — "my parents house" stays plural-less "parents".
 */
const KIN_S = /\b((?:my|her|his|our|their)\s+)(mom|dad|mum|wife|husband|sister|brother|son|daughter|grandma|grandpa|nana|aunt|uncle|cousin|boss|fiance|fiancee|gf|bf)s\b(?=\s+\p{L})/giu;
export function possessiveS(text: string): string {
  return text.replace(KIN_S, (_all, lead: string, kin: string) => `${lead}${kin}'s`);
}

/** Asking to put the thing just said on the to-do list: the intent reads a statement, understanding the to-do. */
export const ADD_TO_LIST_WORDS =
  /\b(?:add|put|stick)\s+(?:that|it|this|them)\s+(?:to|on|onto)\s+(?:my|the)\s+(?:list|to-?do(?: list)?|tasks)\b|\b(?:coloca|poe|bota|anota|adiciona|inclui)\s+(?:isso|isto|ai|esse|essa)?\s*(?:na|em)\s+(?:minha\s+|a\s+)?lista\b/;
const SHORT_WEEKDAY = /^(?:seg|ter|qua|qui|sex|sab|dom|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)$/;
/** A doctor asking to see the patient: "would like to see him", "quer ver ela". */
const SEE_SOMEONE = /\b(?:(?:like|want|wants|needs?) to see|quer(?:em)? (?:te |me )?ver|pediu? para ver|pediram para ver)\b/;

/**
 * "dads hip surgery got scheduled!! dec 9 at st marys, he has to check in by
 * 7am", "got my physical. tues dec 1 at 9am": a sentence that opens with a day or an hour and
 * names no item of its own says when the previous sentence's undated item is — one sentence.
 */
function joinDanglingWhen(tokens: Token[], sentences: [number, number][], when: Array<{start: number; end: number}>, itemStarts: Set<number>, rules: Array<{start: number}>): void {
  const has = (xs: Iterable<number>, [a, b]: [number, number]) => [...xs].some(i => i >= a && i < b);
  for (let j = sentences.length - 1; j > 0; j--) {
    const [a, b] = sentences[j]!;
    const prev = sentences[j - 1]!;
    let first = a;
    while (first < b && (tokens[first]!.kind === 'punct' || WHEN_OPENERS.has(tokens[first]!.fold) || WEEKDAYS[tokens[first]!.fold] !== undefined || SHORT_WEEKDAY.test(tokens[first]!.fold))) first++;
    const opensWithWhen = when.some(w => w.start === first || (w.start <= first && w.end > first));
    // "O clube do livro foi ótimo ontem. A gente se encontra toda terça-feira, às 15h": a rule the
    // next sentence gives, with no item of its own, is the item's.
    const ruleOnly = rules.some(r => r.start >= a && r.start < b) && !rules.some(r => r.start >= prev[0] && r.start < prev[1]);
    // "falei com a fono… agendou pro bento dia 12 as 14h15": a booking verb with a day and no item of its own books the one before.
    // "Mum's surgery phoned… The nurse wants to see her on Monday 11 March at 11:30": the visit asked for, with its day.
    const words = tokens
      .slice(a, b)
      .map(t => t.fold)
      .join(' ');
    const booking = (tokens.slice(a, b).some(t => CUES.scheduled.has(t.fold)) || SEE_SOMEONE.test(words)) && when.some(w => w.start >= a && w.start < b);
    if (has(itemStarts, [a, b])) continue;
    // The item may be a sentence further back, past short ones with no item and no day ("Dad's GP rang: Raj's B12 is low. They…").
    let p = j - 1;
    if (booking) while (p > 0 && j - p < 3 && !has(itemStarts, sentences[p]!) && !when.some(w => w.start >= sentences[p]![0] && w.start < sentences[p]![1])) p--;
    const from = sentences[p]!;
    if (!has(itemStarts, from)) continue;
    if (!ruleOnly && !booking && (!opensWithWhen || when.some(w => w.start >= from[0] && w.start < from[1]))) continue;
    sentences.splice(p, j - p + 1, [from[0], b]);
    j = p + 1;
  }
}

/** Sighs and laughs that end a to-do's words: "finish my slides tonite ugh". */
const INTERJECTION_TAIL = /\s+(?:ugh+|lol|lmao|haha+|kkk+|aff+s?|uff+|argh+|sigh|meh)$/i;

/**
 * "contacts come in on tues, gotta grab them by fri": a to-do's "them"/"it" is the subject
 * of the clause before it in the message — "grab the contacts". Left alone when that is unclear.
 */
function thingForPronoun(description: string, tokens: Token[], sentences: [number, number][]): string {
  const m = /\b(them|it)\b/i.exec(description);
  if (!m) return description;
  const first = description.split(/\s+/)[0]!.toLowerCase();
  const k0 = tokens.findIndex(t => t.lower === first);
  const sentence = sentences.find(([a, b]) => k0 >= a && k0 < b);
  if (k0 < 0 || !sentence) return description;
  // The subject that opens the sentence, up to its verb, before the to-do.
  const words: string[] = [];
  let k = sentence[0];
  for (; k < k0 && words.length < 4; k++) {
    const t = tokens[k]!;
    if (!isWord(t) || SUBJECT_VERBS.has(t.fold)) break;
    if (!DETERMINERS.has(t.fold)) words.push(t.text);
  }
  // A person is no thing: "I really must book it" keeps its "it".
  if (!words.length || words.length > 3 || !SUBJECT_VERBS.has(tokens[k]?.fold ?? '') || words.some(w => PERSONAL.has(w.toLowerCase()))) return description;
  return description.replace(m[0], `the ${words.join(' ')}`);
}

/** Questions inside a longer message are requests to the assistant, not facts: leave them out. */
function statementsOnly(text: string): string {
  const parts = text.split(/(?<=[.!?;])\s+|\n+/).filter(Boolean);
  const kept = parts.filter(p => !/\?\s*$/.test(p) || /\b(lembr|remind|anot|guard|salv)/i.test(p));
  return kept.length ? kept.join(' ') : text;
}

/**
 * Understand one chat message: the funnel's verdict (keep, importance), language, context,
 * memory type, people and relationships, places, organisations, checkups, tasks and follow-up
 * questions. Deterministic for a given `options.now`.
 */
export function extract(text: string, options: ExtractOptions): Extraction {
  const language = detectLanguage(text);
  const verdict = isTrivial(text);
  if (verdict.trivial) return empty(language, verdict.reason);

  const body = possessiveS(statementsOnly(text));
  const tokens = scanTokens(body);
  const sentences: [number, number][] = [];
  tokens.forEach((t, i) => {
    if (t.sentStart || !sentences.length) sentences.push([i, i + 1]);
    else sentences[sentences.length - 1]![1] = i + 1;
  });

  const recurrences = findRecurrences(tokens);
  const recurrenceTokens = new Set<number>();
  for (const r of recurrences) for (let k = r.start; k < r.end; k++) recurrenceTokens.add(k);
  const dates = findDates(tokens, language, recurrenceTokens);
  const times = findTimes(tokens);
  // First names of the people the user has told about, folded: read in lower case as them, and as
  // them where a club or a shop has the same name.
  const known = new Set((options.knownPeople ?? []).map(n => fold(n).split(/\s+/)[0]!).filter(n => n.length >= 2));
  const entities = findEntities(tokens, known);
  const blocked = new Set<number>([...entities.covered, ...recurrenceTokens]);
  for (const d of dates) for (let k = d.start; k < d.end; k++) blocked.add(k);
  for (const t of times) for (let k = t.start; k < t.end; k++) blocked.add(k);

  const peopleResult = findPeople(tokens, blocked, known, new Set((options.knownPets ?? []).map(foldKey)));
  // A person phrase followed by its verb starts a clause ("… e o Pedro precisa tomar vacina").
  const subjectStarts = new Set<number>();
  const personTokens = new Set<number>();
  for (const m of peopleResult.mentions) {
    for (let k = m.start; k < m.end; k++) personTokens.add(k);
    if (startsPredicate(tokens, m.end)) subjectStarts.add(m.start);
  }
  // A visit named as a landmark ("depois da cirurgia") starts no item of its own (checkups.ts).
  const mentions = findCheckupMentions(tokens, peopleResult.roleTokens).filter(m => m.kind !== 'vet' && m.kind !== 'followup' && !isLandmark(tokens, m.start));
  // Where checkups and events start, and the tokens of days and times: a second dated item after
  // "e"/"and" is a clause of its own (clauses.ts).
  const when = new Set<number>();
  for (const d of [...dates, ...times]) for (let k = d.start; k < d.end; k++) when.add(k);
  const items = {
    starts: new Set([
      ...mentions.map(m => m.start),
      ...EVENT_WORDS.scan(tokens)
        .filter(m => !isLandmark(tokens, m.start))
        .map(m => m.start),
    ]),
    when,
  };
  joinDanglingWhen(
    tokens,
    sentences,
    [...dates, ...times],
    items.starts,
    findRules(tokens).filter(r => r.freq === 'WEEKLY' && r.byDay.length),
  );
  const segs = segments(tokens, sentences, subjectStarts, personTokens, items);
  // "faço fisioterapia às segundas e quartas, às 9h": a therapy kept on weekdays is a routine on the
  // agenda, not a checkup to remind about.
  const weekly = findRules(tokens).filter(r => r.freq === 'WEEKLY' && r.byDay.length);
  const sentenceAt = (i: number) => sentences.findIndex(([a, b]) => i >= a && i < b);
  const sessions = new Set(mentions.filter(m => SESSION_WORDS.has(tokens[m.start]!.fold) && weekly.some(r => sentenceAt(r.start) === sentenceAt(m.start))).map(m => m.start));
  const checkups = [
    ...withProvider(
      extractCheckups({text: body, tokens, sentences, segments: segs, dates, times, recurrences, people: peopleResult, now: options.now, itemStarts: items.starts, sessions}),
      peopleResult,
    ),
    // "Fui ao Dr. Ernesto": a visit told by the doctor's name; the world says which booking it was.
    ...doctorVisits(tokens, peopleResult, sentences, dates, new Set(mentions.map(m => sentenceAt(m.start))), options.now),
  ];

  const checkupSegments = new Set<number>();
  segs.forEach((s, i) => {
    if (mentions.some(m => m.start >= s.start && m.start < s.end)) checkupSegments.add(i);
  });
  const events = extractEvents({
    tokens,
    sentences,
    segments: segs,
    dates,
    times,
    people: peopleResult,
    checkupSpans: mentions.filter(m => !sessions.has(m.start)).map(m => [m.start, m.end] as [number, number]),
    now: options.now,
    lang: language === 'en' ? 'en' : 'pt',
  });
  const subjects = peopleResult.mentions.flatMap(m => (m.person === 'user' ? [] : [{start: m.start, end: m.end, name: peopleResult.persons[m.person]!.name}]));
  const eventWords = eventWordsIn(tokens);
  const eventSegments = new Set(segs.flatMap((s, i) => (eventWords.some(w => w.start >= s.start && w.start < s.end) ? [i] : [])));
  const tasks = extractTasks({tokens, segments: segs, dates, times, checkupSegments, eventSegments, subjects, now: options.now, lang: language}).map(t => ({
    ...t,
    // "a carol pediu pra eu pegar os meninos": the to-do is "pegar os meninos".
    description: thingForPronoun(t.description, tokens, sentences)
      .replace(INTERJECTION_TAIL, '')
      .replace(/^eu\s+(?=\p{L}{3,}r\b)/iu, ''),
  }));
  // "oh and sign grace's permission slip, its due tmrw", "chegou a fatura, vence dia 22", "daycare
  // invoice due tomorrow": a thing to do, then its day — a to-do due then ("pay the daycare invoice"
  // for a bill, which "e-transferred the fee" then closes), not an agenda item. A bill that comes
  // back every month ("o condomínio vence todo dia 10") stays on the agenda.
  for (let k = events.length - 1; k >= 0; k--) {
    const e = events[k]!;
    const bill = BILL.test(e.title) || OWED.test(e.title);
    if (e.kind !== 'deadline' || e.rrule || e.time || (!e.toDo && !OWED.test(e.title))) continue;
    events.splice(k, 1);
    // "Não posso esquecer a taxa do condomínio, que vence na semana que vem": the to-do is what is owed.
    const title = e.title.replace(NEED_LEAD, '');
    const description =
      bill && !/^(?:pagar|pay)\b/i.test(title)
        ? `${language === 'en' ? 'pay' : 'pagar'} ${/^(?:o|a|the|my|our|meu|minha)\s/i.test(title) ? '' : language === 'en' ? 'the ' : `${ptArticle(title)} `}${title}`
        : title;
    // "também preciso renovar o passaporte…, vence em março": the to-do already read takes the day.
    const bare = (d: string) => fold(d).replace(NEED_LEAD, '');
    const same = tasks.find(t => bare(t.description) === bare(description));
    if (same) same.due ??= e.date;
    else tasks.push({description, status: 'open', due: e.date});
    // "Veio a conta de água, vence no dia 12. Tenho que pagar logo.": one to-do, the bill's.
    if (bill) for (let j = tasks.length - 1; j >= 0; j--) if (BARE_TODO.test(tasks[j]!.description.trim())) tasks.splice(j, 1);
  }

  // "theo saw the eye doctor today. he needs glasses!": the glasses are to get.
  const glasses = mentions.find(m => m.kind === 'glasses');
  if (glasses && mentions.some(m => m.kind === 'eye_exam') && tokens.slice(Math.max(0, glasses.start - 3), glasses.start).some(t => CUES.needed.has(t.fold))) {
    const description = language === 'en' ? 'get glasses' : 'comprar óculos';
    if (!tasks.some(t => /glasses|oculos|óculos/i.test(t.description))) tasks.push({description, status: 'open', due: null});
  }
  // "Biscuit needs his jabs at the vet soon. Can you put that on my list?": the sentence before is the to-do.
  const asked = ADD_TO_LIST_WORDS.exec(fold(text));
  if (asked) {
    const said = text
      .split(/(?<=[.!?])\s+/)
      .map(x => x.trim())
      .filter(Boolean);
    const at = said.findIndex(x => ADD_TO_LIST_WORDS.test(fold(x)));
    const before = at > 0 ? said[at - 1] : undefined;
    const todo = before?.replace(/[.!?]+$/, '').replace(/^(.+?)\s+(?:is due|needs|is overdue for|precisa de|precisa|tem que)\s+(?:her|his|its|their|a|o|the)?\s*/i, (_m, who: string) => `${who}: `);
    if (todo && !tasks.some(t => fold(t.description) === fold(todo))) tasks.push({description: todo, status: 'open', due: null});
  }
  // To-dos that only restate a visit the message names, so no to-do of their own:
  // - "my eye test is long overdue. I must book it.": booking "it" is the checkup's need;
  // - "quer q eu va junto", "tem q ir em jejum": how one goes to the visit is part of it;
  // - "o reforço do tétano dele venceu, tem que tomar logo": a verb with no thing of its own;
  // - "pediu pra eu voltar em três meses com os exames": the doctor's return, read as a need.
  const returns = checkups.some(c => c.provider && c.status === 'needed');
  const goesToVisit = (d: string) => {
    const m = GO_TO_VISIT.exec(fold(d));
    return !!m && checkups.some(c => c.kind === checkupKindIn(m[1]!));
  };
  const partOfVisit = (d: string) => BOOK_IT.test(d) || GOING_ALONG.test(d) || goesToVisit(d) || !readTaskPhrase(d).objects.length || (returns && RETURN_TODO.test(d));
  if (checkups.length) for (let j = tasks.length - 1; j >= 0; j--) if (partOfVisit(tasks[j]!.description.trim())) tasks.splice(j, 1);

  // Whoever goes to the vet with no stated relation is a pet ("Levei o Thor no veterinário").
  const vetSentences = sentences.filter(([a, b]) => tokens.slice(a, b).some(t => VET_WORDS.has(t.fold)));
  for (const m of peopleResult.mentions) {
    if (m.person === 'user') continue;
    const p = peopleResult.persons[m.person]!;
    if (p.unnamed || p.toUser || peopleResult.edges.some(e => e.subject === p.id || e.object === p.id)) continue;
    if (vetSentences.some(([a, b]) => m.head >= a && m.head < b)) {
      (p as typeof p & {merged?: boolean}).merged = true;
      peopleResult.pets.add(p.name.toLowerCase());
    }
  }
  // A name typed in lower case ("o bento", "a clara") is still a proper name: capitalised once
  // here, so people, checkups, events and questions all say "Bento".
  const display = new Map<string, string>();
  for (const p of peopleResult.persons) {
    if (p.unnamed || /\p{Lu}/u.test(p.name)) continue;
    display.set(p.name, displayName(p.name));
    p.name = displayName(p.name);
  }
  const shown = (name: string) => display.get(name) ?? name;
  for (const c of checkups) {
    c.person = shown(c.person);
    if (c.provider) c.provider = shown(c.provider);
  }
  for (const e of events) {
    e.person = shown(e.person);
    e.with = e.with.map(shown);
    // …and inside the title: "natação da duda" → "natação da Duda".
    for (const [typed, name] of display) e.title = e.title.replace(new RegExp(`(?<!\\p{L})${typed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'gu'), name);
  }
  for (const t of tasks) if (t.person) t.person = shown(t.person);
  // "we're out of dog food, need to order more", "acabou o café, preciso comprar mais": "more" is more of what ran out.
  const ranOut = /\b(?:out of|acabou o|acabou a|acabaram os|acabaram as|ficou sem|ficamos sem|sem)\s+([\p{L}' ]+?)(?=\s*(?:[,.;!]|$|\s+(?:e|and|gotta|need|preciso|tenho)\b))/iu.exec(body);
  if (ranOut) for (const t of tasks) if (/^\S+ (?:more|mais)$/i.test(t.description.trim())) t.description = `${t.description.trim()} ${ranOut[1]!.trim()}`;
  // One thing said once is one item: "remind me to call the insurance tomorrow" is a dated to-do
  // (no time, no recurrence), while "call com o cliente quinta às 14h" or "dia 10 de todo mês pagar
  // o aluguel" is on the agenda — the more precise reading wins.
  const precise = new Set(events.filter(e => e.time || e.rrule).map(e => fold(e.title)));
  const todo = new Set(tasks.map(t => fold(t.description)));
  // "pagar a internet q vence dia 8": a deadline that is a to-do's own day is that to-do.
  const owedTask = (e: ExtractedEvent) => e.kind === 'deadline' && tasks.some(t => t.due === e.date && fold(e.title).startsWith(fold(t.description)));
  const keptEvents = events.filter(e => e.time || e.rrule || (!todo.has(fold(e.title)) && !owedTask(e)));
  const keptTasks = tasks.filter(t => !precise.has(fold(t.description)));
  events.splice(0, events.length, ...keptEvents);
  tasks.splice(0, tasks.length, ...keptTasks);
  const pets = petsIn(peopleResult, tokens, sentences, dates, times, options.now);
  const user = aboutUser(body);
  if (user?.name) user.name = displayName(user.name);
  // A birthday told by the age reached ("I turned 42 today", "fez 80 anos ontem") is titled as a
  // birthday: the age is the person's (the profile's, for the user), and a yearly "turned 42" is
  // wrong every year after.
  for (const e of events) if (e.kind === 'birthday' && AGE_TITLE.test(fold(e.title))) e.title = language === 'en' ? 'birthday' : 'aniversário';
  const contract = toContract(peopleResult, new Set(checkups.map(c => c.person)));
  // The speaker's own name is not another person ("Meu nome é Paulo").
  const isUser = (name: string) => !!user?.name && fold(name) === fold(user.name);
  // "Pixie is our rescue greyhound… She's nine": an animal of the message is a pet, never also a person.
  const isPet = (name: string) => pets.some(p => fold(p.name) === fold(name));
  for (const pet of pets) {
    const age = contract.people.find(p => fold(p.name) === fold(pet.name))?.age;
    if (typeof age === 'number') pet.age = age;
  }
  const people = contract.people.filter(p => !isUser(p.name) && !isPet(p.name));
  // "nossa gata Frida", "o Rex", "Mia is our cat, she…": each pet's sex from the words bound to its name.
  for (const pet of pets) {
    const gender = petGender(tokens, sentences, foldKey(pet.name), {lang: language, pets: peopleResult.pets, alone: pets.length === 1 && !people.length});
    if (gender) pet.gender = gender;
  }
  const relationships = contract.relationships.filter(r => !isUser(r.subject) && !isUser(r.object) && !isPet(r.subject) && !isPet(r.object));
  const questions = followUpQuestions(peopleResult, checkups, language, [...(options.knownPeople ?? []), ...(user?.name ? [user.name] : [])]);
  const keywords = valueKeywords(text);
  const judgeInput = {text, people, checkups, tasks, hasDate: dates.length > 0 || times.length > 0, valueKeywords: keywords};

  const nothing = !people.length && !checkups.length && !events.length && !tasks.length && !dates.length && !entities.places.length && !entities.organizations.length && !user;
  if (nothing && !hasValueKeyword(text) && foldedWords(text).length <= 2) return empty(language, 'nothing worth remembering');

  return {
    language,
    keep: true,
    importance: judgeImportance(judgeInput),
    context: judgeContext(judgeInput),
    type: judgeType(judgeInput),
    people,
    relationships,
    places: entities.places,
    organizations: entities.organizations,
    checkups,
    tasks,
    events,
    questions,
    ...(pets.length ? {pets} : {}),
    ...(user ? {user} : {}),
    sentiment: judgeSentiment(text),
    reason: keywords.length ? `value keywords: ${keywords.slice(0, 3).join(', ')}` : 'judged by rules',
  };
}
