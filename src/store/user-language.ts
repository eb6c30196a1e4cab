/**
 * THE language of a user's human output, for every command (people, remind, agenda, memories,
 * confirmations): the profile's `language`, else the language of most of their recent messages,
 * else the locale's — the profile's `locale` when the user set one, else the system's (CONTRACTS.md: `pt*` in LC_ALL, LC_MESSAGES or LANG is Portuguese, anything
 * else — "C.UTF-8", nothing set — English). `--json` never depends on it.
 */
import type {Language} from '../domain/types.js';
import type {DB} from './db.js';
import {profileLanguage, profileLocale, recentUserMessages} from './language-io.js';
import {detectLanguage, localeLanguage, parseLanguage, withLocale} from '../text/language.js';
import {chooseClock, setUserClock} from '../text/clock.js';
import {localeDayFirst, setUserDayFirst} from '../text/date-order.js';

/** Enough recent messages to outvote a few in the other language, few enough to stay instant. */
const SAMPLE = 50;

/** Pure choice, tested directly: profile, else majority of messages (ties → the newest), else the locale. */
export function chooseLanguage(profile: string | null, messages: string[], env: {LANG?: string; LC_ALL?: string; LC_MESSAGES?: string}): Language {
  const fromProfile = parseLanguage(profile);
  if (fromProfile) return fromProfile;
  if (messages.length) {
    const langs = messages.map(m => detectLanguage(m));
    const pt = langs.filter(l => l === 'pt').length;
    const en = langs.length - pt;
    return pt === en ? langs[0]! : pt > en ? 'pt' : 'en';
  }
  return localeLanguage(env);
}

/** The user's language for human output (see the module comment). */
export function userLanguage(db: DB, systemEnv: NodeJS.ProcessEnv = process.env): Language {
  const messages = recentUserMessages(db, SAMPLE);
  // The profile's locale, when the user set one, is their locale in place of the system's.
  const locale = profileLocale(db);
  const env = withLocale(systemEnv, locale);
  // Every command asks for the language before it writes: the user's clock is settled from the
  // same messages at the same moment, so every time written after it is on one clock.
  setUserClock(chooseClock(messages, env));
  // …and the order a numeric date is written in ("3/12" is 3 December under en_GB): from the locale.
  // A locale set by hand says it outright, American English too (month first, whatever a word
  // in the message sounds like); the system's American locale only leaves it open.
  setUserDayFirst(locale ? locale !== 'en-US' : localeDayFirst(env));
  return chooseLanguage(profileLanguage(db), messages, env);
}

/** The locale's language when there is no store to ask (LC_ALL, LC_MESSAGES, LANG: `pt*` Portuguese, else English). */
export function envLanguage(env: NodeJS.ProcessEnv = process.env): Language {
  return chooseLanguage(null, [], env);
}
