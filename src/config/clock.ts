import {showValue, UsageError, inUserLanguage} from './errors.js';

/**
 * Parses an ISO date or date-time given by the user (`--now`, `--since`, MAGIS_NOW…).
 * A bare date means local midnight; anything unparseable or impossible ("2026-02-31") is a usage error
 * that names the value and the flag.
 */
export function parseUserDate(value: string, what = 'date'): Date {
  const text = value.trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (!m)
    throw new UsageError(
      inUserLanguage(
        `${what} inválido ${showValue(value)}: use uma data ISO como 2026-11-21 ou 2026-11-21T14:30.`,
        `Invalid ${what} ${showValue(value)}: use an ISO date like 2026-11-21 or 2026-11-21T14:30.`,
      ),
    );
  const [, y, mo, d, h = '0', mi = '0', s = '0', zone] = m;
  const year = Number(y),
    month = Number(mo),
    day = Number(d);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) {
    throw new UsageError(inUserLanguage(`${what} inválido ${showValue(value)}: esse dia ou hora não existe.`, `Invalid ${what} ${showValue(value)}: that day or time does not exist.`));
  }
  const date = zone ? new Date(text.replace(' ', 'T')) : new Date(year, month - 1, day, Number(h), Number(mi), Number(s));
  if (Number.isNaN(date.getTime())) throw new UsageError(inUserLanguage(`${what} inválido ${showValue(value)}.`, `Invalid ${what} ${showValue(value)}.`));
  return date;
}

/** An `until` date as the end of what it names: a bare day ("2026-11-20") includes that whole day. */
export function parseUntil(value: string, what = 'until'): Date {
  const d = parseUserDate(value, what);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) d.setHours(23, 59, 59, 999);
  return d;
}

/** "now" for everything that reads the clock: `--now`, then MAGIS_NOW, then the system clock. */
export function resolveNow(flag?: string, env: NodeJS.ProcessEnv = process.env): Date {
  if (flag) return parseUserDate(flag, '--now');
  if (env.MAGIS_NOW) return parseUserDate(env.MAGIS_NOW, 'MAGIS_NOW');
  return new Date();
}

/** Parses durations like "30d", "2w", "6m", "1y", "12h" into milliseconds-free parts. */
export function parseDuration(value: string, what = 'duration'): {days: number} {
  const m = /^(\d+)\s*(h|d|w|m|y)$/i.exec(value.trim());
  if (!m)
    throw new UsageError(
      inUserLanguage(
        `${what} inválido ${showValue(value)}: use um número e uma unidade, como 30d, 2w, 6m ou 1y.`,
        `Invalid ${what} ${showValue(value)}: use a number and a unit, like 30d, 2w, 6m or 1y.`,
      ),
    );
  const n = Number(m[1]);
  const unit = m[2]!.toLowerCase();
  const days = unit === 'h' ? n / 24 : unit === 'd' ? n : unit === 'w' ? n * 7 : unit === 'm' ? n * 30 : n * 365;
  return {days};
}
