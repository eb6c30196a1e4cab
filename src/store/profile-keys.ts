/**
 * The profile keys a user can set by hand (`magis profile set KEY VALUE`), how each is stored in
 * the `profile` table, and the full read for `profile --json`. The reminders read the stored rows
 * by these row names (`preferred`, `appointment_days`, `appointment_times`, `work_hours`).
 */
import type {ProfileRecord} from '../domain/records.js';
import type {DB} from './db.js';
import {profileRows} from './profile.js';

export interface ProfileKey {
  /** What the user types (`work-hours`); `_` and `-` are the same. */
  key: string;
  /** The row in `profile`. */
  row: string;
  /** `profile --json` field. */
  json: string;
  list: boolean;
  pt: string;
  en: string;
}

export const PROFILE_KEYS: readonly ProfileKey[] = [
  {key: 'name', row: 'name', json: 'name', list: false, pt: 'Nome', en: 'Name'},
  {key: 'city', row: 'city', json: 'city', list: false, pt: 'Cidade', en: 'City'},
  {key: 'occupation', row: 'occupation', json: 'occupation', list: false, pt: 'Profissão', en: 'Occupation'},
  {key: 'age', row: 'age', json: 'age', list: false, pt: 'Idade', en: 'Age'},
  {key: 'language', row: 'language', json: 'language', list: false, pt: 'Idioma das respostas', en: 'Reply language'},
  // pt-BR or pt-PT: how a Portuguese user is answered; set by hand, or decided once from how they write (store/user-variety.ts).
  {key: 'variety', row: 'variety', json: 'variety', list: false, pt: 'Variante do português', en: 'Portuguese variety'},
  // en-GB, en-US, pt-PT or pt-BR: the user's locale in place of the system's — a numeric date's
  // order ("3/12"), the Portuguese variety, the clock and language before they write (store/user-language.ts).
  {key: 'locale', row: 'locale', json: 'locale', list: false, pt: 'Região (datas e variante)', en: 'Locale (dates and variety)'},
  {key: 'languages', row: 'languages', json: 'languages', list: true, pt: 'Idiomas', en: 'Languages'},
  {key: 'preferences', row: 'preferred', json: 'preferences', list: true, pt: 'Preferências', en: 'Preferences'},
  {key: 'health-providers', row: 'health_providers', json: 'healthProviders', list: true, pt: 'Médicos e clínicas', en: 'Health providers'},
  {key: 'work-hours', row: 'work_hours', json: 'workHours', list: false, pt: 'Horário de trabalho', en: 'Work hours'},
  {key: 'appointment-days', row: 'appointment_days', json: 'appointmentDays', list: true, pt: 'Dias preferidos para consultas', en: 'Preferred days for appointments'},
  {key: 'appointment-times', row: 'appointment_times', json: 'appointmentTimes', list: false, pt: 'Horário preferido para consultas', en: 'Preferred time for appointments'},
];

/** The key the user meant ("work_hours", "Work-Hours"), or undefined. */
export function profileKey(text: string): ProfileKey | undefined {
  const k = text.trim().toLowerCase().replace(/_/g, '-');
  return PROFILE_KEYS.find(p => p.key === k);
}

/** `magis profile --json`: the contract's fields plus the hand-set ones (null or empty when unknown). */
export function readFullProfile(db: DB): ProfileRecord & Record<string, unknown> {
  const rows = Object.fromEntries(profileRows(db).map(r => [r.key, r.value]));
  const out: Record<string, unknown> = {};
  for (const k of PROFILE_KEYS) {
    const v = rows[k.row];
    out[k.json] = k.list ? (v ? v.split('; ').filter(Boolean) : []) : (v ?? null);
  }
  out.facts = rows.facts ? rows.facts.split('; ').filter(Boolean) : [];
  return out as ProfileRecord & Record<string, unknown>;
}
