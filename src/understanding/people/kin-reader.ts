/**
 * Reading kin words over the registry: a kin word with its modifiers and age ("my 5-year-old son",
 * "a filha mais velha", "meu filho de 9 anos"), an age after it, a qualifier ("amiga da faculdade,"),
 * the names in apposition (", o Carlos", " Emma (12) and Jake (9)") and the next item of a list.
 * Lookups the readers share, not a reader of their own.
 */
import {KIN_POSTMODIFIERS, KIN_PREMODIFIERS, KINSHIP, type KinEntry} from '../kinship.js';
import {isKnownFirstName} from '../names.js';
import {isWord, readNumber} from '../text.js';
import type {Gender} from '../../domain/types.js';
import {
  AGE_AFTER_LEADS,
  AGE_COMPOUND,
  CAPS_KIN,
  OPENING_PREPOSITIONS,
  PAST_TENSE_ENDING,
  PREDICATE_STARTERS,
  LIST_AGE_LEADS,
  LIST_AGE_VERBS,
  NOT_AFTER_BARE_AGE,
  AFTER_BARE_AGE,
  LIST_AGE_RELATIVES,
  LIST_AGE_UNITS,
  LIST_NAME_PREMODIFIERS,
  AGE_UNITS,
  MONTH_UNITS,
  MONTHS_A_YEAR,
  AND_WORDS,
  ARTICLES,
  KIN_POSTMODIFIER_PAIRS,
  KIN_POSTMODIFIERS_NOT_ALONE,
  PT_INDEFINITE,
  QUALIFIER_PREPS,
  YEAR_WORDS,
  NAME_CLOSERS,
  SENTENCE_ENDS,
} from './lexicon.js';
import type {NameInfo} from './records.js';
import {readNamingLink} from './link-reader.js';
import {gendersAgree, readName} from './name-reader.js';
import type {PersonRegistry} from './registry.js';
import {ADULT_KIN_BASES, CHILD_AGE_LIMIT, MONTH_AS_WHEN_AFTER, MONTH_SINGULAR, PLURAL_COPULAS} from './lexicon.js';

/** A kin word read at a token: its entry, the word as written, its span (modifiers included) and an age said with it. */
export interface KinWord {
  entry: KinEntry;
  text: string;
  start: number;
  end: number;
  age: number | null;
}

/** A name in apposition or in a list, with the age said after it. */
export type AgedName = NameInfo & {age: number | null};

/** Kin entry (with pre/post modifiers and ages) at i; returns the word as written. */
export function readKin(reg: PersonRegistry, i: number): KinWord | null {
  let j = i;
  let age: number | null = null;
  for (;;) {
    const t = reg.tokens[j];
    if (!isWord(t)) break;
    const ya = AGE_COMPOUND.exec(t.fold);
    if (ya) {
      age = ya[2]!.startsWith('month') ? inYears(Number(ya[1])) : Number(ya[1]);
      j++;
      continue;
    }
    if (t.kind === 'num' && (YEAR_WORDS.has(reg.w(j + 1)) || MONTH_UNITS.has(reg.w(j + 1))) && reg.w(j + 2) === 'old') {
      age = MONTH_UNITS.has(reg.w(j + 1)) ? inYears(Number(t.fold)) : Number(t.fold);
      j += 3;
      continue;
    }
    if (KIN_PREMODIFIERS.has(t.fold) && (KINSHIP.match(reg.tokens, j + 1) || KIN_PREMODIFIERS.has(reg.w(j + 1)))) {
      j++;
      continue;
    }
    break;
  }
  const caps = CAPS_KIN.get(reg.tokens[j]?.text ?? '');
  const m = caps ? {value: caps, len: 1} : KINSHIP.match(reg.tokens, j);
  if (!m) return null;
  const start = j;
  j += m.len;
  for (;;) {
    if (KIN_POSTMODIFIERS.has(reg.w(j)) && !KIN_POSTMODIFIERS_NOT_ALONE.has(reg.w(j))) {
      j++;
      continue;
    }
    // "o filho mais velho", "a filha do meio".
    if (KIN_POSTMODIFIER_PAIRS.has(`${reg.w(j)} ${reg.w(j + 1)}`)) {
      j += 2;
      continue;
    }
    break;
  }
  const a = readAgeAfter(reg, j);
  if (a) {
    age = a.age;
    j = a.end;
  }
  return {
    entry: m.value,
    text: caps
      ? reg.tokens[start]!.text
      : reg.tokens
          .slice(start, start + m.len)
          .map(t => t.lower)
          .join(' '),
    start,
    end: j,
    age,
  };
}

/** "de 9 anos", "(12)", ", 16 anos" right after a kin word or name. */
export function readAgeAfter(reg: PersonRegistry, j: number): {age: number; end: number} | null {
  if (reg.w(j) === '(' && reg.tokens[j + 1]?.kind === 'num' && reg.w(j + 2) === ')') return {age: Number(reg.w(j + 1)), end: j + 3};
  // English appositive age: "Chloe, 15, needs…"
  if (reg.w(j) === ',' && reg.tokens[j + 1]?.kind === 'num' && Number(reg.w(j + 1)) < 120 && (reg.w(j + 2) === ',' || !isWord(reg.tokens[j + 2]))) {
    return {age: Number(reg.w(j + 1)), end: j + 2};
  }
  let k = j;
  if (reg.w(k) === ',') k++;
  if (AGE_AFTER_LEADS.has(reg.w(k))) k++;
  const n = readNumber(reg.tokens, k);
  const months = !!n && monthUnitAt(reg, k + n.len, n.value);
  if (n && k > j && (AGE_UNITS.has(reg.w(k + n.len)) || months) && n.value < 120) {
    let end = k + n.len + 1;
    if (reg.w(end) === 'old') end++;
    if (reg.w(end) === 'de' && reg.w(end + 1) === 'idade') end += 2;
    return {age: months ? inYears(n.value) : n.value, end};
  }
  return null;
}

/**
 * "… é a Dona Maria", "my husband is Rafa": the name a kin phrase is, after a copula. English
 * contracts the copula: "my husband's Neil", "my mum's Pat" say who the relative is when a given
 * name closes the clause after the "'s"; before anything else the "'s" is a possessive ("my
 * husband's car", "my mum's birthday is…", "my dad's Mercedes is in the garage").
 */
export function readCopulaName(reg: PersonRegistry, at: number, kinGender: Gender): NameInfo | null {
  const contracted = reg.low(at) === "'s";
  if (reg.low(at) !== 'é' && reg.w(at) !== 'is' && !contracted) return null;
  let q = at + 1;
  if (ARTICLES.has(reg.w(q)) && !contracted) q++;
  const n = readName(reg, q, false, false);
  if (!n || !gendersAgree(kinGender, n)) return null;
  if (contracted && !(isKnownFirstName(reg.tokens[n.start]!.text) && closesClause(reg, n.end))) return null;
  return n;
}

/** Whether a name ends its clause at token k: the message's end, a stop or comma, "and", a bracket, "who". */
function closesClause(reg: PersonRegistry, k: number): boolean {
  return reg.tokens[k] === undefined || SENTENCE_ENDS.has(reg.w(k)) || AND_WORDS.has(reg.w(k)) || NAME_CLOSERS.has(reg.w(k));
}

/**
 * Where the apposition of a kin word starts past a short qualifier that ends at a comma: "minha
 * amiga da faculdade, a bia", "a vizinha do 302, dona lucia", "my coworker from marketing, Dave".
 * One or two plain words or a number, never a name ("o pai da Maria, o João" is Maria's father).
 */
export function pastQualifier(reg: PersonRegistry, j: number): number {
  if (!QUALIFIER_PREPS.has(reg.w(j))) return j;
  let k = j + 1;
  if (ARTICLES.has(reg.w(k))) k++;
  const from = k;
  while (k < from + 2 && reg.tokens[k] && (reg.tokens[k]!.kind === 'num' || (isWord(reg.tokens[k]) && !/^\p{Lu}/u.test(reg.tokens[k]!.text) && !isKnownFirstName(reg.w(k))))) k++;
  return k > from && reg.w(k) === ',' ? k : j;
}

/** Names after a kin word: ", o Carlos", " Sofia", ", Theo e Alice", " Emma (12) and Jake (9)". */
export function readAppositiveNames(reg: PersonRegistry, j: number, entry: KinEntry, kinGender: Gender, allowComma = true): {names: AgedName[]; end: number} {
  const names: AgedName[] = [];
  let k = allowComma ? pastQualifier(reg, j) : j;
  const comma = reg.w(k) === ',';
  if (comma && !allowComma) return {names, end: j};
  if (comma) k++;
  // "my kids: Amy and Ben", "os meus filhos: a Inês e o Tomás": a colon opens a plural kin word's list.
  const opened = !comma && allowComma && entry.plural && reg.w(k) === ':';
  if (opened) k++;
  let link = readNamingLink(reg, k);
  // "My mom called Sarah yesterday" is a phone call; "my friend, called Joe," is a name.
  if (link && !comma && reg.w(k) === 'called') link = null;
  // "Meus netos são o Miguel e a Helena", "my grandkids are Miguel and Helena": who a plural kin word is.
  if (!link && !comma && entry.plural && PLURAL_COPULAS.has(reg.w(k))) link = {end: k + 1, bare: false};
  if (link) k = link.end;
  if (ARTICLES.has(reg.w(k)) && !PT_INDEFINITE.has(reg.w(k)) && !link?.bare) k++;
  const first = readName(reg, k, true, false);
  if (!first) return {names, end: j};
  if (!entry.plural && !gendersAgree(kinGender, first)) return {names, end: j};
  if (comma && !link && verbAt(reg, first.end) && inOpeningPhrase(reg, j)) return {names, end: j};
  // A grown-up's kin word is not named by a name said with a child's age: the name is the list's
  // next person ("eu, a minha mulher, a Inês de 9", "me, my husband, Jake who's 8 and Lily").
  if (comma && !link && !entry.plural && ADULT_KIN_BASES.has(entry.base) && (readListAge(reg, first.end, false)?.age ?? CHILD_AGE_LIMIT) < CHILD_AGE_LIMIT) return {names, end: j};
  let end = first.end;
  // In a list, each name's age in any of the shapes a list says it: "a Inês, de 7, e o Tomás, de 4",
  // "Amy who's 9 and Ben (4)", "Amy, aged 9, and Ben 4".
  const ageAfter = (at: number) => (entry.plural ? readListAge(reg, at, false) : readAgeAfter(reg, at));
  const a = ageAfter(end);
  names.push({...first, age: a?.age ?? null});
  if (a) end = a.end;
  if (entry.plural) {
    for (;;) {
      const q = nextListItem(reg, end);
      if (q === null) break;
      const nx = readName(reg, pastListPremodifier(reg, q), true, false);
      if (!nx) break;
      end = nx.end;
      const a2 = ageAfter(end);
      names.push({...nx, age: a2?.age ?? null});
      if (a2) end = a2.end;
    }
  }
  if ((comma || opened) && reg.w(end) === ',') end++;
  return {names, end};
}

/** Where the next item of a list starts (", e a Ana", " and Jake"), or null when the list ends. */
export function nextListItem(reg: PersonRegistry, at: number): number | null {
  let q = at;
  if (reg.w(q) === ',') q++;
  if (AND_WORDS.has(reg.w(q))) q++;
  if (q === at) return null;
  if (ARTICLES.has(reg.w(q))) q++;
  return q;
}

/**
 * An age in a list of children: "de 9", "q tem 5", "is 12", "(8)", "de 10 anos", "aged 9", "who's
 * 9", ", 9", "Amy 9". `verbs`: whether a bare verb may lead it ("emma is 10 and zoe is 7" in a
 * counted list); after a kin word's names a verb is the sentence's own ("meus filhos, o Rui e a
 * Sara, têm 7 anos" is both of them) unless a relative pronoun opens it ("Amy who's 9").
 */
export function readListAge(reg: PersonRegistry, j: number, verbs = true): {age: number; end: number} | null {
  const full = readAgeAfter(reg, j);
  if (full) return full;
  let k = j;
  if (reg.w(k) === ',') k++;
  const relative = LIST_AGE_RELATIVES.has(reg.w(k));
  if (relative) k++;
  const lead = LIST_AGE_LEADS.has(reg.w(k)) && (verbs || relative || !LIST_AGE_VERBS.has(reg.w(k)));
  if (lead) k++;
  // With no word before it, only digits: "Amy 9 and Ben 4", "Amy, 9, and Ben".
  else if (relative || reg.tokens[k]?.kind !== 'num') return null;
  const n = readNumber(reg.tokens, k);
  if (!n || n.value > 25 || ARTICLES.has(reg.w(k)) || reg.blocked.has(k)) return null;
  let end = k + n.len;
  const months = monthUnitAt(reg, end, n.value);
  const unit = LIST_AGE_UNITS.has(reg.w(end)) || months;
  if (unit) end++;
  if (reg.w(end) === 'old') end++;
  // "a Inês e o Tomás, de 7 e 4 anos": ages said together are each its own name's (refiners/respective-ages).
  if (AND_WORDS.has(reg.w(end)) && reg.tokens[end + 1]?.kind === 'num') return null;
  if (!unit && !endsBareAge(reg, end, !lead)) return null;
  return {age: months ? inYears(n.value) : n.value, end};
}

/**
 * Whether a number said with no unit ends there as an age: not "de 7 a 9", "7 de dezembro", "9 pm",
 * "7.5", "3 days a week". `alone`: no word before it said it was an age ("Amy 9", ", 9"), so it must
 * end its item ("Amy 9 and Ben 4", "Amy, 9,").
 */
export function endsBareAge(reg: PersonRegistry, end: number, alone: boolean): boolean {
  const t = reg.tokens[end];
  if (!t) return true;
  if (NOT_AFTER_BARE_AGE.has(t.fold)) return false;
  if (alone && isWord(t) && !AFTER_BARE_AGE.has(t.fold)) return false;
  return !(t.text === '.' && reg.tokens[end + 1]?.kind === 'num' && reg.tokens[end + 1]!.start === t.end);
}

/** Past a word of endearment before a listed name: "little Ben", "baby Zoe", "a pequena Lu". */
export function pastListPremodifier(reg: PersonRegistry, q: number): number {
  return LIST_NAME_PREMODIFIERS.has(reg.w(q)) && reg.tokens[q + 1] && isWord(reg.tokens[q + 1]) ? q + 1 : q;
}

/**
 * Whether the word at k is the month unit of an age of `count`: not a single month after another
 * count that a when-word follows ("fez 7 mês passado" turned 7 last month; "1 mês" is an age).
 */
export function monthUnitAt(reg: PersonRegistry, k: number, count: number): boolean {
  if (!MONTH_UNITS.has(reg.w(k))) return false;
  return count === 1 || !MONTH_SINGULAR.has(reg.w(k)) || !MONTH_AS_WHEN_AFTER.has(reg.w(k + 1));
}

/** An age said in months, in the whole years a person's age is kept in: 7 months is 0, 18 is 1. */
export function inYears(months: number): number {
  return Math.floor(months / MONTHS_A_YEAR);
}

/** A verb right after a subject ("o bebê tem", "the baby cried", "a Lia faz"), not a compound noun ("the baby shower"). */
export function verbAt(reg: PersonRegistry, k: number): boolean {
  const t = reg.tokens[k];
  if (!isWord(t) || AND_WORDS.has(t.fold)) return false;
  return PREDICATE_STARTERS.has(t.lower) || PREDICATE_STARTERS.has(t.fold) || /\p{L}{2}ed$/u.test(t.fold) || PAST_TENSE_ENDING.test(t.fold);
}

/**
 * Whether the kin phrase ending at j sits in a prepositional phrase that opens its sentence ("na
 * casa da minha tia,", "com a minha irmã,", "at my aunt's place,"): then a name after its comma,
 * not closed by another, starts the main clause ("na casa da minha tia, a Lia faz 5 anos hoje")
 * instead of naming the relative.
 */
function inOpeningPhrase(reg: PersonRegistry, j: number): boolean {
  let a = j - 1;
  while (a > 0 && !reg.tokens[a]!.sentStart) {
    if (reg.w(a) === ',') return false;
    a--;
  }
  return OPENING_PREPOSITIONS.has(reg.w(a));
}
