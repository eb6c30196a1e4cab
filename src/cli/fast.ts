/**
 * The start-up fast path for what cron and scripts run most: `magis remind` and
 * `magis memories search QUERY`. Building the whole commander program (every command, option and
 * help text) and loading its bundle cost more than these commands' own work (bench/RESULTS.md,
 * "Start-up"), so these two argument shapes are read here with node:util parseArgs and run the
 * same command modules the full CLI runs. Anything else — another command, --help, -V, an unknown
 * or malformed flag, a missing or extra argument — returns false and the caller runs the full
 * commander CLI, so help, suggestions and error messages stay exactly commander's.
 *
 * The two commands are imported dynamically: in the fast-path bundle (scripts/bundle.mjs, one
 * file) that keeps each one's modules uninitialised until it runs, so `remind` does not set up
 * the search's tables and `search` not the reminders'.
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
const camel = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), v]));

/**
 * Parses `args` strictly, or returns null when commander should judge them: parseArgs throws on
 * unknown options and on a value-taking option followed by something that looks like a flag;
 * commander's own reading of those cases (and of `--`) is kept by not taking them here.
 */
function parse(args: string[], options: Options): {values: Record<string, unknown>; positionals: string[]} | null {
  if (args.includes('--')) return null;
  try {
    const {values, positionals} = parseArgs({args, options, strict: true, allowPositionals: true});
    return {values: camel(values as Record<string, unknown>), positionals};
  } catch {
    return null;
  }
}

/** The run of a fast-path command, or null when the full CLI must handle these arguments. */
function route(argv: string[]): (() => Promise<void>) | null {
  const [command, ...rest] = argv.slice(2);
  if (command === 'remind') {
    const p = parse(rest, REMIND);
    if (!p || p.positionals.length) return null; // `remind add …` and friends are commander's
    const flags = {within: '14d', ...p.values};
    return async () => (await import('./commands/remind/due.js')).run(flags);
  }
  if (command === 'memories' && rest[0] === 'search') {
    const p = parse(rest.slice(1), SEARCH);
    if (!p || p.positionals.length !== 1) return null;
    const query = p.positionals[0]!;
    return async () => (await import('./commands/memories/search.js')).run(query, p.values);
  }
  return null;
}

/**
 * Runs `argv` (process.argv) when it is one of the fast paths and returns true; otherwise returns
 * false without side effects, for the full CLI (src/cli/main.ts) to run.
 */
export async function fast(argv: string[]): Promise<boolean> {
  const run = route(argv);
  if (!run) return false;
  installProcessHandlers();
  try {
    await run();
  } catch (error) {
    process.exitCode = reportError(error);
  }
  return true;
}
