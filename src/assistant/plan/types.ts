/**
 * The shapes interpretation works with: the world as it stands when a message is read (what is
 * held, who is known, what the conversation was just about) and the rules that turn a reading
 * into typed changes.
 */
import type {Change, Claimed, Step} from '../../domain/plan.js';
import type {Language} from '../../domain/types.js';
import type {OpenTask} from '../../text/task-match.js';
import type {KnownPerson, WorldItem} from '../../store/world-items.js';
import type {PetCareItem} from '../../store/pets.js';
import type {Reading} from '../../understanding/reading.js';
import type {Focus} from './ground.js';

/** What Magis holds when a message is read: one snapshot for the whole plan. */
export interface World {
  today: string;
  /** Booked checkups and scheduled events (recurring ones always), from yesterday on. */
  items: WorldItem[];
  /** Checkups still to book: what a booking said without its kind may be ("she's booked in for the 8th"). */
  needs?: WorldItem[];
  people: KnownPerson[];
  /** The user's pets' names: their care is kept apart, never a person's booking. */
  pets: string[];
  /** The pets' care still ahead (booked or needed): what the pet-care rule grounds a pet's words on. */
  petCare?: PetCareItem[];
  tasks: OpenTask[];
  focus: Focus;
}

export interface RuleInput {
  reading: Reading;
  world: World;
  /** The message as typed (the reading's text has its pronouns bound). */
  message: string;
  lang: Language;
  /** The message opened with a correction ("não,", "na verdade", "actually"). */
  corrects: boolean;
  /** Steps proposed and grounded by the rules before this one. */
  steps: readonly Step[];
  /** Parts of the reading earlier steps took over. */
  claimed: Claimed;
}

/** A change a rule proposes; `fallback` says what happens to its claims when grounding finds nothing. */
export interface Proposal {
  change: Change;
  /** The parts of the reading this change stands for (not learned again as new). */
  claims?: Partial<Claimed>;
  /**
   * When nothing held fits: 'learn' lets its claims be learned as new (a booking restated is a new
   * one when none is held), 'quiet' drops it silently (a weak reading such as "no worries today"),
   * 'say' tells the user nothing was found and changes nothing else (the default).
   */
  fallback?: 'learn' | 'quiet' | 'say';
  /** Ground the change among these items only (an answer to "which one?"). */
  among?: WorldItem[];
  /**
   * A booking the reading states of a held item, with no word of moving ("o oftalmo da Lu é terça"):
   * the same day is nothing new; another day near the held one is a move; two held items as likely, or
   * a day far from it, is a booking of its own (learned as new, never a question).
   */
  restated?: true;
}

/** One interpretation rule: its name, the general rule it implements in one line, and what it proposes. */
export interface Rule {
  name: string;
  statement: string;
  propose(input: RuleInput): Proposal[];
}
