/**
 * Grounding: which held item a change means. Every booked checkup and coming event is scored
 * against what the words say of it (`ItemRef`): what it is (kind, title words, any appointment),
 * whose it is (a name, an alias, a kinship word, the user's own), its day and hour, and whether the
 * conversation was just about it. What the words contradict is out — a named kind it is not, a
 * person it is not with, a day it is not on — so a wrong item never wins by the day alone. One item
 * clearly best is acted on; two close are a question with numbered choices; none is said as none.
 * Pure: the items, the focus and the labels are passed in.
 */
import type {Candidate, Decision, ItemKey, ItemRef} from '../../domain/plan.js';
import type {WorldItem} from '../../store/world-items.js';
import {STOPWORDS, fold, stem, tokenize} from '../../text/words.js';
import {occurrenceDays} from '../../time/recurrence.js';
import {addDays} from '../../time/arithmetic.js';
import {BODY_PART_KINDS, SURGERY_WORDS} from '../world/lexicon.js';

/** Words of a test, said of a visit: "o exame", "the tests", "labs". */
const TEST_WORDS = new Set(['exame', 'exames', 'exam', 'exams', 'test', 'tests', 'labs', 'analises']);
/** Visits that are tests rather than consultations. */
const TESTS_KINDS = new Set(['blood_test', 'mammogram', 'eye_exam']);

/** The lowest score that says something specific of an item: its kind or title (3–4), or whose and its day (3 + 3). */
const MIN_SCORE = 3;
/** How far ahead the best must be to be acted on without asking: one clue of difference (a day, whose) is 2–3. */
const MARGIN = 2;
/** How many close candidates a question lists. */
const ASK_AT_MOST = 3;

/** What the conversation was just about: items the last messages made or changed (the last one's `latest`), and people they named. */
export interface Focus {
  items: Array<ItemKey & {latest?: boolean}>;
  people: number[];
  /** The people the conversation's last message spoke of: who "os dois", "both of them" may be. */
  lastPeople?: number[];
}

/** Stems of the words of a surgery or a procedure, whatever it is ("knee replacement" is one). */
const PROCEDURE = new Set([...SURGERY_WORDS].map(stem));

const same = (a: ItemKey, b: ItemKey) => a.table === b.table && a.id === b.id;
const titleStems = (s: string | null) =>
  tokenize(s ?? '')
    .filter(t => t.length > 2 && !STOPWORDS.has(t))
    .map(stem);
/** "fisio" and "fisioterapia", "physio" and "physiotherapy": one word's stem the start of the other's. */
const sharesStem = (a: string, b: string) => a === b || (a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a)));

/** Whether a series (or a one-off) falls on a day. */
function fallsOn(item: WorldItem, day: string): boolean {
  if (!item.date) return false;
  if (!item.rrule) return item.date === day;
  try {
    return occurrenceDays(item.date, item.time, item.rrule, day, day).length > 0;
  } catch {
    return false;
  }
}

/** How far ahead "on Tuesday" may mean a held booking: this coming one or the one after (14 days). */
const WEEKDAY_REACH = 14;

/** Whether an item falls on a weekday soon: a one-off within two weeks of today, a series on that weekday. */
function onWeekday(item: WorldItem, dow: number, today: string): boolean {
  if (!item.date) return false;
  const day = (d: string) => new Date(`${d}T12:00:00Z`).getUTCDay();
  if (item.rrule) {
    try {
      return occurrenceDays(item.date, item.time, item.rrule, today, addDays(today, WEEKDAY_REACH - 1)).some(d => day(d) === dow);
    } catch {
      return false;
    }
  }
  return day(item.date) === dow && item.date >= addDays(today, -1) && item.date <= addDays(today, WEEKDAY_REACH);
}

/**
 * Short words two specialties share: "ortho" is the orthodontist to an American parent and
 * orthopaedics to a British hospital letter, "orto" both in Portuguese. Either held visit fits.
 */
const SHARED_SHORT_KINDS: Readonly<Record<string, readonly string[]>> = {ortho: ['orthodontist', 'orthopedist'], orto: ['orthodontist', 'orthopedist']};
const eitherKind = (text: string, kind: string) => tokenize(text).some(w => SHARED_SHORT_KINDS[w]?.includes(kind));

/** Words of a routine visit, not of a doctor: "checkup", "check-up", "revisão", "consulta de rotina". */
const CHECKUP_WORDS: ReadonlySet<string> = new Set(['checkup', 'check-up', 'checkups', 'check-ups', 'check', 'rotina', 'revisao', 'well']);
/** Specialties that keep routine checkups of their own. */
const CHECKUP_SPECIALTIES: ReadonlySet<string> = new Set(['pediatrician', 'dentist', 'eye_exam', 'gynecologist', 'cardiologist', 'dermatologist', 'orthodontist']);

/** An item's score against a reference, with the reasons; null when the words contradict it. */
function scoreItem(item: WorldItem, ref: ItemRef, focus: Focus, today: string): {score: number; why: string[]} | null {
  let s = 0;
  const why: string[] = [];
  const add = (n: number, reason: string) => {
    s += n;
    why.push(`${reason} ${n > 0 ? '+' : ''}${n}`);
  };
  // What it is.
  const title = titleStems(item.title);
  // A name in the title ("lunch with Dan") is who is with it, weighed below as whose: never also what it is.
  const names = new Set([...item.withNames.map(n => fold(n).split(/\s+/)[0]!), ...(ref.boundNames ?? [])].map(n => stem(n)));
  const shared = ref.words.filter(w => !names.has(w) && title.some(t => sharesStem(w, t)));
  // "his knee appointment", "a consulta dos olhos": the part of the body a specialty sees names it.
  const bodyKinds = ref.checkupKind && ref.checkupKind !== 'other' ? [] : tokenize(ref.text).flatMap(w => BODY_PART_KINDS[w] ?? []);
  if (item.table === 'checkups' && bodyKinds.length && !shared.length) {
    if (!bodyKinds.includes(item.kind)) return null;
    add(4, 'part of the body');
  } else if (item.table === 'checkups') {
    if (ref.checkupKind && ref.checkupKind !== 'other') {
      // "mateo's checkup" of a baby held at the pediatrician, "her check-up" at the dentist: a checkup
      // word is a routine visit with whichever specialty keeps them, below the kind said by name.
      if (
        ref.checkupKind === 'general_checkup' &&
        item.kind !== 'general_checkup' &&
        CHECKUP_SPECIALTIES.has(item.kind) &&
        ref.text !== ref.checkupKind &&
        tokenize(ref.text).some(w => CHECKUP_WORDS.has(w))
      )
        add(2, 'a checkup there');
      else if (ref.checkupKind !== item.kind && !eitherKind(ref.text, item.kind)) return null;
      else add(4, 'kind');
    } else if (ref.checkupKind === 'other') {
      // "a fisio" is a physiotherapy visit, never a cardiologist's: its own words must be the visit's.
      // "the surgery", "a cirurgia" is any procedure ("knee replacement"), never a specialist's visit.
      if (shared.length) add(4, 'kind');
      else if (item.kind === 'other' && ref.words.some(w => PROCEDURE.has(w))) add(3, 'a procedure');
      else return null;
    } else if (shared.length) add(4, 'label');
    // "a consulta", "the appt": any visit fits; two of them are a question.
    // "a consulta", "the appt": any visit fits; two of them are a question. "o exame", "the tests" is
    // any visit too, but a test more than a consultation: "o exame do meu pai" is his blood test, not his dentist.
    else if (ref.generic) {
      add(3, 'any appointment');
      if (TESTS_KINDS.has(item.kind) && tokenize(ref.text).some(w => TEST_WORDS.has(w))) add(3, 'a test');
    } else if (ref.eventKinds.length) return null;
    // "ele foi pra casa às 18h": words that say what it is and fit no visit of theirs name no visit.
    else if (ref.unplaced?.length) return null;
  } else {
    const kindSaid = ref.eventKinds.includes(item.kind);
    // A birthday or an anniversary is meant only by its own word: "o aniversário da Zilá", never "o almoço".
    if ((item.kind === 'birthday' || item.kind === 'anniversary') && !kindSaid) return null;
    if (kindSaid) add(2, 'kind');
    // A word of its title says more than its kind or the conversation's focus: "the drinks" is the drinks, not the work do just said.
    if (shared.length) add(3 * Math.min(2, shared.length), 'title');
    // "o dentista" is no meeting; "a reunião" no lunch unless its title says so.
    if (ref.checkupKind && !shared.length) return null;
    if (ref.eventKinds.length && !kindSaid && !shared.length) return null;
    if (ref.unplaced?.length && !kindSaid && !shared.length) return null;
    if (ref.titleMustFit && !shared.length) return null;
    // "the appt", "a consulta" is a visit, not a class or a dinner: it says nothing for an event.
  }
  // Whose it is: a person said must be the item's, or someone with it.
  const withIt = item.withNames.map(n => fold(n).split(/\s+/)[0]!);
  const saidPeople = ref.people.length > 0 || ref.relations.length > 0;
  const theirs = item.personId !== null && ref.people.includes(item.personId);
  const byRelation = item.relation !== null && ref.relations.includes(item.relation);
  // …or named in its title: "dinner at my sister Megan's place" is a plan at Megan's.
  const inTitle = (ref.boundNames ?? []).some(n => tokenize(item.title ?? '').includes(n));
  const withSaid = ref.text.length > 0 && (inTitle || withIt.some(n => tokenize(ref.text).includes(n) || ref.boundNames?.includes(n)));
  // Who the words say is with it must be: "the 1:1 w/ Kenji" is no review without him.
  if (ref.companions.length) {
    const title = tokenize(item.title ?? '');
    const person = item.person ? fold(item.person).split(/\s+/)[0]! : null;
    if (!ref.companions.some(n => withIt.includes(n) || title.includes(n) || person === n)) return null;
  }
  if (theirs || byRelation) add(3, 'whose');
  else if (withSaid && !ref.absent) add(2, 'with');
  else if (saidPeople) return null;
  else if (ref.mine) {
    if (item.personId !== null) return null;
    // "swapped mine to the 17th": the user's own is all the words say, so it weighs as whose.
    add(ref.words.length || ref.checkupKind || ref.eventKinds.length ? 1 : 2, 'yours');
  }
  // Its day and hour.
  if (ref.day) {
    if (fallsOn(item, ref.day)) add(3, 'day');
    else return null;
  } else if (ref.weekday !== undefined) {
    // "o de quinta": a booking on that weekday within the next two weeks, or a series held on it.
    if (onWeekday(item, ref.weekday, today)) add(3, 'weekday');
    else return null;
  }
  if (ref.within) {
    // "todas as consultas da semana": a held item that falls within the stretch said, none outside it.
    const [from, to] = ref.within;
    const inside = item.rrule ? occurrenceDays(item.date ?? from, item.time, item.rrule, from, to).length > 0 : item.date !== null && item.date >= from && item.date <= to;
    if (inside) add(1, 'within the days said');
    else return null;
  }
  if (ref.time && item.time) {
    if (ref.time === item.time) add(2, 'hour');
    else add(-2, 'hour');
  }
  // What the conversation was just about: the one clue of words that say no more ("ficou pra sexta", "não, dia 9").
  const bare = !ref.checkupKind && !ref.eventKinds.length && !ref.words.length && !saidPeople && !ref.mine;
  const said = focus.items.find(k => same(k, item));
  if (said) add(said.latest ? (bare ? 3 : 2) : 1, said.latest ? 'just said' : 'said before');
  else if (item.personId !== null && focus.people.includes(item.personId)) add(1, 'person just said');
  return {score: s, why};
}

/**
 * A question between close items settled by the rest of the message: "o contador pediu pra empurrar
 * nossa reunião" — who asked is named in one meeting's title ("reunião com o contador") and in no
 * other's, so it is that one. Only words of the message outside the reference, and only when exactly
 * one of the close items has them.
 */
export function settledByMessage(d: Decision, items: WorldItem[], message: string, ref: ItemRef): Decision {
  if (d.kind !== 'ask') return d;
  const own = new Set(ref.words);
  const said = tokenize(message)
    .filter(w => w.length > 3 && !STOPWORDS.has(w))
    .map(stem)
    .filter(w => !own.has(w));
  const fits = d.candidates.filter(c => {
    const item = items.find(i => i.table === c.key.table && i.id === c.key.id);
    return item !== undefined && titleStems(item.title).some(t => said.some(w => sharesStem(w, t)));
  });
  return fits.length === 1 ? {kind: 'act', target: fits[0]!.key, candidates: d.candidates} : d;
}

/**
 * The decision for a reference among held items: act on a clear best, ask between close ones,
 * or none. `label` says an item back for the user (and for `--explain`).
 */
export function decide(ref: ItemRef, items: WorldItem[], focus: Focus, label: (item: WorldItem) => string, today: string): Decision {
  const scored = items
    .map(item => ({item, r: scoreItem(item, ref, focus, today)}))
    .filter((x): x is {item: WorldItem; r: {score: number; why: string[]}} => x.r !== null)
    .sort((a, b) => b.r.score - a.r.score || (a.item.date ?? '').localeCompare(b.item.date ?? ''));
  const candidates: Candidate[] = scored.map(({item, r}) => ({key: {table: item.table, id: item.id}, label: label(item), score: r.score, why: r.why}));
  const fit = candidates.filter(c => c.score >= MIN_SCORE);
  const top = fit[0];
  if (!top) return {kind: 'none', candidates: candidates.slice(0, ASK_AT_MOST)};
  const close = fit.filter(c => top.score - c.score < MARGIN);
  if (close.length === 1) return {kind: 'act', target: top.key, candidates: fit.slice(0, ASK_AT_MOST)};
  // A question lists its choices in the order of the calendar, the way the user sees them.
  const dateOf = (c: Candidate) => items.find(i => i.table === c.key.table && i.id === c.key.id)?.date ?? '';
  return {kind: 'ask', candidates: close.slice(0, ASK_AT_MOST).sort((a, b) => dateOf(a).localeCompare(dateOf(b)))};
}
