/**
 * Date expressions in tokens. Each family reads one kind starting exactly at a token — digits
 * (numeric.ts), days counted from today (relative.ts), names of days and months (months.ts,
 * weekdays.ts) — and findDates joins what they found into the days counted from another
 * (shifts.ts) and the spans said with two ends (spans.ts).
 */
import {userDayFirst} from '../../text/date-order.js';
import {isWord, type Token, phraseAt, firstPhraseAt} from '../text.js';
import {BRITISH_SIGNS, DAY_LEADS_PT, DEADLINE, f, WEEK_AFTER_RUN, WEEKDAY_RUN_JOINERS} from './lexicon.js';
import {dayRange} from './day-ranges.js';
import {dayMonth, impossibleDate, monthName, yearsAndFeasts} from './months.js';
import {numericDate} from './numeric.js';
import {RELATIVE} from './relative.js';
import {joinShifts} from './shifts.js';
import {joinSpans, type Found} from './spans.js';
import type {DateMention, DateOptions, Hit, Matcher, Reading} from './specs.js';
import {endOfDayAt} from './spoken-clock.js';
import {dateAfterWeekday, weekday} from './weekdays.js';

/** Dates that name a day of the month ("3 de maio", "dia 15"), which Portugal's "a" may lead. */
const DAY_OF_MONTH_KINDS = new Set(['day-month', 'day']);

/** In order: the first that reads at a token wins. */
const MATCHERS: Matcher[] = [dayRange, numericDate, ...RELATIVE, dayMonth, weekday, monthName, yearsAndFeasts];

function matchAt(tokens: Token[], i: number, lang: 'pt' | 'en', reading?: Reading): Hit | null {
  for (const m of MATCHERS) {
    const hit = m(tokens, i, lang, reading);
    if (hit) return hit;
  }
  return null;
}

/**
 * Whether a message's numeric dates are day first ("3/1" is 3 January): as the caller says; else as
 * a date of the message only one order reads says ("14/12 – 3/1", "12/14 – 1/3"); else as the
 * writer's variety; else as the user's locale writes dates (en_GB: day first, text/date-order.ts);
 * else day first, unless the message is English and nothing in it is British.
 */
function dayFirstOf(tokens: Token[], lang: 'pt' | 'en', options: DateOptions = {}): boolean {
  if (options.dayFirst !== undefined) return options.dayFirst;
  for (const t of tokens) {
    const m = t.kind === 'date' ? /^(\d{1,2})\/(\d{1,2})/.exec(t.text) : null;
    if (!m) continue;
    const [a, b] = [Number(m[1]), Number(m[2])];
    if (a > 12 && a <= 31 && b >= 1 && b <= 12) return true;
    if (b > 12 && b <= 31 && a >= 1 && a <= 12) return false;
  }
  if (options.variety) return options.variety !== 'en-US';
  if (lang === 'pt') return true;
  // The user's own order when their locale says it (a profile's en-US says month first outright).
  return userDayFirst() ?? tokens.some((_, i) => firstPhraseAt(tokens, i, BRITISH_SIGNS) > 0);
}

/** Tokens as written: a space only where the writer left one ("2.ª feira", "sexta, dia 10"). */
/**
 * "Wed thru Fri next week", "Tue, Wed and Sat this week", "segunda e quarta da semana que vem" said
 * as "segunda e quarta, semana que vem": a week said right after a run of plain weekdays is the week
 * of each of them — one date per weekday, the week no date of its own.
 */
function weekOfRun(tokens: Token[], found: Found[]): void {
  const only = (from: number, to: number, ok: ReadonlySet<string>) => tokens.slice(from, to).every(t => ok.has(t.fold));
  for (let n = found.length - 1; n > 0; n--) {
    const w = found[n]!;
    if (w.spec.kind !== 'week' || Math.abs(w.spec.offset) > 1) continue;
    const run: Found[] = [];
    let at = w.i;
    for (let m = n - 1; m >= 0; m--) {
      const d = found[m]!;
      if (d.spec.kind !== 'weekday' || d.spec.mod !== null || d.spec.week !== undefined) break;
      if (!only(d.i + d.len, at, run.length ? WEEKDAY_RUN_JOINERS : WEEK_AFTER_RUN)) break;
      run.unshift(d);
      at = d.i;
    }
    if (!run.length) continue;
    const week = w.spec.offset;
    for (const d of run) if (d.spec.kind === 'weekday') d.spec = {...d.spec, week};
    const last = run[run.length - 1]!;
    last.len = w.i + w.len - last.i;
    found.splice(n, 1);
  }
}

const said = (tokens: Token[]) => tokens.map((t, k) => (k > 0 && t.start > tokens[k - 1]!.end ? ' ' : '') + t.text).join('');

/**
 * Every date expression in the tokens, left to right, without overlaps. `options` say what the words
 * leave open (the order of a numeric date): `findDates(tokens, 'en', skip, {variety: 'en-GB'})`.
 */
export function findDates(tokens: Token[], lang: 'pt' | 'en' = 'pt', skip: Set<number> = new Set(), options: DateOptions = {}): DateMention[] {
  const reading: Reading = {dayFirst: dayFirstOf(tokens, lang, options)};
  const found: Found[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (skip.has(i) || !isWord(tokens[i])) continue;
    const impossible = impossibleDate(tokens, i);
    if (impossible) {
      i += impossible - 1;
      continue;
    }
    let hit = matchAt(tokens, i, lang, reading);
    // "by EOD": the end of today's working day (times.ts gives its 17:00); beside a day of its own
    // ("EOD friday", "friday EOD", "EOD tomorrow") it is that day's, and that day is the date.
    const eod = hit ? 0 : endOfDayAt(tokens, i);
    if (eod) {
      const dayBefore = found.length > 0 && found[found.length - 1]!.i + found[found.length - 1]!.len >= i - (f(tokens, i - 1) === ',' ? 1 : 0);
      const dayAfter = matchAt(tokens, i + eod + (f(tokens, i + eod) === ',' ? 1 : 0), lang, reading) !== null;
      if (!dayBefore && !dayAfter) hit = {len: eod, spec: {kind: 'offset-days', days: 0}};
    }
    if (!hit) continue;
    // "quinta 16", "sexta dia 19", "Thursday 16 April", "thurs the 5th", "mon nov 2": the weekday only
    // names the day a date says — the explicit date wins, and the two are one expression (the
    // weekday said is kept with it: "terça-feira, 10 de dezembro").
    if (hit.spec.kind === 'weekday' && hit.spec.week === undefined) {
      const dated = dateAfterWeekday(tokens, i + hit.len, lang, (t, k, l) => matchAt(t, k, l, reading));
      if (dated) hit = {len: dated.end - i, spec: dated.spec.kind === 'day-month' || dated.spec.kind === 'day' ? {...dated.spec, weekday: hit.spec.dow} : dated.spec};
    }
    found.push({i, len: hit.len, spec: hit.spec});
    i += hit.len - 1;
  }
  weekOfRun(tokens, found);
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
    // "a 3 de maio", "a 15": Portugal's "on" before a day of the month is the date's own word.
    const prevEnd = out.length ? out[out.length - 1]!.end : 0;
    if (!deadline && lang === 'pt' && DAY_OF_MONTH_KINDS.has(h.spec.kind) && h.i - 1 >= prevEnd && DAY_LEADS_PT.has(f(tokens, h.i - 1))) start = h.i - 1;
    const end = h.i + h.len;
    out.push({
      start,
      end,
      spec: h.spec,
      deadline,
      text: said(tokens.slice(start, end)),
      ...(h.split !== undefined ? {split: h.split} : {}),
    });
  }
  return out;
}
