/**
 * What the store hands the upper floors, in the JSON shapes of CONTRACTS.md (`agenda --json`,
 * `tasks --json`, `profile --json`). Pure data.
 */
import type {CheckupKind} from './checkup-kinds.js';
import type {Context, EventKind, EventStatus} from './types.js';

/** One entry of `magis agenda --json`, sorted by date then time. */
export interface AgendaItem {
  /** Stable across runs ("checkup-3", "event-12", "birthday-5", "task-7"): what `agenda move/cancel/delete` take. */
  id: string;
  date: string;
  /**
   * The last day of an item that spans days (a trip, a visit): listed once, on its first day in the
   * window asked for (`date`), which is its own first day unless it began before; null for one day.
   */
  endDate: string | null;
  /** The hour a timed span ends on `endDate`; absent for whole days. */
  endTime?: string;
  time: string | null;
  /** A checkup kind, an event kind or 'task'. */
  kind: CheckupKind | EventKind | 'task';
  title: string;
  /** "user" or a person's name. */
  person: string;
  /** The other people in it. */
  with: string[];
  context: Context;
  source: 'checkup' | 'event' | 'task' | 'birthday';
}

/** One entry of `magis tasks --json`. */
export interface TaskRecord {
  id: number;
  description: string;
  status: 'open' | 'done';
  due: string | null;
  createdAt: string;
  doneAt: string | null;
  /** Whose it is when not the user's ("Eric has to fly to Chicago"); absent for the user's own. */
  person?: string;
}

/** `magis profile --json`: null or empty when unknown. */
export interface ProfileRecord {
  name: string | null;
  city: string | null;
  occupation: string | null;
  languages: string[];
  preferences: string[];
  facts: string[];
}

/** A stored event as the agenda and reminders read it (store/events.ts adds its bookkeeping). */
export interface EventRecord {
  id: number;
  entityId: number | null;
  /** "user" or the person's name. */
  person: string;
  kind: EventKind;
  title: string;
  with: string[];
  date: string | null;
  /** The last day of an event that spans days (a trip), inclusive; absent: one day. */
  endDate?: string;
  /** The hour a timed span ends on its last day (HH:MM, in `tzid` when it has one); absent: it ends with that day. */
  endTime?: string;
  time: string | null;
  rrule: string | null;
  status: EventStatus;
  context: Context;
  /** Local days a recurring event skips (a calendar's EXDATE, or the old day of a moved occurrence). */
  exdates?: string[];
  /**
   * The IANA zone a calendar event is kept in ("America/New_York"): its date, time and exdates are
   * that zone's wall clock (src/agenda/occurrences.ts places it on the user's). Absent: the user's.
   */
  tzid?: string;
  /**
   * One occurrence of a series moved to another day or hour (a calendar's RECURRENCE-ID override):
   * its series' id and the day of the series it stands for. Absent: an event of its own.
   */
  seriesId?: number;
  occurrence?: string;
}
