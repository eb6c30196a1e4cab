import {MagisError, showValue} from '../config/errors.js';
import {CHECKUP_KINDS} from './kinds.js';

/**
 * Months between routine visits when the user stated no recurrence. Common guidance for healthy
 * adults; the README lists them and `config.json` can override any ({"checkupIntervals": {"dentist": 4}}).
 */
const DEFAULT_INTERVALS: Readonly<Record<string, number>> = {
  dentist: 6,
  eye_exam: 12,
  general_checkup: 12,
  pediatrician: 12, // by age, see pediatricianMonths; 12 is the ≥ 2 years rule
  gynecologist: 12,
  dermatologist: 12,
  cardiologist: 12,
  orthopedist: 12,
  blood_test: 12,
  vaccine: 12,
  mammogram: 12,
  orthodontist: 1, // braces are adjusted monthly
  ent: 12,
  other: 12,
};

/**
 * Pediatric visits follow the child's age: every 2 months before 2 years (the first years'
 * schedule of growth checks and vaccines), yearly from 2. Unknown age: every 6 months, halfway.
 */
function pediatricianMonths(ageYears: number | null): number {
  if (ageYears === null) return 6;
  return ageYears < 2 ? 2 : 12;
}

export type IntervalOverrides = Readonly<Record<string, number>>;

/**
 * Reads `checkupIntervals` from config.json, refusing anything that is not a known kind mapped to
 * a whole number of months (1–120), so a typo never silently falls back to the default.
 */
export function parseIntervalOverrides(config: Record<string, unknown>): IntervalOverrides {
  const raw = config.checkupIntervals;
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new MagisError('config.json "checkupIntervals" must be an object of kind → months, like {"dentist": 4}.');
  }
  const out: Record<string, number> = {};
  for (const [kind, months] of Object.entries(raw as Record<string, unknown>)) {
    if (!(CHECKUP_KINDS as readonly string[]).includes(kind)) {
      throw new MagisError(`config.json checkupIntervals has an unknown kind ${showValue(kind)}: use ${CHECKUP_KINDS.join(', ')}.`);
    }
    if (typeof months !== 'number' || !Number.isInteger(months) || months < 1 || months > 120) {
      throw new MagisError(`config.json checkupIntervals.${kind} is ${JSON.stringify(months)}: use a whole number of months from 1 to 120.`);
    }
    out[kind] = months;
  }
  return out;
}

/**
 * The recurrence for one person's checkup kind: what the user said ("a cada 6 meses"), else the
 * config override, else the default (by age for the pediatrician).
 */
export function intervalMonths(kind: string, opts: {everyMonths?: number | null; overrides?: IntervalOverrides; ageYears?: number | null | (() => number | null)} = {}): number {
  if (opts.everyMonths && opts.everyMonths > 0) return opts.everyMonths;
  const override = opts.overrides?.[kind];
  if (override) return override;
  // The age may come as a function: only this kind asks it, and working it out for every person's
  // every kind was ~1 ms of each cron run.
  if (kind === 'pediatrician') return pediatricianMonths((typeof opts.ageYears === 'function' ? opts.ageYears() : opts.ageYears) ?? null);
  return DEFAULT_INTERVALS[kind] ?? 12;
}
