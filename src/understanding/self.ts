/**
 * What the speaker says about themself: their name ("Meu nome é Paulo", "I'm Laura"), occupation
 * ("trabalho como engenheiro", "I work as a nurse"), age ("fiz 53 anos", "I turned 42") and
 * preferences ("Prefiro consultas de manhã"; one of times alone is their preferred time).
 * These describe the user, so they go to the profile, never to the people list.
 */
import type {UserFacts} from '../domain/types.js';
import {isLowerCaseName} from './names.js';
import {placeName} from '../text/names.js';
import {capitalise} from '../text/names.js';
import {CITY_STOP, LANGUAGE_NAMES, PT_OF_WORDS} from './lexicon.js';
import {MONTHS, WEEKDAYS} from './dates/lexicon.js';
import {AFTER_AGE, AGE_UNIT, CHOICE, MOVED_TO, NOT_NOW, OWN_AGE, TIME_GLUE, TIME_WORDS} from './self-lexicon.js';
import {readNumber, scanTokens, firstPhraseAt, type Token} from './text.js';
import {findDates} from './dates.js';
import {fold} from '../text/words.js';
import {readWorkHours} from './work-hours.js';

/** "moro em Curitiba", "moro no Rio de Janeiro", "I live in Leeds", "we live in new york". */
const CITY =
  /(?:\b(?:moro|vivo|morando|moramos|i live|we live|i'm living|i am living|living)|(?:^|[,.;]\s*)live)\s+(?:(?:sozinh[oa]|aqui|la|lá|agora|hoje|now|here|alone)\s+){0,2}(?:em|no|na|in)\s+([\p{L}'-]+(?:\s+(?:de|do|da|dos|das)?\s*[\p{L}'-]+){0,2})/iu;
/** "falo inglês e espanhol", "I speak English and Portuguese". */
const LANGUAGES = /\b(?:falo|eu falo|i speak|i can speak|speak)\s+([\p{L} ,]+)/iu;
const foldW = (w: string) =>
  w
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** The user's city from "moro em …", title-cased, or undefined. */
function cityOf(text: string): string | undefined {
  const m = CITY.exec(text);
  if (!m) return undefined;
  const words: string[] = [];
  for (const w of m[1]!.split(/\s+/)) {
    if (CITY_STOP.has(foldW(w)) && !(words.length && PT_OF_WORDS.has(foldW(w)))) break;
    words.push(w);
  }
  while (words.length && PT_OF_WORDS.has(foldW(words[words.length - 1]!))) words.pop();
  if (!words.length || /^(casa|apartamento|ape|apê|house|apartment|flat)$/i.test(words[0]!)) return undefined;
  // As typed when it has capitals; else title-cased, with "bh", "sp", "nyc" as abbreviations.
  return placeName(words.join(' '));
}

/** The speaker's move, up to the new place: matched on the folded text (the phrases are folded). */
const MOVED = new RegExp(`(?:^|[^\\p{L}'-])(?:${MOVED_TO.map(p => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\s+(?:(?:o|a|the)\\s+)?`, 'u');

/**
 * The city the speaker has moved to ("mudei-me para Aveiro", "we just moved to Boston"): a place
 * written with its capital, words of a name joined by "de/do/da" ("São José dos Campos"); never a
 * day or a month ("mudei para sexta" moved a booking, not the user).
 */
function movedCity(text: string): string | undefined {
  const typed = text.normalize('NFC');
  const folded = fold(typed);
  // The folded text keeps each letter's place (a precomposed accent folds to one letter).
  if (folded.length !== typed.length) return undefined;
  const m = MOVED.exec(folded);
  if (!m) return undefined;
  const words: string[] = [];
  for (const w of typed.slice(m.index + m[0].length).split(/\s+/)) {
    const bare = w.replace(/[,.;:!?)]+$/, '');
    const joiner = words.length > 0 && PT_OF_WORDS.has(foldW(bare));
    if (!joiner && !/^\p{Lu}[\p{L}'-]*$/u.test(bare)) break;
    words.push(bare);
    if (bare !== w) break;
  }
  while (words.length && PT_OF_WORDS.has(foldW(words[words.length - 1]!))) words.pop();
  const first = foldW(words[0] ?? '');
  if (!words.length || first in WEEKDAYS || first in MONTHS) return undefined;
  return placeName(words.join(' '));
}

const NAME = [
  // "Sou a Ana Beatriz, mas todos me chamam de Bia": the name they go by.
  /\b(?:todo mundo me chama de|todos me chamam de|me chamam de|everyone calls me|people call me|i go by)\s+(\p{L}[\p{L}'-]+)/iu,
  /\b(?:(?:o )?meu nome (?:é|e)|me chamo|eu me chamo|chamo-me|eu chamo-me|pode me chamar de|podes chamar-me|my name is|call me|my name's|i'm called|i am called)\s+(\p{L}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)/iu,
  /^(?:(?:oi|olá|ola|opa|bom dia|boa tarde|boa noite|boas|viva|e aí|e ai|hi|hiya|hello|hey|good morning|good evening|morning|evening|afternoon)[,!.\s]*)*(?:eu sou (?:o|a)|sou (?:o|a)|i'm|i’m|im|i am)\s+(\p{L}[\p{L}'-]+)(?=\s*(?:[,.!]|$|\s+e\s|\s+and\s))/iu,
];
const OCCUPATION = [
  /\b(?:trabalho como|atuo como|sou formad[oa] em)\s+([\p{L} -]{3,40}?)(?=[,.;!]|\s+(?:e|na|no|em|há|ha)\s|$)/u,
  // "sou enfermeira", "sou professora aposentada", "sou dono de uma padaria" (not "sou casada", "sou a Bia").
  /\bsou\s+((?!(?:o|a|um|uma|eu|casad[oa]|separad[oa]|solteir[oa]|vi[uú]v[oa]|divorciad[oa]|m[aã]e|pai|av[oóô]|de|da|do|muito|meio|bem|mt|nov[oa]|brasileir[oa]|carioca|paulista|mineir[oa]|ga[uú]ch[oa]|baian[oa]|nordestin[oa]|fã|fa|louc[oa]|feliz|grat[oa]|esse|essa|assim|só|so|tipo)\b)\p{L}[\p{L} -]{2,40}?)(?=[,.;!]|\s+(?:e|na|no|em|há|ha|aqui|desde|num|numa|faz)\s|$)/u,
  // "i do medical device sales", "i do marketing for a startup".
  /\bi do ([\p{L} ]{0,30}?(?:sales|marketing|consulting|accounting|design|engineering|nursing|research|finance|recruiting|it support|hr))\b/u,
  // "I now work as a charge nurse": a job said again, changed, with "now", "currently", "still".
  /\b(?:i (?:now |currently |still )?work as an?|and (?:now )?work as an?|i'm an? |i am an? |im an? )\s*([\p{L} -]{3,40}?)(?=[,.;!]|\s+(?:and|at|in|for)\s|$)/u,
];
const PREFERENCE = [/\b(?:eu )?prefiro\s+([^.;!?]{3,80})/u, /\bi (?:prefer|like to)\s+([^.;!?]{3,80})/u];

/** The small word a day may be said after ("no sábado", "on Saturday", "em março"). */
const DAY_LEAD = new Set(['no', 'na', 'em', 'on', 'in', 'at', 'this', 'last']);

/** An age a person may have: a number outside it is a count, an hour or a score. */
const AGE_RANGE = {min: 10, max: 120};
/** Punctuation that ends the clause an age was said in ("fiz 53!", "I'm 38, and…"); "%" or "/" make the number something else. */
const CLAUSE_END = /^[.,!?;:)…]+$/u;

/**
 * Whether the words from `i` on leave a number an age: the clause ends, a word that may follow an
 * age comes, or the day it was reached ("fiz 53 anos semana passada", "I turned 40 on Saturday").
 */
function endsAge(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  if (!t) return true;
  if (t.kind === 'punct') return CLAUSE_END.test(t.text);
  if (AFTER_AGE.has(t.fold)) return true;
  return (['pt', 'en'] as const).some(lang => findDates(tokens, lang).some(d => d.start === i || (d.start === i + 1 && DAY_LEAD.has(t.fold))));
}

/**
 * The speaker's own age as it is now ("fiz 53 anos", "já tenho 40", "I turned 42 today", "I'm 38
 * now"): a first-person phrase, a number a person's age may be, then its unit ("de idade", "old")
 * or nothing that makes it a count ("tenho 40 minutos", "tenho 20 anos de casa"); never an age of
 * another time ("quando fiz 18", "until I'm 65").
 */
function ownAge(text: string): number | undefined {
  const tokens = scanTokens(text);
  for (let i = 0; i < tokens.length; i++) {
    const len = firstPhraseAt(tokens, i, OWN_AGE);
    // "quando fiz 18", "depois que fiz 40": the word before (or before its "que") sets it at another time.
    const before = tokens[i - 1]?.fold === 'que' ? tokens[i - 2] : tokens[i - 1];
    if (!len || NOT_NOW.has(before?.fold ?? '')) continue;
    const n = readNumber(tokens, i + len);
    if (!n || n.value < AGE_RANGE.min || n.value > AGE_RANGE.max) continue;
    let k = i + len + n.len;
    if (AGE_UNIT.has(tokens[k]?.fold ?? '')) {
      k++;
      if (tokens[k]?.fold === 'de' && tokens[k + 1]?.fold === 'idade') k += 2;
    }
    if (endsAge(tokens, k)) return n.value;
  }
  return undefined;
}

/** A clock or an hour in a preference ("after 7", "antes das 9h", "7pm", "14:30"). */
const HOUR = /^(?:\d{1,2}(?::\d{2})?(?:h|am|pm)?|\d{1,2}h\d{2})$/;

/**
 * Whether a preference is a time for appointments ("de manhã", "evenings after 7", "consultas às
 * segundas"): it names a time, and its other words only say what it is for and how the times
 * join. One that names anything else ("chá de manhã", "to run in the evening") is a preference of
 * its own.
 */
export function isPreferredTime(preference: string): boolean {
  const words = scanTokens(preference).filter(t => t.kind !== 'punct');
  const timed = (t: Token) => TIME_WORDS.has(t.fold) || t.kind === 'time' || HOUR.test(t.fold);
  return words.some(timed) && words.every(t => timed(t) || TIME_GLUE.has(t.fold));
}

/** Whether a preference picks among things at hand ("the blue one", "esse", "a segunda"): a choice, nothing lasting about the speaker. */
function isChoice(preference: string): boolean {
  const tokens = scanTokens(preference).filter(t => t.kind !== 'punct');
  const last = tokens.at(-1)?.fold ?? '';
  return firstPhraseAt(tokens, 0, CHOICE) > 0 || ((last === 'one' || last === 'ones') && tokens[0]?.fold === 'the');
}

/** Occupation words that are not jobs ("I'm a bit tired", "I'm a fan of…"). */
const NOT_JOBS = /^(bit|little|lot|fan|big|huge|mess|wreck|pouco)\b/i;

/**
 * What the speaker says about themself, with their working hours ("trabalho das 9 às 5", "I work 9
 * to 5": work-hours.ts) as the profile keeps them (`work_hours`, "09:00-17:00").
 */
export type SelfFacts = UserFacts;

export function aboutUser(text: string): SelfFacts | undefined {
  const facts: SelfFacts = {};
  for (const re of NAME) {
    const m = re.exec(text.trim());
    // A name is written capitalised ("eu sou a mãe" and "I'm tired" are not names), except a known
    // given name that is not an everyday word: after "meu nome é"/"my name is", or alone after
    // "sou a"/"im" ("hey, im tom.", "oi, sou a bia").
    if (m && (/^\p{Lu}/u.test(m[1]!) || isLowerCaseName(m[1]!.split(/\s+/)[0]!))) {
      const words = m[1]!.trim().split(/\s+/);
      const cut = words.findIndex((w, i) => i > 0 && !/^\p{Lu}/u.test(w));
      const kept = /^\p{Lu}/u.test(words[0]!) ? (cut < 0 ? words : words.slice(0, cut)) : words.slice(0, 1);
      facts.name = kept.map(capitalise).join(' ');
      break;
    }
  }
  for (const re of OCCUPATION) {
    const m = re.exec(text.toLowerCase());
    if (m && !NOT_JOBS.test(m[1]!.trim())) {
      facts.occupation = m[1]!.trim().replace(/\s+(btw|lol|haha|kkk+|rs|now|agora|tb|tbm|also|too)$/u, '');
      break;
    }
  }
  const city = movedCity(text) ?? cityOf(text);
  if (city) facts.city = city;
  const lm = LANGUAGES.exec(text);
  if (lm) {
    const langs = lm[1]!
      .split(/\s*(?:,|\be\b|\band\b)\s*|\s+/)
      .map(w => LANGUAGE_NAMES[foldW(w)])
      .filter((x): x is string => !!x);
    if (langs.length) facts.languages = [...new Set(langs)];
  }
  for (const re of PREFERENCE) {
    const m = re.exec(text.toLowerCase());
    if (m && !isChoice(m[1]!)) {
      const preference = m[1]!.trim();
      facts.preferences = [preference];
      // A time said again ("agora prefiro de manhã") is the preferred time now, in place of the old one.
      if (isPreferredTime(preference)) facts.appointmentTimes = preference;
      break;
    }
  }
  const age = ownAge(text);
  if (age !== undefined) facts.age = age;
  const work = readWorkHours(text);
  if (work) facts.workHours = work.hours;
  return Object.keys(facts).length ? facts : undefined;
}
