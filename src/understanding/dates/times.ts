/**
 * Clock times: "às 14h", "14h30", "9:15", "at 3pm", "às 3 da tarde", "meio-dia", "noon".
 */
import {readNumber, type Token, phraseAt, firstPhraseAt} from '../text.js';
import {
  AFTER_ATE,
  AM_AFTER_HOUR,
  BARE_HOUR_NEXT_CLAUSE,
  BARE_HOUR_NEXT_WORDS,
  CLOCK_AFTER_DAY_LEADS,
  CLOCK_HOUR_WORDS,
  CLOCK_MARKS,
  DAQUI_WORDS,
  DAY_NUMBER_LEADS,
  EOD_HOUR,
  EVENING_AFTER_HOUR,
  EVENING_MEALS,
  f,
  HALF_DAY_AFTER_HOUR,
  CLOCK_HALF,
  HOUR_RANGE_JOINERS,
  HOUR_WORDS_AFTER,
  MIDNIGHT_WORDS,
  MORNING_AFTER_BARE_HOUR,
  NIGHT_LEADS,
  NOON_WORDS,
  NOT_BARE_HOUR_LEADS,
  OPENED_HOUR_JOINERS,
  PM_AFTER_HOUR,
  RANGE_END_AM,
  RANGE_END_PM,
  TIME_JOINERS,
  TIME_LEADS,
  TIME_OPENERS,
  UNITS,
  WEEKDAYS,
  WORD_HOUR_LEADS,
} from './lexicon.js';
import type {TimeMention} from './specs.js';
import {endOfDayAt, spokenClockAt} from './spoken-clock.js';

/** From this hour to 11, an evening said after the hour makes it p.m. ("at 8 tonight"); before it, "at 1 tonight" is left as said. */
const FIRST_EVENING_HOUR = 5;
/** An evening said right after a clock time: "at 8 tonight", "às 9 hoje à noite", "7.30 this evening". */
const eveningAfter = (tokens: Token[], k: number) => firstPhraseAt(tokens, k, EVENING_AFTER_HOUR) > 0;

/**
 * An evening meal said just before the hour, in its clause ("dinner on Friday at 7", "jantar às 8"),
 * or right after it as what it is for ("at 7 for dinner", "às 8 pro jantar"). A clause before
 * ("dinner with Jo, then the dentist at 8") is another thing's.
 */
function mealNear(tokens: Token[], start: number, after: number): boolean {
  // Eight words back: "dinner at Carla's on Friday at 8" puts the place and the day between them.
  for (let k = start - 1; k >= Math.max(0, start - 8); k--) {
    const t = tokens[k]!;
    if (t.kind === 'punct' || CLAUSE_TURNS.has(t.fold)) break;
    if (EVENING_MEALS.has(t.fold)) return true;
  }
  return mealAfter(tokens, after);
}
/** "for dinner", "pro jantar", "para a ceia" at i. */
const mealAfter = (tokens: Token[], i: number) => MEAL_FOR.has(tokens[i]?.fold ?? '') && [i + 1, i + 2].some(k => EVENING_MEALS.has(tokens[k]?.fold ?? ''));
/** Words that turn to another thing: before them, a meal is not this hour's. */
const CLAUSE_TURNS: ReadonlySet<string> = new Set(['then', 'depois', 'but', 'mas', 'and then', 'e depois']);
/** Before a meal after the hour: "for dinner", "pro jantar", "para a ceia". */
const MEAL_FOR: ReadonlySet<string> = new Set(['for', 'pro', 'pra', 'para', 'ao']);

/** The minutes of a clock written with a dot, after "10.": "40", "40am" (its half of the day glued on). */
const DOT_MINUTES = /^(\d{2})(am|pm)?$/;

/** Words of a day that a clock may follow with no "at": "the 14th, 10.40", "Tuesday 10.40", "amanhã, 9.30". */
const DAY_WORDS: ReadonlySet<string> = new Set([...Object.keys(WEEKDAYS), 'today', 'tomorrow', 'tmrw', 'hoje', 'amanha']);
const ORDINAL_DAY = /^\d{1,2}(?:st|nd|rd|th|º|ª)$/;
/**
 * Whether a day is said just before token i (a comma between allowed): a dotted "10.40" right after
 * one is its clock, not a decimal ("booked in for the 8th, 10.40", "Thursday 9.15").
 */
function dayJustBefore(tokens: Token[], i: number): boolean {
  const k = tokens[i - 1]?.text === ',' ? i - 2 : i - 1;
  const t = tokens[k];
  if (!t) return false;
  return t.kind === 'date' || DAY_WORDS.has(t.fold) || ORDINAL_DAY.test(t.fold) || (t.kind === 'num' && Number(t.fold) <= 31 && ['dia', 'day'].includes(tokens[k - 1]?.fold ?? ''));
}

/** The mark of a written ordinal after "5." ("5.ª", "5.ªs", "3.º"). */
const ORDINAL_MARK = /^[ªº]/;
/** Whether tokens[k] is a number written as an ordinal: "5.ª", "3.º". */
const ordinalAt = (tokens: Token[], k: number) => tokens[k]?.kind === 'num' && f(tokens, k + 1) === '.' && ORDINAL_MARK.test(tokens[k + 2]?.lower ?? '') && tokens[k + 2]!.start === tokens[k + 1]!.end;

/**
 * A joiner and then a day at k ("… to Wednesday", "… até 4.ª", "… till tmrw"): the bare hour before it
 * ("Tuesday at 9 to Wednesday at 5") is a clock of its own; the joiner joins days, not hours.
 */
const dayJoinedAt = (tokens: Token[], k: number) => TIME_JOINERS.has(f(tokens, k)) && (DAY_WORDS.has(f(tokens, k + 1)) || ordinalAt(tokens, k + 1));

const bareHourEnds = (t: Token | undefined) => !t || t.kind === 'punct' || t.cap || BARE_HOUR_NEXT_CLAUSE.has(t.fold) || BARE_HOUR_NEXT_WORDS.has(t.fold);

/**
 * "7p-7a", "7p", "11:30a-3p": a clock with its half of the day cut to one letter, as American shift
 * work writes it. A lone "7a" is no clock ("3a feira" is Tuesday in Portuguese); a range or a "p" is.
 */
const SHORTHAND = /^(\d{1,2})(?::(\d{2}))?([ap])(?:-(\d{1,2})(?::(\d{2}))?([ap]))?$/;
function shorthandAt(t: Token): {time: string; endTime?: string} | null {
  const m = SHORTHAND.exec(t.fold);
  if (!m || (m[3] === 'a' && !m[6])) return null;
  const clock = (h: string, min: string | undefined, mer: string) => {
    const hour = Number(h);
    return hour >= 1 && hour <= 12 && Number(min ?? 0) < 60 ? fmt((hour % 12) + (mer === 'p' ? 12 : 0), Number(min ?? 0)) : null;
  };
  const time = clock(m[1]!, m[2], m[3]!);
  if (!time) return null;
  if (!m[6]) return {time};
  const endTime = clock(m[4]!, m[5], m[6]);
  return endTime ? {time, endTime} : null;
}

/** Clock times: "às 14h", "14h30", "9:15", "at 3pm", "às 3 da tarde", "meio-dia", "noon". */
/** Bare hours up to this one read as p.m. ("at 4" is 16:00); from 7 on they are taken as said. */
const LAST_BARE_AFTERNOON_HOUR = 6;

export function findTimes(tokens: Token[]): TimeMention[] {
  const out: TimeMention[] = [];
  /** Per found time: whether its hour was said with its half of the day (am/pm, "da tarde", 24-hour). */
  const said: boolean[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const start = i;
    let k = i;
    const lead = firstPhraseAt(tokens, i, TIME_LEADS);
    // "das 10 ao meio-dia", "das 7 às 19h", "from 9 to 5": a range opens at its first hour.
    // "from nine until ten", "das nove às dez": the hours may be words.
    const opensRange = ['das', 'from'].includes(f(tokens, i));
    const wordHour = opensRange && tokens[i + 1]?.kind === 'word' ? readNumber(tokens, i + 1) : null;
    const rangeStart =
      opensRange &&
      ((tokens[i + 1]?.kind === 'num' && HOUR_RANGE_JOINERS.has(f(tokens, i + 2))) ||
        (!!wordHour && wordHour.value >= 1 && wordHour.value <= 23 && HOUR_RANGE_JOINERS.has(f(tokens, i + 1 + wordHour.len))));
    const hasLead = lead > 0;
    k += lead;
    const u = tokens[k];
    if (!u) continue;
    // "7p-7a", "at 7p", "11a-3p": the American shift shorthand.
    const short = shorthandAt(u);
    if (short) {
      out.push({start, end: k + 1, ...short});
      said.push(true);
      i = k;
      continue;
    }
    // "daqui a 2 horas": a duration from now (relative.ts), not two o'clock.
    if (DAQUI_WORDS.has(f(tokens, start - 1))) continue;
    // "5.ª", "3.º": a number written as an ordinal is no hour ("às 5.ªs" is on Thursdays).
    if (ordinalAt(tokens, k)) {
      i = k + 2;
      continue;
    }
    // "tonight at 8", "hoje à noite às 8": the evening said just before the hour.
    const eveningBefore = tokens.slice(Math.max(0, start - 4), start).some((t, j, a) => t.fold === 'tonight' || t.fold === 'evening' || (t.fold === 'noite' && NIGHT_LEADS.has(a[j - 1]?.fold ?? '')));
    // "EOD", "by COB": the end of the working day.
    const eod = endOfDayAt(tokens, k);
    if (eod) {
      out.push({start, end: k + eod, time: EOD_HOUR});
      said.push(true);
      i = k + eod - 1;
      continue;
    }
    // "quarter past three", "at half ten", "twenty to five": the hour named takes its half of the day
    // as a bare hour does ("at 3" is 15:00), then the minutes are counted from it.
    const spoken = spokenClockAt(tokens, k);
    const rangeOpen = TIME_OPENERS.has(f(tokens, start)) || TIME_OPENERS.has(f(tokens, start - 1));
    if (spoken && !(spoken.minutes < 0 && rangeOpen)) {
      const end = k + spoken.len;
      const pm = firstPhraseAt(tokens, end, PM_AFTER_HOUR);
      const am = pm ? 0 : firstPhraseAt(tokens, end, AM_AFTER_HOUR);
      // "at half seven for drinks": after a lead, "half" and an hour is a clock whatever follows.
      if (pm || am || spoken.sure || bareHourEnds(tokens[end]) || (hasLead && CLOCK_HALF.has(f(tokens, k)))) {
        let hour = spoken.hour;
        if (!spoken.marked) {
          if (pm || eveningBefore || (hour >= FIRST_EVENING_HOUR && (eveningAfter(tokens, end) || mealNear(tokens, start, end)))) hour = (hour % 12) + 12;
          else if (am) hour %= 12;
          else if (hour <= LAST_BARE_AFTERNOON_HOUR) hour += 12;
        }
        const total = (hour * 60 + spoken.minutes + 24 * 60) % (24 * 60);
        out.push({start, end: end + pm + am, time: fmt(Math.floor(total / 60), total % 60)});
        said.push(true);
        i = end + pm + am - 1;
        continue;
      }
    }
    let h: number | null = null;
    let m = 0;
    let explicit = false;
    let numberWord: {value: number; len: number} | null = null;
    /** Its half of the day written in the clock itself ("10.40am"). */
    let merSaid = false;
    let mm: RegExpExecArray | null;
    /** Tokens of the clock after its first one: ":30" of seconds, ". 45" of "7.45". */
    let rest = 0;
    if (u.kind === 'time' && (mm = /^(\d{1,2}):(\d{2})$/.exec(u.text))) {
      h = Number(mm[1]);
      m = Number(mm[2]);
      // "9:41:30 pm": seconds are read past, to the minute.
      if (f(tokens, k + 1) === ':' && /^\d{2}$/.test(f(tokens, k + 2))) rest = 2;
      // English "at 3:30" with no am/pm is the afternoon, like a bare "at 3"; "às 3:30" stays as written.
      // A bare "tuesday 5:30 soccer practice" too: nobody's practice is at 5:30 in the morning.
      explicit = !((f(tokens, start) === 'at' || !hasLead) && !mm[1]!.startsWith('0'));
    } else if ((mm = /^(\d{1,2})(?:h|hs|hrs?)(\d{2})?(min)?$/.exec(u.fold))) {
      h = Number(mm[1]);
      m = mm[2] ? Number(mm[2]) : 0;
      explicit = true;
    } else if ((mm = /^(\d{1,2})(am|pm)$/.exec(u.fold))) {
      h = Number(mm[1]);
      if (mm[2] === 'pm' && h < 12) h += 12;
      if (mm[2] === 'am' && h === 12) h = 0;
      explicit = true;
      k++;
      out.push({start, end: k, time: fmt(h, m)});
      said.push(true);
      i = k - 1;
      continue;
    } else if (
      u.kind === 'num' &&
      Number(u.fold) <= 23 &&
      f(tokens, k + 1) === '.' &&
      (mm = DOT_MINUTES.exec(f(tokens, k + 2))) &&
      Number(mm[1]) < 60 &&
      tokens[k + 1]!.start === u.end &&
      tokens[k + 2]!.start === tokens[k + 1]!.end &&
      (hasLead || !!mm[2] || ['am', 'pm'].includes(f(tokens, k + 3)) || dayJustBefore(tokens, start))
    ) {
      // "às 7.45 AM", "at 11.15", "10.40am": hours and minutes with a dot, after "às"/"at" or with am/pm.
      h = Number(u.fold);
      m = Number(mm[1]);
      rest = 2;
      // "às 7.45" is 24-hour as written; "at 3.45" and a bare "Tuesday 3.45" are the afternoon as a bare hour is.
      explicit = hasLead && f(tokens, start) !== 'at';
      if (mm[2]) {
        if (mm[2] === 'pm' && h < 12) h += 12;
        if (mm[2] === 'am' && h === 12) h = 0;
        explicit = true;
        merSaid = true;
      }
    } else if (u.kind === 'num' && rangeStart && Number(u.fold) <= 23) {
      h = Number(u.fold);
      explicit = Number(u.fold) >= 7 || Number(u.fold) === 0;
    } else if (u.kind === 'word' && rangeStart && wordHour) {
      h = wordHour.value;
      explicit = h >= 7;
      k += wordHour.len - 1;
    } else if (u.kind === 'num' && hasLead && Number(u.fold) <= 23 && !NOT_BARE_HOUR_LEADS.has(f(tokens, start)) && (bareHourEnds(tokens[k + 1]) || dayJoinedAt(tokens, k + 1))) {
      h = Number(u.fold);
    } else if (u.kind === 'num' && Number(u.fold) >= 1 && Number(u.fold) <= 12 && phraseAt(tokens, k + 1, 'e meia') && bareHourEnds(tokens[k + 3])) {
      // "mudou pra 11 e meia": half past an hour is a clock with any lead, or none.
      h = Number(u.fold);
    } else if (u.kind === 'num' && hasLead && Number(u.fold) <= 12 && HOUR_WORDS_AFTER.has(f(tokens, k + 1))) {
      h = Number(u.fold);
    } else if (
      u.kind === 'num' &&
      ['at', 'as'].includes(f(tokens, start)) &&
      Number(u.fold) <= 12 &&
      (bareHourEnds(tokens[k + 1]) || eveningBefore || mealAfter(tokens, k + 1) || dayJoinedAt(tokens, k + 1))
    ) {
      h = Number(u.fold);
    } else if (u.kind === 'num' && Number(u.fold) <= 12 && firstPhraseAt(tokens, k + 1, HALF_DAY_AFTER_HOUR)) {
      h = Number(u.fold);
    } else if (
      u.kind === 'word' &&
      hasLead &&
      WORD_HOUR_LEADS.some(l => phraseAt(tokens, start, l) === lead) &&
      (numberWord = readNumber(tokens, k)) &&
      numberWord.value >= 1 &&
      numberWord.value <= 23 &&
      (bareHourEnds(tokens[k + numberWord.len]) || phraseAt(tokens, k + numberWord.len, 'e meia') > 0)
    ) {
      // Hours in words: "às nove e meia", "at eight", "as dez da manha".
      h = numberWord.value;
      k += numberWord.len - 1;
    } else {
      const n = firstPhraseAt(tokens, k, NOON_WORDS);
      if (n) {
        // "meio dia e meia": half past twelve.
        const half = phraseAt(tokens, k + n, 'e meia');
        out.push({start, end: k + n + half, time: half ? '12:30' : '12:00'});
        said.push(true);
        i = k + n + half - 1;
        continue;
      }
      const mn = firstPhraseAt(tokens, k, MIDNIGHT_WORDS);
      if (mn) {
        out.push({start, end: k + mn, time: '00:00'});
        said.push(true);
        i = k + mn - 1;
        continue;
      }
      continue;
    }
    if (h === null || h > 23 || m > 59) continue;
    // A bare "at 4" / "às 3" is the afternoon: nobody's class or meeting is at 4 in the morning.
    if (!explicit && h >= 1 && h <= LAST_BARE_AFTERNOON_HOUR && !firstPhraseAt(tokens, k + 1 + rest, MORNING_AFTER_BARE_HOUR)) h += 12;
    k += 1 + rest;
    if (CLOCK_HOUR_WORDS.has(f(tokens, k))) k++;
    if (phraseAt(tokens, k, 'e meia')) {
      m = 30;
      k += 2;
    } else if (f(tokens, k) === 'e' && tokens[k + 1]?.kind === 'num' && Number(tokens[k + 1]!.fold) < 60 && !UNITS[f(tokens, k + 2)]) {
      m = Number(tokens[k + 1]!.fold);
      k += 2;
    }
    const pm = firstPhraseAt(tokens, k, PM_AFTER_HOUR);
    const am = pm ? 0 : firstPhraseAt(tokens, k, AM_AFTER_HOUR);
    // "tonight at 8", "hoje à noite às 8": the evening said before the hour sets it too; said after
    // it ("at 8 tonight", "às 9:00 hoje à noite"), it sets an evening hour however the hour was written.
    // An evening meal near the hour ("dinner at 7", "at 8 for dinner") sets it the same way.
    const meal = !explicit && !merSaid && h >= FIRST_EVENING_HOUR && mealNear(tokens, start, k);
    const evening = h < 12 && ((!explicit && eveningBefore) || (!merSaid && h >= FIRST_EVENING_HOUR && eveningAfter(tokens, k)) || meal);
    if (pm || evening) {
      if (h < 12) h += 12;
      k += pm;
      explicit = true;
    } else if (am) {
      if (h === 12) h = 0;
      k += am;
      explicit = true;
    } else if (!explicit && h >= 1 && h <= 6) {
      // Appointments are rarely before dawn: "às 3" means 15:00.
      h += 12;
    }
    out.push({start, end: k, time: fmt(h, m)});
    said.push(explicit || h >= 13);
    i = k - 1;
  }
  return joinRanges(tokens, out, said);
}

const fmt = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;

interface Clock {
  h: number;
  m: number;
  len: number;
  mer: 'am' | 'pm' | null;
  /** Written as a clock ("11.45", "9h", "3pm", "11:00"), not a bare number. */
  marked: boolean;
  /** Told by its minutes past or to the hour ("half 7", "quarter to eight"): a clock, its half of the day unsaid. */
  spoken?: true;
}

/** A clock written at tokens[k] with no word before it: the end of a range ("… - 11.45", "… a 4", "… to 8am"). */
function clockAt(tokens: Token[], k: number): Clock | null {
  const u = tokens[k];
  if (!u) return null;
  const noon = firstPhraseAt(tokens, k, NOON_WORDS);
  if (noon) return {h: 12, m: 0, len: noon, mer: 'pm', marked: true};
  const midnight = firstPhraseAt(tokens, k, MIDNIGHT_WORDS);
  if (midnight) return {h: 0, m: 0, len: midnight, mer: 'am', marked: true};
  let h: number;
  let m = 0;
  let len = 1;
  let mer: Clock['mer'] = null;
  let marked = true;
  let mm: RegExpExecArray | null;
  // "às 9h até 4.ª": a number written as an ordinal names a weekday (quarta-feira), never the hour a range runs to.
  if (ordinalAt(tokens, k)) return null;
  // "6 till half 7", "from 5 to quarter to 7": the end told by its minutes.
  const spoken = spokenClockAt(tokens, k);
  if (spoken && !spoken.marked) {
    const total = (spoken.hour * 60 + spoken.minutes + 24 * 60) % (24 * 60);
    const pm = firstPhraseAt(tokens, k + spoken.len, RANGE_END_PM);
    const am = pm ? 0 : firstPhraseAt(tokens, k + spoken.len, RANGE_END_AM);
    return {h: Math.floor(total / 60), m: total % 60, len: spoken.len + pm + am, mer: pm ? 'pm' : am ? 'am' : null, marked: true, spoken: true};
  }
  if (u.kind === 'time' && (mm = /^(\d{1,2}):(\d{2})$/.exec(u.text))) {
    [h, m] = [Number(mm[1]), Number(mm[2])];
    if (f(tokens, k + 1) === ':' && /^\d{2}$/.test(f(tokens, k + 2))) len = 3;
  } else if (u.kind === 'num' && f(tokens, k + 1) === '.' && (mm = DOT_MINUTES.exec(f(tokens, k + 2))) && tokens[k + 1]!.start === u.end && tokens[k + 2]!.start === tokens[k + 1]!.end) {
    [h, m, len] = [Number(u.fold), Number(mm[1]), 3];
    if (mm[2]) mer = mm[2] as 'am' | 'pm';
  } else if ((mm = /^(\d{1,2})(?:h|hs|hrs?)(\d{2})?$/.exec(u.fold))) {
    [h, m] = [Number(mm[1]), mm[2] ? Number(mm[2]) : 0];
  } else if ((mm = /^(\d{1,2})(am|pm)$/.exec(u.fold))) {
    [h, mer] = [Number(mm[1]), mm[2] as 'am' | 'pm'];
  } else if (u.kind === 'num') {
    [h, marked] = [Number(u.fold), false];
  } else {
    return null;
  }
  if (h > 23 || m > 59) return null;
  // "… às 7 e meia", "… até as 8h e meia": half past the hour the range runs to.
  if (m === 0 && len === 1 && f(tokens, k + 1) === 'e' && f(tokens, k + 2) === 'meia') [m, len, marked] = [30, 3, true];
  if (!mer) {
    if (CLOCK_HOUR_WORDS.has(f(tokens, k + len))) {
      len++;
      marked = true;
    }
    const pm = firstPhraseAt(tokens, k + len, RANGE_END_PM);
    const am = pm ? 0 : firstPhraseAt(tokens, k + len, RANGE_END_AM);
    if (pm) [mer, len] = ['pm', len + pm];
    else if (am) [mer, len] = ['am', len + am];
  }
  return {h, m, len, mer, marked: marked || mer !== null};
}

/**
 * How many tokens a clock said right after a day takes, 0 when none: "9am", "8h", "17:00", or a bare
 * hour after its lead ("at 9", "às 9"). What lies between a span's first day and its joiner
 * ("Tuesday 9am to Wednesday 5pm", "de terça às 8h a quarta"), which leaves that day still a span's end.
 */
export function clockAfterDayAt(tokens: Token[], k: number): number {
  const lead = firstPhraseAt(tokens, k, CLOCK_AFTER_DAY_LEADS);
  const c = clockAt(tokens, k + lead);
  return c && (c.marked || lead > 0) ? lead + c.len : 0;
}

const to24 = (c: Clock) => (c.mer === 'pm' && c.h < 12 ? c.h + 12 : c.mer === 'am' && c.h === 12 ? 0 : c.h);

/**
 * Ranges of hours: a time, a joiner and the hour it runs to ("das 14h às 16h", "9:15 - 11.45",
 * "de 2pm a 4", "de 7:30pm a 10:00pm"), or a bare hour that takes its half of the day from the end
 * ("6 to 8am", "9 - 10pm"). An end without its half of the day is the first such hour after the start.
 */
function joinRanges(tokens: Token[], found: TimeMention[], said: boolean[]): TimeMention[] {
  const inside = (k: number) => found.some(t => k >= t.start && k < t.end);
  const items = found.map((t, n) => ({t, said: said[n]!}));
  // "6 to 8am", "9 - 10pm", "9 - 10 at night": the start is a bare number.
  for (let k = 0; k < tokens.length; k++) {
    const n = tokens[k]!;
    if (n.kind !== 'num' || Number(n.fold) > 12 || Number(n.fold) < 1 || inside(k) || !TIME_JOINERS.has(f(tokens, k + 1))) continue;
    // "dia 9 às 8": a day and its hour; "a"/"às" join two hours only after "das"/"de"/"from".
    const opened = TIME_OPENERS.has(f(tokens, k - 1));
    if (DAY_NUMBER_LEADS.has(f(tokens, k - 1)) || (OPENED_HOUR_JOINERS.has(f(tokens, k + 1)) && !opened)) continue;
    const e = clockAt(tokens, k + 2);
    if (!(e?.mer || e?.spoken) || e.h > 12) continue;
    // "6 till half 7": a bare start and a told end, both unsaid, take the half of the day a bare hour takes.
    const bare = Number(n.fold);
    const end = e.mer ? to24(e) : bare <= LAST_BARE_AFTERNOON_HOUR && e.h < 12 ? e.h + 12 : e.h;
    const h = (e.mer === 'pm' || !e.mer) && bare < 12 && bare + 12 <= end ? bare + 12 : bare;
    if (h >= end) continue;
    const start = opened ? k - 1 : k;
    items.push({t: {start, end: k + 1, time: fmt(h, 0)}, said: true});
  }
  items.sort((a, b) => a.t.start - b.t.start);
  const out: TimeMention[] = [];
  for (let n = 0; n < items.length; n++) {
    const {t, said: startSaid} = items[n]!;
    let k = t.end;
    if (!TIME_JOINERS.has(f(tokens, k))) {
      out.push(t);
      continue;
    }
    k++;
    if (f(tokens, k - 1) === 'ate' && AFTER_ATE.has(f(tokens, k))) k++;
    const e = clockAt(tokens, k);
    const opened = TIME_OPENERS.has(f(tokens, t.start)) || TIME_OPENERS.has(f(tokens, t.start - 1));
    const startMarked = tokens.slice(t.start, t.end).some(x => x.kind === 'time' || /^\d{1,2}(?:h|hs|hrs?|am|pm)\d{0,2}$/.test(x.fold) || CLOCK_MARKS.has(x.fold));
    if (!e || !(e.marked || opened || startMarked)) {
      out.push(t);
      continue;
    }
    let [sh, sm] = t.time.split(':').map(Number) as [number, number];
    let eh = to24(e);
    // "9 - 10pm": a start without its half of the day takes the end's.
    if (!startSaid && e.mer === 'pm' && sh < 12 && sh + 12 <= eh) sh += 12;
    // "de 2pm a 4", "das 9 às 5": an end without its half of the day is the first such hour after the start.
    if (!e.mer && eh < 12 && eh * 60 + e.m <= sh * 60 + sm && eh + 12 < 24) eh += 12;
    const last = k + e.len;
    // The end may have been read as a time of its own ("às 10:00pm"): it is this range's end now.
    while (items[n + 1] && items[n + 1]!.t.start < last) n++;
    out.push({start: t.start, end: last, time: fmt(sh, sm), endTime: fmt(eh, e.m)});
  }
  return out;
}

// ---- calendar arithmetic on local dates (noon avoids DST edges) ----
