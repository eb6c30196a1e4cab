/**
 * What an imported note may teach (issue 38, item 7): a note is a memory first, and only what it
 * clearly states about the user's world changes that world. The chat's readers are made for a
 * person talking to Magis; a vault of notes is written differently — software and shops named
 * like people, the owner's own name as a subject, ticked checklists, expiry dates — so the
 * importer reads each note as the chat would and then keeps, of what was read, only what the note
 * clearly says. Each rule below states the general rule it implements.
 */
import type {Extraction} from '../domain/types.js';
import {nameKey} from '../store/learn.js';
import {fold} from '../text/words.js';
import {phrasesOf, wordsOf} from '../understanding/varieties.js';
import {EXPIRY, EXPIRY_IF_TIMED, THING_NOUNS, WHEN_AFTER} from './import-lexicon.js';

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const anyOf = (phrases: string[]) => phrases.map(escaped).join('|');
/** An expiry phrase as a whole word or words, in folded text; "vence" only with a time after it (a day, a month, "a 10"). */
const EXPIRY_PHRASE = new RegExp(
  `(?:^|[^\\p{L}\\p{N}])(?:(?:${anyOf(phrasesOf(EXPIRY))})(?=$|[^\\p{L}\\p{N}])|(?:${anyOf(phrasesOf(EXPIRY_IF_TIMED))})\\s+(?:(?:${anyOf(phrasesOf(WHEN_AFTER))})(?=$|[^\\p{L}\\p{N}])|(?:a\\s+)?\\d))`,
  'u',
);

/** A sentence's end: a stop, a bang or a question mark before a space, or a semicolon. */
const SENTENCES = /(?<=[.!?;])\s+/;

/**
 * Rule: a sentence that says when something expires states a date to remember, which the memory
 * keeps; it books nothing and needs nothing ("the rabies vaccine expires in January" is no vaccine
 * appointment on January 1st). Returns the text learning reads: the note without such sentences.
 */
export function withoutExpiries(text: string): string {
  const sentences = text.split(SENTENCES);
  const kept = sentences.filter(s => !EXPIRY_PHRASE.test(fold(s)));
  return kept.length === sentences.length ? text : kept.join(' ').trim();
}

const THING_WORDS = wordsOf(THING_NOUNS);
const THING_PHRASES = phrasesOf(THING_NOUNS).filter(p => p.includes(' '));

/**
 * Rule: a word shaped as products and systems are named, never as people are — a run of capitals
 * after a small letter (DynamoDB, MySQL, GraphQL), a small letter before a capital at the start
 * (iPhone, eBay), a digit (S3, EC2), or three capitals or more (AWS, SAP). "McDonald", "DiCaprio"
 * and "LeBron" have one capital inside, and initials ("TJ") two.
 */
function productShaped(word: string): boolean {
  return /\p{Ll}\p{Lu}{2,}/u.test(word) || /^\p{Ll}+\p{Lu}/u.test(word) || /\p{N}/u.test(word) || /^\p{Lu}{3,}$/u.test(word);
}

/** The name's words as written (letters, digits, apostrophes inside). */
const wordsOfName = (name: string) => name.split(/[^\p{L}\p{N}'’]+/u).filter(Boolean);

/**
 * Rule: a name that is, or holds, a noun of businesses, places, teams and systems ("Billing
 * Service", "Riverside Hospital", "Padaria Real", "Bakery") names a thing; so does a name said as
 * a business's owner, with that noun capitalised after it ("Gail's Bakery", "Padaria do Zé").
 */
function thingNamed(name: string, text: string): boolean {
  const folded = fold(name);
  const words = wordsOfName(folded);
  if (words.some(w => THING_WORDS.has(w.replace(/'s$/, ''))) || THING_PHRASES.some(p => folded.includes(p))) return true;
  const n = escaped(name);
  const owned = new RegExp(`(?:^|[^\\p{L}])${n}['’]s\\s+(\\p{Lu}[\\p{L}]+)|(\\p{Lu}[\\p{L}]+)\\s+d[aoe]s?\\s+${n}(?![\\p{L}])`, 'gu');
  for (const m of text.matchAll(owned)) if (THING_WORDS.has(fold(m[1] ?? m[2] ?? ''))) return true;
  return false;
}

/** What the importer needs to know of the store to read a note. */
export interface Knowing {
  /** The user's own name, as name keys: the whole name and its first word. */
  user: string[];
  /** Whether a person of that name is already known (a note about them is about them). */
  known: (name: string) => boolean;
}

/** The user's own name as `Knowing.user` wants it: the whole name and its first word, as name keys. */
export function userNameKeys(name: string | null | undefined): string[] {
  const key = name ? nameKey(name) : '';
  if (!key) return [];
  return [...new Set([key, key.split(' ')[0]!])];
}

/**
 * Why a person the reader found in a note is not one to add, or null when they may be: someone
 * tied to the user by kinship or a title is someone; the user herself is never a person of her
 * world (a note titled with her name, or her first name, is about her); someone already known
 * stays known; a name shaped as a product, or naming a business or a place, is not someone.
 */
export function notAPerson(p: Extraction['people'][number], text: string, knowing: Knowing): 'user' | 'product' | 'thing' | null {
  // Kinship or a title says someone else: "my daughter Ana" of a user named Ana is her daughter.
  if (p.unnamed || p.relation || p.title) return null;
  if (knowing.user.includes(nameKey(p.name))) return 'user';
  if (knowing.known(p.name)) return null;
  if (wordsOfName(p.name).some(productShaped)) return 'product';
  if (thingNamed(p.name, text)) return 'thing';
  return null;
}

/**
 * What the reader found in a note, less what the note does not clearly say: people that are not
 * people (and what was said of them: their links, checkups and place in events), and, for a
 * ticked checklist item (`- [x] …`), any to-do or need left open — a ticked item is done.
 */
export function conservativeReading(x: Extraction, text: string, knowing: Knowing, checked: boolean): Extraction {
  const dropped = new Set(x.people.filter(p => notAPerson(p, text, knowing) !== null).map(p => p.name));
  const tasks = checked ? x.tasks.map(t => (t.status === 'open' ? {...t, status: 'done' as const, due: null} : t)) : x.tasks;
  if (!dropped.size && !checked) return x;
  return {
    ...x,
    people: x.people.filter(p => !dropped.has(p.name)),
    relationships: x.relationships.filter(r => !dropped.has(r.subject) && !dropped.has(r.object)),
    // A need ticked off says neither that it was booked nor when: nothing to keep open.
    checkups: x.checkups.filter(c => !dropped.has(c.person) && !(checked && c.status === 'needed')),
    events: x.events.map(e => (dropped.has(e.person) || e.with.some(w => dropped.has(w)) ? {...e, person: dropped.has(e.person) ? 'user' : e.person, with: e.with.filter(w => !dropped.has(w))} : e)),
    tasks: tasks.map(t => (t.person && dropped.has(t.person) ? {...t, person: null} : t)),
  };
}
