/**
 * The titles Magis writes for what is on the agenda, in the user's language, the one place every
 * surface takes them from: the agenda, reminders, `remind --ics`, a CalDAV calendar's SUMMARY, the
 * timeline and the answers. Pure.
 *
 * A title says what and whose, as a person writes it on a shared calendar: "Dentista — Maya",
 * "Aniversário da Sonia", "Cirurgia de catarata — Ruth" / "Dentist — Maya", "Sonia's birthday",
 * "Cataract surgery — Ruth". A visit's own label ("alergista", "cataract surgery") is its what;
 * else its kind's word. An event keeps the title it was given; only the words the chat lifted from a
 * sentence ("swimming", "bday") are Magis's to word: capitalised, a lone birthday word made whose
 * birthday it is, and whose added when the title does not name them.
 */
import type {Language} from '../domain/types.js';
import {genderByEnding, type Gender} from '../text/gender.js';
import {kindWords} from '../text/kind-words.js';
import {capitalise} from '../text/names.js';
import {whose} from '../text/phrases.js';
import {tokenize} from '../text/words.js';
import {isBirthdayWord} from './title-words.js';

/** Whose an item is, when not the user's own. `unnamed`: known by a kinship word only ("mãe", "mum"). */
export interface Owner {
  person: string;
  gender: Gender;
  unnamed: boolean;
}

/** What an agenda row is, as much as its title needs. `owner` null: the user's own. */
export type Titled =
  | {source: 'checkup'; kind: string; label?: string | null; owner: Owner | null}
  | {source: 'birthday'; owner: Owner}
  /**
   * `worded`: the title is the chat's, lifted from a sentence ("swimming", "bday"); else someone
   * typed it (a calendar, `add_event`, a phone's rename) and it stays as typed.
   */
  | {source: 'event'; kind: string; title: string; worded: boolean; owner: Owner | null};

/** The Portuguese article a name takes: its stored gender, else its ending ("da Sonia", "do Pedro"); none known: "de". */
const withGender = (o: Owner): Owner => (o.gender || o.unnamed ? o : {...o, gender: genderByEnding(o.person)});

/** "Aniversário da Lourdes" / "Lourdes's birthday". */
export function birthdayTitle(p: Owner, lang: Language): string {
  const o = withGender(p);
  const person = {name: o.unnamed ? o.person : capitalise(o.person), gender: o.gender, unnamed: o.unnamed};
  return lang === 'pt' ? `Aniversário ${whose(person, 'pt')}` : `${capitalise(whose(person, 'en'))} birthday`;
}

/**
 * What a visit is, as a title: its own label ("Alergista", "Cirurgia de catarata"), else its kind's
 * word ("Dentista", "Exame de sangue" / "Dentist", "Blood test") — the person is not in it.
 */
export function checkupTitle(kind: string, lang: Language, label?: string | null): string {
  if (label?.trim()) return capitalise(label.trim());
  // "dentist visit" says the visit in a sentence; a calendar's title is the word alone ("Dentist — Maya").
  return capitalise(kindWords(kind, lang).noun.replace(/ visit$/, ''));
}

/**
 * A checkup still to book, as a calendar's all-day reminder: "Marcar dentista — Ana" / "Book eye exam
 * — Ana" (`person` "user": the user's own, no name); a task: "Tarefa: …" / "Task: …".
 */
export function bookingTitle(kind: string, person: string, lang: Language, task?: string): string {
  if (kind === 'task') return lang === 'pt' ? `Tarefa: ${task ?? ''}` : `Task: ${task ?? ''}`;
  const noun = kindWords(kind, lang).noun.replace(/ visit$/, '');
  const what = lang === 'pt' ? `Marcar ${noun}` : `Book ${noun}`;
  return person === 'user' ? what : `${what} — ${capitalise(person)}`;
}

/** The name a title gives its owner: "Maya", a kinship word as a word ("Mãe", "Mum"). */
const ownerName = (o: Owner) => capitalise(o.person);

/** Whether a title already says whose it is: the first word of the person's name is one of its words. */
function names(title: string, o: Owner): boolean {
  const first = tokenize(o.person)[0];
  return first !== undefined && tokenize(title).includes(first);
}

/** The chat's words for an event, as a title: capitalised; a lone birthday word becomes whose birthday it is. */
function eventWhat(e: Extract<Titled, {source: 'event'}>, lang: Language): string {
  if (!e.worded) return e.title;
  if (e.owner && isBirthdayWord(e.title)) return birthdayTitle(e.owner, lang);
  return capitalise(e.title.trim());
}

/**
 * An item's title. `whose: false` leaves the owner out where the surface names them beside the title
 * (the agenda's "10h — Dentista (Maya)"); a birthday always says whose it is.
 */
export function itemTitle(t: Titled, lang: Language, opts: {whose?: boolean} = {}): string {
  if (t.source === 'birthday') return birthdayTitle(t.owner, lang);
  const what = t.source === 'checkup' ? checkupTitle(t.kind, lang, t.label) : eventWhat(t, lang);
  const owner = t.owner;
  // A title someone typed stays as typed; one that names its person already needs no "— Maya".
  if (opts.whose === false || !owner || (t.source === 'event' && !t.worded) || names(what, owner)) return what;
  return `${what} — ${ownerName(owner)}`;
}

/**
 * Whether an event's title is the chat's wording, Magis's to title: it was learned from a message
 * (`source_memory_id`) and still starts in lower case as the sentence had it ("swimming", "bday") or
 * is a lone birthday word. A title the user wrote as a title ("Book club", a phone's rename) is theirs.
 */
export function chatWorded(title: string, fromMessage: boolean): boolean {
  if (!fromMessage) return false;
  const t = title.trim();
  return isBirthdayWord(t) || (t.length > 0 && t.charAt(0) === t.charAt(0).toLowerCase() && t.charAt(0) !== t.charAt(0).toUpperCase());
}
