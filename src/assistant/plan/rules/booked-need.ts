/**
 * A booking said with a day but no kind of visit — "she's booked in for the 8th at 10.40",
 * "consegui vaga pra ela dia 9", "marcaram-lhe para 3.ª feira", "he's seeing Dr Okafor on Monday" —
 * is the open need of whom it is said: grounded among the checkups still to book, acted on only when
 * one is clearly meant. Words that say what else it is ("a table for friday") are no visit.
 */
import {readKindlessBooking} from '../../../understanding/stance/booked.js';
import {KINSHIP} from '../../../understanding/kinship.js';
import {isWord, scanTokens} from '../../../understanding/text.js';
import {STOPWORDS, fold, stem} from '../../../text/words.js';
import {wordsOf} from '../../../understanding/varieties.js';
import type {KnownPerson} from '../../../store/world-items.js';
import {describe} from '../describe.js';
import {BODY_PART_KINDS} from '../../world/lexicon.js';
import type {Proposal, Rule, RuleInput} from '../types.js';

/** Words around a booking that say nothing of what it is: "finally", "managed to", "já", "agora". */
const FILLERS = wordsOf({
  pt: 'ja, finalmente, enfim, agora, tambem, tb, tbm, entao, ok, consegui, conseguimos, conseguiu, hora, vez, marcar, marcado, marcada, marquei, c, ver, olhar, checar, vaga',
  en: 'managed, finally, already, just, now, also, too, ok, okay, so, then, eventually, at, last, get, got, myself, herself, himself, themselves, booked, book, scheduled, w, slot, cancellation, see, check, looked',
});
/** Who booked it or rang about it ("the receptionist confirmed", "a secretária ligou"): whose voice, not what the visit is. */
const BOOKERS = wordsOf({
  pt: 'recepcionista, secretaria, secretária, clinica, clínica, consultorio, consultório, laboratorio, hospital, enfermeira, ligaram, ligou, retornou, retornaram',
  'pt-PT': 'centro de saude, telefonaram, telefonou',
  en: "receptionist, receptionist's, secretary, clinic, office, practice, surgery, nurse, they, they've, rang, called, back, phoned",
});
const PRONOUNS = wordsOf({pt: 'ela, ele, eles, elas, dela, dele, lhe, eu, mim, me, nos, a gente', en: 'she, he, her, him, his, hers, they, them, their, i, me, my, we, us, our'});

const SELF = wordsOf({pt: 'eu, mim', en: 'i, me, myself'});
/** A weekday's name left in the words of a booking ("brooke's all set for wed the 9th"): when, not what. */
const WEEKDAY_WORDS = /^(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day)?$|^(?:seg|ter|qua|qui|sex|sab|dom)$/;
/** Where a visit is, said without its kind: "the eye place", "no hospital", "at the optician's shop". */
const PLACE_WORDS = wordsOf({pt: 'hospital, posto, centro, lugar, sitio', en: 'place, hospital, shop, centre, center'});

/** Words of the booking's clause that say what it is (not whose, not when): "a table", "the car". */
function saysWhat(ref: string, people: KnownPerson[], kindWords: ReadonlySet<string>): boolean {
  const tokens = scanTokens(ref);
  const names = new Set(people.flatMap(p => [p.name, ...p.aliases].flatMap(n => fold(n).split(/\s+/))));
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const kin = KINSHIP.match(tokens, i);
    if (kin) {
      i += kin.len - 1;
      continue;
    }
    if (
      !isWord(t) ||
      t.cap ||
      names.has(t.fold) ||
      STOPWORDS.has(t.fold) ||
      FILLERS.has(t.fold) ||
      BOOKERS.has(t.fold) ||
      PRONOUNS.has(t.fold) ||
      /-(?:lhe|la|lo|a|o)$/.test(t.fold) ||
      t.fold === "'s" ||
      kindWords.has(stem(t.fold)) ||
      // "for her eyes", "os olhos", "the eye place": the part of the body names the visit, grounding reads it.
      BODY_PART_KINDS[t.fold] !== undefined ||
      PLACE_WORDS.has(t.fold) ||
      WEEKDAY_WORDS.test(t.fold)
    )
      continue;
    return true;
  }
  return false;
}

export const bookedNeed: Rule = {
  name: 'booked-need',
  statement: 'A booking said with a day and no kind of visit books the one open need of whom it is said.',
  propose({reading, world, lang, steps, claimed}: RuleInput): Proposal[] {
    const needs = world.needs ?? [];
    if (!needs.length) return [];
    // Another change already took the message, or its reading placed the day on a visit or an event of its own.
    if (steps.some(s => s.decision && s.decision.kind !== 'none')) return [];
    const x = reading.extraction;
    if (x.checkups.some(c => c.date && !claimed.checkups.includes(c)) || x.events.some(e => e.date && !claimed.events.includes(e))) return [];
    const said = readKindlessBooking(reading.text, reading.now, lang);
    if (!said || said.date < world.today) return [];
    // "the eye place called back, brooke's all set for wed": a part of the body said elsewhere in the message names the visit.
    // ("rang back" is no back: a word of ringing is never the part.)
    const parts = scanTokens(reading.text).filter(t => BODY_PART_KINDS[t.fold] !== undefined && !BOOKERS.has(t.fold) && !said.ref.includes(t.text));
    const words = describe([said.ref, ...parts.map(t => t.text)].join(' '), world.people, reading.now, lang);
    // "booked a table for friday": what it is, said, is no visit. A kind of visit said is one more clue to the need ("booked her physical for…").
    const kindWords = words.checkupKind ? new Set(words.words) : new Set<string>();
    if (words.eventKinds.length || saysWhat(said.ref, world.people, kindWords)) return [];
    // "got me in", "consegui pra mim": the user's own.
    const mine = words.mine || (!words.people.length && !words.relations.length && scanTokens(said.ref).some(t => SELF.has(t.fold)));
    const ref = {...words, mine, generic: true, companions: [], day: null, time: null};
    return [{change: {op: 'book', ref, date: said.date, time: said.time, label: null}, among: needs, fallback: 'quiet'}];
  },
};
