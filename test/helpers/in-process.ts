/**
 * The CLI run inside the test's own process: what `magis(home, args)` (helpers/cli.ts) does with a
 * child process, without a Node start and a bundle load per command (~150–300 ms each on this
 * machine, most of the suite's time). The same route bin/magis.js takes — the fast paths of
 * `remind` and `memories search` (src/cli/fast.ts), else the commander program (src/cli/main.ts) —
 * with the same environment (cliEnv: only what the test names, MAGIS_HOME, a locale, TZ), no
 * terminal, standard input holding `input`, and stdout, stderr and the exit code captured.
 *
 * What only a real process shows stays on `magis`: start-up (what loads), signals, crashes and
 * kill -9, file modes of a new home created by the umask, cron's bare environment, the chat (Ink).
 *
 * Runs are one at a time (they share process.env, the exit code and the standard streams) and
 * must be awaited. The process state a run changes is put back after it, and the CLI's per-process
 * memory (the language it read, the user's clock) is forgotten before each, as a new process would.
 */
import {createRequire, syncBuiltinESMExports} from 'node:module';
import {Readable, Writable} from 'node:stream';
import {type CliResult, cliEnv} from './cli.js';

const fs = createRequire(import.meta.url)('node:fs') as typeof import('node:fs');

/** `magis`'s options, and `magisAsync`'s time limit (a run cut short reports status -1). */
interface RunOptions {
  input?: string;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
}

let queue: Promise<unknown> = Promise.resolve();

/** `magis ARGS` in-process, awaited; the same result as helpers/cli.ts's `magis` (and `magisAsync`'s time taken). */
export function magisIn(home: string, args: string[], opts: RunOptions = {}): Promise<CliResult & {ms: number}> {
  const run = queue.then(() => runOnce(home, args, opts));
  queue = run.catch(() => undefined);
  return run;
}

/** An error process.exit throws instead of ending the test's process. */
class Exit extends Error {
  constructor(readonly code: number) {
    super(`process.exit(${code})`);
  }
}

async function runOnce(home: string, args: string[], opts: RunOptions): Promise<CliResult & {ms: number}> {
  const started = Date.now();
  const argv = [process.execPath, 'magis', ...args];
  const word = args[0];
  // bin/magis.js sends these to the chat (Ink), which needs a terminal: a test of it spawns.
  if (word === undefined || word === 'chat' || (word.startsWith('-') && !['-h', '--help', '-V', '--version'].includes(word))) {
    throw new Error(`magisIn: the chat (magis ${args.join(' ')}) runs only as a real process`);
  }
  let stdout = '';
  let stderr = '';
  const out = capture(text => (stdout += text));
  const err = capture(text => (stderr += text));
  const input = opts.input ?? '';
  const stdin = Object.assign(Readable.from([Buffer.from(input)]), {isTTY: undefined, fd: 0});

  // Saved to be put back: the environment, the exit code, the streams, fs's descriptor I/O, exit.
  const savedEnv = {...process.env};
  const savedExitCode = process.exitCode;
  const streams = (['stdin', 'stdout', 'stderr'] as const).map(name => [name, Object.getOwnPropertyDescriptor(process, name)!] as const);
  const {writeSync, readFileSync, readSync} = fs;
  const savedExit = process.exit;
  const sigint = process.listeners('SIGINT');

  setEnv(cliEnv(home, opts.env));
  process.exitCode = undefined;
  for (const [name, stream] of [
    ['stdin', stdin],
    ['stdout', out],
    ['stderr', err],
  ] as const) {
    Object.defineProperty(process, name, {configurable: true, enumerable: true, get: () => stream});
  }
  // src/cli/print.ts writes straight to descriptor 1 when it is a pipe; imports and calendar read 0 directly.
  fs.writeSync = ((fd: number, data: string | NodeJS.ArrayBufferView, ...rest: unknown[]) => {
    if (fd !== 1 && fd !== 2) return (writeSync as (...a: unknown[]) => number)(fd, data, ...rest);
    const text =
      typeof data === 'string'
        ? data
        : Buffer.from(data.buffer, data.byteOffset, data.byteLength)
            .subarray((rest[0] as number) ?? 0)
            .toString('utf8');
    (fd === 1 ? out : err).write(text);
    return Buffer.byteLength(text);
  }) as typeof fs.writeSync;
  fs.readFileSync = ((file: unknown, ...rest: unknown[]) => {
    if (file !== 0) return (readFileSync as (...a: unknown[]) => unknown)(file, ...rest);
    const enc = typeof rest[0] === 'string' ? rest[0] : (rest[0] as {encoding?: BufferEncoding} | undefined)?.encoding;
    return enc ? input : Buffer.from(input);
  }) as typeof fs.readFileSync;
  let unread = Buffer.from(input);
  fs.readSync = ((fd: number, buffer: NodeJS.ArrayBufferView, ...rest: unknown[]) => {
    if (fd !== 0) return (readSync as (...a: unknown[]) => number)(fd, buffer, ...rest);
    // readSync(0, buffer, offset, length, position) or readSync(0, buffer, {offset, length}).
    const o = typeof rest[0] === 'object' && rest[0] !== null ? (rest[0] as {offset?: number; length?: number}) : {offset: rest[0] as number, length: rest[1] as number};
    const offset = o.offset ?? 0;
    const into = Buffer.from(buffer.buffer, buffer.byteOffset + offset, Math.min(o.length ?? buffer.byteLength - offset, buffer.byteLength - offset));
    const n = unread.copy(into, 0, 0, Math.min(into.length, unread.length));
    unread = unread.subarray(n);
    return n;
  }) as typeof fs.readSync;
  syncBuiltinESMExports();
  process.exit = ((code?: number) => {
    throw new Exit(code ?? (typeof process.exitCode === 'number' ? process.exitCode : 0));
  }) as typeof process.exit;

  let status: number;
  try {
    await forgetProcessMemory('before');
    const ran = route(argv);
    let timer: NodeJS.Timeout | undefined;
    // A command that never settles must not hold the process's streams and environment (and the
    // next test's runs) past its test: it ends as a run cut short, as `magis`'s timeout says.
    const limit = opts.timeoutMs ?? TIMEOUT_MS;
    const cut = new Promise<'cut'>(done => (timer = setTimeout(() => done('cut'), limit)));
    const finished = await Promise.race([ran.then(() => 'done' as const), cut]).finally(() => clearTimeout(timer));
    status = finished === 'cut' ? -1 : exitStatus(process.exitCode);
    if (finished === 'cut') stderr += `\n[magis ${args[0]} did not finish in ${limit} ms]`;
  } catch (error) {
    if (!(error instanceof Exit)) throw error;
    status = error.code;
  } finally {
    await forgetProcessMemory('after');
    setEnv(savedEnv);
    process.exitCode = savedExitCode;
    for (const [name, descriptor] of streams) Object.defineProperty(process, name, descriptor);
    fs.writeSync = writeSync;
    fs.readFileSync = readFileSync;
    fs.readSync = readSync;
    syncBuiltinESMExports();
    process.exit = savedExit;
    for (const l of process.listeners('SIGINT')) if (!sigint.includes(l)) process.off('SIGINT', l);
  }
  return {status, stdout, stderr, ms: Date.now() - started};
}

/** Shorter than a test's own timeout (vitest.config.ts), so the test sees the cut run's result. */
const TIMEOUT_MS = 50_000;

/** What bin/magis.js runs for `argv`: a fast path (src/cli/fast.ts), else the commander CLI. */
async function route(argv: string[]): Promise<void> {
  const fast = (await import('../../src/cli/fast.js')).route(argv);
  if (fast?.command === 'remind') await (await import('../../src/cli/fast-remind.js')).fast(argv);
  else if (fast?.command === 'search') await (await import('../../src/cli/fast-search.js')).fast(argv);
  else await (await import('../../src/cli/main.js')).main(argv);
}

const exitStatus = (code: string | number | null | undefined): number => (code === undefined || code === null ? 0 : Number(code));

/** A stream that hands each write to `sink` as it comes (a pipe, not a terminal: no isTTY, no columns). */
function capture(sink: (text: string) => void): Writable {
  return new Writable({
    decodeStrings: false,
    write(chunk: string | Buffer, _enc, done) {
      sink(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
      done();
    },
  });
}

/** Makes process.env exactly `env` (TZ through Node's own setter, so dates follow it at once). */
function setEnv(env: NodeJS.ProcessEnv): void {
  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else if (process.env[key] !== value) process.env[key] = value;
  }
}

/**
 * What a new process would not remember of the last run: the language the CLI read for its
 * errors (src/cli/strings.ts reads it once per process) and the user's clock (src/text/clock.ts).
 * Forgotten before a run, as a new process starts; and after it, so that a test file sharing this
 * module graph (vitest.config.ts) finds errors in the default language and no user's clock.
 */
async function forgetProcessMemory(when: 'before' | 'after'): Promise<void> {
  const [{bindStoreLanguage}, {setUserClock}, {setErrorLanguage}] = await Promise.all([import('../../src/cli/strings.js'), import('../../src/text/clock.js'), import('../../src/config/errors.js')]);
  // Binding and releasing clears what was read (there is no store to read it from until a command opens one).
  bindStoreLanguage(null as never)();
  if (when === 'after') setErrorLanguage(() => 'en');
  setUserClock(null);
}
