import {availableParallelism} from 'node:os';
import {defineConfig} from 'vitest/config';

/**
 * Two zones. Everything runs in UTC; the pure unit tests (src/**, fast) and the CLI tests that
 * read or print dates run again in America/Sao_Paulo (UTC−3), where a day boundary is not UTC's.
 * A date bug that UTC hides — a 21:33 message listed on the next day — fails there.
 */
const shared = {
  exclude: ['test/stress/**', 'node_modules/**', 'dist/**'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
};

export default defineConfig({
  test: {
    // Vitest's default left one of this 2-core machine's cores idle; the CLI tests mostly wait on
    // child processes, so one worker a core halves the wall time (bench/RESULTS.md, "Test suite").
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {...shared, name: 'utc', include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'], env: {TZ: 'UTC'}},
      },
      {
        extends: true,
        test: {
          ...shared,
          name: 'sao-paulo',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.tz.test.{ts,tsx}', 'test/remind.test.ts'],
          env: {TZ: 'America/Sao_Paulo'},
        },
      },
    ],
  },
});
