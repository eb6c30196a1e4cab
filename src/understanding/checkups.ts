/**
 * Health checkups: specialty words (formal and informal, PT/EN), who goes (the speaker, a
 * subject, the person taken or booked for), status from verbs and dates, the date and time,
 * and stated recurrences.
 */
import type {Segment} from './clauses.js';
import {inherentTense, resolveSpec, type DateMention, type TimeMention} from './dates.js';
import type {PeopleResult} from './people/index.js';
import type {RecurrenceMention} from './recurrence.js';
import {firstPhraseAt, isWord, scanTokens, type Token} from './text.js';
import {isCheckupKind} from '../domain/checkup-kinds.js';
import type {CheckupKind, CheckupStatus, ExtractedCheckup} from '../domain/types.js';
import {
  AGENT_VERBS,
  ANALYSES_DETERMINERS,
  ANALYSES_LEADS,
  CALLER_ACTS,
  CALLER_PLACE,
  CARRIED,
  BARE_CHECKUPS,
  BOOKED_FOR,
  JUST_DID,
  JUST_WORDS,
  CARDIO_LEADS,
  CLEANING_NOUNS,
  CLEANING_OWNERS,
  COMPLEMENT_STOP,
  COPULAS,
  DAY_ARTICLES,
  DEADLINE_LEADS,
  DENTAL_HEADS,
  EN_APPOINTMENT,
  FETCH_VERBS,
  FOR_WORDS,
  FROM_DETERMINERS,
  GLASSES_WORDS,
  LAST_WORDS,
  LEX,
  NEXT_ONE,
  NEXT_WORDS,
  NOT_A_VISIT_NAME,
  OFFICE_WORDS,
  PAPER_HEADS,
  PLAIN_APPOINTMENT,
  PREDICATE_ADVERBS,
  PREDICATE_DETERMINERS,
  PRACTICE_ACTS,
  PRACTICE_MOVES,
  PRACTICE_DETERMINERS,
  PRACTICE_LEADS,
  PRACTICE_OWNERS,
  PREFERENCE,
  SEEING,
  TOPIC_LEADS,
  CONTACT_BOOKS,
  CONTACTED,
  EN_OPERATIONS,
  OPERATION_HEAD_STOPS,
  REMIND_ABOUT,
  CONTACT_LINKS,
  CONTACT_VERBS,
  WISH_AUXILIARIES,
  type Kind,
  type RawMention,
} from './checkups/lexicon.js';
import {operationsSaid} from './checkups/operations.js';
import {bareCollections, seenVisits} from './checkups/seen.js';
import {isDoctor, whoGoes} from './checkups/who-goes.js';
import {findCue, isRoutine, pendingRound} from './checkups/status.js';
import {pickDate, pickTime, recurrenceTargets} from './checkups/when.js';
import {hoursEach} from './checkups/each-hour.js';
import {isLandmark, landmarkLead} from './events/extract.js';
import {EVENT_WORDS} from './events/lexicon.js';
import {findRules} from './events/rrule.js';
import {KINSHIP} from './kinship.js';
import {CUES, DEFINITE_ARTICLES, INDEFINITE_ARTICLES, PT_OF_WORDS, RELATIVE_PRONOUNS} from './lexicon.js';

/** What a dental visit finds: said denied ("sem cáries"), it is how the visit went. */
const NO_FINDINGS = new Set(['carie', 'caries', 'cavity', 'cavities', 'filling', 'fillings', 'obturacao', 'obturacoes']);
/** A doctor's state said after them: "está de baixa", "is off sick", "ta de férias". */
const DOCTOR_STATE_VERBS = new Set(['esta', 'ta', 'estava', 'ficou', 'anda', 'is', "'s", 'was', 'has', 'went']);
const DOCTOR_STATES = new Set(['doente', 'sick', 'ill', 'away', 'retired', 'aposentado', 'aposentada', 'reformado', 'reformada']);
/** "de baixa", "de férias", "off sick", "on holiday", "on leave": away for a while. */
const DOCTOR_AWAY: Record<string, ReadonlySet<string>> = {
  de: new Set(['baixa', 'ferias', 'licenca', 'folga', 'atestado']),
  off: new Set(['sick', 'work', 'ill']),
  on: new Set(['holiday', 'leave', 'vacation', 'pto']),
};
const doctorState = (tokens: Token[], k: number): boolean => DOCTOR_STATES.has(tokens[k]?.fold ?? '') || !!DOCTOR_AWAY[tokens[k]?.fold ?? '']?.has(tokens[k + 1]?.fold ?? '');

export interface CheckupContext {
  text: string;
  tokens: Token[];
  sentences: [number, number][];
  segments: Segment[];
  dates: DateMention[];
  times: TimeMention[];
  recurrences: RecurrenceMention[];
  people: PeopleResult;
  now: Date;
  /** Where checkup and event words start (index.ts): a clause holding another one has its own time. */
  itemStarts?: Set<number>;
  /** Mentions that are weekly sessions on the agenda, not checkups ("fisioterapia às segundas e quartas"). */
  sessions?: Set<number>;
}

interface Built extends ExtractedCheckup {
  /** A weak reading (no verb, no date): merges into a stronger one for the same person and kind. */
  weak: boolean;
  personIds: (number | 'user')[];
  start: number;
  /** Read from a doctor's specialty ("minha dermato", "o dr joão, pediatra") or from the return they ask for ("voltar"). */
  via?: 'doctor' | 'return';
}

/**
 * "lunch w/ brad from kessler ortho", "o joão da clínica sorriso dental": a specialty after "from" and
 * a name is a company's name, not a visit.
 */
function companyName(tokens: Token[], start: number): boolean {
  const before = tokens[start - 1];
  return tokens[start - 2]?.fold === 'from' && isWord(before) && !FROM_DETERMINERS.has(before!.fold) && !/['’]s$/.test(before!.text);
}

function dentalCleanings(tokens: Token[], taken: RawMention[]): RawMention[] {
  const out: RawMention[] = [];
  tokens.forEach((t, i) => {
    if (t.fold !== 'cleaning' || taken.some(m => i >= m.start && i < m.end)) return;
    if (CLEANING_OWNERS.has(tokens[i - 1]?.fold ?? '') && !CLEANING_NOUNS.has(tokens[i + 1]?.fold ?? '')) out.push({start: i, end: i + 1, kind: 'dentist'});
  });
  return out;
}

/** Checkup mentions in the tokens (specialties, generic "consulta", follow-ups). */
export function findCheckupMentions(tokens: Token[], skip: Set<number>): RawMention[] {
  const found = LEX.scan(tokens)
    .filter(m => ![...Array(m.end - m.start).keys()].some(k => skip.has(m.start + k)) && !companyName(tokens, m.start))
    .map(m => ({start: m.start, end: m.end, kind: practiceSurgery(tokens, m.start, m.end) ? ('practice' as const) : m.value}));
  const all = [
    ...found,
    ...dentalCleanings(tokens, found),
    ...namedReturns(tokens, found),
    ...bareAnalyses(tokens, found),
    ...bareCollections(tokens, found),
    ...gluedEmergency(tokens),
    ...operationsSaid(tokens, found),
    ...seenVisits(tokens, found),
  ];
  return withoutSessions(tokens, all).sort((a, b) => a.start - b.start);
}

/**
 * The British "surgery" is the GP's practice where it is a place one goes to or rings, or a
 * practice that acts: "an appointment at the surgery", "rang the surgery", "the surgery texted",
 * "the doctor's surgery". Elsewhere it is an operation: "the surgery went well", "mum has surgery
 * on Friday", "surgery's approved".
 */
function practiceSurgery(tokens: Token[], start: number, end: number): boolean {
  if (end - start !== 1 || tokens[start]!.fold !== 'surgery') return false;
  const f = (k: number) => tokens[k]?.fold ?? '';
  // "the GP's surgery", "the doctor's surgery", "the doctors' surgery".
  if (["'s", "'"].includes(f(start - 1)) && PRACTICE_OWNERS.has(f(start - 2))) return true;
  if (!PRACTICE_DETERMINERS.has(f(start - 1))) return false;
  // "the surgery rang"; "the surgery's bumped Mum", "the surgery has moved him": a practice acting on someone
  // ("the surgery's moved to Friday" is the operation moved).
  const movesSomeone = ["'s", 'has'].includes(f(end)) && PRACTICE_MOVES.has(f(end + 1)) && !['to', 'till', 'until', 'for', 'back', 'forward', 'up'].includes(f(end + 2));
  return PRACTICE_LEADS.has(f(start - 2)) || (f(start - 1) === 'the' && (PRACTICE_ACTS.has(f(end)) || movesSomeone));
}

/**
 * Portugal's "análises" alone is blood work after a verb of doing or booking them ("fazer análises",
 * "marcaram-lhe as análises") or as the thing itself with its article ("as análises da mãe passaram
 * para sexta"); "análises de mercado" is another kind of analysis.
 */
function bareAnalyses(tokens: Token[], taken: RawMention[]): RawMention[] {
  const out: RawMention[] = [];
  tokens.forEach((t, i) => {
    if (t.fold !== 'analises' || taken.some(m => i >= m.start && i < m.end)) return;
    // "análises de mercado": another kind; "as análises da Lurdes", "da mãe": whose they are.
    const of = tokens[i + 1];
    const owner = ['minha', 'meu', 'nossa', 'nosso', 'tua', 'teu'].includes(tokens[i + 2]?.fold ?? '') ? i + 3 : i + 2;
    // "as análises de 5.ª feira", "de amanhã": a day after "de" says which, not what kind.
    const ofDay = ANALYSES_DAY.test(tokens[i + 2]?.fold ?? '');
    if (of && PT_OF_WORDS.has(of.fold) && !ofDay && !(tokens[owner]?.cap || KINSHIP.match(tokens, owner))) return;
    let k = i - 1;
    while (k > i - 3 && ANALYSES_DETERMINERS.has(tokens[k]?.fold ?? '')) k--;
    const lead = (tokens[k]?.fold ?? '').replace(ENCLITIC, '');
    // "as análises", "das análises do pai", "nas análises": the thing itself, with its article.
    // "as minhas análises", "das tuas análises": a possessive between the article and the word.
    const article = POSSESSIVE_PLURALS.has(tokens[i - 1]?.fold ?? '') ? tokens[i - 2] : tokens[i - 1];
    const withArticle = ['as', 'umas', 'novas', 'das', 'nas', 'pelas'].includes(article?.fold ?? '');
    if (ANALYSES_LEADS.has(lead) || withArticle) out.push({start: i, end: i + 1, kind: 'blood_test'});
  });
  return out;
}

/** Possessives between an article and "análises": "as minhas", "das tuas", "as nossas". */
const POSSESSIVE_PLURALS: ReadonlySet<string> = new Set(['minhas', 'tuas', 'suas', 'nossas', 'vossas']);

/** The day words that may follow "análises de": a weekday, "5.ª", today, tomorrow, "dia 9", a part of the day ("de manhã"). */
const ANALYSES_DAY = /^(?:segunda|terca|quarta|quinta|sexta|sabado|domingo|amanha|hoje|ontem|dia|manha|tarde|madrugada|\d{1,2}(?:\.?[ªa])?)$/;

/** A pronoun written after its verb ("marcaram-lhe", "levá-la"): the verb is read without it. */
const ENCLITIC = /-(?:me|te|se|lhe|lhes|nos|vos|o|a|os|as|lo|la|los|las|no|na|nos|nas)$/;

/**
 * A doctor or a practice as the subject of a verb of calling or writing ("a pediatra ligou", "dr's office
 * called", "the GP texted"), with no other visit said in its sentence: someone who spoke, not a visit.
 */
function callerOnly(tokens: Token[], m: RawMention, raw: RawMention[], ctx: CheckupContext): boolean {
  let k = m.end;
  while (k < m.end + 3 && CALLER_PLACE.has(tokens[k]?.fold ?? '')) k++;
  // "a médica da Matilde ligou", "Ethan's doctor called": whose doctor it is, said between.
  if (k > m.end && ctx.people.mentions.some(x => x.start === k)) k = ctx.people.mentions.find(x => x.start === k)!.end;
  if (!CALLER_ACTS.has((tokens[k]?.fold ?? '').replace(/-(?:me|nos|lhe|lhes|te)$/, ''))) return false;
  // What the call says may be the visit: another visit named, or a day in a later sentence ("the GP rang: they'd like to see him on the 6th").
  const seg = ctx.segments.find(x => k >= x.start && k < x.end);
  return !raw.some(o => o !== m) && !ctx.dates.some(d => d.start >= (seg?.end ?? tokens.length)) && !carriedBefore(tokens, m.start, ctx);
}

/**
 * "levei meu pai hj, o médico disse que…", "took Mum in this morning, the doctor says…": someone taken,
 * told as done before the doctor who speaks, was taken to that doctor — the visit had, not a call.
 */
function carriedBefore(tokens: Token[], at: number, ctx: CheckupContext): boolean {
  const from = ctx.sentences.find(([a, b]) => at >= a && at < b)?.[0] ?? at;
  return tokens.slice(from, at).some(t => CARRIED.has(t.fold) && ctx.people.mentions.some(x => x.person !== 'user' && x.start > t.i && x.start <= t.i + 3));
}

/** "A&E", typed as one word with its ampersand: unplanned care, no booking. */
function gluedEmergency(tokens: Token[]): RawMention[] {
  const out: RawMention[] = [];
  tokens.forEach((t, i) => {
    const [amp, e] = [tokens[i + 1], tokens[i + 2]];
    if (t.fold === 'a' && amp?.text === '&' && e?.fold === 'e' && amp.start === t.end && e.start === amp.end) out.push({start: i, end: i + 3, kind: 'emergency'});
  });
  return out;
}

/**
 * A visit of no contract kind kept on stated weekdays ("a fisio é às 2.ªs e 4.ªs", "mum's chiropody
 * is every other Friday") is a routine on the agenda, read by the event reader, not a checkup to
 * remind about — when the event reader has a word for it.
 */
function withoutSessions(tokens: Token[], mentions: RawMention[]): RawMention[] {
  const weekly = findRules(tokens).filter(r => r.freq === 'WEEKLY' && r.byDay.length);
  if (!weekly.length) return mentions;
  const sentence: number[] = [];
  for (const [i, t] of tokens.entries()) sentence.push((sentence[i - 1] ?? 0) + (t.sentStart && i > 0 ? 1 : 0));
  const sentenceOf = (i: number) => sentence[i];
  return mentions.filter(m => !(m.kind === 'other' && EVENT_WORDS.match(tokens, m.start) && weekly.some(r => sentenceOf(r.start) === sentenceOf(m.start))));
}

/**
 * "they'll see Raj again in six months": the lexicon's return said with a name where it has a
 * pronoun ("see him again") — as a message reads once its pronouns are bound to the people meant.
 */
function namedReturns(tokens: Token[], taken: RawMention[]): RawMention[] {
  const out: RawMention[] = [];
  tokens.forEach((t, i) => {
    if (t.fold !== 'see' || taken.some(m => i >= m.start && i < m.end)) return;
    const name = tokens[i + 1];
    if (name?.kind !== 'word' || !/^\p{Lu}/u.test(name.text) || !['again', 'back'].includes(tokens[i + 2]?.fold ?? '')) return;
    out.push({start: i, end: i + 3, kind: 'return'});
  });
  return out;
}

/**
 * The checkup kind a text names ("dentista", "eye appt"), the specific one before a generic one;
 * a generic "consulta"/"appointment" is 'other', which answers read as any checkup.
 */
export function checkupKindIn(text: string): string | null {
  // The practice is the family doctor's; unplanned care names no visit one keeps.
  const kinds = findCheckupMentions(scanTokens(text), new Set())
    .filter(m => m.kind !== 'emergency')
    .map(m => (m.kind === 'practice' ? 'general_checkup' : isCheckupKind(m.kind as string) ? (m.kind as string) : 'other'));
  return kinds.find(k => k !== 'other') ?? kinds[0] ?? null;
}

/** A bare "check-up" that a doctor sees one for, said in the same clause. */
function seenFor(tokens: Token[], seg: Segment, m: RawMention): boolean {
  const text = tokens
    .slice(m.start, m.end)
    .map(t => t.fold)
    .join(' ');
  return BARE_CHECKUPS.has(text) && tokens.slice(seg.start, m.start).some(t => SEEING.has(t.fold));
}

/** Extract checkups from an analysed message. */
export function extractCheckups(ctx: CheckupContext): ExtractedCheckup[] {
  const {tokens, people} = ctx;
  const roleTokens = roleTokensToSkip(ctx);
  // "dorme aqui até domingo pra cuidar de mim depois da operação": a visit that places something else in
  // time is one already known, not a new booking on that sentence's day.
  const raw = findCheckupMentions(tokens, roleTokens).filter(m => !ctx.sessions?.has(m.start) && !isLandmark(tokens, m.start));
  // "doc wants an ekg done before the procedure": the visits a need must come before.
  const deadlines = findCheckupMentions(tokens, roleTokens).filter(m => DEADLINE_LEADS.has(landmarkLead(tokens, m.start) ?? ''));
  // Specialties said of a doctor ("o Dr. Ernesto, meu geriatra"): not visits, but what a bare "consulta" with them is.
  const roleKinds = findCheckupMentions(tokens, new Set()).filter(m => roleTokens.has(m.start) && isSpecific(m.kind));
  const built: Built[] = [];
  const segOf = (i: number) => ctx.segments.find(s => i >= s.start && i < s.end) ?? null;
  const sentOf = (i: number) => ctx.sentences.findIndex(([a, b]) => i >= a && i < b);
  const recurrenceOf = recurrenceTargets(ctx, raw);

  for (const m of raw) {
    // A&E, urgent care, "as urgências": care nobody books, and no need to book it.
    if (m.kind === 'vet' || m.kind === 'emergency') continue;
    // "o médico ligou", "my gp rang this morning", "the dentist's office called": a doctor who calls or writes
    // is a party speaking, no visit — unless the sentence names a visit it speaks of ("… about the appt").
    if (callerOnly(tokens, m, raw, ctx)) continue;
    // "amanhã busco os óculos novos na ótica", "collecting my new specs": the glasses are a thing to get, no exam.
    if (tokens.slice(m.start, m.end).some(t => GLASSES_WORDS.has(t.fold)) && tokens.slice(Math.max(0, m.start - 2), m.start).some(t => FETCH_VERBS.has(t.fold))) continue;
    const si = sentOf(m.start);
    if (si < 0) continue;
    const [sa, sb] = ctx.sentences[si]!;
    let seg = segOf(m.start) ?? {start: sa, end: sb, sentence: si};
    let bookedIn: Segment | null = null;
    // "falei com a fono q a pediatra indicou, a dra sônia. agendou pro bento dia 12 as 14h15": a later
    // clause that books with a day and names no visit of its own books this one.
    if (!ctx.dates.some(d => d.start >= seg.start && d.start < seg.end)) {
      const later = ctx.segments.filter(s => s.sentence === seg.sentence && s.start >= seg.end);
      const booking = later.find(s => tokens.slice(s.start, s.end).some(t => CUES.scheduled.has(t.fold)) && ctx.dates.some(d => d.start >= s.start && d.start < s.end));
      if (booking && !raw.some(r => r !== m && r.start >= seg.end && r.start < booking.end && isSpecific(r.kind))) {
        seg = {...seg, end: booking.end};
        bookedIn = booking;
      }
    }
    const sentenceMentions = raw.filter(r => r.start >= sa && r.start < sb);
    // Pets go to the vet; nothing in a vet sentence is the user's checkup, nor in one about a pet ("Pixie has had her booster").
    if (sentenceMentions.some(r => r.kind === 'vet') || people.petSpans.some(([a]) => a >= sa && a < sb) || tokens.slice(sa, sb).some(t => people.pets.has(t.fold))) continue;
    const specificInSeg = sentenceMentions.some(r => r !== m && isSpecific(r.kind) && r.start >= seg.start && r.start < seg.end);
    const specificInSentence = sentenceMentions.some(r => r !== m && isSpecific(r.kind));
    if ((m.kind === 'generic' || m.kind === 'doctor') && specificInSeg) continue;
    if (m.kind === 'generic' && specificInSentence) continue;
    // "fui às urgências, o médico disse…", "took him to urgent care for an appointment": the visit the
    // sentence tells of is the unplanned one.
    const emergency = sentenceMentions.some(r => r.kind === 'emergency');
    if (emergency && !isSpecific(m.kind)) continue;
    // The practice is where a visit is ("vacina no centro de saúde", "appointment at the surgery"):
    // a visit of its own only when the sentence names none, and never when it is the practice that acts
    // ("the surgery rang", "o centro de saúde ligou").
    const practiceInSentence = sentenceMentions.some(r => r.kind === 'practice');
    if (m.kind === 'practice' && (sentenceMentions.some(r => r.kind !== 'practice') || AGENT_VERBS.has(tokens[m.end]?.fold ?? '') || PRACTICE_ACTS.has(tokens[m.end]?.fold ?? ''))) continue;
    let kind: CheckupKind;
    let repeated: string | null = null;
    // A visit the doctor asks to see one for again: a return, though said by its kind.
    let seenAgain = m.kind === 'return';
    if (m.kind === 'followup' || m.kind === 'return') {
      if (specificInSeg) continue;
      // "preciso voltar em seis meses" repeats the visit just named; a bare "retorno" is some appointment.
      // "back from the ortho… next one is nov 5": the visit a follow-up repeats may sit in an earlier sentence.
      // "…wants her to get an x-ray first, and will review her again in four months": what is
      // seen again is the visit had (the memory clinic), not the test it asked for.
      const had = m.kind === 'return' ? built.filter(b => b.start < m.start && sentOf(b.start) >= si - 1 && b.status === 'done').pop() : undefined;
      const prev = had ?? built.filter(b => b.start < m.start && sentOf(b.start) === si).pop() ?? (m.kind === 'followup' ? built.filter(b => b.start < m.start).pop() : undefined);
      if (!prev && m.kind === 'return') continue;
      // "a próxima é minha", "the next one's on me": no visit before it and no day — a round, not a visit.
      if (!prev && firstPhraseAt(tokens, m.start, NEXT_ONE) === m.end - m.start && !ctx.dates.some(d => d.start >= seg.start && d.start < seg.end)) continue;
      kind = prev ? prev.kind : 'other';
      repeated = prev?.label ?? null;
    } else if (m.kind === 'generic') {
      // "consulta" alone: only an appointment when something dates or books it; "consulta com a Dra.
      // Vera, minha cardiologista": the specialty of the doctor it is with is its kind.
      const role = roleKinds.find(r => r.start >= sa && r.start < sb && r.kind !== 'other');
      // "an appointment at the surgery", "consulta no centro de saúde": with the family doctor.
      kind = role ? (role.kind as CheckupKind) : practiceInSentence ? 'general_checkup' : 'other';
    } else if (m.kind === 'doctor' || m.kind === 'practice') {
      kind = 'general_checkup';
    } else if (m.kind === 'glasses') {
      // "needs glasses", "precisa de óculos": an eye exam to get them; "usa óculos" says nothing new.
      const before = tokens.slice(Math.max(sa, m.start - 3), m.start).map(t => t.fold);
      // After an eye exam the same message tells of, glasses are a thing to get (a to-do), not another exam.
      if (!before.some(w => CUES.needed.has(w) || w === 'novos' || w === 'new') || specificInSentence || raw.some(r => r.kind === 'eye_exam')) continue;
      kind = 'eye_exam';
    } else {
      kind = m.kind as CheckupKind;
      // "The optician fitted my new lenses. He wants me back for a check-up next year": the
      // check-up a doctor asks to see one for is a visit of their own kind, the one just had.
      const had = kind === 'general_checkup' && seenFor(tokens, seg, m) ? built.filter(b => b.start < m.start && sentOf(b.start) >= si - 1 && b.status === 'done' && b.kind !== kind).pop() : undefined;
      if (had) {
        kind = had.kind;
        repeated = had.label ?? null;
        seenAgain = true;
      }
    }
    // Portuguese "no cardio" is the cardiologist; English "cardio" is exercise.
    if (tokens[m.start]?.fold === 'cardio' && m.end - m.start === 1 && !CARDIO_LEADS.has(tokens[m.start - 1]?.fold ?? '')) continue;
    // "não tinha cárie nenhuma", "sem cáries", "no cavities": a finding denied is the news of a visit, no visit of its own.
    const finding = range(tokens, m.start, m.end).every(t => NO_FINDINGS.has(t.fold));
    if (
      finding &&
      (range(tokens, Math.max(seg.start, m.start - 3), m.start).some(t => ['nao', 'sem', 'no', 'zero', 'nenhuma', 'nenhum'].includes(t.fold)) ||
        ['nenhuma', 'nenhum', 'none'].includes(tokens[m.end]?.fold ?? ''))
    )
      continue;
    // "o médico está de baixa", "the GP is off sick", "a pediatra está de férias": the doctor's state is no visit.
    if (DOCTOR_STATE_VERBS.has(tokens[m.end]?.fold ?? '') && doctorState(tokens, m.end + 1)) continue;
    // "dental" alone is an adjective ("dental floss"); it names a visit only before one.
    // "Mia's dental is on Friday": after someone's name, the noun itself, said of its day.
    const dentalNoun = ["'s", 'her', 'his', 'my', 'the'].includes(tokens[m.start - 1]?.fold ?? '') && ['is', "'s", 'was', 'on', 'at', 'for'].includes(tokens[m.end]?.fold ?? '');
    if (m.end - m.start === 1 && tokens[m.start]?.fold === 'dental' && !DENTAL_HEADS.has(tokens[m.end]?.fold ?? '') && !dentalNoun) continue;
    // "she hates the dentist" is a like, not a visit; "would like to see Dad" / "I'd like to book" is a wish for one.
    if (range(tokens, seg.start, seg.end).some((t, k) => PREFERENCE.has(t.fold) && !(t.fold === 'like' && WISH_AUXILIARIES.has(tokens[seg.start + k - 1]?.fold ?? '')))) continue;
    // "falei com a fono q a pediatra indicou": a doctor in a relative clause, doing something, is no visit.
    const rel = DEFINITE_ARTICLES.has(tokens[m.start - 1]?.fold ?? '') ? m.start - 2 : m.start - 1;
    if (RELATIVE_PRONOUNS.has(tokens[rel]?.fold ?? '') && /(?:ou|eu|iu|ed)$/.test(tokens[m.end]?.fold ?? '')) continue;
    // "grace's pediatrician called", "o pediatra falou q o bento vai ter q usar óculos": the doctor is who acts.
    let after = m.end;
    if (tokens[after]?.fold === "'s") after++;
    while (OFFICE_WORDS.has(tokens[after]?.fold ?? '')) after++;
    // …unless that doctor is the only visit the message names: "Mum's surgery phoned… The nurse wants to see her on Monday".
    // ("dads done w/ surgery, doc says all good": the surgery, even a visit of no specialty, is the visit.)
    if (
      AGENT_VERBS.has(tokens[after]?.fold ?? '') &&
      !sentenceMentions.some(r => r.kind === 'return' || r.kind === 'followup') &&
      raw.some(r => r !== m && (isSpecific(r.kind) || r.kind === 'generic'))
    )
      continue;
    // "gotta call cigna re dads knee surgery approval": the visit is what the call is about, or its papers.
    // ("remind me about Leo's dentist": what one asks to be reminded of is the visit itself.)
    const topicAt = tokens.slice(Math.max(seg.start, m.start - 3), m.start).findIndex(t => TOPIC_LEADS.has(t.fold));
    const lead = Math.max(seg.start, m.start - 3) + topicAt;
    const remindedOf = topicAt >= 0 && (REMIND_ABOUT.has(tokens[lead - 1]?.fold ?? '') || (tokens[lead - 1]?.fold === 'me' && REMIND_ABOUT.has(tokens[lead - 2]?.fold ?? '')));
    if (PAPER_HEADS.has(tokens[m.end]?.fold ?? '') || (topicAt >= 0 && !remindedOf)) continue;
    // "remind me to call the dentist", "tenho de ligar ao médico": the practice is who is called; the call is the to-do.
    if (
      contactOnly(
        tokens,
        seg,
        m.start,
        sb,
        ctx.times.some(x => x.start > m.end && x.start < sb),
      )
    )
      continue;
    // "O pai do Lucas é médico", "Ben is a dentist": a profession, not a visit.
    if (!m.byVerb && isPredicate(tokens, m.start)) continue;

    // Who.
    let persons = whoGoes(
      ctx,
      m,
      sa,
      seg,
      sentenceMentions.filter(r => r.start >= seg.start && r.start < seg.end),
    );
    if (persons === null) continue;
    if (!persons.length) persons = ['user'];
    // …"marcou pra laís": whom that clause books it for.
    if (bookedIn && persons.length === 1 && persons[0] === 'user') {
      const b = bookedIn;
      const k = tokens.findIndex((t, j) => j >= b.start && j < b.end && FOR_WORDS.has(t.fold));
      const who = k >= 0 ? people.mentions.find(x => x.person !== 'user' && x.start > k && x.start <= k + 2) : undefined;
      if (who && who.person !== 'user') persons = [who.person];
    }
    // "dentista com a dra lu": the doctor sees the patient (theirs if named, else the speaker).
    const viaDoctor = people.roleTokens.has(m.start) || persons.some(p => p !== 'user' && isDoctor(people, p));
    persons = [...new Set(persons.map(p => (p !== 'user' && isDoctor(people, p) ? (people.edges.find(e => e.subject === p && e.base === 'doctor')?.object ?? 'user') : p)))];
    // "Fomos ao pediatra com o Miguel": companions named with "com"/"with" go too.
    if (persons.includes('user')) {
      for (let k = seg.start; k < seg.end; k++) {
        if (!['com', 'with'].includes(tokens[k]!.fold)) continue;
        const mm = people.mentions.find(x => x.person !== 'user' && x.start > k && x.start <= k + 2);
        if (mm && mm.person !== 'user' && !isDoctor(people, mm.person)) persons.push(mm.person);
      }
    }
    // Adults do not see the pediatrician: the children in the group do.
    if (kind === 'pediatrician' && persons.some(p => p !== 'user')) persons = persons.filter(p => p !== 'user');

    // Status from verbs, dates and recurrence.
    const cue = findCue(tokens, seg, m, sa);
    const rec = recurrenceOf.get(m) ?? null;
    // A routine takes only a date of its own clause ("Tom became my boss last year and he has a physical every year"),
    // or the day another clause gives for the last one ("vou ao dentista a cada 6 meses, a última vez foi em março").
    const lastVisit =
      rec === null
        ? null
        : (ctx.dates.find(d => {
            const ds = segOf(d.start);
            return !!ds && ds !== seg && ds.sentence === seg.sentence && !raw.some(r => r.start >= ds.start && r.start < ds.end) && tokens.slice(ds.start, ds.end).some(t => LAST_WORDS.has(t.fold));
          }) ?? null);
    const ownDates = ctx.dates.filter(d => d.start >= seg.start && d.end <= seg.end);
    let date = rec === null ? pickDate(ctx, seg, m, sa, sb, raw, cue) : ownDates.length ? pickDate({...ctx, dates: ownDates}, seg, m, sa, sb, raw, cue) : lastVisit;
    // "consulta com a dra paula, a dermato, dia 14 às 11": the generic word and the specialty are one visit.
    // "booked my eye exam … at the optometrist": two words for one kind are one visit.
    const visitsInSentence = new Set(sentenceMentions.filter(r => isSpecific(r.kind)).map(r => r.kind)).size || sentenceMentions.length;
    const time0 = pickTime(ctx, seg, sa, sb, visitsInSentence);
    // "levei minha mãe no laboratório hoje, o resultado fica pronto na sexta": a visit told in the
    // past takes no future day from another clause — that day is the other clause's.
    const elsewhere = (x: {start: number} | null) => !!x && (x.start < seg.start || x.start >= seg.end);
    const pastVisit = cue === 'done' && elsewhere(date) && inherentTense(date!.spec, ctx.now) === 'future';
    if (pastVisit) date = null;
    const time = pastVisit && time0 && ctx.times.some(x => x.time === time0 && elsewhere(x)) ? null : time0;
    const inh = date ? inherentTense(date.spec, ctx.now) : null;
    let status: CheckupStatus;
    let weak = false;
    const specificDay = date && ['offset-days', 'weekday', 'day-month', 'day', 'in', 'span', 'shift', 'workday'].includes(date.spec.kind);
    switch (cue) {
      case 'scheduled':
        status = inh === 'past' && !time ? 'done' : 'scheduled';
        break;
      case 'done':
        // "got the dentist for Friday", "got mum a hearing test for Monday": a visit got *for* a day is
        // booked for it — told in the past, dated ahead.
        status = inh === 'future' || (inh !== 'past' && date && bookedFor(tokens, date.start)) ? 'scheduled' : 'done';
        // "a consulta correu bem, aparelho só ano que vem": a visit ahead with no day of its own is still to book.
        if (status === 'scheduled' && !specificDay && !time) status = 'needed';
        break;
      case 'needed':
        status = time && specificDay ? 'scheduled' : 'needed';
        break;
      case 'future':
        status = specificDay || time ? 'scheduled' : 'needed';
        break;
      case 'negated-done':
      case 'negated-scheduled':
        status = 'needed';
        break;
      case 'negated-needed':
        continue;
      default:
        if (inh === 'past') status = 'done';
        else if (date && (specificDay || time)) status = 'scheduled';
        else {
          status = 'needed';
          weak = !date && !time;
        }
    }
    // "fui ao dentista hoje, a próxima é em junho", "…next one is in June": the next visit is ahead, whatever the visit told before it.
    if (status === 'done' && m.kind === 'followup' && range(tokens, m.start, m.end).some(t => NEXT_WORDS.has(t.fold))) status = specificDay || time ? 'scheduled' : 'needed';
    // "will review her again in four months": a return asked for, from that day, is no booking until one is made.
    if (seenAgain && cue !== 'scheduled' && !time && status === 'scheduled') status = 'needed';
    // A routine ("faz hemograma a cada 4 meses", "goes to the dentist every year", "vou ao
    // dentista todo ano", "tem consulta no cardio a cada 3 meses") is neither an open need nor a
    // booking. `needed` would make reminders nag today about something the person already keeps
    // up; `scheduled` with no day would claim a booking and silence the interval. The habitual
    // present asserts past visits, so it is `done` with the day unknown (date null, never
    // invented): reminders then count the interval from when they learned it, and the follow-up
    // questions ask when the last one was so the real due day can be set. An explicit need
    // ("preciso ir … a cada 6 meses", "should", "tem que") or booking ("marquei") keeps its status.
    if (rec !== null && ((!date && !time && isRoutine(tokens, seg, m, cue, status)) || (date && date === lastVisit))) {
      status = 'done';
      weak = false;
      // "…todo ano, mas esse ano ainda não tomou": the routine is kept, but this round is still open.
      if (!date && pendingRound(ctx, raw, seg)) status = 'needed';
    }
    // A generic "consulta"/"exame" with nothing to say about it is noise.
    if ((m.kind === 'generic' || m.kind === 'practice') && !date && !time && cue === null) continue;
    let resolved = date ? resolveSpec(date.spec, ctx.now, status === 'done' ? 'past' : 'future') : null;
    // "acabei de sair do dentista", "just got back from the GP": a visit just had is today's.
    if (status === 'done' && !resolved && !rec && justDone(tokens, seg)) resolved = resolveSpec({kind: 'offset-days', days: 0}, ctx.now, 'past');
    // "I haven't been to the dentist in two years": the span is how long it has been, not a booking.
    if (resolved && status !== 'done' && (cue?.startsWith('negated') || resolved.tense === 'past')) resolved = null;
    const deadline = status === 'needed' && !resolved ? deadlines.find(d => d.start > m.end && sentOf(d.start) === si) : undefined;
    const each = time ? hoursEach(ctx, persons, sa, sb) : null;
    for (const p of persons) {
      const name = p === 'user' ? 'user' : people.persons[p]!.name;
      built.push({
        ...(deadline
          ? {
              before: {
                text: range(tokens, deadline.start, deadline.end)
                  .map(t => t.text)
                  .join(' '),
                kind: isCheckupKind(deadline.kind) ? deadline.kind : 'other',
              },
            }
          : {}),
        person: name,
        kind,
        status,
        date: resolved ? resolved.date : null,
        // "essa semana fui", "em março": the date stands for a week or a month, never an invented day.
        ...(resolved && (resolved.precision === 'week' || resolved.precision === 'month') ? {datePrecision: resolved.precision} : {}),
        time: each?.get(p) ?? time,
        everyMonths: rec,
        weak,
        ...(labelOf(tokens, m, kind, people) || repeated ? {label: labelOf(tokens, m, kind, people) ?? repeated} : {}),
        personIds: [p],
        start: m.start,
        ...(seenAgain || m.kind === 'followup' ? {via: 'return' as const} : viaDoctor ? {via: 'doctor' as const} : {}),
      });
    }
  }
  // "o dr joão, pediatra, disse q a alice precisa voltar": the return names the patient, so the
  // doctor's specialty is not also a visit of the speaker's.
  const kept = built.filter(
    b =>
      !(
        (b.via === 'doctor' || (b.weak && b.via !== 'return')) &&
        b.person === 'user' &&
        built.some(c => c.via === 'return' && c.kind === b.kind && c.person !== 'user' && sentOf(c.start) === sentOf(b.start))
      ),
  );
  return withoutShadowNeeds(checkupsOfASpecialty(merge(kept), tokens), ctx.text).map(({weak: _w, personIds: _p, start: _s, via: _v, ...c}) => c);
}

/** Specialties a check-up may be had with: "consulta de rotina no pediatra", "check-up at the dentist". */
const SPECIALTIES = new Set<CheckupKind>(['pediatrician', 'dentist', 'eye_exam', 'gynecologist', 'dermatologist', 'cardiologist', 'orthopedist', 'orthodontist', 'ent']);
/** What parts two visits said in one breath: "um check-up e o dentista", "a checkup, and the dentist". */
const VISIT_SEPARATORS = new Set(['e', 'and', 'mas', 'but', 'tambem', 'also', 'plus', 'alem', ',', ';', '.']);
/** How near a check-up word and its specialty are, in tokens, to be one visit ("his 3 year checkup with the pediatrician": 4). */
const ONE_VISIT_REACH = 6;

/**
 * A check-up said with its specialty ("pediatra pra consulta de rotina", "a checkup with the
 * pediatrician", "routine check-up at the dentist") is one visit of that specialty, not two: the
 * general check-up beside it, for the same person, status and day, with nothing parting them, goes.
 */
function checkupsOfASpecialty(list: Built[], tokens: Token[]): Built[] {
  return list.filter(g => {
    if (g.kind !== 'general_checkup') return true;
    return !list.some(s => {
      if (!SPECIALTIES.has(s.kind) || s.person !== g.person || s.status !== g.status || s.date !== g.date) return false;
      const [a, b] = g.start < s.start ? [g.start, s.start] : [s.start, g.start];
      if (b - a > ONE_VISIT_REACH) return false;
      return !tokens.slice(a + 1, b).some(t => VISIT_SEPARATORS.has(t.fold) || VISIT_SEPARATORS.has(t.text));
    });
  });
}

/**
 * A doctor's specialty named with the doctor ("a dra helena, minha dermato") is who they are, not
 * a visit, unless the sentence has them asking for the next one ("mandou eu retornar em três
 * meses", "wants to see him again"): then the specialty is the visit's kind.
 */
function roleTokensToSkip(ctx: CheckupContext): Set<number> {
  const returns = LEX.scan(ctx.tokens).filter(m => m.value === 'return' || m.value === 'followup');
  if (!returns.length) return ctx.people.roleTokens;
  const sentenceOf = (i: number) => ctx.sentences.findIndex(([a, b]) => i >= a && i < b);
  const asked = new Set(returns.map(r => sentenceOf(r.start)));
  return new Set([...ctx.people.roleTokens].filter(k => !asked.has(sentenceOf(k))));
}

/** "acabei de …", "acabámos de …", "just …", "agora mesmo": the clause tells of a thing just done. */
function justDone(tokens: Token[], seg: Segment): boolean {
  return tokens.slice(seg.start, seg.end).some((t, k, a) => (JUST_DID.has(t.fold) && a[k + 1]?.fold === 'de') || JUST_WORDS.has(t.fold));
}

/** A day said as what a visit was got for: "for Thursday", "pra quarta", "para o dia 10", "for the 14th". */
function bookedFor(tokens: Token[], dateStart: number): boolean {
  let k = dateStart - 1;
  while (k >= 0 && DAY_ARTICLES.has(tokens[k]!.fold)) k--;
  return BOOKED_FOR.has(tokens[k]?.fold ?? '');
}

/** "é médico", "is a dentist", "trabalha como enfermeira": a profession, not a visit. */
function isPredicate(tokens: Token[], start: number): boolean {
  let k = start - 1;
  if (INDEFINITE_ARTICLES.has(tokens[k]?.fold ?? '')) k--;
  // "Ele é meu dentista", "que também é o dentista da família", "Dr. Paulo is my cardiologist".
  else if (PREDICATE_DETERMINERS.has(tokens[k]?.fold ?? '')) k--;
  while (PREDICATE_ADVERBS.has(tokens[k]?.fold ?? '')) k--;
  const t = tokens[k];
  if (!t) return false;
  // English "as" is a copula only before its article ("works as a nurse"); right before the noun it is
  // Portuguese's plural article ("As vacinas do Rex ficaram marcadas").
  if (t.fold === 'as' && k === start - 1) return false;
  return t.lower === 'é' || COPULAS.has(t.fold);
}

/**
 * What a visit of no specialty is, in the user's words: "cirurgia de catarata", "knee replacement",
 * "eletrocardiograma", "consulta de rotina", "nutricionista" — the agenda, reminders and replies say
 * it instead of "consulta". Only for kind `other`; a plain "consulta"/"appointment" has none.
 */
function labelOf(tokens: Token[], m: RawMention, kind: CheckupKind, people: PeopleResult): string | null {
  if (kind !== 'other' || m.kind === 'followup' || m.kind === 'return' || m.kind === 'doctor' || m.byVerb) return null;
  // "vai operar a catarata": named by the reader that found it (checkups/operations.ts).
  if (m.label) return m.label;
  const words = tokens.slice(m.start, m.end).map(t => t.text.toLowerCase());
  // "cirurgia de catarata", "consulta de rotina", "exame da próstata": one or two words of complement.
  const k = m.end;
  if (PT_OF_WORDS.has(tokens[k]?.fold ?? '')) {
    const tail: string[] = [];
    for (let j = k + 1; j < tokens.length && tail.length < 2; j++) {
      const t = tokens[j]!;
      if (!isWord(t) || COMPLEMENT_STOP.has(t.fold) || /^\d/.test(t.fold) || people.mentions.some(x => j >= x.start && j < x.end) || LEX.scan([t]).length) break;
      tail.push(t.text.toLowerCase());
    }
    if (tail.length && !['sangue', 'rotina?'].includes(tail[0]!)) words.push(tokens[k]!.text.toLowerCase(), ...tail);
  }
  // "his next memory clinic appointment", "Ruth's cataract surgery": English names the visit in the words before it.
  const operation = EN_OPERATIONS.has(tokens[m.start]!.fold);
  if (words.length === 1 && (PLAIN_APPOINTMENT.has(tokens[m.start]!.fold) || operation)) {
    // Portuguese names it after ("consulta de rotina", above): "marquei o exame" has no name before.
    if (!EN_APPOINTMENT.has(tokens[m.start]!.fold) && !operation) return null;
    const head: string[] = [];
    for (let j = m.start - 1; j >= 0 && head.length < 2; j--) {
      const t = tokens[j]!;
      if (!isWord(t) || !/^\p{Ll}+$/u.test(t.text) || NOT_A_VISIT_NAME.has(t.fold) || people.mentions.some(x => j >= x.start && j < x.end)) break;
      if (operation && OPERATION_HEAD_STOPS.has(t.fold)) break;
      head.unshift(t.text);
    }
    if (operation) return [...head, words[0]!].join(' ');
    return head.length ? head.join(' ') : null;
  }
  return words.join(' ');
}

export function isSpecific(k: Kind): boolean {
  return k !== 'generic' && k !== 'doctor' && k !== 'followup' && k !== 'return' && k !== 'vet' && k !== 'glasses' && k !== 'practice' && k !== 'emergency';
}

function range(tokens: Token[], a: number, b: number): Token[] {
  return tokens.slice(a, b);
}

/** Fold repeated readings of one visit ("usa aparelho … ortodontista todo mês") into one. */
function merge(list: Built[]): Built[] {
  const out: Built[] = [];
  for (const c of list) {
    const same = out.find(o => o.person === c.person && o.kind === c.kind && (o.status === c.status || o.weak || c.weak) && (!o.date || !c.date || o.date === c.date));
    if (!same) {
      out.push({...c});
      continue;
    }
    if (same.weak && !c.weak) same.status = c.status;
    same.weak = same.weak && c.weak;
    same.date ??= c.date;
    same.time ??= c.time;
    same.everyMonths ??= c.everyMonths;
    if (!same.label && c.label) same.label = c.label;
  }
  // "her allergy shot is mon at 4:15, same as always. she goes every 2 wks": a dateless routine beside a
  // dated booking of the same person and kind is how often that booking comes — one visit, booked.
  // So is one beside the next one's day ("check-up todo ano, a próxima é em março", "annual check-up,
  // next one's in March"): the routine starts there, not with a visit had today.
  for (const c of [...out]) {
    if (c.status !== 'done' || c.date || !c.everyMonths) continue;
    const booking = out.find(o => o !== c && o.person === c.person && o.kind === c.kind && (o.status === 'scheduled' || o.status === 'needed') && o.date);
    if (!booking) continue;
    booking.everyMonths ??= c.everyMonths;
    out.splice(out.indexOf(c), 1);
  }
  // "The practice phoned; the nurse wants to see Mum … on Monday 11 March at 11:30": a need and a
  // booking of one person and kind in one message are one visit, booked.
  return out.filter(c => !(c.status === 'needed' && !c.date && !c.everyMonths && out.some(o => o !== c && o.person === c.person && o.kind === c.kind && o.status === 'scheduled')));
}

const FIRST_PERSON = /\b(?:i|i'm|i've|im|my|me|mine|eu|meu|minha|mim|preciso|tenho|fui)\b/i;

/** …and a need said of nobody ("The GP surgery rang") beside someone's booking of that kind is that booking, when the speaker says nothing of themself. */
function withoutShadowNeeds(list: Built[], text: string): Built[] {
  if (FIRST_PERSON.test(text)) return list;
  return list.filter(c => !(c.person === 'user' && c.status === 'needed' && !c.date && list.some(o => o.person !== 'user' && o.kind === c.kind && o.status === 'scheduled')));
}

/**
 * A doctor right after a contact verb, in a clause that books nothing: the call is all there is. A
 * call made ("I rang the surgery") may be followed by what it booked, so the rest of the sentence
 * counts (and an hour said after it, at the caller: "they can see Ava on Thursday at 4").
 */
function contactOnly(tokens: Token[], seg: Segment, start: number, sentenceEnd: number, hourAfter: boolean): boolean {
  let k = start - 1;
  while (k >= seg.start && start - k <= 4 && CONTACT_LINKS.has(tokens[k]!.fold)) k--;
  if (k < seg.start) return false;
  if (CONTACTED.has(tokens[k]!.fold)) return !hourAfter && !range(tokens, seg.start, sentenceEnd).some(t => CONTACT_BOOKS.has(t.fold));
  return CONTACT_VERBS.has(tokens[k]!.fold) && !range(tokens, seg.start, seg.end).some(t => CONTACT_BOOKS.has(t.fold));
}
