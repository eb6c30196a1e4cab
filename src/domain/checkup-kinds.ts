/** The checkup kinds of the contract (`magis extract --json`), in one place for every layer. */
export const CHECKUP_KINDS = [
  'dentist',
  'eye_exam',
  'general_checkup',
  'pediatrician',
  'gynecologist',
  'dermatologist',
  'cardiologist',
  'orthopedist',
  'blood_test',
  'vaccine',
  'mammogram',
  'orthodontist',
  'ent',
  'other',
] as const;

export type CheckupKind = (typeof CHECKUP_KINDS)[number];

export const isCheckupKind = (value: string): value is CheckupKind => (CHECKUP_KINDS as readonly string[]).includes(value);
