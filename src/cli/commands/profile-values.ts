/** Checks and normalises a `profile set` value per key, before anything is stored. Pure. */
import {UsageError, showValue} from '../../config/errors.js';
import {parseLanguage, parseLocale, parseVariety} from '../../text/language.js';
import type {ProfileKey} from '../../store/profile-keys.js';
import {fold} from '../../text/words.js';

/** Weekday words, PT and EN, full and short, to the English short form the reminders read. */
const WEEKDAYS: Record<string, string> = {
  mon: 'mon',
  monday: 'mon',
  seg: 'mon',
  segunda: 'mon',
  'segunda-feira': 'mon',
  tue: 'tue',
  tuesday: 'tue',
  ter: 'tue',
  terca: 'tue',
  'terca-feira': 'tue',
  wed: 'wed',
  wednesday: 'wed',
  qua: 'wed',
  quarta: 'wed',
  'quarta-feira': 'wed',
  thu: 'thu',
  thursday: 'thu',
  qui: 'thu',
  quinta: 'thu',
  'quinta-feira': 'thu',
  fri: 'fri',
  friday: 'fri',
  sex: 'fri',
  sexta: 'fri',
  'sexta-feira': 'fri',
  sat: 'sat',
  saturday: 'sat',
  sab: 'sat',
  sabado: 'sat',
  sun: 'sun',
  sunday: 'sun',
  dom: 'sun',
  domingo: 'sun',
};

const HOURS = /^([01]?\d|2[0-3])(?::?([0-5]\d))?h?\s*(?:-|–|to|as|às|a)\s*([01]?\d|2[0-3])(?::?([0-5]\d))?h?$/i;

const hhmm = (h: string, m: string | undefined) => `${h.padStart(2, '0')}:${m ?? '00'}`;

export function parseProfileValue(key: ProfileKey, value: string): string {
  const v = value.trim().replace(/\s+/g, ' ');
  if (!v) throw new UsageError(`Give a value for ${key.key}; "magis profile unset ${key.key}" removes it.`);
  if (v.length > 300) throw new UsageError(`The value for ${key.key} is too long (${v.length} characters; at most 300).`);
  switch (key.key) {
    case 'language': {
      const lang = parseLanguage(v);
      if (!lang) throw new UsageError(`Unknown language ${showValue(value)}; use pt or en.`);
      return lang;
    }
    case 'variety': {
      const variety = parseVariety(v);
      if (!variety) throw new UsageError(`Unknown Portuguese variety ${showValue(value)}; use pt-BR or pt-PT.`);
      return variety;
    }
    case 'locale': {
      const locale = parseLocale(v);
      if (!locale) throw new UsageError(`Unknown locale ${showValue(value)}; use en-GB, en-US, pt-PT or pt-BR.`);
      return locale;
    }
    case 'work-hours': {
      const m = HOURS.exec(fold(v));
      if (!m) throw new UsageError(`Invalid work hours ${showValue(value)}; use a range like 09:00-18:00.`);
      return `${hhmm(m[1]!, m[2])}-${hhmm(m[3]!, m[4])}`;
    }
    case 'appointment-days': {
      const days = v
        .split(/[;,\s]+|\be\b|\band\b/)
        .map(d => fold(d).replace(/\.$/, ''))
        .filter(Boolean);
      const bad = days.find(d => !WEEKDAYS[d]);
      if (bad || days.length === 0) throw new UsageError(`Unknown weekday ${showValue(bad ?? value)}; use names like mon, tue or segunda, terça.`);
      return [...new Set(days.map(d => WEEKDAYS[d]!))].join('; ');
    }
    case 'languages':
      return v
        .split(/\s*[;,]\s*/)
        .filter(Boolean)
        .join('; ');
    default:
      return key.list
        ? v
            .split(/\s*;\s*/)
            .filter(Boolean)
            .join('; ')
        : v;
  }
}
