/**
 * Shapes shared by the reminder rules. Pure data: the rules in this folder never touch IO;
 * `store-io.ts` is the one module that reads and writes the database.
 */
import type {Language} from '../domain/types.js';

export type {Language};

/** Why an item is due (machine-readable; the `message` says it to a person). */
export type DueReason =
  | 'needed' // a checkup someone should go to, not yet booked
  | 'interval_passed' // the recurrence since the last visit has passed
  | 'interval_soon' // …or will within --within
  | 'appointment_today' // a booking, an event or a birthday today
  | 'appointment_tomorrow' // …or tomorrow
  | 'follow_up' // a booked time has passed: "Como foi o dentista?"
  | 'task_due' // an open task due today (its own notice: `task-<id>-today`)
  | 'task_tomorrow' // …or tomorrow, said the day before (`task-<id>-tomorrow`)
  | 'task_overdue';

/** A person the store knows (entities row), as the rules need it. */
export interface PersonInfo {
  id: number;
  name: string;
  gender: 'female' | 'male' | null;
  /** True when `name` is only a kinship word ("mãe", "wife"). */
  unnamed: boolean;
  /** Age in years as of `ageAsOf` (ISO), when known. */
  age: number | null;
  ageAsOf: string | null;
  /** YYYY-MM-DD or --MM-DD (entities.birthday): the age then follows the calendar (src/time/age.ts). */
  birthday?: string | null;
}

/** One checkup event (checkups row): needed, scheduled or done. `person` null = the user. */
export interface CheckupEvent {
  id: number;
  person: PersonInfo | null;
  kind: string;
  status: 'needed' | 'scheduled' | 'done';
  /** YYYY-MM-DD (the user's calendar day). */
  date: string | null;
  /** HH:MM */
  time: string | null;
  everyMonths: number | null;
  provider: string | null;
  /** What a visit of no specialty is ("knee replacement"), when said. */
  label?: string | null;
  /** ISO instant the event was learned. */
  createdAt: string;
  /** What the user said, when it came from a memory (for the language of the reminder). */
  sourceText: string | null;
  /** A need's deadline: the booking it must come before ("bloodwork before the surgery"), while booked. */
  before?: {date: string; kind: string; label: string | null};
}

/** An open task with a due date (tasks row). */
export interface TaskRecord {
  id: number;
  description: string;
  /** YYYY-MM-DD */
  due: string;
  createdAt: string;
  person: PersonInfo | null;
  sourceText: string | null;
}

/** An event (events row) that is not cancelled: a meeting, a class, a trip, an anniversary… */
export interface EventInput {
  id: number;
  person: PersonInfo | null;
  kind: string;
  title: string;
  /** First (or only) day, YYYY-MM-DD. */
  date: string;
  time: string | null;
  /** RFC 5545 RRULE body, or null when it happens once. */
  rrule: string | null;
  status: 'scheduled' | 'done';
  sourceText: string | null;
  /** Days the series skips (a calendar's EXDATE). */
  exdates?: string[];
  /** The IANA zone a calendar event is kept in: date, time and exdates are its wall clock (absent: the user's). */
  tzid?: string;
  /** The title begins with a known person's name ("Margaret", a carer's visits): said with its capital. */
  titleNamed?: boolean;
  /** The others in it ("férias da escola" with Manu): named in its reminder, so it is never only "você". */
  with?: PersonInfo[];
  /** The last day of an event over several days (a trip, school holidays), YYYY-MM-DD. */
  endDate?: string;
  /** The hour a timed span ends on `endDate` (HH:MM). */
  endTime?: string;
  /** One occurrence of a series moved apart: its series' id and the series' day it stands for. */
  seriesId?: number;
  occurrence?: string;
}

/** A person's birthday (entities.birthday): YYYY-MM-DD, or --MM-DD when the year is unknown. */
export interface BirthdayInput {
  person: PersonInfo;
  birthday: string;
  /** The person's relation to the user ("mother"), for the message. */
  relation: string | null;
}

/** Everything the rules read, loaded once by store-io. */
export interface ReminderInput {
  checkups: CheckupEvent[];
  tasks: TaskRecord[];
  /** Scheduled events (birthday events of people with a known birthday are left to `birthdays`). */
  events?: EventInput[];
  birthdays?: BirthdayInput[];
  /** The `profile` table as key → value. */
  profile: Record<string, string>;
}

/**
 * One due item, as `magis remind --json` prints it. The first seven fields are the contract;
 * the rest help scripts and the chat.
 */
export interface DueItem {
  /** Stable across runs for the same item (used by `magis remind snooze`). */
  id: string;
  /** "user" or the person's name. */
  person: string;
  /** A checkup kind, an event kind (meeting, birthday…), or "task". */
  kind: string;
  /** The status of the record behind the item: needed | scheduled | done (checkups), scheduled (events, birthdays), open (tasks). */
  status: 'needed' | 'scheduled' | 'done' | 'open';
  /** Day of the last visit (done, or a past appointment), if any. */
  lastDate: string | null;
  /** The day the item falls due: the appointment day, last visit + interval, the day a need was learned, a task's due day. */
  dueDate: string;
  reason: DueReason;
  /** One sentence in the user's language. */
  message: string;
  language: Language;
  /** The recurrence used, in months (checkups only). */
  intervalMonths: number | null;
  /** Appointment time (HH:MM), for scheduled items. */
  time: string | null;
  provider: string | null;
  /** "Você costuma marcar dentista às terças, 14h." when history shows a habit, else null. */
  pattern: string | null;
  /** The user's stated preference ("Tuesday afternoons"), shown where booking is due. */
  preference: string | null;
  /** The task's text (tasks only). */
  description?: string;
  /** An event over several days: its last day, and the hour it ends then when it ends at one (as `agenda --json` gives them). */
  endDate?: string;
  endTime?: string;
}

/** A booked appointment still ahead (for the calendar export). */
export interface Appointment {
  checkupId: number;
  person: string;
  kind: string;
  date: string;
  time: string | null;
  provider: string | null;
  language: Language;
  /** "Dentista" / "Ana: oftalmologista" */
  title: string;
}

/** An event for the calendar export: its first day and its recurrence. */
export interface CalendarEvent {
  /** Stable across runs: "event-12", "birthday-p3". */
  uid: string;
  kind: string;
  title: string;
  date: string;
  time: string | null;
  rrule: string | null;
  /** The IANA zone date and time are in (an event kept in its own zone); absent: floating, the user's wall clock. */
  tzid?: string;
  /** The last day of a span (inclusive), and its last hour when timed; in the same clock as `date`. */
  endDate?: string;
  endTime?: string;
  /** Days a series skips (EXDATE), in the same clock as `date`. */
  exdates?: string[];
  /** Occurrences of a series moved apart (RECURRENCE-ID overrides): the series' day each stands for, and where it went. */
  moved?: Array<{occurrence: string; title: string; date: string; time: string | null; tzid?: string; endDate?: string; endTime?: string}>;
}
