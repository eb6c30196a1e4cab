/**
 * What the agenda rules read, loaded once by store-io.ts. Pure data.
 */
import type {EventRecord} from '../domain/records.js';
import type {Context, Language} from '../domain/types.js';

export type AgendaEvent = EventRecord;

interface AgendaBirthday {
  entityId: number;
  person: string;
  /** YYYY-MM-DD or --MM-DD. */
  birthday: string;
  context: Context;
  gender: 'female' | 'male' | null;
  unnamed: boolean;
}

/** A checkup row (any status: later rows decide whether a booking still stands). */
export interface AgendaCheckup {
  id: number;
  entityId: number | null;
  person: string;
  gender: 'female' | 'male' | null;
  unnamed: boolean;
  kind: string;
  /** What a visit of no specialty is ("cirurgia de catarata"): its title when set. */
  label?: string | null;
  status: 'needed' | 'scheduled' | 'done';
  date: string | null;
  time: string | null;
  context: Context;
  /** ISO instant it was learned. */
  createdAt: string;
}

/** A pet's care booked for a day (a vet visit, a vaccine): on the agenda like a checkup, the pet as whose. */
interface AgendaPetCare {
  id: number;
  pet: string;
  kind: string;
  date: string;
  time: string | null;
  context: Context;
}

interface AgendaTask {
  id: number;
  description: string;
  due: string;
  person: string;
  context: Context;
}

export interface AgendaInput {
  events: AgendaEvent[];
  birthdays: AgendaBirthday[];
  checkups: AgendaCheckup[];
  tasks: AgendaTask[];
  /** The pets' booked care (absent: none). */
  petCare?: AgendaPetCare[];
  /** The user's language, for the titles the agenda writes itself (birthdays, checkups). */
  language: Language;
}

/** The window asked for: local days, both inclusive, and today (for overdue tasks). */
export interface AgendaWindow {
  from: string;
  to: string;
  today: string;
  context?: Context;
}
