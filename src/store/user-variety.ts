/**
 * Which Portuguese a user is answered in — Brazilian or European — and the rewrite every line for a
 * European user goes through on its way to the screen. The variety is the profile's `variety` (set
 * by the user, or decided once from their writing), else the locale's region (the profile's `locale`
 * when set, else the system's: `pt_PT*`, `pt_BR*`),
 * else what their recent messages show clearly, else Brazilian, the product's own. A decision from
 * their writing is kept in the profile: it never flips on a later word.
 */
import type {Language} from '../domain/types.js';
import type {DB} from './db.js';
import {profileLanguage, recentUserMessages, userEnv} from './language-io.js';
import {setProfileValue} from './profile.js';
import {chooseLanguage} from './user-language.js';
import {localeVariety, parseVariety, type PtVariety} from '../text/language.js';
import {europeanWording, type UserWords} from '../text/european.js';
import {decideVariety} from '../understanding/variety.js';

/** As many messages as the language choice reads: enough for a writer's habits to show. */
const SAMPLE = 50;

type Env = {LANG?: string; LC_ALL?: string; LC_MESSAGES?: string};

/** The profile's `variety` row, or null. */
function profileVariety(db: DB): PtVariety | null {
  return parseVariety(db.prepare("SELECT value FROM profile WHERE key = 'variety'").pluck().get() as string | undefined);
}

/** Pure choice, tested directly: the profile, else the locale, else the writing, else Brazilian. */
export function chooseVariety(profile: PtVariety | null, env: Env, messages: () => readonly string[]): PtVariety {
  return profile ?? localeVariety(env) ?? decideVariety(messages()) ?? 'pt-BR';
}

/** The user's variety (see the module comment). */
export function userVariety(db: DB, env: Env = process.env): PtVariety {
  return chooseVariety(profileVariety(db), userEnv(db, env), () => recentUserMessages(db, SAMPLE));
}

/**
 * After the user wrote: when neither the profile nor the locale says, and their messages now show a
 * variety clearly, it is kept in the profile — from then on the same answer, whatever one word says.
 */
export function settleVariety(db: DB, at: string, env: Env = process.env): void {
  if (profileVariety(db) || localeVariety(userEnv(db, env))) return;
  const decided = decideVariety(recentUserMessages(db, SAMPLE));
  if (decided) setProfileValue(db, 'variety', decided, at);
}

/** Text the user typed or brought in, as the rows that hold it: what a rewrite must never touch. */
const VALUES_SQL = `
  SELECT name FROM entities UNION SELECT alias FROM entity_aliases UNION SELECT name FROM pets
  UNION SELECT title FROM events UNION SELECT j.value FROM events, json_each(events.with_names) AS j
  UNION SELECT description FROM tasks UNION SELECT label FROM checkups WHERE label IS NOT NULL
  UNION SELECT provider FROM checkups WHERE provider IS NOT NULL
  UNION SELECT value FROM profile WHERE key NOT IN ('language', 'variety', 'locale')`;
const TYPED_SQL = `SELECT EXISTS (SELECT 1 FROM messages WHERE role = 'user' AND content LIKE :p ESCAPE '\\')
  OR EXISTS (SELECT 1 FROM memories WHERE content LIKE :p ESCAPE '\\')
  OR EXISTS (SELECT 1 FROM memory_summaries WHERE summary LIKE :p ESCAPE '\\')`;

/** The user's own words in this store, read only when a rewrite is about to happen; a store that cannot say protects everything. */
function userWordsOf(db: DB): UserWords {
  let values: string[] | null = null;
  return {
    values: () => {
      try {
        values ??= (db.prepare(VALUES_SQL).pluck().all() as unknown[]).filter((v): v is string => typeof v === 'string');
      } catch {
        values = [];
      }
      return values;
    },
    typed: phrase => {
      // Once the store is closed, only the values read before stand for the user's words.
      if (!db.open) return false;
      try {
        return (
          db
            .prepare(TYPED_SQL)
            .pluck()
            .get({p: `%${phrase.replace(/[\\%_]/g, '\\$&')}%`}) === 1
        );
      } catch {
        return true;
      }
    },
  };
}

/**
 * How lines for this user are shown: unchanged, or — for a European Portuguese user whose replies are
 * in Portuguese — rewritten in European wording with their own words protected. Read once, when made
 * (the variety first: for most users it is all there is to read); the user's values are read then
 * too, for lines printed after the store closed.
 */
export function screenWordsOf(db: DB, env: NodeJS.ProcessEnv = process.env, language?: Language): (text: string) => string {
  // The language as userLanguage chooses it, without settling the user's clock: that is the command's to do.
  if (userVariety(db, env) !== 'pt-PT' || (language ?? chooseLanguage(profileLanguage(db), recentUserMessages(db, SAMPLE), userEnv(db, env))) !== 'pt') return text => text;
  const user = userWordsOf(db);
  user.values?.();
  return text => europeanWording(text, user);
}
