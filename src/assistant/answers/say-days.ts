/**
 * Days and times as a sentence says them, PT and EN: "hoje", "amanhã", "na quinta (03/12)",
 * "on Thursday, Dec 3". Weekday names: text/phrases.ts. Pure.
 */
import type {Language} from '../../domain/types.js';
import {startOfLocalDay, localDay} from '../../time/day.js';
import {dayText, weekdayName} from '../../text/phrases.js';
import {daysBetween} from '../../time/arithmetic.js';
import {clockText} from '../../text/clock.js';

/** "03/12" / "Dec 3" or, in British order, "3 Dec" (the year only when it is not this year's). */
export function shortDate(day: string, now: Date, lang: Language): string {
  return dayText(day, lang, {year: startOfLocalDay(day).getFullYear() !== now.getFullYear()});
}

/** The day relative to now: "hoje", "amanhã", "na quinta (03/12)" / "today", "tomorrow", "on Thursday (Dec 3)". */
export function dayPhrase(day: string, now: Date, lang: Language): string {
  const diff = daysBetween(localDay(now), day);
  const wd = startOfLocalDay(day).getDay();
  if (diff === 0) return lang === 'pt' ? 'hoje' : 'today';
  if (diff === 1) return lang === 'pt' ? 'amanhã' : 'tomorrow';
  if (diff === -1) return lang === 'pt' ? 'ontem' : 'yesterday';
  if (lang === 'pt') return `${wd === 0 || wd === 6 ? 'no' : 'na'} ${weekdayName(wd, lang)} (${shortDate(day, now, lang)})`;
  return `on ${weekdayName(wd, lang)} (${shortDate(day, now, lang)})`;
}

/** " às 10h" / " at 10 am" or " at 10:00" (the user's clock, as agenda and remind write it), or nothing. */
export const atTime = (time: string | null | undefined, lang: Language) => (time ? (lang === 'pt' ? ` às ${clockText(time, 'pt')}` : ` at ${clockText(time, 'en')}`) : '');
