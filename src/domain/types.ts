/**
 * The domain leaf: the shapes every layer speaks (CONTRACTS.md's `magis extract --json` among
 * them). Imports nothing; everything may import it.
 */

export type Language = 'pt' | 'en';
export type Context = 'work' | 'personal' | 'family';
export type MemoryType = 'conversation' | 'personal_info' | 'preference_learned' | 'task_completion' | 'context_switch' | 'experience_review' | 'appointment' | 'health';
export type Gender = 'female' | 'male' | null;

export type {CheckupKind} from './checkup-kinds.js';
import type {CheckupKind} from './checkup-kinds.js';

export type CheckupStatus = 'needed' | 'scheduled' | 'done';

export interface ExtractedPerson {
  /** Proper name without titles ("Roberto" for "Dr. Roberto"), or the kinship word as written ("mãe") until a name is known. */
  name: string;
  gender: Gender;
  age: number | null;
  /** Relation to the user (English relation word from the contract), stated or inferred. */
  relation: string | null;
  /** Titles seen with the name (Dr., Dona…), kept apart from the name's core. */
  title?: string | null;
  /** True when `name` is only a kinship word ("mãe", "wife"). */
  unnamed?: boolean;
  /**
   * The relation came from a familiar word with no possessive ("a vó Marta", "mom"), which may be
   * said from someone else's side (a parent calls their mother "a vó"): it names, it does not re-relate.
   */
  familiar?: boolean;
}

export interface ExtractedRelationship {
  subject: string;
  relation: string;
  /** "user" for the speaker, else a people[].name. */
  object: string;
}

export interface ExtractedCheckup {
  /** "user" or a people[].name. */
  person: string;
  kind: CheckupKind;
  status: CheckupStatus;
  /** ISO YYYY-MM-DD resolved against now. */
  date: string | null;
  /** HH:MM */
  time: string | null;
  everyMonths: number | null;
  provider?: string | null;
  /** What a visit of no specialty is, in the user's words: "cirurgia de catarata", "knee replacement". */
  label?: string | null;
  /** How precise `date` is: 'week' for "essa semana fui", 'month' for "em março"; day when absent. */
  datePrecision?: 'day' | 'week' | 'month';
  /** A need to meet before another visit: its words and kind ("bloodwork before the surgery": surgery, other). */
  before?: {text: string; kind: CheckupKind};
}

export interface ExtractedTask {
  description: string;
  status: 'open' | 'done';
  /** ISO YYYY-MM-DD */
  due: string | null;
  person?: string | null;
}

export type EventKind = 'meeting' | 'call' | 'deadline' | 'class' | 'trip' | 'social' | 'birthday' | 'anniversary' | 'other';
export type EventStatus = 'scheduled' | 'done' | 'cancelled';

/** A dated thing that is not a health checkup: a meeting, a class, a trip, a birthday… */
export interface ExtractedEvent {
  kind: EventKind;
  /** Short title in the user's words ("reunião sobre o projeto do app"). */
  title: string;
  /** Whose event: "user" or a people[].name. */
  person: string;
  /** The other people in it (names as in people[]). */
  with: string[];
  /** ISO YYYY-MM-DD; for a recurring event, its next occurrence. */
  date: string | null;
  /** The last day of an event said as a span of days ("de 4 a 6 de dezembro"); absent for one day. */
  endDate?: string;
  /** The hour a timed span ends on `endDate` ("Tuesday 9am to Wednesday 5pm"), HH:MM; absent when not said. */
  endTime?: string;
  /** HH:MM */
  time: string | null;
  /** An RFC 5545 RRULE body ("FREQ=WEEKLY;BYDAY=SA"), or null when it happens once. */
  rrule: string | null;
  status: EventStatus;
}

/** What the speaker says about themself: kept in the profile, never as a person. */
export interface UserFacts {
  name?: string;
  city?: string;
  occupation?: string;
  languages?: string[];
  preferences?: string[];
  /** Their age as they say it now ("fiz 53 anos", "I turned 42"): it replaces the one kept. */
  age?: number;
  /** A preference that is a time for appointments ("agora prefiro de manhã"): it replaces the preferred times kept. */
  appointmentTimes?: string;
  /** Their working hours as they say them ("trabalho das 9 às 5"): "09:00-17:00", as `profile set work-hours` keeps them. */
  workHours?: string;
}

export interface Extraction {
  language: Language;
  keep: boolean;
  /** 1–10 when kept, 0 when not. */
  importance: number;
  context: Context;
  type: MemoryType;
  people: ExtractedPerson[];
  relationships: ExtractedRelationship[];
  places: string[];
  organizations: string[];
  checkups: ExtractedCheckup[];
  tasks: ExtractedTask[];
  events: ExtractedEvent[];
  questions: string[];
  /** The user's animals named in the message ("o frajola, meu gato", "bear's my dog"): never people. */
  pets?: ExtractedPet[];
  /** Facts about the speaker (name, occupation, preferences), when stated. */
  user?: UserFacts;
  /** -1..1, rough sentiment of the message. */
  sentiment?: number;
  /** Why the funnel kept or dropped the message (for --explain / debugging). */
  reason?: string;
}

export interface ExtractedPet {
  name: string;
  /** dog, cat, bird, fish, rabbit, … (English), or null when only the name is known to be a pet. */
  species: string | null;
  /** Its age when the message says it ("She's nine", "tem 3 anos"). */
  age?: number;
  /** Its sex when the message marks it ("nossa gata", "o Rex", "Mia is our cat, she…"): understanding/pet-gender.ts. */
  gender?: 'female' | 'male';
  /** A vet visit or vaccine said of it in the message. */
  care?: Array<{kind: 'vet' | 'vaccine'; status: 'needed' | 'scheduled' | 'done'; date: string | null; time: string | null}>;
}

export interface ExtractOptions {
  /** The moment the text is said; relative dates resolve against it. */
  now: Date;
  /** Names the store already knows (lower-cased, accent-folded keys are fine): suppresses "Quem é X?" for known people. */
  knownPeople?: string[];
  /** Names of the user's pets: never read as people. */
  knownPets?: string[];
}
