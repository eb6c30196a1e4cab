/**
 * Reader: the speaker's working hours ("trabalho das 9 às 5 de segunda a sexta", "faço das 8h às
 * 17h, seg a sex", "I work 9 to 5 Monday to Friday", "I'm in the office 8.30 till 5, mon–fri").
 *
 * Rule: a first-person lead of work (work-hours-lexicon.ts), maybe a place after it, then a range of
 * two clock times, is the speaker's working hours — what the profile keeps as `work_hours`
 * ("09:00-17:00"). A range said of anything else ("tenho reunião das 9 às 10", "the kids have
 * swimming 5 to 6") is no working day, nor are hours said of one day ("amanhã trabalho das 9 às 13").
 * With no am/pm, an end at or before the start is in the afternoon ("9 to 5" is 09:00–17:00).
 */
import {fold} from '../text/words.js';
import {ONE_DAY_WORDS, RANGE_JOINERS, RANGE_OPENERS, WORK_DAY_RUNS, WORK_LEADS, WORK_PLACE_LEADS} from './work-hours-lexicon.js';

/** The hours read, and the run of weekdays said with them (as written, folded), if any. */
export interface WorkHours {
  /** "09:00-17:00", as `magis profile set work-hours` keeps it. */
  hours: string;
  /** "de segunda a sexta", "mon-fri": the days said with the hours, or null. */
  days: string | null;
}

const escaped = (p: string) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (phrases: readonly string[]) => phrases.map(escaped).join('|');
/** Word edges that know accented letters and digits. */
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';

/** A clock time as people type it in a range: "9", "8h", "8h30", "8.30", "17:00", "5pm", "9 a.m.". */
const TIME = '(\\d{1,2})(?:[:.h](\\d{2}))?\\s*(h|am|pm|a\\.m\\.|p\\.m\\.)?';
/** A place between the lead and the range: one or two words after a preposition ("no hospital", "at the depot"). */
const PLACE = `(?:\\s+(?:${alternation(WORK_PLACE_LEADS)})\\s+[\\p{L}'-]+(?:\\s+[\\p{L}'-]+)?)?`;

const HOURS = new RegExp(`${B}(?:${alternation(WORK_LEADS)})${PLACE},?\\s+(?:(?:${alternation(RANGE_OPENERS)})\\s+)?${TIME}\\s*(?:${alternation(RANGE_JOINERS)})\\s*${TIME}${E}`, 'u');
const DAY_RUN = new RegExp(`${B}(?:${alternation(WORK_DAY_RUNS)})${E}`, 'u');
const ONE_DAY = new RegExp(`${B}(?:${alternation(ONE_DAY_WORDS)})${E}`, 'u');

/** "9", "30", "pm" → minutes past midnight as written (the half of the day settled by the caller), or null when no clock. */
function clock(hour: string, minute: string | undefined, mark: string | undefined): {h: number; m: number; mark: 'am' | 'pm' | null} | null {
  const h = Number(hour);
  const m = minute ? Number(minute) : 0;
  if (h > 24 || m > 59) return null;
  const half = mark?.startsWith('p') ? 'pm' : mark?.startsWith('a') ? 'am' : null;
  if (half && h > 12) return null;
  return {h: half === 'pm' && h < 12 ? h + 12 : half === 'am' && h === 12 ? 0 : h, m, mark: half};
}

const hhmm = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;

/** A sentence's end: a stop that is no decimal point nor a typed ordinal ("8.30", "2.ª"). */
const SENTENCE_END = /[!?\n]|\.(?![\p{N}ªº])/gu;

/** The sentence of `text` around `index`: the one-off day words are looked for there only. */
function sentenceAt(text: string, index: number): string {
  let start = 0;
  let end = text.length;
  for (const m of text.matchAll(SENTENCE_END)) {
    if (m.index < index) start = m.index + 1;
    else {
      end = m.index;
      break;
    }
  }
  return text.slice(start, end);
}

/** The speaker's working hours said in `text`, or undefined. */
export function readWorkHours(text: string): WorkHours | undefined {
  const folded = fold(text);
  const m = HOURS.exec(folded);
  if (!m) return undefined;
  const from = clock(m[1]!, m[2], m[3]);
  const to = clock(m[4]!, m[5], m[6]);
  if (!from || !to) return undefined;
  // No half of the day said: an end at or before the start is the afternoon's ("das 9 às 5", "8.30 till 5").
  if (!to.mark && to.h * 60 + to.m <= from.h * 60 + from.m && to.h + 12 <= 24) to.h += 12;
  // A working day is hours long: "das 9 às 10" is a meeting's, not a day's work.
  const minutes = to.h * 60 + to.m - (from.h * 60 + from.m);
  if (minutes < 3 * 60) return undefined;
  const sentence = sentenceAt(folded, m.index);
  const run = DAY_RUN.exec(sentence);
  // Hours of one day ("amanhã trabalho das 9 às 13") are that day's plan; a run of weekdays said too is the week's.
  if (!run && ONE_DAY.test(sentence)) return undefined;
  return {hours: `${hhmm(from.h, from.m)}-${hhmm(to.h % 24, to.m)}`, days: run ? run[0] : null};
}
