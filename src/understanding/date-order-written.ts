/**
 * Whether an English writer writes a date day first, from their messages, for the date order of
 * what Magis writes back (text/date-order.ts) when their locale does not say it.
 *
 * Rule: each mark is counted once however often it is written — an unambiguous numeric date ("14/12"
 * is day first, "12/14" month first) weighs 2, a day said before or after its month ("4 December",
 * "the 4th of December" / "December 4th") and a word only one side of the Atlantic writes ("mum",
 * "the GP", "fortnight" / "mom", "diaper", "vacation") weigh 1 — and a side decides only with clear
 * evidence: weight 2 or more, the other side at most a third of it. Portuguese messages say nothing
 * (Portuguese is always day first).
 */
import {detectLanguage} from '../text/language.js';
import {fold} from '../text/words.js';
import {BRITISH_SIGNS} from './dates/lexicon.js';
import {MONTH_NAMES_EN} from '../text/months.js';
import {phrasesOf} from './varieties.js';

/** Words only American writers use (the British ones are the date reader's, dates/lexicon.ts). */
const AMERICAN_SIGNS: readonly string[] = phrasesOf({
  'en-US':
    'mom, moms, mommy, color, favorite, organize, organized, center, theater, diaper, diapers, stroller, gas station, parking lot, zip code, ' +
    'on vacation, realize, apologize, neighbor, neighbors, traveling, pediatrician, pto, appt',
});

/** Weight a side needs before it decides. */
const DECIDES = 2;

const MONTH = `(?:${MONTH_NAMES_EN.map(m => `${m}|${m.slice(0, 3)}`).join('|')})`;
const NUMERIC = /(?<![\d/])(\d{1,2})\/(\d{1,2})(?:\/\d{2,4})?(?![\d/])/g;
const DAY_MONTH = new RegExp(`(?<![\\p{L}\\p{N}])\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}(?![\\p{L}])`, 'u');
const MONTH_DAY = new RegExp(`(?<![\\p{L}])${MONTH}\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?(?![\\p{L}\\p{N}])`, 'u');

/** A phrase as a whole-word test on a folded, spaced text. */
const has = (spaced: string, phrase: string) => spaced.includes(` ${phrase} `);

/** The marks of each side in one message, by name. */
function marksOf(text: string): Array<{dayFirst: boolean; mark: string; weight: number}> {
  const folded = fold(text);
  // "mum's" is "mum": a possessive's "'s" is no part of the word.
  const spaced = ` ${folded
    .replace(/'s(?![\p{L}])/gu, ' ')
    .replace(/[^\p{L}\p{N}'/]+/gu, ' ')
    .trim()} `;
  const marks: Array<{dayFirst: boolean; mark: string; weight: number}> = [];
  for (const m of folded.matchAll(NUMERIC)) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    if (a > 12 && a <= 31 && b >= 1 && b <= 12) marks.push({dayFirst: true, mark: 'd/m', weight: 2});
    if (b > 12 && b <= 31 && a >= 1 && a <= 12) marks.push({dayFirst: false, mark: 'm/d', weight: 2});
  }
  if (DAY_MONTH.test(folded)) marks.push({dayFirst: true, mark: 'day month', weight: 1});
  if (MONTH_DAY.test(folded)) marks.push({dayFirst: false, mark: 'month day', weight: 1});
  for (const w of BRITISH_SIGNS) if (has(spaced, w)) marks.push({dayFirst: true, mark: w, weight: 1});
  for (const w of AMERICAN_SIGNS) if (has(spaced, w)) marks.push({dayFirst: false, mark: w, weight: 1});
  return marks;
}

/** True (day first), false (month first) or null (the writing does not say clearly), from the writer's English messages. */
export function writtenDayFirst(messages: readonly string[]): boolean | null {
  const seen = new Map<string, {dayFirst: boolean; weight: number}>();
  for (const m of messages) {
    // A short line with no function word ("dentist 9 January") ties: its English month says enough.
    if (detectLanguage(m, 'en') !== 'en') continue;
    for (const mark of marksOf(m)) seen.set(`${mark.dayFirst}:${mark.mark}`, mark);
  }
  let day = 0;
  let month = 0;
  for (const m of seen.values()) m.dayFirst ? (day += m.weight) : (month += m.weight);
  if (day >= DECIDES && month * 3 <= day) return true;
  if (month >= DECIDES && day * 3 <= month) return false;
  return null;
}
