/**
 * Wall clocks of other time zones, with the IANA database Node's ICU carries (Intl): an event a
 * calendar keeps in its own zone ("every Monday 09:00 America/New_York") is placed on the user's
 * clock (this process's zone, the one `localDay` reads) one occurrence at a time, so the weeks in
 * which only one of the two zones is on summer time come out right. Pure.
 */

/** A wall-clock moment: YYYY-MM-DD and HH:MM. */
export interface Wall {
  date: string;
  time: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's offset from UTC at an instant, in milliseconds (New York in winter: −5 h). Read from
 * Intl's "GMT-05:00" (longOffset), the cheapest of its answers (~2 µs; every occurrence of a year's
 * weekly event asks a few times).
 */
export function offsetAt(zone: string, ms: number): number {
  if (zone === 'UTC') return 0;
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {timeZone: zone, timeZoneName: 'longOffset'});
    formatters.set(zone, f);
  }
  const m = /GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(f.format(ms));
  if (!m) return 0; // "GMT": no offset
  return (m[1] === '-' ? -1 : 1) * ((Number(m[2]) * 60 + Number(m[3])) * 60 + Number(m[4] ?? 0)) * 1000;
}

/** The wall-clock fields of an instant in a zone, as the epoch milliseconds of the same fields in UTC. */
function wallMs(zone: string, ms: number): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return whole + offsetAt(zone, whole);
}

/**
 * The IANA name Intl knows for a calendar's TZID ("America/New_York", "US/Eastern" → its canonical
 * name), or null. A name with a publisher's path in front ("/mozilla.org/20050126_1/Europe/London",
 * "/freeassociation.sourceforge.net/Tzfile/Europe/London") is read by its last parts.
 */
export function ianaZone(tzid: string | null | undefined): string | null {
  const name = String(tzid ?? '')
    .trim()
    .replace(/^"|"$/g, '');
  if (!name) return null;
  const parts = name.split('/').filter(Boolean);
  for (let n = Math.min(parts.length, 3); n >= 1; n--) {
    // A path's last part alone ("New_York") names no zone; a one-part name ("UTC", "EST5EDT") may.
    if (n === 1 && parts.length > 1) break;
    const candidate = parts.slice(-n).join('/');
    const known = canonical(candidate);
    if (known) return known;
  }
  return null;
}

const canonicalNames = new Map<string, string | null>();

function canonical(name: string): string | null {
  if (!canonicalNames.has(name)) {
    let found: string | null = null;
    try {
      found = new Intl.DateTimeFormat('en-US', {timeZone: name}).resolvedOptions().timeZone;
    } catch {
      found = null;
    }
    canonicalNames.set(name, found);
  }
  return canonicalNames.get(name)!;
}

let user: {tz: string | undefined; zone: string} | undefined;

/** The user's zone: this process's (TZ, or the system's), by its canonical IANA name. */
export function userZone(): string {
  // Read once per TZ: a calendar of thousands of events asks for every one.
  if (!user || user.tz !== process.env.TZ) user = {tz: process.env.TZ, zone: canonical(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? 'UTC'};
  return user.zone;
}

/**
 * The instant a wall-clock day and time in `zone` names. As RFC 5545 (3.3.5) reads a local time:
 * one that a spring-forward gap skips is read with the offset before the gap (02:30 on the day New
 * York moves to summer time is 03:30 EDT); one that a fall-back hour repeats is its first occurrence.
 */
export function wallToInstant(zone: string, date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, min);
  // The offsets a day either side: no zone changes its offset twice within two days.
  const before = wall - offsetAt(zone, wall - 86_400_000);
  const after = wall - offsetAt(zone, wall + 86_400_000);
  if (before === after) return new Date(before);
  const fits = (t: number) => wallMs(zone, t) === wall;
  const candidates = [before, after].filter(fits);
  return new Date(candidates.length ? Math.min(...candidates) : before);
}

/** The wall clock of an instant in `zone`. */
export function wallIn(zone: string, at: Date): Wall {
  const w = new Date(wallMs(zone, Math.floor(at.getTime() / 1000) * 1000));
  return {date: `${String(w.getUTCFullYear()).padStart(4, '0')}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())}`, time: `${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}`};
}

/** The user's wall clock of an instant (this process's zone). */
export function localWall(at: Date): Wall {
  return {date: `${String(at.getFullYear()).padStart(4, '0')}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`, time: `${pad(at.getHours())}:${pad(at.getMinutes())}`};
}

/**
 * A day and time kept in `zone` on the user's clock. No zone (the user's own wall clock) or no
 * time (an all-day date) is left as it is.
 */
export function toLocal<T extends string | null>(zone: string | null | undefined, date: string, time: T): {date: string; time: T} {
  if (!zone || time === null) return {date, time};
  return localWall(wallToInstant(zone, date, time)) as {date: string; time: T};
}

/** The user's wall-clock day and time written in `zone` (the inverse of `toLocal`). */
export function fromLocal<T extends string | null>(zone: string | null | undefined, date: string, time: T): {date: string; time: T} {
  if (!zone || time === null) return {date, time};
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return wallIn(zone, new Date(y, m - 1, d, h, min)) as {date: string; time: T};
}
