import {describe, expect, it} from 'vitest';
import {remindNow} from '../src/cli/commands/remind/due.js';
import {daysBetween} from '../src/time/arithmetic.js';
import {dueItems, formatDueLine, snoozeItem} from '../src/reminders/index.js';
import {insertCheckup} from '../src/store/checkups.js';
import {openDatabase, type DB} from '../src/store/db.js';
import {insertEvent} from '../src/store/events.js';
import {setPerson} from '../src/store/people-edit.js';
import {addTask} from '../src/store/tasks.js';
import {localDay} from '../src/time/day.js';
import {homePerTest} from './helpers/cli.js';

// Two weeks of an hourly cron with a person at the terminal in between (issue 23): what cron
// printed is compared, run by run, with what a fresh plan — no state, no cache — says is due,
// filtered by the notification rule as the README states it, kept here independently.

const home = homePerTest();

const at = (day: string, hour: number, minute = 0) => new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`);
const DAYS = Array.from({length: 14}, (_, i) => localDay(new Date(2026, 10, 23 + i, 12)));

function seed(db: DB): void {
  const t = at('2026-11-23', 7).toISOString();
  const theo = setPerson(db, null, 'Theo', {relation: 'son', gender: 'male', birthday: '2018-11-30'}, t);
  const bia = setPerson(db, null, 'Bia', {relation: 'daughter', gender: 'female'}, t);
  setPerson(db, null, 'Lourdes', {relation: 'mother', gender: 'female', birthday: '1960-12-04'}, t);
  void theo;
  insertCheckup(db, {entityId: bia, kind: 'dentist', status: 'scheduled', date: '2026-11-27', time: '11:00', everyMonths: null, at: t});
  insertCheckup(db, {entityId: null, kind: 'eye_exam', status: 'needed', date: null, time: null, everyMonths: null, at: t});
  insertCheckup(db, {entityId: null, kind: 'general_checkup', status: 'done', date: '2025-11-10', time: null, everyMonths: null, at: t});
  insertEvent(db, {entityId: null, kind: 'meeting', title: 'reunião com o banco', date: '2026-11-30', time: '14:00', rrule: null}, t);
  insertEvent(db, {entityId: bia, kind: 'class', title: 'natação', date: '2026-11-24', time: '09:00', rrule: 'FREQ=WEEKLY;BYDAY=TU'}, t);
  addTask(db, {description: 'renovar a cnh', due: '2026-11-24', at: t});
  db.prepare("INSERT INTO profile (key, value, updated_at) VALUES ('language', 'pt', ?)").run(t);
}

const NAG = /-(?:need|due)-\d{8}$/;

/** The rule as the README says it, over what a person has seen (times), for one item at `now`. */
function shouldSay(id: string, seen: Date[], now: Date): boolean {
  if (!seen.length) return true;
  const last = seen.at(-1)!;
  if (!NAG.test(id)) return now.getTime() - last.getTime() >= 20 * 3_600_000;
  const first = localDay(seen[0]!);
  const today = localDay(now);
  // Said on the first day, then on day 3, 10, 17… counted from it — once each, whenever a run falls on or after it.
  for (let k = 3; k <= daysBetween(first, today); k += k === 3 ? 7 : 7) {
    if (localDay(last) < addDay(first, k)) return true;
  }
  return false;
}
const addDay = (day: string, n: number) => localDay(new Date(new Date(`${day}T12:00:00`).getTime() + n * 86_400_000));

describe('two weeks of hourly cron with terminal runs in between', () => {
  it('prints exactly what a fresh plan says is due and not yet said, with each notice on its own', () => {
    const db = openDatabase(home(), {now: at('2026-11-23', 7), vectors: false});
    seed(db);
    const seen = new Map<string, Date[]>();
    const snoozed = new Map<string, Date>();
    const printed: Array<{at: Date; id: string; line: string}> = [];
    const see = (id: string, now: Date) => seen.set(id, [...(seen.get(id) ?? []), now]);
    const run = (now: Date, interactive: boolean) => remindNow({db, now, home: '', config: {}}, {withinDays: 14}, interactive);

    for (const day of DAYS) {
      for (let hour = 0; hour < 24; hour++) {
        const now = at(day, hour, 5);
        // The world changes: the eye exam gets booked on the 26th, mid-morning.
        if (day === '2026-11-26' && hour === 10) {
          insertCheckup(db, {entityId: null, kind: 'eye_exam', status: 'scheduled', date: '2026-12-02', time: '09:00', everyMonths: null, at: now.toISOString()});
        }
        const fresh = dueItems(db, now, {language: 'pt', states: new Map()});
        const expected = fresh.filter(i => !(snoozed.get(i.id) && snoozed.get(i.id)! > now) && shouldSay(i.id, seen.get(i.id) ?? [], now));
        const out = run(now, false);
        expect(
          out.shown.map(i => `${i.id} ${i.message}`),
          `cron at ${day} ${hour}:05`,
        ).toEqual(expected.map(i => `${i.id} ${i.message}`));
        for (const item of out.shown) {
          const line = formatDueLine(item, out.refs.get(item.id));
          printed.push({at: now, id: item.id, line});
          see(item.id, now);
        }
        // Someone at the terminal at lunch and in the evening: sees everything due, which counts as said.
        if (hour === 12 || hour === 21) {
          const term = run(at(day, hour, 30), true);
          expect(term.shown.map(i => i.id)).toEqual(fresh.filter(i => !(snoozed.get(i.id) && snoozed.get(i.id)! > now)).map(i => i.id));
          for (const item of term.shown) see(item.id, at(day, hour, 30));
        }
        // The checkup nag is snoozed for a week from the first terminal run of the 27th.
        if (day === '2026-11-27' && hour === 12) {
          const id = fresh.find(i => i.kind === 'general_checkup')!.id;
          const until = new Date(now.getTime() + 7 * 86_400_000);
          snoozeItem(db, id, until);
          snoozed.set(id, until);
        }
      }
    }
    const on = (day: string, re: RegExp) => printed.filter(p => localDay(p.at) === day && re.test(p.line));

    // The evening's "tomorrow" never hides the morning's "today".
    expect(on('2026-11-30', /^\d+\. Hoje é aniversário do Theo \(seu filho\) — 8 anos! Dia de festa!$/)).toHaveLength(1);
    expect(on('2026-11-30', /Hoje você tem reunião com o banco às 14h/)).toHaveLength(1);
    expect(on('2026-11-30', /Hoje você tem reunião com o banco/)[0]!.at.getHours()).toBeLessThan(8);
    expect(on('2026-11-29', /Amanhã é aniversário do Theo \(seu filho\) — 8 anos!$/)).toHaveLength(1);
    expect(on('2026-11-30', /Como foi a reunião com o banco\?/)).toHaveLength(1);
    expect(on('2026-12-03', /Amanhã é aniversário da Lourdes \(sua mãe\) — 66 anos! Quer lembrar de mandar uma mensagem\?/)).toHaveLength(1);
    expect(on('2026-11-26', /Hoje a Bia tem dentista/)).toHaveLength(0);
    expect(on('2026-11-27', /Hoje a Bia tem dentista às 11h/)).toHaveLength(1);

    // A nag backs off — the day it is learned, then 3 days later — and says how to quiet it.
    const nag = printed.filter(p => /precisa ir ao oftalmologista/.test(p.line));
    expect(nag.map(p => localDay(p.at))).toEqual(['2026-11-23', '2026-11-26']);
    expect(nag[0]!.line).toMatch(/^\d+\. Você precisa ir ao oftalmologista — quer que eu lembre você de marcar\? \(responda “já marquei” ou `magis remind snooze \d+ 7d`\)$/);
    const checkup = printed.filter(p => /check-up/.test(p.line)).map(p => localDay(p.at));
    expect(checkup).toEqual(['2026-11-23', '2026-11-26', '2026-12-04']);
    // Lines carry a number, never an internal id.
    expect(printed.every(p => /^\d+\. /.test(p.line) && !/\[[a-z_]+-/.test(p.line))).toBe(true);
    db.close();
  });
});
