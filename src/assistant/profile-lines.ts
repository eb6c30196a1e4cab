/**
 * What Magis knows about the user, one "Label: value" line per key it knows, in their language:
 * `magis profile` and the chat's /profile say the same (the chat had shown only name, city and work,
 * so the age and preferred times the onboarding kept seemed lost).
 */
import type {ProfileRecord} from '../domain/records.js';
import type {Language} from '../domain/types.js';
import {PROFILE_KEYS} from '../store/profile-keys.js';
import {clockText} from '../text/clock.js';
import {joinList} from '../text/phrases.js';

/** Work hours kept as "09:00-18:00" are said on the user's clock, as every time magis writes: "9h–18h", "9 am–6 pm". */
function hoursText(stored: string, lang: Language): string {
  const m = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(stored);
  return m ? `${clockText(m[1]!, lang)}–${clockText(m[2]!, lang)}` : stored;
}

/** The lines for a profile as `readFullProfile` reads it (a bare ProfileRecord gives its own fields only). */
export function profileLines(profile: ProfileRecord, lang: Language): string[] {
  const fields = profile as unknown as Record<string, unknown>;
  const lines: string[] = [];
  for (const k of PROFILE_KEYS) {
    const v = fields[k.json];
    const text = Array.isArray(v) ? (v.length ? joinList(v as string[], lang) : null) : typeof v === 'string' || typeof v === 'number' ? String(v) : null;
    if (text) lines.push(`${lang === 'pt' ? k.pt : k.en}: ${k.key === 'work-hours' ? hoursText(text, lang) : text}`);
  }
  if (profile.facts.length) lines.push(`${lang === 'pt' ? 'Outros fatos' : 'Other facts'}: ${profile.facts.join('; ')}`);
  return lines;
}
