import {redactSecrets} from '../config/secrets.js';
import {eprintln} from './print.js';
import {MagisError} from '../config/errors.js';
import {homeErrorFor, magisHome} from '../config/paths.js';

/**
 * A MagisError, also one thrown from a chunk of the full build that the fast path's bundle loads
 * lazily (scripts/bundle.mjs): that chunk has its own copy of the class, so `instanceof` alone
 * would miss it and turn a usage error's exit 2 into 1.
 */
const isMagisError = (error: unknown): error is MagisError =>
  error instanceof MagisError || (error instanceof Error && (error.name === 'MagisError' || error.name === 'UsageError') && typeof (error as MagisError).exitCode === 'number');

/** Prints one sentence for an error and returns the exit code the contract names. */
export function reportError(error: unknown): number {
  if (isMagisError(error)) {
    eprintln(`magis: ${redactSecrets(error.message)}`);
    return error.exitCode;
  }
  const code = (error as {code?: string})?.code;
  if (code === 'SQLITE_BUSY') {
    process.stderr.write('magis: the memory store is busy (another magis is writing); try again in a moment.\n');
    return 1;
  }
  // Raw library text ("disk I/O error", "EISDIR: illegal operation on a directory, read") becomes one sentence.
  if (typeof code === 'string' && code.startsWith('SQLITE_IOERR')) {
    process.stderr.write(`magis: the disk failed while reading or writing ${magisHome()} (${code}); check the disk and free space, then try again.\n`);
    return 1;
  }
  if (code === 'EISDIR') {
    process.stderr.write(`magis: ${pathOf(error) ?? 'that'} is a folder, not a file; give a file.\n`);
    return 2;
  }
  if (code === 'ESPIPE') {
    process.stderr.write(`magis: ${pathOf(error) ?? 'that input'} cannot be read as a file (a pipe or a device?); save it to a file first.\n`);
    return 2;
  }
  if (code === 'SQLITE_FULL' || code === 'ENOSPC') {
    process.stderr.write(`magis: ${homeErrorFor(magisHome(), 'ENOSPC').message}\n`);
    return 1;
  }
  const message = error instanceof Error ? error.message : String(error);
  eprintln(`magis: ${redactSecrets(message.split('\n')[0]!)}`);
  if (process.env.MAGIS_DEBUG === '1' && error instanceof Error) process.stderr.write(`${redactSecrets(String(error.stack))}\n`);
  return 1;
}

/** Ctrl-C exits 130; a reader that left (`magis memories list | head`) ends the run quietly, not with a stack trace. */
export function installProcessHandlers(): void {
  process.on('SIGINT', () => process.exit(130));
  for (const name of ['stdout', 'stderr'] as const) {
    whenCreated(name, stream =>
      stream.on('error', error => {
        if ((error as NodeJS.ErrnoException).code === 'EPIPE') process.exit(process.exitCode ?? 0);
      }),
    );
  }
}

/**
 * Runs `fn` on process.stdout/stderr when something first uses it, not before: Node creates
 * these streams on first use, and for a pipe that loads net and streams (~2 ms) — which a cron
 * run of `magis remind` that prints nothing never needs. An error event comes after a write, so
 * the handler is always in place in time.
 */
function whenCreated(name: 'stdout' | 'stderr', fn: (stream: NodeJS.WriteStream) => void): void {
  const own = Object.getOwnPropertyDescriptor(process, name);
  if (!own?.get || !own.configurable) {
    fn(process[name]);
    return;
  }
  Object.defineProperty(process, name, {
    configurable: true,
    enumerable: own.enumerable,
    get() {
      Object.defineProperty(process, name, own); // Node's own getter again: it keeps the stream
      const stream = own.get!.call(process) as NodeJS.WriteStream;
      fn(stream);
      return stream;
    },
  });
}

const pathOf = (error: unknown): string | undefined => {
  const p = (error as {path?: unknown})?.path;
  return typeof p === 'string' ? p : undefined;
};
