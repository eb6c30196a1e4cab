/**
 * Date expressions in tokens. Each family reads one kind starting exactly at a token — digits
 * (numeric.ts), days counted from today (relative.ts), names of days and months (months.ts,
 * weekdays.ts) — and findDates joins what they found into the days counted from another
 * (shifts.ts) and the spans said with two ends (spans.ts).
 */
import {isWord, type Token, phraseAt} from '../text.js';
import {DEADLINE} from './lexicon.js';
import {dayRange} from './day-ranges.js';
import {dayMonth, impossibleDate, monthName, yearsAndFeasts} from './months.js';
import {numericDate} from './numeric.js';
import {RELATIVE} from './relative.js';
import {joinShifts} from './shifts.js';
import {joinSpans, type Found} from './spans.js';
import type {DateMention, Hit, Matcher} from './specs.js';
import {dateAfterWeekday, weekday} from './weekdays.js';

/** In order: the first that reads at a token wins. */
const MATCHERS: Matcher[] = [dayRange, numericDate, ...RELATIVE, dayMonth, weekday, monthName, yearsAndFeasts];

function matchAt(tokens: Token[], i: number, lang: 'pt' | 'en'): Hit | null {
  for (const m of MATCHERS) {
    const hit = m(tokens, i, lang);
    if (hit) return hit;
  }
  return null;
}

/** Every date expression in the tokens, left to right, without overlaps. */
export function findDates(tokens: Token[], lang: 'pt' | 'en' = 'pt', skip: Set<number> = new Set()): DateMention[] {
  const found: Found[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (skip.has(i) || !isWord(tokens[i])) continue;
    const impossible = impossibleDate(tokens, i);
    if (impossible) {
      i += impossible - 1;
      continue;
    }
    let hit = matchAt(tokens, i, lang);
    if (!hit) continue;
    // "quinta 16", "sexta dia 19", "Thursday 16 April", "thurs the 5th", "mon nov 2": the weekday only
    // names the day a date says — the explicit date wins, and the two are one expression (the
    // weekday said is kept with it: "terça-feira, 10 de dezembro").
    if (hit.spec.kind === 'weekday' && hit.spec.week === undefined) {
      const dated = dateAfterWeekday(tokens, i + hit.len, lang, matchAt);
      if (dated) hit = {len: dated.end - i, spec: dated.spec.kind === 'day-month' ? {...dated.spec, weekday: hit.spec.dow} : dated.spec};
    }
    found.push({i, len: hit.len, spec: hit.spec});
    i += hit.len - 1;
  }
  const out: DateMention[] = [];
  for (const h of joinSpans(tokens, joinShifts(tokens, found))) {
    let start = h.i;
    let deadline = false;
    for (const d of DEADLINE) {
      const n = d.split(' ').length;
      if (h.i - n >= 0 && phraseAt(tokens, h.i - n, d) === n) {
        deadline = true;
        start = h.i - n;
        break;
      }
    }
    const end = h.i + h.len;
    out.push({
      start,
      end,
      spec: h.spec,
      deadline,
      text: tokens
        .slice(start, end)
        .map(t => t.text)
        .join(' '),
      ...(h.split !== undefined ? {split: h.split} : {}),
    });
  }
  return out;
}
