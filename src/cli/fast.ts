/**
 * The start-up fast path for what cron and scripts run most: `magis remind` and
 * `magis memories search QUERY`. Building the whole commander program (every command, option and
 * help text) and loading its bundle cost more than these commands' own work (bench/RESULTS.md,
 * "Start-up"), so these two argument shapes are read here with node:util parseArgs and run the
 * same command modules the full CLI runs. Anything else — another command, --help, -V, an unknown
 * or malformed flag, a missing or extra argument — returns false and the caller runs the full
 * commander CLI, so help, suggestions and error messages stay exactly commander's.
 *
 * Each command has its own bundle (fast-remind.ts, fast-search.ts → dist/magis/remind.cjs and
 * search.cjs, scripts/bundle.mjs), chosen by bin/magis.js from the command word: cron's `remind`
 * does not load, compile or read the search's code, nor `search` the reminders'.
 */
import {parseArgs, type ParseArgsConfig} from 'node:util';
import {installProcessHandlers, reportError} from './report-error.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/** `magis remind`'s own options (src/cli/main.ts), with commander's default for --within. */
const REMIND: Options = {
  json: {type: 'boolean'},
  within: {type: 'string'},
  notify: {type: 'boolean'},
  ics: {type: 'string'},
  all: {type: 'boolean'},
  now: {type: 'string'},
};

/** `magis memories search`'s options (src/cli/main.ts: addFilters plus its own). */
const SEARCH: Options = {
  context: {type: 'string'},
  type: {type: 'string'},
  'min-importance': {type: 'string'},
  since: {type: 'string'},
  until: {type: 'string'},
  limit: {type: 'string', short: 'n'},
  explain: {type: 'boolean'},
  json: {type: 'boolean'},
  now: {type: 'string'},
};

/** Commander's camelCase option names (`--min-importance` → minImportance). */
const camel = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), v]));

/**
 * Parses `args` strictly, or returns null when commander should judge them: parseArgs throws on
 * unknown options and on a value-taking option followed by something that looks like a flag;
 * commander's own reading of those cases (and of `--`) is kept by not taking them here.
 */
function parse(args: string[], options: Options): {values: Record<string, unknown>; positionals: string[]} | null {
  if (args.includes('--')) return null;
  // Cron's own lines (`remind`, `remind --notify`) are read without parseArgs: Node compiles its
  // parser module at first use, ~0.7 ms of an hourly run. Same reading: each flag is true.
  if (args.every(a => a.startsWith('--') && options[a.slice(2)]?.type === 'boolean')) {
    return {values: camel(Object.fromEntries(args.map(a => [a.slice(2), true]))), positionals: []};
  }
  try {
    const {values, positionals} = parseArgs({args, options, strict: true, allowPositionals: true});
    return {values: camel(values as Record<string, unknown>), positionals};
  } catch {
    return null;
  }
}

/** A fast-path command with its arguments read as commander would, or null for the full CLI. */
export type FastRoute = {command: 'remind'; flags: Record<string, unknown>} | {command: 'search'; query: string; flags: Record<string, unknown>};

/** Which fast path `argv` (process.argv) is, or null when the full CLI must handle these arguments. Pure. */
export function route(argv: string[]): FastRoute | null {
  const [command, ...rest] = argv.slice(2);
  if (command === 'remind') {
    const p = parse(rest, REMIND);
    if (!p || p.positionals.length) return null; // `remind add …` and friends are commander's
    return {command: 'remind', flags: {within: '14d', ...p.values}};
  }
  if (command === 'memories' && rest[0] === 'search') {
    const p = parse(rest.slice(1), SEARCH);
    if (p?.positionals.length !== 1) return null;
    return {command: 'search', query: p.positionals[0]!, flags: p.values};
  }
  return null;
}

/** Runs a fast-path command as the full CLI would: process handlers, one sentence and the contract's exit code on error. */
export async function runFast(run: () => Promise<void>): Promise<true> {
  installProcessHandlers();
  try {
    await run();
  } catch (error) {
    process.exitCode = reportError(error);
  }
  return true;
}
