/**
 * What the speaker says about themself: their name ("Meu nome é Paulo", "I'm Laura"), occupation
 * ("trabalho como engenheiro", "I work as a nurse") and preferences ("Prefiro consultas de manhã").
 * These describe the user, so they go to the profile, never to the people list.
 */
import type {UserFacts} from '../domain/types.js';
import {isLowerCaseName} from './names.js';
import {placeName} from '../text/names.js';
import {capitalise} from '../text/names.js';
import {CITY_STOP, LANGUAGE_NAMES, PT_OF_WORDS} from './lexicon.js';
import {MONTHS, WEEKDAYS} from './dates/lexicon.js';
import {MOVED_TO} from './self-lexicon.js';
import {fold} from '../text/words.js';

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

/** Occupation words that are not jobs ("I'm a bit tired", "I'm a fan of…"). */
const NOT_JOBS = /^(bit|little|lot|fan|big|huge|mess|wreck|pouco)\b/i;

export function aboutUser(text: string): UserFacts | undefined {
  const facts: UserFacts = {};
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
    if (m) {
      facts.preferences = [m[1]!.trim()];
      break;
    }
  }
  return Object.keys(facts).length ? facts : undefined;
}
