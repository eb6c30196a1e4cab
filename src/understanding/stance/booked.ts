/**
 * A booking said with its day but no kind of visit: "she's booked in for the 8th at 10.40", "got
 * mum in on Tuesday", "consegui vaga pra ela dia 9", "marcaram-lhe para 3.ª feira", "ficou marcado
 * pra sexta às 10h", "he's seeing Dr Okafor on Monday". What it is comes from what is held (the one
 * open need of whom it is said); this reader gives the words that say whose, and the day and hour.
 * Pure: no store, no clock but `now`.
 */
import type {Language} from '../../domain/types.js';
import {findDates, findTimes, resolveDate} from '../dates.js';
import {firstPhraseAt, isWord, scanTokens, type Token} from '../text.js';
import {phrasesOf, type VarietyWords, wordsOf} from '../varieties.js';

export interface KindlessBooking {
  /** The sentence without its booking words, day and hour, nor a doctor's name: whose it is. */
  ref: string;
  date: string;
  time: string | null;
}

/**
 * Words that say a visit was booked, with no noun of what: the verb of booking and the place got in a
 * doctor's day. A clitic after the verb ("marcaram-lhe") is read with it.
 */
const BOOKED: VarietyWords = {
  pt: `marquei, marcou, marcamos, marcaram, agendei, agendou, agendamos, agendaram, ficou marcado, ficou marcada, ficou agendado,
    ficou agendada, esta marcado, esta marcada, ta marcado, ta marcada, ja esta marcado, ja esta marcada, ja ta marcado, ja ta marcada,
    consegui vaga, consegui horario, consegui encaixe, consegui marcar, conseguimos vaga, conseguimos marcar, conseguiu vaga,
    conseguiu marcar, encaixaram, encaixou, arranjei vaga, arranjei hora`,
  'pt-PT': `marcaram-lhe, marquei-lhe, marcou-lhe, ja tem hora, tem hora marcada, arranjaram-lhe, arranjei-lhe, consegui-lhe`,
  en: `booked, booked in, scheduled, fitted in, squeezed in, all booked, all set for, 's all set for, is all set for, sorted for, 's sorted for,
    confirmed, 's confirmed, has confirmed, have confirmed, on the books, in the diary`,
};
/**
 * A place got in a doctor's day, said with its article or not: "consegui um encaixe", "arranjei uma
 * vaga", "deram-lhe hora", "got a slot", "got an appointment" — the verb, then the slot.
 */
const GOT_SLOT = wordsOf({
  pt: 'consegui, conseguimos, conseguiu, conseguiram, arranjei, arranjamos, arranjou, arranjaram, deram, deram-lhe, deu, encontrei, achei, tenho, tem',
  en: 'got, get, found, managed, snagged, grabbed',
});
const SLOT_ARTICLES = wordsOf({pt: 'um, uma, o, a, uma boa, lhe', en: 'a, an, the, her, him, them, us, me'});
const SLOTS = wordsOf({pt: 'encaixe, vaga, horario, hora, vaguinha', en: 'slot, space, cancellation, spot'});
/** Verbs of "booked her in", "got mum in", "managed to get him in": whom between the verb and "in". */
const GOT_IN = wordsOf({en: 'booked, got, get, gotten, fitted, fit, squeezed, squeeze'});

/** A doctor seen by name: "seeing Dr Okafor", "vai na Dra. Marta" — a visit, which one is held. */
const SEES_DOCTOR: VarietyWords = {
  pt: `vai na, vai no, vai ao, vai a, vai à, vou na, vou no, vou ao, vamos na, vamos no, vamos ao, consulta com`,
  en: `seeing, 's seeing, is seeing, sees, will see, 's in with, is in with, in with`,
};
const DOCTOR_TITLES = wordsOf({pt: 'dr, dra, doutor, doutora', en: 'dr, doctor, doc'});

const CUES = phrasesOf(BOOKED);
const SEES = phrasesOf(SEES_DOCTOR);

/** A sentence's bounds, as the scanner opens them ("3.ª feira", "Dra. Marta", "10.40" stay inside one), or a ";". */
function sentenceOf(tokens: Token[], i: number): [number, number] {
  const ends = (k: number) => tokens[k]!.kind === 'punct' && tokens[k]!.text === ';';
  let a = i;
  while (a > 0 && !tokens[a]!.sentStart && !ends(a - 1)) a--;
  let b = i + 1;
  while (b < tokens.length && !tokens[b]!.sentStart && !ends(b)) b++;
  return [a, b];
}

/** The clause of token i within a sentence: between commas and words that join clauses ("mas", "but", "so"). */
const JOINS = wordsOf({pt: 'mas, entao, porque, pq', en: 'but, so, because, since'});
/** Who opens a clause after "e"/"and": "the surgery rang back and they've booked her in", "a clínica ligou e eles marcaram". */
const SUBJECTS = wordsOf({pt: 'eles, elas, ela, ele, eu, nos, a gente', en: "they, they've, theyve, she, she's, he, he's, we, we've, i, i've"});
function clauseOf(tokens: Token[], i: number, a: number, b: number): [number, number] {
  // "e"/"and" opens the booking's clause when its subject or its verb follows ("…retornou e agendaram a Sofia").
  const opens = (k: number) => ['e', 'and'].includes(tokens[k]!.fold) && (k + 1 === i || SUBJECTS.has(tokens[k + 1]?.fold ?? ''));
  const edge = (k: number) => tokens[k]!.text === ',' || JOINS.has(tokens[k]!.fold) || opens(k);
  let ca = i;
  while (ca > a && !edge(ca - 1)) ca--;
  let cb = i + 1;
  while (cb < b && !edge(cb)) cb++;
  return [ca, cb];
}

/** "consegui um encaixe", "arranjei vaga", "got a slot": the verb, an article at most, the slot — how many tokens, or 0. */
function slotAt(tokens: Token[], i: number): number {
  if (!GOT_SLOT.has(tokens[i]?.fold ?? '')) return 0;
  let k = i + 1;
  if (SLOT_ARTICLES.has(tokens[k]?.fold ?? '')) k++;
  return SLOTS.has(tokens[k]?.fold ?? '') ? k + 1 - i : 0;
}

/** "booked her in", "got mum in", "fitted him in": the verb, whom (two words at most), then "in". */
function verbWhomIn(tokens: Token[], i: number): number {
  if (!GOT_IN.has(tokens[i]?.fold ?? '')) return 0;
  for (let k = i + 2; k <= i + 3 && k < tokens.length; k++) {
    if (!isWord(tokens[k - 1])) return 0;
    if (tokens[k]!.fold === 'in') return k;
  }
  return 0;
}

/** The doctor's name after a title ("Dr Okafor", "Dra. Marta Lima"): title, its dot, and up to two capitalised words. */
function doctorAt(tokens: Token[], i: number): number {
  if (!DOCTOR_TITLES.has((tokens[i]?.fold ?? '').replace(/\.$/, ''))) return 0;
  let k = i + 1;
  if (tokens[k]?.text === '.') k++;
  const first = k;
  while (k < tokens.length && k - first < 2 && isWord(tokens[k]) && (tokens[k]!.cap || k === first)) k++;
  return k > first ? k - i : 0;
}

export function readKindlessBooking(text: string, now: Date, lang: Language): KindlessBooking | null {
  const tokens = scanTokens(text);
  for (let i = 0; i < tokens.length; i++) {
    let n = firstPhraseAt(tokens, i, CUES) || slotAt(tokens, i);
    const doctors: Array<[number, number]> = [];
    // "got mum in": the verb and its "in" are the booking; whom stays, for whose.
    const inAt = verbWhomIn(tokens, i);
    const cutIn = inAt ? inAt : -1;
    if (inAt) n = 1;
    if (!n) {
      // "seeing Dr Okafor": a doctor by name is a visit.
      const s = firstPhraseAt(tokens, i, SEES);
      const d = s ? doctorAt(tokens, i + s) : 0;
      if (!d) continue;
      n = s;
      doctors.push([i + s, i + s + d]);
    }
    const [a, b] = sentenceOf(tokens, i);
    const slice = tokens.slice(a, b);
    const dates = findDates(slice, lang);
    if (!dates.length) continue;
    const times = findTimes(slice);
    const cut = (k: number) =>
      (k >= i && k < i + n && !/-(?:lhe|la|lo|a|o)$/.test(tokens[k]!.fold)) ||
      k === cutIn ||
      doctors.some(([x, y]) => k >= x && k < y) ||
      dates.some(d => k - a >= d.start && k - a < d.end) ||
      times.some(t => k - a >= t.start && k - a < t.end);
    const when = resolveDate(text.slice(tokens[a]!.start, tokens[b - 1]!.end), now, {tense: 'future', language: lang});
    if (when?.precision !== 'day') continue;
    // Whose is said in the cue's clause ("rang the surgery, got her in for tuesday": "her"); the day may be anywhere in the sentence.
    const [ca, cb] = clauseOf(tokens, i, a, b);
    // A doctor named anywhere in the clause ("got mom in w/ dr. ramos") is where, not whose.
    for (let k = ca; k < cb; k++) {
      const d = doctorAt(tokens, k);
      if (d) doctors.push([k, k + d]);
    }
    const ref = tokens
      .slice(ca, cb)
      .filter((t, j) => !cut(ca + j) && isWord(t))
      .map(t => t.text)
      .join(' ');
    return {ref, date: when.date, time: when.time ?? null};
  }
  return null;
}
