/**
 * The shapes of date expressions: what a matcher found (a DateSpec) and what it resolves to.
 */

import type {Token} from '../text.js';
import type {Variety} from '../varieties.js';

export type Tense = 'past' | 'future';
/** Units of a duration; hours and minutes only count from now ("daqui 2 horas", "in 20 minutes"). */
export type Unit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';
/** Parts of the day said without an hour ("amanhã de manhã", "this afternoon", "tonight"). */
export type DayPart = 'dawn' | 'morning' | 'afternoon' | 'night';

export type DateSpec =
  | {kind: 'offset-days'; days: number}
  | {kind: 'week'; offset: number}
  | {kind: 'weekend'; offset: number}
  | {kind: 'month-rel'; offset: number}
  | {kind: 'year-rel'; offset: number}
  /** Quarters of the year from this one: "next quarter" (1, 1), "the past two quarters" (−2, 2), "este trimestre" (0, 1). */
  | {kind: 'quarter-rel'; offset: number; count: number}
  /**
   * `mod`: "next Thursday" (next), "na próxima quinta" (upcoming), "last Tuesday" (last), "this
   * Thursday" (this: today when it is Thursday). `week`: the week it falls in, "Wednesday of next week" (1).
   */
  | {kind: 'weekday'; dow: number; mod: 'next' | 'last' | 'upcoming' | 'this' | null; week?: number}
  | {kind: 'month'; month: number; year: number | null; mod: 'next' | 'last' | null /** "março do ano passado", "March next year": the year from now's. */; yearOffset?: number}
  /**
   * `weekday`: the weekday said beside the date ("terça-feira, 10 de dezembro"), kept even when it is not the date's.
   * `swappable`: written in digits that read in either order ("10/12"): the weekday may tell which.
   */
  | {kind: 'day-month'; day: number; month: number; year: number | null; weekday?: number; swappable?: boolean}
  /** `weekday`: the weekday said before it ("Thursday the 10th", "quinta dia 10"), which tells the month. */
  | {kind: 'day'; day: number; weekday?: number}
  | {kind: 'ago'; amount: number; unit: Unit}
  | {kind: 'in'; amount: number; unit: Unit}
  | {kind: 'year'; year: number}
  | {kind: 'month-end'; offset: number}
  /** The next or previous working day, Monday to Friday: "próximo dia útil", "next business day". */
  | {kind: 'workday'; offset: 1 | -1}
  /** A span said with its two ends: "de 4 a 6 de dezembro", "from Thursday to Tuesday", "3 de julho, volta 17 de julho". */
  | {kind: 'span'; from: DateSpec; to: DateSpec}
  /** A day counted from another: "a week from Friday" (7 days), "dois dias depois do Natal". */
  | {kind: 'shift'; base: DateSpec; amount: number; unit: Unit};

export interface DateMention {
  start: number;
  end: number;
  spec: DateSpec;
  /** Preceded by "até", "by", "before": a due date rather than an event date. */
  deadline: boolean;
  text: string;
  /** For a span, the token where its end is said ("… a | 6 de dezembro"): hours and parts of the day after it are the end's. */
  split?: number;
}

export interface TimeMention {
  start: number;
  end: number;
  time: string;
  /** The end of a range of hours: "das 14h às 16h", "de 7:30pm a 10:00pm", "6 to 8am". */
  endTime?: string;
}

export interface PartMention {
  start: number;
  end: number;
  part: DayPart;
}

export interface ResolvedDate {
  /** Representative day (ISO). For a past range, its first day; for a future range, the first day not before today. */
  date: string;
  /** Last day of the range (same as `date` for a single day). */
  end: string;
  precision: 'day' | 'week' | 'month' | 'year';
  /** The tense the expression carries by itself ("ontem" past, "amanhã" future), else null. */
  tense: Tense | 'present' | null;
  /** The clock time a duration in hours or minutes lands on ("daqui 2 horas" → now + 2 h). */
  time?: string;
  /** For a span: how its end resolves (date, end and precision are then its start's). */
  until?: ResolvedDate;
}

/** What a matcher read at a token: how many tokens, and the expression. */
export interface Hit {
  len: number;
  spec: DateSpec;
}
export type Matcher = (tokens: Token[], i: number, lang: 'pt' | 'en', reading?: Reading) => Hit | null;

/**
 * What a caller may say of the writer, for what the words leave open. `dayFirst`: a numeric date
 * "3/1" is 3 January (true) or March 1 (false); `variety`: the writer's way of writing, which sets
 * `dayFirst` when it is not given (only American English writes the month first). With neither, a
 * message is read day first unless it is English and nothing in it says British.
 */
export interface DateOptions {
  dayFirst?: boolean;
  variety?: Variety;
}

/** What the matchers are told once a message's options are settled. */
export interface Reading {
  dayFirst: boolean;
}
