/**
 * Retention settings (config.json `retention`): memories older than N months and below
 * importance K are folded into weekly summaries (originals kept in the archive, as `memories
 * compress` does), with a rule for all contexts and optional rules per context:
 *
 *   "retention": {"compressOlderThanMonths": 12, "belowImportance": 5,
 *                 "work": {"compressOlderThanMonths": 6}, "family": {"belowImportance": 3}}
 *
 * Pure: parses and validates; the cron run (store/retention-run.ts) applies it.
 */
import {MagisError} from './errors.js';
import type {Context} from '../domain/types.js';

export interface RetentionRule {
  olderThanMonths: number;
  /** Memories of this importance or more are never compressed. */
  belowImportance: number;
}

const CONTEXTS: readonly Context[] = ['work', 'personal', 'family'];
/** The bounds keep a typo (0 months, importance 50) from archiving everything at once. */
const MIN_MONTHS = 1;
const MAX_MONTHS = 1200;

function rule(value: unknown, base: Partial<RetentionRule>, where: string): Partial<RetentionRule> {
  if (value === undefined) return base;
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new MagisError(`config.json: ${where} must be an object like {"compressOlderThanMonths": 12, "belowImportance": 5}.`);
  const v = value as Record<string, unknown>;
  const out = {...base};
  if (v.compressOlderThanMonths !== undefined) {
    const n = v.compressOlderThanMonths;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < MIN_MONTHS || n > MAX_MONTHS)
      throw new MagisError(`config.json: ${where}.compressOlderThanMonths must be a whole number of months from ${MIN_MONTHS} to ${MAX_MONTHS}.`);
    out.olderThanMonths = n;
  }
  if (v.belowImportance !== undefined) {
    const n = v.belowImportance;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 2 || n > 11) throw new MagisError(`config.json: ${where}.belowImportance must be a whole number from 2 to 11.`);
    out.belowImportance = n;
  }
  return out;
}

/** The rule of each context, or null when retention is not configured (the default: keep everything). */
export function parseRetention(config: Record<string, unknown>): Partial<Record<Context, RetentionRule>> | null {
  const raw = config.retention;
  if (raw === undefined) return null;
  const all = rule(raw, {}, 'retention');
  const out: Partial<Record<Context, RetentionRule>> = {};
  for (const c of CONTEXTS) {
    const r = rule((raw as Record<string, unknown>)[c], all, `retention.${c}`);
    // A context is compressed only when it has both an age and an importance bound.
    if (r.olderThanMonths !== undefined) out[c] = {olderThanMonths: r.olderThanMonths, belowImportance: r.belowImportance ?? 5};
  }
  return out;
}
