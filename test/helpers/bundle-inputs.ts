import {existsSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';

const DIR = resolve(__dirname, '../../dist/magis');

/**
 * A module-resolve log (one URL or path per line) with every bundle file it names expanded into the
 * sources bundled in it (dist/magis/inputs.json, written by scripts/bundle.mjs), so a test can ask
 * "did this run load src/reminders/index.ts, or node_modules/ical.js?" of a bundled CLI.
 */
export function withBundleInputs(log: string): string {
  const file = resolve(DIR, 'inputs.json');
  if (!existsSync(file)) return log;
  const inputs = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  const extra: string[] = [];
  for (const url of log.split('\n')) {
    const m = /\/dist\/magis\/([^/]+\.c?js)$/.exec(url);
    if (m && inputs[m[1]!]) extra.push(...inputs[m[1]!]!.map(i => `/${i}`));
  }
  return [log, ...extra].join('\n');
}
