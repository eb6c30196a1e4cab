/**
 * When a checkup is: its date and time in the clause or sentence, and which checkups a stated
 * recurrence qualifies.
 */
import type {Segment} from '../clauses.js';
import {resolveSpec, type DateMention} from '../dates.js';
import {COORD, SEE_VERBS, type RawMention} from './lexicon.js';
import {isSpecific, type CheckupContext} from '../checkups.js';
import type {Cue} from './status.js';
import {CUES} from '../lexicon.js';

/** The date of a checkup: in its clause, else one in the sentence that no other checkup clause holds. */
export function pickDate(ctx: CheckupContext, seg: Segment, m: RawMention, sa: number, sb: number, raw: RawMention[], cue: Cue): DateMention | null {
  // A date that opens in the clause is the clause's, even when its apposition runs past a comma
  // ("na quarta-feira, dia 2, às 15h", "on Wednesday, the 2nd").
  const inSeg = ctx.dates.filter(d => d.start >= seg.start && d.start < seg.end && !othersBetween(ctx, m, d, raw));
  const chosen = inSeg.length ? inSeg.sort((a, b) => Math.abs(a.start - m.start) - Math.abs(b.start - m.start))[0]! : freeDate(ctx, m, sa, sb, raw, cue);
  if (!chosen) return null;
  // "Semana que vem … na quinta": the weekday inside that week; a vague date yields to a precise one.
  const sentenceDates = ctx.dates.filter(d => d.start >= sa && d.end <= sb && d !== chosen);
  const weekday = sentenceDates.find(d => d.spec.kind === 'weekday');
  if (chosen.spec.kind === 'week' && weekday && weekday.spec.kind === 'weekday') {
    const monday = resolveSpec({kind: 'week', offset: chosen.spec.offset}, ctx.now).date;
    const [y, mo, d] = monday.split('-').map(Number) as [number, number, number];
    const day = new Date(y, mo - 1, d + ((weekday.spec.dow + 6) % 7), 12);
    return {...chosen, spec: {kind: 'day-month', day: day.getDate(), month: day.getMonth() + 1, year: day.getFullYear()}};
  }
  if (['week', 'month-rel', 'year-rel', 'month'].includes(chosen.spec.kind)) {
    const precise = sentenceDates.find(d => ['weekday', 'day-month', 'day', 'offset-days'].includes(d.spec.kind) && freeDate(ctx, m, sa, sb, raw, cue, d));
    if (precise) return precise;
  }
  return chosen;
}

/**
 * A date with another item between it and the checkup is that item's, even in one clause ("Jack
 * needs his eyes testing and we've got the panto on saturday": Saturday is the panto's).
 */
function othersBetween(ctx: CheckupContext, m: RawMention, d: DateMention, raw: RawMention[]): boolean {
  const [a, b] = d.start > m.start ? [m.start, d.start] : [d.end, m.start];
  return [...(ctx.itemStarts ?? [])].some(k => k > a && k < b && !raw.some(r => r.start === k) && !listed(ctx, m, k));
}

/** "marquei o dentista da Bia e o jantar na sexta": items in one list, nothing but joiners and names between, share the date. */
function listed(ctx: CheckupContext, m: RawMention, k: number): boolean {
  const [a, b] = k > m.start ? [m.end, k] : [k + 1, m.start];
  return ctx.tokens.slice(a, b).every(t => COORD.has(t.fold) || /^\p{Lu}/u.test(t.text));
}

/**
 * A date in another clause of the sentence that belongs to no other event: that clause names no
 * other checkup and its verbs do not point elsewhere ("Tive febre ontem e preciso ir ao médico").
 */
function freeDate(ctx: CheckupContext, m: RawMention, sa: number, sb: number, raw: RawMention[], cue: Cue, only?: DateMention): DateMention | null {
  const family = (c: Cue) => (c === 'future' ? 'scheduled' : c);
  const free = ctx.dates.filter(d => {
    if (only && d !== only) return false;
    if (d.start < sa || d.end > sb) return false;
    const s = ctx.segments.find(x => d.start >= x.start && d.start < x.end);
    if (!s) return false;
    const other = ctx.tokens.slice(s.start, s.end).some(t => {
      // "quer ver a Lu na quarta", "wants to see him on the 9th": the doctor asking to see someone is the visit itself.
      if (SEE_VERBS.has(ctx.tokens[t.i + 1]?.fold ?? '') || SEE_VERBS.has(ctx.tokens[t.i + 2]?.fold ?? '')) return false;
      const c: Cue = CUES.scheduled.has(t.fold) ? 'scheduled' : CUES.done.has(t.fold) ? 'done' : CUES.needed.has(t.fold) ? 'needed' : null;
      return c !== null && c !== family(cue);
    });
    // "Jack needs a dentist and we have dinner with Sue on friday": a clause that names an event of its own keeps its day.
    const event = [...(ctx.itemStarts ?? [])].some(k => k >= s.start && k < s.end && !raw.some(r => r.start === k));
    return !raw.some(r => r !== m && r.start >= s.start && r.start < s.end) && !other && !event;
  });
  return free[0] ?? null;
}

/** Verbs of calling: the hour right after them ("rang the surgery at 8", "liguei às 8") is the call's. */
const CALLED: ReadonlySet<string> = new Set('rang rung ring called call phoned phone rang up liguei ligou ligamos ligaram telefonei telefonou telefonamos telefonaram'.split(' '));
/** How many words back from an hour a verb of calling may be and still own it ("rang the surgery at 8"). */
const CALL_REACH = 5;

/** The hour is when someone rang, not the visit's: a verb of calling just before it, no booking word between. */
function callHour(ctx: CheckupContext, t: {start: number}, from: number): boolean {
  for (let k = t.start - 1; k >= Math.max(from, t.start - CALL_REACH); k--) {
    const f = ctx.tokens[k]!.fold;
    if (CUES.scheduled.has(f) || ctx.tokens[k]!.kind === 'punct') return false;
    if (CALLED.has(f)) return true;
  }
  return false;
}

export function pickTime(ctx: CheckupContext, seg: Segment, sa: number, sb: number, mentionsInSentence: number): string | null {
  // "rang the surgery at 8 and got mum in at 3.50": the hour of the call is never the visit's.
  const times = ctx.times.filter(t => !callHour(ctx, t, sa));
  const inSeg = times.find(t => t.start >= seg.start && t.end <= seg.end);
  if (inSeg) return inSeg.time;
  // Several visits and one day and one time in the sentence are one appointment ("checkup +
  // flu shot set for fri feb 6 at 9:30"); with more days or times each must say its own.
  const inSentence = <T extends {start: number; end: number}>(xs: T[]) => xs.filter(x => x.start >= sa && x.end <= sb);
  if (mentionsInSentence > 1 && !(inSentence(times).length === 1 && inSentence(ctx.dates).length === 1)) return null;
  // A time elsewhere in the sentence ("…no cardiologista, na quinta às 10h"), unless its clause
  // names another event: "call tomorrow at 3pm and dentist on friday" — 3pm is the call's.
  const segOf = (k: number) => ctx.segments.find(x => k >= x.start && k < x.end);
  const holdsItem = (x: Segment) => [...(ctx.itemStarts ?? [])].some(k => k >= x.start && k < x.end);
  return (
    times.find(t => {
      if (t.start < sa || t.end > sb) return false;
      const other = segOf(t.start);
      return !other || other === seg || !holdsItem(other);
    })?.time ?? null
  );
}

/**
 * Which checkup mentions each stated recurrence modifies. A recurrence qualifies the visit it
 * follows ("faz hemograma a cada 4 meses"), or the one it opens when nothing precedes it
 * ("Todo ano faço check-up"): the nearest mention before it in its clause, else after it in its
 * clause; only when its clause names no checkup does it look across the sentence. Mentions
 * coordinated with the target share it ("dentista e oftalmologista todo ano", "blood work and a
 * mammogram every year"); another clause's checkup never does ("… a cada 6 meses e o Pedro
 * precisa tomar vacina").
 */
export function recurrenceTargets(ctx: CheckupContext, raw: RawMention[]): Map<RawMention, number> {
  const {tokens} = ctx;
  const out = new Map<RawMention, number>();
  const segOf = (i: number) => ctx.segments.find(s => i >= s.start && i < s.end) ?? null;
  const recTokens = new Set<number>();
  for (const r of ctx.recurrences) for (let k = r.start; k < r.end; k++) recTokens.add(k);
  // A specific checkup outranks a generic word ("consulta", "médico") of its clause.
  const candidates = raw.filter(m => {
    if (m.kind === 'vet') return false;
    if (isSpecific(m.kind)) return true;
    const seg = segOf(m.start);
    return !raw.some(o => o !== m && isSpecific(o.kind) && seg && o.start >= seg.start && o.start < seg.end);
  });
  for (const r of ctx.recurrences) {
    const [sa, sb] = ctx.sentences.find(([a, b]) => r.start >= a && r.start < b) ?? [r.start, r.end];
    const seg = segOf(r.start);
    const within = (a: number, b: number) => candidates.filter(m => m.start >= a && m.end <= b);
    const nearest = (list: RawMention[]) => list.filter(m => m.end <= r.start).pop() ?? list.find(m => m.start >= r.end) ?? null;
    const inSeg = seg ? within(seg.start, seg.end) : [];
    // "Ontem fui ao dentista; vou a cada 6 meses": a sentence with no checkup and no new person continues the last one.
    const inSentence = within(sa, sb);
    const newSubject = ctx.people.mentions.some(x => x.person !== 'user' && x.start >= sa && x.start < r.start);
    const carried = !inSentence.length && !newSubject ? (candidates.filter(m => m.end <= sa).pop() ?? null) : null;
    const target = inSeg.length ? nearest(inSeg) : inSentence.length ? nearest(inSentence) : carried;
    if (!target) continue;
    const group = [target];
    const joined = (a: RawMention, b: RawMention) => {
      const between = tokens.slice(a.end, b.start);
      return between.length <= 4 && between.every((t, d) => COORD.has(t.fold) && !recTokens.has(a.end + d));
    };
    const ordered = candidates.filter(m => m.start >= sa && m.end <= sb);
    const at = ordered.indexOf(target);
    for (let k = at - 1; at >= 0 && k >= 0 && joined(ordered[k]!, ordered[k + 1]!); k--) group.push(ordered[k]!);
    for (let k = at + 1; at >= 0 && k < ordered.length && joined(ordered[k - 1]!, ordered[k]!); k++) group.push(ordered[k]!);
    for (const m of group) if (!out.has(m)) out.set(m, r.everyMonths);
  }
  return out;
}
