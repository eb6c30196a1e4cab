/**
 * The status a checkup's clause gives it: the verb cue ("marquei", "fui", "preciso"), a round
 * still pending, a habitual reading.
 */
import type {Segment} from '../clauses.js';
import {isWord, phraseAt, type Token} from '../text.js';
import type {CheckupStatus} from '../../domain/types.js';
import {
  APPOINTMENT_NOUNS,
  BOOKS_WORDS,
  DONE_PARTICIPLES,
  FUTURE_MARKERS,
  GOT_IN_LINKS,
  GOT_IN_VERBS,
  GOT_MOVED,
  HABITUAL_GO,
  HAVE,
  HAVE_OBLIGATION,
  JUST_DID,
  JUST_NOW,
  LEFT_FROM,
  LEFT_FROM_INFINITIVES,
  LEFT_LINKS,
  LEFT_PLACE,
  NEGATED_DOING,
  NO_SLOT,
  OVERDUE,
  OVERDUE_AFTER,
  OVERDUE_PREPS,
  SLOT_HAVERS,
  SLOT_WORDS,
  VERDICTS,
  type RawMention,
} from './lexicon.js';
import type {CheckupContext} from '../checkups.js';
import {reachedAt, seenAt} from './seen.js';
import {CUES, NEEDED_PHRASES, NEGATIONS, SCHEDULED_PHRASES} from '../lexicon.js';

const range = (tokens: Token[], a: number, b: number): Token[] => tokens.slice(a, b);

export type Cue = 'scheduled' | 'done' | 'needed' | 'future' | 'negated-done' | 'negated-needed' | 'negated-scheduled' | null;

/**
 * Words after "tem"/"has"/"had" within which an appointment noun makes it a booking or a visit:
 * 7 covers a determiner, a specialty and a person ("has a dermatologist appointment", "tem
 * consulta com a dermato da Ana").
 */
const HAVE_OBJECT_REACH = 7;

/** The verb cue nearest before the mention in its clause (else after it, else earlier in the sentence). */
export function findCue(tokens: Token[], seg: Segment, m: RawMention, sa: number): Cue {
  const cueAt = (i: number): Cue => {
    const t = tokens[i];
    if (!isWord(t)) return null;
    const f = t.fold;
    // "was seen by the derm", "foi atendida", "made it to his eye appt", "finally got to the dentist", "consegui ir":
    // seen by a doctor, or got to the visit, is the visit had ("to be seen", "'ve got to" are still ahead).
    if (seenAt(tokens, i) || reachedAt(tokens, i)) return 'done';
    for (const p of NEEDED_PHRASES) if (phraseAt(tokens, i, p)) return 'needed';
    for (const p of SCHEDULED_PHRASES) {
      const ws = p.split(' ');
      if (ws.every((w, k) => (k === ws.length - 1 && w.endsWith('d') ? (tokens[i + k]?.fold ?? '').startsWith(w) : tokens[i + k]?.fold === w))) return 'scheduled';
    }
    // "to super atrasado com o oculista", "behind on his shots": a visit overdue is a visit needed.
    if (OVERDUE.has(f) && OVERDUE_PREPS.has(tokens[i + 1]?.fold ?? '')) return 'needed';
    // "faz três anos q meu pai não faz checkup", "she doesn't get mammograms": not done, so needed.
    if (NEGATIONS.has(f) && NEGATED_DOING.has(tokens[i + 1]?.fold ?? '')) return 'negated-done';
    // A place in a doctor's day taken is a booking: "the clinic had an opening … so I grabbed it",
    // "consegui uma vaga no dermato"; "no openings", "sem vaga" is none to be had.
    // Said after the doctor ("the dentist had no openings"), the place decides, not the "had".
    const slot = [i, i + 1, i + 2, i + 3].find(k => SLOT_WORDS.has(tokens[k]?.fold ?? '') && (k === i || SLOT_HAVERS.has(f)));
    if (slot !== undefined) return NO_SLOT.has(tokens[slot - 1]?.fold ?? '') ? 'negated-scheduled' : 'scheduled';
    // "got Owen in at the dentist", "got mum in with the GP": someone got in is someone booked.
    if (GOT_IN_VERBS.has(f) && gotIn(tokens, i)) return 'scheduled';
    // "got dad on the cardiologist's books": on a doctor's list is booked.
    if (f === 'on' && tokens.slice(i + 1, i + 5).some(x => BOOKS_WORDS.has(x.fold))) return 'scheduled';
    if (HAVE.has(f)) {
      // "tem consulta", "has a dermatologist appointment": booked.
      const window = tokens.slice(i + 1, Math.min(seg.end + 1, i + 1 + HAVE_OBJECT_REACH)).map(x => x.fold);
      if (window.some(w => APPOINTMENT_NOUNS.has(w)) && !HAVE_OBLIGATION.has(tokens[i + 1]?.fold ?? '')) return 'scheduled';
      if (f !== 'got') return null;
    }
    if (f === 'had' && tokens.slice(i + 1, i + 1 + HAVE_OBJECT_REACH).some(x => APPOINTMENT_NOUNS.has(x.fold))) return 'done';
    // "back from the dentist", "just got back from the ortho", "mom's out of surgery", "saiu da cirurgia": the visit happened.
    if (f === 'back' && tokens[i + 1]?.fold === 'from') return 'done';
    // "we were at the ENT clinic with him this morning", "was at the GP": having been there is the visit had.
    if ((f === 'were' || f === 'was') && ['at', 'in'].includes(tokens[i + 1]?.fold ?? '') && !/^\d/.test(tokens[i + 2]?.fold ?? '')) return 'done';
    // "saí do dentista", "voltámos do pediatra", "acabei de sair da consulta", "home from the GP",
    // "just left the dentist": leaving the visit is having had it.
    const link = LEFT_LINKS.has(tokens[i + 1]?.fold ?? '') || (JUST_NOW.has(tokens[i + 1]?.fold ?? '') && LEFT_LINKS.has(tokens[i + 2]?.fold ?? ''));
    if (LEFT_FROM.has(f) && link && !['came', 'got'].includes(f)) return 'done';
    if (LEFT_FROM_INFINITIVES.has(f) && LEFT_LINKS.has(tokens[i + 1]?.fold ?? '') && JUST_DID.has(tokens[i - 2]?.fold ?? '') && tokens[i - 1]?.fold === 'de') return 'done';
    // "left the dentist a voicemail" left something for them: no visit.
    if (LEFT_PLACE.has(f) && tokens[i - 1]?.fold !== 'was' && i + 1 <= m.start && m.start - i <= 3 && !['a', 'an'].includes(tokens[m.end]?.fold ?? '')) return 'done';
    if ((f === 'out' && tokens[i + 1]?.fold === 'of') || (f === 'saiu' && ['da', 'do'].includes(tokens[i + 1]?.fold ?? ''))) return 'done';
    // "got his flu shot" is done; "got an appointment" is booked (handled with HAVE above).
    // "moms surgery got moved to friday": a passive move is a booking on the new day.
    if ((f === 'got' || f === 'gotten') && GOT_MOVED.has(tokens[i + 1]?.fold ?? '')) return 'scheduled';
    // "got the dentist booked for friday", "got mum booked in": having it booked is a booking, not the visit had.
    if ((f === 'got' || f === 'gotten') && tokens.slice(i + 1, i + 5).some(x => CUES.scheduled.has(x.fold))) return 'scheduled';
    if (f === 'got' || f === 'gotten') return 'done';
    if (CUES.scheduled.has(f)) return 'scheduled';
    // Passive bookings: "foi remarcada", "was scheduled", "está marcado".
    if (CUES.done.has(f) && CUES.scheduled.has(tokens[i + 1]?.fold ?? '')) return 'scheduled';
    if (CUES.done.has(f)) return 'done';
    if (CUES.needed.has(f)) return 'needed';
    if (CUES.future.has(f) || /^(i|he|she|we|they|you)'ll$/.test(f)) return 'future';
    if (f === 'is' && tokens[i + 1]?.fold === 'going') return 'future';
    return null;
  };
  // "having his hip done", "operou a catarata": the verb the visit was read with says when (checkups/operations.ts, which reads no denied one).
  if (m.cue) return m.cue;
  // "arrancou o dente", "had a tooth out": a visit named by what was done in it was had.
  for (let i = m.start; i < m.end; i++) if (CUES.done.has(tokens[i]!.fold) || ['pulled', 'tirou', 'arranquei'].includes(tokens[i]!.fold)) return 'done';
  const negated = (i: number) => [1, 2].some(d => NEGATIONS.has(tokens[i - d]?.fold ?? ''));
  const withNeg = (i: number, c: Cue): Cue => {
    if (!c || !negated(i)) return c;
    return c === 'done' ? 'negated-done' : c === 'needed' ? 'negated-needed' : c === 'scheduled' ? 'negated-scheduled' : c;
  };
  // "my smear test is overdue", "a vacina dele tá atrasada": said of the visit after it, that is the status.
  for (let i = m.end; i < Math.min(seg.end, m.end + 3); i++) if (OVERDUE_AFTER.has(tokens[i]?.fold ?? '')) return 'needed';
  // "dropped dad home after his cardiology appt", "deixei o pai em casa depois da consulta": after it, so it happened.
  const afterAt = [1, 2, 3, 4].map(d => m.start - d).find(k => k >= seg.start && ['after', 'depois', 'apos'].includes(tokens[k]?.fold ?? ''));
  if (afterAt !== undefined && range(tokens, seg.start, afterAt).some(t => CUES.done.has(t.fold) || /^[a-z]{3,}(?:ed|ei|ou)$/.test(t.fold))) return 'done';
  // "Mum's hearing test was fine", "the appointment was quick": a verdict said of the visit, so it happened.
  for (let i = m.end; i < Math.min(seg.end, m.end + 2); i++) if (['was', 'were'].includes(tokens[i]?.fold ?? '') && VERDICTS.has(tokens[i + 1]?.fold ?? '')) return 'done';
  for (let i = m.start - 1; i >= seg.start; i--) {
    const c = cueAt(i);
    if (c) return withNeg(i, c);
  }
  for (let i = m.end; i < seg.end; i++) {
    const c = cueAt(i);
    if (c) return withNeg(i, c);
  }
  for (let i = seg.start - 1; i >= sa; i--) {
    const c = cueAt(i);
    if (c) return withNeg(i, c);
  }
  // "teeth cleaned, no cavities": with no verb around it, a visit said with its participle happened.
  if (CUES.done.has(tokens[m.end - 1]?.fold ?? '')) return withNeg(m.end - 1, 'done');
  return null;
}

/** "got Owen in at…", "got my mum in for…": up to three words of who, then "in" and the place or day it is for. */
function gotIn(tokens: Token[], i: number): boolean {
  for (let k = i + 1; k <= i + 4; k++) {
    const t = tokens[k];
    if (!isWord(t)) return false;
    if (t!.fold === 'in') return k > i + 1 && (k + 1 >= tokens.length || GOT_IN_LINKS.has(tokens[k + 1]!.fold));
  }
  return false;
}

/** A later clause of the sentence, with no checkup of its own, says this round has not happened ("ainda não tomou", "hasn't yet"). */
export function pendingRound(ctx: CheckupContext, raw: RawMention[], seg: Segment): boolean {
  const {tokens} = ctx;
  return ctx.segments.some(s => {
    if (s.sentence !== seg.sentence || s.start < seg.end || raw.some(r => r.start >= s.start && r.start < s.end)) return false;
    for (let k = s.start; k < s.end; k++) {
      const f = tokens[k]!.fold;
      if (!NEGATIONS.has(f) && f !== "hasn't" && f !== "haven't") continue;
      const next = tokens.slice(k + 1, k + 3).map(t => t.fold);
      if (next.some(w => CUES.done.has(w) || DONE_PARTICIPLES.has(w))) return true;
    }
    return false;
  });
}

/** A habitual-present reading: no cue, a habitual "vou/vai", or "tem consulta" with no booking verb. */
export function isRoutine(tokens: Token[], seg: Segment, m: RawMention, cue: Cue, status: CheckupStatus): boolean {
  const before = tokens.slice(seg.start, m.start).map(t => t.fold);
  const inSeg = tokens.slice(seg.start, seg.end).map(t => t.fold);
  if (cue === null) return status === 'needed';
  if (cue === 'future') return before.some(w => HABITUAL_GO.has(w)) && !inSeg.some(w => FUTURE_MARKERS.has(w));
  if (cue === 'scheduled') return !inSeg.some(w => CUES.scheduled.has(w));
  return false;
}
