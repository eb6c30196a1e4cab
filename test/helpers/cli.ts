import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {afterEach} from 'vitest';

export const BIN = resolve(__dirname, '../../bin/magis.js');

export interface CliResult {
  status: number;
  stdout: string;
  stderr: string;
}

/** A fresh MAGIS_HOME (inside a temp dir that does not exist yet, like a new user's). */
export function tempHome(): {home: string; cleanup: () => void} {
  const root = mkdtempSync(join(tmpdir(), 'magis-test-'));
  return {home: join(root, 'home'), cleanup: () => rmSync(root, {recursive: true, force: true})};
}

/**
 * A fresh MAGIS_HOME for each call, all removed after each test: call it at the top level of a
 * test file and use the returned function inside the tests.
 */
export function homePerTest(): () => string {
  const cleanups: Array<() => void> = [];
  afterEach(() => {
    stopRunning();
    while (cleanups.length) cleanups.pop()!();
  });
  return () => {
    const t = tempHome();
    cleanups.push(t.cleanup);
    return t.home;
  };
}

/**
 * The environment every CLI run starts from. The locale is Brazilian Portuguese unless the test
 * names its own (LANG, LC_ALL or LC_MESSAGES, even as undefined for "unset"): a fresh home speaks
 * its locale's language (CONTRACTS.md), and most tests were written in Portuguese.
 */
export function cliEnv(home: string, env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const ownLocale = 'LANG' in env || 'LC_ALL' in env || 'LC_MESSAGES' in env;
  return {PATH: process.env.PATH, HOME: process.env.HOME, MAGIS_HOME: home, NO_COLOR: '1', TZ: 'UTC', ...(ownLocale ? {} : {LANG: 'pt_BR.UTF-8'}), ...env};
}

/** Runs the real CLI, offline, with no terminal. */
export function magis(home: string, args: string[], opts: {input?: string; env?: NodeJS.ProcessEnv} = {}): CliResult {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    env: cliEnv(home, opts.env),
    input: opts.input ?? '',
    encoding: 'utf8',
    timeout: 60_000,
    // An import of 20,000 events lists 20,000 changes with --json (MBs): Node's 1 MB default cut it (ENOBUFS).
    maxBuffer: 64 * 1024 * 1024,
  });
  // A run cut short says so: a flake then names its cause (a timeout, a signal) instead of an empty stdout.
  const cut = r.signal || r.error ? `\n[magis ${args[0]} did not exit: ${r.signal ?? ''} ${r.error?.message ?? ''}]` : '';
  return {status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr + cut};
}

/** A command's --json output, parsed; a failed or silent run throws with its exit status and stderr. */
export function json<T = any>(r: CliResult): T {
  if (r.status !== 0 || !r.stdout.trim()) throw new Error(`exit ${r.status}, stdout ${JSON.stringify(r.stdout.slice(0, 200))}: ${r.stderr}`);
  return JSON.parse(r.stdout) as T;
}

/** The CLI runs `magisAsync` started that have not ended. */
const running = new Set<import('node:child_process').ChildProcess>();

/**
 * Kills the CLI runs still going when a test ends: a test cut by its timeout leaves its body
 * running, and its magis processes must not write into a home the next test is using.
 */
export function stopRunning(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/** Like `magis`, without blocking the test's event loop (needed when the test also runs a server). */
export function magisAsync(home: string, args: string[], opts: {env?: NodeJS.ProcessEnv; timeoutMs?: number} = {}): Promise<CliResult & {ms: number}> {
  const {spawn} = require('node:child_process') as typeof import('node:child_process');
  const started = Date.now();
  return new Promise(resolvePromise => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: cliEnv(home, opts.env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', d => (stdout += d));
    child.stderr.on('data', d => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 60_000);
    child.on('close', (code, signal) => {
      running.delete(child);
      clearTimeout(timer);
      const cut = signal ? `\n[magis ${args[0]} did not exit: ${signal} after ${Date.now() - started} ms]` : '';
      resolvePromise({status: code ?? -1, stdout, stderr: stderr + cut, ms: Date.now() - started});
    });
  });
}
