/**
 * A message's plan: the typed changes interpretation reads in it, each grounded against what Magis
 * holds before anything is written. Detect → plan → ground → apply: rules propose, grounding picks
 * the one item meant (or asks, or finds none), and one transaction applies what was decided. The
 * plan is data, so `ask --json`, `extract --explain` and the LLM's proposals all speak it.
 * A leaf: imports only domain types.
 */
import type {ExtractedCheckup, ExtractedEvent, ExtractedPerson, ExtractedPet, ExtractedTask, Extraction} from './types.js';

/** The rows a change may act on (a pet's care: its vet visits and vaccines). */
type ItemTable = 'checkups' | 'events' | 'pet_care';

/** An item held in the store, by table and id. */
export interface ItemKey {
  table: ItemTable;
  id: number;
}

/**
 * What a message says of a thing Magis may already hold — the words that find it: whose it is,
 * its kind or title words, the day it is said to be on. Built by understanding from the words
 * themselves; grounding scores every held item against it.
 */
export interface ItemRef {
  /** The words that name the item, as the message put them ("o oftalmo da Lu de terça"). */
  text: string;
  /** Known people the words name (ids), and whether they name the user ("meu", "my"). */
  people: number[];
  /** Kinship words said of someone ("do pai", "mum's"): the relations, to the user, of whose it is. */
  relations: string[];
  /** The user said the item is their own ("minha consulta", "my appointment"). */
  mine: boolean;
  /** Folded first names of the people the words name or a pronoun was bound to ("Megan's", "his"): someone with an item, or in its title, is named by them. */
  boundNames?: string[];
  /** Who the words say is with it ("com a Rita", "w/ Kenji"), folded first names: the item must have them. */
  companions: string[];
  /** A checkup kind the words name ("dentista" → dentist), or null. */
  checkupKind: string | null;
  /** Event kinds the words name ("reunião" → meeting), possibly several. */
  eventKinds: string[];
  /** Any appointment at all ("a consulta", "the appt", "it"): fits every checkup. */
  generic: boolean;
  /** Stems of the content words: matched with an item's title or label. */
  words: string[];
  /**
   * Stems of the words that are neither whose, when, nor a kind ("casa" in "foi pra casa às 18h"): a
   * held item of no kind said must have them in its title, or it is not what the words mean.
   */
  unplaced?: string[];
  /** An event said again in full ("dinner out on Saturday"): only one whose title shares a word is it — "the cinema" is never "jantar fora". */
  titleMustFit?: true;
  /** The day the words put the item on ("de quinta", "tomorrow's"), when they say one. */
  day: string | null;
  /**
   * A weekday said alone ("o de quinta", "tuesday's"), 0 = Sunday: of a held item, the next one or
   * the one after on that weekday, not only the coming one (`day` is then null).
   */
  weekday?: number;
  /** A stretch of days the words put the item in ("desta semana", "this month"): first and last day. */
  within?: [string, string];
  /** The hour the words put the item at ("o das 15h"), or one denied ("não às 15h"). */
  time: string | null;
  /** The words say someone will not go ("o Davi não vai à reunião"): only their own item is off, not one they join. */
  absent?: boolean;
}

/** Someone a change gives a thing to: the user (`id: null`), a known person, or one to add. */
export type PersonTarget = {id: number | null} | {add: ExtractedPerson};

/** Whether a change on a recurring item acts on one occurrence, the whole series, or lets grounding decide. */
export type Scope = 'occurrence' | 'series' | 'auto';

/** The typed changes a message can make. Each names the rule that proposed it. */
export type Change =
  /** A held booking now on another day or hour ("remarcaram", "agora é sexta", "não, dia 14"). */
  | {op: 'move'; ref: ItemRef; date: string | null; time: string | null; keepTime: boolean; scope: Scope; byDays?: number}
  /** A held booking called off ("foi cancelada", "não vai mais", "is off"); a series' day skipped when `scope` says so. */
  | {op: 'cancel'; ref: ItemRef; day: string | null; scope: Scope; rebook?: boolean}
  /** A held booking that happened ("fomos ao dentista", "back from the GP"). */
  | {op: 'happened'; ref: ItemRef; date: string}
  /**
   * A pet's held care (a vet visit, a vaccine) moved, called off or had — never a person's booking.
   * `rebook`: called off to be booked again later ("vou remarcar"), so still needed.
   */
  | {op: 'pet-care'; act: 'move' | 'cancel' | 'done'; ref: ItemRef; date: string | null; time: string | null; keepTime: boolean; rebook: boolean}
  /** A held need booked ("marquei o oftalmo dela pra terça"). */
  | {op: 'book'; ref: ItemRef; date: string | null; time: string | null; label: string | null}
  /** A held item that is someone else's ("o dentista de quinta é do Caio, não meu", "that appt is for Leo"). */
  | {op: 'owner'; ref: ItemRef; to: PersonTarget; toName: string; also?: Array<{to: PersonTarget; name: string}>}
  /** Held items given to someone else ("isso é do Caio, não meu"). */
  | {op: 'reassign'; items: ItemKey[]; tasks: number[]; to: PersonTarget}
  /** An open to-do done in the user's words; `ask`: a clause that fits these as well as each other, so none is closed and the user is asked. */
  | {op: 'task-done'; ids: number[]; ask?: number[]}
  /** An open to-do's day ("me lembra amanhã", "a revisão é na terça"). */
  | {op: 'task-due'; id: number; due: string}
  /** A to-do the conversation agreed on ("sim, me lembra amanhã"). */
  | {op: 'task-add'; description: string; due: string | null; person: number | null}
  /** Checkups copied to someone else ("e o Caio também"). */
  | {op: 'copy-checkups'; ids: number[]; to: PersonTarget}
  /** Someone known by kinship gets a name ("o nome dela é Clara"). */
  | {op: 'name-person'; id: number; name: string}
  /** A record that turned out not to be a person ("é meu carro"). */
  | {op: 'not-a-person'; id: number}
  /** What is new in the message: people, relations, checkups, events, tasks, pets, the profile. */
  | {op: 'learn'; extraction: Extraction};

/** A held item scored as the one a change means, and why. */
export interface Candidate {
  key: ItemKey;
  /** How it is said back ("o oftalmo da Lu (terça, 08/12)"). */
  label: string;
  score: number;
  /** The parts of the score, in words: "kind +4", "person +3", "day −3". */
  why: string[];
}

/** What grounding decided for a change that acts on a held item. */
export type Decision =
  /** One item is clearly best: act on it (and on `also`, one appointment booked as several at the same hour). */
  | {kind: 'act'; target: ItemKey; also?: ItemKey[]; candidates: Candidate[]}
  /** Two or more are close: ask which, with numbered choices; change nothing. */
  | {kind: 'ask'; candidates: Candidate[]}
  /** Nothing held fits: say so; change nothing. */
  | {kind: 'none'; candidates: Candidate[]}
  /** The item already is as the message says (the same thing said again): nothing to change. */
  | {kind: 'same'; target: ItemKey; candidates: Candidate[]};

/** One step of the plan: the change, the rule that proposed it, and — for a held item — the decision. */
export interface Step {
  rule: string;
  change: Change;
  decision?: Decision;
}

/** Parts of the message's own reading that a step took over (so they are not learned as new). */
export interface Claimed {
  checkups: ExtractedCheckup[];
  events: ExtractedEvent[];
  tasks: ExtractedTask[];
  /** People named only in a change that found nothing ("cancel my 1:1 with Priya"): not learned from it. */
  people?: ExtractedPerson[];
  /** A pet's care the reading states that is a held one moved, called off or had: not learned as another. */
  petCare?: Array<NonNullable<ExtractedPet['care']>[number]>;
}
