/**
 * The shapes of date expressions: what a matcher found (a DateSpec) and what it resolves to.
 */

export type Tense = 'past' | 'future';
export type Unit = 'day' | 'week' | 'month' | 'year';

export type DateSpec =
  | {kind: 'offset-days'; days: number}
  | {kind: 'week'; offset: number}
  | {kind: 'weekend'; offset: number}
  | {kind: 'month-rel'; offset: number}
  | {kind: 'year-rel'; offset: number}
  | {kind: 'weekday'; dow: number; mod: 'next' | 'last' | 'upcoming' | null}
  | {kind: 'month'; month: number; year: number | null; mod: 'next' | 'last' | null}
  | {kind: 'day-month'; day: number; month: number; year: number | null}
  | {kind: 'day'; day: number}
  | {kind: 'ago'; amount: number; unit: Unit}
  | {kind: 'in'; amount: number; unit: Unit}
  | {kind: 'year'; year: number}
  | {kind: 'month-end'; offset: number};

export interface DateMention {
  start: number;
  end: number;
  spec: DateSpec;
  /** Preceded by "até", "by", "before": a due date rather than an event date. */
  deadline: boolean;
  text: string;
}

export interface TimeMention {
  start: number;
  end: number;
  time: string;
}

export interface ResolvedDate {
  /** Representative day (ISO). For a past range, its first day; for a future range, the first day not before today. */
  date: string;
  /** Last day of the range (same as `date` for a single day). */
  end: string;
  precision: 'day' | 'week' | 'month' | 'year';
  /** The tense the expression carries by itself ("ontem" past, "amanhã" future), else null. */
  tense: Tense | 'present' | null;
}
