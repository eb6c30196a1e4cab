/**
 * The user's own facts (never a person in `people`): one key/value row each in `profile`.
 * Lists (languages, preferences, facts) are stored as "a; b; c" so the reminders' one-line
 * read of `preferred` keeps working.
 */
import type {ProfileRecord} from '../domain/records.js';
import type {UserFacts} from '../domain/types.js';
import type {DB} from './db.js';

/** Profile keys holding lists, and the row each is stored under. */
const LIST_KEYS = {languages: 'languages', preferences: 'preferred', facts: 'facts'} as const;
/** A list keeps its newest items; eight preferences fit a prompt line and a screen. */
const LIST_LIMIT = 8;

const split = (value: string | undefined) => (value ? value.split('; ').filter(Boolean) : []);

/** Every profile row, raw (for prompts and exports). */
export function profileRows(db: DB): Array<{key: string; value: string; updatedAt: string}> {
  return db.prepare('SELECT key, value, updated_at AS updatedAt FROM profile ORDER BY key').all() as Array<{key: string; value: string; updatedAt: string}>;
}

/** `magis profile --json`. */
export function readProfile(db: DB): ProfileRecord {
  const rows = Object.fromEntries(profileRows(db).map(r => [r.key, r.value]));
  return {
    name: rows.name ?? null,
    city: rows.city ?? null,
    occupation: rows.occupation ?? null,
    languages: split(rows[LIST_KEYS.languages]),
    preferences: split(rows[LIST_KEYS.preferences]),
    facts: split(rows[LIST_KEYS.facts]),
  };
}

export function setProfileValue(db: DB, key: string, value: string, at: string): void {
  db.prepare('INSERT INTO profile (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at').run(key, value, at);
}

export function unsetProfileValue(db: DB, key: string): boolean {
  return db.prepare('DELETE FROM profile WHERE key = ?').run(key).changes > 0;
}

/** Adds items to a list key (languages, preferences, facts), newest last, without repeats. */
function addToProfileList(db: DB, list: keyof typeof LIST_KEYS, items: string[], at: string): void {
  const key = LIST_KEYS[list];
  const old = split(db.prepare('SELECT value FROM profile WHERE key = ?').pluck().get(key) as string | undefined);
  const all = [...new Set([...old, ...items])].slice(-LIST_LIMIT);
  setProfileValue(db, key, all.join('; '), at);
}

/**
 * A preferred time said again replaces the one kept: the onboarding's answer (`appointment_times`)
 * and the times among the preferences, so "prefiro de manhã" then "agora prefiro à noite" leaves
 * only the evenings for the reminders to suggest.
 */
function replacePreferredTimes(db: DB, times: string, isTime: (preference: string) => boolean, at: string): void {
  const old = split(db.prepare('SELECT value FROM profile WHERE key = ?').pluck().get(LIST_KEYS.preferences) as string | undefined);
  const kept = old.filter(p => !isTime(p));
  if (kept.length !== old.length) setProfileValue(db, LIST_KEYS.preferences, kept.join('; '), at);
  setProfileValue(db, 'appointment_times', times, at);
}

/**
 * What the speaker said about themself goes to the profile; an age or a preferred time said again
 * replaces the one kept. `isTime` tells which kept preferences are times (the self reader's rule,
 * passed in so the profile's readers do not load the reader).
 */
export function rememberAboutUser(db: DB, user: UserFacts, at: string, isTime: (preference: string) => boolean = () => false): void {
  if (user.name) setProfileValue(db, 'name', user.name, at);
  if (user.city) setProfileValue(db, 'city', user.city, at);
  if (user.occupation) setProfileValue(db, 'occupation', user.occupation, at);
  if (user.age !== undefined) setProfileValue(db, 'age', String(user.age), at);
  if (user.workHours) setProfileValue(db, 'work_hours', user.workHours, at);
  if (user.languages?.length) addToProfileList(db, 'languages', user.languages, at);
  if (user.appointmentTimes) replacePreferredTimes(db, user.appointmentTimes, isTime, at);
  if (user.preferences?.length) addToProfileList(db, 'preferences', user.preferences, at);
}
