/**
 * The one agenda module that reads the database: events, birthdays, checkups, dated open tasks and
 * the user's language. Reads only.
 */
import type {Context, Language} from '../domain/types.js';
import type {DB} from '../store/db.js';
import {birthdays, listEvents} from '../store/events.js';
import {datedOpenTasks} from '../store/tasks.js';
import {detectLanguage} from '../understanding/language.js';
import type {AgendaCheckup, AgendaInput} from './types.js';

/** How many of the user's latest messages decide their language when the profile does not say. */
const LANGUAGE_SAMPLE = 50;

/**
 * The language the user speaks: the profile's `language` (or first of `languages`), else the one
 * most of their recent messages (and memories) are in, else LANG (pt* → Portuguese), else English.
 */
export function userLanguage(db: DB, env: NodeJS.ProcessEnv = process.env): Language {
  const profile = db.prepare("SELECT key, value FROM profile WHERE key IN ('language', 'languages')").all() as Array<{key: string; value: string}>;
  const stated = (profile.find(r => r.key === 'language') ?? profile.find(r => r.key === 'languages'))?.value.trim().toLowerCase() ?? '';
  if (/^(pt|portugu)/.test(stated)) return 'pt';
  if (/^(en|ingl)/.test(stated)) return 'en';
  let texts = db.prepare("SELECT content FROM messages WHERE role = 'user' ORDER BY id DESC LIMIT ?").pluck().all(LANGUAGE_SAMPLE) as string[];
  if (!texts.length) texts = db.prepare('SELECT content FROM memories ORDER BY id DESC LIMIT ?').pluck().all(LANGUAGE_SAMPLE) as string[];
  if (texts.length) {
    const pt = texts.filter(t => detectLanguage(t) === 'pt').length;
    return pt * 2 >= texts.length ? (pt * 2 === texts.length ? languageOfEnv(env) : 'pt') : 'en';
  }
  return languageOfEnv(env);
}

/** The language of the locale (LC_ALL, LC_MESSAGES, LANG): pt* is Portuguese, anything else English. */
export function languageOfEnv(env: NodeJS.ProcessEnv = process.env): Language {
  const lang = (env.LC_ALL || env.LC_MESSAGES || env.LANG || '').toLowerCase();
  return lang.startsWith('pt') ? 'pt' : 'en';
}

/** Everything the agenda rules read. */
export function loadAgendaInput(db: DB, language: Language): AgendaInput {
  const checkups = (db.prepare(`SELECT c.id, c.entity_id AS entityId, coalesce(e.name, 'user') AS person, e.gender, coalesce(e.unnamed, 0) AS unnamed,
        c.kind, c.status, c.date, c.time, coalesce(m.context, e.context, 'personal') AS context, c.created_at AS createdAt
      FROM checkups c LEFT JOIN entities e ON e.id = c.entity_id LEFT JOIN memories m ON m.id = c.source_memory_id
      ORDER BY c.created_at, c.id`).all() as Array<Omit<AgendaCheckup, 'unnamed'> & {unnamed: number}>)
    .map(r => ({...r, unnamed: r.unnamed === 1}));
  return {
    events: listEvents(db).map(e => ({id: e.id, entityId: e.entityId, person: e.person, kind: e.kind, title: e.title, with: e.with, date: e.date,
      time: e.time, rrule: e.rrule, status: e.status, context: e.context as Context})),
    birthdays: birthdays(db),
    checkups,
    tasks: datedOpenTasks(db),
    language,
  };
}
