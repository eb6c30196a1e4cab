import ICAL from 'ical.js';
import {describe, expect, it} from 'vitest';
import {visitLabel} from './ics-import.js';
import type {LocalItem} from './store-io.js';
import {newObject, patchObject} from './vevent.js';

/**
 * A checkup's title on a calendar (issue 38): Magis's own wording follows Magis — an older Magis's
 * "Appointment — Leo" becomes "Allergist — Leo" — while a title someone gave it there stays.
 */
const NOW = new Date('2026-11-24T12:00:00Z');
const visit = (title: string): LocalItem => ({
  item: 'checkup',
  id: 1,
  title,
  date: '2026-12-04',
  time: '15:00',
  rrule: null,
  status: 'scheduled',
  exdates: [],
  tzid: null,
  uid: 'magis-1',
  changedAt: null,
  endDate: null,
  endTime: null,
  moved: [],
});
const summary = (data: string) => String(new ICAL.Component(ICAL.parse(data) as unknown[]).getFirstSubcomponent('vevent')!.getFirstPropertyValue('summary'));

describe("a checkup's SUMMARY", () => {
  it('is reworded when the server still has what Magis last wrote, and kept when someone renamed it', () => {
    const old = newObject(visit('Appointment — Leo'), 'magis-1', NOW);
    expect(summary(patchObject(old, 'magis-1', visit('Allergist — Leo'), NOW, 'Appointment — Leo'))).toBe('Allergist — Leo');
    const renamed = old.replace('SUMMARY:Appointment — Leo', 'SUMMARY:Dr. Patel (allergy)');
    expect(summary(patchObject(renamed, 'magis-1', visit('Allergist — Leo'), NOW, 'Appointment — Leo'))).toBe('Dr. Patel (allergy)');
    // With no agreed title known (a link from before fingerprints), the server's stays.
    expect(summary(patchObject(old, 'magis-1', visit('Allergist — Leo'), NOW))).toBe('Appointment — Leo');
  });

  it('an imported visit of no specialty keeps what the calendar calls it, without whose it is', () => {
    const rows: Array<[string, string | null, string | null]> = [
      ['Allergist — Leo', 'Leo', 'Allergist'],
      ['Dr. Souza - José', 'José Silva', 'Dr. Souza'],
      ["Will's allergy clinic", 'Will', 'allergy clinic'],
      ['Consulta da Bia', 'Bia', null],
      ['Consulta — Bia', 'Bia', null],
      ['Appointment', null, null],
      ['Dr. Patel', null, 'Dr. Patel'],
      // A longer name that starts like the person's is not theirs.
      ['Leonardo clinic', 'Leo', 'Leonardo clinic'],
    ];
    expect(rows.map(([title, person]) => visitLabel(title, person))).toEqual(rows.map(([, , label]) => label));
  });
});
