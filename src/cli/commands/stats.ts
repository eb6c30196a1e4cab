/**
 * `magis stats [--json]`: what magis knows and how it is doing — memories by type, context and
 * importance, people, checkups, events, tasks, learning per week, storage, the last compression,
 * LLM use and fallbacks, and how often it had to ask who or which. Reads only.
 */
import {statSync} from 'node:fs';
import {resolveNow} from '../../config/clock.js';
import {databasePath} from '../../config/paths.js';
import {weekStart} from '../../agenda/timeline.js';
import {addDays} from '../../time/arithmetic.js';
import {readStats} from '../../store/stats.js';
import {userLanguage} from '../../store/user-language.js';
import {localDay, startOfLocalDay} from '../../time/day.js';
import {printJson, println} from '../output.js';
import {withReminders} from './remind/open.js';
import {formatStats} from './stats-format.js';

/** Weeks of "learned per week": about a quarter. */
const WEEKS = 12;

const walSize = (home: string) => {
  try {
    return statSync(`${databasePath(home)}-wal`).size;
  } catch {
    return 0;
  }
};

export async function run(flags: {json?: boolean; now?: string}): Promise<void> {
  const today = localDay(resolveNow(flags.now));
  const weeks = Array.from({length: WEEKS}, (_, i) => addDays(weekStart(today), -7 * (WEEKS - 1 - i)));
  // Like `people`, a new home gets an empty store: the figures are then zeros, in the same shape.
  const result = (await withReminders(flags, {mustExist: false}, ({db, home}) => ({
    stats: readStats(db, weeks, startOfLocalDay(weeks[0]!).toISOString()),
    language: userLanguage(db),
    walBytes: walSize(home),
  })))!;
  if (flags.json) return printJson({...result.stats, storage: {...result.stats.storage, walBytes: result.walBytes}});
  for (const line of formatStats(result.stats, {language: result.language, tty: process.stdout.isTTY === true, walBytes: result.walBytes})) println(line);
}
