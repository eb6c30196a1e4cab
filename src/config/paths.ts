import {chmodSync, existsSync, mkdirSync, statSync} from 'node:fs';
import {join, resolve} from 'node:path';
import envPaths from 'env-paths';

/** The folder holding everything: MAGIS_HOME, else the XDG data folder for magis. */
export function magisHome(env: NodeJS.ProcessEnv = process.env): string {
  if (env.MAGIS_HOME && env.MAGIS_HOME.trim()) return resolve(env.MAGIS_HOME);
  return envPaths('magis', {suffix: ''}).data;
}

/**
 * Creates the home folder private to the user (0700), tightening it if it already exists,
 * because it holds personal memories and possibly an API key.
 */
export function ensureHome(home: string): string {
  if (!existsSync(home)) mkdirSync(home, {recursive: true, mode: 0o700});
  if (!statSync(home).isDirectory()) throw new Error(`MAGIS_HOME "${home}" is not a folder.`);
  chmodSync(home, 0o700);
  return home;
}

export const databasePath = (home: string) => join(home, 'magis.db');
export const configPath = (home: string) => join(home, 'config.json');
export const keysPath = (home: string) => join(home, 'keys.json');
