/**
 * One clock per user: every time of day magis writes (chat, agenda, remind, pets, MCP text) goes
 * through `clockText`, so the same user never reads "16:00" in one place and "4 pm" in another.
 * 12-hour where the user's own writing or locale uses it, 24-hour otherwise (CONTRACTS.md).
 * Portuguese is written with the 24-hour clock ("16h", "16h30"); the 12-hour clock is English's.
 */
import type {Language} from '../domain/types.js';

export type ClockStyle = '12h' | '24h';

/** Set once per process from the user's writing and locale (store/user-language.ts); null until then. */
let current: ClockStyle | null = null;

/** Records the user's clock: every later `clockText` without a style writes it. */
export function setUserClock(style: ClockStyle | null): void {
  current = style;
}

/**
 * "16h" / "16h30" in Portuguese; in English "4 pm" / "4:30 pm" on the 12-hour clock and
 * "16:00" / "16:30" on the 24-hour one. Without a style, the user's recorded clock; with none
 * recorded (a pure caller, a test), English keeps the 12-hour clock it always had.
 */
export function clockText(time: string, lang: Language, style: ClockStyle | null = current): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const mm = String(m || 0).padStart(2, '0');
  if (lang === 'pt') return m ? `${h}h${mm}` : `${h}h`;
  if (style === '24h') return `${String(h).padStart(2, '0')}:${mm}`;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}${m ? `:${mm}` : ''} ${h < 12 ? 'am' : 'pm'}`;
}

// A time said on the 12-hour clock: "4pm", "10 am", "4:30 p.m.", "9ish am" is not needed.
const TWELVE = /\b(?:1[0-2]|0?[1-9])(?:[:.][0-5]\d)?\s?(?:a\.?m\.?|p\.?m\.?)(?![a-z])/i;
// A time only the 24-hour clock writes: an hour from 13 on ("16:00", "às 14h", "at 18.30"), or "00:15".
const TWENTY_FOUR = /\b(?:1[3-9]|2[0-3]|00)(?::[0-5]\d|h(?:[0-5]\d)?\b)|\b(?:1[3-9]|2[0-3]|00)\.[0-5]\d\b(?!\s?(?:a\.?m|p\.?m))/i;

/** Countries whose English uses the 12-hour clock (a locale's region: en_US, en_CA…). */
const TWELVE_HOUR_REGIONS = new Set(['US', 'CA', 'AU', 'NZ', 'PH', 'IN', 'PK', 'EG', 'SA']);

/**
 * The user's clock: from their own writing first (the newest messages that say a time one way or
 * the other, by majority), else from the locale (LC_TIME, LC_ALL, LANG: a 12-hour country's
 * English is 12-hour), else 24-hour.
 */
export function chooseClock(messages: string[], env: {LANG?: string; LC_ALL?: string; LC_TIME?: string}): ClockStyle {
  let twelve = 0;
  let twentyFour = 0;
  for (const text of messages) {
    if (TWELVE.test(text)) twelve++;
    else if (TWENTY_FOUR.test(text)) twentyFour++;
  }
  if (twelve !== twentyFour) return twelve > twentyFour ? '12h' : '24h';
  const locale = [env.LC_ALL, env.LC_TIME, env.LANG].find(v => v?.trim()) ?? '';
  const m = /^en[_-]([a-z]{2})/i.exec(locale.trim());
  return m && TWELVE_HOUR_REGIONS.has(m[1]!.toUpperCase()) ? '12h' : '24h';
}
