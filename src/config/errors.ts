/**
 * Errors a user can act on. Each carries the exit code the contract names, so the CLI's single
 * catch can print one sentence and exit without a stack trace.
 */
export class MagisError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode = 1) {
    super(message);
    this.name = 'MagisError';
    this.exitCode = exitCode;
  }
}

/** A bad flag, id, date or value: exit 2. */
export class UsageError extends MagisError {
  constructor(message: string) {
    super(message, 2);
    this.name = 'UsageError';
  }
}

export const EXIT_OK = 0;
export const EXIT_RUNTIME = 1;
export const EXIT_USAGE = 2;
export const EXIT_INTERRUPTED = 130;
