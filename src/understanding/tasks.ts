/**
 * To-dos: obligations ("preciso fazer um tratamento", "I need to renew my passport by Friday"),
 * reminders ("lembrar de comprar o presente"), requests ("a diretora quer a planilha até quarta")
 * and finished chores ("já paguei a conta").
 */
import type {Segment} from './clauses.js';
import {resolveSpec, type DateMention, type TimeMention} from './dates.js';
import {isWord, type Token, phraseAt} from './text.js';
import type {ExtractedTask} from '../domain/types.js';
import {findRules} from './events/rrule.js';
import {EVENT_WORDS, FEAST_LINKS, FEAST_NAMES, FEAST_OBJECTS} from './events/lexicon.js';
import {
  ACTION_VERBS,
  BY_WORDS,
  DONE_ALONE,
  SPEAKER_SUBJECTS,
  OBLIGATION_NEGATIONS,
  NOT_EN_VERBS,
  REMEMBER_LEADS,
  REQUEST_TAILS,
  TASK_LOOSE_TAIL,
  OBLIGATION,
  REQUEST,
  WANT_WITH_DEADLINE,
  DONE_LEAD,
  CHECKUP_VERBS,
  DONE_VERBS,
  BAD_START,
  CONTINUATION,
  CONTINUATION_EN,
  REMINDING,
  REPORT_COPULAS,
  DEADLINE_CLAUSE,
  DEADLINE_RELATIVES,
} from './lexicon.js';
import {REMIND_ME_LEADS, TASK_LOOSE_ARTICLES} from './tasks-lexicon.js';

/** Every lead of a to-do: Portugal's "lembra-me de" beside the shared ones. */
const LEADS: readonly string[] = [...REMIND_ME_LEADS, ...OBLIGATION];

export interface TaskContext {
  tokens: Token[];
  segments: Segment[];
  dates: DateMention[];
  times: TimeMention[];
  /** Segments that hold a checkup mention (by index into segments). */
  checkupSegments: Set<number>;
  /** Segments that hold an event word ("birthday", "reunião"). */
  eventSegments?: Set<number>;
  /** Other people named in the message, by token span: whose an obligation is ("Eric has to…"). */
  subjects?: {start: number; end: number; name: string}[];
  now: Date;
  lang: 'pt' | 'en';
}

const REPORT_REACH = 4;
/** Parts of the day after a day: "Thursday night", "quinta à noite", "sexta de manhã". */
const DAY_PART_AFTER: ReadonlySet<string> = new Set(['night', 'evening', 'morning', 'afternoon', 'noite', 'manha', 'tarde', 'lunchtime']);
/** After "remind me", what one is reminded of: "remind me about the bins", "remind me of her birthday". */
const REMINDED_OF: ReadonlySet<string> = new Set(['about', 'of']);

/** Where the date or time mention starting at token `k` ends, or `k` when none starts there. */
function dateAt(ctx: TaskContext, k: number): number {
  const m = [...ctx.dates, ...ctx.times].find(d => d.start === k);
  return m ? m.end : k;
}

/** Extract to-dos from an analysed message. */
export function extractTasks(ctx: TaskContext): ExtractedTask[] {
  const {tokens} = ctx;
  const out: ExtractedTask[] = [];
  const weekly = findRules(tokens).filter(r => r.freq === 'WEEKLY' && r.byDay.length);
  let carry = false; // a clause after a to-do that starts with another verb ("… e pagar a conta")
  ctx.segments.forEach((seg, si) => {
    const prevSeg = ctx.segments[si - 1];
    const continues = carry && prevSeg && prevSeg.sentence === seg.sentence;
    carry = false;
    let verbAt = -1;
    let status: 'open' | 'done' = 'open';
    let request = false;
    let bare = false;
    let opening = -1;
    let leadAt = -1;
    for (let i = seg.start; i < seg.end && verbAt < 0; i++) {
      for (const p of LEADS) {
        const n = phraseAt(tokens, i, p);
        if (!n) continue;
        let k = i + n;
        // "remind me tomorrow to call…", "me lembra amanhã de ligar…": the day sits before the verb.
        for (let d = dateAt(ctx, k); d > k; d = dateAt(ctx, k)) k = d;
        // "preciso lembrar de comprar", "need to remember to call"
        for (const inner of REMEMBER_LEADS) {
          const m = phraseAt(tokens, k, inner);
          if (m) {
            k += m;
            break;
          }
        }
        // "remind me about Leo's dentist", "…of mum's birthday": the visit or the day itself is what to be reminded of, no to-do;
        // "remind me about the bins": the bins are the to-do, without the "about".
        if (tokens[k - 1]?.fold === 'me' && REMINDED_OF.has(tokens[k]?.fold ?? '')) {
          if (ctx.checkupSegments.has(si) || ctx.eventSegments?.has(si)) break;
          if (k + 1 < seg.end) verbAt = k + 1;
          break;
        }
        leadAt = i;
        // "não preciso", "don't need to": no obligation.
        const negated = OBLIGATION_NEGATIONS.has(tokens[i - 1]?.fold ?? '') || OBLIGATION_NEGATIONS.has(tokens[i - 2]?.fold ?? '');
        if (!negated && isVerbLike(tokens[k], ctx.lang)) verbAt = k;
        break;
      }
      if (verbAt >= 0) break;
      for (const p of REQUEST) {
        const n = phraseAt(tokens, i, p);
        if (!n) continue;
        let k = i + n;
        if (REQUEST_TAILS.has(tokens[k]?.fold ?? '')) k++;
        if (k < seg.end) {
          verbAt = k;
          request = true;
        }
        break;
      }
      if (verbAt >= 0) break;
      for (const p of WANT_WITH_DEADLINE) {
        const n = phraseAt(tokens, i, p);
        if (!n || i === seg.start) continue;
        // "by friday", and "by noon on Monday 3 June": the "by" may lead the hour before the day.
        const byBefore = (d: DateMention) => tokens.slice(Math.max(i, d.start - 5), d.start).some(x => BY_WORDS.has(x.fold));
        const hasDeadline = ctx.dates.some(d => (d.deadline || byBefore(d)) && d.start > i && d.start <= seg.end);
        if (hasDeadline && i + n < seg.end && tokens[i + n]!.fold !== 'to') verbAt = i + n;
        break;
      }
      if (verbAt >= 0) break;
      const t = tokens[i]!;
      if (DONE_LEAD.includes(t.fold) && DONE_VERBS.has(tokens[i + 1]?.fold ?? '') && i + 2 < seg.end) {
        verbAt = i + 1;
        status = 'done';
        break;
      }
      // Chores reported as finished even without "já": "Paguei a fatura", "I submitted the form".
      // Said as the speaker's act: at the clause's start or after "I"/"we" — "the package submitted by 5pm" is no act.
      const ownAct = i === seg.start || SPEAKER_SUBJECTS.has(tokens[i - 1]?.fold ?? '');
      if (ownAct && DONE_ALONE.has(t.fold) && i + 1 < seg.end && !ctx.checkupSegments.has(si)) {
        verbAt = i;
        status = 'done';
        break;
      }
      // "e levar o carro pra revisão", "tb pagar o gás": a message that opens with "e"/"tb" and an
      // infinitive goes on with the list of to-dos the last one started.
      // In English only an infinitive of a chore after it ("and renew the car insurance by the 15th"):
      // "and then…" or "and she…" carries nothing on.
      const goesOn = ctx.lang === 'pt' ? CONTINUATION.has(tokens[0]!.fold) && isVerbLike(tokens[1], 'pt') : CONTINUATION_EN.has(tokens[0]!.fold) && ACTION_VERBS.has(tokens[1]?.fold ?? '');
      if (i === seg.start && si === 0 && seg.start <= 1 && goesOn) {
        verbAt = 1;
        break;
      }
      // "call com o cliente foi tranquila", "the call was fine": a verb's word used as a noun, told of — no order.
      const told = tokens.slice(i + 1, i + 1 + REPORT_REACH).some(x => REPORT_COPULAS.has(x.fold));
      // "Book club on Wednesday", "Run club at 7": a verb that opens the name of a thing that meets is that thing, no order.
      const namesEvent = (EVENT_WORDS.match(tokens, i)?.len ?? 0) > 1;
      // "tomorrow call the accountant", "amanhã, ligar pro contador": the day may come first.
      let opens = seg.start;
      if (tokens[seg.start]?.sentStart) for (let d = dateAt(ctx, opens); d > opens; d = dateAt(ctx, opens)) opens = tokens[d]?.text === ',' ? d + 1 : d;
      const dayBefore = prevSeg && prevSeg.sentence === seg.sentence && tokens[prevSeg.start]?.sentStart && dateAt(ctx, prevSeg.start) >= prevSeg.end - (tokens[prevSeg.end - 1]?.text === ',' ? 1 : 0);
      const first = i === seg.start ? t.sentStart || continues || dayBefore : i === opens;
      if (first && dayBefore) opening = prevSeg.start;
      if (first && ACTION_VERBS.has(t.fold) && isWord(tokens[i + 1]) && !told && !namesEvent) {
        verbAt = i;
        bare = true;
        break;
      }
    }
    if (verbAt < 0) return;
    // "drop Amy at ballet on mondays and wednesdays", "levo o Duda no judô às 2.ªs": a bare verb with
    // the days it comes back on tells a routine (the agenda's), not a one-off to-do.
    if (bare && weekly.some(r => r.start >= seg.start && r.start < seg.end)) return;
    if (ctx.checkupSegments.has(si) && (CHECKUP_VERBS.has(tokens[verbAt]!.fold) || status === 'done' || request)) return;
    if (BAD_START.has(tokens[verbAt]!.fold) && ctx.checkupSegments.has(si)) return;
    const description = describe(ctx, verbAt, seg.end);
    if (!description) return;
    // "tomorrow, call the bank": a day that opened the sentence alone dates the order after it.
    const from = opening >= 0 ? opening : seg.start;
    const deadline = ctx.dates.find(d => d.start >= seg.start && d.end <= seg.end + 3 && d.deadline) ?? ctx.dates.find(d => d.start >= from && d.end <= seg.end);
    let due: string | null = null;
    if (deadline && status === 'open') {
      const r = resolveSpec(deadline.spec, ctx.now, 'future');
      due = deadline.deadline || r.precision === 'day' ? (deadline.deadline ? r.end : r.date) : r.end;
    }
    // "tem festa junina na quinta, lembrar de mandar ela de caipira": a reminder for the day the sentence names.
    const sentence = ctx.segments[si]!.sentence;
    const occasion = ctx.dates.filter(d => ctx.segments.some(g => g.sentence === sentence && d.start >= g.start && d.start < g.end) && d.start < seg.start);
    if (!deadline && status === 'open' && occasion.length === 1 && REMINDING.has(tokens[verbAt - 1]?.fold ?? '')) {
      const r = resolveSpec(occasion[0]!.spec, ctx.now, 'future');
      if (r.precision === 'day') due = r.date;
    }
    // "Eric has to fly to Chicago", "a Ju precisa entregar o trabalho": the obligation is theirs.
    const person = leadAt >= 0 ? subjectBefore(ctx, leadAt) : null;
    if (!out.some(t => t.description === description)) out.push({description, status, due, ...(person ? {person} : {})});
    carry = status === 'open';
  });
  return out;
}

function isVerbLike(t: Token | undefined, lang: 'pt' | 'en'): boolean {
  if (!isWord(t)) return false;
  if (ACTION_VERBS.has(t.fold) || CHECKUP_VERBS.has(t.fold)) return true;
  // Portuguese infinitives, with or without an enclitic ("comprá-lo").
  if (/^[a-zç]{2,}(ar|er|ir|or)(-\w+)?$/.test(t.fold)) return true;
  if (lang === 'pt') return false;
  // English: anything that is not a determiner or pronoun.
  return /^[a-z]+$/.test(t.fold) && !NOT_EN_VERBS.has(t.fold);
}

/** The to-do as written, without the date words that become `due`. */
function describe(ctx: TaskContext, from: number, to: number): string {
  const skip = new Set<number>();
  for (const d of [...ctx.dates, ...ctx.times]) {
    if (namesThing(ctx.tokens, d)) continue;
    for (let k = d.start; k < d.end; k++) skip.add(k);
    // "on Thursday night", "na quinta à noite": the part of the day said after it is when, too.
    let k = d.end;
    if (['a', 'à', 'de', 'in', 'the'].includes(ctx.tokens[k]?.fold ?? '') && DAY_PART_AFTER.has(ctx.tokens[k + 1]?.fold ?? '')) skip.add(k++);
    if (DAY_PART_AFTER.has(ctx.tokens[k]?.fold ?? '')) skip.add(k);
  }
  let kept = ctx.tokens.slice(from, to).filter(t => !skip.has(t.i));
  const cut = kept.findIndex(
    (t, k) =>
      (k > 1 && DEADLINE_RELATIVES.has(t.fold) && DEADLINE_CLAUSE.has(kept[k + 1]?.fold ?? '')) ||
      (k > 1 && DEADLINE_RELATIVES.has(t.fold) && ['is', 's'].includes(kept[k + 1]?.fold ?? '') && kept[k + 2]?.fold === 'due'),
  );
  if (cut > 0) kept = kept.slice(0, cut);
  const loose = (t: Token) => t.kind === 'punct' || TASK_LOOSE_TAIL.has(t.fold) || TASK_LOOSE_ARTICLES.has(t.fold);
  while (kept.length && loose(kept[kept.length - 1]!)) kept.pop();
  let s = '';
  for (const t of kept) {
    if (!s) s = t.text;
    else if (t.kind === 'punct' && /^[,.;:!?)]$/.test(t.text)) s += t.text;
    else if (t.lower === "'s") s += t.text;
    else s += ' ' + t.text;
  }
  return s.trim();
}

/**
 * "presente de Natal", "Christmas cards": a feast said as what a thing is for names the thing —
 * its words stay in the to-do (the feast may still be when it is due).
 */
function namesThing(tokens: Token[], d: {start: number; end: number}): boolean {
  const said = ` ${tokens
    .slice(d.start, d.end)
    .map(t => t.fold)
    .join(' ')} `;
  if (!FEAST_NAMES.some(p => said === ` ${p} `)) return false;
  const next = tokens[d.end];
  return FEAST_LINKS.has(tokens[d.start - 1]?.fold ?? '') || (isWord(next) && /^\p{Ll}+$/u.test(next!.text) && FEAST_OBJECTS.has(next!.fold));
}

/** Between a subject and its obligation: "Eric still has to", "a Ju também precisa". */
const SUBJECT_ADVERBS: ReadonlySet<string> = new Set(['still', 'also', 'really', 'ainda', 'tambem', 'so', 'just', 'ja']);

/** The other person named right before an obligation lead, its subject; none for the speaker. */
function subjectBefore(ctx: TaskContext, lead: number): string | null {
  let k = lead;
  while (k > 0 && SUBJECT_ADVERBS.has(ctx.tokens[k - 1]!.fold)) k--;
  return ctx.subjects?.find(m => m.end === k)?.name ?? null;
}
