/**
 * A VTIMEZONE (RFC 5545 3.6.5) for an IANA zone, written from what Node's ICU knows of it, so a
 * calendar Magis writes (`remind --ics`, an event sent to a CalDAV server) can say "09:00 in New
 * York" as RFC 5545 asks: every TZID a file names is defined in it. Pure, no calendar library:
 * `magis remind --ics` builds its file without ical.js.
 *
 * The zone's changes of offset are found by sampling the years asked for and narrowing each change
 * to its minute. A zone whose changes fall every year on the same weekday of the same month ("the
 * second Sunday of March at 02:00", "the last Sunday of October") is written as two yearly rules,
 * as calendar programs write them; any other as its changes one by one (RDATE); a zone without
 * summer time as one offset.
 */
import {offsetAt} from './zone.js';

const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;
const pad = (n: number) => String(n).padStart(2, '0');

interface Change {
  /** The instant of the change. */
  at: number;
  from: number;
  to: number;
}

/** Every change of offset between two instants (at most one in any week: true of every zone since 1970). */
function changes(zone: string, start: number, end: number): Change[] {
  const out: Change[] = [];
  let t = start;
  let off = offsetAt(zone, t);
  while (t < end) {
    const next = Math.min(t + WEEK, end);
    const nextOff = offsetAt(zone, next);
    if (nextOff !== off) {
      // The first minute with the new offset.
      let lo = t;
      let hi = next;
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 2 / 60_000) * 60_000;
        if (offsetAt(zone, mid) === off) lo = mid;
        else hi = mid;
      }
      out.push({at: hi, from: off, to: nextOff});
    }
    t = next;
    off = nextOff;
  }
  return out;
}

/** "-0500", "+0545": an offset as TZOFFSETFROM/TO write it. */
function offsetText(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  return `${ms < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}`;
}

/** The wall clock just before a change, as an observance's DTSTART and RDATE write it (RFC 5545: local time, in TZOFFSETFROM). */
function onset(c: Change): string {
  const w = new Date(c.at + c.from);
  return `${w.getUTCFullYear()}${pad(w.getUTCMonth() + 1)}${pad(w.getUTCDate())}T${pad(w.getUTCHours())}${pad(w.getUTCMinutes())}${pad(w.getUTCSeconds())}`;
}

const DAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** "3|SU|2|0200": month, weekday, which of the month's (or -1, the last) and time of a change. */
function pattern(c: Change, nth: 'nth' | 'last'): string {
  const w = new Date(c.at + c.from);
  const day = w.getUTCDate();
  const monthDays = new Date(Date.UTC(w.getUTCFullYear(), w.getUTCMonth() + 1, 0)).getUTCDate();
  const which = nth === 'last' ? (day + 7 > monthDays ? -1 : 0) : Math.ceil(day / 7);
  return `${w.getUTCMonth() + 1}|${DAYS[w.getUTCDay()]}|${which}|${pad(w.getUTCHours())}${pad(w.getUTCMinutes())}|${c.from}|${c.to}`;
}

/** The yearly rule every year's change follows, when one does ("FREQ=YEARLY;BYMONTH=3;BYDAY=2SU"). */
function yearlyRule(list: Change[]): string | null {
  for (const nth of ['nth', 'last'] as const) {
    const keys = new Set(list.map(c => pattern(c, nth)));
    if (keys.size !== 1) continue;
    const [month, day, which] = [...keys][0]!.split('|');
    if (which === '0') continue;
    return `FREQ=YEARLY;BYMONTH=${month};BYDAY=${which}${day}`;
  }
  return null;
}

function observance(kind: 'STANDARD' | 'DAYLIGHT', from: number, to: number, start: string, extra: string[]): string[] {
  return [`BEGIN:${kind}`, `DTSTART:${start}`, ...extra, `TZOFFSETFROM:${offsetText(from)}`, `TZOFFSETTO:${offsetText(to)}`, `END:${kind}`];
}

const kindOf = (c: Change): 'STANDARD' | 'DAYLIGHT' => (c.to > c.from ? 'DAYLIGHT' : 'STANDARD');

/**
 * The VTIMEZONE of `zone` (an IANA name Intl knows) for times from `fromYear` to `toYear`, as lines
 * (BEGIN:VTIMEZONE … END:VTIMEZONE), its TZID `tzid` (the zone's name unless told otherwise). Its
 * observances start in the year before, so the first months of `fromYear` have one too.
 */
export function vtimezoneLines(zone: string, fromYear: number, toYear: number, tzid = zone): string[] {
  const first = fromYear - 1;
  const last = Math.max(fromYear, toYear);
  const start = Date.UTC(first, 0, 1);
  const list = changes(zone, start, Date.UTC(last + 1, 0, 1));
  const body: string[] = [];
  const byKind = (k: 'STANDARD' | 'DAYLIGHT') => list.filter(c => kindOf(c) === k);
  const years = last - first + 1;
  const rules = list.length === 2 * years && byKind('DAYLIGHT').length === years ? [yearlyRule(byKind('DAYLIGHT')), yearlyRule(byKind('STANDARD'))] : [null];
  if (!list.length) {
    const off = offsetAt(zone, start);
    body.push(...observance('STANDARD', off, off, '19700101T000000', []));
  } else if (rules.every(r => r !== null)) {
    for (const [i, k] of (['DAYLIGHT', 'STANDARD'] as const).entries()) {
      const c = byKind(k)[0]!;
      body.push(...observance(k, c.from, c.to, onset(c), [`RRULE:${rules[i]}`]));
    }
  } else {
    // The offset before the first change, from the start of the range; then one observance per
    // kind of change, its later onsets as RDATEs (one a line: no folding needed).
    const head = list[0]!;
    body.push(...observance(kindOf({...head, from: head.to, to: head.from}), head.from, head.from, `${first}0101T000000`, []));
    const groups = new Map<string, Change[]>();
    for (const c of list) {
      const key = `${kindOf(c)}|${c.from}|${c.to}`;
      groups.set(key, [...(groups.get(key) ?? []), c]);
    }
    for (const [c, ...rest] of groups.values())
      body.push(
        ...observance(
          kindOf(c!),
          c!.from,
          c!.to,
          onset(c!),
          rest.map(r => `RDATE:${onset(r)}`),
        ),
      );
  }
  return ['BEGIN:VTIMEZONE', `TZID:${tzid}`, ...body, 'END:VTIMEZONE'];
}
