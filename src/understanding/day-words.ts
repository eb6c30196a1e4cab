/**
 * The days a question asks about ("hoje", "amanhã", "essa semana", "segunda", "this weekend"),
 * and the local-day window each means at a given moment. Pure.
 */
import {localDay} from '../time/day.js';
import {addDays, daysInMonth, startOfWeek} from '../time/arithmetic.js';

export type DaySpan =
  | {kind: 'today'}
  | {kind: 'tomorrow'}
  | {kind: 'week'}
  | {kind: 'next-week'}
  | {kind: 'weekend'}
  | {kind: 'weekday'; day: number}
  /** "esse mês" (today to the month's end), "o mês que vem" / "next month" (the whole next month). */
  | {kind: 'month'}
  | {kind: 'next-month'}
  /** "até domingo", "until Friday", "daqui até sexta": from today to that weekday. */
  | {kind: 'until'; day: number}
  /** No day named ("minha agenda", "what's coming up?"): the next days. */
  | {kind: 'upcoming'};

/** Weekday words (folded), 0 = Sunday, and chat's short days ("sat", "sex"); "segunda" alone is Monday in a question about days. */
const WEEKDAYS: Array<[RegExp, number]> = [
  [/\b(domingo|dom|sunday|sun)\b/, 0],
  [/\b(segunda(?:-feira| feira)?|seg|monday|mon)\b/, 1],
  [/\b(terca(?:-feira| feira)?|tuesday|tues|tue)\b/, 2],
  [/\b(quarta(?:-feira| feira)?|qua|wednesday|wed)\b/, 3],
  [/\b(quinta(?:-feira| feira)?|qui|thursday|thu|thurs)\b/, 4],
  [/\b(sexta(?:-feira| feira)?|friday|fri)\b/, 5],
  [/\b(sabado|sab|saturday|sat)\b/, 6],
];

/** A limit right before a weekday: "até (o) domingo", "until (next) friday", "thru sat". */
const UNTIL = /\b(?:ate|until|till|thru|through)\s+(?:o\s+|a\s+|next\s+|this\s+)?$/;

/** The span a (folded) question names, or null when it names no day. */
export function dayWindowOf(text: string): DaySpan | null {
  if (/\b(hoje|today|tonight|hoje a noite|esta noite|my day|meu dia)\b/.test(text)) return {kind: 'today'};
  // "nesta semana que começa amanhã" on a Sunday, "the week starting Monday": the coming week, not tomorrow.
  if (/\b(semana|week)\b.{0,12}\b(comeca|starts?|starting|begins?|beginning)\b.{0,6}\b(amanha|tomorrow|segunda|monday)\b/.test(text)) return {kind: 'next-week'};
  if (/\b(amanha|tomorrow)\b/.test(text)) return {kind: 'tomorrow'};
  if (/\b(proxima semana|semana que vem|semana q vem|next week)\b/.test(text)) return {kind: 'next-week'};
  if (/\b(fim de semana|final de semana|fds|weekend)\b/.test(text)) return {kind: 'weekend'};
  if (/\b(proximo mes|mes que vem|mes q vem|next month)\b/.test(text)) return {kind: 'next-month'};
  if (/\b(esse|este|nesse|neste|this|the rest of the)\s+(mes|month)\b/.test(text)) return {kind: 'month'};
  if (/\b(semana|week)\b/.test(text)) return {kind: 'week'};
  for (const [re, day] of WEEKDAYS) {
    const m = re.exec(text);
    if (!m) continue;
    // "até domingo", "until friday", "through sunday": the days from today up to it.
    if (UNTIL.test(text.slice(0, m.index))) return {kind: 'until', day};
    return {kind: 'weekday', day};
  }
  return null;
}

/** How many days "what's coming up?" looks ahead: the week the agenda command shows by default. */
export const UPCOMING_DAYS = 7;

/** The local days [from, to] (inclusive) a span covers at `now`. Weeks run Monday–Sunday. */
export function spanDays(span: DaySpan, now: Date): {from: string; to: string} {
  const today = localDay(now);
  switch (span.kind) {
    case 'today':
      return {from: today, to: today};
    case 'tomorrow': {
      const d = localDay(addDays(now, 1));
      return {from: d, to: d};
    }
    case 'week': {
      // On a weekend "essa semana" is the days ahead up to the next Sunday: Saturday's and Sunday's week is nearly over.
      const weekend = now.getDay() === 0 || now.getDay() === 6;
      return {from: today, to: localDay(addDays(startOfWeek(weekend ? addDays(now, 2) : now), 6))};
    }
    case 'next-week': {
      const start = addDays(startOfWeek(now), 7);
      return {from: localDay(start), to: localDay(addDays(start, 6))};
    }
    case 'weekend': {
      // On a Sunday "the weekend" is the next one, as "this week" is the week ahead: Sunday's own
      // weekend is today, which the user would call "hoje"/"today".
      const sat = addDays(now, now.getDay() === 0 ? 6 : 6 - now.getDay());
      return {from: localDay(sat), to: localDay(addDays(sat, 1))};
    }
    case 'month': {
      const [y, m] = today.split('-').map(Number) as [number, number];
      return {from: today, to: `${today.slice(0, 7)}-${String(daysInMonth(y, m)).padStart(2, '0')}`};
    }
    case 'next-month': {
      const [y, m] = today.split('-').map(Number) as [number, number];
      const [ny, nm] = m === 12 ? [y + 1, 1] : [y, m + 1];
      const month = `${ny}-${String(nm).padStart(2, '0')}`;
      return {from: `${month}-01`, to: `${month}-${String(daysInMonth(ny, nm)).padStart(2, '0')}`};
    }
    case 'until':
      return {from: today, to: localDay(addDays(now, (span.day - now.getDay() + 7) % 7))};
    case 'weekday': {
      const d = localDay(addDays(now, (span.day - now.getDay() + 7) % 7));
      return {from: d, to: d};
    }
    case 'upcoming':
      return {from: today, to: localDay(addDays(now, UPCOMING_DAYS - 1))};
  }
}
