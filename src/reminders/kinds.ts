import {UsageError, inUserLanguage, showValue} from '../config/errors.js';
import {fold} from '../text/words.js';

import {CHECKUP_KINDS, type CheckupKind} from '../domain/checkup-kinds.js';

export {CHECKUP_KINDS};
export type Kind = CheckupKind;

/** Words people type for a kind on the command line, PT and EN, accent-folded. */
const ALIASES: Record<string, Kind> = {
  dentista: 'dentist',
  dente: 'dentist',
  dentes: 'dentist',
  oftalmologista: 'eye_exam',
  oftalmo: 'eye_exam',
  oculista: 'eye_exam',
  'eye exam': 'eye_exam',
  eye: 'eye_exam',
  'exame de vista': 'eye_exam',
  optometrist: 'eye_exam',
  'check-up': 'general_checkup',
  checkup: 'general_checkup',
  'check up': 'general_checkup',
  clinico: 'general_checkup',
  'clinico geral': 'general_checkup',
  'general checkup': 'general_checkup',
  pediatra: 'pediatrician',
  ginecologista: 'gynecologist',
  gineco: 'gynecologist',
  dermatologista: 'dermatologist',
  dermato: 'dermatologist',
  cardiologista: 'cardiologist',
  cardio: 'cardiologist',
  ortopedista: 'orthopedist',
  'exame de sangue': 'blood_test',
  'blood test': 'blood_test',
  hemograma: 'blood_test',
  vacina: 'vaccine',
  mamografia: 'mammogram',
  ortodontista: 'orthodontist',
  aparelho: 'orthodontist',
  otorrino: 'ent',
  otorrinolaringologista: 'ent',
  consulta: 'other',
  appointment: 'other',
};

/**
 * A kind a word or phrase names ("dentista", "eye exam", "eye_exam"), or null when it names none:
 * parseKind's tolerant twin, for text that mostly names no kind (the runs of words of a calendar
 * title, calendar/health-words.ts), with no error to build for each word that is not one.
 */
export function kindNamed(value: string): Kind | null {
  const v = fold(value).trim().replace(/\s+/g, ' ');
  if ((CHECKUP_KINDS as readonly string[]).includes(v)) return v as Kind;
  const underscored = v.replace(/[\s-]+/g, '_');
  if ((CHECKUP_KINDS as readonly string[]).includes(underscored)) return underscored as Kind;
  // Own words only: "constructor" or "toString" is no alias, whatever an object inherits.
  return Object.hasOwn(ALIASES, v) ? ALIASES[v]! : null;
}

/** A kind from what the user typed ("dentista", "eye exam", "eye_exam"), or a usage error naming it. */
export function parseKind(value: string): Kind {
  const kind = kindNamed(value);
  if (kind) return kind;
  throw new UsageError(
    inUserLanguage(`Tipo de consulta desconhecido ${showValue(value)}: use um de ${CHECKUP_KINDS.join(', ')}.`, `Unknown checkup kind ${showValue(value)}: use one of ${CHECKUP_KINDS.join(', ')}.`),
  );
}
