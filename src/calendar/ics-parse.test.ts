import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {localStart} from '../agenda/occurrences.js';
import {userZone} from '../time/zone.js';
import {healthKindIn} from './health-words.js';
import {parseIcs} from './ics-parse.js';

const text = readFileSync(join(__dirname, '../../test/fixtures-ics/google-export.ics'), 'utf8');
// 2026-11-21 10:00 in São Paulo (UTC−3): the fixture's times are São Paulo's, so local days are
// checked against what each test zone makes of them.
const NOW = new Date('2026-11-21T13:00:00Z');
const cal = parseIcs(text, NOW, 'google-export.ics');
const local = (iso: string) => {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return {date: `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`, time: `${p(d.getHours())}:${p(d.getMinutes())}`};
};

describe('parseIcs', () => {
  it('health appointments become checkups: kind from the title, past ones done, upcoming scheduled', () => {
    const byUid = new Map(cal.checkups.map(c => [c.uid, c]));
    expect(byUid.get('dentista-2026@google.com')).toMatchObject({kind: 'dentist', status: 'scheduled', everyMonths: null, ...local('2026-11-25T17:30:00Z')});
    expect(byUid.get('sangue@google.com')).toMatchObject({kind: 'blood_test', status: 'done', ...local('2026-11-03T10:30:00Z')});
    // A yearly eye exam: its last occurrence so far is the visit reminders count from.
    expect(byUid.get('oftalmo-yearly@google.com')).toMatchObject({kind: 'eye_exam', status: 'done', everyMonths: 12, ...local('2026-03-10T12:00:00Z')});
    expect(cal.checkups).toHaveLength(3);
  });

  it('everything else joins the agenda with its recurrence, kind, people and status', () => {
    // Each event's start as the user's clock shows it (one kept in São Paulo's zone is placed on it).
    const byUid = new Map(cal.events.map(e => [e.uid, {...e, ...localStart(e)}]));
    // The file's times are São Paulo's: kept in that zone unless it is the user's own.
    expect(byUid.get('ingles@google.com')!.tzid).toBe(userZone() === 'America/Sao_Paulo' ? null : 'America/Sao_Paulo');
    expect(byUid.get('ingles@google.com')).toMatchObject({kind: 'class', rrule: 'FREQ=WEEKLY;BYDAY=MO,WE', status: 'scheduled', ...local('2026-10-05T22:00:00Z')});
    expect(byUid.get('niver-mae@google.com')).toMatchObject({kind: 'birthday', date: '1990-07-04', time: null, rrule: 'FREQ=YEARLY'});
    expect(byUid.get('reuniao-q4@google.com')).toMatchObject({kind: 'meeting', withNames: ['Marcos Lima', 'Ana Souza'], rrule: null, ...local('2026-11-27T13:00:00Z')});
    expect(byUid.get('cancelado@google.com')).toMatchObject({kind: 'social', status: 'cancelled'});
    // Weekly therapy is health, but a checkup cannot hold a weekly rule: it stays an event, recurrence kept.
    expect(byUid.get('terapia@google.com')).toMatchObject({rrule: 'FREQ=WEEKLY;BYDAY=FR'});
    // The moved single class (RECURRENCE-ID) is not a second series: it is that day's event, and
    // the series skips the day it left.
    expect(cal.events).toHaveLength(6);
    expect(cal.skipped).toBe(0);
    expect(byUid.get('ingles@google.com')!.exdates).toEqual([local('2026-10-12T22:00:00Z').date]);
    expect(byUid.get('ingles@google.com#2026-10-12T19:00:00')).toMatchObject({title: 'Aula de inglês (remarcada)', rrule: null, ...local('2026-10-12T23:00:00Z')});
  });

  it('a series skips its EXDATEs, however many a line lists', () => {
    const two = parseIcs(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'UID:natacao',
        'DTSTART;VALUE=DATE:20261201',
        'RRULE:FREQ=WEEKLY',
        'EXDATE;VALUE=DATE:20261208,20261215',
        'SUMMARY:Natação',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
      NOW,
    );
    expect(two.events[0]).toMatchObject({rrule: 'FREQ=WEEKLY', exdates: ['2026-12-08', '2026-12-15']});
  });

  it('refuses what is not iCalendar with one sentence', () => {
    expect(() => parseIcs('hello', NOW, 'x.ics')).toThrow(/x\.ics is not a valid iCalendar file.*nothing was imported/);
    expect(() => parseIcs('BEGIN:VCARD\r\nVERSION:4.0\r\nFN:A\r\nEND:VCARD\r\n', NOW, 'c.ics')).toThrow(/c\.ics is not an iCalendar file/);
  });
});

describe('healthKindIn', () => {
  it('finds the checkup words reminders use in calendar titles', () => {
    expect(healthKindIn('Consulta cardiologista Dr. Silva')).toBe('cardiologist');
    expect(healthKindIn('Annual eye exam')).toBe('eye_exam');
    expect(healthKindIn('Vacina da gripe')).toBe('vaccine');
    expect(healthKindIn('Consulta Dra. Marta')).toBe('other');
    expect(healthKindIn('Appointment with the lawyer')).toBeNull();
    expect(healthKindIn('Red-eye flight to Lisbon')).toBeNull();
  });

  it('reads titles with numbers and hours the same, and a title asked twice the same way', () => {
    for (const [title, kind] of [
      ['Dentista 14h', 'dentist'],
      ['Dentist 2pm room 12', 'dentist'],
      ['Pediatra 3 - Bia', 'pediatrician'],
      ['Eye exam #2', 'eye_exam'],
      ['Reunião 14h', null],
      ['Meeting 12', null],
      ['Sprint 42 review', null],
    ] as const) {
      expect(healthKindIn(title), title).toBe(kind);
      expect(healthKindIn(title), `${title} again`).toBe(kind);
    }
  });
});
