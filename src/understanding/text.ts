/**
 * Text primitives shared by every rule module: accent folding, tokenising with offsets,
 * sentence and segment splitting, number words, and a phrase lexicon matcher.
 */

type TokenKind = 'word' | 'num' | 'time' | 'date' | 'punct';

export interface Token {
  /** As written. */
  text: string;
  /** Lower-cased, accents kept ("avó" and "avô" must stay apart). */
  lower: string;
  /** Lower-cased, accents removed, curly apostrophes straightened. */
  fold: string;
  kind: TokenKind;
  start: number;
  end: number;
  /** Starts with an upper-case letter. */
  cap: boolean;
  /** First word of its sentence (capitalisation there says nothing about names). */
  sentStart: boolean;
  /** Position in the token array. */
  i: number;
}

import {fold} from '../text/words.js';
import {readChatSpellings} from './chat.js';

/** The one fold (text/words.ts), re-exported for rule modules that already import from here. */
export {fold};

// Abbreviations end in a dot that must not end the sentence ("Dr. Roberto").
// Chat types them lower case too ("vai na dra. Marta", "seeing dr. patel"); "D." only as written ("D. Lurdes").
const ABBREVIATION = /(?:(?:Dr|Dra|Sr|Sra|Srta|Mr|Mrs|Ms|Prof|Profa|Jr|St|Dras|Drs)\.(?=\s|$))|(?:D\.(?=\s\p{Lu}))/iuy;
const ISO_DATE = /\d{4}-\d{2}-\d{2}/y;
const CLOCK = /\d{1,2}:\d{2}/y;
/** A one-on-one meeting as offices write it: "1:1", "1-1", "1on1", "1-on-1", "1x1" — a word, never a time. */
const ONE_ON_ONE = /(?:1:1|1-on-1|1on1|1x1|1-1)(?![\d:])/iy;
const SLASH_DATE = /\d{1,2}\/\d{1,2}(?:\/\d{2,4})?(?![\d/])/y;
const WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/uy;

/**
 * Split text into tokens with offsets. Hyphenated words stay whole ("check-up",
 * "mother-in-law", "7-year-old"); an English possessive "'s" becomes its own token so
 * "Amy's husband" reads as NAME 's KIN.
 */
export function scanTokens(text: string): Token[] {
  // "9 a.m.", "5 p.m": one word, so its dots end no sentence (same length: offsets hold).
  text = text.replace(/(?<=\d\s?)([ap])\.\s?m\.?/gi, m => `${m[0]}m`.padEnd(m.length, ' '));
  // "w/ steve", "p/ sexta", "c/ a Bia": the chat's "with", "pra" and "com", their slash no word boundary.
  const slashed = text;
  text = text.replace(/\b([wWpPcC])\/(?=\s|\p{L}|\d)/gu, '$1 ');
  const out: Token[] = [];
  let pos = 0;
  let sentenceOpen = false;
  let lastEnd = 0;
  const push = (t: string, kind: TokenKind, start: number) => {
    // A newline is a sentence boundary even without punctuation.
    if (/\n/.test(text.slice(lastEnd, start))) sentenceOpen = false;
    const isWordy = kind !== 'punct';
    const tok: Token = {
      text: t,
      lower: t.toLowerCase().replace(/[’‘]/g, "'"),
      fold: fold(t),
      kind,
      start,
      end: start + t.length,
      cap: /^\p{Lu}/u.test(t),
      sentStart: isWordy && !sentenceOpen,
      i: out.length,
    };
    out.push(tok);
    lastEnd = tok.end;
    if (isWordy) sentenceOpen = true;
    // "10.40", "2.1", "3.ª feira": a dot between a digit and a digit or an ordinal mark ends no sentence.
    // "às 4.as": a weekday's ordinal typed without the ª is no sentence's end either.
    // "na 2.a feira": nor the weekday's ordinal with an "a" for the ª, before "feira".
    const inNumber =
      t === '.' &&
      /\d/.test(text[start - 1] ?? '') &&
      (/[\dªº]/.test(text[start + 1] ?? '') || (/[2-6]/.test(text[start - 1] ?? '') && /^(?:as?(?!\p{L})|a[\s-]*feira)/iu.test(text.slice(start + 1))));
    if (kind === 'punct' && /^[.!?;]$/.test(t) && !inNumber) sentenceOpen = false;
    // A colon before a capital opens a sentence of its own ("Ana Souza: Prefere chá" — a note's subject,
    // then what is said of it); in chat it runs on ("marcado: terça 27 às 10h", "3 filhos: bia de 10").
    if (kind === 'punct' && t === ':' && /^\s*\p{Lu}/u.test(text.slice(tok.end))) sentenceOpen = false;
  };
  const tryRe = (re: RegExp): string | null => {
    re.lastIndex = pos;
    const m = re.exec(text);
    return m ? m[0] : null;
  };
  while (pos < text.length) {
    const ch = text[pos]!;
    if (/\s/.test(ch)) {
      pos++;
      continue;
    }
    let m: string | null;
    if ((m = tryRe(ABBREVIATION))) {
      push(m, 'word', pos);
    } else if ((m = tryRe(ONE_ON_ONE))) {
      push(m, 'word', pos);
    } else if ((m = tryRe(ISO_DATE))) {
      push(m, 'date', pos);
    } else if ((m = tryRe(CLOCK))) {
      push(m, 'time', pos);
    } else if ((m = tryRe(SLASH_DATE))) {
      push(m, 'date', pos);
    } else if ((m = tryRe(WORD))) {
      const poss = /^(.+?)(['’]s)$/iu.exec(m);
      if (poss && /\p{L}/u.test(poss[1]!)) {
        push(poss[1]!, 'word', pos);
        push(poss[2]!, 'word', pos + poss[1]!.length);
      } else {
        push(m, /^\d+$/.test(m) ? 'num' : 'word', pos);
      }
    } else {
      m = ch;
      push(m, 'punct', pos);
    }
    pos += m.length;
  }
  for (const t of out) {
    const short = SLASH_SHORT[t.fold];
    if (short && slashed[t.end] === '/') [t.lower, t.fold] = [short, short];
  }
  hasGot(out);
  readChatSpellings(out);
  return out;
}

/**
 * British "has got" / "have got" is "has" / "have": "Mum's got the GP on Thursday", "I've got the
 * dentist at 10" hold a booking, they report no visit. The "'s" before "got" is "has", not a
 * possessive ("Poppy's got the dentist" is Poppy's booking). Read so, every stage reads it as "has".
 */
function hasGot(tokens: Token[]): void {
  for (let i = tokens.length - 1; i >= 1; i--) {
    const t = tokens[i]!;
    if (t.fold !== 'got') continue;
    const prev = tokens[i - 1]!;
    const have = HAVE_BEFORE_GOT[prev.fold];
    if (!have) continue;
    if (prev.fold === "'s" || prev.fold === "'ve") [prev.lower, prev.fold] = [have, have];
    // "Arjun's got a party", "she has got": the verb is already a token of its own, and "got" goes,
    // so readers of "X has a …" see just that. "I've got", "we've got": the pronoun keeps its own
    // token; "got" reads as the verb it stands for.
    if (prev.fold === 'has' || prev.fold === 'have') tokens.splice(i, 1);
    else [t.lower, t.fold] = [have, have];
  }
}
const HAVE_BEFORE_GOT: Record<string, string> = {"'s": 'has', has: 'has', have: 'have', "i've": 'have', "we've": 'have', "you've": 'have', "they've": 'have', ive: 'have', "'ve": 'have'};

/** A letter and a slash that chat writes for a preposition: "p/" is "pra", "c/" is "com" ("w/" is read as "w", then "with"). */
const SLASH_SHORT: Record<string, string> = {p: 'pra', c: 'com'};

export const isWord = (t: Token | undefined): t is Token => !!t && t.kind !== 'punct';

const UNITS_PT: Record<string, number> = {
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  treze: 13,
  catorze: 14,
  quatorze: 14,
  quinze: 15,
  dezesseis: 16,
  dezessete: 17,
  dezoito: 18,
  dezenove: 19,
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  cinquenta: 50,
  sessenta: 60,
  setenta: 70,
  oitenta: 80,
  noventa: 90,
  cem: 100,
  alguns: 3,
  algumas: 3,
  uns: 3,
  umas: 3,
};
const UNITS_EN: Record<string, number> = {
  one: 1,
  a: 1,
  an: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  few: 3,
  couple: 2,
  several: 3,
};

/**
 * Read a small number at tokens[i]: digits, or number words ("três", "vinte e dois",
 * "a couple of"). Returns the value and how many tokens it used.
 */
export function readNumber(tokens: Token[], i: number): {value: number; len: number} | null {
  const t = tokens[i];
  if (!t) return null;
  if (/^\d+$/.test(t.fold)) return {value: Number(t.fold), len: 1};
  const f = t.fold;
  if (f === 'a' && ['couple', 'few'].includes(tokens[i + 1]?.fold ?? '')) {
    const ofLen = tokens[i + 2]?.fold === 'of' ? 1 : 0;
    return {value: UNITS_EN[tokens[i + 1]!.fold]!, len: 2 + ofLen};
  }
  const v = UNITS_PT[f] ?? UNITS_EN[f];
  if (v === undefined) return null;
  // "vinte e dois", "twenty-two" (hyphenated is one token), "twenty two".
  if (v >= 20 && v % 10 === 0) {
    const a = tokens[i + 1];
    const b = tokens[i + 2];
    if (a?.fold === 'e' && b && (UNITS_PT[b.fold] ?? 0) < 10 && UNITS_PT[b.fold]) return {value: v + UNITS_PT[b.fold]!, len: 3};
    if (a && (UNITS_EN[a.fold] ?? 0) < 10 && UNITS_EN[a.fold] && a.fold !== 'a' && a.fold !== 'an') return {value: v + UNITS_EN[a.fold]!, len: 2};
  }
  if (f.includes('-')) {
    const [x, y] = f.split('-');
    if (UNITS_EN[x!] && UNITS_EN[y!]) return {value: UNITS_EN[x!]! + UNITS_EN[y!]!, len: 1};
  }
  return {value: v, len: 1};
}

/** A phrase's words, split once: the matchers below run for every token of every message and
 * every memory imported, and splitting the phrase on each call was half of `memories import`'s
 * time (bench/RESULTS.md, "Seventh day"). Phrases are the lexicons' constants, so the map stays small. */
const PHRASE_WORDS = new Map<string, readonly string[]>();
function phraseWords(phrase: string): readonly string[] {
  let words = PHRASE_WORDS.get(phrase);
  // A possessive or "is" is split off as the scanner splits a message ("it's" is "it" + "'s"), so a phrase spells what the tokens read.
  if (!words)
    PHRASE_WORDS.set(
      phrase,
      (words = phrase
        .replace(/(\p{L})['’]s\b/gu, "$1 's")
        .split(' ')
        .map(fold)),
    );
  return words;
}

/** How many tokens from i spell `phrase` (words one space apart, compared folded), or 0. */
export function phraseAt(tokens: readonly Token[], i: number, phrase: string): number {
  const words = phraseWords(phrase);
  for (let k = 0; k < words.length; k++) if (tokens[i + k]?.fold !== words[k]) return 0;
  return words.length;
}

/** The length of the first of `phrases` spelled from token i, or 0. */
export function firstPhraseAt(tokens: readonly Token[], i: number, phrases: readonly string[]): number {
  for (const phrase of phrases) {
    const n = phraseAt(tokens, i, phrase);
    if (n) return n;
  }
  return 0;
}

/** Whether `phrase` is spelled by the tokens that end right before token i. */
export function phraseEndsAt(tokens: readonly Token[], i: number, phrase: string): boolean {
  const words = phraseWords(phrase);
  return i >= words.length && phraseAt(tokens, i - words.length, phrase) > 0;
}

/**
 * A lexicon of (possibly multi-word) phrases. Lookup prefers an exact lower-case match (so
 * "avó"/"avô" stay apart) and falls back to the accent-folded form, where colliding
 * entries are merged by `onCollision` (e.g. "avo" → grandparent of unknown gender).
 */
export class PhraseLexicon<T> {
  private exact = new Map<string, {words: string[]; value: T}[]>();
  private folded = new Map<string, {words: string[]; value: T}[]>();
  private maxLen = 1;

  constructor(private onCollision: (a: T, b: T) => T = a => a) {}

  add(phrase: string, value: T): this {
    const lowerWords = phrase.toLowerCase().split(/\s+/).filter(Boolean);
    const foldWords = lowerWords.map(fold);
    this.maxLen = Math.max(this.maxLen, lowerWords.length);
    this.insert(this.exact, lowerWords, value, false);
    this.insert(this.folded, foldWords, value, true);
    return this;
  }

  addAll(phrases: string[], value: T): this {
    for (const p of phrases) this.add(p, value);
    return this;
  }

  private insert(map: Map<string, {words: string[]; value: T}[]>, words: string[], value: T, merge: boolean) {
    const key = words[0]!;
    const list = map.get(key) ?? [];
    const same = list.find(e => e.words.join(' ') === words.join(' '));
    if (same) {
      if (merge) same.value = this.onCollision(same.value, value);
      else same.value = value;
    } else {
      list.push({words, value});
      list.sort((a, b) => b.words.length - a.words.length);
    }
    map.set(key, list);
  }

  /** Longest phrase starting at tokens[i] (punctuation never inside a phrase). */
  match(tokens: Token[], i: number): {value: T; len: number; text: string} | null {
    const t = tokens[i];
    if (!isWord(t)) return null;
    for (const [map, field] of [
      [this.exact, 'lower'],
      [this.folded, 'fold'],
    ] as const) {
      for (const e of map.get(t[field]) ?? []) {
        let ok = true;
        for (let k = 0; k < e.words.length; k++) {
          const u = tokens[i + k];
          if (!isWord(u) || u[field] !== e.words[k]) {
            ok = false;
            break;
          }
        }
        if (ok) {
          const text = tokens
            .slice(i, i + e.words.length)
            .map(x => x.text)
            .join(' ');
          return {value: e.value, len: e.words.length, text};
        }
      }
    }
    return null;
  }

  /** Every non-overlapping match, scanning left to right. */
  scan(tokens: Token[]): {value: T; start: number; end: number; text: string}[] {
    const out: {value: T; start: number; end: number; text: string}[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const m = this.match(tokens, i);
      if (m) {
        out.push({value: m.value, start: i, end: i + m.len, text: m.text});
        i += m.len - 1;
      }
    }
    return out;
  }
}

/** A set of folded words or phrases, matched with the same rules as PhraseLexicon. */
export function wordSet(...lists: string[]): Set<string> {
  const s = new Set<string>();
  for (const l of lists) for (const w of l.split(/\s*[,\n]\s*|\s+/)) if (w) s.add(fold(w));
  return s;
}
