/**
 * Calendars as other programs export them (test/fixtures-ics/corpus, see its LICENSES.md): every
 * file imports, or names each event it skipped in plain words, and the start of every event kept
 * is the one a second reader (ical.js, used directly) gives for the same event.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import ICAL from 'ical.js';
import {describe, expect, it} from 'vitest';
import {localStart} from '../src/agenda/occurrences.js';
import {parseIcs} from '../src/calendar/ics-parse.js';
import {decodeText} from '../src/text/decode.js';

const DIR = resolve(__dirname, 'fixtures-ics/corpus');
const FILES = readdirSync(DIR)
  .filter(f => f.endsWith('.ics'))
  .sort();
const NOW = new Date('2026-11-21T10:00:00Z');

/** ical.js's own reading: UID+start → local "YYYY-MM-DD HH:MM" (or the day alone for all-day). */
function secondReading(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const root = new ICAL.Component(ICAL.parse(text));
  for (const tz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  for (const v of root.getAllSubcomponents('vevent')) {
    try {
      const e = new ICAL.Event(v);
      if (!e.startDate || e.isRecurrenceException()) continue;
      const d = e.startDate.isDate
        ? e.startDate.toString()
        : (() => {
            const js = e.startDate.toJSDate();
            const pad = (n: number) => String(n).padStart(2, '0');
            return `${js.getFullYear()}-${pad(js.getMonth() + 1)}-${pad(js.getDate())} ${pad(js.getHours())}:${pad(js.getMinutes())}`;
          })();
      out.set(String(e.summary ?? '').trim(), d);
    } catch {
      // The second reader may fail where Magis skips: compared below only for what both read.
    }
  }
  return out;
}

describe('the .ics corpus', () => {
  it('has files to read (a missing corpus fails, it never passes empty)', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(10);
  });

  it.each(FILES)('%s imports, or names what it skipped', file => {
    const text = decodeText(readFileSync(join(DIR, file)));
    const cal = parseIcs(text, NOW, file);
    expect(cal.events.length + cal.checkups.length).toBeGreaterThan(0);
    // Every skipped event is named in a warning, in plain words.
    expect(cal.warnings.filter(w => /skipped/.test(w))).toHaveLength(cal.skipped);
    for (const w of cal.warnings) expect(w).not.toMatch(/Neither a timezone|TypeError|undefined|\bat .*\.js/);
    const other = secondReading(text);
    // An event kept in its own zone is compared where the user's clock places it.
    for (const item of [...cal.events.filter(e => !e.uid.includes('#')).map(e => ({...e, ...localStart(e)})), ...cal.checkups]) {
      const theirs = other.get(item.title);
      if (theirs === undefined) continue;
      expect(item.time ? `${item.date} ${item.time}` : item.date, `${file}: ${item.title}`).toBe(theirs);
    }
  });

  it('reads accents, folded lines, a moved occurrence and a skipped one as written', () => {
    const read = (f: string) => parseIcs(decodeText(readFileSync(join(DIR, f))), NOW, f);
    expect(read('windows-1252.ics').events[0]?.title).toBe('Café da manhã com a diretoria');
    expect(read('folded-and-escaped.ics').events[0]?.title).toBe('Jantar de fim de ano com o pessoal do trabalho, no restaurante da esquina; levar o amigo secreto');
    const ny = read('new-york-weekly.ics');
    expect(ny.events.find(e => e.rrule)?.exdates).toEqual(expect.arrayContaining(['2026-11-16', '2026-11-23']));
    expect(ny.events.find(e => e.title === 'Team sync (moved)')).toMatchObject({date: '2026-11-24'});
    expect(read('one-broken-event.ics').warnings).toEqual([expect.stringMatching(/^"Broken party" \(UID bad-1\): .*skipped/)]);
  });
});
