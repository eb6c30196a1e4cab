import {availableParallelism} from 'node:os';
import {defineConfig} from 'vitest/config';

/**
 * Two zones. Everything runs in UTC; the pure unit tests (src/**, fast) and the CLI tests that
 * read or print dates run again in America/Sao_Paulo (UTC−3), where a day boundary is not UTC's.
 * A date bug that UTC hides — a 21:33 message listed on the next day — fails there.
 *
 * The unit tests share one module graph per worker (isolate: false): importing the modules again
 * for each of ~80 small files was two thirds of their time (35 s → 14 s a zone, bench/RESULTS.md,
 * "Seventh day"). The CLI tests do too: with the forks pool an isolated file is a new Node process
 * and a fresh import of the CLI's modules, and most of them now run the CLI in-process
 * (test/helpers/in-process.ts, which puts back what a run changes); that was ~0.5–2 s a file
 * over ~150 files. A test that replaces a module (vi.mock) needs a graph of its own: it is named
 * *.isolated.test.ts and runs in the two isolated projects, one a zone.
 */
const shared = {
  exclude: ['test/stress/**', 'node_modules/**', 'dist/**'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
};
const UNIT = 'src/**/*.test.{ts,tsx}';
/** Each test starts with no user's clock left by an earlier file (test/helpers/reset-clock.ts). */
const RESET_CLOCK = './test/helpers/reset-clock.ts';
const ISOLATED_UNIT = 'src/**/*.isolated.test.{ts,tsx}';
const CLI = 'test/**/*.test.{ts,tsx}';
/** The CLI tests that read or print dates, run again in São Paulo. */
const CLI_IN_ZONES = ['test/**/*.tz.test.{ts,tsx}', 'test/remind.test.ts'];
// The locale is pinned too: a fresh home's language and every user's clock follow it (CONTRACTS.md),
// so an in-process test must not read the developer's. CLI tests set their own (test/helpers/cli.ts).
const UTC = {TZ: 'UTC', LANG: 'C.UTF-8', LC_ALL: '', LC_MESSAGES: '', LC_TIME: ''};
const SAO_PAULO = {TZ: 'America/Sao_Paulo', LANG: 'C.UTF-8', LC_ALL: '', LC_MESSAGES: '', LC_TIME: ''};

export default defineConfig({
  test: {
    // Vitest's default left one of this 2-core machine's cores idle; the CLI tests mostly wait on
    // child processes, so one worker a core halves the wall time (bench/RESULTS.md, "Test suite").
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {extends: true, test: {...shared, name: 'unit', include: [UNIT], exclude: [...shared.exclude, ISOLATED_UNIT], isolate: false, env: UTC, setupFiles: [RESET_CLOCK]}},
      {extends: true, test: {...shared, name: 'unit-sao-paulo', include: [UNIT], exclude: [...shared.exclude, ISOLATED_UNIT], isolate: false, env: SAO_PAULO, setupFiles: [RESET_CLOCK]}},
      {extends: true, test: {...shared, name: 'utc', include: [CLI], isolate: false, env: UTC, setupFiles: [RESET_CLOCK]}},
      {extends: true, test: {...shared, name: 'sao-paulo', include: CLI_IN_ZONES, isolate: false, env: SAO_PAULO, setupFiles: [RESET_CLOCK]}},
      {extends: true, test: {...shared, name: 'isolated', include: [ISOLATED_UNIT], env: UTC}},
      {extends: true, test: {...shared, name: 'isolated-sao-paulo', include: [ISOLATED_UNIT], env: SAO_PAULO}},
    ],
  },
});
